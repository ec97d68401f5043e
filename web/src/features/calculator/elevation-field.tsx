// Elevation in auto mode (looked up for the detected position) or manual mode (typed; empty is
// sea level) (docs/rules/time-engine.md).

import { ELEVATION_MAX_M, ELEVATION_MIN_M } from '@domain/time-engine.ts'
import { Hint, Input, Label } from '@/components/ui/field.tsx'
import { useCalculatorText } from '@/features/calculator/calculator-text.ts'
import { FieldError } from '@/features/calculator/field-error.tsx'
import { Segmented } from '@/features/calculator/segmented.tsx'
import type { ElevationMode, ElevationState } from '@/features/calculator/use-location.ts'
import { richText } from '@/lib/rich-text.tsx'

const MODE_KEYS = ['auto', 'manual'] as const satisfies readonly ElevationMode[]

type Text = ReturnType<typeof useCalculatorText>

function autoText(t: Text, state: ElevationState, detected: boolean): string {
  if (state.status === 'loading') return t('calc.elevation.looking')
  if (state.status === 'defaulted') return t('calc.elevation.sea')
  if (state.autoMetres !== null) return `${state.autoMetres} m`
  return detected ? t('calc.elevation.sea') : t('calc.elevation.waiting')
}

export function ElevationField({
  state,
  detected,
  error,
  inputId: id,
}: {
  state: ElevationState
  /** Whether a position was detected (auto elevation needs one). */
  detected: boolean
  error?: string
  /** The manual input's id, so the form can focus it. */
  inputId: string
}) {
  const t = useCalculatorText()
  const modes = MODE_KEYS.map((key) => ({ key, label: t(`calc.elevation.${key}`) }))
  return (
    <div className="grid gap-2">
      <Segmented legend={t('calc.elevation')} options={modes} value={state.mode} onChange={state.setMode} />
      {state.mode === 'auto' ? (
        <p className="text-sm text-muted">
          {richText(t('calc.elevation.label', { value: autoText(t, state, detected) }), {
            value: (words) => (
              <output
                className="font-medium tabular-nums text-ink"
                aria-live="polite"
                data-testid="auto-elevation"
              >
                {words}
              </output>
            ),
          })}
        </p>
      ) : (
        <div>
          <Label htmlFor={id}>{t('calc.elevation.field')}</Label>
          <Input
            id={id}
            type="number"
            step="any"
            min={ELEVATION_MIN_M}
            max={ELEVATION_MAX_M}
            placeholder="0"
            value={state.manualText}
            onChange={(e) => state.setManualText(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-hint`}
            className="tabular-nums"
          />
          {error ? (
            <FieldError id={`${id}-error`}>{error}</FieldError>
          ) : (
            <Hint id={`${id}-hint`}>{t('calc.elevation.hint')}</Hint>
          )}
        </div>
      )}
    </div>
  )
}
