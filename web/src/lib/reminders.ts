// The daily reminder in the browser (docs/decisions/020): whether this browser can have one, and
// setting, changing and stopping it. The browser's push subscription is made with the server's
// VAPID key and stored by PUT /api/reminder with the visitor's local time and time zone.
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, ok } from '@/lib/api.ts'
import { deviceStore } from '@/lib/device-state/stored.ts'
import { standalone } from '@/lib/install.ts'
import { isIosDevice } from '@/lib/platform.ts'
import { notificationsEnabledAtom } from '@/lib/reminder-offer.ts'

export type ReminderSupport =
  /** Push works here. */
  | 'ready'
  /** iPhone/iPad in a browser tab: reminders need the installed app. */
  | 'ios-install'
  /** Notifications are blocked for this site in the browser's settings. */
  | 'denied'
  /** This browser has no Web Push. */
  | 'unsupported'

export function reminderSupport(): ReminderSupport {
  const hasPush = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  if (isIosDevice(navigator) && !standalone()) return 'ios-install'
  if (!hasPush) return 'unsupported'
  if (Notification.permission === 'denied') return 'denied'
  return 'ready'
}

/** Why setting a reminder did not happen, in words for the visitor. */
export class ReminderProblem extends Error {}

export const reminderKey = ['reminder'] as const

async function fetchReminder() {
  return (await ok(await api.reminder.$get({ query: {} }))).reminder
}

export type Reminder = Awaited<ReturnType<typeof fetchReminder>>

export const reminderQuery = queryOptions({ queryKey: reminderKey, queryFn: fetchReminder })

export const useReminder = () => useQuery(reminderQuery)

const bytesOf = (base64url: string) =>
  Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))

const sameBytes = (a: ArrayBuffer | null, b: Uint8Array) => {
  if (!a || a.byteLength !== b.length) return false
  const view = new Uint8Array(a)
  return view.every((byte, i) => byte === b[i])
}

/**
 * How long setting a reminder may take once the visitor has allowed notifications: the key, the
 * app's service worker and the browser's push service together. Past it the visitor is told why and
 * what to try, never left on "Saving…" (docs/decisions/020).
 */
export const REMINDER_SETUP_MS = 3_000

/** `promise`, or a ReminderProblem with `message` once `deadline` (ms since the epoch) has passed. */
function before<T>(promise: Promise<T>, deadline: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ReminderProblem(message)), Math.max(0, deadline - Date.now()))
    }),
  ]).finally(() => clearTimeout(timer))
}

/** The visitor's IANA time zone, as the browser knows it. */
export const localTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'

/** Asks for permission when needed, subscribes this browser and stores the reminder at `time`. */
export async function setReminder(time: string): Promise<Reminder> {
  const permission = await Notification.requestPermission()
  if (permission !== 'granted')
    throw new ReminderProblem(
      permission === 'denied'
        ? 'Notifications are blocked for Luna in this browser. Allow them in the site settings, then try again.'
        : 'Luna needs your permission to show a reminder. Choose Allow when the browser asks.',
    )
  const deadline = Date.now() + REMINDER_SETUP_MS
  const { publicKey } = await before(
    api.reminders.key.$get().then(ok),
    deadline,
    'Luna could not reach the server to set the reminder. Check your connection and try again.',
  )
  const key = bytesOf(publicKey)
  const registration = await before(
    navigator.serviceWorker.ready,
    deadline,
    'The app is still getting ready in this browser. Reload the page and try again in a moment.',
  )
  let subscription = await registration.pushManager.getSubscription()
  if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe()
    subscription = null
  }
  // The browser's push service may never answer (no network to it): the visitor is told, not left
  // on "Saving…".
  subscription ??= await before(
    registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }),
    deadline,
    "The browser's notification service did not answer. Check your connection and try again, or use the installed app.",
  ).catch((err: unknown) => {
    if (err instanceof ReminderProblem) throw err
    throw new ReminderProblem(
      'This browser could not turn on notifications for Luna (private windows cannot). Check your connection, or try again in a normal window or the installed app.',
    )
  })
  const json = subscription.toJSON()
  const { reminder } = await ok(
    await api.reminder.$put({
      json: {
        subscription: {
          endpoint: json.endpoint ?? subscription.endpoint,
          expirationTime: json.expirationTime ?? null,
          keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
        },
        time,
        timeZone: localTimeZone(),
      },
    }),
  )
  deviceStore.set(notificationsEnabledAtom, '1')
  return reminder
}

/** Stops the reminder: on the server, and this browser's subscription. */
export async function stopReminder(): Promise<void> {
  await ok(await api.reminder.$delete({ query: {} }))
  deviceStore.set(notificationsEnabledAtom, null)
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined)
  const subscription = await registration?.pushManager.getSubscription().catch(() => null)
  await subscription?.unsubscribe().catch(() => false)
}

/** Keeps the query in step after a change. */
export function useReminderCache() {
  const client = useQueryClient()
  return (reminder: Reminder) => client.setQueryData(reminderKey, reminder)
}
