// Cloudflare Turnstile on session creation (docs/decisions/036): the first write of a session the
// database does not know carries a Turnstile token (`x-turnstile-token`), verified here with
// Siteverify. Switched on by the TURNSTILE_SECRET_KEY secret; without it (local runs, `npm start`)
// sessions are created as before and only the meters apply. Locally and in the tests, Cloudflare's
// published test keys are used, with Siteverify answered at the Worker's network edge
// (vitest.config.ts), since nothing here reaches the internet.
import type { Context } from 'hono'
import { TURNSTILE_SENTENCES } from '../domain/answer-sentences.ts'
import type { AppEnv } from './env.ts'
import { ApiError } from './errors.ts'

export const TURNSTILE_HEADER = 'x-turnstile-token'
export const SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify'
/** Siteverify that does not answer in this time lets the request through (logged): the meters still apply. */
export const SITEVERIFY_TIMEOUT_MS = 3_000
/** Turnstile tokens are at most 2,048 characters. */
const TOKEN_MAX = 2_048

interface SiteverifyAnswer {
  success?: boolean
  'error-codes'?: string[]
  /** The widget's action (web/src/lib/turnstile.ts renders it as 'new-session'). */
  action?: string
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
    // Turnstile unreachable: a visitor is not turned away for it; the new-session meters still hold.
    console.warn(
      JSON.stringify({
        level: 'warn',
        kind: 'turnstile',
        message: err instanceof Error ? err.name : 'Siteverify failed',
      }),
    )
    return
  }
  // A token made for another action (another site's widget on a page of ours) is no proof here.
  if (answer.success !== true || (answer.action !== undefined && answer.action !== TURNSTILE_ACTION))
    throw new ApiError(403, TURNSTILE_SENTENCES.failed)
}
