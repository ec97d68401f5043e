// A frequency match in plain words: its type, the codons, how far each one is in hertz, the
// harmonic multiple, the digit sum and the folded hexagram (docs/rules/frequency-matching.md).
import type { Codon } from '@domain/codons.ts'
import {
  type CodonMatch,
  DIRECT_WINDOW_HZ,
  type FrequencyMatchResult,
  PRIMARY_HARMONIC_HZ,
  SECONDARY_HARMONIC_HZ,
} from '@domain/frequency-match.ts'
import { Badge } from '@/components/ui/badge.tsx'
import { hz } from '@/lib/format.ts'

const away = (d: number) => (d === 0 ? 'exact match' : `${hz(d)} away`)

const TYPE_LABEL = {
  direct: 'Direct match',
  harmonic: 'Harmonic match',
  numerological: 'Numerological match',
  unique: 'Unique frequency',
} as const
const TYPE_TONE = { direct: 'green', harmonic: 'blue', numerological: 'purple', unique: 'moon' } as const

function CodonLine({ codon, detail }: { codon: Codon; detail: string }) {
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 rounded-xl border border-line bg-surface-2 px-3 py-2">
      <span className="min-w-0">
        <span className="font-mono font-semibold text-ink">{codon.codon}</span>{' '}
        <span className="text-ink">{codon.name}</span>{' '}
        <span className="text-sm text-muted">· hexagram {codon.hexagram}</span>
      </span>
      <span className="text-sm tabular-nums text-muted">
        {hz(codon.frequency)} · {detail}
      </span>
    </li>
  )
}

function MatchList({ matches, label }: { matches: readonly CodonMatch[]; label: string }) {
  return (
    <ul className="mt-2 grid gap-2" aria-label={label}>
      {matches.map((m) => (
        <CodonLine key={m.codon.codon} codon={m.codon} detail={away(m.differenceHz)} />
      ))}
    </ul>
  )
}

export function MatchResult({ result }: { result: FrequencyMatchResult }) {
  return (
    <div>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={TYPE_TONE[result.type]}>{TYPE_LABEL[result.type]}</Badge>
        <span className="text-sm tabular-nums text-muted">for {hz(result.frequency)}</span>
      </div>
      {result.type === 'direct' ? (
        <>
          <p className="mt-2 text-ink">
            {result.matches.length === 1 ? 'One codon tone lies' : `${result.matches.length} codon tones lie`}{' '}
            within {DIRECT_WINDOW_HZ} Hz of {hz(result.frequency)}, nearest first.
          </p>
          <MatchList matches={result.matches} label="Direct matches" />
        </>
      ) : null}
      {result.type === 'harmonic' ? (
        <>
          <p className="mt-2 text-ink">
            No codon tone is within {DIRECT_WINDOW_HZ} Hz, but its harmonic ×{result.multiple} is:{' '}
            {hz(result.frequency)} × {result.multiple} ={' '}
            <span className="tabular-nums">
              {hz(result.primary[0]?.comparedHz ?? result.frequency * result.multiple)}
            </span>
            , within {PRIMARY_HARMONIC_HZ} Hz of these codons.
          </p>
          <MatchList matches={result.primary} label={`Harmonic ×${result.multiple} matches`} />
          {result.secondary.length > 0 ? (
            <>
              <p className="mt-3 text-sm text-muted">
                Close harmonics, {PRIMARY_HARMONIC_HZ} to {SECONDARY_HARMONIC_HZ} Hz away:
              </p>
              <MatchList matches={result.secondary} label="Close harmonic matches" />
            </>
          ) : null}
        </>
      ) : null}
      {result.type === 'numerological' ? (
        <>
          <p className="mt-2 text-ink">
            No codon tone is near it or its harmonics, so Luna followed its digits: they add up to{' '}
            {result.digitSum}, which {result.digitSum > 64 ? 'folds to' : 'points to'} hexagram{' '}
            {result.hexagram}. That codon's tone shares your frequency's digital root, {result.root}.
          </p>
          <ul className="mt-2 grid gap-2" aria-label="Numerological match">
            <CodonLine codon={result.codon} detail={`digital root ${result.root}`} />
          </ul>
        </>
      ) : null}
      {result.type === 'unique' ? (
        <p className="mt-2 text-ink">
          Your frequency stands on its own: no codon tone is within {DIRECT_WINDOW_HZ} Hz, no harmonic ×2 to
          ×4 lands within {PRIMARY_HARMONIC_HZ} Hz of one, and its digits (sum {result.digitSum}, folded to
          hexagram {result.hexagram}, digital root {result.root}) point to a codon with a different root.
        </p>
      ) : null}
    </div>
  )
}
