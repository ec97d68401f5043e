// A saved reading in plain words (docs/decisions/004-atomic-writes-and-idempotency.md): what its row and its expanded details show for each
// of the three types; a compass reading by the words the visitor read that day (its headline, what
// to lean into and go easy on, the energy), then its numbers. readingData is free-form JSON, so
// every field is read defensively.
import { codonIndexFromValue, tierIndexOf } from '@domain/emotion.ts'
import { EMOTIONAL_TIER_NAMES } from '@domain/vocabulary.ts'
import { capitalize, fixed, hz } from '@/lib/format.ts'
import type { SavedReading } from '@/lib/queries/saved-readings.ts'
import type { useReadingsText } from '@/lib/readings-text.ts'

type Text = ReturnType<typeof useReadingsText>

export interface ReadingView {
  title: string
  icon: string
  /** One line for the collapsed row. */
  summary: string
  details: { label: string; value: string }[]
  /** A longer text shown under the details (Luna's message, a lock's note). */
  quote: { label: string; text: string } | null
  list: { label: string; items: string[] } | null
}

type Data = Record<string, unknown>
const obj = (v: unknown): Data | null =>
  v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Data) : null
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null)
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null)
const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.map(str).filter((s): s is string => s !== null) : []

function detailList(pairs: [string, string | null][]): { label: string; value: string }[] {
  return pairs.filter((p): p is [string, string] => p[1] !== null).map(([label, value]) => ({ label, value }))
}

const xi = (n: number | null): string | null => (n === null ? null : `ξ\u00a0${fixed(n, 2)}`)

function describeCompass(t: Text, data: Data): ReadingView {
  const compass = obj(data.compass)
  const alignment = obj(compass?.scalarAlignment) ?? compass
  const guidance = obj(compass?.dailyGuidance)
  // The words the visitor read that day: the day's reading the answer carried.
  const day = obj(compass?.dailyReading)
  const headline = str(day?.headline)
  const luna = data.luna
  const current = num(alignment?.currentAlignment) ?? num(data.scalarSnapshot)
  const zone = str(alignment?.alignmentZone)
  const phase = str(data.timePhase) ?? str(guidance?.timePhase)
  const energy = str(day?.energyLabel) ?? str(data.energyLevel) ?? str(guidance?.energyLevel)
  const message = str(luna) ?? str(obj(luna)?.message) ?? str(obj(day?.luna)?.message)
  const leanInto = strings(day?.leanInto)
  return {
    title: t('readings.kind.compass'),
    icon: '✦',
    summary:
      headline ??
      ([xi(current), zone ? capitalize(zone) : null, phase].filter(Boolean).join(' · ') ||
        t('readings.kind.compassSummary')),
    details: detailList([
      [t('readings.detail.energy'), energy],
      [t('readings.detail.goEasyOn'), strings(day?.goEasyOn).join(', ') || null],
      [t('readings.detail.alignment'), xi(current)],
      [t('readings.detail.zone'), zone ? capitalize(zone) : null],
      [t('readings.detail.baseline'), xi(num(alignment?.personalBaseline))],
      [t('readings.detail.phase'), phase],
    ]),
    quote: message ? { label: t('readings.detail.luna'), text: message } : null,
    list: leanInto.length > 0 ? { label: t('readings.detail.leanInto'), items: leanInto } : null,
  }
}

function describeEmotional(t: Text, data: Data): ReadingView {
  const descriptor = str(data.descriptor)
  const value = num(data.value)
  const index = num(data.codonIndex) ?? (value === null ? null : codonIndexFromValue(value))
  const tier = str(data.tier) ?? (index === null ? null : (EMOTIONAL_TIER_NAMES[tierIndexOf(index)] ?? null))
  return {
    title: t('readings.kind.emotional'),
    icon: '♡',
    summary: [descriptor, tier].filter(Boolean).join(' · ') || t('readings.kind.emotionalSummary'),
    details: detailList([
      [t('readings.detail.feeling'), descriptor],
      [t('readings.detail.tier'), tier],
      [t('readings.detail.newBaseline'), xi(num(data.newBaseline))],
      [t('readings.detail.scalarThen'), xi(num(data.scalarSnapshot))],
    ]),
    quote: str(data.dailyIntegration)
      ? { label: t('readings.detail.forTheDay'), text: str(data.dailyIntegration) ?? '' }
      : null,
    list:
      strings(data.emotionalRecommendations).length > 0
        ? { label: t('readings.detail.recommendations'), items: strings(data.emotionalRecommendations) }
        : null,
  }
}

function describeLock(t: Text, reading: SavedReading, data: Data): ReadingView {
  const frequency = num(reading.resonantFrequency) ?? num(data.frequency)
  // The note is the reading's userNotes too, which every row shows; repeat it only if it differs.
  const note = str(data.note)
  return {
    title: t('readings.kind.lock'),
    icon: '♪',
    summary: frequency === null ? t('readings.kind.lockSummary') : hz(frequency),
    details: detailList([[t('readings.detail.frequency'), frequency === null ? null : hz(frequency)]]),
    quote: note && note !== str(reading.userNotes) ? { label: t('readings.detail.note'), text: note } : null,
    list: null,
  }
}

/** A saved reading's view in the words of `t` (the readings catalogue's). */
export function describeReading(t: Text, reading: SavedReading): ReadingView {
  const data = obj(reading.readingData) ?? {}
  if (reading.readingType === 'frequency-lock') return describeLock(t, reading, data)
  if (reading.readingType === 'emotional-resonance') return describeEmotional(t, data)
  return describeCompass(t, data)
}
