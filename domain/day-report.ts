// The days report (docs/rules/daily-reading.md): how the day's words spread over many visitors and
// days, for `npm run report:days` and the domain's property tests alike. Pure: the visitors and the
// days are given.

import { type DailyReading, dailyReadingOfRequest } from './daily-reading.ts'
import { addDays } from './dates.ts'
import { ENERGY_LEVELS, type EnergyLevel } from './day-tide.ts'
import { modelField } from './schumann-field.ts'
import { LUNA_STATES, type LunaState } from './vocabulary.ts'

export interface ReportVisitor {
  seed: string
  archetypeId: number
  birthScalar: number
  birthDate: string | null
}

/** A visitor's days from `first`, one reading a day at `localTime`, without a check-in. */
export function visitorDays(visitor: ReportVisitor, first: string, days: number, localTime = '12:00') {
  return Array.from({ length: days }, (_, i): DailyReading => {
    const localDate = addDays(first, i)
    const [y, m, d] = localDate.split('-').map(Number) as [number, number, number]
    const [hh, mm] = localTime.split(':').map(Number) as [number, number]
    return dailyReadingOfRequest({
      sources: {
        archetypeId: visitor.archetypeId,
        birthScalar: visitor.birthScalar,
        birthDate: visitor.birthDate,
      },
      checkIn: { baseline: null, value: null },
      localDate,
      localTime,
      schumann: modelField(new Date(y, m - 1, d, hh, mm)),
      history: { count: 0, sigma: 0 },
      seed: visitor.seed,
    })
  })
}

export interface DaysReport {
  visitors: number
  days: number
  /** Each energy level's share of all visitor-days. */
  energyShare: Record<EnergyLevel, number>
  /** Each Luna state's share of all visitor-days. */
  stateShare: Record<LunaState, number>
  /** The fewest energy levels and Luna states one visitor saw. */
  fewestLevels: number
  fewestStates: number
  /** The share of visitors for whom no one level took more than half of their days. */
  noLevelOverHalf: number
  /** Consecutive days with the same headline, or the same Luna message, across all visitors. */
  repeatedHeadlines: number
  repeatedMessages: number
}

export function daysReport(visitors: readonly ReportVisitor[], first: string, days: number): DaysReport {
  const energy = Object.fromEntries(ENERGY_LEVELS.map((l) => [l, 0])) as Record<EnergyLevel, number>
  const states = Object.fromEntries(LUNA_STATES.map((s) => [s, 0])) as Record<LunaState, number>
  let fewestLevels = Number.POSITIVE_INFINITY
  let fewestStates = Number.POSITIVE_INFINITY
  let balanced = 0
  let repeatedHeadlines = 0
  let repeatedMessages = 0
  for (const visitor of visitors) {
    const readings = visitorDays(visitor, first, days)
    const levels = new Map<EnergyLevel, number>()
    const seen = new Set<LunaState>()
    readings.forEach((r, i) => {
      energy[r.energy]++
      states[r.luna.state]++
      levels.set(r.energy, (levels.get(r.energy) ?? 0) + 1)
      seen.add(r.luna.state)
      const before = readings[i - 1]
      if (before?.headline === r.headline) repeatedHeadlines++
      if (before?.luna.message === r.luna.message) repeatedMessages++
    })
    fewestLevels = Math.min(fewestLevels, levels.size)
    fewestStates = Math.min(fewestStates, seen.size)
    if (Math.max(...levels.values()) <= days / 2) balanced++
  }
  const total = visitors.length * days
  const share = <K extends string>(counts: Record<K, number>) =>
    Object.fromEntries(Object.entries(counts).map(([k, n]) => [k, (n as number) / total])) as Record<
      K,
      number
    >
  return {
    visitors: visitors.length,
    days,
    energyShare: share(energy),
    stateShare: share(states),
    fewestLevels,
    fewestStates,
    noLevelOverHalf: balanced / visitors.length,
    repeatedHeadlines,
    repeatedMessages,
  }
}
