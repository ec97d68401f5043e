// The scalar journey's messages (domain/messages/<locale>/journey.json; docs/decisions/056-languages.md).
import { messages } from '@domain/messages/compiled/en/journey.ts'
import { catalogue } from '@/lib/i18n.ts'

export const useJourneyText = catalogue(messages, 'journey')
