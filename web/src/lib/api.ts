// The one typed client of the API (Hono RPC over the Worker's AppType). Every call sends
// credentials, the session id header and the D1 bookmark; a non-OK answer becomes an error whose
// message is the status code, a colon and a space, then the response text (docs/rules/api-calls.md).

import { CLOCK_AHEAD_SENTENCE, SESSION_STALE_SENTENCE } from '@domain/answer-sentences.ts'
import { isStoringPath } from '@domain/api-writes.ts'
import type { AppType } from '@worker/index.ts'
import { type ClientResponse, hc } from 'hono/client'
import type { SuccessStatusCode } from 'hono/utils/http-status'
import { ApiError, isNetworkFailure, NetworkError } from '@/lib/api-errors.ts'
import { deviceStore, storedText } from '@/lib/device-state/stored.ts'
import { getSessionId, renewSessionId } from '@/lib/session.ts'
import { KEYS } from '@/lib/storage.ts'

// The client's errors, for the modules that call it (a component imports them from api-errors.ts).
export { ApiError, isNetworkFailure, NetworkError }

/** luna_d1_bookmark (session storage): the latest D1 bookmark, for reading one's own writes. */
const bookmarkAtom = storedText(KEYS.d1Bookmark, { area: 'session' })

/** Rethrows a failure of the network as a NetworkError; an abort stays an abort. */
function throughNetwork(err: unknown): never {
  if (err instanceof DOMException && err.name === 'AbortError') throw err
  if (err instanceof TypeError && !(err instanceof NetworkError)) throw new NetworkError(err)
  throw err
}

/** luna_session_stored: the session id the server has stored a write for (docs/decisions/036). */
const storedSessionAtom = storedText(KEYS.storedSession)

const STORING = new Set(['POST', 'PUT'])

/** A write that stores a visitor's data (domain/api-writes.ts): the only kind a new session needs a token for. */
function storesData(input: RequestInfo | URL, method: string): boolean {
  if (!STORING.has(method)) return false
  const url = input instanceof Request ? input.url : String(input)
  return isStoringPath(new URL(url, 'http://luna.invalid').pathname)
}

/** Hands out a Turnstile token (lib/turnstile.ts), or null when none could be had. */
export type TurnstileSource = () => Promise<string | null>
let turnstile: TurnstileSource | null = null

/**
 * Where a new session's first write gets its Turnstile token: set by the app's entry when the page's
 * configuration names a site key (docs/decisions/036); null (the default) sends none.
 */
export function askTurnstileWith(source: TurnstileSource | null): void {
  turnstile = source
}

async function lunaFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const refusedId = getSessionId()
  const res = await send(input, init)
  if (res.status !== 400 || !storesData(input, (init?.method ?? 'GET').toUpperCase())) return res
  // A clock days ahead made the session id (docs/decisions/040), or the id was made before the
  // server's newest shard generation and never used (docs/decisions/048): a new one from the
  // server's time, and the same write once more. Nothing was stored under the refused id.
  const serverNow = Date.parse(res.headers.get('date') ?? '')
  const refusal = (await res
    .clone()
    .json()
    .catch(() => null)) as { error?: unknown } | null
  const renew = refusal?.error === CLOCK_AHEAD_SENTENCE || refusal?.error === SESSION_STALE_SENTENCE
  if (!renew || !Number.isFinite(serverNow)) return res
  // Renewed once: a second write refused for the same id meanwhile (or a restore adopted since)
  // sends again under the id the browser now has.
  if (getSessionId() === refusedId) renewSessionId(serverNow)
  return send(input, init)
}

async function send(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const headers = new Headers(init?.headers)
  const sessionId = getSessionId()
  headers.set('x-session-id', sessionId)
  const bookmark = deviceStore.get(bookmarkAtom)
  if (bookmark) headers.set('x-d1-bookmark', bookmark)
  const storing = storesData(input, (init?.method ?? 'GET').toUpperCase())
  // A new session's first write carries a Turnstile token where the server asks for one.
  const ask = turnstile
  if (storing && ask && deviceStore.get(storedSessionAtom) !== sessionId) {
    const token = await ask()
    if (token) headers.set('x-turnstile-token', token)
  }
  const res = await fetch(input, { ...init, headers, credentials: 'include' }).catch(throughNetwork)
  const next = res.headers.get('x-d1-bookmark')
  if (next) deviceStore.set(bookmarkAtom, next)
  if (storing && res.ok && ask) deviceStore.set(storedSessionAtom, sessionId)
  return res
}

export const client = hc<AppType>('/', { fetch: lunaFetch })
export const api = client.api

/** The body type of the successful answers among a route's possible responses. */
export type SuccessBody<R> =
  R extends ClientResponse<infer T, infer S, string> ? (S extends SuccessStatusCode ? T : never) : never

/** Throws the spec's error for a non-OK response; returns the parsed JSON body otherwise. */
export async function ok<R extends ClientResponse<unknown, number, string>>(res: R): Promise<SuccessBody<R>> {
  if (res.ok) return (await res.json().catch(throughNetwork)) as SuccessBody<R>
  const text = await res.text().catch(() => '')
  let serverMessage: string | null = null
  // The server's error sentences are English's: in another language (the page's, which the app keeps
  // in <html lang>) the screen says its own. Read from the page, so the client does not import the
  // languages' module (it kept the compass's entry whole: docs/performance.md, "fifteenth").
  // A page that declares no language is English's, the default.
  if (typeof document === 'undefined' || /^(en\b|$)/.test(document.documentElement.lang))
    try {
      const parsed = JSON.parse(text) as { error?: unknown }
      serverMessage = typeof parsed.error === 'string' ? parsed.error : null
    } catch {
      serverMessage = null
    }
  const retryAfter = Number(res.headers.get('retry-after'))
  throw new ApiError(
    res.status,
    text || res.statusText,
    serverMessage,
    Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
  )
}

/** A fresh Idempotency-Key for a write the visitor makes on purpose. */
export function idempotencyKey(): string {
  return crypto.randomUUID()
}

/**
 * For a call whose answer is not read (fire and forget): whether it was OK, with the body read
 * and dropped. A response body left unread keeps the request open in the browser, holding its
 * connection (and, in Chromium, keeping the page from ever being network-idle).
 */
export async function settled(res: ClientResponse<unknown, number, string>): Promise<boolean> {
  await res.arrayBuffer().catch(() => undefined)
  return res.ok
}
