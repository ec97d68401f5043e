// The dashboard's charts (recharts). This module is its own chunk, loaded only once the dashboard
// is unlocked. The charts are pictures of the tables that follow them: screen readers get the
// tables, the charts get one label each (see dashboard.tsx).
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts'
import { useAdminText } from '@/features/admin/admin-text.ts'
import { type AdminChartProps, chartHeight, wrapName } from '@/features/admin/chart-size.ts'
import { formatShortDay } from '@/lib/format.ts'

// The theme's colours (styles.css), through their CSS variables so that light and dark both apply
// (browsers resolve var() in SVG presentation attributes and in style properties).
const COLOR = {
  moon: 'var(--color-moon)',
  teal: 'var(--color-teal)',
  muted: 'var(--color-muted)',
  line: 'var(--color-line)',
  surface: 'var(--color-surface-2)',
  ink: 'var(--color-ink)',
}
const TOOLTIP = {
  contentStyle: {
    background: COLOR.surface,
    border: `1px solid ${COLOR.line}`,
    borderRadius: 12,
    color: COLOR.ink,
  },
  labelStyle: { color: COLOR.ink, fontWeight: 600 },
  itemStyle: { color: COLOR.ink },
  cursor: { fill: 'rgba(244, 201, 107, 0.08)' },
}
const TICK = { fill: COLOR.muted, fontSize: 12 }

/** An archetype's name on the distribution chart's axis, in up to two lines so it is never cut. */
function NameTick({
  x,
  y,
  payload,
}: {
  x?: number | string
  y?: number | string
  payload?: { value?: unknown }
}) {
  const lines = wrapName(String(payload?.value ?? ''), 17)
  return (
    <text x={x} y={y} dx={-4} textAnchor="end" fill={TICK.fill} fontSize={TICK.fontSize}>
      {lines.map((line, i) => (
        <tspan key={line} x={x} dx={-4} dy={i === 0 ? `${0.35 - (lines.length - 1) * 0.55}em` : '1.1em'}>
          {line}
        </tspan>
      ))}
    </text>
  )
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches

export default function AdminChart(props: AdminChartProps) {
  const animate = !prefersReducedMotion()
  const t = useAdminText()
  const height = chartHeight(props)
  if (props.kind === 'distribution') {
    return (
      <ResponsiveContainer width="100%" height={height}>
        <BarChart
          data={props.rows}
          layout="vertical"
          margin={{ top: 4, right: 16, bottom: 4, left: 4 }}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke={COLOR.line} horizontal={false} />
          <XAxis type="number" allowDecimals={false} tick={TICK} stroke={COLOR.line} />
          <YAxis
            type="category"
            dataKey="archetypeName"
            width={120}
            tick={NameTick}
            stroke={COLOR.line}
            interval={0}
          />
          <Tooltip {...TOOLTIP} />
          <Bar
            dataKey="userCount"
            name={t('admin.col.users')}
            fill={COLOR.moon}
            radius={[0, 6, 6, 0]}
            maxBarSize={22}
            isAnimationActive={animate}
          />
        </BarChart>
      </ResponsiveContainer>
    )
  }
  const data = props.rows.map((r) => ({ ...r, day: formatShortDay(r.date) }))
  return (
    <ResponsiveContainer width="100%" height={height}>
      <ComposedChart
        data={data}
        margin={{ top: 8, right: 8, bottom: 4, left: -16 }}
        accessibilityLayer={false}
      >
        <CartesianGrid stroke={COLOR.line} vertical={false} />
        <XAxis dataKey="day" tick={TICK} stroke={COLOR.line} minTickGap={12} />
        <YAxis allowDecimals={false} tick={TICK} stroke={COLOR.line} />
        <Tooltip {...TOOLTIP} />
        <Legend wrapperStyle={{ color: COLOR.ink, fontSize: 13 }} />
        <Bar
          dataKey="totalActivities"
          name={t('admin.col.activities')}
          fill={COLOR.moon}
          radius={[6, 6, 0, 0]}
          maxBarSize={28}
          isAnimationActive={animate}
        />
        <Line
          dataKey="activeUsers"
          name={t('admin.col.active')}
          stroke={COLOR.teal}
          strokeWidth={2}
          dot={{ r: 3, fill: COLOR.teal }}
          isAnimationActive={animate}
        />
      </ComposedChart>
    </ResponsiveContainer>
  )
}
