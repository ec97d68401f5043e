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
import { FetchError } from '@/lib/queries/journey.ts'
import { useDeleteReading, useSavedReadings } from '@/lib/queries/saved-readings.ts'

export function ReadingHistory() {
  const readings = useSavedReadings()
  const titleId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  // After a row is deleted, focus goes to the list's heading rather than being lost.
  const onDeleted = useCallback(() => requestAnimationFrame(() => heading.current?.focus()), [])
  const remove = useDeleteReading(onDeleted)
  const onDelete = useCallback((id: string) => remove.mutate(id), [remove.mutate])

  const title = (
    <h2 ref={heading} id={titleId} tabIndex={-1} className="text-lg font-semibold text-ink outline-none">
      Saved Readings
    </h2>
  )

  if (readings.isPending) {
    return (
      <Card aria-labelledby={titleId} aria-busy="true">
        {title}
        <div className="flex h-48 items-center justify-center">
          <Spinner label="Loading your saved readings" />
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
            title="Failed to fetch readings"
            onRetry={() => void readings.refetch()}
            retrying={readings.isFetching}
          >
            {detail ??
              'Luna could not load your saved readings just now. Check your connection and try again.'}
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
            title="No saved readings yet"
            action={
              <Link to="/compass" className={buttonClass('primary', 'md')}>
                Open the Compass
              </Link>
            }
          >
            <p className="mx-auto max-w-prose">
              Save a compass reading, check in with how you feel, or lock a frequency in the tuner, and it
              will be kept here for you to look back on.
            </p>
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
          <span className="tabular-nums">{total === 1 ? '1 reading' : `${total} readings`}</span>, newest
          first.
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
              {readings.isFetchingNextPage ? (
                'Loading…'
              ) : (
                <>
                  Show more <span className="tabular-nums">({total - list.length} left)</span>
                </>
              )}
            </Button>
          </div>
        ) : null}
      </Card>
      <FrequencyLocks />
    </div>
  )
}
