// Luna flags on the compass (docs/rules/luna.md): highDeltaUC, piStabilizing, nearKerr and their
// numbers, with the stability index and the enhanced insight. They are the flags of the day's
// reading (docs/rules/daily-reading.md): the same scalar, phase and Schumann frequency, and the
// same state, as Luna's card above, computed on the device by the domain's own functions; the
// state's enhanced insight is the reading catalogue's, English's the same as domain/content/luna-enhanced.ts.

import { computeLunaFlags, stabilityColor, stabilityIndex } from '@domain/luna-engine.ts'
import type { AlignmentStatus, AlignmentZone } from '@domain/vocabulary.ts'
import { useId, useMemo } from 'react'
import { Badge } from '@/components/ui/badge.tsx'
import { Card } from '@/components/ui/card.tsx'
import { useCompassText } from '@/features/compass/compass-text.ts'
import { useReadingText } from '@/features/compass/reading-text.ts'
import type { CompassReading } from '@/features/compass/use-compass.ts'
import { fixed } from '@/lib/format.ts'
import { richText } from '@/lib/rich-text.tsx'

/** What each technical number means, in one line (docs/rules/luna.md): the term and its message. */
const GLOSSARY = [
  ['ΔUC', 'flags.glossary.deltaUC'],
  ['π-divergence', 'flags.glossary.divergence'],
  ['Kerr', 'flags.glossary.kerr'],
] as const

/** The three flags; each one's label and its two states are `flags.<key>`, `.on` and `.off`. */
const FLAGS = ['highDeltaUC', 'piStabilizing', 'nearKerr'] as const

export function LunaFlagsCard({ reading }: { reading: CompassReading }) {
  const titleId = useId()
  const t = useReadingText()
  const c = useCompassText()
  const day = reading.dailyReading.luna
  const data = useMemo(() => {
    const flags = computeLunaFlags(day.scalar, day.windowPhase, day.schumannHz)
    return { flags, stabilityIndex: stabilityIndex(flags) }
  }, [day.scalar, day.windowPhase, day.schumannHz])
  return (
    <Card aria-labelledby={titleId} data-testid="luna-flags">
      <h2 id={titleId} className="text-lg font-semibold text-ink">
        {t('flags.title')}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {richText(t('flags.body', { scalar: fixed(day.scalar) }), {
          num: (words) => <span className="tabular-nums">{words}</span>,
        })}
      </p>
      <div className="mt-3 min-h-40">
        {
          <>
            <ul className="space-y-2">
              {FLAGS.map((key) => {
                const on = data.flags[key]
                return (
                  <li key={key} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                    <span className="text-ink">
                      {t(`flags.${key}`)}
                      <span className="block text-xs text-muted">
                        {on ? t(`flags.${key}.on`) : t(`flags.${key}.off`)}
                      </span>
                    </span>
                    <Badge tone={on ? 'moon' : 'grey'}>{on ? t('flags.on') : t('flags.off')}</Badge>
                  </li>
                )
              })}
            </ul>
            <dl className="mt-3 figures gap-2 border-t border-line pt-3 text-sm">
              <div>
                <dt className="text-xs text-muted">ΔUC</dt>
                <dd className="tabular-nums text-ink">{fixed(data.flags.deltaUC)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted">{t('flags.divergence')}</dt>
                <dd className="tabular-nums text-ink">{fixed(data.flags.superPiDivergence)}</dd>
              </div>
              <div>
                <dt className="text-xs text-muted">Kerr</dt>
                <dd className="tabular-nums text-ink">{fixed(data.flags.kerrEnhancement)}</dd>
              </div>
            </dl>
            <p className="mt-3 text-sm">
              <span className="text-muted">{t('flags.stability')} </span>
              <Badge tone={stabilityColor(data.stabilityIndex)} className="tabular-nums">
                {data.stabilityIndex}/100
              </Badge>
            </p>
            {/* The hour in the zone's own words first, then Luna's reading of the day around it: the
                card never speaks of a centre the zone beside it contradicts (docs/rules/daily-reading.md). */}
            <p className="mt-3 text-sm text-ink" data-testid="flags-zone">
              {t('flags.zone', {
                zone: c(`compass.zone.${reading.scalarAlignment.alignmentZone as AlignmentZone}`),
                meaning: c(`compass.meaning.${reading.scalarAlignment.alignmentStatus as AlignmentStatus}`),
              })}
            </p>
            <p className="mt-1 text-sm text-ink">{t(`flags.enhanced.${day.state}.insight`)}</p>
            <p className="mt-1 text-sm text-muted">{t(`flags.enhanced.${day.state}.guidance`)}</p>
            <dl className="mt-3 space-y-1 border-t border-line pt-3 text-xs text-muted">
              {GLOSSARY.map(([term, meaning]) => (
                <div key={term}>
                  <dt className="inline font-semibold text-ink">
                    {term === 'π-divergence' ? t('flags.divergence') : term}:{' '}
                  </dt>
                  <dd className="inline">{t(meaning)}</dd>
                </div>
              ))}
            </dl>
          </>
        }
      </div>
    </Card>
  )
}
