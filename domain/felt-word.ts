// A feeling's word after "feel" and "felt" (docs/rules/emotional-check-in.md): "You said you feel
// steadier", "Yesterday you felt at one". Most descriptors are adjectives as they stand; a few are not.
// Apart from the descriptors' content, so the first frame's greeting carries only this.

const FELT_WORDS: Readonly<Record<string, string>> = {
  Steadying: 'steadier',
  Resting: 'at rest',
  Flourishing: 'like you are flourishing',
  'At One': 'at one',
  'Fully Present': 'fully present',
}

/**
 * A feeling's word in Spanish or German (its `feeling.<n>` message) as it stands inside a sentence:
 * in lower case ("sintiéndote con calma", "mit dem Gefühl in einer Ruhepause"); every word of theirs
 * starts with an adjective or a preposition.
 */
export function feelingInSentence(word: string, locale: string): string {
  return word.charAt(0).toLocaleLowerCase(locale) + word.slice(1)
}

/** The descriptor as the word after "you feel" or "you felt". */
export function feltWord(descriptor: string): string {
  return FELT_WORDS[descriptor] ?? descriptor.toLowerCase()
}
