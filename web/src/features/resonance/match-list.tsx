// The matches of a resonance search; choosing one selects it for the Active Protocol tab.

import { useResonanceText } from '@/features/resonance/resonance-text.ts'
import type { ProtocolCodon } from '@/features/resonance/types.ts'
import { hz } from '@/lib/format.ts'

export function MatchList({
  matches,
  selected,
  onSelect,
}: {
  matches: readonly ProtocolCodon[]
  selected: string | null
  onSelect: (c: ProtocolCodon) => void
}) {
  const t = useResonanceText()
  return (
    <ul className="mt-5 space-y-2" aria-label={t('resonance.matches')}>
      {matches.map((m) => {
        const active = m.codon === selected
        return (
          <li key={m.codon}>
            <button
              type="button"
              aria-pressed={active}
              onClick={() => onSelect(m)}
              className={`flex w-full flex-wrap items-center gap-x-4 gap-y-1 rounded-xl border px-4 py-3 text-left transition-colors ${active ? 'border-moon bg-moon/10' : 'border-line bg-surface-2 hover:border-moon'}`}
            >
              <span className="font-mono text-lg font-semibold tracking-widest text-moon">{m.codon}</span>
              {/* The name keeps room for its words (a German name is long): the match's figures wrap
                  under it before its words break. */}
              <span className="min-w-[min(100%,9rem)] flex-1">
                <span className="block font-medium text-ink">{m.name}</span>
                <span className="block text-sm text-muted">{m.theme}</span>
              </span>
              <span className="ml-auto max-w-[11rem] text-right text-sm tabular-nums text-muted">
                <span className="block text-ink">{hz(m.frequency)}</span>
                {m.matchType ? (
                  <span className="block text-xs">{t(`resonance.match.${m.matchType}`)}</span>
                ) : null}
              </span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}
