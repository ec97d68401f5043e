// The generated visitors of the one-voice property test (docs/rules/one-voice.md): 1,000 of them,
// each with a session id, an archetype, a birth date (known for most), drawn by fast-check from a
// fixed seed, so a failure names a visitor that can be run again. Four test files share them, a
// quarter each, so the 720,000 answers are checked on every core.
import fc from 'fast-check'
import { expect } from 'vitest'
import { computeBirthScalar } from '../../../domain/scalar.ts'
import { createSessionId } from '../../../domain/session-id.ts'
import { type VoiceVisitor, voiceRun } from '../../../domain/voice-report.ts'

export const VISITORS = 1000
export const DAYS = 30
export const FIRST_DAYS = ['2026-12-01', '2027-06-14', '2028-02-27', '2026-03-28'] as const

const visitor: fc.Arbitrary<VoiceVisitor> = fc
  .record({
    created: fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2026, 10, 28) }),
    bytes: fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 32, maxLength: 32 }),
    archetypeId: fc.integer({ min: 1, max: 32 }),
    birthDate: fc
      .date({
        min: new Date('1930-01-01T00:00:00Z'),
        max: new Date('2007-12-31T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString().slice(0, 10)),
    known: fc.double({ min: 0, max: 1, noNaN: true }).map((x) => x < 0.9),
  })
  .map(({ created, bytes, archetypeId, birthDate, known }) => ({
    seed: createSessionId(created, (b) => b.map((_, i) => bytes[i % bytes.length] ?? 0)),
    archetypeId,
    birthScalar: computeBirthScalar(birthDate),
    birthDate: known ? birthDate : null,
  }))

/**
 * `npm run test:fast` (LUNA_FAST=1) checks one visitor in 25 of each quarter (28,800 answers), for a
 * quick answer while working; `npm test` checks all 720,000.
 */
const SAMPLE = process.env.LUNA_FAST === '1' ? 25 : 1

/** The quarter `q` (0–3) of the visitors (in a fast run, every 25th of them). */
export function quarter(q: number): VoiceVisitor[] {
  const all = fc.sample(visitor, { numRuns: VISITORS, seed: 20261128 })
  return all.slice((q * VISITORS) / 4, ((q + 1) * VISITORS) / 4).filter((_, i) => i % SAMPLE === 0)
}

/**
 * Quarter `q` of the visitors at every hour of 30 days: no answer breaks the rule, no whole Luna
 * insight returns within 14 days, and no headline or Luna message comes two days running at an hour.
 */
export function expectOneVoice(q: number): void {
  const run = voiceRun(quarter(q), FIRST_DAYS[q] ?? FIRST_DAYS[0], DAYS)
  expect(run.answers).toBe((VISITORS / 4 / SAMPLE) * DAYS * 24)
  expect(run.examples).toEqual([])
  expect(run.broken).toBe(0)
  expect(run.shortestInsightGap).toBeGreaterThanOrEqual(14)
  expect(run.repeatedHeadlines + run.repeatedMessages).toBe(0)
}
