// One voice for the day (docs/rules/one-voice.md), quarter 1 of 4: 250 of the 1,000 generated
// visitors (visitors.ts) × 30 days × 24 hours, with check-ins and notes, each answer checked against
// the rule (domain/voice-rule.ts).
import { describe, it } from 'vitest'
import { expectOneVoice } from './visitors.ts'

describe('one voice, quarter 1 of the 1,000 visitors', () => {
  it('speaks with one voice at every hour of 30 days', () => expectOneVoice(0), 240_000)
})
