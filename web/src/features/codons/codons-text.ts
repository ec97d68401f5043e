// The codon library's messages (domain/messages/<locale>/codons.json; docs/decisions/056-languages.md).
import { messages } from '@domain/messages/compiled/en/codons.ts'
import { catalogue } from '@/lib/i18n.ts'

export const useCodonsText = catalogue(messages, 'codons')
