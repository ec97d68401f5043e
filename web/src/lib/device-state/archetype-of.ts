// The visitor's archetype as this device's state names it, and the readings page's 'Fix Archetype
// Modifiers' (docs/rules/device-state.md). Apart from changes.ts because it reads the archetypes'
// words (domain/archetypes.ts), which the check-in and the compass do not load.
import { type Archetype, findArchetype } from '@domain/archetypes.ts'
import {
  type DeviceProfile,
  NO_ARCHETYPE,
  parsed,
  type ToolResult,
  withArchetypeData,
} from '@/lib/device-state/changes.ts'

/** The chosen archetype: luna_archetype when it names one of the 32, else the archetype data's. */
export function archetypeOf(s: DeviceProfile): Archetype | null {
  const fromKey = s.archetype === null ? null : parsed(s.archetype)
  return (
    (fromKey !== null && Number.isInteger(fromKey) ? findArchetype(fromKey) : undefined) ??
    (s.archetypeData ? findArchetype(s.archetypeData.archetypeId) : undefined) ??
    null
  )
}

/** The archetype chosen on this device (luna_archetype alone: a retake forgets it). */
export function chosenArchetypeOf(s: DeviceProfile): Archetype | null {
  const id = s.archetype === null ? null : parsed(s.archetype)
  return id !== null && Number.isInteger(id) ? (findArchetype(id) ?? null) : null
}

/** 'Fix Archetype Modifiers': the archetype's own modifiers written back. */
export function fixModifiers(s: DeviceProfile): ToolResult {
  const data = s.archetypeData
  const archetype = data ? findArchetype(data.archetypeId) : undefined
  if (!data || !archetype) return NO_ARCHETYPE
  const repaired = { ...data, modifiers: { ...archetype.modifiers } }
  return { ok: true, kind: 'modifiers-fixed', state: withArchetypeData(s, repaired), data: repaired }
}
