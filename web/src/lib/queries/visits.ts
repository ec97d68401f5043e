// Records a visit per page view (POST /api/daily-visit) for onboarded visitors, so that streaks
// and Luna's page preferences grow. The visit's answer carries the day's streak: the streak card
// takes it from there instead of asking the server a second time (features/compass/api/streak.ts).
// A visit the network drops waits in the outbox, one a day, and is recorded when the network
// returns (lib/outbox.ts), so a day the app was opened offline still counts for the streak
// (docs/decisions/019-offline-first.md, docs/decisions/037-one-outbox.md).

import { addDays } from '@domain/dates.ts'
import { type AppPage, isAppPage, sitePageAt } from '@domain/pages.ts'
import type { Streak } from '@domain/streak.ts'
import { api, ok } from '@/lib/api.ts'
import { hasAnyProfile } from '@/lib/device-state/profile.ts'
import { readDevice } from '@/lib/device-state/store.ts'
import { todayLocal } from '@/lib/local-time.ts'
import { type Delivery, deliver, registerDelivery, waiting } from '@/lib/outbox.ts'
import { getSessionId } from '@/lib/session.ts'

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

/** Lets the streak card follow each recorded visit (docs/rules/api-calls.md). */
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

const isKeptVisit = (v: unknown): v is KeptVisit =>
  v !== null &&
  typeof v === 'object' &&
  typeof (v as KeptVisit).page === 'string' &&
  isAppPage((v as KeptVisit).page) &&
  typeof (v as KeptVisit).localDate === 'string'

/** A kept visit no longer worth sending: of a day before yesterday (see KEPT_VISIT_DAYS). */
export function visitTooOld(localDate: string, today: string): boolean {
  return localDate < addDays(today, 1 - KEPT_VISIT_DAYS)
}

async function post(visit: KeptVisit): Promise<Streak> {
  const answer = await ok(await api['daily-visit'].$post({ json: visit }))
  return answer.streak
}

/** Today's visit, recorded: the day's answer, which the streak card takes from here. */
function recorded(visit: KeptVisit, streak: Streak) {
  if (visit.localDate === todayLocal())
    latest = { date: visit.localDate, sessionId: getSessionId(), streak: Promise.resolve(streak) }
  tell(visit.localDate, streak)
}

/**
 * A visit the network dropped waits in the outbox (lib/outbox.ts) and is recorded when it returns,
 * oldest first; one a day is kept (the first page of it), of yesterday or today.
 */
const visitDelivery: Delivery<KeptVisit, Streak> = {
  send: (entry) => post(entry.body),
  delivered: (entry, streak) => recorded(entry.body, streak),
  stale: (entry) =>
    !isKeptVisit(entry.body) ||
    visitTooOld(entry.body.localDate, todayLocal()) ||
    waiting<KeptVisit>('visit').find((v) => v.body.localDate === entry.body.localDate)?.key !== entry.key,
}
registerDelivery('visit', visitDelivery)

/** The days of the visits kept on this device for the network, oldest first. */
export function keptVisitDates(): string[] {
  const today = todayLocal()
  return [
    ...new Set(
      waiting<KeptVisit>('visit')
        .map((v) => v.body.localDate)
        .filter((d) => !visitTooOld(d, today)),
    ),
  ].sort()
}

/**
 * A page left open past the visitor's midnight is a visit of the new day too: recorded once the
 * day has changed since the last one (the shell asks each minute and when the page is shown again).
 */
export function recordVisitOnNewDay(pathname: string): void {
  if (latest !== null && latest.date !== todayLocal()) recordVisit(pathname)
}

export function recordVisit(pathname: string): void {
  // Only the pages a visit counts for (domain/pages.ts), by their names.
  const page = sitePageAt(pathname)?.visit
  if (!page || !hasAnyProfile(readDevice())) return
  const visit: KeptVisit = { page, localDate: todayLocal() }
  // Behind the visits kept before it (the outbox sends oldest first), so its streak counts them.
  let kept = false
  const streak = deliver('visit', `visit:${visit.localDate}:${page}`, visit, visitDelivery).then(
    (outcome) => {
      kept = outcome.kind === 'kept'
      return outcome.kind === 'sent' ? outcome.answer : null
    },
  )
  latest = { date: visit.localDate, sessionId: getSessionId(), streak }
  void streak.then((s) => tell(visit.localDate, s, kept))
}
