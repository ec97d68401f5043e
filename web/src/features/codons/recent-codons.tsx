// The codons played on this device, newest first (the spec's "codon history", lib/codon-history.ts):
// each a button that finds it in the library.
import { useAtomValue } from 'jotai'
import { useId } from 'react'
import { useCodonsText } from '@/features/codons/codons-text.ts'
import { codonHistoryAtom } from '@/lib/codon-history.ts'

export function RecentCodons({ onFind }: { onFind: (codon: string) => void }) {
  const t = useCodonsText()
  const history = useAtomValue(codonHistoryAtom) ?? []
  const titleId = useId()
  if (history.length === 0) return null
  return (
    <section aria-labelledby={titleId} className="mt-4" data-testid="recent-codons">
      <h3 id={titleId} className="mb-1.5 text-sm font-medium text-ink">
        {t('codons.recent')}
      </h3>
      <ul className="flex flex-wrap gap-1.5">
        {history.map((e) => (
          <li key={e.codon}>
            <button
              type="button"
              onClick={() => onFind(e.codon)}
              aria-label={t('codons.recent.find', { codon: e.codon })}
              className="min-h-10 min-w-14 rounded-xl border border-line bg-surface-2 px-3 font-mono text-sm font-medium text-ink hover:border-moon"
            >
              {e.codon}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
