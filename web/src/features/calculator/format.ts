// Number and date formats of the calculator's result.

/** Three decimals with a real minus sign and an explicit plus: '+0.123', '−0.050', '0.000'. */
export function signed3(n: number): string {
  const abs = Math.abs(n).toFixed(3)
  if (abs === '0.000') return '0.000'
  return `${n > 0 ? '+' : '−'}${abs}`
}

export const fixed3 = (n: number): string => n.toFixed(3)

/** 'Mar 21, 2025' for '2025-03-21', read as a calendar day (no time zone shift). */
export function formatDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number)
  if (!y || !m || !d) return date
  return new Date(Date.UTC(y, m - 1, d)).toLocaleDateString(undefined, {
    dateStyle: 'medium',
    timeZone: 'UTC',
  })
}

/** '2:30 PM' (or '14:30', by the visitor's locale) for '14:30'. */
export function formatClock(time: string): string {
  const [h, m] = time.split(':').map(Number)
  if (h === undefined || m === undefined || Number.isNaN(h) || Number.isNaN(m)) return time
  return new Date(Date.UTC(2000, 0, 1, h, m)).toLocaleTimeString(undefined, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  })
}

export const capitalize = (s: string): string => (s ? s[0]?.toUpperCase() + s.slice(1) : s)
