// Records a visit per page view (POST /api/daily-visit) for onboarded visitors, so that streaks
// and Luna's page preferences grow. Failures only matter to the streak card, which says so. The
// visit's answer carries the day's streak: the streak card takes it from there instead of asking
// the server a second time (features/compass/api/streak.ts).
import type { Streak } from '@domain/streak.ts'
import { api, ok } from '@/lib/api.ts'
import { hasAnyProfile } from '@/lib/device-state/profile.ts'
import { readDevice } from '@/lib/device-state/store.ts'
import { todayLocal } from '@/lib/local-time.ts'
import { getSessionId } from '@/lib/session.ts'

const PAGES: Record<string, string> = {
  '/': 'compass',
  '/compass': 'compass',
  '/resonance': 'resonance',
  '/profile': 'profile',
  '/calculator': 'calculator',
  '/readings': 'readings',
  '/help': 'help',
  '/codex': 'codex',
}

/** Hears each visit's outcome: its day, and that day's streak once recorded (null when it was not). */
type Listener = (date: string, streak: Streak | null) => void
const listeners = new Set<Listener>()

/** The latest visit: its day, its session and its answer (the streak, or null when not recorded). */
let latest: { date: string; sessionId: string; streak: Promise<Streak | null> } | null = null

/** Lets the streak card follow each recorded visit (docs/decisions/015-published-openapi-contract.md). */
export function onVisitRecorded(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * The streak of the latest visit, when it was made on `date` for this session (settled or still on
 * its way), or null when there is none to wait for.
 */
export function visitStreak(date: string): Promise<Streak | null> | null {
  return latest && latest.date === date && latest.sessionId === getSessionId() ? latest.streak : null
}

export function recordVisit(pathname: string): void {
  const page = PAGES[pathname]
  if (!page || !hasAnyProfile(readDevice())) return
  const date = todayLocal()
  const streak = api['daily-visit']
    .$post({ json: { page, localDate: date } })
    .then(ok)
    .then((answer) => answer.streak)
    .catch(() => null)
  latest = { date, sessionId: getSessionId(), streak }
  void streak.then((s) => {
    for (const l of listeners) l(date, s)
  })
}
