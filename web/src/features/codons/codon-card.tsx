// One codon of the library (docs/rules/codons.md): codon, hexagram number and name, amino acid, scalar,
// theme, affirmation, frequency, at most 3 tags + '+N', entropy regime, and a 3-second play button.
import { memo, useId } from 'react'
import { Badge, type BadgeTone } from '@/components/ui/badge.tsx'
import { buttonClass } from '@/components/ui/button.tsx'
import { TagChips } from '@/components/ui/tag-chips.tsx'
import { useCodonsText } from '@/features/codons/codons-text.ts'
import { fixed, hz } from '@/lib/format.ts'
import type { ApiCodon } from '@/lib/queries/codons.ts'
import { useSayTag } from '@/lib/tag-words.ts'

const REGIMES = ['Standard', 'Observer-Activated', 'Curvature-Enhanced', 'High-Spin'] as const
type Regime = (typeof REGIMES)[number]
const isRegime = (r: string): r is Regime => (REGIMES as readonly string[]).includes(r)

const REGIME_TONE: Record<Regime, BadgeTone> = {
  Standard: 'neutral',
  'Observer-Activated': 'purple',
  'Curvature-Enhanced': 'blue',
  'High-Spin': 'orange',
}

export const CodonCard = memo(function CodonCard({
  codon,
  playing,
  onPlay,
}: {
  codon: ApiCodon
  playing: boolean
  onPlay: (codon: ApiCodon) => void
}) {
  const t = useCodonsText()
  const sayTag = useSayTag()
  const titleId = useId()
  const regime = codon.entropyRegime
  return (
    <li
      className="flex min-w-0 flex-col rounded-2xl border border-line bg-surface/90 p-4 narrow:p-2"
      data-testid="codon-card"
    >
      <article aria-labelledby={titleId} className="flex h-full flex-col">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <p className="font-mono text-2xl font-semibold tracking-widest text-moon" aria-hidden="true">
            {codon.codon}
          </p>
          {/* May wrap: a regime's name in German or Spanish is wider than a narrow phone's card. */}
          <Badge tone={isRegime(regime) ? REGIME_TONE[regime] : 'neutral'} wrap>
            <span className="sr-only">{t('codons.regime.label')} </span>
            {isRegime(regime) ? t(`codons.regime.${regime}`) : regime}
          </Badge>
        </div>
        <h3 id={titleId} className="mt-1 font-semibold text-ink">
          <span className="sr-only">{codon.codon}, </span>
          <span className="tabular-nums">{t('codons.hexagram', { number: codon.hexagram })}</span> ·{' '}
          {codon.name}
        </h3>
        <dl className="mt-3 grid grid-cols-[repeat(auto-fit,minmax(min(100%,5.5rem),1fr))] gap-1.5 text-center">
          <Fact label={t('codons.fact.aminoAcid')} value={codon.aminoAcid} />
          <Fact label={t('codons.fact.scalar')} value={fixed(codon.scalar, 3)} />
          <Fact label={t('codons.fact.frequency')} value={hz(codon.frequency)} />
        </dl>
        <p className="mt-3 text-sm font-medium text-ink">{codon.theme}</p>
        <p className="mt-1 text-sm italic text-muted">
          {t('codons.affirmation', { affirmation: codon.affirmation })}
        </p>
        <div className="mt-3">
          <TagChips
            tags={codon.tags}
            label={t('codons.tags')}
            more={(count) => t('codons.tags.more', { count })}
            say={sayTag}
          />
        </div>
        <div className="mt-auto pt-4">
          <button
            type="button"
            aria-disabled={playing}
            onClick={() => {
              if (!playing) onPlay(codon)
            }}
            className={buttonClass(
              playing ? 'primary' : 'secondary',
              'md',
              'w-full aria-disabled:cursor-default',
            )}
          >
            {playing ? (
              <>
                <span
                  aria-hidden="true"
                  className="inline-block size-2 animate-pulse rounded-full bg-moon-ink"
                />
                {t('codons.playing')}
              </>
            ) : (
              <>
                <span aria-hidden="true">▶</span> {t('codons.play', { frequency: hz(codon.frequency) })}
              </>
            )}
            <span className="sr-only"> {codon.codon}</span>
          </button>
        </div>
      </article>
    </li>
  )
})

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0 rounded-xl bg-surface-2 px-1 py-2">
      <dt className="text-[11px] text-muted">{label}</dt>
      <dd className="mt-0.5 text-sm font-medium tabular-nums text-ink">{value}</dd>
    </div>
  )
}
