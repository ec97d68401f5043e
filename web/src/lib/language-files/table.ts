// Another language's catalogues, one chunk per namespace (domain/messages/compiled/<locale>/<namespace>.ts).
// Each language's table of those chunks is a chunk of its own (es.ts, de.ts, en-XA.ts), loaded only
// when that language is spoken: an English visitor's first page carries no table, and another
// language's only its own (docs/performance.md, "twenty-first").
import type { CompiledMessage } from '@domain/message-format.ts'

/** One namespace's catalogue module. */
export interface LanguageFile {
  messages: Record<string, CompiledMessage>
}

/** A language's catalogue chunks, by file under its folder ('./birth.ts'). */
export type LanguageFiles = Record<string, () => Promise<LanguageFile>>
