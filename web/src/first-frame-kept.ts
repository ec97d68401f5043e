// The first-frame script of a page in another language (docs/decisions/059-first-frame-per-language.md):
// the kept reading only, without the card's rules and English's words, which such a page never
// paints (web/src/first-frame-script.ts). The Worker puts it in place of the full script.
import { runFirstFrame } from './first-frame-script.ts'

runFirstFrame(null)
