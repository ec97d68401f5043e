// The admin login can be neither brute-forced across a network nor used to lock the admin out
// (docs/decisions/012).
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { expectClientError, fetchWith, jsonInit, ORIGIN, post } from './helpers.ts'

const PASSWORD = 'test-admin-password'

function login(password: string, ip: string, headers: Record<string, string> = {}) {
  return post('/api/admin/login', { password }, { origin: ORIGIN, 'cf-connecting-ip': ip, ...headers })
}

const cookiesOf = (res: Response) =>
  Object.fromEntries(
    res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]?.split('=') ?? [])
      .map(([k, ...v]) => [k, v.join('=')]),
  )

describe('failed logins across a network', () => {
  it('failures spread over 10 /64s of one /48 reach 429', async () => {
    const statuses: number[] = []
    for (let i = 1; i <= 10; i++) {
      for (let j = 0; j < 2; j++)
        statuses.push((await login('wrong', `2001:db8:48:${i.toString(16)}::${j + 1}`)).status)
    }
    // Never more than 10 guesses from the /48, though no /64 reached its own limit of 5.
    expect(statuses.filter((s) => s === 401)).toHaveLength(10)
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true)
    // Another /48 is not affected.
    expect((await login('wrong', '2001:db8:49::1')).status).toBe(401)
  })

  it('reads only cf-connecting-ip: a client-set x-real-ip does not make a new bucket', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await login('wrong', '192.0.2.77', { 'x-real-ip': `10.0.0.${i}` })
      expect(res.status).toBe(401)
    }
    await expectClientError(await login('wrong', '192.0.2.77', { 'x-real-ip': '10.9.9.9' }), 429)
  })

  it('failures from many other networks never lock a new browser out (a per-network lockout, not a global one)', async () => {
    // The probe: 50 failures from six /24s, then the right password from a new browser elsewhere.
    const now = Date.now()
    const stmt = env.DB.prepare(
      'insert into admin_login_attempts (client_key, wide_key, device_key, attempted_at) values (?, ?, null, ?)',
    )
    await env.DB.batch(Array.from({ length: 60 }, (_, i) => stmt.bind(`k${i}`, `w${i % 6}`, now)))
    expect((await login(PASSWORD, '198.18.0.1')).status).toBe(200)
    await env.DB.prepare("delete from admin_login_attempts where client_key like 'k%'").run()
  })
})

describe('no lockout of the admin by strangers', () => {
  it('a stranger’s failures do not block the right password from the admin’s browser', async () => {
    const ip = '198.51.100.200'
    // The admin logs in once from this browser: it becomes a known device.
    const first = await login(PASSWORD, ip)
    expect(first.status).toBe(200)
    const device = cookiesOf(first)['__Host-admin-device']
    expect(device).toBeTruthy()
    expect(first.headers.getSetCookie().join('\n')).toMatch(/__Host-admin-device=[^;]+;.*Max-Age=7776000/)
    // A stranger behind the same address exhausts its limit: new browsers there get 429 …
    for (let i = 0; i < 5; i++) expect((await login('guess', ip)).status).toBe(401)
    await expectClientError(await login(PASSWORD, ip), 429)
    // … but the admin's browser still logs in with the right password.
    const admin = await login(PASSWORD, ip, { cookie: `__Host-admin-device=${device}` })
    expect(admin.status).toBe(200)
    // A forged device cookie is a stranger.
    await expectClientError(await login(PASSWORD, ip, { cookie: '__Host-admin-device=forged' }), 429)
  })

  it('a known device is still limited by its own failures', async () => {
    const ip = '198.51.100.210'
    const device = cookiesOf(await login(PASSWORD, ip))['__Host-admin-device']
    const cookie = `__Host-admin-device=${device}`
    for (let i = 0; i < 5; i++) expect((await login('typo', ip, { cookie })).status).toBe(401)
    await expectClientError(await login(PASSWORD, ip, { cookie }), 429)
  })
})

describe('the admin password itself', () => {
  it('refuses an ADMIN_PASSWORD shorter than 16 characters: every login is 503 with a sentence', async () => {
    const res = await fetchWith(
      { ADMIN_PASSWORD: 'short-password1' },
      '/api/admin/login',
      jsonInit('POST', { password: 'short-password1' }, { origin: ORIGIN, 'cf-connecting-ip': '192.0.2.9' }),
    )
    expect(res.status).toBe(503)
    expect(((await res.json()) as { error: string }).error).toBe(
      'Admin login is switched off: the ADMIN_PASSWORD secret must be at least 16 characters.',
    )
  })
})
