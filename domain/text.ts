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

/**
 * A free-form JSON value with the controls removed from every string inside it (keys as names,
 * values keeping their line breaks), as the text fields are (docs/rules/text.md).
 */
export function cleanJsonText<T>(value: T): T {
  // Nearly every object is clean already: it is then returned as it is, with nothing copied.
  return holdsControls(value) ? cleaned(value) : value
}

// CONTROLS without its global flag, for a test (a global regex keeps state between tests).
const ANY_CONTROL = new RegExp(CONTROLS.source)

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
