// The install card's messages (domain/messages/<locale>/install.json; docs/decisions/056-languages.md).
import { messages } from '@domain/messages/compiled/en/install.ts'
import { catalogue } from '@/lib/i18n.ts'

export const useInstallText = catalogue(messages, 'install')
