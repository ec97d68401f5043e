// The archetype test's details: meaning, shadow, codon pair, hexagrams and tones (docs/rules/device-state.md),
// and the baseline integration with its numbers (docs/rules/README.md).

import type { Archetype } from '@domain/archetypes.ts'
import { findCodon } from '@domain/codons.ts'
import { HEXAGRAM_NAMES } from '@domain/content/iching.ts'
import { computeCombinedBaseline } from '@domain/scalar.ts'
import type { ReactNode } from 'react'
import { Card, CardDescription, CardTitle } from '@/components/ui/card.tsx'
import { fixed, formatLongDate, hz } from '@/lib/format.ts'

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-line bg-surface-2 p-3">
      <dt className="text-xs uppercase tracking-wide text-muted">{term}</dt>
      <dd className="mt-1 text-ink">{children}</dd>
    </div>
  )
}

export function ArchetypeDetails({ archetype }: { archetype: Archetype }) {
  return (
    <dl className="mt-6 grid gap-3 text-left sm:grid-cols-2">
      <Detail term="Meaning">{archetype.meaning}</Detail>
      <Detail term="Shadow aspect">{archetype.shadowAspect}</Detail>
      <Detail term="Codon pair">
        <ul className="space-y-1">
          {archetype.codonPair.map((triplet) => {
            const codon = findCodon(triplet)
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
      <Detail term="Hexagrams">
        <ul className="space-y-1">
          {archetype.hexagrams.map((n) => (
            <li key={n}>
              <span className="tabular-nums">{n}</span> · {HEXAGRAM_NAMES[n - 1]}
            </li>
          ))}
        </ul>
      </Detail>
      <Detail term="Solfeggio tones">
        <span className="tabular-nums">{archetype.solfeggio.map(hz).join(' · ')}</span>
      </Detail>
      <Detail term="Modifiers">
        <span className="tabular-nums">
          entropy {fixed(archetype.modifiers.entropyMod, 2)} · curvature{' '}
          {fixed(archetype.modifiers.curvatureMod, 2)}
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
  const birth = numbers.birthScalar ?? fallbackBirth
  const f = (n: number) => fixed(n)
  return (
    <Card aria-labelledby="baseline-title">
      <CardTitle id="baseline-title">Baseline integration</CardTitle>
      <CardDescription>
        Your baseline blends your birth scalar with your archetype’s scalar, with your birth date weighing
        more.
      </CardDescription>
      <dl className="mt-4 grid gap-3 sm:grid-cols-3">
        <div className="rounded-xl border border-line bg-surface-2 p-3">
          <dt className="text-xs text-muted">Birth scalar</dt>
          <dd className="text-xl font-semibold tabular-nums text-ink">ξ&nbsp;{f(birth)}</dd>
          <dd className="text-xs text-muted">
            {numbers.birthScalar === null
              ? 'Default: no birth date stored'
              : `From your birth date, ${formatLongDate(birthDate)}`}
          </dd>
        </div>
        <div className="rounded-xl border border-line bg-surface-2 p-3">
          <dt className="text-xs text-muted">Archetype scalar</dt>
          <dd className="text-xl font-semibold tabular-nums text-ink">ξ&nbsp;{f(numbers.archetypeScalar)}</dd>
          <dd className="text-xs text-muted">{archetypeName}</dd>
        </div>
        <div className="rounded-xl border border-moon/60 bg-moon/10 p-3">
          <dt className="text-xs text-muted">Combined baseline</dt>
          <dd className="text-xl font-semibold tabular-nums text-moon" data-testid="combined-baseline">
            ξ&nbsp;{f(numbers.combined)}
          </dd>
          <dd className="text-xs text-muted">Used by the compass and the time calculator</dd>
        </div>
      </dl>
      <p className="mt-4 rounded-xl bg-night/50 p-3 text-sm tabular-nums text-ink">
        0.7 × {f(birth)} + 0.3 × {f(numbers.archetypeScalar)} = <strong>{f(numbers.combined)}</strong>
      </p>
      <p className="mt-2 text-sm text-muted">
        {calculatorBaseline === null ? (
          'The time calculator has no baseline of its own yet.'
        ) : (
          <>
            The time calculator currently starts from{' '}
            <span className="tabular-nums">ξ&nbsp;{f(calculatorBaseline)}</span>.
          </>
        )}
      </p>
    </Card>
  )
}
