// The chunks of en-XA's catalogues, one per namespace (domain/messages/compiled/en-XA/<namespace>.ts), by
// file ('./birth.ts'): a table of its own, loaded only when en-XA is spoken (lib/i18n.ts).
import type { LanguageFile, LanguageFiles } from '@/lib/language-files/table.ts'

export const LANGUAGE_FILES: LanguageFiles = import.meta.glob<LanguageFile>('./*.ts', {
  base: '../../../../domain/messages/compiled/en-XA',
})
