// The check-in's messages (domain/messages/<locale>/checkin.json; docs/decisions/056-languages.md),
// the 64 feeling words among them.
import { EMOTIONAL_DESCRIPTORS } from '@domain/content/emotions.ts'
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
 * descriptor at position n; English's, or a word the list does not hold, as it is.
 */
export function useFeelingWord(): (descriptor: string) => string {
  const t = useFeelingsText()
  const english = computedInEnglish(useSpokenLocale())
  return (descriptor) => {
    const position = EMOTIONAL_DESCRIPTORS.indexOf(descriptor) + 1
    return english || position === 0
      ? descriptor
      : t(`feeling.${position}` as keyof typeof feelingsEn & string)
  }
}
