// The scalar history against the baseline (recharts). Loaded only when the journey panel
// renders a history; the panel gives the chart its text alternative. Drawn without animation:
// the numbers matter more than the motion, and nothing moves for visitors who prefer it still.
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { clock, day, fixed, when } from '@/lib/format.ts'

export interface ChartPoint {
  scalar: number
  baseline: number | null
  date: string
}

// The theme's colours (styles.css), read through their CSS variables so that light and dark both
// apply (browsers resolve var() in SVG presentation attributes).
const MOON = 'var(--color-moon)'
const VIOLET = 'var(--color-violet)'
const LINE = 'var(--color-line)'
const MUTED = 'var(--color-muted)'
const SURFACE_2 = 'var(--color-surface-2)'

const DAY_MS = 86_400_000
const STEPS = [0.01, 0.02, 0.05, 0.1, 0.2, 0.25, 0.5, 1]

/** A y-axis of round ticks (at most 6) that holds every value with a little room. */
function yTicks(values: readonly number[]): number[] {
  const min = Math.min(...values)
  const max = Math.max(...values)
  const step = STEPS.find((s) => Math.ceil((max + s / 2) / s) - Math.floor((min - s / 2) / s) <= 5) ?? 1
  const lo = Math.floor((min - step / 2) / step)
  const hi = Math.ceil((max + step / 2) / step)
  return Array.from({ length: hi - lo + 1 }, (_, i) => Math.round((lo + i) * step * 1000) / 1000)
}

export default function JourneyChart({ points }: { points: readonly ChartPoint[] }) {
  const data = points.map((p, i) => ({ n: i + 1, scalar: p.scalar, baseline: p.baseline, date: p.date }))
  const hasBaseline = data.some((p) => p.baseline !== null)
  // Within a day or two, ticks tell the time; over longer spans, the day.
  const span = Date.parse(data.at(-1)?.date ?? '') - Date.parse(data[0]?.date ?? '')
  const tick = span < 2 * DAY_MS ? clock : day
  const ticks = yTicks(data.flatMap((p) => (p.baseline === null ? [p.scalar] : [p.scalar, p.baseline])))
  return (
    <div className="h-56 w-full min-w-0 sm:h-64" aria-hidden="true">
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke={LINE} strokeDasharray="3 3" />
          <XAxis
            dataKey="n"
            tickFormatter={(n: number) => tick(data[n - 1]?.date ?? '')}
            tick={{ fill: MUTED, fontSize: 12 }}
            stroke={LINE}
            minTickGap={28}
          />
          <YAxis
            domain={[ticks[0] ?? 'auto', ticks.at(-1) ?? 'auto']}
            ticks={ticks}
            tickFormatter={(v: number) => fixed(v, 2)}
            tick={{ fill: MUTED, fontSize: 12 }}
            stroke={LINE}
            width={52}
          />
          <Tooltip
            contentStyle={{
              background: SURFACE_2,
              border: `1px solid ${LINE}`,
              borderRadius: 12,
              color: '#eef1fb',
            }}
            labelFormatter={(n) => when(data[Number(n) - 1]?.date ?? '')}
            formatter={(value, name) => [typeof value === 'number' ? fixed(value, 2) : String(value), name]}
          />
          {hasBaseline ? (
            <Line
              type="stepAfter"
              dataKey="baseline"
              name="Baseline ξ"
              stroke={VIOLET}
              strokeDasharray="6 4"
              strokeWidth={1.5}
              dot={false}
              connectNulls
              isAnimationActive={false}
            />
          ) : null}
          <Line
            type="monotone"
            dataKey="scalar"
            name="Scalar ξ"
            stroke={MOON}
            strokeWidth={2}
            dot={{ r: 3, fill: MOON }}
            activeDot={{ r: 5 }}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </div>
  )
}
