// How honest the patterns are (docs/rules/patterns.md), measured on simulated visitors: with no
// effect at all, how many are shown any pattern (the false share, goal ≤ 5%); with one planted
// effect of 15 points on one factor, how many are shown that factor's pattern (the found share, goal
// ≥ 80% at 60 days). `npm run report:patterns` prints it; test/domain/patterns.test.ts holds
// the goals.
import { addDays } from './dates.ts'
import { ENERGY_LEVELS } from './day-tide.ts'
import { seededRandom } from './numbers.ts'
import { findPatterns, groupsOf, PATTERN_FACTORS, type PatternEntry, type PatternFactor } from './patterns.ts'
import { CLARITY_TYPES } from './vocabulary.ts'

/** A simulated visitor's life, in the shape the app keeps it. */
export interface SimulationOptions {
  visitors: number
  days: number
  /** The planted difference, in points of feeling (0: none). */
  effect: number
  /**
   * The standard deviation of a day's own mood, shared by that day's entries (0: every entry drawn
   * on its own, the "random feelings" of the goals). Real feelings cluster by day; a test that took
   * a good day's entries as separate chances would find patterns in it (docs/rules/patterns.md).
   */
  dayMood: number
  seed: string
}

/** The share of days with an entry, entries a day, and the spread of a person's feelings. */
export const SIMULATED = {
  dayWithEntry: 0.85,
  /** 1, 2 or 3 entries on a day with any (a check-in, and often a note): 35%, 40%, 25%. */
  entriesPerDay: [0.35, 0.4, 0.25],
  /** Entries fall between 07:00 and 23:00, uniformly. */
  firstHour: 7,
  lastHour: 23,
  /** Of days with an entry, those on which a clarity was chosen on the compass. */
  clarityChosen: 0.4,
  /** A person's feelings around their own centre (normal, clipped to 0–100). */
  centre: [35, 75] as const,
  /** The spread of a person's feelings: each entry's, or, with a day's mood, the two together. */
  spread: 15,
  /**
   * The day's mood the report also runs with: a standard deviation of 8 points of the 15, so that
   * about 28% of a person's ups and downs are their days' (entries spread by 12.7 around it).
   */
  dayMood: 8,
}

const clip = (v: number) => Math.max(0, Math.min(100, Math.round(v)))

/** A standard normal draw (Box–Muller) from a seeded uniform source. */
function normal(random: () => number): number {
  const u = Math.max(random(), 1e-12)
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random())
}

/** One visitor's entries over `days` days from `first`, without any effect. */
export function simulateEntries(
  random: () => number,
  first: string,
  days: number,
  dayMood = 0,
): PatternEntry[] {
  // The entries' own spread, so that day and entry together spread as SIMULATED.spread.
  const spread = Math.sqrt(Math.max(0, SIMULATED.spread ** 2 - dayMood ** 2))
  const centre = SIMULATED.centre[0] + random() * (SIMULATED.centre[1] - SIMULATED.centre[0])
  const entries: PatternEntry[] = []
  for (let d = 0; d < days; d++) {
    const localDate = addDays(first, d)
    const energy = ENERGY_LEVELS[Math.floor(random() * ENERGY_LEVELS.length)] ?? 'moderate'
    if (random() >= SIMULATED.dayWithEntry) continue
    const clarity =
      random() < SIMULATED.clarityChosen
        ? (CLARITY_TYPES[Math.floor(random() * CLARITY_TYPES.length)] ?? null)
        : null
    const mood = dayMood * normal(random)
    const r = random()
    const [one = 1, two = 0] = SIMULATED.entriesPerDay
    const count = r < one ? 1 : r < one + two ? 2 : 3
    for (let k = 0; k < count; k++) {
      const minutes = Math.floor(
        SIMULATED.firstHour * 60 + random() * (SIMULATED.lastHour - SIMULATED.firstHour) * 60,
      )
      const localTime = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`
      entries.push({
        localDate,
        localTime,
        value: clip(centre + mood + spread * normal(random)),
        energy,
        clarity,
      })
    }
  }
  return entries
}

export interface PatternsRun {
  days: number
  dayMood: number
  visitors: number
  /** Share of visitors shown any pattern. */
  shown: number
  /** With a planted effect: the share shown the planted factor's pattern. */
  found: number
  /** Shown a pattern of a factor that was not planted. */
  otherShown: number
}

/**
 * Runs the simulation. With an effect, each visitor gets one factor and one of its groups that holds
 * at least a fifth of their entries (a group they could show a difference in), and that group's
 * entries move by `effect` points (up or down, at random).
 */
export function runPatterns(options: SimulationOptions): PatternsRun {
  const random = seededRandom(options.seed)
  let shown = 0
  let found = 0
  let otherShown = 0
  for (let v = 0; v < options.visitors; v++) {
    const first = addDays('2026-01-01', Math.floor(random() * 365))
    let entries = simulateEntries(random, first, options.days, options.dayMood)
    let planted: PatternFactor | null = null
    if (options.effect > 0 && entries.length > 0) {
      const days = new Set(entries.map((e) => e.localDate))
      const firstDay = [...days].sort()[0] ?? first
      const groups = entries.map((e) => groupsOf(e, days, firstDay))
      const choices = PATTERN_FACTORS.flatMap((factor) => {
        const counts = new Map<string, number>()
        for (const g of groups) {
          const id = g[factor]
          if (id !== null) counts.set(id, (counts.get(id) ?? 0) + 1)
        }
        return [...counts]
          .filter(([, n]) => n >= entries.length / 5 && n <= (entries.length * 4) / 5)
          .map(([id]) => ({ factor, id }))
      })
      const choice = choices[Math.floor(random() * choices.length)]
      if (choice) {
        planted = choice.factor
        const sign = random() < 0.5 ? -1 : 1
        entries = entries.map((e, i) =>
          groups[i]?.[choice.factor] === choice.id
            ? { ...e, value: clip(e.value + sign * options.effect) }
            : e,
        )
      }
    }
    const result = findPatterns(entries, `visitor-${v}`)
    if (result.patterns.length > 0) shown++
    if (planted && result.patterns.some((p) => p.factor === planted)) found++
    if (result.patterns.some((p) => p.factor !== planted)) otherShown++
  }
  const share = (n: number) => n / options.visitors
  return {
    days: options.days,
    dayMood: options.dayMood,
    visitors: options.visitors,
    shown: share(shown),
    found: share(found),
    otherShown: share(otherShown),
  }
}

/** The percentage of a share, one decimal. */
export const percent = (share: number): string => `${Math.round(share * 1000) / 10}%`
