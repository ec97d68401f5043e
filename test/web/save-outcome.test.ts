// What the visitor reads when the server refuses a compass reading for good
// (web/src/features/compass/api/save-outcome.ts); a save that waits is the outbox's (test/web/outbox.test.ts).
import { describe, expect, it } from 'vitest'
import { saveRefusal } from '../../web/src/features/compass/api/save-outcome.ts'

describe('a refused save', () => {
  it('says the status, and for a quota what to delete', () => {
    expect(saveRefusal({ status: 500 })).toBe('Failed to save reading: 500')
    expect(saveRefusal({ status: 409, serverMessage: 'Delete some older readings.' })).toBe(
      'Failed to save reading: 409. Delete some older readings.',
    )
    expect(saveRefusal({ status: 400, serverMessage: 'Tags are too long.' })).toBe(
      'Failed to save reading: 400',
    )
    expect(saveRefusal({})).toBe('Unable to save reading. Please try again.')
  })
})
