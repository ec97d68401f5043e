// Words that carry the parts of the day they suit (docs/rules/one-voice.md): every suggestion, lean
// into and go easy on item, recommendation and answer is written for some parts of the day and not
// others (nothing that needs daylight, a shop or a start of day at night; no early night in the
// morning after a night shift). Pickers take only the items suited to the visitor's part of the day.
import type { PartOfDay } from './dates.ts'

export const PARTS_OF_DAY: readonly PartOfDay[] = ['morning', 'afternoon', 'evening', 'night']

/** A text and the parts of the day it suits. */
export interface Suited {
  readonly text: string
  readonly parts: readonly PartOfDay[]
}

/**
 * An item for the parts named in `parts`, space-separated ('morning afternoon'), or 'any' for all
 * four. A part that is not one of the four throws: content is checked when it loads. Marked free of
 * side effects for the bundler, so a list nobody reads (the first frame's script reads few) is left
 * out of the bundle.
 */
/* @__NO_SIDE_EFFECTS__ */
export function suits(parts: string, text: string): Suited {
  const named = parts === 'any' ? PARTS_OF_DAY : parts.split(' ')
  for (const part of named)
    if (!(PARTS_OF_DAY as readonly string[]).includes(part))
      throw new Error(`suits: "${part}" is not a part of the day`)
  return Object.freeze({ text, parts: Object.freeze([...named] as PartOfDay[]) })
}

/** The items of a list that suit `part`, in the list's order. */
export function suitedTo(items: readonly Suited[], part: PartOfDay): Suited[] {
  return items.filter((item) => item.parts.includes(part))
}

/** The texts of the items that suit `part`. */
export const textsFor = (items: readonly Suited[], part: PartOfDay): string[] =>
  suitedTo(items, part).map((item) => item.text)
