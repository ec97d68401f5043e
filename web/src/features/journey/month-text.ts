// The month view's messages (domain/messages/<locale>/month.json; docs/decisions/056-languages.md).
import { messages } from '@domain/messages/compiled/en/month.ts'
import { catalogue } from '@/lib/i18n.ts'

export const useMonthText = catalogue(messages, 'month')
