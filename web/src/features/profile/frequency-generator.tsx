// The frequency generator (docs/rules/profile.md): a 1–2000 Hz sine, default 128 Hz, decimals allowed;
// 'Play Tone' plays 2 s with a fade; the healing frequencies (174–852 Hz) as quick choices.

import { HEALING_FREQUENCIES } from '@domain/content/frequencies.ts'
import { parseFrequency } from '@domain/tuner.ts'
import { DEFAULT_GENERATOR_HZ, FREQUENCY_MAX_HZ, FREQUENCY_MIN_HZ } from '@domain/vocabulary.ts'
import { useEffect, useId, useRef, useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardDescription, CardTitle } from '@/components/ui/card.tsx'
import { Hint, Input, Label } from '@/components/ui/field.tsx'
import { useProfileText } from '@/features/profile/profile-text.ts'
import { playTone, reportAudioError } from '@/lib/audio.ts'
import { formatHz, hz, writesDecimalComma } from '@/lib/format.ts'
import { type FrequencyKey, useFrequencyText } from '@/lib/frequency-text.ts'

const TONE_SECONDS = 2

export function FrequencyGenerator() {
  const [text, setText] = useState(String(DEFAULT_GENERATOR_HZ))
  const [playing, setPlaying] = useState(false)
  const t = useProfileText()
  const words = useFrequencyText()
  const example = formatHz(432.5)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const inputId = useId()
  const frequency = parseFrequency(text, writesDecimalComma())
  const healing = HEALING_FREQUENCIES.find((h) => h.hz === frequency)

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current)
    },
    [],
  )

  const play = async () => {
    if (frequency === null || playing) return
    setPlaying(true)
    try {
      await playTone(frequency, TONE_SECONDS, 'generator')
      timer.current = setTimeout(() => setPlaying(false), TONE_SECONDS * 1000)
    } catch (err) {
      setPlaying(false)
      reportAudioError(err, frequency)
    }
  }

  return (
    <Card aria-labelledby={`${inputId}-title`}>
      <CardTitle id={`${inputId}-title`}>{t('profile.generator.title')}</CardTitle>
      <CardDescription>
        {t('profile.generator.body', { min: FREQUENCY_MIN_HZ, max: FREQUENCY_MAX_HZ })}
      </CardDescription>
      <form
        className="mt-4"
        onSubmit={(e) => {
          e.preventDefault()
          void play()
        }}
      >
        <Label htmlFor={inputId}>{t('profile.generator.label')}</Label>
        <div className="flex flex-wrap items-start gap-3">
          <div className="min-w-0 flex-1 basis-36">
            <Input
              id={inputId}
              inputMode="decimal"
              autoComplete="off"
              value={text}
              onChange={(e) => setText(e.target.value)}
              aria-invalid={frequency === null}
              aria-describedby={`${inputId}-hint`}
              className="tabular-nums"
            />
          </div>
          <Button type="submit" disabled={frequency === null || playing} className="min-w-36">
            <span aria-hidden="true">{playing ? '◉' : '▶'}</span>
            {playing ? t('profile.generator.playing') : t('profile.generator.play')}
          </Button>
        </div>
        {frequency === null ? (
          <p id={`${inputId}-hint`} className="mt-1 text-sm text-danger">
            {t('profile.generator.invalid', { min: FREQUENCY_MIN_HZ, max: FREQUENCY_MAX_HZ, example })}
          </p>
        ) : (
          <Hint id={`${inputId}-hint`}>{t('profile.generator.hint', { example })}</Hint>
        )}
        <p className="sr-only" aria-live="polite">
          {playing && frequency !== null ? t('profile.generator.now', { hz: hz(frequency) }) : ''}
        </p>
      </form>

      <fieldset className="mt-5">
        <legend className="text-sm font-medium text-ink">{t('profile.generator.healing')}</legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4 narrow:grid-cols-1">
          {HEALING_FREQUENCIES.map((h) => {
            const selected = frequency === h.hz
            return (
              <button
                key={h.hz}
                type="button"
                aria-pressed={selected}
                onClick={() => setText(String(h.hz))}
                className={`min-h-11 rounded-xl border px-2 py-1.5 text-left text-sm ${selected ? 'border-moon bg-moon/15 text-ink' : 'border-line bg-surface-2 text-ink hover:border-moon'}`}
              >
                <span className="block font-semibold tabular-nums">{hz(h.hz)}</span>
                <span className="block text-xs text-muted">
                  {words(`frequency.${h.hz}.name` as FrequencyKey)}
                </span>
              </button>
            )
          })}
        </div>
        <p className="mt-2 min-h-10 text-sm text-muted">
          {healing
            ? words(`frequency.${healing.hz}.intention` as FrequencyKey)
            : t('profile.generator.choose')}
        </p>
      </fieldset>

      <p className="mt-3 rounded-xl border border-amber-300/50 bg-amber-300/10 px-3 py-2 text-sm text-ink">
        <span aria-hidden="true">⚠ </span>
        {words('audio.safety')}
      </p>
    </Card>
  )
}
