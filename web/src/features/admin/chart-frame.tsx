// A chart slot: reserves the chart's height, loads recharts on first use (its own chunk), and
// falls back to a short note when the chunk cannot load (the table below holds the figures).
import { Component, lazy, type ReactNode, Suspense } from 'react'
import { type AdminChartProps, chartHeight } from '@/features/admin/chart-size.ts'

const AdminChart = lazy(() => import('@/features/admin/charts.tsx'))

class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    if (this.state.failed) {
      return (
        <p className="py-8 text-center text-sm text-muted">
          The chart could not load. The table below has the same figures.
        </p>
      )
    }
    return this.props.children
  }
}

export function ChartFrame({ label, chart }: { label: string; chart: AdminChartProps }) {
  const height = chartHeight(chart)
  return (
    <div
      role="img"
      aria-label={label}
      className="mt-4 w-full"
      style={{ minHeight: height }}
      data-chart={chart.kind}
    >
      <ChartBoundary>
        <Suspense
          fallback={<div className="w-full animate-pulse rounded-xl bg-surface-2/60" style={{ height }} />}
        >
          <AdminChart {...chart} />
        </Suspense>
      </ChartBoundary>
    </div>
  )
}
