// What today means for the visitor, in plain words before any number (docs/rules/daily-reading.md):
// the day's headline, two things to lean into and one to go easy on, the day's focus and energy,
// and a note when the hour has moved the reading away from the day's centre.
import { useId } from 'react'
import { Card } from '@/components/ui/card.tsx'
import type { CompassReading } from '@/features/compass/use-compass.ts'

/** What the card shows of a day's reading: the server's, or one kept on the device. */
export type TodayCardDay = Pick<
  CompassReading['dailyReading'],
  'headline' | 'leanInto' | 'goEasyOn' | 'focus' | 'energyLabel'
> & { now: { note: string | null } }

export function TodayCard({ day, name }: { day: TodayCardDay; name?: string | null }) {
  const titleId = useId()
  return (
    <Card aria-labelledby={titleId} data-testid="today-card">
      <h2 id={titleId} className="text-sm font-semibold uppercase tracking-wide text-moon">
        {name ? `Today for ${name}` : 'Today for you'}
      </h2>
      <p className="mt-2 text-xl leading-snug font-semibold text-ink sm:text-2xl" data-testid="day-headline">
        {day.headline}
      </p>
      {day.now.note ? (
        <p
          className="mt-3 rounded-xl border border-line bg-surface-2 px-3 py-2 text-ink"
          data-testid="phase-note"
        >
          {day.now.note}
        </p>
      ) : null}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <h3 className="text-sm font-semibold text-ink">Lean into</h3>
          <ul className="mt-1 space-y-1" data-testid="lean-into">
            {day.leanInto.map((line) => (
              <li key={line} className="flex gap-2 text-ink">
                <span aria-hidden="true" className="text-moon">
                  +
                </span>
                <span>{line}</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="text-sm font-semibold text-ink">Go easy on</h3>
          <ul className="mt-1 space-y-1" data-testid="go-easy-on">
            {day.goEasyOn.map((line) => (
              <li key={line} className="flex gap-2 text-ink">
                <span aria-hidden="true" className="text-muted">
                  −
                </span>
                <span>{line}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="mt-4 text-sm text-muted">
        Today's focus: <span className="text-ink">{day.focus}</span> · Energy:{' '}
        <span className="text-ink" data-testid="day-energy">
          {day.energyLabel}
        </span>
      </p>
    </Card>
  )
}
