// What visitors' text may hold when it is stored (docs/rules/text.md): well-formed Unicode only,
// and no invisible controls that change how it reads (C0 controls, DEL, bidi overrides and
// isolates). The server stores the cleaned text and answers with exactly that.

/** A lone surrogate: D1 would store it as U+FFFD, so what was acknowledged would not be what is kept. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

export function isWellFormedText(text: string): boolean {
  return !LONE_SURROGATE.test(text)
}

/** Every string inside a JSON value (keys included) is well-formed. */
export function isWellFormedDeep(value: unknown, depth = 0): boolean {
  if (depth > 64) return false
  if (typeof value === 'string') return isWellFormedText(value)
  if (Array.isArray(value)) return value.every((v) => isWellFormedDeep(v, depth + 1))
  if (value && typeof value === 'object')
    return Object.entries(value).every(([k, v]) => isWellFormedText(k) && isWellFormedDeep(v, depth + 1))
  return true
}

// C0 controls and DEL; U+202A–U+202E (embeddings and overrides, e.g. U+202E RIGHT-TO-LEFT OVERRIDE);
// U+2066–U+2069 (isolates).
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROLS = /[\u0000-\u001F\u007F\u202A-\u202E\u2066-\u2069]/g
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROLS_BUT_LINES = /[\u0000-\u0008\u000B-\u001F\u007F\u202A-\u202E\u2066-\u2069]/g

/** A name, a tag or a label without controls. */
export function stripControls(text: string): string {
  return text.replace(CONTROLS, '')
}

/** A note without controls, keeping its line breaks and tabs. */
export function stripControlsKeepLines(text: string): string {
  return text.replace(CONTROLS_BUT_LINES, '').replace(/\r\n?/g, '\n')
}
