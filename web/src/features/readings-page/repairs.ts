// The readings page's baseline tools and load-time repairs: a missing birth scalar is derived,
// missing archetype modifiers are restored, and the combined baseline can be set as the baseline ξ.
// The rules are the device state's (docs/rules/device-state.md); this file applies them.

import { fixModifiers as fixModifiersOf } from '@/lib/device-state/archetype-of.ts'
import {
  archetypeBaselineOf,
  type LoadRepair,
  loadRepairs,
  setBaseline as setBaselineOf,
  type ToolResult,
} from '@/lib/device-state/changes.ts'
import { commitDevice, readDevice } from '@/lib/device-state/store.ts'
import type { ArchetypeData } from '@/lib/storage.ts'

export type { ToolResult }

export interface LoadRepairs {
  data: ArchetypeData | null
  /** What was repaired, for the page to say; empty when nothing was. */
  notes: LoadRepair[]
  /** The archetype baseline ξ in use once the repairs are stored (null when none is set). */
  archetypeBaseline: number | null
  /** The repaired state, stored by `saveLoadRepairs`. */
  state: ReturnType<typeof loadRepairs>['state']
}

/**
 * The repairs the page makes on load, computed without writing: React may render more than once
 * before it commits, and a render that wrote would leave the next one nothing to report.
 */
export function planLoadRepairs(): LoadRepairs {
  const { state, notes } = loadRepairs(readDevice())
  return { data: state.archetypeData, notes, archetypeBaseline: archetypeBaselineOf(state), state }
}

/** Stores what `planLoadRepairs` repaired (nothing when it repaired nothing). Idempotent. */
export function saveLoadRepairs({ notes, state }: LoadRepairs): void {
  if (notes.length > 0) commitDevice(state)
}

/** The archetype baseline ξ stored in this browser, or null. */
export const readArchetypeBaseline = (): number | null => archetypeBaselineOf(readDevice())

function apply(result: ToolResult): ToolResult {
  if (result.ok) commitDevice(result.state)
  return result
}

/** 'Set Baseline ξ': the combined baseline becomes the archetype and calculator baseline. */
export const setBaseline = (): ToolResult => apply(setBaselineOf(readDevice()))

/** 'Fix Archetype Modifiers': the archetype's own modifiers are written back. */
export const fixModifiers = (): ToolResult => apply(fixModifiersOf(readDevice()))
