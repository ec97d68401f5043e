// Browse Codons (docs/rules/tuner.md): the 64 codons from GET /api/codons, with loading, error and empty
// states. Choosing a codon selects it for the Active Protocol tab.

import { LoadError } from '@/components/ui/load-error.tsx'
import { EmptyState } from '@/components/ui/notice.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { useResonanceText } from '@/features/resonance/resonance-text.ts'
import type { ProtocolCodon } from '@/features/resonance/types.ts'
import { hz } from '@/lib/format.ts'
import { useCodons } from '@/lib/queries/codons.ts'
import { richText } from '@/lib/rich-text.tsx'

export function CodonGrid({
  selected,
  onSelect,
}: {
  selected: string | null
  onSelect: (codon: ProtocolCodon) => void
}) {
  const t = useResonanceText()
  const codons = useCodons()

  if (codons.isPending) {
    return (
      <div className="flex min-h-64 items-center justify-center rounded-2xl border border-dashed border-line">
        <Spinner label={t('resonance.grid.loading')} />
      </div>
    )
  }
  if (codons.isError) {
    return (
      <LoadError
        title={t('resonance.grid.failed')}
        onRetry={() => void codons.refetch()}
        retrying={codons.isFetching}
      >
        {t('resonance.grid.failedBody')}
      </LoadError>
    )
  }
  if (codons.data.length === 0) {
    return <EmptyState title={t('resonance.grid.empty')}>{t('resonance.grid.emptyBody')}</EmptyState>
  }
  return (
    <div>
      <p className="mb-3 text-sm text-muted">
        {richText(t('resonance.grid.count', { count: codons.data.length }), {
          value: (words) => <span className="tabular-nums">{words}</span>,
        })}
      </p>
      <ul
        className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-4"
        aria-label={t('resonance.grid.label')}
      >
        {codons.data.map((c) => {
          const active = c.codon === selected
          return (
            <li key={c.codon}>
              <button
                type="button"
                aria-pressed={active}
                onClick={() => onSelect(c)}
                className={`flex h-full min-h-24 w-full flex-col items-start gap-1 rounded-xl border p-3 text-left transition-colors ${active ? 'border-moon bg-moon/10' : 'border-line bg-surface-2 hover:border-moon'}`}
              >
                <span className="flex w-full items-baseline justify-between gap-2">
                  <span className="font-mono text-base font-semibold tracking-widest text-moon">
                    {c.codon}
                  </span>
                  <span className="text-xs tabular-nums text-muted">#{c.hexagram}</span>
                </span>
                <span className="text-sm font-medium leading-snug text-ink">{c.name}</span>
                <span className="text-xs tabular-nums text-muted">{hz(c.frequency)}</span>
              </button>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
