// The analytics dashboard's words (domain/messages/<locale>/admin.json; docs/decisions/056-languages.md).
// The figures' names from the API (archetypes, pages) are the data's own.
import { messages } from '@domain/messages/compiled/en/admin.ts'
import { catalogue } from '@/lib/i18n.ts'

export const useAdminText = catalogue(messages, 'admin')
