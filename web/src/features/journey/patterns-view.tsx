// What your own days say (docs/rules/patterns.md): once there are entries on 14 days, the patterns
// in the visitor's check-ins and notes that are unlikely to be chance, each a sentence with its
// numbers, a small chart and the table it is drawn from; before that, how far along they are.
import { useId } from 'react'
import { Card, CardDescription, CardTitle } from '@/components/ui/card.tsx'
import { LoadError } from '@/components/ui/load-error.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { type Pattern, usePatterns } from '@/features/journey/api/patterns.ts'
import { FetchError } from '@/lib/queries/journey.ts'

const TITLE = 'What your days say'

function PatternFigure({ pattern }: { pattern: Pattern }) {
  const captionId = useId()
  return (
    <li className="grid gap-2" data-testid="pattern">
      <p className="text-ink">{pattern.sentence}</p>
      {/* The chart repeats the table below it for the eye; the table is what a screen reader reads. */}
      <div className="grid gap-1" aria-hidden="true">
        {pattern.groups.map((g) => (
          <div key={g.id} className="flex min-w-0 items-center gap-2 text-xs">
            <span className="w-28 shrink-0 text-muted">{g.words}</span>
            <span className="h-2 min-w-0 flex-1 rounded-full bg-surface-2">
              <span
                className={`block h-2 rounded-full ${g.id === pattern.group.id ? 'bg-moon' : 'bg-line'}`}
                style={{ width: `${g.mean}%` }}
              />
            </span>
            <span className="w-8 shrink-0 text-right tabular-nums text-ink">{g.mean}</span>
          </div>
        ))}
      </div>
      <table className="w-full text-left text-xs" aria-labelledby={captionId}>
        <caption id={captionId} className="sr-only">
          {pattern.name}: your mean feeling and entries in each group
        </caption>
        <thead className="text-muted">
          <tr>
            <th scope="col" className="font-normal">
              {pattern.name}
            </th>
            <th scope="col" className="text-right font-normal">
              Mean feeling
            </th>
            <th scope="col" className="text-right font-normal">
              Entries
            </th>
          </tr>
        </thead>
        <tbody>
          {pattern.groups.map((g) => (
            <tr key={g.id}>
              <th scope="row" className="font-normal">
                {g.words}
              </th>
              <td className="text-right tabular-nums">{g.mean}</td>
              <td className="text-right tabular-nums">{g.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </li>
  )
}

export function PatternsView() {
  const titleId = useId()
  const query = usePatterns()
  return (
    <Card aria-labelledby={titleId} className="min-w-0" data-testid="patterns-view">
      <CardTitle id={titleId}>{TITLE}</CardTitle>
      <CardDescription>
        What went together in your own check-ins and notes. A pattern is not a cause: it says what went
        together, not why.
      </CardDescription>
      {query.isPending ? (
        <div className="flex h-24 items-center justify-center">
          <Spinner label="Looking at your days" />
        </div>
      ) : query.isError ? (
        <div className="mt-4">
          <LoadError
            title="Failed to fetch your patterns"
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          >
            {(query.error instanceof FetchError ? query.error.detail : null) ??
              'Luna could not look at your days just now. Check your connection and try again.'}
          </LoadError>
        </div>
      ) : (
        <>
          {query.data.kept ? (
            <p className="mt-4 text-sm text-muted" data-testid="patterns-kept">
              As Luna last saw your days: she cannot reach the server just now.
            </p>
          ) : null}
          {!query.data.ready ? (
            <p className="mt-4 text-ink" data-testid="patterns-progress">
              Luna looks for patterns once you have checked in or written a note on {query.data.minDays} days:{' '}
              {query.data.progress}.
            </p>
          ) : query.data.patterns.length === 0 ? (
            <p className="mt-4 text-ink" data-testid="patterns-none">
              Over your {query.data.days} days, nothing stands apart more than chance would make it. That does
              not mean nothing is there: a smaller difference needs more days. Luna keeps looking as you add
              them.
            </p>
          ) : (
            <ul className="mt-4 grid gap-6">
              {query.data.patterns.map((p) => (
                <PatternFigure key={p.factor} pattern={p} />
              ))}
            </ul>
          )}
        </>
      )}
    </Card>
  )
}
