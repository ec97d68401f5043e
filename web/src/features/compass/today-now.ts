// Today's card computed on this device when nothing is kept for today
// (docs/decisions/027-today-computed-on-a-cold-load.md): the card of the request the compass is
// about to send (the stored profile, the session id or its kept seed as seed, no check-in, the Schumann model), by
// `dayCardOfRequest`, the card of the function the Worker's answer uses. The page's inline
// first-frame script (web/src/first-frame.ts) carries it and paints the card while the page is
// parsed, with no request (docs/decisions/031-today-card-in-the-first-frame.md); the compass screen
// then draws the card it painted (lib/device-state/painted-today.ts) until the server's answer
// replaces it. It imports no Luna, archetype or codon texts and no React.
import { addDays, localDateOf, localTimeOf } from '@domain/dates.ts'
import { dayCardOfRequest } from '@domain/day-card.ts'
import type { Locale } from '@domain/locale.ts'
import { baselineSourcesOf } from '@domain/scalar.ts'
import { modelField } from '@domain/schumann-field.ts'
import { isValidSessionId, normalizeSessionId } from '@domain/session-id.ts'
import { paintFirstFrame } from '@/features/compass/first-frame.ts'
import { type KeptDay, mayComputeToday, readingWith } from '@/lib/device-state/kept-reading.ts'
import { feelingOn, parseKeptFeelings } from '@/lib/device-state/last-feeling.ts'
import { setPaintedToday } from '@/lib/device-state/painted-today.ts'
import { compassProfileOf } from '@/lib/device-state/profile.ts'
import { deviceOf, parseReadingSeed } from '@/lib/device-state/read.ts'
import { FRAME_EN, frameWords } from '@/lib/frame-words.ts'
import { localDayOfInstant } from '@/lib/local-time.ts'
import { KEYS } from '@/lib/storage.ts'

type Read = (key: string) => string | null

/** luna_reading_seed's seed when it was kept for this session (lib/session.ts getReadingSeed). */
function keptSeedOf(read: Read, id: string): string | null {
  try {
    const kept = parseReadingSeed(JSON.parse(read(KEYS.readingSeed) ?? 'null'))
    return kept?.sessionId === id ? kept.seed : null
  } catch {
    return null
  }
}

/**
 * Today's card as the server will answer it for a request sent now, or null when it cannot be told
 * on this device (no profile, no session id, a check-in today).
 */
export function todayComputed(read: Read, now = new Date()): KeptDay | null {
  const localDate = localDateOf(now)
  const localTime = localTimeOf(now)
  if (!mayComputeToday(read, localDate)) return null
  // The id the compass request will send (lib/session.ts), which seeds the day's picks, or the seed a
  // restore kept for it (docs/decisions/013).
  const stored = read(KEYS.sessionId)
  const id = stored === null ? null : normalizeSessionId(stored)
  if (!id || !isValidSessionId(id)) return null
  const seed = keptSeedOf(read, id) ?? id
  let kept: unknown = null
  try {
    kept = JSON.parse(read(KEYS.lastFeeling) ?? 'null')
  } catch {
    kept = null
  }
  const yesterday = feelingOn(parseKeptFeelings(kept), addDays(localDate, -1))
  try {
    return dayCardOfRequest({
      sources: baselineSourcesOf(compassProfileOf(deviceOf(read), localDayOfInstant)),
      checkIn: { baseline: null, value: null },
      // No feeling today (mayComputeToday); yesterday's, when this device heard it.
      feelings: { today: null, yesterday: yesterday?.value ?? null },
      localDate,
      localTime,
      schumann: modelField(now),
      history: { count: 0, sigma: 0 },
      seed,
    })
  } catch {
    return null // a profile the rules cannot read: the server's answer will say so
  }
}

/**
 * Paints today's computed card as the page's first frame, from the keys `read` gives (the
 * browser's storage); false when there is none to paint.
 */
export function paintToday(
  root: HTMLElement,
  read: Read,
  path: string,
  now = new Date(),
  locale: Locale = 'en',
): boolean {
  if (root.hasChildNodes()) return false
  const day = todayComputed(read, now)
  if (!day) return false
  // A day computed here reads English's words (docs/decisions/058): so does its frame.
  const reading = readingWith(read, day, localDateOf(now))
  paintFirstFrame(root, reading, path, localTimeOf(now), now, locale, frameWords(FRAME_EN))
  setPaintedToday(localDateOf(now), day)
  return true
}
