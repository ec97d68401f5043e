// The admin area's API: login, logout, session check, and the analytics behind them.

import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { AdminLoginSchema } from '../../schema/api.ts'
import { EXAMPLE_PASSWORD } from '../../schema/examples.ts'
import * as R from '../../schema/responses.ts'
import { passwordMatches, sha256, toHex } from '../addresses.ts'
import {
  ADMIN_ABSOLUTE_MS,
  ADMIN_COOKIE,
  DEVICE_COOKIE,
  DEVICE_TTL_MS,
  knownDevice,
  loginKeys,
  MIN_ADMIN_PASSWORD_LENGTH,
  newToken,
  requireAdmin,
  reserveAttempt,
  retryAfterSeconds,
  sameOrigin,
} from '../admin-auth.ts'
import { endAdminSession, recordAdminLogin } from '../data/admin.ts'
import { computeAnalytics } from '../data/analytics.ts'
import { getAggregatesD1, getAggregatesDb, getReadSet } from '../db.ts'
import { ApiError } from '../errors.ts'
import { declare, routes, WRITE_ERRORS } from './declare.ts'

const COOKIE_OPTIONS = { httpOnly: true, secure: true, sameSite: 'Strict', path: '/' } as const

const postAdminLogin = declare({
  method: 'post',
  path: '/admin/login',
  limit: 'read',
  summary: 'Admin login; sets the __Host-admin cookie.',
  tag: 'Admin',
  body: AdminLoginSchema,
  ok: [{ status: 200, description: 'Logged in.', schema: R.AdminLoginResponse }],
  errors: [...WRITE_ERRORS, 401, 403],
  guard: sameOrigin,
  example: { body: { password: EXAMPLE_PASSWORD } },
})

const postAdminLogout = declare({
  method: 'post',
  path: '/admin/logout',
  limit: 'read',
  summary: 'End the admin session.',
  tag: 'Admin',
  ok: [{ status: 200, description: 'Logged out.', schema: R.SuccessResponse }],
  errors: [403, 415, 500, 503],
  guard: sameOrigin,
})

const getAdminSession = declare({
  method: 'get',
  path: '/admin/session',
  limit: 'read',
  summary: 'Whether the admin cookie is valid.',
  tag: 'Admin',
  admin: true,
  ok: [{ status: 200, description: 'Logged in.', schema: R.AdminSessionResponse }],
  errors: [401, 500, 503],
  guard: requireAdmin,
})

const getArchetypeAnalytics = declare({
  method: 'get',
  path: '/archetype-analytics',
  limit: 'read',
  summary: 'The admin dashboard’s figures.',
  tag: 'Admin',
  admin: true,
  ok: [{ status: 200, description: 'The analytics.', schema: R.AnalyticsResponse }],
  errors: [401, 500, 503],
  guard: requireAdmin,
})

export const adminRoutes = routes()
  .openapi(postAdminLogin, async (c) => {
    const secret = c.env.ADMIN_PASSWORD
    if (!secret)
      throw new ApiError(503, 'Admin login is not configured on this server: set the ADMIN_PASSWORD secret.')
    if (secret.length < MIN_ADMIN_PASSWORD_LENGTH) {
      console.error(
        JSON.stringify({ level: 'error', kind: 'config', message: 'ADMIN_PASSWORD is too short.' }),
      )
      throw new ApiError(
        503,
        `Admin login is switched off: the ADMIN_PASSWORD secret must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters.`,
      )
    }
    const db = getAggregatesDb(c)
    const d1 = getAggregatesD1(c)
    const now = Date.now()
    const keys = await loginKeys(c)
    const device = await knownDevice(c, d1, now)
    // The attempt is recorded before the password is checked, atomically with the counts.
    const attempt = await reserveAttempt(d1, keys, device, now)
    if (attempt === null) {
      const wait = await retryAfterSeconds(d1, keys, device, now)
      const minutes = Math.ceil(wait / 60)
      throw new ApiError(
        429,
        `Too many failed attempts. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} before trying again.`,
        { 'Retry-After': String(wait) },
      )
    }
    if (!(await passwordMatches(c.req.valid('json').password, secret))) {
      throw new ApiError(401, 'Access Denied - Invalid password. Please try again.')
    }
    const token = newToken()
    const expiresAt = now + ADMIN_ABSOLUTE_MS
    const previous = getCookie(c, ADMIN_COOKIE)
    const previousHash = previous && previous.length <= 200 ? toHex(await sha256(previous)) : ''
    // This browser becomes (or stays) a known device: other people's failures never lock it out.
    const deviceToken = device ? null : newToken()
    await recordAdminLogin(db, {
      attempt,
      previousHash,
      sessionHash: toHex(await sha256(token)),
      newDeviceHash: deviceToken ? toHex(await sha256(deviceToken)) : null,
      knownDeviceHash: device ?? '',
      now,
      expiresAt,
    })
    // A session cookie: it ends with the browser session, and the server ends it sooner (idle 30 min, 8 h).
    setCookie(c, ADMIN_COOKIE, token, COOKIE_OPTIONS)
    if (deviceToken)
      setCookie(c, DEVICE_COOKIE, deviceToken, {
        ...COOKIE_OPTIONS,
        maxAge: Math.floor(DEVICE_TTL_MS / 1000),
      })
    c.header('Cache-Control', 'no-store')
    return c.json({ success: true as const, expiresAt: new Date(expiresAt).toISOString() }, 200)
  })
  .openapi(postAdminLogout, async (c) => {
    const token = getCookie(c, ADMIN_COOKIE)
    if (token && token.length <= 200) {
      await endAdminSession(getAggregatesDb(c), toHex(await sha256(token)))
    }
    deleteCookie(c, ADMIN_COOKIE, COOKIE_OPTIONS)
    return c.json({ success: true as const }, 200)
  })
  .openapi(getAdminSession, (c) => c.json({ authenticated: true as const }, 200))
  .openapi(getArchetypeAnalytics, async (c) => c.json(await computeAnalytics(getReadSet(c)), 200))
