// Records a visit per page view (POST /api/daily-visit) for onboarded visitors, so that streaks
// and Luna's page preferences grow. The visit's answer carries the day's streak: the streak card
// takes it from there instead of asking the server a second time (features/compass/api/streak.ts).
// A visit the network drops is kept on the device, one a day, and recorded when the network
// returns (lib/resend.ts), so a day the app was opened offline still counts for the streak
// (docs/decisions/019-offline-first.md).

import { addDays } from '@domain/dates.ts'
import { type AppPage, isAppPage } from '@domain/pages.ts'
import type { Streak } from '@domain/streak.ts'
import { ApiError, api, isNetworkFailure, ok } from '@/lib/api.ts'
import { hasAnyProfile } from '@/lib/device-state/profile.ts'
import { readDevice } from '@/lib/device-state/store.ts'
import { deviceStore, storedJson } from '@/lib/device-state/stored.ts'
import { todayLocal } from '@/lib/local-time.ts'
import { keepSending } from '@/lib/resend.ts'
import { getSessionId } from '@/lib/session.ts'
import { KEYS } from '@/lib/storage.ts'

const PAGES: Record<string, AppPage> = {
  '/': 'compass',
  '/compass': 'compass',
  '/resonance': 'resonance',
  '/profile': 'profile',
  '/calculator': 'calculator',
  '/readings': 'readings',
  '/help': 'help',
  '/codex': 'codex',
}

/**
 * The days a device keeps an unrecorded visit for: yesterday and today. The server takes a local date
 * within a day of its own (worker/local-date.ts) and records an older one as today, so an older kept
 * day could not count (docs/decisions/019-offline-first.md).
 */
export const KEPT_VISIT_DAYS = 2

export interface KeptVisit {
  page: AppPage
  localDate: string
}

/**
 * Hears each visit's outcome: its day, that day's streak once recorded (null when it was not), and
 * whether a visit not recorded is kept on the device to be recorded when the network returns.
 */
type Listener = (date: string, streak: Streak | null, kept: boolean) => void
const listeners = new Set<Listener>()

/** The latest visit: its day, its session and its answer (the streak, or null when not recorded). */
let latest: { date: string; sessionId: string; streak: Promise<Streak | null> } | null = null

/** Lets the streak card follow each recorded visit (docs/decisions/015-published-openapi-contract.md). */
export function onVisitRecorded(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

const tell = (date: string, streak: Streak | null, kept = false) => {
  for (const l of listeners) l(date, streak, kept)
}

/**
 * The streak of the latest visit, when it was made on `date` for this session (settled or still on
 * its way), or null when there is none to wait for.
 */
export function visitStreak(date: string): Promise<Streak | null> | null {
  return latest && latest.date === date && latest.sessionId === getSessionId() ? latest.streak : null
}

/** The kept visits with `visit` added: one a day (the first page of it), the latest days kept. */
export function keepVisit(kept: readonly KeptVisit[], visit: KeptVisit): KeptVisit[] {
  if (kept.some((v) => v.localDate === visit.localDate)) return [...kept]
  return [...kept, visit].sort((a, b) => a.localDate.localeCompare(b.localDate)).slice(-KEPT_VISIT_DAYS)
}

const isKeptVisit = (v: unknown): v is KeptVisit =>
  v !== null &&
  typeof v === 'object' &&
  typeof (v as KeptVisit).page === 'string' &&
  isAppPage((v as KeptVisit).page) &&
  typeof (v as KeptVisit).localDate === 'string'

/** luna_pending_visits: the visits the network dropped, one a day. */
const keptVisitsAtom = storedJson(KEYS.pendingVisits, (stored) =>
  Array.isArray(stored) ? stored.filter(isKeptVisit) : null,
)

/** The kept visits still worth sending: of yesterday or today (see KEPT_VISIT_DAYS). */
const readKept = (): KeptVisit[] => {
  const from = addDays(todayLocal(), 1 - KEPT_VISIT_DAYS)
  return (deviceStore.get(keptVisitsAtom) ?? []).filter((v) => v.localDate >= from)
}

/** The days of the visits kept on this device for the network, oldest first. */
export function keptVisitDates(): string[] {
  return readKept()
    .map((v) => v.localDate)
    .sort()
}

async function post(visit: KeptVisit): Promise<Streak> {
  const answer = await ok(await api['daily-visit'].$post({ json: visit }))
  return answer.streak
}

let flushing: Promise<boolean> | null = null

/**
 * Records the kept visits, oldest first. One the server refuses for good (a 4xx other than 429) is
 * dropped; a network failure, a 429 or a server error keeps it and the rest, and the promise
 * resolves true (something still waits, tried again with backoff).
 */
export function sendKeptVisits(): Promise<boolean> {
  flushing ??= (async () => {
    for (const visit of readKept()) {
      try {
        const streak = await post(visit)
        // Today's kept visit, now recorded, is the day's answer: the streak card takes it from here.
        if (visit.localDate === todayLocal())
          latest = { date: visit.localDate, sessionId: getSessionId(), streak: Promise.resolve(streak) }
        tell(visit.localDate, streak)
      } catch (err) {
        const refused = err instanceof ApiError && err.status >= 400 && err.status < 500 && err.status !== 429
        if (!refused) return true
      }
      deviceStore.set(
        keptVisitsAtom,
        readKept().filter((v) => v.localDate !== visit.localDate),
      )
    }
    return false
  })().finally(() => {
    flushing = null
  })
  return flushing
}

const sender = typeof window !== 'undefined' ? keepSending(sendKeptVisits) : null

/**
 * A page left open past the visitor's midnight is a visit of the new day too: recorded once the
 * day has changed since the last one (the shell asks each minute and when the page is shown again).
 */
export function recordVisitOnNewDay(pathname: string): void {
  if (latest !== null && latest.date !== todayLocal()) recordVisit(pathname)
}

export function recordVisit(pathname: string): void {
  const page = PAGES[pathname]
  if (!page || !hasAnyProfile(readDevice())) return
  const visit: KeptVisit = { page, localDate: todayLocal() }
  // After the kept visits (sent now if they wait for their next try), so this one's streak counts them.
  let kept = false
  const before = flushing ?? (readKept().length > 0 ? sendKeptVisits() : Promise.resolve(false))
  const streak = before
    .then(() => post(visit))
    .catch((err: unknown) => {
      if (isNetworkFailure(err)) {
        deviceStore.set(keptVisitsAtom, keepVisit(readKept(), visit))
        sender?.kept()
        kept = true
      }
      return null
    })
  latest = { date: visit.localDate, sessionId: getSessionId(), streak }
  void streak.then((s) => tell(visit.localDate, s, kept))
}
