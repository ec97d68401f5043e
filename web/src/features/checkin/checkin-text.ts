// The check-in's messages (domain/messages/<locale>/checkin.json; docs/decisions/056-languages.md),
// the 64 feeling words among them.
import { EMOTIONAL_DESCRIPTORS } from '@domain/content/emotions.ts'
import { feelingInSentence } from '@domain/felt-word.ts'
import { computedInEnglish } from '@domain/locale.ts'
import { messages } from '@domain/messages/compiled/en/checkin.ts'
import type { messages as feelingsEn } from '@domain/messages/compiled/en/feelings.ts'
import { catalogue, useSpokenLocale } from '@/lib/i18n.ts'

export const useCheckInText = catalogue(messages, 'checkin')

/**
 * The 64 feeling words in the language spoken (domain/messages/<locale>/feelings.json). English's are
 * the descriptors themselves (domain/content/emotions.ts, what the check-in stores): its catalogue is
 * a copy for translators (test/domain/catalogue-copies.test.ts), not loaded by the app.
 */
const useFeelingsText = catalogue({} as typeof feelingsEn, 'feelings')

/**
 * A feeling's word (the English descriptor, as stored) in the language spoken: `feeling.<n>` for the
 * descriptor at position n; English's, or a word the list does not hold, as it is. `inSentence`: the
 * word inside a sentence (feelingInSentence: Spanish and German write it in lower case).
 */
export function useFeelingWord(): (descriptor: string, inSentence?: boolean) => string {
  const t = useFeelingsText()
  const locale = useSpokenLocale()
  const english = computedInEnglish(locale)
  return (descriptor, inSentence = false) => {
    const position = EMOTIONAL_DESCRIPTORS.indexOf(descriptor) + 1
    if (english || position === 0) return descriptor
    const key = `feeling.${position}` as keyof typeof feelingsEn & string
    const word = t(key)
    // Words that could not be loaded (offline before the chunk was cached): English's, never the key.
    if (word === key) return descriptor
    return inSentence ? feelingInSentence(word, locale) : word
  }
}
