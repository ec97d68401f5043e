// What the compass screen shows, from what it has (docs/rules/compass.md, docs/rules/daily-reading.md):
// pure, so that it is tested in Node (test/web/compass-screen.test.ts); the screen only renders it.
import { dayCardTextsOf } from '@domain/day-card-texts.ts'
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
 * The Today card, from two sources: the server's reading (or one kept from this part of the day, or
 * computed on the device offline); else `early`, the day kept on the device for this part of the
 * day (computed ahead, or painted by the first frame).
 */
export function todayCardOf(reading: CompassReading | undefined, early: KeptDay | null): TodayCardDay | null {
  if (!reading) return early
  const d = reading.dailyReading
  return { ...dayCardTextsOf(d), hourLine: d.now.line, moon: d.moon?.name ?? null }
}
