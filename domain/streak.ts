// Streaks count calendar days in the visitor's own time zone (docs/ARCHITECTURE.md).
// See docs/rules/streaks.md.
import { daysBetween } from './dates.ts'

export interface Streak {
  currentStreak: number
  longestStreak: number
  totalDays: number
  lastVisitDate: string | null
}

/**
 * From the distinct local days with a visit: the longest run of consecutive days, the run that
 * ends on the last visit if that was today or yesterday (a streak stays alive through
 * yesterday), the number of days, and the last day.
 */
export function computeStreak(visitDates: readonly string[], today: string): Streak {
  const days = [...new Set(visitDates)].sort()
  if (days.length === 0) return { currentStreak: 0, longestStreak: 0, totalDays: 0, lastVisitDate: null }
  let longest = 1
  let run = 1
  for (let i = 1; i < days.length; i++) {
    run = daysBetween(days[i - 1] ?? '', days[i] ?? '') === 1 ? run + 1 : 1
    longest = Math.max(longest, run)
  }
  const last = days[days.length - 1] ?? today
  const sinceLast = daysBetween(last, today)
  return {
    currentStreak: sinceLast <= 1 && sinceLast >= -1 ? run : 0,
    longestStreak: longest,
    totalDays: days.length,
    lastVisitDate: last,
  }
}

/**
 * The streak once a visit on `date` is added to the one the server last answered (which counted
 * every day up to its lastVisitDate and was asked on that day), as computeStreak would make it from
 * the days with `date` added: what a device shows for a visit it keeps while offline.
 */
export function streakWithVisit(streak: Streak, date: string): Streak {
  if (streak.lastVisitDate === null)
    return { currentStreak: 1, longestStreak: 1, totalDays: 1, lastVisitDate: date }
  const gap = daysBetween(streak.lastVisitDate, date)
  if (gap <= 0) return streak
  const current = gap === 1 ? streak.currentStreak + 1 : 1
  return {
    currentStreak: current,
    longestStreak: Math.max(streak.longestStreak, current),
    totalDays: streak.totalDays + 1,
    lastVisitDate: date,
  }
}

/** Streak tier texts (docs/rules/streaks.md, word for word), from the first tier to the last. */
export const STREAK_TIERS = [
  'Begin your journey',
  'Getting started',
  'Building momentum',
  'On fire! Week+ streak',
] as const

/** The streak's tier, 0 to 3: from one day, three days and seven days (docs/rules/streaks.md). */
export function streakTierIndex(currentStreak: number): 0 | 1 | 2 | 3 {
  if (currentStreak >= 7) return 3
  if (currentStreak >= 3) return 2
  if (currentStreak >= 1) return 1
  return 0
}

/** The streak's tier text in English (the compass catalogue says it in each language, `streak.tier.<n>`). */
export function streakTier(currentStreak: number): string {
  return STREAK_TIERS[streakTierIndex(currentStreak)]
}
