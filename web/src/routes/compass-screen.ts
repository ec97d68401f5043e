// What the compass screen shows, from what it has (docs/rules/compass.md, docs/rules/daily-reading.md):
// pure, so that it is tested in Node (test/web/compass-screen.test.ts); the screen only renders it.
import { hourLine } from '@domain/content/daily.ts'
import type { PartOfDay } from '@domain/dates.ts'
import type { LunaInsight } from '@domain/luna.ts'
import type { CheckInMoment } from '@/features/checkin/api/check-in.ts'
import { localLunaFlags } from '@/features/compass/api/luna-flags.ts'
import type { TodayCardDay } from '@/features/compass/today-card.tsx'
import type { CompassReading } from '@/features/compass/use-compass.ts'
import type { KeptDay } from '@/lib/device-state/kept-reading.ts'

/** What the compass knows at the moment of a check-in, sent as its context; null before a reading. */
export function momentOf(reading: CompassReading | undefined): CheckInMoment | null {
  if (!reading) return null
  const p = reading.planetaryContext
  return {
    scalarAlignment: reading.scalarAlignment.currentAlignment,
    schumannFrequency: p.schumannFrequency,
    planetaryContext: {
      schumannQuality: p.schumannQuality,
      cosmicWeather: p.cosmicWeather,
      kIndex: p.kIndex,
      source: p.source,
    },
  }
}

/** What a saved reading keeps of Luna: the insight on screen, or else the flags computed on the device. */
export function lunaToSave(insight: LunaInsight | null, reading: CompassReading | undefined) {
  if (insight) {
    const { mood, tone, tag, message, optionalSuggestion, flags, stabilityIndex } = insight
    return { mood, tone, tag, message, optionalSuggestion, flags, stabilityIndex }
  }
  if (!reading) return null
  const local = localLunaFlags(
    reading.scalarAlignment.currentAlignment,
    reading.dailyGuidance.timePhase,
    reading.planetaryContext.schumannFrequency,
  )
  return { flags: local.flags, stabilityIndex: local.stabilityIndex }
}

/**
 * The Today card, from three sources: the server's reading; else `early`, the day kept on the device
 * (computed ahead, or painted by the first frame). The hour's line is in the words of the part of the
 * day it is `now`; a reading kept from another part of the day (`hourUnknown`) takes the kept day's
 * line, or none until the server's answer fills it.
 */
export function todayCardOf(
  reading: CompassReading | undefined,
  early: KeptDay | null,
  now: PartOfDay,
): TodayCardDay | null {
  const lineOf = (note: string | null) => hourLine(note, now)
  if (!reading) return early ? { ...early, hourLine: lineOf(early.note) } : null
  return {
    ...reading.dailyReading,
    moon: reading.dailyReading.moon?.name ?? null,
    hourLine: !reading.hourUnknown
      ? lineOf(reading.dailyReading.now.note)
      : early
        ? lineOf(early.note)
        : null,
  }
}
