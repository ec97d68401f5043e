// The compass screen's messages (domain/messages/<locale>/compass.json; docs/decisions/056-languages.md).
import { messages } from '@domain/messages/compiled/en/compass.ts'
import { catalogue } from '@/lib/i18n.ts'

export const useCompassText = catalogue(messages, 'compass')
