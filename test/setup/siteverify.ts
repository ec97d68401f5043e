// Turnstile's Siteverify at the Worker's network edge (vitest.config.ts `outboundService`), answered
// as Cloudflare documents for its published test secret keys: one always passes, one always fails,
// one says the token was already spent. Any other request leaves as it came (Node's fetch).
export const TURNSTILE_TEST_SECRETS = {
  pass: '1x0000000000000000000000000000000AA',
  fail: '2x0000000000000000000000000000000AA',
  spent: '3x0000000000000000000000000000000AA',
  /** Not Cloudflare's: Siteverify does not answer (the network to it is down). */
  unreachable: 'unreachable-siteverify-for-tests',
} as const
/** The token Turnstile's test site keys hand out. */
export const TURNSTILE_DUMMY_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX'

export async function fakeSiteverify(request: Request): Promise<Response> {
  const url = new URL(request.url)
  if (url.hostname !== 'challenges.cloudflare.com' || url.pathname !== '/turnstile/v0/siteverify')
    return fetch(request)
  const form = await request.formData()
  const secret = String(form.get('secret') ?? '')
  const token = String(form.get('response') ?? '')
  const answer = (success: boolean, codes: string[] = []) =>
    Response.json({
      success,
      'error-codes': codes,
      challenge_ts: new Date().toISOString(),
      hostname: 'example.com',
    })
  if (secret === TURNSTILE_TEST_SECRETS.unreachable) throw new TypeError('Network connection lost.')
  if (!token) return answer(false, ['missing-input-response'])
  if (secret === TURNSTILE_TEST_SECRETS.pass) return answer(true)
  if (secret === TURNSTILE_TEST_SECRETS.fail) return answer(false, ['invalid-input-response'])
  if (secret === TURNSTILE_TEST_SECRETS.spent) return answer(false, ['timeout-or-duplicate'])
  return answer(false, ['invalid-input-secret'])
}
