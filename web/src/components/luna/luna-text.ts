// Luna's insight card's own words (domain/messages/<locale>/luna.json; docs/decisions/056-languages.md):
// its labels, and her moods and tones (docs/rules/luna.md) in the language spoken.
import { messages } from '@domain/messages/compiled/en/luna.ts'
import { catalogue, type Text } from '@/lib/i18n.ts'

export const useLunaText = catalogue(messages, 'luna')

type LunaText = Text<keyof typeof messages & string>

/** Luna's mood or tone (docs/rules/luna.md, English's words) in the language spoken; an unknown one as it is. */
export function lunaWord(t: LunaText, kind: 'mood' | 'tone', word: string): string {
  const key = `luna.${kind}.${word}`
  const said = t(key as keyof typeof messages & string)
  return said === key ? word : said
}
