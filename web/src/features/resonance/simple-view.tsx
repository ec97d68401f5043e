// The reduced resonance screen of simple mode (docs/rules/tuner.md): one archetype picker, a Find
// button and the result with its play button, then the tuner.
import { useId } from 'react'
import { Card } from '@/components/ui/card.tsx'
import { Notice, PageHeader } from '@/components/ui/notice.tsx'
import type { ResonanceSearch } from '@/features/resonance/api/resonance-search.ts'
import { ArchetypePicker } from '@/features/resonance/archetype-picker.tsx'
import { AudioSafety } from '@/features/resonance/audio-safety.tsx'
import { PlayButton } from '@/features/resonance/play-button.tsx'
import { useResonanceText } from '@/features/resonance/resonance-text.ts'
import { FrequencyTuner } from '@/features/resonance/tuner/frequency-tuner.tsx'
import type { useCodonPlay } from '@/features/resonance/use-codon-play.ts'
import { hz } from '@/lib/format.ts'
import { richText } from '@/lib/rich-text.tsx'

export function SimpleView({
  search,
  player,
}: {
  search: ResonanceSearch
  player: ReturnType<typeof useCodonPlay>
}) {
  const t = useResonanceText()
  const resultId = useId()
  const result = search.selected
  return (
    <div className="mx-auto max-w-2xl space-y-6 pb-8">
      {/* The page's header, as every page's: the same for every visitor in Simple mode, it is
          painted before the app (docs/decisions/062). */}
      <PageHeader title={t('resonance.simple.title')} description={t('resonance.simple.body')} />
      <Card>
        <ArchetypePicker search={search} findLabel={t('resonance.simple.find')} />
        {search.noMatch ? (
          <div className="mt-5">
            <Notice tone="warning" title={t('resonance.noMatch')}>
              {search.noMatch}
            </Notice>
          </div>
        ) : null}
        {result ? (
          <section
            aria-labelledby={resultId}
            className="mt-6 rounded-2xl border border-moon/40 bg-moon/5 p-4"
            data-testid="resonance-result"
          >
            <p className="text-xs font-semibold uppercase tracking-wide text-muted">
              {t('resonance.simple.result')}
            </p>
            <p className="font-mono text-xl font-semibold tracking-[0.3em] text-moon">{result.codon}</p>
            <h2 id={resultId} className="mt-1 text-xl font-semibold text-ink">
              {result.name}
            </h2>
            <p className="text-muted">{result.theme}</p>
            <p className="mt-3 text-sm tabular-nums text-muted">
              {richText(t('resonance.hexagramHz', { number: result.hexagram, hz: hz(result.frequency) }), {
                value: (words) => <span className="whitespace-nowrap">{words}</span>,
              })}
            </p>
            <blockquote className="mt-3 border-l-4 border-moon/60 pl-4 italic leading-relaxed text-ink">
              {result.affirmation}
            </blockquote>
            <div className="mt-4">
              <PlayButton
                codon={result.codon}
                frequency={result.frequency}
                playing={player.playing}
                onPlay={player.play}
              />
            </div>
          </section>
        ) : null}
      </Card>
      <FrequencyTuner target={result?.frequency ?? null} />
      <AudioSafety />
    </div>
  )
}
