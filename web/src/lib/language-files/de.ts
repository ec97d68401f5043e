// The chunks of de's catalogues, one per namespace (domain/messages/compiled/de/<namespace>.ts), by
// file ('./birth.ts'): a table of its own, loaded only when de is spoken (lib/i18n.ts).
import type { LanguageFile, LanguageFiles } from '@/lib/language-files/table.ts'

export const LANGUAGE_FILES: LanguageFiles = import.meta.glob<LanguageFile>('./*.ts', {
  base: '../../../../domain/messages/compiled/de',
})
