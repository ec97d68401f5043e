// What the visitor's own days say (GET /api/patterns, docs/rules/patterns.md): computed on the server
// from the stored check-ins and notes, the same as the domain finds them, and only with 14 days.
import { describe, expect, it } from 'vitest'
import { addDays } from '../../domain/dates.ts'
import { get, newSessionId, request, seedNotes } from './helpers.ts'

const TODAY = new Date().toISOString().slice(0, 10)

interface Patterns {
  days: number
  ready: boolean
  progress: string
  patterns: { factor: string; sentence: string; group: { id: string; mean: number; count: number } }[]
}

describe('GET /api/patterns', () => {
  it('says how far along a visitor is before 14 days, and finds nothing yet', async () => {
    const sid = newSessionId()
    await seedNotes(
      sid,
      Array.from({ length: 5 }, (_, d) => ({ date: addDays(TODAY, -d - 1), time: '19:00', value: 80 })),
    )
    const res = await get('/api/patterns', { 'x-session-id': sid })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({
      days: 5,
      ready: false,
      progress: '5 of 14 days so far',
      patterns: [],
    })
  })

  it('finds evenings that run higher over three weeks, with the numbers behind it', async () => {
    const sid = newSessionId()
    const notes = Array.from({ length: 21 }, (_, d) => [
      { date: addDays(TODAY, -d - 1), time: '09:00', value: [44, 50, 47, 53][d % 4] as number },
      { date: addDays(TODAY, -d - 1), time: '19:00', value: [66, 72, 69, 75][d % 4] as number },
    ]).flat()
    await seedNotes(sid, notes)
    const body = (await (await get('/api/patterns', { 'x-session-id': sid })).json()) as Patterns
    expect(body.ready).toBe(true)
    expect(body.days).toBe(21)
    const part = body.patterns.find((p) => p.factor === 'part')
    expect(part?.group).toMatchObject({ id: 'evening', mean: 70, count: 21 })
    expect(part?.sentence).toBe(
      'In the evening your feelings run higher than in the morning: 70 against 48, over 21 and 21 entries.',
    )
  })

  it('are gone with the data an erase removes', async () => {
    const sid = newSessionId()
    const notes = Array.from({ length: 15 }, (_, d) => [
      { date: addDays(TODAY, -d - 1), time: '09:00', value: 45 },
      { date: addDays(TODAY, -d - 1), time: '19:00', value: 75 },
    ]).flat()
    await seedNotes(sid, notes)
    const me = { 'x-session-id': sid }
    expect(((await (await get('/api/patterns', me)).json()) as Patterns).patterns).not.toEqual([])
    const erase = await request('/api/my-data', { method: 'DELETE', headers: me })
    expect(erase.status).toBe(200)
    expect(await (await get('/api/patterns', me)).json()).toMatchObject({
      days: 0,
      ready: false,
      patterns: [],
    })
  })

  it('needs a session', async () => {
    expect((await get('/api/patterns')).status).toBe(400)
  })
})
