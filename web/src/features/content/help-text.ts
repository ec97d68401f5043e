// The help page's own words and its zones' (domain/messages/<locale>/help.json;
// docs/decisions/056-languages.md). The guide itself is content (help-words.ts).
import { messages } from '@domain/messages/compiled/en/help.ts'
import { catalogue } from '@/lib/i18n.ts'

export const useHelpText = catalogue(messages, 'help')
