// The daily compass request: POST /api/resonance-compass with the visitor's stored profile (spec
// 01 §7). Kept apart from the compass screen so that the app's entry can start it while the
// screen's code is still loading (docs/decisions/010-compass-request-at-start.md).

import type { HistoryStats } from '@domain/compass.ts'
import { contentLocale, type Locale } from '@domain/locale.ts'
import { api, isNetworkFailure, ok } from '@/lib/api.ts'
import { hourStillHolds } from '@/lib/device-state/kept-reading.ts'
import { heardAll, lastSaidOn } from '@/lib/device-state/last-feeling.ts'
import { compassProfileOf } from '@/lib/device-state/profile.ts'
import { readDevice } from '@/lib/device-state/store.ts'
import { anObject, deviceStore, storedJson } from '@/lib/device-state/stored.ts'
import { spokenNow } from '@/lib/i18n.ts'
import { keptFeelingsAtom } from '@/lib/kept-feelings.ts'
import { localDayOfInstant, nowLocalTime, todayLocal } from '@/lib/local-time.ts'
import { triedFirst } from '@/lib/outbox.ts'
import { getReadingSeed, getSessionId, keepReadingSeed } from '@/lib/session.ts'
import { KEYS } from '@/lib/storage.ts'

/** The personalProfile of the compass request, from the device state. */
export const compassProfile = (): Record<string, unknown> => compassProfileOf(readDevice(), localDayOfInstant)

async function fetchFromServer(localDate: string, localTime: string, lang: Locale) {
  const res = await api['resonance-compass'].$post({
    json: { personalProfile: compassProfile(), currentLocation: 'global', localDate, localTime },
    // The reading's sentences in the language spoken (docs/decisions/058-reading-languages.md), with
    // soft hyphens in German's and Spanish's long words for a narrow screen (docs/decisions/061).
    query: { lang: contentLocale(lang), hyphens: 'soft' },
  })
  return ok(res)
}

/**
 * The writes that change the day's reading: what the visitor said of their feelings. The entry
 * starts the outbox at once when one waits (web/src/main.tsx; docs/decisions/066).
 */
export const FEELING_WRITES = ['check-in', 'mood-note'] as const
/** How long the reading waits for them to be sent: past it, the server is asked all the same. */
const FEELINGS_FIRST_MS = 4_000

/** A compass answer; `offline` when it was computed on this device without the network. */
export type CompassReading = Awaited<ReturnType<typeof fetchFromServer>> & { offline?: true }

/**
 * The day's compass from the server, kept on the device for the next visit. With no network at
 * all (no answer from the server), the reading is computed here by the same domain function the server runs (offlineCompass).
 */
export async function fetchCompass(lang: Locale = spokenNow()): Promise<CompassReading> {
  // A feeling the visitor said while the network was away is sent before the reading is asked
  // for, so that the server's reading hears it rather than contradicting it for a moment.
  await triedFirst(FEELING_WRITES, FEELINGS_FIRST_MS)
  try {
    const [date, time] = [todayLocal(), nowLocalTime()]
    // What this device had heard when it asked: a later feeling makes the kept answer outdated.
    const heard = lastSaidOn(deviceStore.get(keptFeelingsAtom), date)
    const answer = await fetchFromServer(date, time, lang)
    // A restored visitor's seed, said again with each answer (docs/decisions/013).
    if (answer.readingSeed) keepReadingSeed(getSessionId(), answer.readingSeed)
    // The day before this one that the compass answered stays known all day: the greeting of a
    // return (domain/greeting.ts) reads it.
    const kept = deviceStore.get(compassLastAtom)
    const previousDate = kept ? (kept.date < date ? kept.date : (kept.previousDate ?? null)) : null
    deviceStore.set(compassLastAtom, { date, time, lang: contentLocale(lang), answer, previousDate, heard })
    return answer
  } catch (err) {
    // Without the network: computed on this device (api/offline-compass.ts, loaded only then).
    if (isNetworkFailure(err)) {
      const { offlineCompass } = await import('./offline-compass.ts')
      const device = {
        feelings: deviceStore.get(keptFeelingsAtom),
        profile: compassProfile(),
        history: lastHistory(),
        seed: getReadingSeed(),
      }
      return await offlineCompass(device, new Date(), lang)
    }
    throw err
  }
}

interface StoredCompass {
  date: string
  /** The last earlier day the compass answered on this device, before `date`. */
  previousDate?: string | null
  /** The local time the answer was asked for ('HH:MM'); absent in answers kept before it was stored. */
  time?: string
  /** The language of its sentences; absent (English) in answers kept before languages. */
  lang?: Locale
  answer: CompassReading
  /**
   * The latest feeling said that day on this device when it was asked (lastSaidOn): absent in
   * answers kept before it was recorded.
   */
  heard?: string | null
}

/** luna_compass_last: the last answer from the server and its local day and time. */
const compassLastAtom = storedJson(KEYS.compassLast, (value) => {
  const stored = anObject<StoredCompass>(value)
  return stored && typeof stored.date === 'string' && stored.answer?.scalarAlignment ? stored : null
})

const readKept = (): StoredCompass | null => deviceStore.get(compassLastAtom)

/**
 * Today's last answer from the server, shown at once on return while a fresh one is asked for, when
 * it was asked for in this part of the day: every sentence of an answer suits the part of the day it
 * was asked in (docs/rules/one-voice.md), so an answer from the morning is not shown in the evening.
 */
export function lastCompass(lang: Locale = spokenNow()): CompassReading | null {
  const stored = readKept()
  const today = todayLocal()
  if (!stored || stored.date !== today || (stored.lang ?? 'en') !== contentLocale(lang)) return null
  // Nor one that has not heard a feeling said here since (kept offline, waiting to be sent).
  if (!heardAll(stored.heard, deviceStore.get(keptFeelingsAtom), today)) return null
  return hourStillHolds(stored.time, nowLocalTime()) ? stored.answer : null
}

/** The history summary of the last answer received, as the device computes a reading without the server. */
export function lastHistory(): HistoryStats {
  const last = readKept()?.answer.scalarAlignment
  return last
    ? {
        count: last.totalReadings,
        average: last.historicalAverage ?? 0,
        sigma: last.thresholds.sigma,
        recent: [],
        trend: last.trend,
      }
    : { count: 0, average: 0, sigma: 0, recent: [], trend: 'insufficient-data' }
}

/**
 * A request started before the screen asked for it, in a language, and when it finished (null while
 * in flight).
 */
let early: { promise: Promise<CompassReading>; lang: Locale; finishedAt: number | null } | null = null
/** An early answer that finished longer ago than this is not used: the screen asks again. */
const EARLY_MAX_AGE_MS = 10_000

/**
 * Starts the compass request now (the page's first load), in the language the app is about to speak,
 * for the screen to take when it mounts.
 */
export function startCompassRequest(lang: Locale): void {
  if (early) return
  const promise = fetchCompass(lang)
  const entry: { promise: Promise<CompassReading>; lang: Locale; finishedAt: number | null } = {
    promise,
    lang,
    finishedAt: null,
  }
  // Whoever takes it handles its failure; one nobody takes must not be an unhandled rejection.
  promise.then(
    () => {
      entry.finishedAt = Date.now()
    },
    () => {
      entry.finishedAt = Date.now()
    },
  )
  early = entry
}

/**
 * The early request, once: still in flight (however slow the network), or finished within the
 * last 10 seconds, and asked in the language spoken now (`lang`: the app may have fallen back to
 * English); null otherwise.
 */
export function takeCompassRequest(lang: Locale, now = Date.now()): Promise<CompassReading> | null {
  const taken = early
  early = null
  if (!taken || contentLocale(taken.lang) !== contentLocale(lang)) return null
  return taken.finishedAt === null || now - taken.finishedAt < EARLY_MAX_AGE_MS ? taken.promise : null
}
