// The long texts' own words (the legal pages', the help's, the codex's: domain/messages/<locale>/documents.json;
// docs/decisions/056-languages.md). The texts themselves are content (legal-words.ts).
import { messages } from '@domain/messages/compiled/en/documents.ts'
import { catalogue } from '@/lib/i18n.ts'

export const useDocumentsText = catalogue(messages, 'documents')
