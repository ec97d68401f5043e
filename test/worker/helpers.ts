// Helpers for API tests inside workerd: requests through the Worker, fresh sessions, and
// environments whose D1 counts its queries or fails on purpose.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env, exports } from 'cloudflare:workers'
import { expect } from 'vitest'
import { codonIndexFromValue, descriptorAt } from '../../domain/emotion.ts'
import { createSessionId } from '../../domain/session-id.ts'
import type { Bindings } from '../../worker/env.ts'
import { app } from '../../worker/index.ts'
import { assertContract } from './contract.ts'

export const ORIGIN = 'http://luna.test'

export function newSessionId(): string {
  return createSessionId(Date.now(), (b) => crypto.getRandomValues(b))
}

/**
 * A request through the Worker. Like real visitors, each comes from its own client address (the
 * benchmarking range 198.18.0.0/15) unless the test names one, so that the per-address rate limits
 * (docs/decisions/014) only meet the tests that are about them.
 */
export function request(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers)
  if (!headers.has('cf-connecting-ip'))
    headers.set(
      'cf-connecting-ip',
      `198.${18 + (Math.random() < 0.5 ? 0 : 1)}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`,
    )
  const req = new Request(`${ORIGIN}${path}`, { ...init, headers })
  return exports.default.fetch(req.clone()).then((res) => assertContract(req, res))
}

export function json(
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return request(path, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

export const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  json('POST', path, body, headers)
export const get = (path: string, headers: Record<string, string> = {}) => request(path, { headers })

/** Asserts a 4xx JSON answer with an `error` sentence and returns the body. */
/** The test password the worker projects bind (vitest.config.ts). */
export const TEST_ADMIN_PASSWORD = 'test-admin-password'

/** An admin session's cookie, logged in from `ip` (each test file its own address for the login limits). */
export async function adminCookie(ip = '192.0.2.77'): Promise<string> {
  const res = await post(
    '/api/admin/login',
    { password: TEST_ADMIN_PASSWORD },
    { origin: ORIGIN, 'cf-connecting-ip': ip },
  )
  expect(res.status).toBe(200)
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
}

export async function expectClientError(
  res: Response,
  status?: number,
): Promise<{ error: string; [k: string]: unknown }> {
  if (status !== undefined) expect(res.status).toBe(status)
  expect(res.status).toBeGreaterThanOrEqual(400)
  expect(res.status).toBeLessThan(500)
  const body = (await res.json()) as { error: string }
  expect(typeof body.error).toBe('string')
  expect(body.error).toMatch(/^[A-Z].*[.!?]$/)
  expect(JSON.stringify(body)).not.toMatch(/at \w+ \(|SQLITE|D1_|\bselect\b.+\bfrom\b|\binsert into\b/i)
  return body
}

/** Wraps a D1 binding so that every statement run through it is counted. */
export function countingD1(db: D1Database) {
  const counter = { statements: 0, maxRows: 0 }
  const noteRows = (out: unknown) => {
    const rows = Array.isArray(out) ? out : (out as { results?: unknown[] } | null)?.results
    if (Array.isArray(rows)) counter.maxRows = Math.max(counter.maxRows, rows.length)
    return out
  }
  const wrapStatement = (s: D1PreparedStatement): D1PreparedStatement =>
    new Proxy(s, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver) as unknown
        if (prop === 'bind' && typeof value === 'function') {
          return (...args: unknown[]) =>
            wrapStatement((value as (...a: unknown[]) => D1PreparedStatement).apply(target, args))
        }
        if (['all', 'run', 'first', 'raw'].includes(String(prop)) && typeof value === 'function') {
          return async (...args: unknown[]) => {
            counter.statements++
            return noteRows(await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args))
          }
        }
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
  const wrapSession = <T extends object>(s: T): T =>
    new Proxy(s, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver) as unknown
        if (prop === 'prepare' && typeof value === 'function') {
          return (sql: string) =>
            wrapStatement((value as (q: string) => D1PreparedStatement).call(target, sql))
        }
        if (prop === 'batch' && typeof value === 'function') {
          return (statements: D1PreparedStatement[]) => {
            counter.statements += statements.length
            return (value as (s: D1PreparedStatement[]) => unknown).call(target, statements)
          }
        }
        if (prop === 'withSession' && typeof value === 'function') {
          return (...args: unknown[]) =>
            wrapSession((value as (...a: unknown[]) => object).apply(target, args))
        }
        return typeof value === 'function' ? value.bind(target) : value
      },
    })
  return { db: wrapSession(db), counter }
}

/** A D1 binding that fails like an unreachable database. */
export function failingD1(): D1Database {
  const fail = () => {
    throw new Error('D1_ERROR: Network connection lost.')
  }
  const session = { prepare: fail, batch: fail, getBookmark: () => null, exec: fail }
  return { ...session, withSession: () => session, dump: fail } as unknown as D1Database
}

/** A KV binding that fails on every call. */
export function failingKV(): KVNamespace {
  const fail = () => Promise.reject(new Error('KV unavailable'))
  return { get: fail, put: fail, delete: fail, list: fail, getWithMetadata: fail } as unknown as KVNamespace
}

/** Runs one request through the app with a modified environment. */
export async function fetchWith(
  overrides: Partial<Bindings>,
  path: string,
  init: RequestInit = {},
): Promise<Response> {
  const ctx = createExecutionContext()
  const req = new Request(`${ORIGIN}${path}`, init)
  const res = await app.fetch(req.clone(), { ...(env as unknown as Bindings), ...overrides }, ctx)
  await waitOnExecutionContext(ctx)
  return assertContract(req, res)
}

export function jsonInit(method: string, body: unknown, headers: Record<string, string> = {}): RequestInit {
  return { method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }
}

/**
 * A valid archetype record as the web app sends it: archetype 7 (modifiers 1 and 1) chosen directly
 * (no quiz answers), birth date 1990-06-15 (birth scalar 81.454, combined baseline
 * 0.7 × 81.454 + 0.3 × 81.8 = 81.558).
 */
export function archetypePayload(overrides: Record<string, unknown> = {}) {
  return {
    archetypeId: 7,
    archetypeName: 'The Generous Host',
    quizResponses: [] as { questionId: number; answer: number }[],
    birthScalar: 81.454,
    archetypeScalar: 81.8,
    combinedBaseline: 81.558,
    entropyMod: 1,
    curvatureMod: 1,
    userName: 'Ada',
    birthDate: '1990-06-15',
    ...overrides,
  }
}

/** A D1 binding whose statements prepare fine and then fail when run, like a dropped connection. */
export function failingOnRunD1(): D1Database {
  const fail = () => Promise.reject(new Error('D1_ERROR: Network connection lost.'))
  const statement = (): D1PreparedStatement =>
    ({
      bind: () => statement(),
      all: fail,
      run: fail,
      raw: fail,
      first: fail,
    }) as unknown as D1PreparedStatement
  const session = { prepare: statement, batch: fail, getBookmark: () => null }
  return { ...session, withSession: () => session } as unknown as D1Database
}

/** A valid check-in body for a slider value (baseline 81.5 unless `extra` says otherwise). */
export const checkInPayload = (value: number, extra: Record<string, unknown> = {}) => ({
  emotionalValue: value,
  codonIndex: codonIndexFromValue(value),
  descriptor: descriptorAt(codonIndexFromValue(value)),
  baseline: 81.5,
  ...extra,
})

/**
 * Marks sessions as established visitors (first seen three days ago, active on two UTC days), who
 * count in the shared figures (docs/rules/collective.md); creates the rows the seeded data lacks.
 */
export async function establishSessions(
  ids: Iterable<string>,
  now = Date.now(),
  created = now - 3 * 86_400_000,
  db: D1Database = env.DB,
) {
  const unique = [...new Set(ids)]
  const day = Math.floor(now / 86_400_000)
  const statements: D1PreparedStatement[] = []
  for (let i = 0; i < unique.length; i += 400) {
    const values = unique
      .slice(i, i + 400)
      .map((id) => `('${id.replace(/'/g, "''")}', ${created}, ${now}, 2, ${day})`)
      .join(',')
    statements.push(
      db.prepare(
        `insert into sessions (id, created_at, last_seen_at, active_days, last_active_day) values ${values}
         on conflict (id) do update set created_at = min(created_at, excluded.created_at),
           active_days = max(active_days, 2)`,
      ),
    )
  }
  for (let i = 0; i < statements.length; i += 20) await db.batch(statements.slice(i, i + 20))
}

/** One database read as the aggregates and the only shard (no SHARD_MAP: docs/decisions/041). */
export const oneDatabase = (d1: D1DatabaseSession) => ({ aggregates: d1, shards: [d1] })

/**
 * The statuses of requests sent within one rate-limit window. The Workers Rate Limiting binding
 * (and miniflare, which stands in for it here) counts in windows aligned to the wall clock, so a
 * run that crosses a window's edge starts a fresh count: a slow machine must not make a limit look
 * broken. Sends until `needed` requests fell inside one window and returns that window's statuses
 * in order and the last answer; `clean` is false when the request that crossed the edge may have counted in it.
 */
export async function statusesInOneWindow(
  needed: number,
  send: () => Promise<Response>,
  periodMs = 60_000,
): Promise<{ statuses: number[]; clean: boolean; last: Response }> {
  let statuses: number[] = []
  let clean = true
  for (let sent = 0; sent < needed * 3; sent++) {
    const before = Math.floor(Date.now() / periodMs)
    const last = await send()
    const status = last.status
    if (Math.floor(Date.now() / periodMs) !== before) {
      statuses = []
      clean = false
      continue
    }
    statuses.push(status)
    if (statuses.length === needed) return { statuses, clean, last }
  }
  throw new Error(`no ${periodMs / 1000}-second window held ${needed} requests`)
}

/** Asserts one window's statuses: `limit` answered (one fewer after a crossed edge), then only 429. */
export function expectLimitedAt(window: { statuses: number[]; clean: boolean }, limit: number, ok = 200) {
  const answered = window.statuses.findIndex((s) => s !== ok)
  expect(answered === -1 ? window.statuses.length : answered).toBeGreaterThanOrEqual(
    window.clean ? limit : limit - 1,
  )
  expect(answered).toBeLessThanOrEqual(limit)
  expect(window.statuses.slice(answered).every((s) => s === 429)).toBe(true)
}

/** Stores mood notes as the app would have sent them on past days (in UTC, offset 0). */
export async function seedNotes(sessionId: string, notes: { date: string; time: string; value: number }[]) {
  await env.DB.batch(
    notes.map((n, i) =>
      env.DB.prepare(
        'insert into mood_notes (id, session_id, value, codon_index, descriptor, words, local_date, local_time, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      ).bind(
        `${sessionId}-${i}`,
        sessionId,
        n.value,
        codonIndexFromValue(n.value),
        descriptorAt(codonIndexFromValue(n.value)),
        null,
        n.date,
        n.time,
        Date.parse(`${n.date}T${n.time}:00Z`),
      ),
    ),
  )
}
