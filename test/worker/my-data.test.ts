// GET /api/my-data when the database fails part-way (docs/decisions/013-recovery-moves-the-session-and-bounded-export.md).
import { describe, expect, it } from 'vitest'
import { get, newSessionId, post } from './helpers.ts'

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
