// The feelings this device remembers (luna_last_feeling; docs/rules/daily-reading.md): the latest
// one said (a check-in's or a mood note's) and the latest of an earlier day before it. Pure, so the
// first frame's inline script and the tests in Node read it as the app does: yesterday's feeling
// moves today's words a little (domain/day-tide.ts) and the compass greets a returning visitor
// with it.

export interface Feeling {
  /** The local day it was said. */
  date: string
  /** The slider's value, 0–100. */
  value: number
  descriptor: string
  /** ISO instant. */
  at: string
  /** A mood note's words (none for a check-in). */
  words?: string | null
  /** The local time it was said, 'HH:MM'. */
  localTime?: string | null
}

/** The most entries of one day the device keeps (as the compass reads them, worker/data/compass-query.ts). */
export const DAY_ENTRIES_KEPT = 24

export interface KeptFeelings extends Feeling {
  /** Every feeling said on `date` on this device, oldest first (the latest is the one above). */
  day: Feeling[]
  /** The latest feeling of a day before `date`, when one was said on this device. */
  before: Feeling | null
}

function feelingOf(value: unknown): Feeling | null {
  if (value === null || typeof value !== 'object') return null
  const f = value as Partial<Feeling>
  return typeof f.date === 'string' &&
    typeof f.value === 'number' &&
    Number.isInteger(f.value) &&
    f.value >= 0 &&
    f.value <= 100 &&
    typeof f.descriptor === 'string' &&
    typeof f.at === 'string'
    ? {
        date: f.date,
        value: f.value,
        descriptor: f.descriptor,
        at: f.at,
        words: typeof f.words === 'string' ? f.words : null,
        localTime: typeof f.localTime === 'string' ? f.localTime : null,
      }
    : null
}

/** The stored feelings, when well formed. */
export function parseKeptFeelings(value: unknown): KeptFeelings | null {
  const latest = feelingOf(value)
  if (!latest) return null
  const before = feelingOf((value as { before?: unknown }).before)
  const stored = (value as { day?: unknown }).day
  const day = (Array.isArray(stored) ? stored.map(feelingOf) : []).filter(
    (f): f is Feeling => f !== null && f.date === latest.date,
  )
  return {
    ...latest,
    day: day.length > 0 ? day.slice(-DAY_ENTRIES_KEPT) : [latest],
    before: before && before.date < latest.date ? before : null,
  }
}

/** The feelings after one more is said (a later answer never gives way to an earlier one). */
export function withFeeling(kept: KeptFeelings | null, said: Feeling): KeptFeelings {
  const feeling = { ...said, words: said.words ?? null, localTime: said.localTime ?? null }
  if (!kept) return { ...feeling, day: [feeling], before: null }
  if (Date.parse(kept.at) > Date.parse(feeling.at)) return kept
  const { before, day, ...latest } = kept
  if (latest.date === feeling.date)
    return { ...feeling, day: [...day, feeling].slice(-DAY_ENTRIES_KEPT), before }
  return { ...feeling, day: [feeling], before: latest.date < feeling.date ? latest : before }
}

/** Everything said on `date` on this device, as the day's entries Luna hears (domain/heard.ts). */
export function entriesOn(kept: KeptFeelings | null, date: string) {
  return (kept?.date === date ? kept.day : []).map((f) => ({
    value: f.value,
    words: f.words ?? null,
    localTime: f.localTime ?? null,
    at: Date.parse(f.at),
  }))
}

/** The latest feeling said on `date`, as far as this device knows. */
export function feelingOn(kept: KeptFeelings | null, date: string): Feeling | null {
  if (!kept) return null
  if (kept.date === date) return kept
  return kept.before?.date === date ? kept.before : null
}

/**
 * The instant (`at`) of the latest feeling said on `date` on this device, or null when none was:
 * what a reading asked for now has heard. A reading kept with an older one has not heard the
 * visitor's latest words, and is not shown again (docs/rules/one-voice.md).
 */
export function lastSaidOn(kept: KeptFeelings | null, date: string): string | null {
  return kept?.date === date ? kept.at : null
}

/**
 * Whether an answer kept with `heard` (lastSaidOn when it was asked; absent in an answer kept
 * before it was recorded) has heard everything said on `date` on this device since.
 */
export function heardAll(heard: unknown, kept: KeptFeelings | null, date: string): boolean {
  return heard === undefined || heard === lastSaidOn(kept, date)
}
