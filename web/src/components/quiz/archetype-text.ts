// The archetype test's own words and its details' (domain/messages/<locale>/archetype.json;
// docs/decisions/056-languages.md). The archetypes' words are quiz-text.ts's.
import { messages } from '@domain/messages/compiled/en/archetype.ts'
import { catalogue } from '@/lib/i18n.ts'

export const useArchetypeText = catalogue(messages, 'archetype')
