// Frequency matching (docs/rules/frequency-matching.md): a 1–2000 Hz frequency, by default the last locked or the
// generated one, matched to the 64 codons as direct, harmonic, numerological or unique.

import { CODONS } from '@domain/codons.ts'
import {
  DIRECT_WINDOW_HZ,
  type FrequencyMatchResult,
  matchFrequency,
  PRIMARY_HARMONIC_HZ,
  SECONDARY_HARMONIC_HZ,
} from '@domain/frequency-match.ts'
import { parseFrequency } from '@domain/tuner.ts'
import { FREQUENCY_MAX_HZ, FREQUENCY_MIN_HZ, REFERENCE_FREQUENCY_HZ } from '@domain/vocabulary.ts'
import { useEffect, useId, useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardDescription, CardTitle } from '@/components/ui/card.tsx'
import { Hint, Input, Label } from '@/components/ui/field.tsx'
import { MatchResult } from '@/features/readings-page/match-result.tsx'
import { formatHz, hz, writesDecimalComma } from '@/lib/format.ts'
import { useReadingsText } from '@/lib/readings-text.ts'
import { richText } from '@/lib/rich-text.tsx'

export interface FrequencySource {
  label: string
  hz: number
}

export function FrequencyMatch({ sources }: { sources: readonly FrequencySource[] }) {
  const t = useReadingsText()
  const preferred = sources[0]?.hz ?? REFERENCE_FREQUENCY_HZ
  const [text, setText] = useState(String(preferred))
  const [touched, setTouched] = useState(false)
  const [result, setResult] = useState<FrequencyMatchResult>(() => matchFrequency(preferred, CODONS))
  const [error, setError] = useState<string | null>(null)
  const id = useId()

  // A lock that arrives after the first paint becomes the default until the visitor types.
  useEffect(() => {
    if (touched) return
    setText(String(preferred))
    setResult(matchFrequency(preferred, CODONS))
  }, [preferred, touched])

  const run = (value: string) => {
    const hz = parseFrequency(value, writesDecimalComma())
    if (hz === null) {
      setError(
        t('readings.match.error', {
          min: formatHz(FREQUENCY_MIN_HZ),
          max: formatHz(FREQUENCY_MAX_HZ),
          example1: formatHz(264),
          example2: formatHz(432.5),
        }),
      )
      document.getElementById(`${id}-hz`)?.focus()
      return
    }
    setError(null)
    setResult(matchFrequency(hz, CODONS))
  }

  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardTitle id={`${id}-title`}>{t('readings.match.title')}</CardTitle>
      <CardDescription>
        {t('readings.match.body', {
          direct: formatHz(DIRECT_WINDOW_HZ),
          primary: formatHz(PRIMARY_HARMONIC_HZ),
          secondary: formatHz(SECONDARY_HARMONIC_HZ),
        })}
      </CardDescription>
      <form
        noValidate
        className="mt-4"
        onSubmit={(e) => {
          e.preventDefault()
          run(text)
        }}
      >
        <Label htmlFor={`${id}-hz`}>{t('readings.match.label')}</Label>
        <div className="flex flex-wrap items-start gap-3">
          <div className="min-w-0 flex-1 basis-40">
            <Input
              id={`${id}-hz`}
              inputMode="decimal"
              autoComplete="off"
              value={text}
              onChange={(e) => {
                setTouched(true)
                setText(e.target.value)
              }}
              aria-invalid={Boolean(error)}
              aria-describedby={`${id}-hint`}
              className="tabular-nums"
            />
            {error ? (
              <p id={`${id}-hint`} role="alert" className="mt-1 text-sm text-danger">
                {error}
              </p>
            ) : (
              <Hint id={`${id}-hint`}>
                {t('readings.match.hint', {
                  min: formatHz(FREQUENCY_MIN_HZ),
                  max: formatHz(FREQUENCY_MAX_HZ),
                })}
              </Hint>
            )}
          </div>
          <Button type="submit">{t('readings.match.submit')}</Button>
        </div>
        {sources.length > 0 ? (
          <div className="mt-3 flex flex-wrap gap-2">
            {sources.map((s) => (
              <Button
                key={s.label}
                variant="secondary"
                size="sm"
                className="min-h-10"
                onClick={() => {
                  setTouched(true)
                  setText(String(s.hz))
                  run(String(s.hz))
                }}
              >
                {richText(t('readings.match.source', { label: s.label, hz: hz(s.hz) }), {
                  value: (words) => <span className="tabular-nums">{words}</span>,
                })}
              </Button>
            ))}
          </div>
        ) : null}
      </form>
      <div className="mt-5" aria-live="polite">
        <MatchResult result={result} />
      </div>
    </Card>
  )
}
