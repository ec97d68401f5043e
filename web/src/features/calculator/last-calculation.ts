// The calculator's last inputs and result, kept on the device so that a reload (or a visit the
// next day) shows what the visitor last worked out (docs/rules/time-engine.md). A stored value
// that does not have the expected shape is dropped, never half-used.
import type { TimeWindow } from '@/features/calculator/api/time-window.ts'
import type { FormValues } from '@/features/calculator/calculate.ts'
import type { ChosenLocation } from '@/features/calculator/chosen-location.ts'
import type { LocationMode } from '@/features/calculator/use-location.ts'
import { deviceStore, storedJson } from '@/lib/device-state/stored.ts'
import { KEYS } from '@/lib/storage.ts'

export interface LastCalculation {
  values: FormValues
  luna: boolean
  /** The mode, and the place set in manual or symbolic mode (auto detects again). */
  location: { mode: LocationMode; applied: ChosenLocation | null }
  elevation: { mode: 'auto' | 'manual'; manualText: string }
  /** The window on screen, with the location it was worked out for (older entries lack it). */
  shown: { data: TimeWindow; locationMode: ChosenLocation['mode']; location?: ChosenLocation } | null
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

function validValues(v: unknown): v is FormValues {
  return (
    isObject(v) &&
    typeof v.date === 'string' &&
    typeof v.time === 'string' &&
    typeof v.awareness === 'number' &&
    typeof v.archetype === 'string' &&
    typeof v.baseline === 'string'
  )
}

function validLocation(v: unknown): v is ChosenLocation {
  return (
    isObject(v) &&
    typeof v.label === 'string' &&
    ['auto', 'manual', 'symbolic', 'global'].includes(String(v.mode))
  )
}

function parseLastCalculation(stored: unknown): LastCalculation | null {
  if (!isObject(stored) || !validValues(stored.values)) return null
  const location = isObject(stored.location) ? stored.location : {}
  const elevation = isObject(stored.elevation) ? stored.elevation : {}
  const shown = isObject(stored.shown) && isObject(stored.shown.data) ? stored.shown : null
  return {
    values: stored.values,
    luna: stored.luna === true,
    location: {
      mode: ['auto', 'manual', 'symbolic'].includes(String(location.mode))
        ? (location.mode as LocationMode)
        : 'auto',
      applied: validLocation(location.applied) && location.applied.mode !== 'auto' ? location.applied : null,
    },
    elevation: {
      mode: elevation.mode === 'manual' ? 'manual' : 'auto',
      manualText: typeof elevation.manualText === 'string' ? elevation.manualText : '',
    },
    shown:
      shown && typeof (shown.data as Record<string, unknown>).computed_ξ === 'number'
        ? ({
            ...(shown as NonNullable<LastCalculation['shown']>),
            location: validLocation(shown.location) ? shown.location : undefined,
          } as LastCalculation['shown'])
        : null,
  }
}

/** luna_calculator_last: the calculator's last inputs and result. */
const lastCalculationAtom = storedJson(KEYS.calculatorLast, parseLastCalculation)

export const readLastCalculation = (): LastCalculation | null => deviceStore.get(lastCalculationAtom)

export function writeLastCalculation(last: LastCalculation): void {
  deviceStore.set(lastCalculationAtom, last)
}
