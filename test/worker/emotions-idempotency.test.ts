// Retried check-ins that race: one check-in, one answer (docs/decisions/004-atomic-writes-and-idempotency.md).
import { describe, expect, it } from 'vitest'
import { checkInPayload as checkIn, get, newSessionId, post } from './helpers.ts'

describe('emotional check-in idempotency', () => {
  it('answers two simultaneous sends of one check-in (same key) with the same 201, storing one', async () => {
    const sid = newSessionId()
    const headers = { 'x-session-id': sid, 'idempotency-key': 'race-key-0001' }
    const [a, b] = await Promise.all([
      post('/api/emotional-state', checkIn(30), headers),
      post('/api/emotional-state', checkIn(30), headers),
    ])
    expect([a.status, b.status]).toEqual([201, 201])
    expect(await b.json()).toEqual(await a.json())
    const data = (await (await get('/api/my-data', { 'x-session-id': sid })).json()) as Record<
      string,
      unknown[]
    >
    expect(data.emotionalStates).toHaveLength(1)
    expect(data.savedReadings).toHaveLength(1)
  })

  it('still refuses a second, different check-in on the same local day with 409', async () => {
    const sid = newSessionId()
    const h = { 'x-session-id': sid }
    expect(
      (await post('/api/emotional-state', checkIn(30), { ...h, 'idempotency-key': 'first-key-01' })).status,
    ).toBe(201)
    expect(
      (await post('/api/emotional-state', checkIn(70), { ...h, 'idempotency-key': 'second-key-1' })).status,
    ).toBe(409)
  })
})
