// `npm run bench:profile`: where the compass's CPU time goes (docs/profiling.md). Connects to the
// Workers runtime's inspector that `wrangler dev --inspector-port` exposes (the one Chrome
// DevTools' profiler uses), samples the CPU while autocannon loads POST /api/resonance-compass for
// visitors with 30 journey points each, every request from the next of them (its own session and
// address, as real traffic is, so that the profile is of answers, not of the rate limits' refusals),
// and prints the functions with the most self time. It fails when any answer is not a 2xx or any
// request fails to arrive.
// Start the app first: `LUNA_SKIP_BUILD=1 npm start -- --inspector-port 9333`.
import WebSocket from 'ws'
import { load } from './lib.ts'
import { benchVisitors, compassBody, seedJourneys } from './seed.ts'

const app = process.env.BENCH_URL ?? 'http://127.0.0.1:8787'
const inspector = process.env.BENCH_INSPECTOR ?? 'ws://127.0.0.1:9333/ws'
const seconds = Number(process.env.BENCH_PROFILE_SECONDS ?? 8)

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  hitCount?: number
  children?: number[]
}

// The inspector accepts DevTools' origin (and local ones); Node's own WebSocket sends none.
const ws = new WebSocket(inspector, { headers: { Origin: 'https://devtools.devprod.cloudflare.dev' } })
await new Promise((resolve, reject) => {
  ws.once('open', resolve)
  ws.once('error', reject)
})
let nextId = 1
const pending = new Map<number, (result: unknown) => void>()
ws.on('message', (data) => {
  const message = JSON.parse(String(data)) as { id?: number; result?: unknown }
  if (message.id !== undefined) pending.get(message.id)?.(message.result)
})
const send = (method: string, params: Record<string, unknown> = {}) =>
  new Promise<unknown>((resolve) => {
    const id = nextId++
    pending.set(id, resolve)
    ws.send(JSON.stringify({ id, method, params }))
  })

// Sixteen visitors with 30 journey points each.
const visitors = benchVisitors(16)
await seedJourneys(app, visitors)

await send('Profiler.enable')
await send('Profiler.setSamplingInterval', { interval: 200 })
await send('Profiler.start')
const result = await load({
  url: `${app}/api/resonance-compass`,
  method: 'POST',
  body: compassBody(),
  connections: 10,
  duration: seconds,
  visitors,
})
const { profile } = (await send('Profiler.stop')) as { profile: { nodes: ProfileNode[] } }
ws.close()

const keyOf = (node: ProfileNode) => {
  const { functionName, url, lineNumber } = node.callFrame
  const where = url ? `${url.split('/').slice(-2).join('/')}:${lineNumber + 1}` : ''
  return `${functionName || '(anonymous)'} ${where}`.trim()
}
const self = new Map<string, number>()
let total = 0
for (const node of profile.nodes) {
  const hits = node.hitCount ?? 0
  total += hits
  self.set(keyOf(node), (self.get(keyOf(node)) ?? 0) + hits)
}
// Total time: a function's own samples and those of everything it called (counted once when it
// calls itself), for the Worker's own functions (the bundle wrangler serves is index.js).
const byId = new Map(profile.nodes.map((n) => [n.id, n]))
const inclusive = new Map<string, number>()
const walk = (node: ProfileNode, active: Set<string>): number => {
  const key = keyOf(node)
  let hits = node.hitCount ?? 0
  const entering = !active.has(key)
  if (entering) active.add(key)
  for (const child of node.children ?? []) {
    const next = byId.get(child)
    if (next) hits += walk(next, active)
  }
  if (entering) {
    active.delete(key)
    if (node.callFrame.url.endsWith('index.js')) inclusive.set(key, (inclusive.get(key) ?? 0) + hits)
  }
  return hits
}
const root = profile.nodes[0]
if (root) walk(root, new Set())
console.log(`${result.requests} compass requests in ${seconds} s (${result.rps} req/s)`)
if (result.failed || result.errors > 0) {
  // A profile of refusals or failed connections says nothing of the compass's own work.
  console.error(
    `Answers that were not 2xx: ${result.failed ?? 'none'}; connection errors and timeouts: ${result.errors}`,
  )
  process.exitCode = 1
}
console.log(`Self time of the ${Math.min(25, self.size)} busiest functions (share of ${total} samples):`)
for (const [name, hits] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25))
  console.log(`  ${((100 * hits) / total).toFixed(1).padStart(5)}%  ${name}`)
console.log(`Total time (with what they call) of the Worker's 25 busiest functions:`)
for (const [name, hits] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, 25))
  console.log(`  ${((100 * hits) / total).toFixed(1).padStart(5)}%  ${name}`)
