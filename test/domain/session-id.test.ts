// The anonymous session id (docs/rules/session-id.md).
import { describe, expect, it } from 'vitest'
import { createSessionId, isValidSessionId, normalizeSessionId } from '../../domain/session-id.ts'

describe('session ids', () => {
  it('creates ids with 26 random characters and validates the format', () => {
    const id = createSessionId(1763700000000, (b) => crypto.getRandomValues(b))
    expect(id).toMatch(/^luna_1763700000000_[a-z0-9]{26}$/)
    expect(isValidSessionId(id)).toBe(true)
    expect(isValidSessionId('luna_1763700000000_abc1234')).toBe(false)
    expect(normalizeSessionId(`"${id}"`)).toBe(id)
    expect(normalizeSessionId(` '${id}' `)).toBe(id)
  })
})
