// Number and date formatting for the admin dashboard. Days in the analytics are UTC days, so
// they are formatted in UTC; the generation time is shown in the viewer's own clock.

export const EMPTY = '—'

const formatters = new Map<number, Intl.NumberFormat>()

/** A number with a fixed count of decimals, or '—' when there is none. */
export function formatNumber(value: number | null | undefined, decimals = 0): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return EMPTY
  let f = formatters.get(decimals)
  if (!f) {
    f = new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })
    formatters.set(decimals, f)
  }
  return f.format(value)
}

const longDay = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
})
const shortDay = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' })
const weekDay = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'short',
  month: 'short',
  day: 'numeric',
})
const clock = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit' })

function utcDay(date: string): Date | null {
  const d = new Date(`${date}T00:00:00Z`)
  return Number.isNaN(d.getTime()) ? null : d
}

/** 'June 3, 2026' for a UTC day 'YYYY-MM-DD'. */
export function formatLongDay(date: string | null): string {
  const d = date ? utcDay(date) : null
  return d ? longDay.format(d) : EMPTY
}

/** 'Jun 3' for a UTC day (chart axes). */
export function formatShortDay(date: string): string {
  const d = utcDay(date)
  return d ? shortDay.format(d) : date
}

/** 'Wed, Jun 3' for a UTC day (table rows). */
export function formatWeekDay(date: string): string {
  const d = utcDay(date)
  return d ? weekDay.format(d) : date
}

/** The time of an ISO instant on the viewer's clock, e.g. '2:05:09 PM'. */
export function formatClock(iso: string): string {
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? EMPTY : clock.format(d)
}
