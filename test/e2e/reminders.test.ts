// The daily reminder (docs/decisions/020) in Chromium at 390 px: set from the profile in the
// visitor's own time zone, changed and stopped in one tap each, suggested once after the second
// day's check-in; a push delivered to the service worker (CDP ServiceWorker.deliverPushMessage)
// shows Luna's notification, and a tap on it opens the compass.
//
// This machine has no internet, so Chromium cannot reach its real push service (FCM): the page's
// PushManager is given a subscription of the same shape, with real P-256 keys, on an FCM address.
// Everything after it (the API, the storage, the service worker, the notification) is the real one.
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  expectAccessibleLayout,
  expectToast,
  onboardThroughUi,
  openSession,
  PHONE,
  setupBrowser,
  toastText,
  writeAsAnotherTab,
} from './browser.ts'

const browser = setupBrowser()

/** A PushManager whose subscribe() answers at once, as Chromium's would with its push service reachable. */
async function fakePushService(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    if (!('PushManager' in self)) return
    let current: PushSubscription | null = null
    const b64url = (bytes: ArrayBuffer) =>
      btoa(String.fromCharCode(...new Uint8Array(bytes)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '')
    PushManager.prototype.getSubscription = async () => current
    PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
      const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
        'deriveBits',
      ])
      const p256dh = b64url(await crypto.subtle.exportKey('raw', pair.publicKey))
      const auth = b64url(crypto.getRandomValues(new Uint8Array(16)).buffer)
      const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${crypto.randomUUID()}`
      const key = options?.applicationServerKey
      const subscription = {
        endpoint,
        expirationTime: null,
        options: {
          userVisibleOnly: true,
          applicationServerKey: key instanceof Uint8Array ? new Uint8Array(key).buffer : null,
        },
        getKey: () => null,
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        unsubscribe: async () => {
          current = null
          return true
        },
      } as unknown as PushSubscription
      current = subscription
      return subscription
    }
  })
}

async function serverReminder(page: Page) {
  return page.evaluate(async () => {
    const res = await fetch('/api/reminder', {
      headers: { 'x-session-id': localStorage.getItem('luna_session_id') ?? '' },
    })
    return (await res.json()) as { reminder: { time: string; timeZone: string; nextAt: string } | null }
  })
}

async function controlled(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload()
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
}

describe('the daily reminder', () => {
  it('is set, changed and stopped from the profile, in the visitor’s own time zone', async () => {
    const { page, context, problems } = await openSession(browser(), PHONE, {
      serviceWorkers: 'allow',
      timezoneId: 'Asia/Tokyo',
    })
    await context.grantPermissions(['notifications'])
    await fakePushService(context)
    await onboardThroughUi(page, 'Maya Okafor', '1990-06-15')
    await page.getByTestId('day-headline').waitFor()
    // Never on the first visit: the compass does not suggest it.
    expect(await page.getByTestId('reminder-suggestion').count()).toBe(0)
    await controlled(page)

    await page.goto('/profile')
    const card = page.getByTestId('reminder-card')
    await card.waitFor()
    await card.getByLabel('Remind me at').fill('07:15')
    await card.getByRole('button', { name: 'Remind me daily' }).click()
    expect(await toastText(page)).toContain('Reminder set')
    await expect
      .poll(async () => (await card.getByTestId('reminder-status').innerText()).trim())
      .toMatch(/^Reminding you daily at 7:15\s?AM \(Asia\/Tokyo\)\.$/)
    const stored = await serverReminder(page)
    expect(stored.reminder).toMatchObject({ time: '07:15', timeZone: 'Asia/Tokyo' })
    // 07:15 in Tokyo is 22:15 UTC.
    expect(stored.reminder?.nextAt).toMatch(/T22:15:00\.000Z$/)
    expect(await page.evaluate(() => localStorage.getItem('luna_notifications_enabled'))).toBe('1')
    await expectAccessibleLayout(page, 'profile with a reminder')

    // A reload keeps it; one tap changes the time; one tap stops it.
    await page.reload()
    await card.getByTestId('reminder-status').waitFor()
    await expect.poll(() => card.getByLabel('Remind me at').inputValue()).toBe('07:15')
    await card.getByLabel('Remind me at').fill('21:40')
    await card.getByRole('button', { name: 'Change time' }).click()
    await expect.poll(async () => (await serverReminder(page)).reminder?.time).toBe('21:40')
    await card.getByRole('button', { name: 'Stop reminders' }).click()
    await expect.poll(async () => (await serverReminder(page)).reminder).toBeNull()
    await expect.poll(() => card.getByTestId('reminder-status').count()).toBe(0)
    expect(await page.evaluate(() => localStorage.getItem('luna_notifications_enabled'))).toBeNull()
    expect(problems).toEqual([])
    await context.close()
  })

  it('says so when the browser’s push service never answers, instead of saving forever', {
    timeout: 60_000,
  }, async () => {
    const { page, context, problems } = await openSession(browser(), PHONE, { serviceWorkers: 'allow' })
    await context.grantPermissions(['notifications'])
    await context.addInitScript(() => {
      if (!('PushManager' in self)) return
      PushManager.prototype.getSubscription = async () => null
      PushManager.prototype.subscribe = () => new Promise<PushSubscription>(() => {})
    })
    await onboardThroughUi(page, 'Maya Okafor', '1990-06-15')
    await page.getByTestId('day-headline').waitFor()
    await controlled(page)
    // The page's clock is Playwright's: the 3 s a reminder's setup is given (REMINDER_SETUP_MS) are
    // jumped over.
    await page.clock.install()
    await page.goto('/profile')
    const card = page.getByTestId('reminder-card')
    // The deadline starts once the app asks the push service, after the tap. The page's clock is
    // paused before the tap, so that only this test moves it: in steps until the card gives up, which
    // must take no fewer steps than the 3 s it allows (a busy machine's slowness moves nothing).
    await card.getByRole('button', { name: 'Remind me daily' }).waitFor()
    // Paused a second ahead of the page's running clock (a busy machine may pass a few ms between
    // reading it and pausing); the deadline is measured from where it stopped.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
    const savingSince = await page.evaluate(() => Date.now())
    await card.getByRole('button', { name: 'Remind me daily' }).click()
    await card.getByRole('button', { name: /Saving/ }).waitFor()
    await expect
      .poll(
        async () => {
          await page.clock.fastForward(250)
          return card.getByRole('button', { name: 'Remind me daily' }).count()
        },
        { timeout: 30_000, interval: 50 },
      )
      .toBe(1)
    expect((await page.evaluate(() => Date.now())) - savingSince).toBeGreaterThanOrEqual(3_000) // REMINDER_SETUP_MS
    const why =
      "The browser's notification service did not answer. Check your connection and try again, or use the installed app."
    await expectToast(page, 'No reminder yet', why)
    await card.getByRole('button', { name: 'Remind me daily' }).waitFor()
    // The reason stays on the card after the toast has gone.
    expect(await card.getByTestId('reminder-problem').innerText()).toBe(`No reminder yet: ${why}`)
    expect((await serverReminder(page)).reminder).toBeNull()
    expect(problems).toEqual([])
    await context.close()
  })

  it('shows Luna’s notification for a push, and a tap on it opens the compass', async () => {
    const { page, context } = await openSession(browser(), PHONE, { serviceWorkers: 'allow' })
    await context.grantPermissions(['notifications'])
    await onboardThroughUi(page)
    await page.getByTestId('day-headline').waitFor()
    await controlled(page)
    await page.goto('/profile')
    await page.getByTestId('reminder-card').waitFor()

    const cdp = await context.newCDPSession(page)
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const mine = registrations.find((r) => !r.isDeleted)
        if (mine) resolve(mine.registrationId)
      })
    })
    await cdp.send('ServiceWorker.enable')
    const message = {
      title: 'Luna',
      body: 'Day 3 of your streak. Today’s reading is ready when you are.',
      url: '/compass',
      tag: 'luna-daily',
    }
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(page.url()).origin,
      registrationId: await registrationId,
      data: JSON.stringify(message),
    })
    const shown = async () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready
        return (await registration.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          url: (n.data as { url?: string } | null)?.url,
        }))
      })
    await expect
      .poll(shown)
      .toEqual([{ title: 'Luna', body: message.body, tag: 'luna-daily', url: '/compass' }])

    // The tap: the service worker's notificationclick, with the notification it showed.
    const worker = context.serviceWorkers()[0]
    if (!worker) throw new Error('no service worker')
    await worker.evaluate(async () => {
      // Service-worker globals, which the test's DOM types do not name.
      const sw = self as unknown as {
        registration: { getNotifications(): Promise<Notification[]> }
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event
        dispatchEvent(event: Event): boolean
      }
      const [notification] = await sw.registration.getNotifications()
      if (!notification) throw new Error('no notification')
      sw.dispatchEvent(new sw.NotificationEvent('notificationclick', { notification }))
    })
    await page.waitForURL(/\/compass$/)
    await page.getByTestId('day-headline').waitFor()
    // The notification is closed by the tap.
    await expect.poll(shown).toEqual([])
    await context.close()
  })

  it('is suggested once, after the second day’s check-in', async () => {
    const { page, context } = await openSession(browser(), PHONE, { serviceWorkers: 'allow' })
    await context.grantPermissions(['notifications'])
    await fakePushService(context)
    await onboardThroughUi(page)
    await page.getByTestId('day-headline').waitFor()
    // Yesterday's check-in on this device (the 24-hour rule keeps a second one from the same day).
    const yesterday = await page.evaluate(() => new Date(Date.now() - 86_400_000).toLocaleDateString('en-CA'))
    await writeAsAnotherTab(page, { luna_checkin_days: JSON.stringify([yesterday]) })
    await page.getByLabel('How are you feeling right now?').fill('70')
    await page.getByRole('button', { name: 'Save check-in' }).click()
    await page.getByTestId('checkin-summary').waitFor()
    await page.reload()
    const offer = page.getByTestId('reminder-suggestion')
    await offer.waitFor()
    await expectAccessibleLayout(page, 'compass with the reminder suggestion')
    await offer.getByRole('button', { name: 'Not now' }).click()
    await expect.poll(() => offer.count()).toBe(0)
    await page.reload()
    await page.getByTestId('checkin-summary').waitFor()
    expect(await page.getByTestId('reminder-suggestion').count()).toBe(0)
    await context.close()
  })

  it('explains on an iPhone browser tab that reminders need the installed app', async () => {
    const { page, context } = await openSession(browser(), PHONE, {
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    })
    await onboardThroughUi(page)
    await page.getByTestId('day-headline').waitFor()
    await page.goto('/profile')
    await page.getByTestId('reminder-ios-hint').waitFor()
    expect(
      await page.getByTestId('reminder-card').getByRole('button', { name: 'Remind me daily' }).count(),
    ).toBe(0)
    await context.close()
  })
})
