// The strings inside a free-form JSON object a visitor sends are kept as the text fields are
// (docs/rules/text.md): no controls or bidi overrides, keys included, and nothing that the database
// would keep differently from what was acknowledged.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cleanJsonText, jsonValueProblem, MAX_JSON_DEPTH } from '../../domain/text.ts'

// biome-ignore lint/suspicious/noControlCharactersInRegex: looking for control characters is the point.
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F\u202A-\u202E\u2066-\u2069]/
const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === 'object'
        ? Object.entries(value).flatMap(([k, v]) => [k, ...strings(v)])
        : []
const text = fc.string({ unit: fc.constantFrom('a', ' ', '\n', '\u0000', '\u0007', '\u202e', '\u2066', 'é') })

describe('cleanJsonText', () => {
  it('leaves no control in any string or key, keeps line breaks, and is idempotent', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), text, (value, s) => {
        const withText = { s, nested: [value, { [s]: s }] }
        const clean = cleanJsonText(withText)
        for (const t of strings(clean)) expect(CONTROL.test(t)).toBe(false)
        expect(cleanJsonText(clean)).toEqual(clean)
        // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
        expect(clean.s).toBe(s.replace(/[\u0000\u0007\u202e\u2066]/g, ''))
      }),
    )
  })
})

describe('jsonValueProblem', () => {
  it('names a lone surrogate, a number JSON cannot keep and a nesting too deep', () => {
    expect(jsonValueProblem({ a: 'x\ud800' })).toBe('surrogate')
    expect(jsonValueProblem({ 'k\udc00': 1 })).toBe('surrogate')
    expect(jsonValueProblem(JSON.parse('{"a":[1e309]}'))).toBe('number')
    const nest = (levels: number): unknown => (levels === 0 ? 1 : [nest(levels - 1)])
    expect(jsonValueProblem(nest(MAX_JSON_DEPTH))).toBeNull()
    expect(jsonValueProblem(nest(MAX_JSON_DEPTH + 1))).toBe('depth')
  })

  it('finds nothing wrong in any value JSON.parse makes of well-formed text', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => {
        expect(jsonValueProblem(JSON.parse(JSON.stringify(value)))).toBeNull()
      }),
    )
  })
})
