// Birth scalar, combined baseline and the compass's choice of baseline (docs/rules/scalar.md;
// docs/decisions/007-derived-rules.md). See docs/rules/scalar.md.
import { archetypeNumbersOf } from './archetype-numbers.ts'
import { dayOfYear, isValidDate, MIN_BIRTH_DATE, parseDate } from './dates.ts'
import { round3 } from './numbers.ts'
import { inRange, type ScalarRange } from './ranges.ts'
import { DEFAULT_BASELINE } from './vocabulary.ts'

export { MIN_BIRTH_DATE }

/**
 * Birth scalar = 81 + dayOfYear/365.25 × 0.8 + (year mod 100) × 0.001, rounded to 3 decimals
 * (1 January is day 1). For years from 1900 on, (year − 1900) mod 100 equals year mod 100, so the
 * spec's two readings agree. No or invalid birth date: 81.5.
 */
export function computeBirthScalar(birthDate: string | null | undefined): number {
  const date = birthDate ? parseDate(birthDate) : null
  if (!date) return DEFAULT_BASELINE
  return round3(81 + (dayOfYear(date) / 365.25) * 0.8 + (date.year % 100) * 0.001)
}

/** Combined baseline = 0.7 × birth scalar + 0.3 × archetype scalar, 3 decimals. */
export function computeCombinedBaseline(birthScalar: number, archetypeScalar: number): number {
  return round3(0.7 * birthScalar + 0.3 * archetypeScalar)
}

/** The stored archetype data fields the compass baseline may come from (all optional). */
export interface BaselineSources {
  emotionalBaseline?: number | null
  /** 'YYYY-MM-DD' local day of the last emotional update. */
  lastEmotionalUpdateDate?: string | null
  combinedBaseline?: number | null
  birthScalar?: number | null
  archetypeScalar?: number | null
  archetypeId?: number | null
  /** 'YYYY-MM-DD', when the profile carries one: it moves no number, only which words a day earns. */
  birthDate?: string | null
}

export type BaselineSource = 'emotional' | 'combined' | 'computed' | 'archetype' | 'default'

export interface ResolvedBaseline {
  value: number
  source: BaselineSource
}

const usable = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n)

/**
 * The compass baseline in the spec's order of preference: the emotional baseline if updated
 * today; else the combined baseline; else 70% birth scalar + 30% archetype scalar; else the
 * archetype's own scalar; else 81.5.
 */
export function resolveCompassBaseline(sources: BaselineSources, todayLocal: string): ResolvedBaseline {
  if (usable(sources.emotionalBaseline) && sources.lastEmotionalUpdateDate === todayLocal) {
    return { value: sources.emotionalBaseline, source: 'emotional' }
  }
  if (usable(sources.combinedBaseline)) return { value: sources.combinedBaseline, source: 'combined' }
  if (usable(sources.birthScalar) && usable(sources.archetypeScalar)) {
    return {
      value: computeCombinedBaseline(sources.birthScalar, sources.archetypeScalar),
      source: 'computed',
    }
  }
  const archetype = usable(sources.archetypeId) ? archetypeNumbersOf(sources.archetypeId) : undefined
  if (archetype) return { value: archetype.scalarRange, source: 'archetype' }
  return { value: DEFAULT_BASELINE, source: 'default' }
}

/** Compass colour of a scalar (docs/rules/scalar.md): ≥ 81.5 orange, ≥ 81.2 green, else blue. */
export function compassScalarColor(scalar: number): 'orange' | 'green' | 'blue' {
  if (scalar >= 81.5) return 'orange'
  if (scalar >= 81.2) return 'green'
  return 'blue'
}

/** Journey and Luna colour of a scalar (docs/rules/scalar.md): ≥ 81.5 red, ≥ 81.3 orange, ≥ 81.2 yellow, ≥ 81.1 blue, else green. */
export function journeyScalarColor(scalar: number): 'red' | 'orange' | 'yellow' | 'blue' | 'green' {
  if (scalar >= 81.5) return 'red'
  if (scalar >= 81.3) return 'orange'
  if (scalar >= 81.2) return 'yellow'
  if (scalar >= 81.1) return 'blue'
  return 'green'
}

/** The stored archetype-data fields that the birth scalar fix reads and writes (docs/rules/scalar.md). */
export interface BirthScalarFields {
  archetypeId?: number | null
  archetypeScalar?: number | null
  birthScalar?: number | null
  birthDate?: string | null
  combinedBaseline?: number | null
  currentBaseline?: number | null
}

/** Stored archetype data without a usable birth scalar needs the fix (docs/rules/scalar.md 'Fix Birth Scalar'). */
export function needsBirthScalar(data: BirthScalarFields): boolean {
  return !usable(data.birthScalar)
}

/**
 * The birth scalar fix (docs/rules/scalar.md): the birth scalar recalculated from the birth date and saved
 * with it; when an archetype exists (its stored scalar, else its id's scalarRange) the combined
 * baseline is recomputed and becomes the current baseline. Null for a date that is not a real
 * calendar date from 1900-01-01 on.
 */
export function applyBirthScalar<T extends BirthScalarFields>(
  data: T,
  birthDate: string,
):
  | (Omit<T, 'birthScalar' | 'birthDate'> & BirthScalarFields & { birthScalar: number; birthDate: string })
  | null {
  if (!parseDate(birthDate) || birthDate < MIN_BIRTH_DATE) return null
  const birthScalar = computeBirthScalar(birthDate)
  const archetypeScalar = usable(data.archetypeScalar)
    ? data.archetypeScalar
    : usable(data.archetypeId)
      ? archetypeNumbersOf(data.archetypeId)?.scalarRange
      : undefined
  if (archetypeScalar === undefined) return { ...data, birthScalar, birthDate }
  const combinedBaseline = computeCombinedBaseline(birthScalar, archetypeScalar)
  return {
    ...data,
    birthScalar,
    birthDate,
    archetypeScalar,
    combinedBaseline,
    currentBaseline: combinedBaseline,
  }
}

const num = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v
  return typeof n === 'number' && Number.isFinite(n) ? n : null
}
const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {}

/** The baselines an archetype data carries that the compass reads (baselineSourcesOf). */
export const PROFILE_BASELINE_FIELDS = [
  'emotionalBaseline',
  'combinedBaseline',
  'birthScalar',
  'archetypeScalar',
] as const
/** The profile fields that carry a birth scalar (ξ) directly: the spec's and the local profile's. */
export const PROFILE_XI_FIELDS = ['scalar_ξ', 'scalar_xi', 'xi'] as const
/** An archetype id in text, as the spec's clients send it: '7' or '07', 1 to 32. */
export const ARCHETYPE_ID_TEXT = /^(0?[1-9]|[12]\d|3[0-2])$/

/**
 * The problem with the fields of a compass personalProfile that the compass reads, or null: each,
 * where present and not null, is a baseline ξ in `range` (the archetype data's baselines, and
 * `scalar_ξ`, `scalar_xi`, `xi`) or an archetype id from 1 to 32 (a number, or its digits in text),
 * whether or not another field takes precedence; `archetype` is such an id or archetype data. The
 * published contract states the same (schema/api.ts); other fields are free.
 */
export function profileFieldsProblem(
  profile: Record<string, unknown>,
  range: ScalarRange,
  describe: string,
): string | null {
  const baseline = (value: unknown, name: string) =>
    value === null || value === undefined || (typeof value === 'number' && inRange(value, range))
      ? null
      : `The personalProfile's ${name} must be a baseline ξ ${describe}.`
  const archetypeId = (value: unknown, name: string) =>
    value === null ||
    value === undefined ||
    (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 32) ||
    (typeof value === 'string' && ARCHETYPE_ID_TEXT.test(value))
      ? null
      : `The personalProfile's ${name} must be a whole number from 1 to 32.`
  const data = (value: unknown, name: string): string | null => {
    if (value === null || value === undefined) return null
    if (typeof value !== 'object' || Array.isArray(value))
      return `The personalProfile's ${name} must be an object.`
    const d = value as Record<string, unknown>
    for (const field of PROFILE_BASELINE_FIELDS) {
      const problem = baseline(d[field], `${name}.${field}`)
      if (problem) return problem
    }
    return archetypeId(d.archetypeId, `${name}.archetypeId`)
  }
  for (const name of PROFILE_XI_FIELDS) {
    const problem = baseline(profile[name], name)
    if (problem) return problem
  }
  const a = profile.archetype
  const archetypeProblem =
    a !== null && typeof a === 'object' ? data(a, 'archetype') : archetypeId(a, 'archetype')
  return (
    archetypeProblem ??
    archetypeId(profile.archetypeId, 'archetypeId') ??
    data(profile.archetypeData, 'archetypeData')
  )
}

/**
 * Reads the baseline sources (docs/rules/scalar.md, the compass's baseline) out of a compass
 * personalProfile in any of the shapes the API accepts:
 * `{scalar_ξ | scalar_xi, archetype}` (id), the local personal profile `{xi, archetype: {...}}`,
 * or the web app's `{archetypeData: {...}}` (the stored luna_archetype_data).
 */
export function baselineSourcesOf(profile: Record<string, unknown> | null | undefined): BaselineSources {
  const p = obj(profile)
  const nested = obj(p.archetype)
  const data = { ...nested, ...obj(p.archetypeData) }
  const archetypeId = num(data.archetypeId) ?? num(p.archetype) ?? num(p.archetypeId)
  return {
    emotionalBaseline: num(data.emotionalBaseline),
    lastEmotionalUpdateDate: typeof data.emotionalUpdateDate === 'string' ? data.emotionalUpdateDate : null,
    combinedBaseline: num(data.combinedBaseline),
    birthScalar: num(data.birthScalar) ?? num(p.scalar_ξ) ?? num(p.scalar_xi) ?? num(p.xi),
    archetypeScalar:
      num(data.archetypeScalar) ??
      (archetypeId ? (archetypeNumbersOf(archetypeId)?.scalarRange ?? null) : null),
    archetypeId,
    birthDate: typeof data.birthDate === 'string' && isValidDate(data.birthDate) ? data.birthDate : null,
  }
}
