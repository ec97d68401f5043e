// The default frequencies to match (docs/rules/frequency-matching.md): the last locked frequency, then the one of the
// generated profile.

import type { FrequencySource } from '@/features/readings-page/frequency-match.tsx'
import type { GeneratedProfile } from '@/lib/queries/profile.ts'
import { type SavedReading, useFrequencyLocks } from '@/lib/queries/saved-readings.ts'
import { useReadingsText } from '@/lib/readings-text.ts'

function latestLock(readings: readonly SavedReading[]): number | null {
  let best: SavedReading | null = null
  for (const r of readings) {
    if (r.readingType !== 'frequency-lock' || typeof r.resonantFrequency !== 'number') continue
    if (!best || r.timestamp > best.timestamp) best = r
  }
  return best?.resonantFrequency ?? null
}

export function useFrequencySources(profile: GeneratedProfile | null): FrequencySource[] {
  // The same query as the locks list of the history below: one request serves both.
  const t = useReadingsText()
  const locked = latestLock(useFrequencyLocks().data ?? [])
  const sources: FrequencySource[] = []
  if (typeof locked === 'number') sources.push({ label: t('readings.source.locked'), hz: locked })
  if (profile?.frequency) sources.push({ label: t('readings.source.profile'), hz: profile.frequency })
  return sources
}
