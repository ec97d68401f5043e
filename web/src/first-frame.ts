// The first-frame script of a page in English (or the pseudo-language): the kept reading, else
// today's card computed here by the card's rules (web/src/first-frame-script.ts), in English's words.
import { paintToday } from '@/features/compass/today-now.ts'
import { FRAME_EN } from '@/lib/frame-words.ts'
import { runFirstFrame } from './first-frame-script.ts'

runFirstFrame(paintToday, { en: FRAME_EN })
