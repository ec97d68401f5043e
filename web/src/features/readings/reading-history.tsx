// The saved-reading history (docs/decisions/004-atomic-writes-and-idempotency.md 'Personal Profile: history', docs/rules/api-calls.md): every saved
// reading with expandable rows and per-row delete, then the last 8 frequency locks.

import { useCallback, useId, useRef } from 'react'
import { Link } from 'react-router'
import { Button, buttonClass } from '@/components/ui/button.tsx'
import { Card, CardDescription } from '@/components/ui/card.tsx'
import { LoadError } from '@/components/ui/load-error.tsx'
import { EmptyState } from '@/components/ui/notice.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { FrequencyLocks } from '@/features/readings/frequency-locks.tsx'
import { ReadingRow } from '@/features/readings/reading-row.tsx'
import { useDeleteReading } from '@/lib/queries/delete-reading.ts'
import { FetchError } from '@/lib/queries/journey.ts'
import { useSavedReadings } from '@/lib/queries/saved-readings.ts'
import { useReadingsText } from '@/lib/readings-text.ts'
import { richText } from '@/lib/rich-text.tsx'

export function ReadingHistory() {
  const t = useReadingsText()
  const readings = useSavedReadings()
  const titleId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  // After a row is deleted, focus goes to the list's heading rather than being lost.
  const onDeleted = useCallback(() => requestAnimationFrame(() => heading.current?.focus()), [])
  const remove = useDeleteReading(onDeleted)
  const onDelete = useCallback((id: string) => remove.mutate(id), [remove.mutate])

  const title = (
    <h2 ref={heading} id={titleId} tabIndex={-1} className="text-lg font-semibold text-ink outline-none">
      {t('readings.history.title')}
    </h2>
  )

  if (readings.isPending) {
    return (
      <Card aria-labelledby={titleId} aria-busy="true">
        {title}
        <div className="flex h-48 items-center justify-center">
          <Spinner label={t('readings.history.loading')} />
        </div>
      </Card>
    )
  }

  // A failed first fetch (a failed refetch keeps showing the list already loaded).
  if (readings.readings === undefined) {
    const detail = readings.error instanceof FetchError ? readings.error.detail : null
    return (
      <Card aria-labelledby={titleId}>
        {title}
        <div className="mt-4">
          <LoadError
            title={t('readings.history.failed')}
            onRetry={() => void readings.refetch()}
            retrying={readings.isFetching}
          >
            {detail ?? t('readings.history.failedBody')}
          </LoadError>
        </div>
      </Card>
    )
  }

  const list = readings.readings
  const total = Math.max(readings.total ?? list.length, list.length)
  if (list.length === 0) {
    return (
      <Card aria-labelledby={titleId}>
        {title}
        <div className="mt-4">
          <EmptyState
            title={t('readings.history.empty')}
            action={
              <Link to="/compass" className={buttonClass('primary', 'md')}>
                {t('readings.history.open')}
              </Link>
            }
          >
            <p className="mx-auto max-w-prose">{t('readings.history.emptyBody')}</p>
          </EmptyState>
        </div>
      </Card>
    )
  }

  return (
    <div className="grid min-w-0 gap-4">
      <Card aria-labelledby={titleId} className="min-w-0">
        {title}
        <CardDescription>
          {richText(t('readings.history.count', { count: total }), {
            value: (words) => <span className="tabular-nums">{words}</span>,
          })}
        </CardDescription>
        <ul className="mt-4 grid grid-cols-1 gap-3">
          {list.map((r) => (
            <ReadingRow
              key={r.id}
              reading={r}
              deleting={remove.isPending && remove.variables === r.id}
              onDelete={onDelete}
            />
          ))}
        </ul>
        {readings.hasNextPage ? (
          <div className="mt-4 flex justify-center">
            <Button
              variant="secondary"
              onClick={() => void readings.fetchNextPage()}
              disabled={readings.isFetchingNextPage}
            >
              {readings.isFetchingNextPage
                ? t('readings.history.loadingMore')
                : richText(t('readings.history.more', { left: total - list.length }), {
                    value: (words) => <span className="tabular-nums">{words}</span>,
                  })}
            </Button>
          </div>
        ) : null}
      </Card>
      <FrequencyLocks />
    </div>
  )
}
