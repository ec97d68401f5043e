// The month view (docs/rules/trajectory.md): the visitor's days of a month, each with its colour
// (the tier of its check-in, else of its latest mood note), everything said that day in order and
// the words the day earned (its headline and energy), computed by the same function as the compass's
// day, from the visitor's stored profile and that day's feelings.

import { dailyReadingOfRequest } from './daily-reading.ts'
import { addDays, parseDate } from './dates.ts'
import { codonIndexFromValue, descriptorAt, tierIndexOf } from './emotion.ts'
import type { MoonPhaseName } from './moon.ts'
import type { BaselineSources } from './scalar.ts'
import { modelField } from './schumann-field.ts'

export interface StoredFeeling {
  localDate: string
  value: number
  /** ISO instant. */
  at: string
  /** A mood note's words (null for a check-in, or a note without words). */
  words: string | null
  source: 'check-in' | 'mood-note'
}

export interface MonthDay {
  date: string
  /** The tier (0–3) of the day's check-in, or null when there was none. */
  checkInTier: 0 | 1 | 2 | 3 | null
  /**
   * The day's colour on the calendar: the tier of its check-in, else of its latest mood note; null
   * only for a day visited with nothing said (docs/rules/trajectory.md).
   */
  tier: 0 | 1 | 2 | 3 | null
  /** Everything said that day, in order: check-ins and mood notes. */
  feelings: {
    descriptor: string
    tier: 0 | 1 | 2 | 3
    words: string | null
    at: string
    source: StoredFeeling['source']
  }[]
  headline: string
  energy: 'low' | 'moderate' | 'high' | 'peak'
  energyLabel: string
  moon: MoonPhaseName
}

export interface MonthInput {
  /** 'YYYY-MM'. */
  month: string
  seed: string
  sources: BaselineSources
  /** Days with a visit. */
  visitDays: readonly string[]
  /** Check-ins with their baselines, and mood notes, of the month and the day before it. */
  checkIns: readonly (StoredFeeling & { newBaseline: number })[]
  moodNotes: readonly (StoredFeeling & { localTime?: string | null })[]
}

/** The first and last day of a month 'YYYY-MM'; null when it is not one. */
export function monthRange(month: string): { first: string; last: string } | null {
  const d = parseDate(`${month}-01`)
  if (!d) return null
  const next = d.month === 12 ? `${d.year + 1}-01-01` : `${d.year}-${String(d.month + 1).padStart(2, '0')}-01`
  return { first: `${month}-01`, last: addDays(next, -1) }
}

const tierOf = (value: number) => tierIndexOf(codonIndexFromValue(value))

/** The visitor's days of the month with anything recorded, oldest first. */
export function monthDays(input: MonthInput): MonthDay[] {
  const range = monthRange(input.month)
  if (!range) return []
  const feelings = [...input.checkIns, ...input.moodNotes].sort((a, b) => a.at.localeCompare(b.at))
  const ofDay = (date: string) => feelings.filter((f) => f.localDate === date)
  const dates = new Set(
    [...input.visitDays, ...feelings.map((f) => f.localDate)].filter(
      (d) => d >= range.first && d <= range.last,
    ),
  )
  return [...dates].sort().map((date) => {
    const said = ofDay(date)
    const checkIn = input.checkIns
      .filter((c) => c.localDate === date)
      .sort((a, b) => a.at.localeCompare(b.at))
      .at(-1)
    const reading = dailyReadingOfRequest({
      sources: input.sources,
      checkIn: { baseline: checkIn?.newBaseline ?? null, value: checkIn?.value ?? null },
      feelings: {
        today: said.at(-1)?.value ?? null,
        yesterday: ofDay(addDays(date, -1)).at(-1)?.value ?? null,
      },
      // What was said that day, with its words: the day's words heard them (docs/rules/one-voice.md).
      entries: said.map((f) => ({ value: f.value, words: f.words, at: Date.parse(f.at) })),
      now: Date.parse(`${date}T12:00:00Z`),
      localDate: date,
      localTime: '12:00',
      schumann: modelField(new Date(`${date}T12:00:00Z`)),
      history: { count: 0, sigma: 0 },
      seed: input.seed,
    })
    const latest = said.at(-1)
    return {
      date,
      checkInTier: checkIn ? tierOf(checkIn.value) : null,
      tier: checkIn ? tierOf(checkIn.value) : latest ? tierOf(latest.value) : null,
      feelings: said.map((f) => ({
        descriptor: descriptorAt(codonIndexFromValue(f.value)),
        tier: tierOf(f.value),
        words: f.words,
        at: f.at,
        source: f.source,
      })),
      headline: reading.headline,
      energy: reading.energy,
      energyLabel: reading.energyLabel,
      moon: reading.moon.name,
    }
  })
}
