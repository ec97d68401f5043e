// Suggested codons (docs/rules/compass.md): the three codons whose scalar sits nearest today's reading.
import { useId } from 'react'
import { Card } from '@/components/ui/card.tsx'
import { useReadingText } from '@/features/compass/reading-text.ts'
import type { CompassReading } from '@/features/compass/use-compass.ts'
import { formatHz } from '@/lib/format.ts'

export function CodonsCard({ codons }: { codons: CompassReading['suggestedCodons'] }) {
  const titleId = useId()
  const t = useReadingText()
  return (
    <Card aria-labelledby={titleId} data-testid="codons-card">
      <h2 id={titleId} className="text-lg font-semibold text-ink">
        {t('codons.suggested.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('codons.suggested.body')}</p>
      <ul className="mt-3 space-y-3">
        {codons.map((c) => (
          <li key={c.codon} className="rounded-xl border border-line bg-surface-2 p-3">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <h3 className="font-semibold text-ink">
                <span className="font-mono tracking-wider text-moon">{c.codon}</span> · {c.name}
              </h3>
              <span className="text-xs tabular-nums text-muted">
                {t('codons.suggested.hexagram', { hexagram: c.hexagram, frequency: formatHz(c.frequency) })}
              </span>
            </div>
            <p className="mt-1 text-sm text-muted">{c.theme}</p>
            <p className="mt-2 text-sm italic text-ink">“{c.affirmation}”</p>
          </li>
        ))}
      </ul>
    </Card>
  )
}
