// Elevation in auto mode (looked up for the detected position) or manual mode (typed; empty is
// sea level) (docs/rules/time-engine.md).

import { ELEVATION_MAX_M, ELEVATION_MIN_M } from '@domain/time-engine.ts'
import { Hint, Input, Label } from '@/components/ui/field.tsx'
import { FieldError } from '@/features/calculator/field-error.tsx'
import { Segmented } from '@/features/calculator/segmented.tsx'
import type { ElevationMode, ElevationState } from '@/features/calculator/use-location.ts'

const MODES = [
  { key: 'auto', label: 'Auto' },
  { key: 'manual', label: 'Manual' },
] as const satisfies readonly { key: ElevationMode; label: string }[]

function autoText(state: ElevationState, detected: boolean): string {
  if (state.status === 'loading') return 'Looking up your elevation…'
  if (state.status === 'defaulted') return '0 m (sea level)'
  if (state.autoMetres !== null) return `${state.autoMetres} m`
  return detected ? '0 m (sea level)' : '0 m (sea level) until your location is detected'
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
  return (
    <div className="grid gap-2">
      <Segmented legend="Elevation" options={MODES} value={state.mode} onChange={state.setMode} />
      {state.mode === 'auto' ? (
        <p className="text-sm text-muted">
          Elevation:{' '}
          <output
            className="font-medium tabular-nums text-ink"
            aria-live="polite"
            data-testid="auto-elevation"
          >
            {autoText(state, detected)}
          </output>
        </p>
      ) : (
        <div>
          <Label htmlFor={id}>Elevation in meters</Label>
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
            <Hint id={`${id}-hint`}>Leave it empty for sea level (0 m).</Hint>
          )}
        </div>
      )}
    </div>
  )
}
