// The enhanced insight of each Luna state: the words POST /api/luna-flags and the compass's flags
// card show beside the flags (docs/rules/luna.md). Apart from content/luna.ts so that the card
// does not bring Luna's messages with it.

import type { LunaState } from '../vocabulary.ts'
import type { LunaEnhanced } from './types.ts'

export const LUNA_ENHANCED: Readonly<Record<LunaState, LunaEnhanced>> = {
  high_deltaUC: {
    insight:
      'Your reading sits well away from the 81 center, which shows a field pulled in several directions at once.',
    guidance:
      'Choose steadiness over speed today: fewer decisions, simpler plans and one grounding habit you repeat.',
    archetype: 'The Keeper of the Threshold',
  },
  pi_stabilizing: {
    insight:
      'Your reading is settling toward a steady ratio, which shows scattered impressions crystallizing into a clearer form.',
    guidance:
      'Name what is emerging in one plain sentence and let that sentence guide your next small choice.',
    archetype: 'The Forming Crystal',
  },
  kerr_spinning: {
    insight:
      'Your reading shows a fast, charged spin in the field, with momentum building quicker than usual.',
    guidance: 'Channel the charge into one chosen aim and build in short pauses so the pace stays yours.',
    archetype: 'The Lightning Wheel',
  },
  balanced_flow: {
    insight:
      'Your reading rests near its center with little strain, which shows a coherent field whose parts move together.',
    guidance:
      'Keep to your natural rhythm and spend this ease on something you care about, without pushing for more.',
    archetype: 'The Open River',
  },
  high_scalar_stable: {
    insight:
      'Your reading is high and holding steady, which shows an elevated, luminous field with room to see far.',
    guidance:
      'Use this clear view to set one meaningful intention, then write it where you will see it on quieter days.',
    archetype: 'The Summit Lantern',
  },
  low_scalar_grounding: {
    insight:
      'Your reading sits low and steady, which shows a field drawing inward to rebuild its foundation.',
    guidance: 'Keep today simple and close to the basics, and treat rest and routine as real progress.',
    archetype: 'The Deep Root',
  },
}
