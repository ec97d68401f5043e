// The admin calls (docs/decisions/008-admin-and-analytics.md): the password is checked on the server, which answers with an
// HttpOnly `__Host-admin` cookie; the browser only remembers that it unlocked this session.
import { queryOptions } from '@tanstack/react-query'
import { useAdminText } from '@/features/admin/admin-text.ts'
import { ApiError, api, ok, type SuccessBody } from '@/lib/api.ts'
import { deviceStore, storedText } from '@/lib/device-state/stored.ts'
import { queryKeys } from '@/lib/query.tsx'
import { KEYS } from '@/lib/storage.ts'

export type Analytics = SuccessBody<Awaited<ReturnType<(typeof api)['archetype-analytics']['$get']>>>

export type LoginResult =
  | { kind: 'granted' }
  | { kind: 'denied' }
  | { kind: 'rate-limited'; minutes: number }
  | { kind: 'not-configured' }
  | { kind: 'failed'; message: string }

/** Minutes to wait from a Retry-After header in seconds (at least one). */
export function minutesFromRetryAfter(header: string | null): number {
  const seconds = Number(header)
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds / 60) : 15
}

export async function login(password: string): Promise<LoginResult> {
  let res: Awaited<ReturnType<typeof api.admin.login.$post>>
  try {
    res = await api.admin.login.$post({ json: { password } })
  } catch {
    return { kind: 'failed', message: useAdminText.now('admin.gate.offline') }
  }
  const status: number = res.status
  if (res.ok) return { kind: 'granted' }
  if (status === 401) return { kind: 'denied' }
  if (status === 429)
    return { kind: 'rate-limited', minutes: minutesFromRetryAfter(res.headers.get('retry-after')) }
  if (status === 503) {
    const text = await res.text().catch(() => '')
    // A D1 outage is also 503: only the server's own sentence means "not configured".
    if (/not configured/i.test(text)) return { kind: 'not-configured' }
  }
  return {
    kind: 'failed',
    message: useAdminText.now('admin.gate.unchecked'),
  }
}

/** Ends the admin session on the server; the cookie is cleared by the answer. */
export async function logout(): Promise<void> {
  await ok(
    await api.admin.logout.$post(undefined, {
      headers: { 'Content-Type': 'application/json' },
      init: { body: '{}' },
    }),
  )
}

/**
 * Whether the server still holds this browser's admin session: false only on 401 (expired,
 * ended or forged cookie). Any other failure is not proof either way: the dashboard then shows
 * its own error with a retry, and a 401 there locks it.
 */
export async function confirmAdminSession(): Promise<boolean> {
  try {
    await ok(await api.admin.session.$get())
    return true
  } catch (err) {
    return !(err instanceof ApiError && err.status === 401)
  }
}

/** The analytics; an empty answer is an error too (spec: 'fails or returns nothing'). */
export async function fetchAnalytics(): Promise<Analytics> {
  const body = await ok(await api['archetype-analytics'].$get())
  if (!body || typeof body !== 'object' || !('summary' in body) || !body.summary)
    throw new Error('The analytics answer was empty.')
  return body
}

/** How often the open dashboard refreshes its figures. */
export const ANALYTICS_REFETCH_MS = 30_000

/** The dashboard's figures, refreshed every 30 s; offline, a refresh fails and says so. */
export const analyticsQuery = queryOptions({
  queryKey: queryKeys.analytics,
  queryFn: fetchAnalytics,
  refetchInterval: ANALYTICS_REFETCH_MS,
  networkMode: 'always',
})

export const isUnauthorized = (err: unknown): boolean => err instanceof ApiError && err.status === 401

/** luna_analytics_authorized (session storage): 'true' once the dashboard was unlocked in this session. */
const unlockedAtom = storedText(KEYS.analyticsAuthorized, {
  area: 'session',
  accept: (raw): raw is 'true' => raw === 'true',
})
export const rememberUnlocked = () => deviceStore.set(unlockedAtom, 'true')
export const forgetUnlocked = () => deviceStore.set(unlockedAtom, null)
export const wasUnlocked = () => deviceStore.get(unlockedAtom) === 'true'
