// The document's response examples, made from the answers of one run of the request examples
// (./run.ts): pure, so that `npm run contract:update` can write them from inside the Worker's
// runtime (test/examples/record.test.ts), on a fixed clock (docs/decisions/039).
import type { ExampleAnswer } from './run.ts'

/** Lists cut to two items, at every depth. */
function shortened(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice(0, 2).map(shortened)
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shortened(v)]))
  return value
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g
const SESSION_RANDOM = /(luna_\d{10,16}_)([a-z0-9]{26})/g

/**
 * The values no clock fixes, made the same on every run: each random id (a UUID, a session id's
 * random part) and each hashed network (the address a test request came from is random) becomes
 * the n-th of its kind, in the order the answers first show it.
 */
export function withSteadyIds(answers: readonly unknown[]): unknown[] {
  const seen = new Map<string, string>()
  const steady = (kind: 'uuid' | 'session' | 'network', id: string) => {
    let out = seen.get(id)
    if (!out) {
      const n = String(seen.size + 1)
      out =
        kind === 'uuid'
          ? `00000000-0000-4000-8000-${n.padStart(12, '0')}`
          : kind === 'network'
            ? n.padStart(32, '0')
            : `example${n}`.padEnd(26, '0').slice(0, 26)
      seen.set(id, out)
    }
    return out
  }
  const walk = (value: unknown): unknown => {
    if (typeof value === 'string')
      return value
        .replace(UUID, (id) => steady('uuid', id))
        .replace(SESSION_RANDOM, (_, head: string, random: string) => head + steady('session', random))
    if (Array.isArray(value)) return value.map(walk)
    if (value && typeof value === 'object')
      return Object.fromEntries(
        Object.entries(value).map(([k, v]) => [
          k,
          k === 'network' && typeof v === 'string' ? steady('network', v) : walk(v),
        ]),
      )
    return value
  }
  return answers.map(walk)
}

/** The answers that went wrong: an example that got no 2xx, or a refusal that met another status. */
export const badAnswers = (answers: readonly ExampleAnswer[]) =>
  answers.filter(
    (a) =>
      (a.variant === 'example' && a.status >= 300) || (a.variant === 'refusal' && a.status !== a.expected),
  )

/** schema/examples/responses.ts as it should read: each operation's first answer of each status. */
export function responsesFile(answers: readonly ExampleAnswer[]): string {
  const examples: Record<string, Record<string, unknown>> = {}
  for (const answer of answers) {
    // The document's own answer is its first lines, taken from the document itself (worker/openapi.ts).
    if (
      !/json/.test(answer.contentType) ||
      answer.variant === 'setup' ||
      answer.key === 'get /api/openapi.json'
    )
      continue
    const forOperation = examples[answer.key] ?? {}
    forOperation[String(answer.status)] ??= shortened(answer.body)
    examples[answer.key] = forOperation
  }
  const [steady] = withSteadyIds([examples])
  return `// Written by \`npm run contract:update\` (test/examples/record.test.ts) from the request examples
// answered by the Worker on a fixed clock: do not edit by hand. The document's response examples
// (docs/decisions/039); \`npm test\` fails while they differ from what the Worker answers.
export const RESPONSE_EXAMPLES: Record<string, Record<string, unknown>> = ${JSON.stringify(steady, null, 2)}
`
}
