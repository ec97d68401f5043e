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
}

export interface KeptFeelings extends Feeling {
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
    ? { date: f.date, value: f.value, descriptor: f.descriptor, at: f.at }
    : null
}

/** The stored feelings, when well formed. */
export function parseKeptFeelings(value: unknown): KeptFeelings | null {
  const latest = feelingOf(value)
  if (!latest) return null
  const before = feelingOf((value as { before?: unknown }).before)
  return { ...latest, before: before && before.date < latest.date ? before : null }
}

/** The feelings after one more is said (a later answer never gives way to an earlier one). */
export function withFeeling(kept: KeptFeelings | null, feeling: Feeling): KeptFeelings {
  if (!kept) return { ...feeling, before: null }
  if (Date.parse(kept.at) > Date.parse(feeling.at)) return kept
  const { before, ...latest } = kept
  return { ...feeling, before: latest.date < feeling.date ? latest : before }
}

/** The latest feeling said on `date`, as far as this device knows. */
export function feelingOn(kept: KeptFeelings | null, date: string): Feeling | null {
  if (!kept) return null
  if (kept.date === date) return kept
  return kept.before?.date === date ? kept.before : null
}
