// Active Protocol (docs/rules/tuner.md): the selected codon's details, its 3-second tone, and a pointer
// to the tuner, which is set to its frequency.
import { useId } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { CodonTags } from '@/features/resonance/codon-tags.tsx'
import { PlayButton } from '@/features/resonance/play-button.tsx'
import { useResonanceText } from '@/features/resonance/resonance-text.ts'
import type { ProtocolCodon } from '@/features/resonance/types.ts'
import { fixed, hz } from '@/lib/format.ts'

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="rounded-xl border border-line bg-surface-2 px-3 py-2">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="mt-0.5 font-medium tabular-nums text-ink">{children}</dd>
    </div>
  )
}

export function ProtocolDetails({
  codon,
  playing,
  onPlay,
  onOpenTuner,
}: {
  codon: ProtocolCodon
  playing: string | null
  onPlay: (codon: string, frequency: number) => void
  onOpenTuner?: () => void
}) {
  const t = useResonanceText()
  const titleId = useId()
  return (
    <article aria-labelledby={titleId} data-testid="active-protocol">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-mono text-2xl font-semibold tracking-[0.3em] text-moon">{codon.codon}</p>
          <h2 id={titleId} className="mt-1 text-xl font-semibold text-ink">
            {codon.name}
          </h2>
          <p className="text-muted">{codon.theme}</p>
        </div>
        {codon.matchType ? (
          <span className="text-xs text-muted">{t(`resonance.match.${codon.matchType}`)}</span>
        ) : null}
      </div>

      <dl className="mt-4 figures gap-2">
        <Fact label={t('resonance.fact.hexagram')}>{codon.hexagram}</Fact>
        <Fact label={t('resonance.fact.scalar')}>{fixed(codon.scalar)}</Fact>
        <Fact label={t('resonance.fact.frequency')}>{hz(codon.frequency)}</Fact>
        {codon.aminoAcid ? <Fact label={t('resonance.fact.aminoAcid')}>{codon.aminoAcid}</Fact> : null}
      </dl>

      <div className="mt-4">
        <CodonTags tags={codon.tags} />
      </div>

      <blockquote className="mt-5 border-l-4 border-moon/60 pl-4 text-lg italic leading-relaxed text-ink">
        {codon.affirmation}
      </blockquote>

      <h3 className="mt-5 font-semibold text-ink">{t('resonance.rituals')}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm leading-relaxed text-muted marker:text-moon">
        {codon.rituals.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>

      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:items-center">
        <PlayButton codon={codon.codon} frequency={codon.frequency} playing={playing} onPlay={onPlay} />
        {onOpenTuner ? (
          <Button variant="secondary" onClick={onOpenTuner}>
            {t('resonance.tune', { hz: hz(codon.frequency) })}
          </Button>
        ) : null}
      </div>
    </article>
  )
}
