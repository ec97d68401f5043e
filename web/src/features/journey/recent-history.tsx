// 'Recent History' (docs/rules/trajectory.md): the last 10 days of the journey, newest first, one row a
// day (its last reading, and how many it had: reloads never add a row), in a scroll area 64 units
// tall that keyboards can scroll (tabIndex 0) and screen readers can name.

import { journeyDays } from '@domain/history-lists.ts'
import { journeyScalarColor } from '@domain/scalar.ts'
import { type ReactNode, useId } from 'react'
import { Card, CardTitle } from '@/components/ui/card.tsx'
import { useJourneyText } from '@/features/journey/journey-text.ts'
import { clock, fixed, formatLongDate, SCALAR_TEXT } from '@/lib/format.ts'
import type { HistoryPoint } from '@/lib/queries/journey.ts'
import { richText } from '@/lib/rich-text.tsx'

export function RecentHistory({ history }: { history: readonly HistoryPoint[] }) {
  const t = useJourneyText()
  const titleId = useId()
  const days = journeyDays(history)
  return (
    <Card aria-labelledby={titleId} className="min-w-0">
      <CardTitle as="h3" id={titleId}>
        {t('journey.recent.title')}
      </CardTitle>
      {days.length === 0 ? (
        <p className="mt-3 text-sm text-muted">{t('journey.recent.empty')}</p>
      ) : (
        <ScrollArea label={t('journey.recent.label', { count: days.length })}>
          <ol className="divide-y divide-line" data-testid="journey-history">
            {days.map(({ localDate, last, readings }) => (
              <li
                key={localDate}
                className="flex items-center justify-between gap-3 px-3 py-2.5 narrow:flex-wrap narrow:px-2"
              >
                <div className="min-w-0">
                  <p className="text-sm text-ink">
                    <time dateTime={localDate}>{formatLongDate(localDate)}</time>
                  </p>
                  <p className="text-xs text-muted">
                    {richText(t('journey.recent.day', { count: readings, time: clock(last.date) }), {
                      time: (words) => (
                        <time dateTime={last.date} className="whitespace-nowrap">
                          {words}
                        </time>
                      ),
                    })}
                  </p>
                </div>
                <p
                  className={`shrink-0 whitespace-nowrap text-base font-semibold tabular-nums ${SCALAR_TEXT[journeyScalarColor(last.scalar)]}`}
                >
                  <span className="sr-only">{t('journey.scalar')} </span>
                  {fixed(last.scalar, 2)}
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
