// Offline first (docs/decisions/019-offline-first.md): after one visit, every screen opens with the
// network off, and the compass shows today's reading computed on the device, labelled as such.

import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { onboardedStorage } from '../../bench/seed.ts'
import { THEME_ANSWERS } from '../../domain/content/themes.ts'
import {
  answerQuiz,
  expectAccessibleLayout,
  onboardThroughUi,
  openSession,
  PHONE,
  setupBrowser,
} from './browser.ts'

const browser = setupBrowser()

const SCREENS = [
  '/calculator',
  '/resonance',
  '/profile',
  '/readings',
  '/help',
  '/codex',
  '/privacy',
  '/onboarding?retake=true',
]

/** The bodies of the writes of a kind waiting in the outbox (luna_outbox, web/src/lib/outbox.ts). */
const kept = (page: Page, kind: string) =>
  page.evaluate(
    (k) =>
      (JSON.parse(localStorage.getItem('luna_outbox') ?? '[]') as { kind: string; body: unknown }[])
        .filter((e) => e.kind === k)
        .map((e) => e.body),
    kind,
  )

/** A visitor onboarded on a phone, on a compass page the service worker controls (it works offline). */
async function onboardedUnderTheServiceWorker() {
  const session = await openSession(browser(), PHONE, { serviceWorkers: 'allow' })
  const { page } = session
  await onboardThroughUi(page, 'Maya Okafor', '1990-06-15')
  await page.getByTestId('day-headline').waitFor()
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  await page.reload()
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
  return session
}

describe('with the network off', () => {
  it('opens every screen and computes the compass on the device', { timeout: 120_000 }, async () => {
    const { page, context, problems } = await openSession(browser(), PHONE, { serviceWorkers: 'allow' })
    await onboardThroughUi(page, 'Maya Okafor', '1990-06-15')
    await page.getByTestId('day-headline').waitFor()
    const online = {
      headline: (await page.getByTestId('day-headline').innerText()).trim(),
      baseline: (await page.getByTestId('personal-baseline').innerText()).trim(),
    }
    // The service worker has installed its precache and controls the page after a reload.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    await page.reload()
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
    // No personal answer is kept by the service worker: only the fixed content is in its caches.
    const cached = await page.evaluate(async () => {
      const urls: string[] = []
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname)
      }
      return urls.filter((u) => u.startsWith('/api/'))
    })
    for (const url of cached) expect(['/api/codons', '/api/archetypes', '/api/quiz']).toContain(url)

    await context.setOffline(true)
    await page.goto('/compass')
    await page.getByTestId('compass-offline').waitFor()
    // The same day's reading, from the same domain function the server runs.
    expect((await page.getByTestId('day-headline').innerText()).trim()).toBe(online.headline)
    expect((await page.getByTestId('personal-baseline').innerText()).trim()).toBe(online.baseline)
    await expectAccessibleLayout(page, 'offline compass')

    // A check-in made offline is kept, moves the day's baseline here at once, and is sent once later.
    await page.getByLabel('How are you feeling right now?').fill('10')
    await page.getByRole('button', { name: 'Save check-in' }).click()
    await page.getByTestId('checkin-pending').waitFor()
    await expect
      .poll(async () => (await page.getByTestId('personal-baseline').innerText()).trim())
      .not.toBe(online.baseline)
    const offlineBaseline = (await page.getByTestId('personal-baseline').innerText()).trim()
    // The check-in's value is the day's awareness here too, as on the server: the day computed on
    // the device after it is the day the server answers once the check-in reached it.
    const offlineDay = {
      headline: (await page.getByTestId('day-headline').innerText()).trim(),
      energy: (await page.getByTestId('day-energy').innerText()).trim(),
    }
    for (const path of SCREENS) {
      await page.goto(path)
      await page.locator('main h1, main h2').first().waitFor()
    }
    await context.setOffline(false)
    // Every headline the page shows from here on, first frame included: none may be a day that has
    // not heard the check-in made offline (docs/decisions/066-feelings-sent-before-the-reading.md).
    await page.addInitScript(() => {
      const seen: string[] = []
      Object.assign(window, { seenHeadlines: seen })
      const note = () => {
        for (const el of document.querySelectorAll('[data-testid="day-headline"], #first-frame-headline')) {
          const text = (el.textContent ?? '').trim()
          if (text && seen.at(-1) !== text) seen.push(text)
        }
      }
      new MutationObserver(note).observe(document, { childList: true, subtree: true, characterData: true })
    })
    await page.goto('/compass')
    await page.getByTestId('day-headline').waitFor()
    await expect.poll(() => page.getByTestId('compass-offline').count()).toBe(0)
    // Sent: the server holds exactly one check-in, with the baseline shown offline.
    await expect.poll(() => kept(page, 'check-in')).toEqual([])
    const status = await page.evaluate(async () => {
      const res = await fetch(`/api/emotional-state/me?localDate=${new Date().toLocaleDateString('en-CA')}`, {
        headers: { 'x-session-id': localStorage.getItem('luna_session_id') ?? '' },
      })
      return res.json()
    })
    expect(status.hasLoggedToday).toBe(true)
    expect(status.lastEmotionalState.value).toBe(10)
    await expect
      .poll(async () => (await page.getByTestId('personal-baseline').innerText()).trim())
      .toBe(offlineBaseline)
    expect((await page.getByTestId('day-headline').innerText()).trim()).toBe(offlineDay.headline)
    expect((await page.getByTestId('day-energy').innerText()).trim()).toBe(offlineDay.energy)
    expect(
      await page.evaluate(() => (window as unknown as { seenHeadlines: string[] }).seenHeadlines),
    ).toEqual([offlineDay.headline])
    const readings = await page.evaluate(async () => {
      const res = await fetch('/api/saved-readings', {
        headers: { 'x-session-id': localStorage.getItem('luna_session_id') ?? '' },
      })
      return res.json()
    })
    expect(
      readings.filter((r: { readingType: string }) => r.readingType === 'emotional-resonance'),
    ).toHaveLength(1)
    expect(problems).toEqual([])
  })

  // A reading computed on the device is said in the language spoken, as the server says it: from the
  // build's reading words (reading-words.de.json, kept by the service worker; docs/decisions/061).
  it('computes the compass on the device in German, in the words the server says', {
    timeout: 90_000,
  }, async () => {
    const { page, context, problems } = await openSession(browser(), PHONE, {
      serviceWorkers: 'allow',
      locale: 'de-DE',
    })
    await context.addInitScript((entries: Record<string, string>) => {
      for (const [k, v] of Object.entries(entries))
        if (localStorage.getItem(k) === null) localStorage.setItem(k, v)
    }, onboardedStorage())
    await page.goto('/compass')
    const headline = page.getByTestId('day-headline')
    await headline.waitFor()
    const online = (await headline.textContent())?.trim()
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    await page.reload()
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true)
    // The compass asked in German under the service worker: it keeps German's reading words (web/src/sw.ts).
    await expect
      .poll(() => page.evaluate(async () => Boolean(await caches.match('/reading-words.de.json'))))
      .toBe(true)
    // Not the other language's: they are not precached for everyone.
    expect(await page.evaluate(async () => Boolean(await caches.match('/reading-words.es.json')))).toBe(false)

    await context.setOffline(true)
    await page.goto('/compass')
    await page.getByTestId('compass-offline').waitFor()
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de')
    // The same day, in the same German words (and soft hyphens) as the server's answer.
    expect((await headline.textContent())?.trim()).toBe(online)
    expect(online).toMatch(/[äöüßÄÖÜ]|\b(und|der|die|das|dein|deine|heute)\b/i)
    await expectAccessibleLayout(page, 'German offline compass')
    expect(problems).toEqual([])
    await context.close()
  })

  it('keeps a mood note written offline, hears its words on the device, and sends it once', {
    timeout: 120_000,
  }, async () => {
    const { page, context, problems } = await onboardedUnderTheServiceWorker()
    await page.getByRole('button', { name: 'Log how you feel now' }).waitFor()

    await context.setOffline(true)
    await page.getByRole('button', { name: 'Log how you feel now' }).click()
    const form = page.getByTestId('mood-note-form')
    await form.getByLabel('How do you feel now?').fill('40')
    await form.getByLabel('In your own words (optional)').fill('Lost a patient I had looked after all week')
    await form.getByRole('button', { name: 'Log this feeling' }).click()
    // Kept, said so, and never refused for being offline.
    await page.getByTestId('mood-note-pending').waitFor()
    expect(await kept(page, 'mood-note')).toMatchObject([
      { value: 40, words: 'Lost a patient I had looked after all week' },
    ])
    // The compass computed on the device hears the words as the server will: grief is answered.
    await page.getByTestId('compass-offline').waitFor()
    const grief = THEME_ANSWERS.grief.map((a) => a.text)
    await expect
      .poll(async () => grief.includes((await page.getByTestId('luna-answer').innerText()).trim()), {
        timeout: 15_000,
      })
      .toBe(true)
    const offlineAnswer = (await page.getByTestId('luna-answer').innerText()).trim()

    await context.setOffline(false)
    await expect.poll(() => kept(page, 'mood-note'), { timeout: 30_000 }).toEqual([])
    await expect.poll(() => page.getByTestId('compass-offline').count(), { timeout: 30_000 }).toBe(0)
    const status = await page.evaluate(async () => {
      const res = await fetch(`/api/emotional-state/me?localDate=${new Date().toLocaleDateString('en-CA')}`, {
        headers: { 'x-session-id': localStorage.getItem('luna_session_id') ?? '' },
      })
      return res.json()
    })
    expect(status.moodNotes).toHaveLength(1)
    // The server's answer to the note is the one the device gave offline.
    expect(status.moodNotes[0].answer).toBe(offlineAnswer)
    await expect
      .poll(async () => (await page.getByTestId('luna-answer').innerText()).trim())
      .toBe(offlineAnswer)
    expect(problems).toEqual([])
  })

  it('turns to the server’s reading when the network returns, with no reload', {
    timeout: 120_000,
  }, async () => {
    const { page, context, problems } = await onboardedUnderTheServiceWorker()
    // Opened offline. The page may hear no 'online' event when the network returns (Chromium's
    // emulation sends none to a page loaded offline): the reading turns to the server's all the same.
    await context.setOffline(true)
    await page.reload()
    await page.getByTestId('compass-offline').waitFor()
    await context.setOffline(false)
    await expect.poll(() => page.getByTestId('compass-offline').count(), { timeout: 10_000 }).toBe(0)
    await expect
      .poll(() => page.getByText('Failed to fetch streak data').count(), { timeout: 10_000 })
      .toBe(0)
    await page.getByTestId('current-streak').waitFor()

    // The saved readings and the journey, opened offline, recover the same way.
    for (const [tab, failure] of [
      ['read', 'Failed to fetch readings'],
      ['journey', 'Failed to fetch trajectory'],
    ] as const) {
      await context.setOffline(true)
      await page.goto(`/profile?tab=${tab}`)
      await page.getByText(failure).first().waitFor({ timeout: 10_000 })
      await context.setOffline(false)
      await expect.poll(() => page.getByText(failure).count(), { timeout: 10_000 }).toBe(0)
    }
    expect(problems).toEqual([])
  })

  it('counts a day the app was opened only offline in the streak once the network returns', {
    timeout: 120_000,
  }, async () => {
    const { page, context, problems } = await openSession(browser(), PHONE, { serviceWorkers: 'allow' })
    await onboardThroughUi(page, 'Ines Duarte', '1988-02-09')
    await page.getByTestId('day-headline').waitFor()
    await page.getByTestId('current-streak').waitFor()
    expect(await page.getByTestId('current-streak').textContent()).toBe('1')
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready
    })
    // The next day, opened with no network at all.
    const tomorrow = new Date(Date.now() + 24 * 3600_000)
    const tomorrowDate = tomorrow.toISOString().slice(0, 10)
    await context.clock.setSystemTime(tomorrow)
    await context.setOffline(true)
    await page.reload()
    await page.getByTestId('compass-offline').waitFor()
    await expect
      .poll(() => kept(page, 'visit'), { timeout: 10_000 })
      .toEqual([{ page: 'compass', localDate: tomorrowDate }])
    // Offline, the card counts the kept day on the device, says so, and reports no failure.
    await page.getByTestId('streak-offline').waitFor({ timeout: 10_000 })
    expect(await page.getByTestId('current-streak').textContent()).toBe('2')
    expect(await page.getByText('Failed to fetch streak data').count()).toBe(0)
    expect(await page.getByText('Failed to track visit').count()).toBe(0)

    // Back online with no reload: the kept visit is recorded, and the server's streak has both days.
    await context.setOffline(false)
    await page.getByTestId('streak-offline').waitFor({ state: 'detached', timeout: 20_000 })
    expect(await page.getByTestId('current-streak').textContent()).toBe('2')
    // The streak's GET may come back before the outbox's next try: the card counts the kept day
    // meanwhile (features/compass/api/streak.ts), and the outbox sends it within its backoff.
    await expect.poll(() => kept(page, 'visit'), { timeout: 20_000 }).toEqual([])
    const streak = await page.evaluate(async (date) => {
      const res = await fetch(`/api/streak/me?localDate=${date}`, {
        headers: { 'x-session-id': localStorage.getItem('luna_session_id') ?? '' },
        cache: 'no-store',
      })
      return res.json()
    }, tomorrowDate)
    expect(streak).toMatchObject({ currentStreak: 2, totalDays: 2 })
    expect(problems).toEqual([])
  })

  it('sends a check-in whose request the network dropped within seconds, with no online event', async () => {
    const { page, context, problems } = await openSession(browser(), PHONE)
    await onboardThroughUi(page, 'Tomas Lindqvist', '1985-11-03')
    await page.getByTestId('day-headline').waitFor()
    // The browser believes it is online; the first check-in request is lost on the way.
    let tries = 0
    await page.route('**/api/emotional-state', (route) =>
      route.request().method() === 'POST' && tries++ === 0
        ? route.abort('internetdisconnected')
        : route.fallback(),
    )
    await page.getByLabel('How are you feeling right now?').fill('40')
    await page.getByRole('button', { name: 'Save check-in' }).click()
    await page.getByTestId('checkin-pending').waitFor()
    // Tried again a second later (web/src/lib/resend.ts), not at the next 'online' event or visit.
    await expect.poll(() => kept(page, 'check-in'), { timeout: 8_000 }).toEqual([])
    expect(tries).toBe(2)
    const status = await page.evaluate(async () => {
      const res = await fetch(`/api/emotional-state/me?localDate=${new Date().toLocaleDateString('en-CA')}`, {
        headers: { 'x-session-id': localStorage.getItem('luna_session_id') ?? '' },
      })
      return res.json()
    })
    expect(status.hasLoggedToday).toBe(true)
    expect(status.lastEmotionalState.value).toBe(40)
    expect(problems).toEqual([])
    await context.close()
  })

  it('sends a write kept on one page from another, after a reload, with its key', async () => {
    const { page, context, problems } = await openSession(browser(), PHONE)
    await page.goto('/resonance')
    await page.getByRole('button', { name: 'Natural A · 432 Hz' }).click()
    // The lock's request is lost on the way, again and again: it waits in the outbox.
    const keys: (string | undefined)[] = []
    let deliver = false
    await page.route('**/api/lock-frequency', (route) => {
      keys.push(route.request().headers()['idempotency-key'])
      return deliver ? route.fallback() : route.abort('internetdisconnected')
    })
    await page.getByRole('button', { name: 'Lock this frequency' }).click()
    const dialog = page.getByRole('dialog', { name: 'Lock this frequency' })
    await dialog.getByRole('button', { name: 'Lock 432 Hz' }).click()
    await page.getByText('Kept on this device').waitFor()
    // Another page, loaded afresh: the shell's outbox sends it, loading the lock's code for it.
    deliver = true
    await page.goto('/help')
    await page.getByText('The frequencies you locked offline are saved.').waitFor()
    expect(await kept(page, 'lock-frequency')).toEqual([])
    expect(new Set(keys).size).toBe(1)
    const locks = await page.evaluate(async () => {
      const res = await fetch('/api/saved-readings', {
        headers: { 'x-session-id': localStorage.getItem('luna_session_id') ?? '' },
      })
      return (await res.json()).filter((r: { readingType: string }) => r.readingType === 'frequency-lock')
    })
    expect(locks).toHaveLength(1)
    expect(problems).toEqual([])
    await context.close()
  })

  it('keeps an archetype record and the journey point that claims its baseline, and sends both in order', {
    timeout: 120_000,
  }, async () => {
    const { page, context, problems } = await openSession(browser(), PHONE)
    await onboardThroughUi(page, 'Ada Lovelace', '1990-06-15')
    await page.getByTestId('day-headline').waitFor()
    // The first compass's point is stored before the network goes.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('luna_last_compass_reading')), { timeout: 15_000 })
      .not.toBeNull()
    // The record and the point are lost on the way, again and again; each try's key is noted.
    const tries: { path: string; key: string | undefined }[] = []
    let carry = false
    for (const path of ['archetype', 'user-trajectory'])
      await page.route(`**/api/${path}`, (route) => {
        if (route.request().method() !== 'POST') return route.fallback()
        tries.push({ path, key: route.request().headers()['idempotency-key'] })
        return carry ? route.fallback() : route.abort('internetdisconnected')
      })
    await page.goto('/archetype-test')
    await page.getByRole('button', { name: 'Retake Quiz' }).click()
    await answerQuiz(page, (q) => (q + 1) % 4)
    await page.getByRole('heading', { name: 'Baseline integration' }).waitFor()
    await expect.poll(() => kept(page, 'archetype')).toHaveLength(1)
    const baseline = Number(await page.evaluate(() => localStorage.getItem('archetype_baseline_xi')))
    // The compass's fresh reading from the new baseline: its point waits behind the record.
    await page.goto('/')
    await page.getByTestId('day-headline').waitFor()
    await expect
      .poll(async () => ((await kept(page, 'journey-point')) as { personalBaseline: number }[]).length, {
        timeout: 15_000,
      })
      .toBe(1)
    const [point] = (await kept(page, 'journey-point')) as { personalBaseline: number }[]
    expect(point?.personalBaseline).toBeCloseTo(baseline, 6)
    // The network carries them again: the record goes first, so the point's baseline is one the
    // server holds, and each is stored once under the key it was kept with.
    carry = true
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('luna_outbox')), { timeout: 30_000 })
      .toBeNull()
    const delivered = tries.filter((t, i) => tries.findIndex((u) => u.key === t.key) === i)
    expect(delivered.map((t) => t.path)).toEqual(['archetype', 'user-trajectory'])
    const data = await page.evaluate(async () => {
      const res = await fetch('/api/my-data', {
        headers: { 'x-session-id': localStorage.getItem('luna_session_id') ?? '' },
      })
      return res.json()
    })
    const records = data.archetypeResults as { combinedBaseline: number }[]
    expect(records).toHaveLength(2)
    expect(records.filter((r) => Math.abs(r.combinedBaseline - baseline) < 1e-6)).toHaveLength(1)
    const points = data.trajectoryPoints as { personalBaseline: number | null }[]
    expect(points.filter((p) => Math.abs((p.personalBaseline ?? 0) - baseline) < 1e-6)).toHaveLength(1)
    expect(problems).toEqual([])
    await context.close()
  })

  it('keeps a frequency locked offline and saves it once when the network returns', async () => {
    const { page, context } = await openSession(browser(), PHONE)
    await page.goto('/resonance')
    await page.getByRole('button', { name: 'Natural A · 432 Hz' }).click()
    await context.setOffline(true)
    await page.getByRole('button', { name: 'Lock this frequency' }).click()
    const dialog = page.getByRole('dialog', { name: 'Lock this frequency' })
    await dialog.getByLabel('Note (optional)').fill('On the train')
    await dialog.getByRole('button', { name: 'Lock 432 Hz' }).click()
    await page.getByText('Kept on this device').waitFor()
    await dialog.waitFor({ state: 'hidden' })
    expect(await kept(page, 'lock-frequency')).toEqual([
      { frequency: 432, note: 'On the train', localDate: expect.any(String) },
    ])
    await context.setOffline(false)
    await expect.poll(() => kept(page, 'lock-frequency')).toEqual([])
    const locks = await page.evaluate(async () => {
      const res = await fetch('/api/saved-readings', {
        headers: { 'x-session-id': localStorage.getItem('luna_session_id') ?? '' },
      })
      return (await res.json()).filter((r: { readingType: string }) => r.readingType === 'frequency-lock')
    })
    expect(locks).toHaveLength(1)
    expect(locks[0].userNotes).toBe('On the train')
  })
})
