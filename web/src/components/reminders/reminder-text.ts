// The daily reminder's messages (domain/messages/<locale>/reminders.json; docs/decisions/056-languages.md).
import { messages } from '@domain/messages/compiled/en/reminders.ts'
import { catalogue, type Text } from '@/lib/i18n.ts'

export const useReminderText = catalogue(messages, 'reminders')

export type ReminderText = Text<keyof typeof messages & string>
