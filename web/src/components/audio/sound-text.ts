// The sound switch's messages (domain/messages/<locale>/sound.json; docs/decisions/056-languages.md).
import { messages } from '@domain/messages/compiled/en/sound.ts'
import { catalogue } from '@/lib/i18n.ts'

export const useSoundText = catalogue(messages, 'sound')
