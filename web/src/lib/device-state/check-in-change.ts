// A check-in's change to the visitor's profile on this device (docs/rules/device-state.md), apart
// from the journey's other changes (changes.ts), which the compass's check-in does not need.
import type { DeviceProfile } from '@/lib/device-state/profile.ts'

/** A check-in moved today's baseline: kept in the archetype data with its value and instant. */
export function recordCheckIn(s: DeviceProfile, newBaseline: number, value: number, at: Date): DeviceProfile {
  if (!s.archetypeData) return s
  return {
    ...s,
    archetypeData: {
      ...s.archetypeData,
      emotionalBaseline: newBaseline,
      emotionalValue: value,
      lastEmotionalUpdate: at.toISOString(),
    },
  }
}
