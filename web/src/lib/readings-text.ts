// The saved readings' and the readings page's words (domain/messages/<locale>/readings.json;
// docs/decisions/056-languages.md), in lib/ because the deletion's toasts are the query's
// (lib/queries/saved-readings.ts).
import { messages } from '@domain/messages/compiled/en/readings.ts'
import { catalogue } from '@/lib/i18n.ts'

export const useReadingsText = catalogue(messages, 'readings')
