// The full reading's messages (domain/messages/<locale>/reading.json; docs/decisions/056-languages.md):
// the Advanced view's cards, loaded with their code, never with the compass's first load.
import { messages } from '@domain/messages/compiled/en/reading.ts'
import { catalogue } from '@/lib/i18n.ts'

export const useReadingText = catalogue(messages, 'reading')
