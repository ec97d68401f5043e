// The readings page's baseline tools and load-time repairs (spec 02 §4 "Readings page load",
// §5 "Baseline action", §8): a missing birth scalar is derived, missing archetype modifiers are
// restored from the archetype table, and the combined baseline can be set as the baseline ξ.
import { findArchetype, hasValidModifiers, modifiersOf } from '../../../../domain/archetypes.ts'
import { needsBirthScalar } from '../../../../domain/scalar.ts'
import {
  type ArchetypeData,
  KEYS,
  readArchetypeData,
  readRaw,
  writeJson,
  writeRaw,
} from '../../lib/storage.ts'
import {
  archetypeBaselineFollowsFix,
  planBirthScalarFix,
  saveBirthScalarFix,
} from '../profile/birth-scalar.ts'
import { syncPersonalProfile } from '../profile/profile-store.ts'

const NO_ARCHETYPE = {
  title: 'No Archetype Data',
  description: 'Please complete the archetype quiz first to get your baseline.',
} as const

export interface LoadRepairs {
  data: ArchetypeData | null
  /** Plain sentences saying what was repaired; empty when nothing was. */
  notes: string[]
  /** The birth scalar was derived (so the baselines that follow it are stored too). */
  derivedBirthScalar: boolean
  /** The archetype baseline ξ in use once the repairs are stored (null when none is set). */
  archetypeBaseline: number | null
}

/** The archetype baseline ξ stored in this browser, or null. */
export function readArchetypeBaseline(): number | null {
  const text = readRaw(KEYS.archetypeBaseline)
  const n = Number(text)
  return text !== null && Number.isFinite(n) ? n : null
}

/**
 * The repairs the page makes on load (a missing birth scalar derived, then missing modifiers
 * restored), computed without writing: React may render more than once before it commits, and a
 * render that wrote would leave the next one nothing to report. `saveLoadRepairs` stores them.
 */
export function planLoadRepairs(stored: ArchetypeData | null): LoadRepairs {
  const notes: string[] = []
  let data = stored
  let derivedBirthScalar = false
  let archetypeBaseline = readArchetypeBaseline()
  if (!data) return { data, notes, derivedBirthScalar, archetypeBaseline }
  if (needsBirthScalar(data)) {
    const fixed = planBirthScalarFix(data)
    if (fixed.ok) {
      data = fixed.data
      derivedBirthScalar = true
      if (archetypeBaselineFollowsFix()) archetypeBaseline = fixed.data.combinedBaseline
      notes.push(
        `Your birth scalar was missing, so Luna derived it from your birth date: ξ ${fixed.data.birthScalar?.toFixed(3)}.`,
      )
    }
  }
  if (!hasValidModifiers(data.modifiers)) {
    data = { ...data, modifiers: modifiersOf(data.archetypeId) }
    notes.push("Your archetype modifiers were missing, so Luna restored them from your archetype's defaults.")
  }
  return { data, notes, derivedBirthScalar, archetypeBaseline }
}

/** Stores what `planLoadRepairs` repaired (nothing when it repaired nothing). Idempotent. */
export function saveLoadRepairs({ data, notes, derivedBirthScalar }: LoadRepairs): void {
  if (!data || notes.length === 0) return
  if (derivedBirthScalar) {
    saveBirthScalarFix(data)
    return
  }
  writeJson(KEYS.archetypeData, data)
  syncPersonalProfile(data)
}

export type ToolResult =
  | { ok: true; data: ArchetypeData; title: string; description: string }
  | { ok: false; title: string; description: string }

/** 'Set Baseline ξ': the combined baseline becomes the archetype and calculator baseline. */
export function setBaseline(): ToolResult {
  const data = readArchetypeData()
  if (!data || typeof data.combinedBaseline !== 'number' || !Number.isFinite(data.combinedBaseline))
    return { ok: false, ...NO_ARCHETYPE }
  writeRaw(KEYS.archetypeBaseline, String(data.combinedBaseline))
  writeRaw(KEYS.calculatorBaseline, String(data.combinedBaseline))
  return {
    ok: true,
    data,
    title: 'Baseline ξ Set',
    description: `Your baseline is ξ ${data.combinedBaseline.toFixed(3)}. The time calculator now starts from it.`,
  }
}

/** 'Fix Archetype Modifiers': the archetype's own modifiers are written back. */
export function fixModifiers(): ToolResult {
  const data = readArchetypeData()
  const archetype = data ? findArchetype(data.archetypeId) : undefined
  if (!data || !archetype) return { ok: false, ...NO_ARCHETYPE }
  const fixed = { ...data, modifiers: { ...archetype.modifiers } }
  writeJson(KEYS.archetypeData, fixed)
  syncPersonalProfile(fixed)
  return {
    ok: true,
    data: fixed,
    title: 'Archetype Modifiers Fixed',
    description: `${archetype.name}: entropy ×${archetype.modifiers.entropyMod.toFixed(2)}, curvature ×${archetype.modifiers.curvatureMod.toFixed(2)}.`,
  }
}
