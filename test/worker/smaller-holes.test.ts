// The probe's smaller findings (docs/decisions/036), each closed: page names from the app's own
// list, the compass and the export under their limits, invented streak days, invisible characters,
// and the 18+ rule on every path that stores or computes from a birth date.
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { findArchetype } from '../../domain/archetypes.ts'
import { EXPORTS_PER_MINUTE } from '../../domain/budgets.ts'
import { addDays, utcDateOf } from '../../domain/dates.ts'
import { APP_PAGES } from '../../domain/pages.ts'
import { computeCombinedBaseline } from '../../domain/scalar.ts'
import {
  expectClientError,
  expectLimitedAt,
  get,
  newSessionId,
  post,
  statusesInOneWindow,
} from './helpers.ts'

describe('the smaller holes', () => {
  it('takes page names from the app’s own list only', async () => {
    const h = { 'x-session-id': newSessionId() }
    const refused = await post(
      '/api/luna-interaction',
      { page: 'admin-password-was-reset', scalarValue: 81.5, userAction: 'luna_generated' },
      h,
    )
    expect((await expectClientError(refused, 400)).error).toBe(
      `The page field must be one of the app's pages: ${APP_PAGES.join(', ')}.`,
    )
    await expectClientError(await post('/api/daily-visit', { page: 'page-500' }, h), 400)
    for (const page of APP_PAGES) expect((await post('/api/daily-visit', { page }, h)).status).toBe(201)
  })

  it('holds the compass to the read limit of an address (300 a minute)', async () => {
    const ip = '198.51.100.230'
    const window = await statusesInOneWindow(305, () =>
      post(
        '/api/resonance-compass',
        { personalProfile: {}, localDate: '2026-11-25', localTime: '09:00' },
        { 'cf-connecting-ip': ip },
      ),
    )
    expectLimitedAt(window, 300)
  }, 180_000)

  it('holds an IPv6 /48 to one address’s reads, however many /64s it rotates through', async () => {
    let n = 0
    const window = await statusesInOneWindow(305, () =>
      post(
        '/api/resonance-compass',
        { personalProfile: {}, localDate: '2026-11-25', localTime: '09:00' },
        { 'cf-connecting-ip': `2001:db8:4848:${(++n).toString(16)}::1` },
      ),
    )
    expectLimitedAt(window, 300)
  }, 180_000)

  it('limits the streak and the check-in reads like every read (300 a minute an address)', async () => {
    const h = { 'x-session-id': newSessionId(), 'cf-connecting-ip': '198.51.100.232' }
    let i = 0
    const window = await statusesInOneWindow(305, () =>
      get(i++ % 2 === 0 ? '/api/streak/me' : '/api/emotional-state/me', h),
    )
    expectLimitedAt(window, 300)
  }, 180_000)

  it('limits exports to six a minute per browser', async () => {
    const h = { 'x-session-id': newSessionId(), 'cf-connecting-ip': '198.51.100.231' }
    const window = await statusesInOneWindow(EXPORTS_PER_MINUTE + 3, () => get('/api/my-data', h))
    expectLimitedAt(window, EXPORTS_PER_MINUTE)
    expect((await expectClientError(window.last, 429)).error).toMatch(/^Too many exports from /)
  })

  it('counts at most two local dates in any 24 hours: posting D−1, D and D+1 at once invents no streak day', async () => {
    const sid = newSessionId()
    const h = { 'x-session-id': sid }
    const today = utcDateOf(new Date())
    const answers = []
    for (const localDate of [addDays(today, -1), today, addDays(today, 1)])
      answers.push(
        (await (await post('/api/daily-visit', { page: 'compass', localDate }, h)).json()) as {
          visitDate: string
          streak: { currentStreak: number }
        },
      )
    const dates = await env.DB.prepare(
      'select distinct visit_date as d from visits where session_id = ? order by d',
    )
      .bind(sid)
      .all<{ d: string }>()
    expect(dates.results.map((r) => r.d)).toEqual([addDays(today, -1), today])
    // The third answer names the latest day the session has, with the streak of two days.
    expect(answers[2]?.visitDate).toBe(today)
    expect(answers[2]?.streak.currentStreak).toBe(2)
    // A date already counted still takes more visits.
    expect((await post('/api/daily-visit', { page: 'profile', localDate: today }, h)).status).toBe(201)
  })

  it('stores no invisible format characters in names and notes', async () => {
    const h = { 'x-session-id': newSessionId() }
    const res = await post(
      '/api/save-reading',
      {
        readingType: 'compass',
        readingData: { note: 'a\u200Bb' },
        userNotes: 'line\u2028two \u200Ewith\u200F marks\uFEFF 👩\u200D💻\u{E0041}',
        userTags: 'calm\u2060,focus\u061C',
      },
      h,
    )
    expect(res.status).toBe(201)
    const { reading } = (await res.json()) as {
      reading: { userNotes: string; userTags: string; readingData: { note: string } }
    }
    expect(reading.userNotes).toBe('line\ntwo with marks 👩\u200D💻')
    expect(reading.userTags).toBe('calm,focus')
    expect(reading.readingData.note).toBe('ab')
  })

  it('stores no default-ignorable characters, and refuses a name of fillers with a sentence', async () => {
    const h = { 'x-session-id': newSessionId() }
    const res = await post(
      '/api/save-reading',
      {
        readingType: 'compass',
        readingData: {},
        userNotes: 'so\u00ADft \u3164 hi\u{1F3F4}\u{E0068}\u{E0069} a\uFE0F ok \u2764\uFE0F',
      },
      h,
    )
    expect(res.status).toBe(201)
    const { reading } = (await res.json()) as { reading: { userNotes: string } }
    expect(reading.userNotes).toBe('soft  hi\u{1F3F4} a ok \u2764\uFE0F')
    for (const displayName of ['\u3164\u3164', '\u2800'])
      expect(
        (
          await expectClientError(
            await post(
              '/api/user-trajectory',
              { scalarValue: 81.5, context: 'compass-reading', displayName },
              h,
            ),
            400,
          )
        ).error,
      ).toBe('The displayName field must hold a visible character.')
    expect(
      (
        await expectClientError(
          await post('/api/generate-profile', { name: '\u3164', birth_date: '1990-01-01' }),
          400,
        )
      ).error,
    ).toBe('The name field must hold a visible character.')
  })

  it('refuses a minor’s birth date on every path: as a guest, in an archetype record, in a generated profile', async () => {
    const guest = findArchetype(32) ?? findArchetype(1)
    if (!guest) throw new Error('no archetype')
    const minor = '2015-06-01'
    const sentence = (
      await expectClientError(await post('/api/generate-profile', { name: 'Kid', birth_date: minor }), 400)
    ).error
    expect(sentence).toBe('Luna is for adults: the birth_date field must make you 18 or older.')
    const base = {
      archetypeId: guest.id,
      archetypeName: guest.name,
      quizResponses: [],
      archetypeScalar: guest.scalarRange,
      entropyMod: guest.modifiers.entropyMod,
      curvatureMod: guest.modifiers.curvatureMod,
      userName: null,
    }
    const h = { 'x-session-id': newSessionId() }
    const asGuest = await post(
      '/api/archetype',
      { ...base, source: 'guest', birthDate: minor, birthScalar: null, combinedBaseline: guest.scalarRange },
      h,
    )
    expect((await expectClientError(asGuest, 400)).error).toMatch(
      /^A guest profile \('Skip for now'\) sends today's date/,
    )
    const direct = await post(
      '/api/archetype',
      { ...base, source: 'direct', birthDate: minor, birthScalar: null, combinedBaseline: guest.scalarRange },
      h,
    )
    expect((await expectClientError(direct, 400)).error).toBe(
      'Luna is for adults: the birthDate field must make you 18 or older.',
    )
    // A guest with the placeholder 'today', or no birth date at all, is stored as before.
    const ok = await post(
      '/api/archetype',
      {
        ...base,
        source: 'guest',
        birthDate: null,
        birthScalar: null,
        combinedBaseline: computeCombinedBaseline(81.5, guest.scalarRange),
      },
      h,
    )
    expect(ok.status, await ok.clone().text()).toBe(201)
  })
})

describe('the journey’s profile snapshot', () => {
  it('is held to 2 KB a point, so an export cannot grow by megabytes a day', async () => {
    const h = { 'x-session-id': newSessionId() }
    const big = await post(
      '/api/user-trajectory',
      { scalarValue: 81.5, context: 'compass-reading', profileData: { blob: 'x'.repeat(16_000) } },
      h,
    )
    expect((await expectClientError(big, 400)).error).toBe(
      'The profileData field is too large (at most 2 KB).',
    )
    const small = await post(
      '/api/user-trajectory',
      {
        scalarValue: 81.5,
        context: 'compass-reading',
        profileData: { archetypeId: 7, archetypeName: 'The Sage' },
      },
      h,
    )
    expect(small.status).toBe(201)
  })
})

describe('a minor’s birth date inside a stored object (docs/rules/archetype-record.md)', () => {
  it('is refused in saved readingData and journey profileData, and nothing is stored', async () => {
    const sid = newSessionId()
    const h = { 'x-session-id': sid, 'cf-connecting-ip': '198.18.77.7' }
    const minor = addDays(utcDateOf(new Date()), -(365 * 15))
    const saved = await post(
      '/api/save-reading',
      { readingType: 'compass', readingData: { birthDate: minor } },
      h,
    )
    expect((await expectClientError(saved, 400)).error).toBe(
      'Luna is for adults: the readingData.birthDate field must make you 18 or older.',
    )
    const point = await post(
      '/api/user-trajectory',
      { scalarValue: 81.4, context: 'compass-reading', profileData: { archetype: { dateOfBirth: minor } } },
      h,
    )
    expect((await expectClientError(point, 400)).error).toBe(
      'Luna is for adults: the profileData.archetype.dateOfBirth field must make you 18 or older.',
    )
    for (const table of ['saved_readings', 'trajectory_points', 'sessions'])
      expect(
        (
          await env.DB.prepare(
            `select count(*) as n from ${table} where ${table === 'sessions' ? 'id' : 'session_id'} = ?`,
          )
            .bind(sid)
            .first<{ n: number }>()
        )?.n,
      ).toBe(0)
    // An adult's birth date, and the guest's placeholder (today), are kept.
    const adult = await post(
      '/api/save-reading',
      {
        readingType: 'compass',
        readingData: { birthDate: '1988-04-02', guest: { birthDate: utcDateOf(new Date()) } },
      },
      h,
    )
    expect(adult.status).toBe(201)
  })
})
