import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { findArchetype } from '../../domain/archetypes.ts'
import { addDays, utcDateOf } from '../../domain/dates.ts'
import { scoreQuiz } from '../../domain/quiz.ts'
import { computeBirthScalar, computeCombinedBaseline } from '../../domain/scalar.ts'
import { archetypePayload, expectClientError, newSessionId, post } from './helpers.ts'

describe('POST /api/generate-profile', () => {
  // Hand-computed: 81 + dayOfYear/365.25 × 0.8 + (year mod 100) × 0.001, 3 decimals.
  const cases: [string, string, number, number, string][] = [
    ['Luna', '2000-01-01', 81.002, 48, 'AGC'], // day 1 of 2000; 12+21+14+1 = 48 → 8
    ['Ada Lovelace', '1990-06-15', 81.454, 81, 'UUU'], // day 166; 6 + 75 = 81 → 1
    ['José', '2004-02-29', 81.135, 49, 'UCG'], // leap day: day 60; accent stripped → 49 → 9
    ['Z', '2004-12-31', 81.806, 26, 'GGU'], // day 366 of a leap year
    ['A B', '1900-01-01', 81.002, 3, 'GAU'], // the earliest accepted date
    ['Mia', '1999-12-31', 81.898, 23, 'GAU'], // day 365; year 99
    ['Sam', '2005-07-04', 81.41, 33, 'GAU'], // day 185; year 5
  ]
  it.each(cases)('%s born %s', async (name, birth, scalar, gem, codon) => {
    const res = await post('/api/generate-profile', { name, birth_date: birth })
    expect(res.status).toBe(200)
    const body = (await res.json()) as Record<string, unknown>
    expect(body.scalar_ξ).toBe(scalar)
    expect(body.gematria).toBe(gem)
    expect(body.primary_codon).toBe(codon)
    expect(body.baseline_codon).toBe(codon)
    for (const field of ['affirmation', 'theme', 'luna_analysis']) expect(typeof body[field]).toBe('string')
    expect(Array.isArray(body.tags)).toBe(true)
    expect((body.rituals as unknown[]).length).toBe(3)
    expect(body.hexagram).toBeGreaterThanOrEqual(1)
  })

  it('refuses impossible, future and pre-1900 dates and empty names', async () => {
    for (const birth_date of ['2023-02-29', '1899-12-31', '2999-01-01', '2020-13-01', '01/02/2000', '']) {
      await expectClientError(await post('/api/generate-profile', { name: 'A', birth_date }), 400)
    }
    await expectClientError(
      await post('/api/generate-profile', { name: '   ', birth_date: '2000-01-01' }),
      400,
    )
    await expectClientError(await post('/api/generate-profile', { name: 'A' }), 400)
    await expectClientError(await post('/api/generate-profile', { name: 1, birth_date: '2000-01-01' }), 400)
    const extra = await expectClientError(
      await post('/api/generate-profile', { name: 'A', birth_date: '2000-01-01', admin: true }),
      400,
    )
    expect(extra.error).toContain('admin')
  })
})

describe('POST /api/archetype', () => {
  const payload = (sessionId: string) => ({ sessionId, ...archetypePayload() })

  it('records the result', async () => {
    const res = await post('/api/archetype', payload(newSessionId()))
    expect(res.status).toBe(201)
    expect(await res.json()).toMatchObject({ success: true, archetypeId: 7, combinedBaseline: 81.558 })
  })

  it('refuses a malformed session id and archetypes outside 1–32', async () => {
    const malformed = await expectClientError(await post('/api/archetype', payload('luna_123_abc')), 400)
    expect(malformed.error).toMatch(/session id/i)
    await expectClientError(
      await post('/api/archetype', { ...payload(newSessionId()), archetypeId: 33 }),
      400,
    )
  })

  it('strips stray quotes around the session id (spec)', async () => {
    const id = newSessionId()
    expect((await post('/api/archetype', payload(`"${id}"`))).status).toBe(201)
  })
})

describe('the archetype record is the server’s to compute', () => {
  const payload = (sessionId: string) => ({ sessionId, ...archetypePayload() })
  const storedFor = (sid: string) =>
    env.DB.prepare('select * from archetype_results where session_id = ?').bind(sid).all()

  it('refuses the probe’s fake archetype (invented name, 99.9 scalars) and stores nothing', async () => {
    const sid = newSessionId()
    const res = await post('/api/archetype', {
      sessionId: sid,
      archetypeId: 7,
      archetypeName: '<img src=x onerror=alert(1)> Totally Fake',
      quizResponses: [],
      birthScalar: 99.9,
      archetypeScalar: 99.9,
      combinedBaseline: 99.9,
      entropyMod: 1,
      curvatureMod: 1,
      userName: 'A',
      birthDate: '1990-06-15',
    })
    const body = await expectClientError(res, 400)
    expect(body.error).toMatch(/between 80\.9\d* and 82\.0\d*/)
    expect((await storedFor(sid)).results).toHaveLength(0)
  })

  it('names the expected value when a claim disagrees beyond rounding', async () => {
    const sid = newSessionId()
    const cases: [Record<string, unknown>, string][] = [
      [
        { archetypeName: 'Totally Fake' },
        'The archetypeName field must be “The Generous Host” for archetype 7.',
      ],
      [{ archetypeScalar: 81.5 }, 'The archetypeScalar field must be 81.8 for archetype 7.'],
      [{ entropyMod: 1.05 }, 'The entropyMod field must be 1 for archetype 7.'],
      [{ birthScalar: 81.5 }, 'The birthScalar field must be 81.454 for the birth date 1990-06-15.'],
      [
        { combinedBaseline: 81.6 },
        'The combinedBaseline field must be 81.558 for archetype 7 and birth date 1990-06-15.',
      ],
    ]
    for (const [change, sentence] of cases) {
      const body = await expectClientError(await post('/api/archetype', { ...payload(sid), ...change }), 400)
      expect(body.error).toBe(sentence)
    }
    // Within rounding is the same value; what is stored is the computed one.
    expect((await post('/api/archetype', { ...payload(sid), combinedBaseline: 81.5582 })).status).toBe(201)
    const rows = (await storedFor(sid)).results as Record<string, unknown>[]
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      archetype_name: 'The Generous Host',
      combined_baseline: 81.558,
      birth_scalar: 81.454,
      archetype_scalar: 81.8,
      source: 'direct',
    })
  })

  it('requires exactly the five questions, each once, answered 1–4, scoring to the archetype claimed', async () => {
    const sid = newSessionId()
    const answers = [1, 2, 3, 4, 5].map((questionId) => ({ questionId, answer: 1 }))
    const winner = scoreQuiz(answers)
    const archetype = findArchetype(winner)
    if (!archetype) throw new Error('no winner')
    const claim = {
      ...payload(sid),
      archetypeId: winner,
      archetypeName: archetype.name,
      archetypeScalar: archetype.scalarRange,
      combinedBaseline: computeCombinedBaseline(81.454, archetype.scalarRange),
      entropyMod: archetype.modifiers.entropyMod,
      curvatureMod: archetype.modifiers.curvatureMod,
    }
    const repeated = [...answers.slice(0, 4), { questionId: 1, answer: 2 }]
    expect(
      (await expectClientError(await post('/api/archetype', { ...claim, quizResponses: repeated }), 400))
        .error,
    ).toBe('The quizResponses field must answer each question once.')
    expect(
      (
        await expectClientError(
          await post('/api/archetype', { ...claim, quizResponses: answers.slice(0, 3) }),
          400,
        )
      ).error,
    ).toMatch(/all five questions/)
    const other = winner === 7 ? 8 : 7
    const otherArchetype = findArchetype(other)
    const wrong = await expectClientError(
      await post('/api/archetype', {
        ...claim,
        quizResponses: answers,
        archetypeId: other,
        archetypeName: otherArchetype?.name,
      }),
      400,
    )
    expect(wrong.error).toBe(
      `These quiz answers choose archetype ${winner} (${archetype.name}), not ${other}.`,
    )
    const direct = await expectClientError(
      await post('/api/archetype', { ...claim, quizResponses: answers, source: 'direct' }),
      400,
    )
    expect(direct.error).toMatch(/without quiz answers/)
    const ok = await post('/api/archetype', { ...claim, quizResponses: answers })
    expect(ok.status).toBe(201)
    expect(await ok.json()).toMatchObject({ source: 'quiz', archetypeId: winner })
  })

  it('refuses an under-18 birth date, and stores a guest’s “today” as no birth date', async () => {
    const sid = newSessionId()
    const today = utcDateOf(new Date())
    const young = addDays(today, -17 * 366)
    const youngScalar = computeBirthScalar(young)
    const minor = await expectClientError(
      await post('/api/archetype', {
        ...payload(sid),
        birthDate: young,
        birthScalar: youngScalar,
        combinedBaseline: computeCombinedBaseline(youngScalar, 81.8),
      }),
      400,
    )
    expect(minor.error).toBe('Luna is for adults: the birthDate field must make you 18 or older.')
    // 'Skip for now': name Guest, birth date today, archetype 6, flagged as a guest.
    const guest = findArchetype(6)
    if (!guest) throw new Error('no archetype 6')
    const todayScalar = computeBirthScalar(today)
    const res = await post('/api/archetype', {
      sessionId: sid,
      source: 'guest',
      archetypeId: 6,
      archetypeName: guest.name,
      quizResponses: [],
      birthScalar: todayScalar,
      archetypeScalar: guest.scalarRange,
      combinedBaseline: computeCombinedBaseline(todayScalar, guest.scalarRange),
      entropyMod: guest.modifiers.entropyMod,
      curvatureMod: guest.modifiers.curvatureMod,
      userName: 'Guest',
      birthDate: today,
    })
    expect(res.status).toBe(201)
    const rows = (await storedFor(sid)).results as Record<string, unknown>[]
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ source: 'guest', birth_date: null, user_name: 'Guest' })
  })
})
