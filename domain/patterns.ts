// What a visitor's own days say (docs/rules/patterns.md): from their check-ins and mood notes, the
// factors their feelings run higher or lower with, shown only when each group has enough entries
// and a permutation test, with the false discovery rate held across every factor tried
// (Benjamini–Hochberg), says the difference is unlikely to be chance. A pattern is not a cause.
// Pure and seeded: the device and the server compute the same patterns from the same entries.

import { addDays, type PartOfDay, partOfDay, weekdayOf } from './dates.ts'
import type { EnergyLevel } from './day-tide.ts'
import { TENDER_THEMES, type Theme } from './heard-model.ts'
import { moonPhaseOn } from './moon.ts'
import { seededRandom, shuffleInPlace } from './numbers.ts'
import { kIndexBand, modelField } from './schumann-field.ts'
import type { ClarityType } from './vocabulary.ts'

/** Patterns are looked for once entries fall on this many different days. */
export const PATTERN_MIN_DAYS = 14
/** A group (evenings, weekends…) is compared only with at least this many entries. */
export const PATTERN_MIN_GROUP = 5
/**
 * A group of a factor of the day is compared only with entries on at least this many different days
 * too: its test weighs days, and one day of five check-ins is one day.
 */
export const PATTERN_MIN_GROUP_DAYS = 5
/** The false discovery rate held across the factors tried (Benjamini–Hochberg): under 5%, so that a
 * visitor whose days hold no pattern is shown one less than one time in twenty. */
export const PATTERN_FDR = 0.04
/** Shuffles of each permutation test: p is known to 1/1000. */
export const PATTERN_PERMUTATIONS = 999

/** One thing the visitor said: a check-in or a mood note, with what its day was. */
export interface PatternEntry {
  /** The visitor's local day, 'YYYY-MM-DD'. */
  localDate: string
  /** The visitor's local time, 'HH:MM'; null when it was not kept. */
  localTime: string | null
  /** The feeling, 0–100 (the check-in's slider, the note's). */
  value: number
  /** The day's energy as the reading gave it. */
  energy: EnergyLevel
  /** The clarity the visitor chose on the compass that day, if any. */
  clarity: ClarityType | null
}

export const PATTERN_FACTORS = ['part', 'weekend', 'energy', 'moon', 'kp', 'clarity', 'afterMissed'] as const
export type PatternFactor = (typeof PATTERN_FACTORS)[number]

/** Each factor's groups, in the order a chart shows them, with the words a sentence uses. */
export const FACTOR_GROUPS: Readonly<Record<PatternFactor, readonly { id: string; words: string }[]>> = {
  part: [
    { id: 'morning', words: 'in the morning' },
    { id: 'afternoon', words: 'in the afternoon' },
    { id: 'evening', words: 'in the evening' },
    { id: 'night', words: 'at night' },
  ],
  weekend: [
    { id: 'weekday', words: 'on weekdays' },
    { id: 'weekend', words: 'on weekends' },
  ],
  energy: [
    { id: 'low', words: 'on low-energy days' },
    { id: 'moderate', words: 'on moderate-energy days' },
    { id: 'high', words: 'on high-energy days' },
    { id: 'peak', words: 'on peak-energy days' },
  ],
  moon: [
    { id: 'new', words: 'around the new Moon' },
    { id: 'waxing', words: 'while the Moon waxes' },
    { id: 'full', words: 'around the full Moon' },
    { id: 'waning', words: 'while the Moon wanes' },
  ],
  kp: [
    { id: 'quiet', words: 'on geomagnetically quiet days' },
    { id: 'active', words: 'on geomagnetically active days' },
    { id: 'storm', words: 'on geomagnetic storm days' },
  ],
  clarity: [
    { id: 'mental', words: 'on days you chose mental clarity' },
    { id: 'emotional', words: 'on days you chose emotional clarity' },
    { id: 'physical', words: 'on days you chose physical clarity' },
    { id: 'spiritual', words: 'on days you chose spiritual clarity' },
  ],
  afterMissed: [
    { id: 'after', words: 'on the day after a day without an entry' },
    { id: 'other', words: 'on other days' },
  ],
}

/** What each factor is called on the Patterns view. */
export const FACTOR_NAMES: Readonly<Record<PatternFactor, string>> = {
  part: 'Part of the day',
  weekend: 'Weekdays and weekends',
  energy: 'The day’s energy',
  moon: 'The Moon',
  kp: 'Geomagnetic activity',
  clarity: 'The clarity you chose',
  afterMissed: 'After a day without an entry',
}

/** The Moon's four bands by the phase fraction (0 new, 0.5 full): each a quarter of the cycle. */
export function moonBandOf(fraction: number): 'new' | 'waxing' | 'full' | 'waning' {
  if (fraction < 0.125 || fraction >= 0.875) return 'new'
  if (fraction < 0.375) return 'waxing'
  if (fraction < 0.625) return 'full'
  return 'waning'
}

/** The Kp band of a day, from the day's modelled field (storm and severe together). */
export function kpBandOf(localDate: string): 'quiet' | 'active' | 'storm' {
  const band = kIndexBand(modelField(new Date(`${localDate}T12:00:00Z`)).kIndex)
  return band === 'severe' ? 'storm' : band
}

/** The weekend factor's group of a day. */
const weekendGroupOf = (localDate: string): 'weekday' | 'weekend' => {
  const weekday = weekdayOf(localDate)
  return weekday === 0 || weekday === 6 ? 'weekend' : 'weekday'
}

/** The Moon factor's group of a day (null where the phase is not known). */
const moonGroupOf = (localDate: string) => {
  const moon = moonPhaseOn(localDate)
  return moon ? moonBandOf(moon.fraction) : null
}

/** The group of an entry for each factor (null where the factor does not apply to it). */
export function groupsOf(
  entry: PatternEntry,
  daysWithEntries: ReadonlySet<string>,
  firstDay: string,
): Record<PatternFactor, string | null> {
  const part: PartOfDay | null = entry.localTime ? partOfDay(entry.localTime) : null
  const yesterday = addDays(entry.localDate, -1)
  return {
    part,
    weekend: weekendGroupOf(entry.localDate),
    energy: entry.energy,
    moon: moonGroupOf(entry.localDate),
    kp: kpBandOf(entry.localDate),
    clarity: entry.clarity,
    // The first day has no day before it to have missed.
    afterMissed: entry.localDate === firstDay ? null : daysWithEntries.has(yesterday) ? 'other' : 'after',
  }
}

export interface PatternGroup {
  id: string
  words: string
  /** The mean feeling of the group's entries, 0–100, rounded. */
  mean: number
  count: number
}

export interface Pattern {
  factor: PatternFactor
  name: string
  /**
   * The group that stands apart, and the rest of the entries it is compared with: the other groups
   * with enough entries (`rest.words` names them).
   */
  group: PatternGroup
  rest: PatternGroup
  /** Every group of the factor with enough entries, in chart order. */
  groups: PatternGroup[]
  /** Whether the group's feelings run higher or lower than the rest's (by the exact means). */
  direction: 'higher' | 'lower'
  /** The permutation test's p and the Benjamini–Hochberg threshold it passed. */
  p: number
  threshold: number
  sentence: string
}

export interface PatternsResult {
  /** Days with at least one entry. */
  days: number
  /** Whether there are enough days to look (PATTERN_MIN_DAYS). */
  ready: boolean
  /** Each factor that could be tested (two groups with enough entries), with its p. */
  tested: { factor: PatternFactor; p: number }[]
  /** The patterns found, strongest first. */
  patterns: Pattern[]
}

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length

/**
 * Each group's standardised difference from all the other entries; the test's statistic for a
 * factor is the largest of them, |mean(g) − mean(rest)| / √(1/n_g + 1/n_rest). One group against the rest
 * catches a single part of the day or a single phase that differs, which a test of all groups at
 * once would dilute; taking the largest over the groups keeps the test honest about having looked
 * at each of them (the shuffles take the largest too).
 */
function groupScores(values: readonly number[], labels: readonly number[], groups: number): number[] {
  const sums = new Array<number>(groups).fill(0)
  const counts = new Array<number>(groups).fill(0)
  let total = 0
  for (let i = 0; i < values.length; i++) {
    const v = values[i] as number
    const g = labels[i] as number
    sums[g] = (sums[g] as number) + v
    counts[g] = (counts[g] as number) + 1
    total += v
  }
  const n = values.length
  return counts.map((ng, g) => {
    const nr = n - ng
    if (ng === 0 || nr === 0) return 0
    const diff = Math.abs((sums[g] as number) / ng - (total - (sums[g] as number)) / nr)
    return diff / Math.sqrt(1 / ng + 1 / nr)
  })
}

const statistic = (values: readonly number[], labels: readonly number[], groups: number): number =>
  Math.max(0, ...groupScores(values, labels, groups))

/**
 * What a factor's test shuffles under "no pattern" (docs/rules/patterns.md, "What is shuffled"). A
 * day's entries share the day's mood, and a factor of the day (weekend, energy, Moon, Kp, clarity,
 * after a missed day) gives all of them one group: its test moves whole days between groups, each day
 * with its entries. Moving single entries would count a good day's three entries as three chances,
 * and find patterns in plain good and bad days. The part of the day is a factor of the entry: its
 * test moves single entries.
 */
export interface TestUnits {
  /** Each compared entry's feeling and group. */
  values: number[]
  labels: number[]
  /** Each entry's day (an index), for a factor of the day; null for a factor of the entry. */
  dayOf: number[] | null
}

/** The permutation test's p: how often shuffled groups differ at least as much, (1 + k)/(1 + B). */
export function permutationP(units: TestUnits, groups: number, seed: string): number {
  const { values, labels, dayOf } = units
  const observed = statistic(values, labels, groups)
  const random = seededRandom(seed)
  const shuffled = [...labels]
  // A factor of the day: each day's group, shuffled among the days, and given to its entries.
  const dayLabels: number[] = []
  if (dayOf)
    dayOf.forEach((d, i) => {
      dayLabels[d] = labels[i] as number
    })
  let asLarge = 0
  for (let b = 0; b < PATTERN_PERMUTATIONS; b++) {
    if (dayOf) {
      shuffleInPlace(dayLabels, random)
      for (let i = 0; i < shuffled.length; i++) shuffled[i] = dayLabels[dayOf[i] as number] as number
    } else shuffleInPlace(shuffled, random)
    // A tiny tolerance: a shuffle that ties the observed difference counts as large as it.
    if (statistic(values, shuffled, groups) >= observed - 1e-9) asLarge++
  }
  return (1 + asLarge) / (1 + PATTERN_PERMUTATIONS)
}

/** The factors of the day itself; the part of the day is the one factor of the entry. */
export const DAY_FACTORS: ReadonlySet<PatternFactor> = new Set([
  'weekend',
  'energy',
  'moon',
  'kp',
  'clarity',
  'afterMissed',
])

/** A factor's test units (TestUnits) from its compared entries: their feelings, groups and days. */
export function testUnitsOf(
  factor: PatternFactor,
  entries: readonly { value: number; label: number; localDate: string }[],
): TestUnits {
  const values = entries.map((e) => e.value)
  const labels = entries.map((e) => e.label)
  if (!DAY_FACTORS.has(factor)) return { values, labels, dayOf: null }
  // A day's entries share one group for a factor of the day (the day's energy, clarity…); should a
  // caller give one day two, each part of it moves as a unit of its own, so no shuffle splits a group.
  const dayIndex = new Map<string, number>()
  const dayOf = entries.map((e) => {
    const unit = `${e.localDate}|${e.label}`
    const known = dayIndex.get(unit)
    if (known !== undefined) return known
    dayIndex.set(unit, dayIndex.size)
    return dayIndex.size - 1
  })
  return { values, labels, dayOf }
}

/**
 * Benjamini–Hochberg: of m tests, those whose p is at most the largest p(k) with p(k) ≤ k/m · q.
 * Returns the threshold (0 when none passes).
 */
export function benjaminiHochberg(ps: readonly number[], q: number): number {
  const sorted = [...ps].sort((a, b) => a - b)
  const m = sorted.length
  let threshold = 0
  sorted.forEach((p, i) => {
    if (p <= ((i + 1) / m) * q) threshold = p
  })
  return threshold
}

/** Words joined as a sentence lists them: "a", "a or b", "a, b or c". */
const orList = (words: readonly string[]): string =>
  words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`

/**
 * What a group is compared with, in words: the other groups that were compared (those with enough
 * entries), named, so that the sentence says exactly which entries its second figure is over.
 */
const restWordsOf = (groups: readonly Pick<PatternGroup, 'id' | 'words'>[], groupId: string): string =>
  orList(groups.filter((g) => g.id !== groupId).map((g) => g.words))

function sentenceOf(group: PatternGroup, rest: PatternGroup, direction: 'higher' | 'lower'): string {
  const figures = `${group.mean} against ${rest.mean}, over ${group.count} and ${rest.count} entries`
  const lead = group.words.charAt(0).toUpperCase() + group.words.slice(1)
  return `${lead} your feelings run ${direction} than ${rest.words}: ${figures}.`
}

/**
 * The patterns of a visitor's entries. `seed` makes the shuffles (the session id, so that the device
 * and the server agree); the same entries in any order give the same result.
 */
export function findPatterns(entries: readonly PatternEntry[], seed: string): PatternsResult {
  const sortedEntries = [...entries].sort(
    (a, b) =>
      a.localDate.localeCompare(b.localDate) ||
      (a.localTime ?? '').localeCompare(b.localTime ?? '') ||
      a.value - b.value,
  )
  const days = new Set(sortedEntries.map((e) => e.localDate))
  const ready = days.size >= PATTERN_MIN_DAYS
  if (!ready) return { days: days.size, ready, tested: [], patterns: [] }
  const firstDay = sortedEntries[0]?.localDate ?? ''
  const grouped = sortedEntries.map((e) => ({
    value: e.value,
    localDate: e.localDate,
    groups: groupsOf(e, days, firstDay),
  }))
  const candidates: {
    factor: PatternFactor
    p: number
    groups: PatternGroup[]
    values: number[]
    labels: number[]
  }[] = []
  for (const factor of PATTERN_FACTORS) {
    const byGroup = new Map<string, { value: number; localDate: string }[]>()
    for (const e of grouped) {
      const id = e.groups[factor]
      if (id === null) continue
      const members = byGroup.get(id)
      const member = { value: e.value, localDate: e.localDate }
      if (members) members.push(member)
      else byGroup.set(id, [member])
    }
    // Only groups with enough entries are compared; the factor needs two of them.
    const dayFactor = DAY_FACTORS.has(factor)
    const eligible = FACTOR_GROUPS[factor].filter((g) => {
      const members = byGroup.get(g.id) ?? []
      if (members.length < PATTERN_MIN_GROUP) return false
      return !dayFactor || new Set(members.map((m) => m.localDate)).size >= PATTERN_MIN_GROUP_DAYS
    })
    if (eligible.length < 2) continue
    const compared = eligible.flatMap((g, label) =>
      (byGroup.get(g.id) ?? []).map((m) => ({ value: m.value, label, localDate: m.localDate })),
    )
    const values = compared.map((e) => e.value)
    const labels = compared.map((e) => e.label)
    const groups = eligible.map((g) => {
      const vs = (byGroup.get(g.id) ?? []).map((m) => m.value)
      return { id: g.id, words: g.words, mean: Math.round(mean(vs)), count: vs.length }
    })
    const p = permutationP(testUnitsOf(factor, compared), eligible.length, `${seed}|patterns|${factor}`)
    candidates.push({ factor, p, groups, values, labels })
  }
  const threshold = benjaminiHochberg(
    candidates.map((c) => c.p),
    PATTERN_FDR,
  )
  const patterns: Pattern[] = []
  for (const c of candidates) {
    if (threshold === 0 || c.p > threshold) continue
    // The group that stands apart most from the rest (the statistic's own choice); where two groups
    // alone stand apart equally, the sentence speaks of the higher one.
    const scores = groupScores(c.values, c.labels, c.groups.length)
    let index = 0
    scores.forEach((score, g) => {
      const top = scores[index] as number
      const higher = (c.groups[g]?.mean ?? 0) > (c.groups[index]?.mean ?? 0)
      if (score > top + 1e-9 || (score > top - 1e-9 && higher)) index = g
    })
    const group = c.groups[index]
    if (!group) continue
    const groupValues = c.values.filter((_, i) => c.labels[i] === index)
    const restValues = c.values.filter((_, i) => c.labels[i] !== index)
    const rest = {
      id: 'rest',
      words: restWordsOf(c.groups, group.id),
      mean: Math.round(mean(restValues)),
      count: restValues.length,
    }
    // Higher or lower by the exact means: the sentence's figures are rounded.
    const direction = mean(groupValues) > mean(restValues) ? 'higher' : 'lower'
    patterns.push({
      factor: c.factor,
      name: FACTOR_NAMES[c.factor],
      group,
      rest,
      groups: c.groups,
      direction,
      p: c.p,
      threshold,
      sentence: sentenceOf(group, rest, direction),
    })
  }
  patterns.sort((a, b) => a.p - b.p || PATTERN_FACTORS.indexOf(a.factor) - PATTERN_FACTORS.indexOf(b.factor))
  return { days: days.size, ready, tested: candidates.map(({ factor, p }) => ({ factor, p })), patterns }
}

/** The progress line before patterns are looked for: "9 of 14 days so far". */
export function patternsProgress(days: number): string {
  return `${Math.min(days, PATTERN_MIN_DAYS)} of ${PATTERN_MIN_DAYS} days so far`
}

/**
 * Luna's line on a day that matches a pattern the visitor was shown (docs/rules/patterns.md): the
 * first pattern, strongest first, whose group is this reading's part of the day, its day of the week
 * or its Moon; null when none is, and on a day the person spoke of grief or a crisis. Said once, in
 * plain words, with its two figures.
 */
export function patternLineOf(
  patterns: readonly (Pick<Pattern, 'factor' | 'group' | 'rest'> & { direction?: 'higher' | 'lower' })[],
  reading: { localDate: string; part: PartOfDay; heard: { themes: readonly Theme[]; crisis: boolean } },
): string | null {
  // On a day of grief or a crisis Luna speaks to that alone (docs/rules/one-voice.md): no figures.
  if (reading.heard.crisis || reading.heard.themes.some((t) => TENDER_THEMES.includes(t))) return null
  const now: Partial<Record<PatternFactor, string | null>> = {
    part: reading.part,
    weekend: weekendGroupOf(reading.localDate),
    moon: moonGroupOf(reading.localDate),
  }
  const pattern = patterns.find((p) => now[p.factor] === p.group.id)
  if (!pattern) return null
  const { group, rest } = pattern
  const direction = pattern.direction ?? (group.mean > rest.mean ? 'higher' : 'lower')
  return `Your own days say: ${group.words} your feelings have run ${direction} than ${rest.words} (${group.mean} against ${rest.mean}).`
}
