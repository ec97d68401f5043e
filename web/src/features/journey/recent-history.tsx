// 'Recent History' (docs/rules/trajectory.md): the last 10 readings, newest first, in a scroll area 64 units
// tall that keyboards can scroll (tabIndex 0) and screen readers can name.

import { recentHistory } from '@domain/history-lists.ts'
import { journeyScalarColor } from '@domain/scalar.ts'
import { type ReactNode, useId } from 'react'
import { Card, CardTitle } from '@/components/ui/card.tsx'
import { contextLabel, fixed, SCALAR_TEXT, when } from '@/lib/format.ts'
import type { HistoryPoint } from '@/lib/queries/journey.ts'

export function RecentHistory({ history }: { history: readonly HistoryPoint[] }) {
  const titleId = useId()
  const recent = recentHistory(history)
  return (
    <Card aria-labelledby={titleId} className="min-w-0">
      <CardTitle as="h3" id={titleId}>
        Recent History
      </CardTitle>
      {recent.length === 0 ? (
        <p className="mt-3 text-sm text-muted">
          No readings yet. Your compass readings will be listed here, newest first.
        </p>
      ) : (
        <ScrollArea label={`Your last ${recent.length} readings, newest first`}>
          <ol className="divide-y divide-line" data-testid="journey-history">
            {recent.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: points carry no id; the list is rebuilt whole on each fetch.
              <li key={`${p.date}-${i}`} className="flex items-center justify-between gap-3 px-3 py-2.5">
                <div className="min-w-0">
                  <p className="text-sm text-ink">{contextLabel(p.context)}</p>
                  <p className="text-xs text-muted">
                    <time dateTime={p.date}>{when(p.date)}</time>
                  </p>
                </div>
                <p
                  className={`shrink-0 text-base font-semibold tabular-nums ${SCALAR_TEXT[journeyScalarColor(p.scalar)]}`}
                >
                  <span className="sr-only">Scalar ξ </span>
                  {fixed(p.scalar, 2)}
                </p>
              </li>
            ))}
          </ol>
        </ScrollArea>
      )}
    </Card>
  )
}

/** The spec's scroll area, 64 units tall, focusable so that keyboards can scroll it. */
function ScrollArea({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll area must take focus to be scrolled by keyboard.
      tabIndex={0}
      className="mt-3 h-64 overflow-y-auto overscroll-contain rounded-xl border border-line bg-night/40"
    >
      {children}
    </section>
  )
}
