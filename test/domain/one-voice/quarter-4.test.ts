// One voice for the day (docs/rules/one-voice.md), quarter 4 of 4: 250 generated visitors
// (visitors.ts) × 30 days × 24 hours, with check-ins and notes, each answer checked against the rule
// (domain/voice-rule.ts). No answer breaks it, no whole Luna insight returns within 14 days, and no
// headline or Luna message comes two days running at the same hour.
import { describe, expect, it } from 'vitest'
import { voiceRun } from '../../../domain/voice-report.ts'
import { DAYS, FIRST_DAYS, quarter } from './visitors.ts'

describe('one voice, quarter 4 of the 1,000 visitors', () => {
  it('speaks with one voice at every hour of 30 days', () => {
    const run = voiceRun(quarter(3), FIRST_DAYS[3], DAYS)
    expect(run.answers).toBe(250 * DAYS * 24)
    expect(run.examples).toEqual([])
    expect(run.broken).toBe(0)
    expect(run.shortestInsightGap).toBeGreaterThanOrEqual(14)
    expect(run.repeatedHeadlines + run.repeatedMessages).toBe(0)
  }, 240_000)
})
