// The four tiers' names in the language spoken (domain/messages/<locale>/tiers.json;
// docs/decisions/056-languages.md): the English names (EMOTIONAL_TIER_NAMES) stay the stored and
// compared values; these are what a screen shows, beside the tiers' colours (./tiers.ts).
import { messages } from '@domain/messages/compiled/en/tiers.ts'
import { catalogue } from '@/lib/i18n.ts'

export const useTierText = catalogue(messages, 'tiers')

/** A tier's name, by its index 0–3. */
export const tierLabel = (t: ReturnType<typeof useTierText>, tier: number): string =>
  t(`tier.name.${Math.min(3, Math.max(0, Math.trunc(tier))) as 0 | 1 | 2 | 3}`)
