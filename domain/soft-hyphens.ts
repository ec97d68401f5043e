// Soft hyphens (U+00AD) in German's and Spanish's long words, as a screen shows them
// (docs/decisions/061-hyphenation.md): the browser breaks a word there only where it would not fit
// its line, and draws a hyphen there. The app's build hyphenates the long texts its content files hold
// (scripts/hyphenate/); the Worker puts them into the day's reading's long words when the app asks
// (`hyphens=soft`), from the list `npm run hyphens` writes (domain/content/long-words.ts). What is
// shared has none; what is stored neither (the server cleans stored text of them, docs/rules/text.md).

export const SOFT_HYPHEN = '\u00ad'

/** `text` without soft hyphens: as it is stored, sent, shared or compared. */
export const withoutSoftHyphens = (text: string): string => text.replaceAll(SOFT_HYPHEN, '')

/** A run of letters: a word, as the build's list of long words cuts them. */
const WORD = /\p{L}+/gu

/**
 * The function that hyphenates a text's words by `hyphenated`, the list of long words with their soft
 * hyphens, separated by spaces: each word of the text that is on the list, whole, takes the list's
 * hyphenation; every other character stays as it is. Removing the soft hyphens again gives the text.
 */
export function softHyphenator(hyphenated: string): (text: string) => string {
  const words = new Map<string, string>()
  for (const word of hyphenated.split(' ')) if (word) words.set(withoutSoftHyphens(word), word)
  return (text) => text.replace(WORD, (word) => words.get(word) ?? word)
}
