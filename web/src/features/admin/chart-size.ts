// What a chart needs before recharts loads: its props and its height (so the page does not jump).
import type { Analytics } from '@/features/admin/api/admin.ts'

export type AdminChartProps =
  | { kind: 'distribution'; rows: Analytics['archetypeDistribution'] }
  | { kind: 'activity'; rows: Analytics['recentActivity'] }

export function chartHeight(props: AdminChartProps): number {
  return props.kind === 'distribution' ? Math.max(160, props.rows.length * 30 + 50) : 260
}

/** Words into at most two lines of about `width` characters (a longer second line is kept whole). */
export function wrapName(name: string, width: number): string[] {
  if (name.length <= width) return [name]
  const words = name.split(' ')
  let first = words[0] ?? ''
  let i = 1
  while (i < words.length && `${first} ${words[i]}`.length <= width) first = `${first} ${words[i++]}`
  const rest = words.slice(i).join(' ')
  return rest ? [first, rest] : [first]
}
