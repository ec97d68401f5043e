// What a chart needs before recharts loads: its props and its height (so the page does not jump).
import type { Analytics } from '@/features/admin/api/admin.ts'

export type AdminChartProps =
  | { kind: 'distribution'; rows: Analytics['archetypeDistribution'] }
  | { kind: 'activity'; rows: Analytics['recentActivity'] }

export function chartHeight(props: AdminChartProps): number {
  return props.kind === 'distribution' ? Math.max(160, props.rows.length * 30 + 50) : 260
}
