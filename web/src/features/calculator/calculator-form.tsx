// The calculator's inputs (docs/rules/time-engine.md): date, time, archetype, awareness, elevation,
// location, baseline and the Luna insights switch.

import { findArchetype } from '@domain/archetypes.ts'
import { computeCombinedBaseline } from '@domain/scalar.ts'
import { awarenessBand } from '@domain/schumann-field.ts'
import { DEFAULT_BASELINE } from '@domain/vocabulary.ts'
import type { FormEvent } from 'react'
import { useArchetype } from '@/components/quiz/quiz-text.ts'
import { ArchetypeSelect } from '@/components/ui/archetype-select.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardDescription, CardTitle } from '@/components/ui/card.tsx'
import { Hint, Input, Label, Slider } from '@/components/ui/field.tsx'
import { Switch } from '@/components/ui/switch.tsx'
import {
  BASELINE_MAX,
  BASELINE_MIN,
  type FieldName,
  type FormErrors,
  type FormValues,
} from '@/features/calculator/calculate.ts'
import { fieldErrorText, useCalculatorText } from '@/features/calculator/calculator-text.ts'
import { ElevationField } from '@/features/calculator/elevation-field.tsx'
import { FieldError } from '@/features/calculator/field-error.tsx'
import { LocationField } from '@/features/calculator/location-field.tsx'
import type { ElevationState, LocationState } from '@/features/calculator/use-location.ts'
import { readDevice } from '@/lib/device-state/store.ts'
import { decimalMark, fixed } from '@/lib/format.ts'
import { richText } from '@/lib/rich-text.tsx'

export const FIELD_IDS: Record<FieldName, string> = {
  date: 'calc-date',
  time: 'calc-time',
  archetype: 'calc-archetype',
  elevation: 'calc-elevation',
  baseline: 'calc-baseline',
}

function describedBy(name: FieldName, errors: FormErrors, hint?: string): string | undefined {
  return errors[name] ? `${FIELD_IDS[name]}-error` : hint
}

/** The combined baseline of the stored birth scalar with the chosen archetype, if there is a birth scalar. */
function combinedFor(archetypeId: string): { value: number; name: string } | null {
  const archetype = findArchetype(Number(archetypeId))
  const birthScalar = readDevice().archetypeData?.birthScalar
  if (!archetype || typeof birthScalar !== 'number') return null
  return { value: computeCombinedBaseline(birthScalar, archetype.scalarRange), name: archetype.name }
}

export function CalculatorForm({
  values,
  onChange,
  errors,
  location,
  elevation,
  luna,
  onLunaChange,
  pending,
  onSubmit,
}: {
  values: FormValues
  onChange: (patch: Partial<FormValues>) => void
  errors: FormErrors
  location: LocationState
  elevation: ElevationState
  luna: boolean
  onLunaChange: (on: boolean) => void
  pending: boolean
  onSubmit: () => void
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault()
    onSubmit()
  }
  const t = useCalculatorText()
  const error = (field: FieldName) => fieldErrorText(t, field)
  const band = t(`calc.band.${awarenessBand(values.awareness)}`)
  const combined = combinedFor(values.archetype)
  // The archetype's name in the language spoken.
  const combinedName = useArchetype(findArchetype(Number(values.archetype)))?.name ?? combined?.name ?? ''
  const offerCombined = combined && Number(values.baseline) !== combined.value

  return (
    <Card aria-labelledby="calc-form-title">
      <CardTitle id="calc-form-title">{t('calc.form.title')}</CardTitle>
      <CardDescription>{t('calc.form.body')}</CardDescription>
      <form noValidate onSubmit={submit} className="mt-5 grid grid-cols-1 gap-5">
        {/* Two columns while two fit, one with large text (the columns are measured in rem). */}
        <div className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,9.5rem),1fr))] gap-3">
          <div>
            <Label htmlFor={FIELD_IDS.date}>{t('calc.date')}</Label>
            <Input
              id={FIELD_IDS.date}
              type="date"
              value={values.date}
              onChange={(e) => onChange({ date: e.target.value })}
              aria-invalid={errors.date ? true : undefined}
              aria-describedby={describedBy('date', errors)}
            />
            {errors.date ? <FieldError id={`${FIELD_IDS.date}-error`}>{error('date')}</FieldError> : null}
          </div>
          <div>
            <Label htmlFor={FIELD_IDS.time}>{t('calc.time')}</Label>
            <Input
              id={FIELD_IDS.time}
              type="time"
              value={values.time}
              onChange={(e) => onChange({ time: e.target.value })}
              aria-invalid={errors.time ? true : undefined}
              aria-describedby={describedBy('time', errors)}
            />
            {errors.time ? <FieldError id={`${FIELD_IDS.time}-error`}>{error('time')}</FieldError> : null}
          </div>
        </div>

        <div>
          <Label htmlFor={FIELD_IDS.archetype}>{t('calc.archetype')}</Label>
          <ArchetypeSelect
            id={FIELD_IDS.archetype}
            value={values.archetype}
            onChange={(e) => onChange({ archetype: e.target.value })}
            aria-invalid={errors.archetype ? true : undefined}
            aria-describedby={describedBy('archetype', errors, `${FIELD_IDS.archetype}-hint`)}
            placeholder={t('calc.archetype.placeholder')}
          />
          {errors.archetype ? (
            <FieldError id={`${FIELD_IDS.archetype}-error`}>{error('archetype')}</FieldError>
          ) : (
            <Hint id={`${FIELD_IDS.archetype}-hint`}>{t('calc.archetype.hint')}</Hint>
          )}
        </div>

        <Slider
          id="calc-awareness"
          label={t('calc.awareness')}
          min={0}
          max={1}
          step={0.1}
          value={values.awareness}
          valueText={`${fixed(values.awareness, 1)} · ${band}`}
          onChange={(e) => onChange({ awareness: Math.round(Number(e.target.value) * 10) / 10 })}
        />

        <ElevationField
          state={elevation}
          detected={location.coords !== null}
          error={errors.elevation ? error('elevation') : undefined}
          inputId={FIELD_IDS.elevation}
        />

        <LocationField state={location} />

        <div>
          <Label htmlFor={FIELD_IDS.baseline}>{t('calc.baseline')}</Label>
          <Input
            id={FIELD_IDS.baseline}
            type="number"
            inputMode="decimal"
            step={0.001}
            min={BASELINE_MIN}
            max={BASELINE_MAX}
            placeholder={String(DEFAULT_BASELINE)}
            value={values.baseline}
            onChange={(e) => onChange({ baseline: e.target.value })}
            aria-invalid={errors.baseline ? true : undefined}
            aria-describedby={describedBy('baseline', errors, `${FIELD_IDS.baseline}-hint`)}
            className="tabular-nums"
          />
          {errors.baseline ? (
            <FieldError id={`${FIELD_IDS.baseline}-error`}>{error('baseline')}</FieldError>
          ) : (
            <Hint id={`${FIELD_IDS.baseline}-hint`}>
              {t('calc.baseline.hint', { value: decimalMark(String(DEFAULT_BASELINE)) })}
            </Hint>
          )}
          {offerCombined && combined ? (
            <Button
              variant="ghost"
              size="sm"
              className="mt-1 -ml-3 min-h-10 text-left text-moon"
              onClick={() => onChange({ baseline: String(combined.value) })}
            >
              {richText(t('calc.baseline.use', { value: fixed(combined.value), archetype: combinedName }), {
                value: (words) => <span className="tabular-nums">{words}</span>,
              })}
            </Button>
          ) : null}
        </div>

        <Switch
          checked={luna}
          onChange={onLunaChange}
          label={t('calc.luna')}
          description={t('calc.luna.body')}
        />

        {/* aria-disabled rather than disabled: the button keeps keyboard focus while it works. */}
        <Button type="submit" size="lg" aria-disabled={pending || undefined} className="w-full sm:w-auto">
          {pending ? (
            <span
              aria-hidden="true"
              className="size-4 animate-spin rounded-full border-2 border-moon-ink/30 border-t-moon-ink"
            />
          ) : null}
          {pending ? t('calc.calculating') : t('calc.calculate')}
        </Button>
      </form>
    </Card>
  )
}
