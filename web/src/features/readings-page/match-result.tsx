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
import { useCodonNames } from '@/lib/codon-words.ts'
import { formatHz, hz } from '@/lib/format.ts'
import { useReadingsText } from '@/lib/readings-text.ts'
import { richText } from '@/lib/rich-text.tsx'

type Text = ReturnType<typeof useReadingsText>

const TYPE_TONE = { direct: 'green', harmonic: 'blue', numerological: 'purple', unique: 'moon' } as const

function CodonLine({ codon: english, detail }: { codon: Codon; detail: string }) {
  const t = useReadingsText()
  const codon = useCodonNames().codon(english)
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 rounded-xl border border-line bg-surface-2 px-3 py-2">
      <span className="min-w-0">
        <span className="font-mono font-semibold text-ink">{codon.codon}</span>{' '}
        <span className="text-ink">{codon.name}</span>{' '}
        <span className="text-sm text-muted">
          {t('readings.result.hexagram', { number: codon.hexagram })}
        </span>
      </span>
      <span className="text-sm tabular-nums text-muted">
        {hz(codon.frequency)} · {detail}
      </span>
    </li>
  )
}

const away = (t: Text, d: number) =>
  d === 0 ? t('readings.result.exact') : t('readings.result.away', { hz: hz(d) })

function MatchList({ matches, label }: { matches: readonly CodonMatch[]; label: string }) {
  const t = useReadingsText()
  return (
    <ul className="mt-2 grid gap-2" aria-label={label}>
      {matches.map((m) => (
        <CodonLine key={m.codon.codon} codon={m.codon} detail={away(t, m.differenceHz)} />
      ))}
    </ul>
  )
}

export function MatchResult({ result }: { result: FrequencyMatchResult }) {
  const t = useReadingsText()
  const windows = {
    direct: formatHz(DIRECT_WINDOW_HZ),
    primary: formatHz(PRIMARY_HARMONIC_HZ),
    secondary: formatHz(SECONDARY_HARMONIC_HZ),
  }
  return (
    <div>
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={TYPE_TONE[result.type]}>{t(`readings.type.${result.type}`)}</Badge>
        <span className="text-sm tabular-nums text-muted">
          {t('readings.result.for', { hz: hz(result.frequency) })}
        </span>
      </div>
      {result.type === 'direct' ? (
        <>
          <p className="mt-2 text-ink">
            {t('readings.result.direct', {
              count: result.matches.length,
              direct: windows.direct,
              hz: hz(result.frequency),
            })}
          </p>
          <MatchList matches={result.matches} label={t('readings.result.directList')} />
        </>
      ) : null}
      {result.type === 'harmonic' ? (
        <>
          <p className="mt-2 text-ink">
            {richText(
              t('readings.result.harmonic', {
                direct: windows.direct,
                primary: windows.primary,
                multiple: result.multiple,
                hz: hz(result.frequency),
                product: hz(result.primary[0]?.comparedHz ?? result.frequency * result.multiple),
              }),
              { value: (words) => <span className="tabular-nums">{words}</span> },
            )}
          </p>
          <MatchList
            matches={result.primary}
            label={t('readings.result.harmonicList', { multiple: result.multiple })}
          />
          {result.secondary.length > 0 ? (
            <>
              <p className="mt-3 text-sm text-muted">{t('readings.result.close', windows)}</p>
              <MatchList matches={result.secondary} label={t('readings.result.closeList')} />
            </>
          ) : null}
        </>
      ) : null}
      {result.type === 'numerological' ? (
        <>
          <p className="mt-2 text-ink">
            {t('readings.result.numerological', {
              sum: result.digitSum,
              folds: result.digitSum > 64 ? 'yes' : 'no',
              hexagram: result.hexagram,
              root: result.root,
            })}
          </p>
          <ul className="mt-2 grid gap-2" aria-label={t('readings.result.numerologicalList')}>
            <CodonLine codon={result.codon} detail={t('readings.result.root', { root: result.root })} />
          </ul>
        </>
      ) : null}
      {result.type === 'unique' ? (
        <p className="mt-2 text-ink">
          {t('readings.result.unique', {
            direct: windows.direct,
            primary: windows.primary,
            sum: result.digitSum,
            hexagram: result.hexagram,
            root: result.root,
          })}
        </p>
      ) : null}
    </div>
  )
}
