// Values from a JSON Schema of the published document, for the property test that document-valid
// requests are accepted (docs/decisions/039): `valid` makes values the schema describes (for the
// keywords the document uses), `invalid` values that break it (a wrong type, a bound, a length, a
// pattern, an enum). Which one a value is, the test asks the schema validator, not this module.
import fc from 'fast-check'

export type JsonSchema = {
  $ref?: string
  type?: string | string[]
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  const?: unknown
  enum?: unknown[]
  format?: string
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  items?: JsonSchema
  minItems?: number
  maxItems?: number
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: boolean | JsonSchema
}

type Resolve = (ref: string) => JsonSchema

const ANY_JSON = fc.jsonValue({ maxDepth: 2 })
/** Characters text cleaning treats apart (docs/rules/text.md), among ordinary ones. */
const TRICKY_CHARACTER = fc.constantFrom(
  '\u0007',
  '\u200b',
  '\u202e',
  '\u2066',
  '\t',
  '\n',
  '\r',
  ' ',
  'a',
  'é',
  '😀',
  '\u{E0041}',
)
/** Days from 1900 to 2100, as the dates a visitor may send. */
const DATE = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10))

function stringArbitrary(s: JsonSchema): fc.Arbitrary<string> {
  const minLength = s.minLength ?? 0
  const maxLength = Math.min(s.maxLength ?? 40, Math.max(minLength, 40))
  const fits = (v: string) => v.length >= minLength && v.length <= (s.maxLength ?? Number.POSITIVE_INFINITY)
  if (s.format === 'date') return DATE
  if (s.format === 'uuid') return fc.uuid()
  if (s.pattern) return fc.stringMatching(new RegExp(s.pattern, 'u')).filter(fits)
  if (s.format === 'uri') return fc.webUrl()
  // Any well-formed text, with the controls, marks and line breaks the server removes or keeps.
  return fc.oneof(
    fc.string({ minLength, maxLength, unit: 'grapheme' }),
    fc.string({ minLength, maxLength, unit: TRICKY_CHARACTER }),
  )
}

function numberArbitrary(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = s.minimum ?? s.exclusiveMinimum ?? -1e6
  const max = s.maximum ?? s.exclusiveMaximum ?? 1e6
  if (integer)
    return fc.integer({
      min: Math.ceil(s.exclusiveMinimum !== undefined ? min + 1e-9 : min),
      max: Math.floor(s.exclusiveMaximum !== undefined ? max - 1e-9 : max),
    })
  return fc.oneof(
    fc.double({
      min,
      max,
      minExcluded: s.exclusiveMinimum !== undefined,
      maxExcluded: s.exclusiveMaximum !== undefined,
      noNaN: true,
      noDefaultInfinity: true,
    }),
    // The bounds themselves, where they belong to the range.
    fc.constantFrom(...[s.minimum, s.maximum].filter((v): v is number => v !== undefined), (min + max) / 2),
  )
}

/** Values the schema describes. */
export function valid(schema: JsonSchema, resolve: Resolve, depth = 0): fc.Arbitrary<unknown> {
  const s = schema.$ref ? resolve(schema.$ref) : schema
  if (s.const !== undefined) return fc.constant(s.const)
  if (s.enum) return fc.constantFrom(...s.enum)
  const branches = s.anyOf ?? s.oneOf
  if (branches) return fc.oneof(...branches.map((b) => valid(b, resolve, depth + 1)))
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : []
  if (types.length > 1) return fc.oneof(...types.map((type) => valid({ ...s, type }, resolve, depth + 1)))
  switch (types[0]) {
    case 'null':
      return fc.constant(null)
    case 'boolean':
      return fc.boolean()
    case 'integer':
      return numberArbitrary(s, true)
    case 'number':
      return numberArbitrary(s, false)
    case 'string':
      return stringArbitrary(s)
    case 'array':
      return fc.array(s.items ? valid(s.items, resolve, depth + 1) : ANY_JSON, {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 3, 3),
      })
    case 'object': {
      const properties = s.properties ?? {}
      if (Object.keys(properties).length === 0 || depth > 4)
        return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), ANY_JSON, { maxKeys: 3 })
      return fc.record(
        Object.fromEntries(Object.entries(properties).map(([k, v]) => [k, valid(v, resolve, depth + 1)])),
        { requiredKeys: (s.required ?? []).filter((k) => k in properties) },
      )
    }
    default:
      return ANY_JSON
  }
}

/** Values that break the schema somewhere (the validator has the last word: some may not). */
export function invalid(schema: JsonSchema, resolve: Resolve): fc.Arbitrary<unknown> {
  const s = schema.$ref ? resolve(schema.$ref) : schema
  // A nullable or a choice: break each branch's own rules (a bound, a length, a pattern).
  const branches = (s.anyOf ?? s.oneOf)?.filter((b) => b.type !== 'null')
  if (branches?.length) return fc.oneof(...branches.map((b) => invalid(b, resolve)))
  const wrongType = fc.constantFrom<unknown>(true, 12345, -0.5, 'text', [1, 2], { k: 1 }, null)
  const breaks: fc.Arbitrary<unknown>[] = [wrongType]
  if (s.maximum !== undefined) breaks.push(fc.constantFrom(s.maximum + 1, s.maximum + 0.001, 1e300))
  if (s.minimum !== undefined) breaks.push(fc.constantFrom(s.minimum - 1, s.minimum - 0.001, -1e300))
  if (s.exclusiveMaximum !== undefined) breaks.push(fc.constant(s.exclusiveMaximum))
  if (s.exclusiveMinimum !== undefined) breaks.push(fc.constant(s.exclusiveMinimum))
  if (s.maxLength !== undefined) breaks.push(fc.constant('x'.repeat(s.maxLength + 1)))
  if (s.minLength) breaks.push(fc.constant(''))
  if (s.pattern) {
    const pattern = new RegExp(s.pattern, 'u')
    breaks.push(fc.string({ maxLength: 30 }).filter((v) => !pattern.test(v)))
  }
  if (s.format === 'date') breaks.push(fc.constantFrom('2026-02-30', '28.11.2026', '2026-13-01'))
  if (s.enum) breaks.push(fc.constantFrom('not-one-of-them', 'UNKNOWN'))
  if (s.type === 'integer') breaks.push(fc.constant(1.5))
  return fc.oneof(...breaks)
}
