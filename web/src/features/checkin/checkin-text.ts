// The check-in's messages (domain/messages/<locale>/checkin.json; docs/decisions/056-languages.md),
// the 64 feeling words among them.
import { EMOTIONAL_DESCRIPTORS } from '@domain/content/emotions.ts'
import { messages } from '@domain/messages/compiled/en/checkin.ts'
import { catalogue, type Text } from '@/lib/i18n.ts'

export const useCheckInText = catalogue(messages, 'checkin')

/**
 * A feeling's word (the English descriptor, as stored) in the language spoken: `checkin.word.<n>` for
 * the descriptor at position n; a word the list does not hold, as it is.
 */
export function feelingWord(t: Text<keyof typeof messages & string>, descriptor: string): string {
  const position = EMOTIONAL_DESCRIPTORS.indexOf(descriptor) + 1
  return position > 0 ? t(`checkin.word.${position}` as keyof typeof messages & string) : descriptor
}
