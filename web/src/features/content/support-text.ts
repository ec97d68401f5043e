// The support page's messages (domain/messages/<locale>/support.json; docs/decisions/056-languages.md).
import { messages } from '@domain/messages/compiled/en/support.ts'
import { catalogue } from '@/lib/i18n.ts'

export const useSupportText = catalogue(messages, 'support')
