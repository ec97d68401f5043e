// GET /api/my-data when the database fails part-way (docs/decisions/013-recovery-moves-the-session-and-bounded-export.md).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { codonIndexFromValue, descriptorAt } from '../../domain/emotion.ts'
import { get, newSessionId, post } from './helpers.ts'

afterEach(() => {
  vi.restoreAllMocks()
})

/** A D1 binding whose statements prepare fine and then fail when run, like a dropped connection. */
function _failingOnRunD1(): D1Database {
  const fail = () => Promise.reject(new Error('D1_ERROR: Network connection lost.'))
  const statement = (): D1PreparedStatement =>
    ({
      bind: () => statement(),
      all: fail,
      run: fail,
      raw: fail,
      first: fail,
    }) as unknown as D1PreparedStatement
  const session = { prepare: statement, batch: fail, getBookmark: () => null }
  return { ...session, withSession: () => session } as unknown as D1Database
}

const _checkIn = (value: number, extra: Record<string, unknown> = {}) => ({
  emotionalValue: value,
  codonIndex: codonIndexFromValue(value),
  descriptor: descriptorAt(codonIndexFromValue(value)),
  baseline: 81.5,
  ...extra,
})

describe('my data', () => {
  it('exports the idempotency keys as pointers to the reading they saved, not as copies of it', async () => {
    const sid = newSessionId()
    const h = { 'x-session-id': sid }
    const body = {
      readingType: 'compass',
      readingData: { a: 1 },
      userTags: null,
      userNotes: 'a private note',
    }
    const saved = await post('/api/save-reading', body, { ...h, 'idempotency-key': 'export-key-01' })
    expect(saved.status).toBe(201)
    const { reading } = (await saved.json()) as { reading: { id: string } }
    const data = (await (await get('/api/my-data', h)).json()) as Record<string, unknown>
    const keys = data.idempotencyKeys as Record<string, unknown>[]
    expect(keys).toHaveLength(1)
    expect(keys[0]?.key).toBe('export-key-01')
    expect(keys[0]?.readingId).toBe(reading.id)
    expect(JSON.stringify(keys[0])).not.toContain('a private note')
  })
})
