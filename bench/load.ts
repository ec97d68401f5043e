// A mixed load from many sessions: reads and writes interleaved for a fixed time. Every answer must
// be 2xx or a deliberate 4xx (409 for a second check-in, 429); afterwards every acknowledged write
// must be there.
import { codonIndexFromValue, descriptorAt } from '../domain/emotion.ts'
import { createSessionId } from '../domain/session-id.ts'
import { compassBody } from './seed.ts'

export interface MixedLoadResult {
  seconds: number
  sessions: number
  requests: number
  /** Rounds of the daily loop run, all visitors together. */
  rounds: number
  byStatus: Record<string, number>
  unexpected: number
  acknowledgedWrites: number
  missingWrites: number
}

const DELIBERATE = new Set([409, 429])

/**
 * Each simulated visitor acts as a person would at a brisk pace: one round of the daily loop
 * (visit, compass, codons, stats, journey point, save, check-in, insight, history) every
 * ROUND_MS, from an address of its own (the benchmarking range 198.18.0.0/15, sent as
 * cf-connecting-ip, which Cloudflare sets in production), so that the per-session and per-address
 * limits meet the traffic real visitors make (docs/decisions/014).
 */
export const ROUND_MS = 6_000

export async function runMixedLoad(
  baseUrl: string,
  seconds: number,
  sessions = 256,
): Promise<MixedLoadResult> {
  const byStatus: Record<string, number> = {}
  let requests = 0
  let rounds = 0
  let unexpected = 0
  const acknowledged = new Map<string, Set<string>>()
  const addressOf = new Map<string, string>()
  const deadline = Date.now() + seconds * 1000
  const compass = compassBody()

  async function call(
    sid: string,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    requests++
    let status = 0
    let json: unknown = null
    try {
      const res = await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          'content-type': 'application/json',
          'x-session-id': sid,
          'cf-connecting-ip': addressOf.get(sid) ?? '198.18.0.1',
          ...headers,
        },
        body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
      })
      status = res.status
      json = await res.json().catch(() => null)
    } catch {
      status = 0
    }
    byStatus[status] = (byStatus[status] ?? 0) + 1
    if (!(status >= 200 && status < 300) && !DELIBERATE.has(status)) unexpected++
    return { status, json }
  }

  async function visitor(i: number) {
    const sid = createSessionId(Date.now() + i, (b) => crypto.getRandomValues(b))
    acknowledged.set(sid, new Set())
    // Each from a network of its own (a /24), as visitors spread over the world are: one /24 may start
    // 30 sessions a minute (docs/decisions/036).
    addressOf.set(sid, `198.${18 + ((i >> 8) & 1)}.${i & 255}.${1 + ((i >> 9) & 127)}`)
    let n = 0
    // Visitors arrive spread over the first round, not all at once.
    await new Promise((r) => setTimeout(r, Math.floor(Math.random() * ROUND_MS)))
    while (Date.now() < deadline) {
      const roundStart = Date.now()
      n++
      rounds++
      await call(sid, 'POST', '/api/daily-visit', { page: 'compass' })
      await call(sid, 'POST', '/api/resonance-compass', compass)
      await call(sid, 'GET', '/api/codons')
      await call(sid, 'GET', '/api/scalar-stats')
      await call(sid, 'POST', '/api/user-trajectory', {
        scalarValue: 81.5 + (n % 7) * 0.01,
        context: 'compass-reading',
        personalBaseline: 81.47,
      })
      const save = await call(
        sid,
        'POST',
        '/api/save-reading',
        { readingType: 'compass', readingData: { n }, userTags: 'load', userNotes: `reading ${n}` },
        { 'idempotency-key': `load-${sid.slice(-12)}-${n}` },
      )
      const id = (save.json as { reading?: { id?: string } } | null)?.reading?.id
      if (save.status === 201 && id) acknowledged.get(sid)?.add(id)
      const v = (n * 13) % 101
      await call(sid, 'POST', '/api/emotional-state', {
        emotionalValue: v,
        codonIndex: codonIndexFromValue(v),
        descriptor: descriptorAt(codonIndexFromValue(v)),
        baseline: 81.47,
      })
      await call(sid, 'POST', '/api/luna-interaction', {
        page: 'compass',
        scalarValue: 81.6,
        lunaTag: 'harmony',
        stabilityIndex: 70,
        userAction: 'luna_generated',
      })
      await call(sid, 'GET', '/api/saved-readings')
      const rest = ROUND_MS - (Date.now() - roundStart)
      if (rest > 0 && Date.now() + rest < deadline) await new Promise((r) => setTimeout(r, rest))
    }
  }

  await Promise.all(Array.from({ length: sessions }, (_, i) => visitor(i)))

  let missing = 0
  let total = 0
  for (const [sid, ids] of acknowledged) {
    total += ids.size
    // The list is read a page at a time (X-Next-Cursor).
    const present = new Set<string>()
    let cursor: string | null = null
    do {
      const res: Response = await fetch(
        `${baseUrl}/api/saved-readings?limit=100${cursor ? `&cursor=${cursor}` : ''}`,
        { headers: { 'x-session-id': sid } },
      )
      for (const r of (await res.json()) as { id: string }[]) present.add(r.id)
      cursor = res.headers.get('x-next-cursor')
    } while (cursor)
    for (const id of ids) if (!present.has(id)) missing++
  }
  return {
    seconds,
    sessions,
    requests,
    rounds,
    byStatus,
    unexpected,
    acknowledgedWrites: total,
    missingWrites: missing,
  }
}

export interface FloodResult {
  seconds: number
  sessions: number
  attempted: number
  accepted: number
  refused429: number
  acceptedPerMinute: number
  /** The binding's fixed 60-s windows the run touched (a 60-s run touches two). */
  windows: number
  /** The most one address got through in one window: the sustained rate it can reach. */
  acceptedPerWindow: number
  storedBytes: number
  storedBytesPerMinute: number
  /** The request bodies the server accepted from this address (what its byte meter counted, less overhead). */
  acceptedBodyBytes: number
  /** When the day's byte budget first refused it, from the start; null if it never did. */
  budgetReachedAfterMs: number | null
}

/**
 * One client address flooding as fast as it can: new session ids, 8 KB readings, one request at a
 * time per session. Reports the accepted writes per minute and the bytes the database kept for
 * that client (the export of each of its sessions, as stored) per minute.
 */
export async function runWriteFlood(baseUrl: string, seconds: number, sessions = 16): Promise<FloodResult> {
  const address = '198.19.255.1'
  const started = Date.now()
  const deadline = started + seconds * 1000
  // Accepted writes per fixed minute window of the Rate Limiting binding.
  const perWindow = new Map<number, number>()
  let attempted = 0
  let accepted = 0
  let refused429 = 0
  let tried = 0
  // When the day's byte budget first refused this address (docs/decisions/036), and the bytes of
  // the bodies it accepted.
  let budgetReachedAfterMs: number | null = null
  let acceptedBodyBytes = 0
  // Sessions that stored something (their exports are what the database kept for this client).
  const ids: string[] = []
  const body = JSON.stringify({
    readingType: 'compass',
    readingData: { text: 'x'.repeat(8_000) },
    userNotes: 'flood',
  })
  async function flooder(i: number) {
    while (Date.now() < deadline) {
      // A fresh session id whenever the current one is refused: ids cost nothing to make.
      const sid = createSessionId(Date.now() + i, (b) => crypto.getRandomValues(b))
      let stored = false
      for (;;) {
        if (Date.now() >= deadline) return
        attempted++
        const res = await fetch(`${baseUrl}/api/save-reading`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-session-id': sid, 'cf-connecting-ip': address },
          body,
        })
        const text = await res.text()
        if (
          res.status === 429 &&
          text.includes('stored as much as it can today') &&
          budgetReachedAfterMs === null
        )
          budgetReachedAfterMs = Date.now() - started
        if (res.status === 201) {
          acceptedBodyBytes += new TextEncoder().encode(body).length
          accepted++
          const window = Math.floor(Date.now() / 60_000)
          perWindow.set(window, (perWindow.get(window) ?? 0) + 1)
          if (!stored) ids.push(sid)
          stored = true
        } else if (res.status === 429) {
          refused429++
          tried++
          break
        }
      }
    }
  }
  await Promise.all(Array.from({ length: sessions }, (_, i) => flooder(i)))
  let storedBytes = 0
  for (const sid of ids) {
    const res = await fetch(`${baseUrl}/api/my-data`, {
      headers: { 'x-session-id': sid, 'cf-connecting-ip': `198.19.0.${ids.indexOf(sid) % 250}` },
    })
    storedBytes += (await res.arrayBuffer()).byteLength
  }
  const minutes = seconds / 60
  return {
    seconds,
    sessions: tried,
    attempted,
    accepted,
    refused429,
    acceptedPerMinute: Math.round(accepted / minutes),
    windows: Math.floor(deadline / 60_000) - Math.floor(started / 60_000) + 1,
    acceptedPerWindow: Math.max(0, ...perWindow.values()),
    storedBytes,
    storedBytesPerMinute: Math.round(storedBytes / minutes),
    acceptedBodyBytes,
    budgetReachedAfterMs,
  }
}
