// Where a catalogue says in every language what the domain also keeps in English (the feeling words
// stored by the check-in, the streak's tiers, the Moon's phases, Luna's enhanced insight, the share
// text's lines), English's
// catalogue is word for word the domain's list: the app shows the same words the server speaks.
import { describe, expect, it } from 'vitest'
import { EMOTIONAL_DESCRIPTORS } from '../../domain/content/emotions.ts'
import { AUDIO_SAFETY_NOTE, HEALING_FREQUENCIES, TUNER_PRESETS } from '../../domain/content/frequencies.ts'
import { LUNA_ENHANCED } from '../../domain/content/luna-enhanced.ts'
import { expiryParts, formatExpiry } from '../../domain/dates.ts'
import { type CompiledMessage, formatMessage } from '../../domain/message-format.ts'
import { messages as checkin } from '../../domain/messages/compiled/en/checkin.ts'
import { messages as compass } from '../../domain/messages/compiled/en/compass.ts'
import { messages as feelings } from '../../domain/messages/compiled/en/feelings.ts'
import { messages as frame } from '../../domain/messages/compiled/en/frame.ts'
import { messages as frequencies } from '../../domain/messages/compiled/en/frequencies.ts'
import { messages as luna } from '../../domain/messages/compiled/en/luna.ts'
import { messages as lunaMore } from '../../domain/messages/compiled/en/luna-more.ts'
import { messages as reading } from '../../domain/messages/compiled/en/reading.ts'
import { MOON_PHASES } from '../../domain/moon.ts'
import { SHARE_IN_ENGLISH } from '../../domain/share.ts'
import { STREAK_TIERS } from '../../domain/streak.ts'
import { spanParts, spanWords } from '../../domain/trajectory.ts'
import { WINDOW_PHASES } from '../../domain/vocabulary.ts'

const text = (messages: object, key: string) => (messages as Record<string, unknown>)[key]

describe("English's catalogue copies of the domain's words", () => {
  it('are the 64 feeling words, in the slider’s order', () => {
    EMOTIONAL_DESCRIPTORS.forEach((word, i) => {
      expect(text(feelings, `feeling.${i + 1}`)).toEqual([word])
    })
    expect(text(feelings, 'feeling.65')).toBeUndefined()
  })

  it("are the streak's tiers, the Moon's phases and the time phases", () => {
    STREAK_TIERS.forEach((tier, i) => {
      expect(text(compass, `streak.tier.${i}`)).toEqual([tier])
    })
    MOON_PHASES.forEach((phase, i) => {
      expect(text(frame, `moon.${i}`)).toEqual([phase])
    })
    WINDOW_PHASES.forEach((phase, i) => {
      expect(text(luna, `phase.${i}`)).toEqual([phase])
    })
  })

  it("are Luna's enhanced insight of each state", () => {
    for (const [state, { insight, guidance }] of Object.entries(LUNA_ENHANCED)) {
      expect(text(reading, `flags.enhanced.${state}.insight`)).toEqual([insight])
      expect(text(reading, `flags.enhanced.${state}.guidance`)).toEqual([guidance])
    }
  })

  it('are the share text’s lines (docs/rules/share.md)', () => {
    const say = (key: string, values: Record<string, string>) =>
      formatMessage((lunaMore as unknown as Record<string, CompiledMessage>)[key] ?? [], values, 'en')
    expect(say('share.text.title', { date: 'May 1, 2026' })).toBe(SHARE_IN_ENGLISH.title('May 1, 2026'))
    expect(say('share.text.scalar', { scalar: '81.63', phase: 'Echo Chamber' })).toBe(
      SHARE_IN_ENGLISH.scalar('81.63', 'Echo Chamber'),
    )
    expect(say('share.text.baseline', { baseline: '81.50', alignment: '81.63' })).toBe(
      SHARE_IN_ENGLISH.baseline('81.50', '81.63'),
    )
    expect(say('share.text.luna', { message: 'Calm.' })).toBe(SHARE_IN_ENGLISH.luna('Calm.'))
    expect(say('share.text.codons', { codons: 'AUG A (a)' })).toBe(SHARE_IN_ENGLISH.codons('AUG A (a)'))
  })

  it("are the check-in's expiry (docs/rules/emotional-check-in.md)", () => {
    for (const ms of [59_000, 3 * 3_600_000 + 12 * 60_000, 86_400_000]) {
      const said = formatMessage(
        (checkin as unknown as Record<string, CompiledMessage>)['checkin.expires'] ?? [],
        expiryParts(ms),
        'en',
      )
      expect(said).toBe(formatExpiry(ms))
    }
  })

  it("are the memory panel's spans (domain/trajectory.ts, spanWords)", () => {
    for (const minutes of [0, 0.5, 1, 2, 59, 60, 61, 119, 120, 1439, 1440, 2880, 10_000]) {
      const said = formatMessage(
        (lunaMore as unknown as Record<string, CompiledMessage>)['luna.memory.span'] ?? [],
        spanParts(minutes),
        'en',
      )
      expect(said, String(minutes)).toBe(spanWords(minutes))
    }
  })

  it('are the healing frequencies, the tuner’s presets and the audio safety line', () => {
    for (const { hz, name, intention } of HEALING_FREQUENCIES) {
      expect(text(frequencies, `frequency.${hz}.name`)).toEqual([name])
      expect(text(frequencies, `frequency.${hz}.intention`)).toEqual([intention])
    }
    for (const { hz, label } of TUNER_PRESETS) expect(text(frequencies, `preset.${hz}`)).toEqual([label])
    expect(text(frequencies, 'audio.safety')).toEqual([AUDIO_SAFETY_NOTE])
  })
})
