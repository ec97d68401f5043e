// Today's reading computed on this device, without the network (docs/decisions/019-offline-first.md):
// loaded only then, by api/compass.ts, so that the online compass's first load does not carry it.

import type { HistoryStats } from '@domain/compass.ts'
import { addDays } from '@domain/dates.ts'
import { contentLocale, type Locale } from '@domain/locale.ts'
import type { ReadingSentences } from '@domain/say-reading.ts'
import type { CompassReading } from '@/features/compass/api/compass.ts'
import { entriesOn, feelingOn, type KeptFeelings } from '@/lib/device-state/last-feeling.ts'
import { checkInOfDay } from '@/lib/device-state/profile.ts'
import { readDevice } from '@/lib/device-state/store.ts'
import { spokenNow } from '@/lib/i18n.ts'
import { localDayOfInstant, nowLocalTime, todayLocal } from '@/lib/local-time.ts'

/** What the device keeps that the offline reading reads (api/compass.ts hands them over). */
export interface OfflineInputs {
  /** The device's kept feelings (lib/kept-feelings.ts). */
  feelings: KeptFeelings | null
  /** The compass request's personalProfile, from the device state. */
  profile: Record<string, unknown>
  /** The history summary of the last answer received. */
  history: HistoryStats
  /** The seed of the day's picks (lib/session.ts, getReadingSeed). */
  seed: string
}

/**
 * Today's reading computed on this device (docs/decisions/019-offline-first.md): the stored profile,
 * the history summary of the last answer received, and the Schumann model for this moment, through
 * `compassAnswer`, the function the Worker runs. The day's check-in counts as on the server: its
 * baseline and its value (the day's awareness), as the device kept them, and what was said today
 * with its words (`feelings`). Said in the language spoken as the server says it, with the
 * language's words the build wrote as data (`reading-words.<locale>.json`, kept by the service
 * worker once the compass was asked in that language; English's where they cannot be had). Loaded
 * on demand, with the texts it needs.
 */
export async function offlineCompass(
  { feelings, profile, history, seed }: OfflineInputs,
  now = new Date(),
  lang: Locale = spokenNow(),
): Promise<CompassReading> {
  const locale = contentLocale(lang)
  // The rules and their texts load only when needed: the online compass does not carry them.
  const [{ answerSaidWith, baselineSourcesOf, compassAnswer }, { modelSchumann }, words] = await Promise.all([
    import('@domain/compass-answer.ts'),
    import('@domain/schumann.ts'),
    locale === 'en' ? null : readingWords(locale),
  ])
  const localDate = todayLocal()
  const answer = compassAnswer({
    sources: baselineSourcesOf(profile),
    checkIn: checkInOfDay(readDevice(), localDayOfInstant, localDate),
    feelings: {
      today: feelingOn(feelings, localDate)?.value ?? null,
      yesterday: feelingOn(feelings, addDays(localDate, -1))?.value ?? null,
    },
    // What was said today on this device, with its words: Luna hears them offline as on the server.
    entries: entriesOn(feelings, localDate),
    now: now.getTime(),
    localDate,
    localTime: nowLocalTime(),
    schumann: modelSchumann(now),
    history,
    seed,
  })
  return { ...(words ? answerSaidWith(answer, words) : answer), offline: true }
}

/** A language's words for the reading, as data (domain/reading-language.ts, readingSentencesIn); null without them. */
async function readingWords(locale: Locale): Promise<ReadingSentences | null> {
  try {
    const res = await fetch(`/reading-words.${locale}.json`)
    return res.ok ? ((await res.json()) as ReadingSentences) : null
  } catch {
    return null
  }
}
