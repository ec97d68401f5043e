import { describe, expect, it } from 'vitest'
import { expectClientError, newSessionId, post } from './helpers.ts'

describe('POST /api/generate-profile', () => {
  // Hand-computed: 81 + dayOfYear/365.25 × 0.8 + (year mod 100) × 0.001, 3 decimals.
  const cases: [string, string, number, number, string][] = [
    ['Luna', '2000-01-01', 81.002, 48, 'AGC'], // day 1 of 2000; 12+21+14+1 = 48 → 8
    ['Ada Lovelace', '1990-06-15', 81.454, 81, 'UUU'], // day 166; 6 + 75 = 81 → 1
    ['José', '2024-02-29', 81.155, 49, 'UCG'], // leap day: day 60; accent stripped → 49 → 9
    ['Z', '2024-12-31', 81.826, 26, 'GGU'], // day 366 of a leap year
    ['A B', '1900-01-01', 81.002, 3, 'GAU'], // the earliest accepted date
    ['Mia', '1999-12-31', 81.898, 23, 'GAU'], // day 365; year 99
    ['Sam', '2025-07-04', 81.43, 33, 'GAU'], // day 185; year 25
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
  const payload = (sessionId: string) => ({
    sessionId,
    archetypeId: 6,
    archetypeName: 'The Tranquil Harbor',
    quizResponses: [{ questionId: 1, answer: 2 }],
    birthScalar: 81.454,
    archetypeScalar: 81.5,
    combinedBaseline: 81.468,
    entropyMod: 1,
    curvatureMod: 1,
    userName: 'Ada',
    birthDate: '1990-06-15',
  })

  it('records the result', async () => {
    const res = await post('/api/archetype', payload(newSessionId()))
    expect(res.status).toBe(201)
    expect(await res.json()).toMatchObject({ success: true, archetypeId: 6 })
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
