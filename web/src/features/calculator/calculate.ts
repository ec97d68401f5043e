// The calculator's form values, their checks and its two calls (docs/rules/time-engine.md):
// POST /api/time-engine and POST /api/luna-flags.

import { findArchetype } from '@domain/archetypes.ts'
import { isValidDate, localDateOf, localTimeOf, parseTime } from '@domain/dates.ts'
import { BASELINE_RANGE } from '@domain/ranges.ts'
import { ELEVATION_MAX_M, ELEVATION_MIN_M } from '@domain/time-engine.ts'
import type { ChosenLocation } from '@/features/calculator/chosen-location.ts'
import { archetypeOf } from '@/lib/device-state/archetype-of.ts'
import { calculatorStartOf, setCalculatorBaseline } from '@/lib/device-state/changes.ts'
import { readDevice, updateDevice } from '@/lib/device-state/store.ts'

/** The baselines the server takes (docs/rules/ranges.md): the form refuses the rest before sending. */
export const BASELINE_MIN = BASELINE_RANGE.min
export const BASELINE_MAX = BASELINE_RANGE.max

export interface FormValues {
  date: string
  time: string
  awareness: number
  /** The archetype id as the select holds it; '' for none. */
  archetype: string
  baseline: string
}

export type FieldName = 'archetype' | 'date' | 'time' | 'elevation' | 'baseline'
/** The fields with a problem; each field has one, said in the language by calculator-text.ts. */
export type FormErrors = Partial<Record<FieldName, true>>

function storedArchetypeId(): string {
  const archetype = archetypeOf(readDevice())
  return archetype ? String(archetype.id) : ''
}

const validBaseline = (n: number) => Number.isFinite(n) && n >= BASELINE_MIN && n <= BASELINE_MAX

/** The stored calculator baseline, else the archetype data's combined baseline, else empty. */
export function storedBaseline(): string {
  const start = calculatorStartOf(readDevice(), validBaseline)
  return start === null ? '' : String(start)
}

export function saveBaseline(value: number): void {
  updateDevice((s) => setCalculatorBaseline(s, value))
}

export function initialValues(now: Date = new Date()): FormValues {
  return {
    date: localDateOf(now),
    time: localTimeOf(now),
    awareness: 0.5,
    archetype: storedArchetypeId(),
    baseline: storedBaseline(),
  }
}

export interface TimeWindowRequest {
  date: string
  time: string
  elevation: number
  awareness: number
  archetype: number
  location: ChosenLocation
  baseline_xi: number | null
}

/** The request, or the errors to show; fields in the order of the form. */
export function checkForm(
  values: FormValues,
  elevation: number,
  location: ChosenLocation,
): { request: TimeWindowRequest | null; errors: FormErrors } {
  const errors: FormErrors = {}
  const time = values.time.slice(0, 5)
  if (!isValidDate(values.date)) errors.date = true
  if (parseTime(time) === null) errors.time = true
  if (!Number.isFinite(elevation) || elevation < ELEVATION_MIN_M || elevation > ELEVATION_MAX_M) {
    errors.elevation = true
  }
  const archetype = Number(values.archetype)
  if (!values.archetype || !findArchetype(archetype)) errors.archetype = true
  const baselineText = values.baseline.trim()
  const baseline = baselineText === '' ? null : Number(baselineText)
  if (baseline !== null && !validBaseline(baseline)) errors.baseline = true
  if (Object.keys(errors).length > 0) return { request: null, errors }
  return {
    request: {
      date: values.date,
      time,
      elevation,
      awareness: values.awareness,
      archetype,
      location,
      baseline_xi: baseline,
    },
    errors,
  }
}
