// The month view (docs/rules/trajectory.md; Daylio's year in pixels): a calendar of the visitor's
// days, each coloured by what they said that day (its check-in's tier, else its latest mood note's),
// and, on a tap, what the day said to them (its headline, energy and Moon) and everything they said
// of it, check-ins and notes, in time order.

import { calendarCells, weekRow } from '@domain/calendar.ts'
import { formatClockTime } from '@domain/dates.ts'
import { feltWord } from '@domain/felt-word.ts'
import { firstDayOfWeek } from '@domain/locale.ts'
import { EMOTIONAL_TIER_NAMES } from '@domain/vocabulary.ts'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardDescription, CardTitle } from '@/components/ui/card.tsx'
import { LoadError } from '@/components/ui/load-error.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { TierName } from '@/components/ui/tier-name.tsx'
import { tierLabel, useTierText } from '@/components/ui/tier-text.ts'
import { TIER_COLORS } from '@/components/ui/tiers.ts'
import { type MonthDay, useMonth } from '@/features/journey/api/month.ts'
import { useMonthText } from '@/features/journey/month-text.ts'
import { formatLongDate, formatMonth, weekdayNarrow, weekdayShort } from '@/lib/format.ts'
import { browserLanguages, useSpokenLocale } from '@/lib/i18n.ts'
import { todayLocal } from '@/lib/local-time.ts'
import { FetchError } from '@/lib/queries/journey.ts'
import { richText } from '@/lib/rich-text.tsx'

/** 'YYYY-MM' a number of months from another. */
function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number]
  const index = y * 12 + (m - 1) + by
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
}

type MonthText = ReturnType<typeof useMonthText>
type TierText = ReturnType<typeof useTierText>

function dayLabel(t: MonthText, tiers: TierText, date: string, day: MonthDay | undefined): string {
  const when = formatLongDate(date)
  if (!day) return t('month.day.none', { date: when })
  const tier = day.tier === null ? null : tierLabel(tiers, day.tier)
  if (!tier) return t('month.day.visited', { date: when })
  return t(day.checkInTier !== null ? 'month.day.checkedIn' : 'month.day.noted', { date: when, tier })
}

export function MonthView() {
  const t = useMonthText()
  const tiers = useTierText()
  const week = weekRow(firstDayOfWeek(useSpokenLocale(), browserLanguages()))
  const titleId = useId()
  const today = todayLocal()
  const [month, setMonth] = useState(today.slice(0, 7))
  const [chosen, setChosen] = useState<string | null>(null)
  const query = useMonth(month)
  const byDate = new Map((query.data?.days ?? []).map((d) => [d.date, d]))
  const shown = chosen ? byDate.get(chosen) : undefined
  const go = (by: number) => {
    setMonth((m) => shiftMonth(m, by))
    setChosen(null)
  }
  return (
    <Card aria-labelledby={titleId} className="min-w-0" data-testid="month-view">
      <div className="@container flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <CardTitle id={titleId}>{t('month.title')}</CardTitle>
          <CardDescription>{t('month.description')}</CardDescription>
        </div>
        {/* At large text the month's name takes a line of its own above its two arrows. */}
        <div className="flex min-w-0 flex-wrap items-center gap-1 @max-[16rem]:w-full @max-[16rem]:justify-between">
          <Button
            variant="ghost"
            size="sm"
            className="min-h-11 min-w-11"
            aria-label={t('month.previous')}
            onClick={() => go(-1)}
          >
            ‹
          </Button>
          <p
            className="text-center font-medium text-ink [overflow-wrap:normal] @max-[16rem]:order-first @max-[16rem]:basis-full"
            aria-live="polite"
            data-testid="month-name"
          >
            {formatMonth(month)}
          </p>
          <Button
            variant="ghost"
            size="sm"
            className="min-h-11 min-w-11"
            aria-label={t('month.next')}
            disabled={month >= today.slice(0, 7)}
            onClick={() => go(1)}
          >
            ›
          </Button>
        </div>
      </div>
      {query.isPending ? (
        <div className="flex h-64 items-center justify-center">
          <Spinner label={t('month.loading')} />
        </div>
      ) : query.isError ? (
        <div className="mt-4">
          <LoadError
            title={t('month.error.title')}
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          >
            {(query.error instanceof FetchError ? query.error.detail : null) ?? t('month.error.body')}
          </LoadError>
        </div>
      ) : (
        <>
          {/* A calendar measured in rem: at large text the weekdays shorten to a letter and the days
              take a smaller size so a date still fits its square on a phone. */}
          <div className="@container">
            <div
              className="mt-4 grid grid-cols-7 gap-1 text-center text-xs text-muted @max-[12rem]:gap-0.5"
              aria-hidden="true"
            >
              {week.map((d) => (
                <span key={d}>
                  <span className="@max-[12rem]:hidden">{weekdayShort(d)}</span>
                  <span className="hidden @max-[12rem]:inline">{weekdayNarrow(d)}</span>
                </span>
              ))}
            </div>
            <ol
              className="mt-1 grid grid-cols-7 gap-1 @max-[12rem]:gap-[3px]"
              aria-label={t('month.days', { month: formatMonth(month) })}
            >
              {calendarCells(month, week[0] ?? 1).map((date, i) => {
                if (!date)
                  // biome-ignore lint/suspicious/noArrayIndexKey: the empty cells before and after the month have no date.
                  return <li key={`blank-${i}`} aria-hidden="true" />
                const day = byDate.get(date)
                const tier = day?.tier ?? null
                const colour =
                  tier === null ? (day ? 'bg-surface-2 border-moon/60' : 'border-line') : TIER_COLORS[tier]
                return (
                  <li key={date}>
                    <button
                      type="button"
                      className={`grid aspect-square w-full place-items-center rounded-lg border text-sm tabular-nums @max-[12rem]:rounded-md @max-[12rem]:text-xs ${colour} ${date === today ? 'ring-2 ring-moon' : ''} ${chosen === date ? 'outline outline-2 outline-ink' : ''} ${day ? 'font-semibold text-ink' : 'text-muted'}`}
                      aria-label={dayLabel(t, tiers, date, day)}
                      aria-pressed={chosen === date}
                      disabled={!day}
                      onClick={() => setChosen(chosen === date ? null : date)}
                      data-testid={`month-day-${date}`}
                    >
                      {Number(date.slice(8))}
                    </button>
                  </li>
                )
              })}
            </ol>
          </div>
          <ul
            className="mt-3 flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted"
            aria-label={t('month.colors')}
          >
            {EMOTIONAL_TIER_NAMES.map((name, i) => (
              <li key={name} className="flex items-center gap-1.5">
                <span aria-hidden="true" className={`inline-block size-3 rounded ${TIER_COLORS[i]}`} />
                <TierName label={tierLabel(tiers, i)} />
              </li>
            ))}
            <li className="flex items-center gap-1.5">
              <span
                aria-hidden="true"
                className="inline-block size-3 rounded border border-moon/60 bg-surface-2"
              />
              {t('month.visitedOnly')}
            </li>
          </ul>
          <div aria-live="polite">
            {shown ? <DayDetail day={shown} /> : null}
            {query.data.days.length === 0 ? (
              <p className="mt-3 text-sm text-muted">{t('month.empty')}</p>
            ) : null}
          </div>
        </>
      )}
    </Card>
  )
}

function DayDetail({ day }: { day: MonthDay }) {
  const t = useMonthText()
  const value = (words: string) => <span className="text-ink">{words}</span>
  const word = (words: string) => <span className="font-semibold">{words}</span>
  return (
    <div className="mt-4 rounded-xl border border-line bg-surface-2 p-3" data-testid="month-day-detail">
      <h3 className="text-sm font-semibold text-moon">{formatLongDate(day.date)}</h3>
      <p className="mt-1 font-medium text-ink">{day.headline}</p>
      <p className="mt-1 text-sm text-muted">
        {richText(t('month.detail.energyMoon', { energy: day.energyLabel, moon: day.moon }), { value })}
      </p>
      {day.feelings.length > 0 ? (
        <ul className="mt-2 space-y-1 text-sm">
          {day.feelings.map((f) => (
            <li key={f.at} className="text-ink">
              <time dateTime={f.at} className="whitespace-nowrap tabular-nums text-muted">
                {formatClockTime(new Date(f.at))}
              </time>{' '}
              {richText(
                t(f.source === 'check-in' ? 'month.detail.checkedIn' : 'month.detail.felt', {
                  word: feltWord(f.descriptor),
                }),
                { word },
              )}
              {f.words ? (
                <span className="wrap-break-word"> · {t('month.detail.words', { words: f.words })}</span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-muted">{t('month.detail.nothing')}</p>
      )}
    </div>
  )
}
