// The tuner's frequency controls: typed value (1–2000 Hz, step 0.1), −10/−1/+1/+10 steps that
// clamp, a slider (step 1), the four presets and the Schumann baseline (docs/spec-texts.md).

import { TUNER_PRESETS } from '@domain/content/frequencies.ts'
import {
  isStepDisabled,
  needsBinaural,
  parseFrequency,
  stepFrequency,
  TUNER_STEPS,
  type TunerStep,
} from '@domain/tuner.ts'
import { FREQUENCY_MAX_HZ, FREQUENCY_MIN_HZ, SCHUMANN_BASELINE_HZ } from '@domain/vocabulary.ts'
import { useId, useLayoutEffect, useState } from 'react'
import { Hint, Input, Label, Slider } from '@/components/ui/field.tsx'
import { useResonanceText } from '@/features/resonance/resonance-text.ts'
import { formatHz, writesDecimalComma } from '@/lib/format.ts'

const CHIP =
  'inline-flex min-h-11 items-center justify-center rounded-full border px-3 text-sm font-medium tabular-nums'
/** A preset's name in the language spoken (its English name where the catalogue has none). */
function presetLabel(t: ReturnType<typeof useResonanceText>, preset: { hz: number; label: string }): string {
  switch (preset.hz) {
    case 128:
      return t('tuner.preset.128')
    case 432:
      return t('tuner.preset.432')
    case 528:
      return t('tuner.preset.528')
    case 639:
      return t('tuner.preset.639')
    default:
      return preset.label
  }
}

const stepLabel = (step: TunerStep) => `${step > 0 ? '+' : '−'}${Math.abs(step)}`

export function TunerControls({
  frequency,
  onChange,
}: {
  frequency: number
  /** A frequency, or a step from the current one (taken when it applies, never from a stale render). */
  onChange: (hz: number | ((current: number) => number)) => void
}) {
  const t = useResonanceText()
  const inputId = useId()
  const hintId = useId()
  const binauralId = useId()
  const [text, setText] = useState(formatHz(frequency))
  const [invalid, setInvalid] = useState(false)

  // Keep the typed text in step with changes made elsewhere (steps, slider, presets), in the same
  // frame as the readout: never a field showing one frequency beside a readout of another.
  useLayoutEffect(() => {
    setText((current) =>
      parseFrequency(current, writesDecimalComma()) === frequency ? current : formatHz(frequency),
    )
    setInvalid(false)
  }, [frequency])

  const type = (value: string) => {
    setText(value)
    const parsed = parseFrequency(value, writesDecimalComma())
    setInvalid(parsed === null)
    if (parsed !== null && parsed !== frequency) onChange(parsed)
  }

  const presets = [
    { hz: SCHUMANN_BASELINE_HZ, label: t('tuner.preset.schumann') },
    ...TUNER_PRESETS.map((p) => ({ hz: p.hz, label: presetLabel(t, p) })),
  ]

  return (
    <div className="space-y-5">
      <div>
        <Label htmlFor={inputId}>{t('tuner.field')}</Label>
        <Input
          id={inputId}
          type="number"
          inputMode="decimal"
          step={0.1}
          min={FREQUENCY_MIN_HZ}
          max={FREQUENCY_MAX_HZ}
          value={text}
          onChange={(e) => type(e.target.value)}
          aria-invalid={invalid}
          aria-describedby={`${hintId} ${binauralId}`}
          className="tabular-nums"
        />
        <p
          id={hintId}
          className={`mt-1 text-xs ${invalid ? 'font-medium text-danger' : 'text-muted'}`}
          aria-live="polite"
        >
          {invalid
            ? t('tuner.invalid', {
                min: formatHz(FREQUENCY_MIN_HZ),
                max: formatHz(FREQUENCY_MAX_HZ),
                hz: formatHz(frequency),
              })
            : t('tuner.range', { min: formatHz(FREQUENCY_MIN_HZ), max: formatHz(FREQUENCY_MAX_HZ) })}
        </p>
      </div>

      <fieldset>
        <legend className="sr-only">{t('tuner.fine')}</legend>
        <div className="grid grid-cols-4 gap-2">
          {TUNER_STEPS.map((step) => (
            <button
              key={step}
              type="button"
              aria-label={`${stepLabel(step)} Hz`}
              disabled={isStepDisabled(frequency, step)}
              onClick={() => onChange((current) => stepFrequency(current, step))}
              className="min-h-11 rounded-xl border border-line bg-surface-2 text-base font-medium tabular-nums text-ink hover:border-moon disabled:cursor-not-allowed disabled:opacity-50"
            >
              {stepLabel(step)}
            </button>
          ))}
        </div>
      </fieldset>

      <Slider
        id={`${inputId}-slider`}
        label={t('tuner.slider')}
        valueText={`${formatHz(frequency)} Hz`}
        min={FREQUENCY_MIN_HZ}
        max={FREQUENCY_MAX_HZ}
        step={1}
        value={Math.round(frequency)}
        onChange={(e) => onChange(Number(e.target.value))}
      />

      <fieldset>
        <legend className="mb-2 text-sm font-medium text-ink">{t('tuner.presets')}</legend>
        <div className="flex flex-wrap gap-2">
          {presets.map((p) => {
            const active = p.hz === frequency
            return (
              <button
                key={p.hz}
                type="button"
                aria-pressed={active}
                onClick={() => onChange(p.hz)}
                className={`${CHIP} ${active ? 'border-moon bg-moon text-moon-ink' : 'border-line bg-surface-2 text-ink hover:border-moon'}`}
              >
                {p.label} · {formatHz(p.hz)} Hz
              </button>
            )
          })}
        </div>
        <Hint id={binauralId}>
          {needsBinaural(frequency) ? (
            <span className="font-medium text-moon">
              {t('tuner.binauralNow', { hz: formatHz(frequency) })}
            </span>
          ) : (
            t('tuner.binauralHint', { schumann: formatHz(SCHUMANN_BASELINE_HZ) })
          )}
        </Hint>
      </fieldset>
    </div>
  )
}
