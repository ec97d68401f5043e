// A table that scrolls sideways inside its own labelled, keyboard-focusable region, so that the
// page itself never does on a phone.

import { stabilityColor } from '@domain/luna-engine.ts'
import type { ReactNode } from 'react'
import { Badge } from '@/components/ui/badge.tsx'
import { useAdminText } from '@/features/admin/admin-text.ts'
import { formatNumber } from '@/lib/format.ts'

export interface Column<T> {
  header: string
  /** Right-aligned, tabular figures. */
  numeric?: boolean
  cell: (row: T) => ReactNode
}

export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
  minWidth = 'min-w-[30rem]',
}: {
  label: string
  columns: readonly Column<T>[]
  rows: readonly T[]
  rowKey: (row: T) => string
  minWidth?: string
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard to scroll it.
      tabIndex={0}
      className="relative mt-4 overflow-x-auto rounded-xl border border-line"
    >
      <table className={`w-full border-collapse text-sm ${minWidth}`}>
        <caption className="sr-only">{label}</caption>
        <thead className="bg-surface-2 text-muted">
          <tr>
            {columns.map((c) => (
              <th
                key={c.header}
                scope="col"
                className={`whitespace-nowrap px-3 py-2 font-medium ${c.numeric ? 'text-right' : 'text-left'}`}
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-t border-line">
              {columns.map((c, i) =>
                i === 0 ? (
                  <th key={c.header} scope="row" className="px-3 py-2 text-left font-medium text-ink">
                    {c.cell(row)}
                  </th>
                ) : (
                  <td
                    key={c.header}
                    className={`px-3 py-2 text-ink ${c.numeric ? 'whitespace-nowrap text-right tabular-nums' : ''}`}
                  >
                    {c.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

/** A stability figure in the spec's colour bands (75+ green, 50+ yellow, 25+ orange, else red). */
export function StabilityBadge({ value }: { value: number | null }) {
  const t = useAdminText()
  if (value === null) return <span className="tabular-nums text-muted">—</span>
  const band = stabilityColor(value)
  return (
    <Badge tone={band} className="tabular-nums">
      <span data-band={band}>{formatNumber(value, 1)}</span>
      <span className="sr-only"> ({t(`admin.band.${band}`)})</span>
    </Badge>
  )
}
