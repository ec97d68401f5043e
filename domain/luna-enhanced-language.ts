// Luna's enhanced insight in a language Luna speaks (docs/decisions/057-content-languages.md): the
// insight, guidance and figure of each state from domain/content/<locale>/luna-enhanced.ts; the
// state and its style stay as domain/luna.ts gives them. Only the Worker reads this, so the
// device's own flags (web/src/features/compass/api/luna-flags.ts) do not carry every language.

import { LUNA_ENHANCED_DE } from './content/de/luna-enhanced.ts'
import { LUNA_ENHANCED_ES } from './content/es/luna-enhanced.ts'
import type { LunaEnhanced } from './content/types.ts'
import type { Locale } from './locale.ts'
import { enhancedInsightOf } from './luna.ts'
import type { LunaState } from './vocabulary.ts'

const WORDS: Readonly<Partial<Record<Locale, Readonly<Record<LunaState, LunaEnhanced>>>>> = {
  es: LUNA_ENHANCED_ES,
  de: LUNA_ENHANCED_DE,
}

/** enhancedInsightOf(state) with its words in `locale` (English's where it has none). */
export function enhancedInsightIn(state: LunaState, locale: Locale): ReturnType<typeof enhancedInsightOf> {
  const english = enhancedInsightOf(state)
  const own = WORDS[locale]?.[state]
  return own
    ? { ...english, insight: own.insight, guidance: own.guidance, archetype: own.archetype }
    : english
}
