// Mood notes (docs/rules/emotional-check-in.md): a feeling logged whenever the visitor feels it,
// between two check-ins. It moves no baseline and is never refused by the once-a-day rule; Luna
// answers it by name; the check-in's status lists the day's notes; the day's reading answers the
// latest feeling said; a retry with the same Idempotency-Key stores it once; export and erase
// cover it.
import { describe, expect, it } from 'vitest'
import { FEELING_STRATEGIES } from '../../domain/content/feelings.ts'
import { THEME_ANSWERS } from '../../domain/content/themes.ts'
import { addDays } from '../../domain/dates.ts'
import { codonIndexFromValue, descriptorAt } from '../../domain/emotion.ts'
import { textsFor } from '../../domain/suited.ts'
import {
  archetypePayload,
  checkInPayload,
  expectClientError,
  get,
  newSessionId,
  post,
  request,
} from './helpers.ts'

const TODAY = new Date().toISOString().slice(0, 10)

const note = (value: number, extra: Record<string, unknown> = {}) => ({
  value,
  codonIndex: codonIndexFromValue(value),
  descriptor: descriptorAt(codonIndexFromValue(value)),
  localDate: TODAY,
  ...extra,
})

interface Saved {
  moodNote: {
    id: string
    descriptor: string
    tier: string
    words: string | null
    localDate: string
    localTime: string | null
  }
  answer: string
  crisis: boolean
}

interface Status {
  canCheckIn: boolean
  lastEmotionalState: { value: number; newBaseline: number } | null
  moodNotes: { descriptor: string; words: string | null; answer: string }[]
}

const compass = (sid: string) =>
  post(
    '/api/resonance-compass',
    { personalProfile: { archetype: 6, scalar_ξ: 81.47 }, localDate: TODAY, localTime: '12:00' },
    { 'x-session-id': sid },
  ).then(
    async (r) =>
      (await r.json()) as {
        scalarAlignment: { personalBaseline: number }
        intention: string
        dailyReading: {
          energy: string
          heard: { crisis: boolean }
          luna: {
            mood: string
            suggestion: string | null
            answer: { descriptor: string; tier: number; text: string } | null
          }
        }
      },
  )

describe('a mood note', () => {
  it('is logged after a check-in, moves no baseline, and Luna answers it by name with one thing to try', async () => {
    const sid = newSessionId()
    const me = { 'x-session-id': sid }
    expect((await post('/api/archetype', archetypePayload({ sessionId: sid }))).status).toBe(201)
    expect(
      (await post('/api/emotional-state', checkInPayload(70, { sessionId: sid, localDate: TODAY }))).status,
    ).toBe(201)
    const before = (await (await get(`/api/emotional-state/me?localDate=${TODAY}`, me)).json()) as Status
    const res = await post('/api/mood-note', note(15, { words: '  a long, loud meeting  ' }), me)
    expect(res.status).toBe(201)
    const saved = (await res.json()) as Saved
    expect(saved.moodNote).toMatchObject({
      descriptor: 'Anxious',
      tier: 'Challenge/Crisis',
      words: 'a long, loud meeting',
    })
    expect(saved.answer.startsWith('You said you feel anxious. ')).toBe(true)
    expect(FEELING_STRATEGIES[0]?.map((s) => s.text)).toContain(
      saved.answer.slice('You said you feel anxious. '.length),
    )
    // Anxious is the lowest tier, not a crisis: no helpline for it.
    expect(saved.crisis).toBe(false)

    // Listed with its answer; the check-in, its baseline and the day's one check-in are as they were.
    const after = (await (await get(`/api/emotional-state/me?localDate=${TODAY}`, me)).json()) as Status
    expect(after.moodNotes).toEqual([{ ...saved.moodNote, answer: saved.answer, crisis: false }])
    expect(after.lastEmotionalState).toEqual(before.lastEmotionalState)
    expect(after.canCheckIn).toBe(false)

    // The day's reading answers the latest feeling said (the note's, after the check-in's), and
    // Luna's mood never denies it.
    const day = await compass(sid)
    expect(day.dailyReading.luna.answer).toMatchObject({ descriptor: 'Anxious', tier: 0 })
    expect(['coherent', 'luminous', 'electric']).not.toContain(day.dailyReading.luna.mood)
    expect(day.scalarAlignment.personalBaseline).toBe(before.lastEmotionalState?.newBaseline)
  })

  it('is heard: its words’ theme answered as written, in the part of the day it was written, a crisis with the helpline', async () => {
    const sid = newSessionId()
    const me = { 'x-session-id': sid }
    const grief = await post(
      '/api/mood-note',
      note(48, { words: 'Lost a patient I had looked after all week', localTime: '21:10' }),
      me,
    )
    expect(grief.status).toBe(201)
    const saved = (await grief.json()) as Saved
    expect(saved.moodNote.localTime).toBe('21:10')
    expect(textsFor(THEME_ANSWERS.grief, 'night')).toContain(saved.answer)
    expect(saved.answer).not.toMatch(/^You said you feel/)
    // The day's reading hears it: a restful day, Luna rooted and with no homework, her answer the note's.
    const day = await compass(sid)
    expect(day.dailyReading.luna.answer?.text).toBe(saved.answer)
    expect(day.dailyReading.luna.mood).toBe('rooted')
    expect(day.dailyReading.luna.suggestion).toBeNull()
    expect(day.dailyReading.energy).toBe('low')
    expect(day.intention).toMatch(/grief/)
    // A note that points to a crisis says so, for the page's helpline; the status lists it so.
    const crisis = (await (
      await post('/api/mood-note', note(40, { words: 'I want to die', localTime: '21:20' }), me)
    ).json()) as Saved
    expect(crisis.crisis).toBe(true)
    expect(crisis.answer).toMatch(/helpline/)
    const status = (await (await get(`/api/emotional-state/me?localDate=${TODAY}`, me)).json()) as {
      moodNotes: { crisis: boolean }[]
    }
    expect(status.moodNotes.map((n) => n.crisis)).toEqual([true, false])
    expect((await compass(sid)).dailyReading.heard.crisis).toBe(true)
  })

  it('may be logged with no check-in, more than once a day, and yesterday’s stays yesterday’s', async () => {
    const sid = newSessionId()
    const me = { 'x-session-id': sid }
    expect((await post('/api/mood-note', note(40, { localDate: addDays(TODAY, -1) }), me)).status).toBe(201)
    expect((await post('/api/mood-note', note(80), me)).status).toBe(201)
    expect((await post('/api/mood-note', note(55), me)).status).toBe(201)
    const status = (await (await get(`/api/emotional-state/me?localDate=${TODAY}`, me)).json()) as Status
    expect(status.moodNotes.map((n) => n.descriptor)).toEqual([
      descriptorAt(codonIndexFromValue(55)),
      descriptorAt(codonIndexFromValue(80)),
    ])
    expect(status.canCheckIn).toBe(true)
    expect((await compass(sid)).dailyReading.luna.answer?.descriptor).toBe(
      descriptorAt(codonIndexFromValue(55)),
    )
  })

  it('is stored once for one Idempotency-Key, and the retry gets the first answer', async () => {
    const sid = newSessionId()
    const headers = { 'x-session-id': sid, 'Idempotency-Key': 'mood-note-key-0001' }
    const first = await post('/api/mood-note', note(62, { words: 'sunny' }), headers)
    const again = await post('/api/mood-note', note(62, { words: 'sunny' }), headers)
    expect(again.status).toBe(201)
    expect(again.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await again.json()).toEqual(await first.json())
    await expectClientError(await post('/api/mood-note', note(20), headers), 422)
    const status = (await (await get(`/api/emotional-state/me?localDate=${TODAY}`, headers)).json()) as Status
    expect(status.moodNotes).toHaveLength(1)
  })

  it('refuses a descriptor or codon that is not its value’s, and words past 280 characters, storing nothing', async () => {
    const sid = newSessionId()
    const me = { 'x-session-id': sid }
    const wrong = await expectClientError(
      await post('/api/mood-note', note(15, { descriptor: 'Calm' }), me),
      400,
    )
    expect(wrong.error).toBe('The descriptor field must be “Anxious” for a value of 15.')
    await expectClientError(await post('/api/mood-note', note(15, { codonIndex: 3 }), me), 400)
    await expectClientError(await post('/api/mood-note', note(101), me), 400)
    await expectClientError(await post('/api/mood-note', note(15, { words: 'x'.repeat(281) }), me), 400)
    const status = (await (await get(`/api/emotional-state/me?localDate=${TODAY}`, me)).json()) as Status
    expect(status.moodNotes).toEqual([])
  })

  it('is in the export and goes with the erase', async () => {
    const sid = newSessionId()
    const me = { 'x-session-id': sid }
    expect((await post('/api/mood-note', note(30, { words: 'mine' }), me)).status).toBe(201)
    const exported = (await (await get('/api/my-data', me)).json()) as { moodNotes: { words: string }[] }
    expect(exported.moodNotes.map((n) => n.words)).toEqual(['mine'])
    const erased = (await (await request('/api/my-data', { method: 'DELETE', headers: me })).json()) as {
      erased: Record<string, number>
    }
    expect(erased.erased.moodNotes).toBe(1)
    const after = (await (await get('/api/my-data', me)).json()) as { moodNotes: unknown[] }
    expect(after.moodNotes).toEqual([])
  })
})
