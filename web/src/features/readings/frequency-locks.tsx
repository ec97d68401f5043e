// The last 8 frequency locks (docs/decisions/004-atomic-writes-and-idempotency.md), newest first, with their Hz and notes.

import { RECENT_LOCKS_LIMIT, recentFrequencyLocks } from '@domain/history-lists.ts'
import { useId } from 'react'
import { Card, CardDescription, CardTitle } from '@/components/ui/card.tsx'
import { hz, when } from '@/lib/format.ts'
import { type SavedReading, useFrequencyLocks } from '@/lib/queries/saved-readings.ts'
import { useReadingsText } from '@/lib/readings-text.ts'

const frequencyOf = (r: SavedReading): number | null => {
  if (typeof r.resonantFrequency === 'number') return r.resonantFrequency
  const f = (r.readingData as { frequency?: unknown }).frequency
  return typeof f === 'number' && Number.isFinite(f) ? f : null
}

export function FrequencyLocks() {
  const t = useReadingsText()
  const titleId = useId()
  // Their own query: the latest locks whatever page of the history is loaded.
  const locks = recentFrequencyLocks(useFrequencyLocks().data ?? [])
  return (
    <Card aria-labelledby={titleId}>
      <CardTitle id={titleId}>{t('readings.locks.title')}</CardTitle>
      <CardDescription>{t('readings.locks.body', { count: RECENT_LOCKS_LIMIT })}</CardDescription>
      {locks.length === 0 ? (
        <p className="mt-4 text-sm text-muted">{t('readings.locks.empty')}</p>
      ) : (
        <ol className="mt-4 grid gap-2 sm:grid-cols-2" data-testid="frequency-locks">
          {locks.map((lock) => {
            const f = frequencyOf(lock)
            return (
              <li
                key={lock.id}
                className="flex min-w-0 items-start gap-3 rounded-xl bg-surface-2 px-3 py-2.5"
              >
                <span className="w-24 shrink-0 text-lg font-semibold tabular-nums text-moon">
                  {f === null ? '—' : hz(f)}
                </span>
                <span className="min-w-0">
                  {lock.userNotes ? (
                    <span className="block wrap-anywhere text-sm text-ink">{lock.userNotes}</span>
                  ) : (
                    <span className="block text-sm text-muted">{t('readings.locks.noNote')}</span>
                  )}
                  <time dateTime={lock.timestamp} className="block text-xs text-muted">
                    {when(lock.timestamp)}
                  </time>
                </span>
              </li>
            )
          })}
        </ol>
      )}
    </Card>
  )
}
