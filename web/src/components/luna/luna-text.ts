// Luna's insight card's own words (domain/messages/<locale>/luna.json; docs/decisions/056-languages.md):
// its labels, her moods and tones (docs/rules/luna.md) and the time phases' names in the language
// spoken (the compass's Right now and the share card name the phase too).
import { messages } from '@domain/messages/compiled/en/luna.ts'
import { WINDOW_PHASES, type WindowPhase } from '@domain/vocabulary.ts'
import { catalogue, type Text } from '@/lib/i18n.ts'

export const useLunaText = catalogue(messages, 'luna')

type LunaText = Text<keyof typeof messages & string>

/** Luna's mood or tone (docs/rules/luna.md, English's words) in the language spoken; an unknown one as it is. */
export function lunaWord(t: LunaText, kind: 'mood' | 'tone', word: string): string {
  const key = `luna.${kind}.${word}`
  const said = t(key as keyof typeof messages & string)
  return said === key ? word : said
}

/**
 * A time phase (domain/vocabulary.ts WINDOW_PHASES, the answer's English name; decision 058: the app
 * names it) in the language spoken; an unknown one as it is.
 */
export function phaseName(t: LunaText, phase: string): string {
  const index = WINDOW_PHASES.indexOf(phase as WindowPhase)
  return index < 0 ? phase : t(`phase.${index}` as keyof typeof messages & string)
}
