// The data controls' messages (domain/messages/<locale>/privacy.json; docs/decisions/056-languages.md).
import { messages } from '@domain/messages/compiled/en/privacy.ts'
import { catalogue } from '@/lib/i18n.ts'

export const usePrivacyText = catalogue(messages, 'privacy')
