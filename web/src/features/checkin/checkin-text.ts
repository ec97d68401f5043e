// The check-in's messages (domain/messages/<locale>/checkin.json; docs/decisions/056-languages.md).
import { messages } from '@domain/messages/compiled/en/checkin.ts'
import { catalogue } from '@/lib/i18n.ts'

export const useCheckInText = catalogue(messages, 'checkin')
