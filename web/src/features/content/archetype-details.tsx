// The archetype test's details: meaning, shadow, codon pair, hexagrams and tones (docs/rules/device-state.md),
// and the baseline integration with its numbers (docs/rules/README.md).

import type { Archetype } from '@domain/archetypes.ts'
import { findCodon } from '@domain/codons.ts'
import { computeCombinedBaseline } from '@domain/scalar.ts'
import type { ReactNode } from 'react'
import { useArchetypeText } from '@/components/quiz/archetype-text.ts'
import { useArchetype } from '@/components/quiz/quiz-text.ts'
import { Card, CardDescription, CardTitle } from '@/components/ui/card.tsx'
import { useCodonNames } from '@/lib/codon-words.ts'
import { fixed, formatLongDate, hz } from '@/lib/format.ts'
import { richText } from '@/lib/rich-text.tsx'

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-line bg-surface-2 p-3">
      <dt className="text-xs uppercase tracking-wide text-muted">{term}</dt>
      <dd className="mt-1 text-ink">{children}</dd>
    </div>
  )
}

export function ArchetypeDetails({ archetype: english }: { archetype: Archetype }) {
  const t = useArchetypeText()
  const archetype = useArchetype(english)
  const names = useCodonNames()
  return (
    <dl className="mt-6 grid gap-3 text-left sm:grid-cols-2">
      <Detail term={t('archetype.detail.meaning')}>{archetype.meaning}</Detail>
      <Detail term={t('archetype.detail.shadow')}>{archetype.shadowAspect}</Detail>
      <Detail term={t('archetype.detail.codonPair')}>
        <ul className="space-y-1">
          {archetype.codonPair.map((triplet) => {
            const found = findCodon(triplet)
            const codon = found ? names.codon(found) : undefined
            return (
              <li key={triplet}>
                <span className="font-mono font-semibold tracking-wider text-moon">{triplet}</span>
                {codon ? (
                  <span className="text-muted">
                    {' '}
                    · {codon.aminoAcid} · {codon.theme}
                  </span>
                ) : null}
              </li>
            )
          })}
        </ul>
      </Detail>
      <Detail term={t('archetype.detail.hexagrams')}>
        <ul className="space-y-1">
          {archetype.hexagrams.map((n) => (
            <li key={n}>
              <span className="tabular-nums">{n}</span> · {names.hexagram(n)}
            </li>
          ))}
        </ul>
      </Detail>
      <Detail term={t('archetype.detail.solfeggio')}>
        <span className="tabular-nums">{archetype.solfeggio.map(hz).join(' · ')}</span>
      </Detail>
      <Detail term={t('archetype.detail.modifiers')}>
        <span className="tabular-nums">
          {t('archetype.detail.modifierValues', {
            entropy: fixed(archetype.modifiers.entropyMod, 2),
            curvature: fixed(archetype.modifiers.curvatureMod, 2),
          })}
        </span>
      </Detail>
    </dl>
  )
}

export interface BaselineNumbers {
  birthScalar: number | null
  archetypeScalar: number
  combined: number
}

/** The combined baseline = 0.7 × birth + 0.3 × archetype, with the numbers shown. */
export function baselineNumbers(
  birthScalar: number | null,
  archetypeScalar: number,
  fallbackBirth: number,
): BaselineNumbers {
  return {
    birthScalar,
    archetypeScalar,
    combined: computeCombinedBaseline(birthScalar ?? fallbackBirth, archetypeScalar),
  }
}

export function BaselineIntegration({
  numbers,
  fallbackBirth,
  birthDate,
  archetypeName,
  calculatorBaseline,
}: {
  numbers: BaselineNumbers
  fallbackBirth: number
  birthDate: string | null
  archetypeName: string
  calculatorBaseline: number | null
}) {
  const t = useArchetypeText()
  const birth = numbers.birthScalar ?? fallbackBirth
  const f = (n: number) => fixed(n)
  return (
    <Card aria-labelledby="baseline-title">
      <CardTitle id="baseline-title">{t('archetype.baseline.title')}</CardTitle>
      <CardDescription>{t('archetype.baseline.body')}</CardDescription>
      <dl className="mt-4 grid gap-3 sm:grid-cols-3">
        <div className="rounded-xl border border-line bg-surface-2 p-3">
          <dt className="text-xs text-muted">{t('archetype.baseline.birth')}</dt>
          <dd className="text-xl font-semibold tabular-nums text-ink">ξ&nbsp;{f(birth)}</dd>
          <dd className="text-xs text-muted">
            {numbers.birthScalar === null
              ? t('archetype.baseline.birthDefault')
              : t('archetype.baseline.birthFrom', { date: formatLongDate(birthDate) })}
          </dd>
        </div>
        <div className="rounded-xl border border-line bg-surface-2 p-3">
          <dt className="text-xs text-muted">{t('archetype.baseline.archetype')}</dt>
          <dd className="text-xl font-semibold tabular-nums text-ink">ξ&nbsp;{f(numbers.archetypeScalar)}</dd>
          <dd className="text-xs text-muted">{archetypeName}</dd>
        </div>
        <div className="rounded-xl border border-moon/60 bg-moon/10 p-3">
          <dt className="text-xs text-muted">{t('archetype.baseline.combined')}</dt>
          <dd className="text-xl font-semibold tabular-nums text-moon" data-testid="combined-baseline">
            ξ&nbsp;{f(numbers.combined)}
          </dd>
          <dd className="text-xs text-muted">{t('archetype.baseline.usedBy')}</dd>
        </div>
      </dl>
      <p className="mt-4 rounded-xl bg-night/50 p-3 text-sm tabular-nums text-ink">
        0.7 × {f(birth)} + 0.3 × {f(numbers.archetypeScalar)} = <strong>{f(numbers.combined)}</strong>
      </p>
      <p className="mt-2 text-sm text-muted">
        {calculatorBaseline === null
          ? t('archetype.baseline.calculatorNone')
          : richText(t('archetype.baseline.calculatorFrom', { scalar: f(calculatorBaseline) }), {
              value: (words) => <span className="tabular-nums whitespace-nowrap">{words}</span>,
            })}
      </p>
    </Card>
  )
}
