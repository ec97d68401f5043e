// Reading a Chromium trace taken by playwright-core (`browser.startTracing`/`stopTracing`), shared by
// `npm run bench:trace` and `npm run bench:ab`.

/** A trace event, as far as the benchmarks read it (Chromium's Trace Event Format). */
export interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur: number
  pid: number
  tid: number
  args?: { name?: string; data?: { url?: string } }
}

/** The events of a trace `stopTracing` returned. */
export const traceEventsOf = (trace: Buffer): TraceEvent[] =>
  (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents

/**
 * The page's main thread: the renderer main thread with the most events (a trace also holds the
 * other renderers' threads, the spare one's among them). Its complete events (`ph` X), and the
 * thread itself; throws when the trace has none.
 */
export function pageMainThread(events: readonly TraceEvent[]): { pid: number; tasks: TraceEvent[] } {
  const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
  const count = (m: TraceEvent) => events.filter((e) => e.pid === m.pid && e.tid === m.tid).length
  const main = mains.sort((a, b) => count(b) - count(a))[0]
  if (!main) throw new Error('no renderer main thread in the trace')
  return {
    pid: main.pid,
    tasks: events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X'),
  }
}
