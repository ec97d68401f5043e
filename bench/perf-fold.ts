// Compares two `perf script` outputs of the runtime's `workerd` (docs/profiling-journal.md, "The runtime's
// thread with `perf`"): for every native frame, the samples per request whose stack contains it
// (inclusive, counted once per sample), in the first profile, the second and their difference.
//   node bench/perf-fold.ts a.txt b.txt <requests in a> <requests in b>
// TOP (rows, default 50), GREP (a pattern the frame must match), SORT=a (by the first profile's figure).
import { readFileSync } from 'node:fs'

/** A frame's name without its offset, library, template arguments and parameters. */
function simplify(frame: string): string {
  const text = frame.replace(/ \(.*\)$/, '').replace(/\+0x[0-9a-f]+$/, '')
  let out = ''
  let depth = 0
  for (const ch of text) {
    if (ch === '<' || ch === '(') depth++
    else if (ch === '>' || ch === ')') depth = Math.max(0, depth - 1)
    else if (depth === 0) out += ch
  }
  return out.slice(0, 140)
}

function load(file: string): { inclusive: Map<string, number>; samples: number } {
  const inclusive = new Map<string, number>()
  let samples = 0
  for (const block of readFileSync(file, 'utf8').split('\n\n')) {
    const lines = block.split('\n').filter(Boolean)
    if (lines.length === 0) continue
    samples++
    const seen = new Set<string>()
    for (const line of lines.slice(1)) {
      const match = line.trim().match(/^[0-9a-f]+ (.*)$/)
      if (!match?.[1]) continue
      const frame = match[1].includes('[unknown]') ? '[unknown: JavaScript or stripped]' : simplify(match[1])
      if (seen.has(frame)) continue
      seen.add(frame)
      inclusive.set(frame, (inclusive.get(frame) ?? 0) + 1)
    }
  }
  return { inclusive, samples }
}

const [fileA, fileB, requestsA, requestsB] = process.argv.slice(2)
if (!fileA || !fileB || !requestsA || !requestsB) {
  console.error('usage: node bench/perf-fold.ts a.txt b.txt <requests in a> <requests in b>')
  process.exit(2)
}
const a = load(fileA)
const b = load(fileB)
const perA = (n: number) => n / Number(requestsA)
const perB = (n: number) => n / Number(requestsB)
console.log(`samples per request: ${perA(a.samples).toFixed(2)} against ${perB(b.samples).toFixed(2)}`)
const filter = process.env.GREP ? new RegExp(process.env.GREP) : null
const rows = [...new Set([...a.inclusive.keys(), ...b.inclusive.keys()])]
  .filter((frame) => !filter || filter.test(frame))
  .map((frame) => ({
    frame,
    a: perA(a.inclusive.get(frame) ?? 0),
    b: perB(b.inclusive.get(frame) ?? 0),
  }))
  .sort((x, y) => (process.env.SORT === 'a' ? y.a - x.a : Math.abs(y.a - y.b) - Math.abs(x.a - x.b)))
for (const row of rows.slice(0, Number(process.env.TOP ?? 50)))
  console.log(
    `${(row.a - row.b).toFixed(3).padStart(7)} ${row.a.toFixed(3).padStart(7)} ${row.b.toFixed(3).padStart(7)}  ${row.frame}`,
  )
