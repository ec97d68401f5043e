// Formats a message of the catalogues (domain/messages) in one language: the compiled form that
// `npm run messages` makes with Lingui's message compiler (ICU MessageFormat parsed at build time),
// read here without a runtime library (docs/decisions/056-languages.md, "Later: the formatter").
// Plain placeholders, `select`, and `plural`/`selectordinal` by the language's Intl.PluralRules, with
// `#` written as Intl writes the number. Lingui's own runtime made an Intl.NumberFormat for every
// plural, even one that shows no number: a page's first costs 100–140 ms of main thread at a slow
// phone's speed, measured in the compass's first render (docs/performance.md, "eleventh").

/** A part of a compiled message: its words, or an argument `[name, kind?, cases?]`. */
export type MessagePart = string | readonly [name: string, kind?: string, cases?: unknown]

/** A message as `npm run messages` compiles it. */
export type CompiledMessage = readonly MessagePart[]

/** The values a message's arguments take. */
export type MessageValues = Readonly<Record<string, unknown>>

/** The argument kinds this formatter reads (a plain placeholder has none); the catalogues' check holds them to it. */
export const MESSAGE_KINDS: readonly string[] = ['plural', 'selectordinal', 'select']

const pluralRules = new Map<string, Intl.PluralRules>()
const numberFormats = new Map<string, Intl.NumberFormat>()

function pluralCategory(locale: string, ordinal: boolean, n: number): string {
  const key = `${locale}|${ordinal}`
  let rules = pluralRules.get(key)
  if (!rules) {
    rules = new Intl.PluralRules(locale, { type: ordinal ? 'ordinal' : 'cardinal' })
    pluralRules.set(key, rules)
  }
  return rules.select(n)
}

/**
 * A plural's number as the language writes it. Whole numbers from 0 to 999 read the same in every
 * language Luna speaks (Latin digits, no separator), so they need no Intl.NumberFormat: a page makes
 * its first one only when a larger or a fractional number is shown.
 */
export function pluralNumber(locale: string, n: number): string {
  if (Number.isInteger(n) && n >= 0 && n < 1000 && !Object.is(n, -0)) return String(n)
  let format = numberFormats.get(locale)
  if (!format) {
    format = new Intl.NumberFormat(locale)
    numberFormats.set(locale, format)
  }
  return format.format(n)
}

const textOf = (value: unknown): string => (value === null || value === undefined ? '' : String(value))

/** A compiled message in `locale` with its arguments' values. */
export function formatMessage(message: CompiledMessage, values: MessageValues, locale: string): string {
  const write = (parts: CompiledMessage, count: string | null): string => {
    let text = ''
    for (const part of parts) {
      if (typeof part === 'string') {
        text += part === '#' && count !== null ? count : part
        continue
      }
      const [name, kind, given] = part
      const cases = (given && typeof given === 'object' ? given : {}) as Readonly<Record<string, unknown>>
      const value = values[name]
      if (!kind) {
        text += textOf(value)
        continue
      }
      const branch = (key: string): CompiledMessage | undefined => {
        const found = Object.hasOwn(cases, key) ? cases[key] : undefined
        return Array.isArray(found) ? (found as CompiledMessage) : undefined
      }
      if (kind === 'select') {
        text += write(branch(textOf(value)) ?? branch('other') ?? [], count)
        continue
      }
      const number = Number(value)
      // A count that is missing or not a number takes the message's other case, written as given.
      if (value === null || value === undefined || !Number.isFinite(number)) {
        text += write(branch('other') ?? [], textOf(value))
        continue
      }
      const n = number - (typeof cases.offset === 'number' ? cases.offset : 0)
      const chosen =
        branch(String(Number(value))) ??
        branch(pluralCategory(locale, kind === 'selectordinal', n)) ??
        branch('other')
      text += write(chosen ?? [], pluralNumber(locale, n))
    }
    return text
  }
  return write(message, null)
}
