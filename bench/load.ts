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
  byStatus: Record<string, number>
  unexpected: number
  acknowledgedWrites: number
  missingWrites: number
}

const DELIBERATE = new Set([409, 429])

export async function runMixedLoad(
  baseUrl: string,
  seconds: number,
  sessions = 32,
): Promise<MixedLoadResult> {
  const byStatus: Record<string, number> = {}
  let requests = 0
  let unexpected = 0
  const acknowledged = new Map<string, Set<string>>()
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
        headers: { 'content-type': 'application/json', 'x-session-id': sid, ...headers },
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
    let n = 0
    while (Date.now() < deadline) {
      n++
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
    byStatus,
    unexpected,
    acknowledgedWrites: total,
    missingWrites: missing,
  }
}
