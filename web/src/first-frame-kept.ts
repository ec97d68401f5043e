// The first-frame script of a page in another language (docs/decisions/059-first-frame-per-language.md):
// the kept reading only, without the card's rules and English's words of the day, which such a page
// never paints (web/src/first-frame-script.ts), and with Spanish's and German's words of the frame and
// of the 64 feelings (the greeting names yesterday's).
// The Worker puts it in place of the full script.
import { messages as feelingsDe } from '@domain/messages/compiled/de/feelings.ts'
import { messages as de } from '@domain/messages/compiled/de/frame.ts'
import { messages as feelingsEs } from '@domain/messages/compiled/es/feelings.ts'
import { messages as es } from '@domain/messages/compiled/es/frame.ts'
import { FRAME_EN, feelingWordOf } from '@/lib/frame-words.ts'
import { runFirstFrame } from './first-frame-script.ts'

runFirstFrame(
  null,
  { en: FRAME_EN, es, de },
  { es: feelingWordOf(feelingsEs, 'es'), de: feelingWordOf(feelingsDe, 'de') },
)
