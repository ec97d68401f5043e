// The profile page's messages (domain/messages/<locale>/profile.json;
// docs/decisions/056-languages.md).
import { messages } from '@domain/messages/compiled/en/profile.ts'
import { catalogue } from '@/lib/i18n.ts'

export const useProfileText = catalogue(messages, 'profile')
