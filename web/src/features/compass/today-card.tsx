// What today means for the visitor, in plain words before any number (docs/rules/daily-reading.md):
// the day's headline, two things to lean into and one to go easy on, the day's focus and energy,
// the Moon's phase, and a line for the hour: where it has moved the reading, or that it is in step
// with the day.
import { useId } from 'react'
import { Card } from '@/components/ui/card.tsx'
import { SteadyText } from '@/components/ui/steady-text.tsx'
import { HOUR_LINE, HOUR_LINE_SHOWN, HOUR_ROOM_LINES, HOUR_SLOT } from '@/features/compass/hour-line.ts'
import {
  TODAY_EASY_MARK,
  TODAY_FOOTER,
  TODAY_HEADLINE,
  TODAY_ITEM,
  TODAY_LEAN_MARK,
  TODAY_LIST,
  TODAY_LIST_TITLE,
  TODAY_LISTS,
  TODAY_TITLE,
  TODAY_VALUE,
} from '@/features/compass/today-card-classes.ts'
import type { KeptDay } from '@/lib/device-state/kept-reading.ts'

/** What the card shows of a day's reading: the server's, or one kept on the device for this part of the day. */
export type TodayCardDay = KeptDay

export function TodayCard({ day, name }: { day: TodayCardDay; name?: string | null }) {
  const titleId = useId()
  return (
    <Card aria-labelledby={titleId} data-testid="today-card">
      <h2 id={titleId} className={TODAY_TITLE}>
        {name ? `Today for ${name}` : 'Today for you'}
      </h2>
      <p className={TODAY_HEADLINE} data-testid="day-headline">
        {day.headline}
      </p>
      <SteadyText
        block
        text={day.hourLine}
        options={HOUR_ROOM_LINES}
        className={HOUR_SLOT}
        lineClassName={HOUR_LINE}
        shownClassName={HOUR_LINE_SHOWN}
        testId="hour-line"
      />
      <div className={TODAY_LISTS}>
        <div>
          <h3 className={TODAY_LIST_TITLE}>Lean into</h3>
          <ul className={TODAY_LIST} data-testid="lean-into">
            {day.leanInto.map((line) => (
              <li key={line} className={TODAY_ITEM}>
                <span aria-hidden="true" className={TODAY_LEAN_MARK}>
                  +
                </span>
                <span>{line}</span>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className={TODAY_LIST_TITLE}>Go easy on</h3>
          <ul className={TODAY_LIST} data-testid="go-easy-on">
            {day.goEasyOn.map((line) => (
              <li key={line} className={TODAY_ITEM}>
                <span aria-hidden="true" className={TODAY_EASY_MARK}>
                  −
                </span>
                <span>{line}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className={TODAY_FOOTER}>
        Today's focus: <span className={TODAY_VALUE}>{day.focus}</span> · Energy:{' '}
        <span className={TODAY_VALUE} data-testid="day-energy">
          {day.energyLabel}
        </span>
        {day.moon ? (
          <>
            {' '}
            · Moon: <span className={TODAY_VALUE}>{day.moon}</span>
          </>
        ) : null}
      </p>
    </Card>
  )
}
