// What visitors' text may hold when it is stored (docs/rules/text.md): well-formed Unicode only,
// and no invisible controls that change how it reads (C0 controls, DEL, bidi overrides and
// isolates). The server stores the cleaned text and answers with exactly that.

/** A lone surrogate: D1 would store it as U+FFFD, so what was acknowledged would not be what is kept. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

export function isWellFormedText(text: string): boolean {
  return !LONE_SURROGATE.test(text)
}

/** How deep a free-form JSON value a client sends may nest. */
export const MAX_JSON_DEPTH = 64

/**
 * What is wrong inside a free-form JSON value, or null: a string or key that is not well-formed,
 * nesting deeper than MAX_JSON_DEPTH, or a number JSON cannot keep (1e309 parses as Infinity, which
 * would be stored as null, so what was acknowledged would not be what is kept).
 */
export function jsonValueProblem(value: unknown, depth = 0): 'surrogate' | 'depth' | 'number' | null {
  if (depth > MAX_JSON_DEPTH) return 'depth'
  if (typeof value === 'string') return isWellFormedText(value) ? null : 'surrogate'
  if (typeof value === 'number') return Number.isFinite(value) ? null : 'number'
  const entries = Array.isArray(value)
    ? value.map((v) => ['', v] as const)
    : value && typeof value === 'object'
      ? Object.entries(value)
      : []
  for (const [key, v] of entries) {
    if (!isWellFormedText(key)) return 'surrogate'
    const problem = jsonValueProblem(v, depth + 1)
    if (problem) return problem
  }
  return null
}

// C0 and C1 controls and DEL; U+202A–U+202E (embeddings and overrides, e.g. U+202E RIGHT-TO-LEFT
// OVERRIDE); U+2066–U+2069 (isolates); the invisible format characters (docs/decisions/036): the
// direction marks U+200E/U+200F and U+061C, the zero-width space U+200B, the word joiner and invisible
// operators U+2060–U+2064, U+180E, the byte-order mark U+FEFF, the interlinear annotations
// U+FFF9–U+FFFB. U+0085, U+2028 and U+2029 break lines: a note keeps them as a line break.
const ALWAYS =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
  /[\u0000-\u0008\u000B-\u001F\u007F-\u0084\u0086-\u009F\u061C\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\uFFF9-\uFFFB]/g
const LINE_BREAKS = /\r\n?|[\u0085\u2028\u2029]/g
const TAB_AND_LF = /[\t\n]/g
/**
 * The joiners are kept where they join: U+200D inside an emoji sequence (👩‍💻) or between letters
 * of a script that uses it (Indic conjuncts), U+200C likewise (Persian, Indic). Tag characters are kept only in an
 * emoji tag sequence (the flags of England, Scotland, Wales: 🏴 + tags + U+E007F).
 */
const JOINERS = /[\u200C\u200D]/gu
const TAG_RUN = /\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F}|[\u{E0000}-\u{E007F}]/gu
const JOINS_EMOJI = /\p{Extended_Pictographic}|\p{Emoji_Modifier}|\uFE0F/u
const EMOJI_AFTER = /^\p{Extended_Pictographic}/u
// Letters of the scripts that use joiners (Arabic, Persian, the Indic scripts...), not Latin, Greek or Cyrillic.
const LETTER = /(?![\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}])[\p{L}\p{M}]/u

function cleanJoiners(text: string): string {
  return text.replace(JOINERS, (joiner, offset: number, whole: string) => {
    const before = String.fromCodePoint(whole.codePointAt(offset - 1) ?? 0)
    const beforeWide = offset >= 2 ? String.fromCodePoint(whole.codePointAt(offset - 2) ?? 0) : ''
    const after = whole.slice(offset + 1)
    const prev = /[\uDC00-\uDFFF]/.test(before) ? beforeWide : before
    if (joiner === '\u200D' && JOINS_EMOJI.test(prev) && EMOJI_AFTER.test(after)) return joiner
    const next = String.fromCodePoint(after.codePointAt(0) ?? 0)
    return offset > 0 && LETTER.test(prev) && LETTER.test(next) ? joiner : ''
  })
}

/**
 * The rest of Unicode's Default_Ignorable_Code_Point (docs/rules/text.md): the soft hyphen U+00AD,
 * the combining grapheme joiner U+034F, the Hangul fillers U+115F, U+1160, U+3164 and U+FFA0, the
 * Khmer inherent vowels U+17B4–17B5, the Mongolian variation selectors U+180B–180F, U+2065, the
 * deprecated format characters U+206A–206F, the variation selectors U+FE00–FE0F (kept right after
 * an emoji or a keycap's base, where they choose its presentation) and U+E0100–E01EF, U+FFF0–FFF8,
 * the shorthand format controls U+1BCA0–1BCA3, the musical format characters U+1D173–1D17A and the
 * unassigned rest of the tag plane. A name also loses the braille blank U+2800, which draws nothing.
 */
const IGNORABLE =
  // biome-ignore lint/suspicious/noMisleadingCharacterClass: each code point is matched alone, on purpose.
  /[\u00AD\u034F\u115F\u1160\u17B4\u17B5\u180B-\u180F\u2065\u206A-\u206F\u3164\uFE00-\uFE0F\uFFA0\uFFF0-\uFFF8\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}\u{E0080}-\u{E0FFF}]/gu
const BLANK = /\u2800/g
const PRESENTED = /[\p{Extended_Pictographic}#*0-9]$/u

function cleanIgnorable(text: string): string {
  return text.replace(IGNORABLE, (ch, offset: number, whole: string) =>
    ch >= '\uFE00' && ch <= '\uFE0F' && PRESENTED.test(whole.slice(Math.max(0, offset - 2), offset))
      ? ch
      : '',
  )
}

function cleanInvisible(text: string, keepLines: boolean): string {
  let out = text.replace(ALWAYS, '')
  out = keepLines
    ? out.replace(LINE_BREAKS, '\n')
    : out.replace(LINE_BREAKS, '').replace(TAB_AND_LF, '').replace(BLANK, '')
  out = out.replace(TAG_RUN, (run) => (run.length > 2 ? run : ''))
  out = IGNORABLE_ANY.test(out) ? cleanIgnorable(out) : out
  return /[\u200C\u200D]/.test(out) ? cleanJoiners(out) : out
}
const IGNORABLE_ANY = new RegExp(IGNORABLE.source, 'u')

/**
 * A JSON Schema pattern (ECMAScript, u flag) that holds when a text keeps at least one character
 * after the cleaning below: one outside the controls, line breaks, format characters, joiners and
 * tag characters it may remove. A required text field states it (docs/decisions/039).
 */
export const VISIBLE_CHARACTER =
  '[^\\u0000-\\u001F\\u007F-\\u009F\\u00AD\\u034F\\u061C\\u115F\\u1160\\u17B4\\u17B5\\u180B-\\u180F\\u200B-\\u200F\\u2028-\\u202E\\u2060-\\u206F\\u2800\\u3164\\uFE00-\\uFE0F\\uFEFF\\uFFA0\\uFFF0-\\uFFFB\\u{1BCA0}-\\u{1BCA3}\\u{1D173}-\\u{1D17A}\\u{E0000}-\\u{E0FFF}\\uD800-\\uDFFF]'

/** Whether a name holds a character that draws something (VISIBLE_CHARACTER, not white space). */
export function holdsVisibleCharacter(text: string): boolean {
  return VISIBLE_NAME.test(text)
}
/** The same, for a text that is also trimmed: a character that is not white space either. */
export const VISIBLE_CHARACTER_NOT_SPACE = VISIBLE_CHARACTER.replace('[^', '[^\\s')
const VISIBLE_NAME = new RegExp(VISIBLE_CHARACTER_NOT_SPACE, 'u')

/** A name, a tag or a label without controls or invisible format characters. */
export function stripControls(text: string): string {
  return cleanInvisible(text, false)
}

/** A note without controls or invisible format characters, keeping its line breaks and tabs. */
export function stripControlsKeepLines(text: string): string {
  return cleanInvisible(text, true)
}

/**
 * A free-form JSON value with the controls removed from every string inside it (keys as names,
 * values keeping their line breaks), as the text fields are (docs/rules/text.md).
 */
export function cleanJsonText<T>(value: T): T {
  // Nearly every object is clean already: it is then returned as it is, with nothing copied.
  return holdsControls(value) ? cleaned(value) : value
}

// Anything `cleanInvisible` may change (a quick test first; most text holds none).
const ANY_CONTROL =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
  // biome-ignore lint/suspicious/noMisleadingCharacterClass: each code point is matched alone, on purpose.
  /[\u0000-\u001F\u007F-\u009F\u061C\u180E\u200B-\u200F\u2028\u2029\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\uFFF9-\uFFFB]|[\u{E0000}-\u{E0FFF}]|[\u00AD\u034F\u115F\u1160\u17B4\u17B5\u180B-\u180F\u2065\u206A-\u206F\u3164\uFE00-\uFE0F\uFFA0\uFFF0-\uFFF8\u{1BCA0}-\u{1BCA3}\u{1D173}-\u{1D17A}]/u

function holdsControls(value: unknown): boolean {
  if (typeof value === 'string') return ANY_CONTROL.test(value)
  if (Array.isArray(value)) return value.some(holdsControls)
  if (value && typeof value === 'object')
    return Object.entries(value).some(([k, v]) => ANY_CONTROL.test(k) || holdsControls(v))
  return false
}

function cleaned<T>(value: T): T {
  if (typeof value === 'string') return stripControlsKeepLines(value) as T
  if (Array.isArray(value)) return value.map(cleaned) as T
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [stripControls(k), cleaned(v)])) as T
  return value
}
