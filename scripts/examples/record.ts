// `npm run examples:record`: sends the contract's request examples to a running Worker (`npm start`
// on a fresh LUNA_PERSIST_DIR; BASE_URL, default http://127.0.0.1:8787) and keeps its answers as
// the document's response examples, in schema/examples/responses.ts (docs/decisions/039). Lists are
// cut to their first two items.
import { readFileSync, writeFileSync } from 'node:fs'
import { runOrExit } from '../run.ts'
import { runExamples } from './run.ts'

const base = process.env.BASE_URL ?? 'http://127.0.0.1:8787'
const password =
  process.env.ADMIN_PASSWORD ??
  /^ADMIN_PASSWORD=(.*)$/m.exec(readFileSync('.dev.vars', 'utf8'))?.[1]?.trim() ??
  ''

/** Lists cut to two items, at every depth. */
function shortened(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice(0, 2).map(shortened)
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shortened(v)]))
  return value
}

const answers = await runExamples((path, init) => fetch(`${base}${path}`, init), { password, origin: base })
const examples: Record<string, Record<string, unknown>> = {}
for (const answer of answers) {
  // The document's own answer is its first lines, taken from the document itself (schema/openapi.ts).
  if (
    !/json/.test(answer.contentType) ||
    answer.variant === 'setup' ||
    answer.key === 'get /api/openapi.json'
  )
    continue
  const body = shortened(answer.body)
  const forOperation = examples[answer.key] ?? {}
  forOperation[String(answer.status)] ??= body
  examples[answer.key] = forOperation
}
const bad = answers.filter(
  (a) => (a.variant === 'example' && a.status >= 300) || (a.variant === 'refusal' && a.status !== a.expected),
)
if (bad.length > 0) {
  console.error(bad.map((a) => `${a.key} → ${a.status} ${JSON.stringify(a.body)}`).join('\n'))
  process.exit(1)
}
const file = 'schema/examples/responses.ts'
writeFileSync(
  file,
  `// Recorded by \`npm run examples:record\` (scripts/examples/record.ts) from a running Worker: do not edit
// by hand. The document's response examples (docs/decisions/039); the worker tests check each keeps
// its schema.
export const RESPONSE_EXAMPLES: Record<string, Record<string, unknown>> = ${JSON.stringify(examples, null, 2)}
`,
)
runOrExit('biome', ['format', '--write', file])
console.log(`${answers.length} answers; examples of ${Object.keys(examples).length} operations in ${file}`)
