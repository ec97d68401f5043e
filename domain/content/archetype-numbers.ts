// The numbers of the 32 archetypes, apart from their words (content/archetypes.ts), so that the
// compass's rules can read them without carrying the texts (the first frame's inline script computes
// today's card with them: docs/decisions/031-today-card-in-the-first-frame.md).
//
// scalarRange runs from the most grounded patterns (Earth, 81.10) to the most expansive (Fire,
// 81.98): Earth 81.10–81.31, Water 81.34–81.53, Air 81.56–81.77, Fire 81.80–81.98.
import type { ArchetypeNumbers } from './types.ts'

/** By id, 1–32, in order. */
export const ARCHETYPE_NUMBERS: readonly ArchetypeNumbers[] = [
  // 1, 2: The Creative / The Receptive: The Open Flame
  { id: 1, scalarRange: 81.95, entropyMod: 1.06, curvatureMod: 1.04 },
  // 3, 4: Difficulty at the Beginning / Youthful Folly: The Curious Apprentice
  { id: 2, scalarRange: 81.65, entropyMod: 1.05, curvatureMod: 0.97 },
  // 5, 6: Waiting / Conflict: The Patient Tide
  { id: 3, scalarRange: 81.43, entropyMod: 0.96, curvatureMod: 1.03 },
  // 7, 8: The Army / Holding Together: The Circle Keeper
  { id: 4, scalarRange: 81.22, entropyMod: 0.95, curvatureMod: 1.06 },
  // 9, 10: The Taming Power of the Small / Treading: The Light-Footed Diplomat
  { id: 5, scalarRange: 81.59, entropyMod: 0.94, curvatureMod: 0.95 },
  // 11, 12: Peace / Standstill (the default archetype of guests): The Tranquil Harbor
  { id: 6, scalarRange: 81.5, entropyMod: 0.97, curvatureMod: 1.02 },
  // 13, 14: Fellowship with Men / Possession in Great Measure: The Generous Host
  { id: 7, scalarRange: 81.8, entropyMod: 1, curvatureMod: 1 },
  // 15, 16: Modesty / Enthusiasm: The Quiet Drummer
  { id: 8, scalarRange: 81.19, entropyMod: 0.93, curvatureMod: 1.08 },
  // 17, 18: Following / Work on What Has Been Spoiled: The Gentle Mender
  { id: 9, scalarRange: 81.34, entropyMod: 1.02, curvatureMod: 0.94 },
  // 19, 20: Approach / Contemplation: The Clear-Eyed Sage
  { id: 10, scalarRange: 81.71, entropyMod: 1.02, curvatureMod: 0.98 },
  // 21, 22: Biting Through / Grace: The Honest Artisan
  { id: 11, scalarRange: 81.83, entropyMod: 1.07, curvatureMod: 1.01 },
  // 23, 24: Splitting Apart / Return: The Returning Gardener
  { id: 12, scalarRange: 81.13, entropyMod: 0.92, curvatureMod: 1.05 },
  // 25, 26: Innocence / The Taming Power of the Great: The Unscripted Pioneer
  { id: 13, scalarRange: 81.9, entropyMod: 1.06, curvatureMod: 0.96 },
  // 27, 28: The Corners of the Mouth / Preponderance of the Great: The Nourishing Pillar
  { id: 14, scalarRange: 81.28, entropyMod: 0.96, curvatureMod: 1.07 },
  // 29, 30: The Abysmal / The Clinging: The Deepwater Lantern
  { id: 15, scalarRange: 81.46, entropyMod: 1.03, curvatureMod: 1.09 },
  // 31, 32: Influence / Duration: The Constant Companion
  { id: 16, scalarRange: 81.62, entropyMod: 0.99, curvatureMod: 1.05 },
  // 33, 34: Retreat / The Power of the Great: The Composed Strategist
  { id: 17, scalarRange: 81.31, entropyMod: 0.92, curvatureMod: 1.02 },
  // 35, 36: Progress / Darkening of the Light: The Rising Ember
  { id: 18, scalarRange: 81.86, entropyMod: 1.05, curvatureMod: 0.93 },
  // 37, 38: The Family / Opposition: The Kind Translator
  { id: 19, scalarRange: 81.74, entropyMod: 1.03, curvatureMod: 1.06 },
  // 39, 40: Obstruction / Deliverance: The Winding River
  { id: 20, scalarRange: 81.37, entropyMod: 0.98, curvatureMod: 0.97 },
  // 41, 42: Decrease / Increase: The Thoughtful Steward
  { id: 21, scalarRange: 81.16, entropyMod: 0.94, curvatureMod: 1.03 },
  // 43, 44: Break-through / Coming to Meet: The Bold Herald
  { id: 22, scalarRange: 81.92, entropyMod: 1.07, curvatureMod: 0.92 },
  // 45, 46: Gathering Together / Pushing Upward: The Upward Grove
  { id: 23, scalarRange: 81.25, entropyMod: 0.97, curvatureMod: 1.04 },
  // 47, 48: Oppression / The Well: The Hidden Spring
  { id: 24, scalarRange: 81.4, entropyMod: 0.95, curvatureMod: 1.08 },
  // 49, 50: Revolution / The Caldron: The Kindled Alchemist
  { id: 25, scalarRange: 81.88, entropyMod: 1.08, curvatureMod: 0.99 },
  // 51, 52: The Arousing / Keeping Still: The Unshaken Mountain
  { id: 26, scalarRange: 81.1, entropyMod: 0.91, curvatureMod: 1.09 },
  // 53, 54: Development / The Marrying Maiden: The Unhurried Voyager
  { id: 27, scalarRange: 81.56, entropyMod: 0.98, curvatureMod: 0.96 },
  // 55, 56: Abundance / The Wanderer: The Noonday Wanderer
  { id: 28, scalarRange: 81.98, entropyMod: 1.08, curvatureMod: 0.94 },
  // 57, 58: The Gentle / The Joyous: The Laughing Breeze
  { id: 29, scalarRange: 81.77, entropyMod: 1.04, curvatureMod: 0.93 },
  // 59, 60: Dispersion / Limitation: The Measured Current
  { id: 30, scalarRange: 81.48, entropyMod: 0.99, curvatureMod: 1.01 },
  // 61, 62: Inner Truth / Preponderance of the Small: The Truthful Wren
  { id: 31, scalarRange: 81.68, entropyMod: 1.01, curvatureMod: 0.99 },
  // 63, 64: After Completion / Before Completion: The Threshold Weaver
  { id: 32, scalarRange: 81.53, entropyMod: 1, curvatureMod: 1 },
]
