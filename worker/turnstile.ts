// Cloudflare Turnstile on session creation (docs/decisions/036): the first write of a session the
// database does not know carries a Turnstile token (`x-turnstile-token`), verified here with
// Siteverify. Switched on by the TURNSTILE_SECRET_KEY secret; without it (local runs, `npm start`)
// sessions are created as before and only the meters apply. Locally and in the tests, Cloudflare's
// published test keys are used, with Siteverify answered at the Worker's network edge
// (vitest.config.ts), since nothing here reaches the internet.
import type { Context } from 'hono'
import { TURNSTILE_SENTENCES } from '../domain/answer-sentences.ts'
import { clientNetworkBucket } from './addresses.ts'
import type { AppEnv } from './env.ts'
import { ApiError } from './errors.ts'
import { LIMIT_SENTENCES } from './meter-refusals.ts'

export const TURNSTILE_HEADER = 'x-turnstile-token'
export const SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify'
/**
 * Siteverify that does not answer in this time lets the request through (logged), under the
 * network's tighter cap (UNVERIFIED_SESSIONS_PER_MINUTE); the meters still apply.
 */
export const SITEVERIFY_TIMEOUT_MS = 3_000
/** Turnstile tokens are at most 2,048 characters. */
const TOKEN_MAX = 2_048

interface SiteverifyAnswer {
  success?: boolean
  'error-codes'?: string[]
  /** The widget's action (web/src/lib/turnstile.ts renders it as 'new-session'). */
  action?: string
  /** The site the token was solved on. */
  hostname?: string
}

/**
 * Cloudflare's published test secret keys: Siteverify answers them for the hostname `example.com`
 * whatever the page (Turnstile's testing documentation).
 */
const TEST_SECRETS = new Set([
  '1x0000000000000000000000000000000AA',
  '2x0000000000000000000000000000000AA',
  '3x0000000000000000000000000000000AA',
])

/**
 * The hostnames a token may have been solved on: TURNSTILE_HOSTNAMES (comma-separated) when set,
 * else the host this request came to (and `example.com` under a test secret).
 */
function siteHostnames(c: Context<AppEnv>, secret: string): Set<string> {
  const listed = c.env.TURNSTILE_HOSTNAMES?.split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean)
  if (listed?.length) return new Set(listed)
  const own = new Set([new URL(c.req.url).hostname.toLowerCase()])
  if (TEST_SECRETS.has(secret)) own.add('example.com')
  return own
}

export const TURNSTILE_ACTION = 'new-session'

/** A new session's first write: its token must pass Siteverify when Turnstile is on. */
export async function verifyHuman(c: Context<AppEnv>): Promise<void> {
  const secret = c.env.TURNSTILE_SECRET_KEY?.trim()
  if (!secret) return
  const token = c.req.header(TURNSTILE_HEADER)?.trim()
  if (!token || token.length > TOKEN_MAX) throw new ApiError(403, TURNSTILE_SENTENCES.missing)
  const form = new FormData()
  form.append('secret', secret)
  form.append('response', token)
  const ip = c.req.header('cf-connecting-ip')
  if (ip) form.append('remoteip', ip)
  let answer: SiteverifyAnswer
  try {
    const res = await fetch(SITEVERIFY_URL, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(SITEVERIFY_TIMEOUT_MS),
    })
    answer = (await res.json()) as SiteverifyAnswer
  } catch (err) {
    // Turnstile unreachable: a visitor is not turned away for it, but new sessions from a network are
    // held to a much tighter cap until it answers again (docs/decisions/036), and it is logged.
    console.warn(
      JSON.stringify({
        level: 'warn',
        kind: 'turnstile',
        message: err instanceof Error ? err.name : 'Siteverify failed',
      }),
    )
    if (!(await unverifiedAllowed(c)))
      throw new ApiError(429, LIMIT_SENTENCES['new-sessions'], { 'Retry-After': '60' })
    return
  }
  // A token made for another action (another site's widget on a page of ours) is no proof here,
  // nor one solved on another site.
  const hostname = answer.hostname?.toLowerCase()
  if (
    answer.success !== true ||
    (answer.action !== undefined && answer.action !== TURNSTILE_ACTION) ||
    (hostname !== undefined && !siteHostnames(c, secret).has(hostname))
  )
    throw new ApiError(403, TURNSTILE_SENTENCES.failed)
}

/** New sessions a network may start in a minute while Siteverify cannot be reached. */
export const UNVERIFIED_SESSIONS_PER_MINUTE = 6

async function unverifiedAllowed(c: Context<AppEnv>): Promise<boolean> {
  const binding = c.env.RATE_LIMIT_EXPORTS
  if (!binding) return true
  const network = clientNetworkBucket(c.req.header('cf-connecting-ip') ?? 'local')
  return (await binding.limit({ key: `unverified:${network}` })).success
}
