// The admin login: the failed-login limit holds under concurrent guesses and across one IPv6 /64, and a
// new login ends the session it replaces (docs/decisions/012-admin-login-limits-and-known-devices.md).
import { describe, expect, it } from 'vitest'
import { clientAddressBucket } from '../../worker/addresses.ts'
import { get, ORIGIN, post } from './helpers.ts'

const PASSWORD = 'test-admin-password'

function login(password: string, ip: string, headers: Record<string, string> = {}) {
  return post('/api/admin/login', { password }, { origin: ORIGIN, 'cf-connecting-ip': ip, ...headers })
}

function cookieOf(res: Response): string {
  return (res.headers.get('set-cookie') ?? '').split(';')[0] ?? ''
}

describe('failed-login limit', () => {
  it('checks at most 5 of 20 simultaneous guesses from one address; the rest are 429', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => login('wrong guess', '203.0.113.120')))
    const statuses = answers.map((r) => r.status)
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5)
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - statuses.filter((s) => s === 401).length)
    for (const r of answers.filter((a) => a.status === 429)) {
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0)
    }
  })

  it('counts every address of one IPv6 /64 together, and not other /64s', async () => {
    for (let i = 1; i <= 5; i++) expect((await login('wrong', `2001:db8:7:1::${i}`)).status).toBe(401)
    expect((await login('wrong', '2001:0db8:0007:0001:ffff:1:2:3')).status).toBe(429)
    expect((await login(PASSWORD, '2001:db8:7:2::1')).status).toBe(200)
  })

  it('does not count a successful login as a failure', async () => {
    const ip = '203.0.113.121'
    for (let i = 0; i < 4; i++) expect((await login('wrong', ip)).status).toBe(401)
    for (let i = 0; i < 3; i++) expect((await login(PASSWORD, ip)).status).toBe(200)
    expect((await login('wrong', ip)).status).toBe(401)
    expect((await login('wrong', ip)).status).toBe(429)
  })

  it('buckets addresses: IPv4 whole, IPv6 by /64, IPv4-mapped IPv6 as IPv4', () => {
    expect(clientAddressBucket('198.51.100.7')).toBe('198.51.100.7')
    expect(clientAddressBucket('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(clientAddressBucket('2001:DB8:0:0:1:2:3:4')).toBe('2001:db8:0:0::/64')
    expect(clientAddressBucket('::ffff:198.51.100.7')).toBe('198.51.100.7')
    expect(clientAddressBucket('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(clientAddressBucket('::1')).toBe('0:0:0:0::/64')
  })
})

describe('admin sessions', () => {
  it('ends the previous session when the same browser logs in again', async () => {
    const ip = '192.0.2.122'
    const first = cookieOf(await login(PASSWORD, ip))
    expect((await get('/api/admin/session', { cookie: first })).status).toBe(200)
    const again = await login(PASSWORD, ip, { cookie: first })
    expect(again.status).toBe(200)
    const second = cookieOf(again)
    expect(second).not.toBe(first)
    expect((await get('/api/admin/session', { cookie: first })).status).toBe(401)
    expect((await get('/api/admin/session', { cookie: second })).status).toBe(200)
  })

  it('keeps the admin answers out of every cache', async () => {
    const cookie = cookieOf(await login(PASSWORD, '198.51.100.123'))
    const res = await get('/api/archetype-analytics', { cookie })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toContain('no-store')
  })
})
