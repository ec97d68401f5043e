// One voice over many simulated days (docs/rules/one-voice.md): generated visitors who check in and
// write notes (grief, a night shift, joy, worry…) at random hours, their compass asked at every hour
// of every day, each answer checked against the rule (voice-rule.ts), and how long one whole Luna
// insight stays away before it returns. For the property test (test/domain/one-voice*.test.ts) and
// `npm run report:days`. Pure: the visitors and the days are given.
import { baselineSourcesOf, compassAnswer } from './compass-answer.ts'
import { addDays } from './dates.ts'
import { dayNumberOf } from './day-tide.ts'
import type { Entry } from './heard.ts'
import { seededRandom } from './numbers.ts'
import { modelSchumann } from './schumann.ts'
import { voiceProblems } from './voice-rule.ts'

export interface VoiceVisitor {
  seed: string
  archetypeId: number
  birthScalar: number
  birthDate: string | null
}

/** Words people write in a note: themes Luna hears, and plain words she answers by the slider's word. */
export const SAMPLE_WORDS: readonly (string | null)[] = [
  null,
  null,
  null,
  'Lost a patient I had looked after all week',
  'Code blue at 5. Just want my bed.',
  'So tired after a long shift',
  'Had a fight with my sister',
  'Worried about the interview tomorrow',
  'Grateful for my friends today',
  'A great day, we laughed a lot',
  'Feeling lonely',
  'Off to bed',
  'Nothing much to say',
  'Proud I finished the report',
  'Mi abuela murió esta mañana',
  'Müde nach der Nachtschicht, ab ins Bett',
  'I do not want to be here anymore',
  'Sick with the flu again',
]

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * A day of what one visitor says: at most one check-in (the once-a-day rule) and a few notes, each
 * at a random minute, with the words of SAMPLE_WORDS; the same for the same seed and date.
 */
export function simulatedEntries(visitor: VoiceVisitor, date: string): (Entry & { checkIn: boolean })[] {
  const random = seededRandom(`${visitor.seed}|${date}|entries`)
  const entries: (Entry & { checkIn: boolean })[] = []
  const count = Math.floor(random() * 4) // 0–3 entries a day
  let checkedIn = false
  for (let i = 0; i < count; i++) {
    const minute = Math.floor(random() * 1440)
    const localTime = `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`
    const checkIn: boolean = !checkedIn && random() < 0.5
    checkedIn ||= checkIn
    entries.push({
      value: Math.floor(random() * 101),
      words: checkIn ? null : (SAMPLE_WORDS[Math.floor(random() * SAMPLE_WORDS.length)] ?? null),
      at: Date.parse(`${date}T${localTime}:00Z`),
      localTime,
      checkIn,
    })
  }
  return entries.sort((a, b) => a.at - b.at)
}

export interface VoiceRun {
  answers: number
  /** Answers that break the rule, and the first few problems found, with where. */
  broken: number
  examples: string[]
  /** Each problem's count (its kind, without the quoted words). */
  kinds: Map<string, number>
  /** The shortest gap, in days, between two days one visitor was given the same whole Luna insight. */
  shortestInsightGap: number
  /** Consecutive days with the same headline or the same Luna message, at the same hour. */
  repeatedHeadlines: number
  repeatedMessages: number
}

/**
 * Every hour of `days` days from `first` for each visitor: the compass answer as the server gives it
 * for what the visitor said so far that day, checked against the rule of one voice.
 */
export function voiceRun(
  visitors: readonly VoiceVisitor[],
  first: string,
  days: number,
  hours: readonly number[] = Array.from({ length: 24 }, (_, h) => h),
): VoiceRun {
  const run: VoiceRun = {
    answers: 0,
    broken: 0,
    examples: [],
    kinds: new Map(),
    shortestInsightGap: Number.POSITIVE_INFINITY,
    repeatedHeadlines: 0,
    repeatedMessages: 0,
  }
  for (const visitor of visitors) {
    const sources = baselineSourcesOf({
      archetypeData: {
        archetypeId: visitor.archetypeId,
        birthScalar: visitor.birthScalar,
        ...(visitor.birthDate ? { birthDate: visitor.birthDate } : {}),
      },
    })
    const lastSeen = new Map<string, number>()
    const previous = new Map<number, { headline: string; message: string }>()
    let yesterday: number | null = null
    for (let d = 0; d < days; d++) {
      const date = addDays(first, d)
      const dayNumber = dayNumberOf(date)
      const all = simulatedEntries(visitor, date)
      for (const hour of hours) {
        const localTime = `${pad(hour)}:30`
        const now = Date.parse(`${date}T${localTime}:00Z`)
        const entries = all.filter((e) => e.at <= now)
        const checkIn = entries.find((e) => e.checkIn) ?? null
        const answer = compassAnswer({
          sources,
          checkIn: { baseline: null, value: checkIn?.value ?? null },
          feelings: { today: null, yesterday },
          entries,
          now,
          localDate: date,
          localTime,
          schumann: modelSchumann(new Date(now)),
          history: { count: 0, average: 0, sigma: 0, recent: [], trend: 'insufficient-data' },
          seed: visitor.seed,
        })
        run.answers++
        const problems = voiceProblems(answer, { localTime, entries })
        if (problems.length > 0) {
          run.broken++
          for (const p of problems) {
            const kind = p.replace(/:\s*“[\s\S]*”$/, '')
            run.kinds.set(kind, (run.kinds.get(kind) ?? 0) + 1)
            if (run.examples.length < 12) run.examples.push(`${visitor.seed} ${date} ${localTime}: ${p}`)
          }
        }
        // A whole Luna insight: her message with her suggestion, as her card shows them.
        const luna = answer.dailyReading.luna
        const insight = `${luna.message}|${luna.suggestion ?? ''}`
        const seen = lastSeen.get(insight)
        if (seen !== undefined && seen !== dayNumber)
          run.shortestInsightGap = Math.min(run.shortestInsightGap, dayNumber - seen)
        lastSeen.set(insight, dayNumber)
        const before = previous.get(hour)
        if (before?.headline === answer.dailyReading.headline) run.repeatedHeadlines++
        if (before?.message === luna.message) run.repeatedMessages++
        previous.set(hour, { headline: answer.dailyReading.headline, message: luna.message })
      }
      yesterday = all.at(-1)?.value ?? null
    }
  }
  return run
}
