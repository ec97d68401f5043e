// The resonance screen's and the frequency tuner's words (domain/messages/<locale>/resonance.json;
// docs/decisions/056-languages.md). The codons' words are the API's, in the language asked for.
import { messages } from '@domain/messages/compiled/en/resonance.ts'
import { catalogue } from '@/lib/i18n.ts'

export const useResonanceText = catalogue(messages, 'resonance')
