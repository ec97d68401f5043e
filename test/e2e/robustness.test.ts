// Robustness in a real Chromium at 390 × 844 against the real API (issue 6, item 4): storage
// blocked by the browser, the network dropping in the middle of a save, script payloads typed
// into every free-text field, and a strict CSP that no screen of the app violates.
import { describe, expect, it } from 'vitest'
import { expectAccessibleLayout, openSaveForm, openSession, PHONE, setupBrowser } from './browser.ts'
import {
  blockStorage,
  expectNoScriptRan,
  expectShownAsText,
  expectToast,
  navigate,
  onboardInPlace,
  savedReadings,
  watchSessionIds,
  XSS,
} from './robustness-helpers.ts'

/** The spec's banner, word for word (docs/rules/README.md). */
const INCOGNITO_TEXT =
  'Private/Incognito Mode Detected - Your readings and journey data will not persist after closing this browser window.'

const browser = setupBrowser()

/** The one session id the page used for the API (it lives in memory when storage is blocked). */
function onlySessionId(ids: string[]): string {
  const distinct = [...new Set(ids)]
  expect(distinct, 'the visit keeps one session id').toHaveLength(1)
  return distinct[0] ?? ''
}

describe('with local and session storage blocked', () => {
  it('shows the private-mode banner, and still onboards, checks in and saves a reading within the visit', {
    timeout: 120_000,
  }, async () => {
    const { page, context, problems } = await openSession(browser(), PHONE)
    await context.addInitScript(blockStorage)
    const ids = watchSessionIds(page)
    await page.goto('/onboarding')
    // The browser boundary really refuses storage.
    const refused = await page.evaluate(() =>
      (['localStorage', 'sessionStorage'] as const).map((k) => {
        try {
          return typeof window[k]
        } catch (e) {
          return (e as DOMException).name
        }
      }),
    )
    expect(refused).toEqual(['SecurityError', 'SecurityError'])

    const banner = page.getByRole('region', { name: 'Private browsing notice' })
    await banner.waitFor()
    await expect.poll(() => banner.getByText(INCOGNITO_TEXT, { exact: true }).isVisible()).toBe(true)
    await expectAccessibleLayout(page, 'banner on onboarding')
    await banner.getByRole('button', { name: 'Dismiss' }).click()
    await banner.waitFor({ state: 'hidden' })

    await onboardInPlace(page, 'Ada Lovelace')
    await page.getByTestId('alignment-panel').waitFor()
    await expectShownAsText(page, 'Ada Lovelace', 'main')
    // The dismissal holds for the visit, across screens.
    expect(await banner.count()).toBe(0)
    await expectAccessibleLayout(page, 'compass with storage blocked')

    await page.getByLabel('How are you feeling right now?').fill('70')
    await page.getByRole('button', { name: 'Save check-in' }).click()
    await expectToast(page, 'Check-in Saved')
    await page.getByTestId('checkin-summary').waitFor()

    await openSaveForm(page)
    await page.getByLabel('Tags', { exact: true }).fill('private, window')
    await page.getByLabel('Notes').fill('Saved with storage blocked.')
    await page.getByRole('button', { name: 'Save reading', exact: true }).click()
    await expectToast(page, 'Reading Saved')
    await expectAccessibleLayout(page, 'compass after saving with storage blocked')

    // Within the visit, the saved reading is the visitor's: the profile's Read tab lists it.
    await navigate(page, 'Profile')
    await page.getByRole('tab', { name: /^Read/ }).click()
    await expectShownAsText(page, 'Saved with storage blocked.', 'main')
    expect(await banner.count()).toBe(0)
    await expectAccessibleLayout(page, 'read tab with storage blocked')

    const sessionId = onlySessionId(ids)
    const readings = (await savedReadings(page, sessionId)).filter((r) => r.readingType === 'compass')
    expect(readings.map((r) => [r.userTags, r.userNotes])).toEqual([
      ['private, window', 'Saved with storage blocked.'],
    ])
    expect(problems).toEqual([])
    await context.close()
  })

  it("lets a visitor 'Skip for now' to the compass", async () => {
    const { page, context, problems } = await openSession(browser(), PHONE)
    await context.addInitScript(blockStorage)
    await page.goto('/onboarding')
    await page.getByRole('region', { name: 'Private browsing notice' }).waitFor()
    await page.getByRole('button', { name: 'Skip for now' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await page.getByTestId('alignment-panel').waitFor()
    await expectShownAsText(page, 'Guest', 'main')
    // Shown as a guest: the guest default, and an invitation to the quiz.
    await expect
      .poll(() => page.getByTestId('baseline-source').textContent())
      .toBe('From: Guest default (no birth date, archetype 6)')
    expect(
      await page.getByTestId('guest-invitation').getByRole('link', { name: 'Take it' }).getAttribute('href'),
    ).toBe('/archetype-test')
    await expectAccessibleLayout(page, 'guest compass with storage blocked')
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('offline in the middle of a save', () => {
  it.each([
    ['before the request leaves the browser', false],
    ['after the server stored it, before the answer came back', true],
  ] as const)('saves the reading exactly once when the network drops %s', async (_when, reachesServer) => {
    const { page, context, problems } = await openSession(browser(), PHONE)
    // The browser's clock, so that waiting out the app's timers needs no fixed sleep.
    await context.clock.install()
    const ids = watchSessionIds(page)
    await page.goto('/onboarding')
    await onboardInPlace(page, 'Katherine Johnson')
    await page.getByTestId('alignment-panel').waitFor()
    const notes = `Dropped ${reachesServer ? 'after' : 'before'} the server ${Date.now()}`
    await openSaveForm(page)
    await page.getByLabel('Tags', { exact: true }).fill('offline')
    await page.getByLabel('Notes').fill(notes)

    // The connection goes away right as the visitor saves.
    let dropped = false
    await page.route('**/api/save-reading', async (route) => {
      if (dropped) return route.fallback()
      dropped = true
      if (reachesServer) await route.fetch()
      await context.setOffline(true)
      await route.abort('internetdisconnected')
    })
    await page.getByRole('button', { name: 'Save reading', exact: true }).click()
    await page.getByText("You're offline — your reading will be saved when you're back online").waitFor()
    expect(dropped).toBe(true)
    await expectAccessibleLayout(page, 'offline save')

    // Impatient taps while offline (past the one-second debounce) start no second save.
    const waiting = page.getByRole('button', { name: 'Waiting for connection…' })
    for (let i = 0; i < 2; i++) {
      await page.clock.fastForward(1100)
      // The button is aria-disabled (still focusable and clickable), so the tap is forced through.
      await waiting.click({ force: true })
    }
    await waiting.press('Enter')
    await page.unroute('**/api/save-reading')
    await context.setOffline(false)
    await expectToast(page, 'Reading Saved')
    await page.getByRole('button', { name: 'Save reading…' }).waitFor()
    await expectAccessibleLayout(page, 'saved after reconnecting')

    const sessionId = onlySessionId(ids)
    const withNotes = async () => (await savedReadings(page, sessionId)).filter((r) => r.userNotes === notes)
    expect(await withNotes()).toHaveLength(1)
    // No late retry adds a second copy: a minute of the app's time passes, the network settles.
    await page.clock.fastForward(60_000)
    await page.waitForLoadState('networkidle')
    expect(await withNotes()).toHaveLength(1)
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('a save waiting for the network when the page closes', () => {
  it('is resumed the next time the compass opens, and stored once', async () => {
    const { page, context, problems } = await openSession(browser(), PHONE)
    // The browser's clock, so that waiting out the app's timers needs no fixed sleep.
    await context.clock.install()
    const ids = watchSessionIds(page)
    await page.goto('/onboarding')
    await onboardInPlace(page, 'Mae Jemison')
    await page.getByTestId('alignment-panel').waitFor()
    const notes = `Closed while offline ${Date.now()}`
    await openSaveForm(page)
    await page.getByLabel('Notes').fill(notes)
    await page.route('**/api/save-reading', (route) => route.abort('internetdisconnected'))
    await page.getByRole('button', { name: 'Save reading', exact: true }).click()
    await page.getByText("You're offline — your reading will be saved when you're back online").waitFor()
    const sessionId = onlySessionId(ids)
    await page.close()

    const next = await context.newPage()
    await next.goto('/compass')
    await expectToast(next, 'Reading Saved')
    // The whole history, so that a failure shows where the reading went.
    const history = async () =>
      (await savedReadings(next, sessionId)).map((r) => ({ tags: r.userTags, notes: r.userNotes }))
    expect(await history()).toEqual([{ tags: null, notes }])
    await next.reload()
    await next.getByTestId('alignment-panel').waitFor()
    await next.clock.fastForward(60_000)
    await next.waitForLoadState('networkidle')
    expect(await history()).toEqual([{ tags: null, notes }])
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('script payloads typed into the app', () => {
  it('are shown as text everywhere and never run', { timeout: 180_000 }, async () => {
    // The CSP would stop inline handlers anyway: bypass it here, so that only the rendering is tested.
    const { page, context, problems } = await openSession(browser(), PHONE, { bypassCSP: true })
    const ids = watchSessionIds(page)
    await page.goto('/onboarding')
    await onboardInPlace(page, XSS.img)
    await page.getByTestId('alignment-panel').waitFor()
    await expectShownAsText(page, XSS.img, 'main')
    await expectNoScriptRan(page, 'compass with a payload name')

    const tags = [XSS.img, XSS.script, XSS.svg, XSS.js]
    const notes = `${XSS.script}\n${XSS.svg}\n${XSS.js}`
    await openSaveForm(page)
    await page.getByLabel('Tags', { exact: true }).fill(tags.join(', '))
    await page.getByLabel('Notes').fill(notes)
    await page.getByRole('button', { name: 'Save reading', exact: true }).click()
    await expectToast(page, 'Reading Saved')
    await expectNoScriptRan(page, 'compass after saving payloads')

    // Onboarding made a profile from the name: it is shown as typed, then replaced through the form.
    await page.goto('/profile')
    await page.getByRole('heading', { name: XSS.img }).waitFor()
    await expectNoScriptRan(page, 'profile tab with the onboarding name')
    await page.getByRole('button', { name: 'Generate New Profile' }).click()
    await page.getByLabel('Full name').fill(XSS.svg)
    await page.getByLabel('Birth date').fill('1990-06-15')
    await page.getByRole('button', { name: 'Generate Resonance Profile' }).click()
    await page.getByRole('heading', { name: XSS.svg }).waitFor()
    await expectNoScriptRan(page, 'profile tab with a payload name')

    await page.goto('/profile?tab=journey')
    await page.getByRole('button', { name: 'Edit name' }).click()
    await page.getByLabel('Display name').fill(XSS.svg)
    await page.getByRole('button', { name: 'Save' }).click()
    await expectToast(page, 'Profile updated successfully!')
    await expectNoScriptRan(page, 'journey tab after saving a payload name')

    await page.goto('/resonance')
    await page.getByRole('button', { name: 'Lock this frequency' }).click()
    const dialog = page.getByRole('dialog', { name: 'Lock this frequency' })
    const lockNote = `${XSS.img} ${XSS.script} ${XSS.js}`
    await dialog.getByLabel('Note (optional)').fill(lockNote)
    await dialog.getByRole('button', { name: /^Lock .+ Hz$/ }).click()
    await expectToast(page, 'Frequency Locked')
    await expectNoScriptRan(page, 'resonance after locking with a payload note')

    // Everything was stored as typed: the server keeps text, never cleaned-up markup.
    const stored = await savedReadings(page, onlySessionId(ids))
    expect(stored.find((r) => r.readingType === 'compass')).toMatchObject({
      userTags: tags.join(', '),
      userNotes: notes,
    })
    expect(stored.find((r) => r.readingType === 'frequency-lock')?.userNotes).toBe(lockNote)

    // Every screen that shows them, fresh from a full load.
    await page.goto('/')
    await page.getByTestId('alignment-panel').waitFor()
    await expectShownAsText(page, XSS.img, 'main')
    await expectNoScriptRan(page, 'compass')

    await page.goto('/profile')
    await page.getByRole('heading', { name: XSS.svg }).waitFor()
    await expectNoScriptRan(page, 'profile tab')

    await page.goto('/profile?tab=read')
    const reading = page.getByTestId('saved-reading').filter({ hasText: XSS.script }).first()
    await reading.waitFor()
    await expectShownAsText(page, XSS.js, 'main')
    await expectShownAsText(page, lockNote, 'main')
    await expectNoScriptRan(page, 'read tab')
    // The details of the reading, opened.
    await reading
      .getByRole('button', { name: /details/i })
      .first()
      .click()
    await expectNoScriptRan(page, 'read tab with details open')

    await page.goto('/profile?tab=journey')
    await expectShownAsText(page, XSS.svg, 'main')
    await expectNoScriptRan(page, 'journey tab')

    await page.goto('/readings')
    await expectShownAsText(page, `${XSS.svg} · born`, 'main')
    await expectShownAsText(page, lockNote, 'main')
    await expectShownAsText(page, XSS.script, 'main')
    await expectNoScriptRan(page, 'readings page')
    expect(problems).toEqual([])

    // The detector itself works: the same payload written as markup does run here.
    await page.evaluate((html) => document.body.insertAdjacentHTML('beforeend', html), XSS.img)
    await expect.poll(() => page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBe(1)
    await context.close()
  })
})
