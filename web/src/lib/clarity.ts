// The clarity type the visitor chose on the compass (mental, emotional, physical, spiritual),
// kept under luna_clarity_type: the spec's "selected clarity type", read by the compass and by
// Luna's share card on the resonance page.
import { CLARITY_TYPES, type ClarityType } from '@domain/vocabulary.ts'
import { storedText } from '@/lib/device-state/stored.ts'
import { KEYS } from '@/lib/storage.ts'

export const clarityTypeAtom = storedText(KEYS.clarityType, {
  accept: (raw): raw is ClarityType => (CLARITY_TYPES as readonly string[]).includes(raw),
})
