// The name and birth-date form's messages (domain/messages/<locale>/identity.json), shared by the profile
// and the readings page (docs/decisions/056-languages.md).
import { messages } from '@domain/messages/compiled/en/identity.ts'
import { catalogue } from '@/lib/i18n.ts'

export const useIdentityText = catalogue(messages, 'identity')
