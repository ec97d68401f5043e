// The Personal Profile (/profile) in a real Chromium, on a desktop and on a 390 × 844 phone:
// the profile form and view, 'Fix Birth Scalar', the frequency generator, every tab, and the
// visitor's own data (export and erase).
import { describe, expect, it } from 'vitest'
import { onboardedStorage } from '../../bench/seed.ts'
import { findArchetype } from '../../domain/archetypes.ts'
import { computeBirthScalar, computeCombinedBaseline } from '../../domain/scalar.ts'
import {
  DESKTOP,
  downloadedText,
  expectAccessible,
  expectAccessibleLayout,
  expectHeadingInEveryFrame,
  headingFrames,
  layoutShifts,
  onboardThroughUi,
  openSession,
  openWithStorage,
  PHONE,
  recordHeadingFrames,
  recordLayoutShifts,
  settled,
  setupBrowser,
  VIEWPORTS,
  withoutScripts,
} from './browser.ts'
import { callApi, expectToast, fakeAudio, stored, storedJson, tones } from './profile-helpers.ts'

const browser = setupBrowser()

describe.each(VIEWPORTS)('the profile on %s', (label, viewport) => {
  it('refuses a form without name or birth date, then generates, shows and resets the profile', async () => {
    const { page, context, problems } = await openSession(browser(), viewport)
    await page.goto('/profile')
    await page.getByRole('heading', { name: 'Your Profile', level: 1 }).waitFor()
    // The header is painted before the app (docs/decisions/062); the tabs come with the app.
    await page.getByRole('tablist').waitFor()
    const tabs = page.getByRole('tab')
    await expect(tabs.allInnerTexts()).resolves.toEqual([
      expect.stringContaining('Profile'),
      'Journey',
      expect.stringContaining('Read'),
      'Codons',
    ])
    await expectAccessibleLayout(page, `${label} profile form`)

    const name = page.getByLabel('Full name')
    const date = page.getByLabel('Birth date')
    await page.getByRole('button', { name: 'Generate Resonance Profile' }).click()
    await page.getByText('Please enter your full name.').waitFor()
    await expect(name.evaluate((el) => el === document.activeElement)).resolves.toBe(true)
    await expect(name.getAttribute('aria-invalid')).resolves.toBe('true')
    await expect(storedJson(page, 'user_profile')).resolves.toBeNull()

    await name.fill('Grace Hopper')
    await page.getByRole('button', { name: 'Generate Resonance Profile' }).click()
    await page.getByText('Please enter your birth date.').waitFor()
    await expect(date.evaluate((el) => el === document.activeElement)).resolves.toBe(true)
    await expect(storedJson(page, 'user_profile')).resolves.toBeNull()
    await expectAccessible(page, `${label} profile form errors`)

    await date.fill('1906-12-09')
    await page.getByRole('button', { name: 'Generate Resonance Profile' }).click()
    await page.getByRole('heading', { name: 'Grace Hopper' }).waitFor()
    await expectToast(page, 'Profile Generated!')
    const profile = await storedJson(page, 'user_profile')
    expect(profile).toMatchObject({
      name: 'Grace Hopper',
      birth_date: '1906-12-09',
      scalar_ξ: computeBirthScalar('1906-12-09'),
    })
    const personal = await storedJson(page, 'luna_personal_profile')
    expect(personal).toMatchObject({
      name: 'Grace Hopper',
      birthDate: '1906-12-09',
      gematria: profile.gematria,
      xi: profile.scalar_ξ,
    })
    await expect.poll(() => page.getByText(profile.affirmation).isVisible()).toBe(true)
    await expect.poll(() => page.getByRole('heading', { name: 'Recommended rituals' }).isVisible()).toBe(true)
    await expect.poll(() => page.getByText(profile.luna_analysis).isVisible()).toBe(true)
    await expect(
      page.getByRole('link', { name: 'Take the archetype quiz' }).getAttribute('href'),
    ).resolves.toBe('/archetype-test')
    await expectAccessibleLayout(page, `${label} profile shown`)

    // The profile survives a reload; 'Generate New Profile' resets to the form, prefilled.
    await page.reload()
    await page.getByRole('button', { name: 'Generate New Profile' }).click()
    await expect(page.getByLabel('Full name').inputValue()).resolves.toBe('Grace Hopper')
    await page.getByRole('button', { name: 'Keep my current profile' }).click()
    await page.getByRole('heading', { name: 'Grace Hopper' }).waitFor()
    expect(problems).toEqual([])
    await context.close()
  })

  it('fixes a missing birth scalar from the stored birth date and updates the baselines', async () => {
    const { page, context, problems } = await openSession(browser(), viewport)
    await onboardThroughUi(page, 'Ada Lovelace', '1990-06-15')
    const before = await storedJson(page, 'luna_archetype_data')
    await page.evaluate(() => {
      const data = JSON.parse(localStorage.getItem('luna_archetype_data') ?? '{}')
      delete data.birthScalar
      data.combinedBaseline = 81.5
      localStorage.setItem('luna_archetype_data', JSON.stringify(data))
      localStorage.setItem('calculator_baseline_xi', '81.5')
    })
    await page.goto('/profile')
    const fix = page.getByRole('button', { name: 'Fix Birth Scalar' })
    await fix.waitFor()
    await expectAccessible(page, `${label} birth scalar missing`)
    await fix.click()
    const birth = computeBirthScalar('1990-06-15')
    const combined = computeCombinedBaseline(birth, before.archetypeScalar)
    const text = await expectToast(page, 'Birth Scalar Fixed')
    expect(text).toContain(`ξ ${birth.toFixed(3)}`)
    expect(text).toContain(`ξ ${combined.toFixed(3)}`)
    const after = await storedJson(page, 'luna_archetype_data')
    expect(after).toMatchObject({
      birthScalar: birth,
      combinedBaseline: combined,
      archetypeId: before.archetypeId,
    })
    await expect(stored(page, 'calculator_baseline_xi')).resolves.toBe(String(combined))
    await expect(storedJson(page, 'luna_personal_profile')).resolves.toMatchObject({
      archetype: { birthScalar: birth, combinedBaseline: combined },
    })
    await expect(fix.count()).resolves.toBe(0)
    // The archetype card shows the archetype's own details.
    const archetype = findArchetype(before.archetypeId)
    await expect
      .poll(() =>
        page
          .getByText(archetype?.keywords[0] ?? '?', { exact: true })
          .first()
          .isVisible(),
      )
      .toBe(true)
    expect(problems).toEqual([])
    await context.close()
  })

  it('plays the generator at 128 Hz by default, accepts only 1–2000 Hz, and offers the healing tones', async () => {
    const { page, context, problems } = await openSession(browser(), viewport)
    await page.addInitScript(fakeAudio())
    await page.goto('/profile')
    const input = page.getByLabel('Frequency (Hz)')
    await expect(input.inputValue()).resolves.toBe('128')
    await expect.poll(() => page.getByText('not medical treatment').isVisible()).toBe(true)
    const play = page.getByRole('button', { name: 'Play Tone' })
    await play.click()
    await page.getByRole('button', { name: 'Playing...' }).waitFor()
    await expect(page.getByRole('button', { name: 'Playing...' }).isDisabled()).resolves.toBe(true)
    expect(await tones(page)).toEqual([{ type: 'sine', frequency: 128 }])
    // Back to idle after the two seconds.
    await play.waitFor({ timeout: 4000 })

    for (const bad of ['2000.5', '0', 'abc', '-5']) {
      await input.fill(bad)
      await expect(play.isDisabled()).resolves.toBe(true)
      await expect.poll(() => page.getByText('Enter a frequency from 1 to 2000 Hz').isVisible()).toBe(true)
    }
    await input.fill('432.5')
    await play.click()
    await page.getByRole('button', { name: 'Playing...' }).waitFor()
    expect((await tones(page)).at(-1)).toEqual({ type: 'sine', frequency: 432.5 })

    await page.getByRole('button', { name: /^174 Hz/ }).click()
    await expect(input.inputValue()).resolves.toBe('174')
    await expect(page.getByRole('button', { name: /^174 Hz/ }).getAttribute('aria-pressed')).resolves.toBe(
      'true',
    )
    await expect.poll(() => page.getByRole('button', { name: /^852 Hz/ }).isVisible()).toBe(true)
    expect(problems).toEqual([])
    await context.close()
  })

  it('says so when the browser blocks audio, and is ready to try again', async () => {
    const { page, context } = await openSession(browser(), viewport)
    await page.addInitScript(fakeAudio(true))
    await page.goto('/profile')
    await page.getByRole('button', { name: 'Play Tone' }).click()
    await expectToast(page, 'Audio Blocked', '128 Hz - Your browser blocked audio.')
    await expect(page.getByRole('button', { name: 'Play Tone' }).isEnabled()).resolves.toBe(true)
    expect(await tones(page)).toEqual([])
    await context.close()
  })

  it('passes axe without sideways scroll on every tab', async () => {
    const { page, context, problems } = await openSession(browser(), viewport)
    await onboardThroughUi(page)
    await page.goto('/profile')
    // Each tab's content, once loaded.
    const ready = {
      Profile: page.getByRole('heading', { name: 'Frequency generator' }),
      Journey: page.getByText(/Start Your Journey|Your Scalar Journey/).first(),
      Read: page.getByRole('heading', { name: 'Saved Readings' }),
      Codons: page.getByText(/Showing \d+ of 64 codons/),
    }
    for (const tab of ['Profile', 'Journey', 'Read', 'Codons'] as const) {
      const t = page.getByRole('tab', { name: new RegExp(`^${tab}`) })
      await t.click()
      await expect.poll(() => t.getAttribute('aria-selected')).toBe('true')
      await ready[tab].waitFor()
      await expectAccessibleLayout(page, `${label} ${tab} tab`)
    }
    // The tab is kept in the address, and the keyboard moves between tabs.
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('codons')
    await page.getByRole('tab', { name: 'Codons' }).focus()
    await page.keyboard.press('Home')
    await expect(page.getByRole('tab', { name: 'Profile' }).getAttribute('aria-selected')).resolves.toBe(
      'true',
    )
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('your data on the profile', () => {
  it('exports the rows of this session as JSON, then erases them after a confirmation', async () => {
    const { page, context } = await openSession(browser(), DESKTOP, { acceptDownloads: true })
    await onboardThroughUi(page)
    const saved = await callApi(page, 'POST', '/api/lock-frequency', { frequency: 264, note: 'export me' })
    expect(saved.status).toBe(201)
    await page.goto('/profile')

    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download my data' }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/\.json$/)
    const exported = JSON.parse(await downloadedText(download))
    const sessionId = await stored(page, 'luna_session_id')
    expect(exported.sessionId).toBe(sessionId)
    expect(exported.archetypeResults.length).toBeGreaterThan(0)
    expect(exported.savedReadings).toEqual([
      expect.objectContaining({
        readingType: 'frequency-lock',
        resonantFrequency: 264,
        userNotes: 'export me',
      }),
    ])

    await page.getByRole('button', { name: 'Erase my data' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    await expectAccessible(page, 'erase confirmation')
    await dialog.getByRole('button', { name: 'Erase everything' }).click()
    await page.waitForURL((url) => url.pathname === '/onboarding')
    // Asked as this session, whatever the page did with its local copy afterwards.
    await expect
      .poll(async () => {
        const res = await page.request.get('/api/my-data', { headers: { 'x-session-id': sessionId ?? '' } })
        const j = (await res.json()) as Record<string, unknown[] | null>
        return [
          j.session,
          j.archetypeResults?.length,
          j.savedReadings?.length,
          j.visits?.length,
          j.trajectoryPoints?.length,
        ]
      })
      .toEqual([null, 0, 0, 0, 0])
    await context.close()
  })
})

describe('a first open of the profile on a phone', () => {
  // Painted before the app (docs/decisions/062): for a visitor with no profile of their own yet, as far
  // as the form's title and introduction (docs/decisions/069); for a guest or a visitor with a profile,
  // whose first card is another, as far as the page header. The app then draws the Profile tab in its
  // first render. Nothing on the page moves: the footer waits while any loading state is on screen,
  // the page's own or a tab's (web/src/lib/footer-hold.ts).
  it('paints the form’s title and introduction before the app, then the form, with no layout shift', async () => {
    const { page, context, problems } = await openSession(browser(), PHONE)
    await context.addInitScript((entries: Record<string, string>) => {
      if (localStorage.getItem('user_profile')) return
      for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v)
    }, onboardedStorage())
    await recordHeadingFrames(context, 'Your resonance profile')
    await withoutScripts(context, async () => {
      await page.goto('/profile')
      await page.getByRole('heading', { name: 'Your Profile', level: 1 }).waitFor()
      await page.getByRole('heading', { name: 'Your resonance profile', level: 2 }).waitFor()
      await page.getByText('Luna reads your name as a gematria number').waitFor()
      await expect(page.getByRole('tab', { name: 'Profile' }).isDisabled()).resolves.toBe(true)
      // The form itself is the app's: nothing typed before it comes could be lost.
      await expect(page.getByLabel('Full name').count()).resolves.toBe(0)
      await page.getByText('Loading page').first().waitFor({ state: 'attached' })
      expect(await page.locator('footer').isHidden()).toBe(true)
    })

    await recordLayoutShifts(context)
    await page.reload()
    await expect(page.getByLabel('Full name').inputValue()).resolves.toBe('Bench Visitor')
    await page.getByRole('heading', { name: 'Frequency generator' }).waitFor()
    await settled(page)
    expect(await layoutShifts(page)).toEqual([])
    await expectHeadingInEveryFrame(page)
    expect(await page.locator('footer').isVisible()).toBe(true)
    expect(problems).toEqual([])
    await context.close()
  })

  it('paints only the header for a guest and for a visitor with a profile, whose first card is another', async () => {
    const { page, context, problems } = await openSession(browser(), PHONE)
    const guest = {
      ...onboardedStorage(),
      user_profile_onboarding: JSON.stringify({ name: 'Guest', birthDate: '2026-01-01' }),
    }
    const withProfile = {
      ...onboardedStorage(),
      user_profile: JSON.stringify({ name: 'Ada Lovelace', birth_date: '1990-06-15', scalar_ξ: 81.454 }),
    }
    // The form's title, frame by frame: never painted for them, not even before the guard has run.
    await recordHeadingFrames(context, 'Your resonance profile')
    for (const storage of [guest, withProfile]) {
      await withoutScripts(context, async () => {
        await openWithStorage(page, '/profile', storage)
        await page.getByRole('heading', { name: 'Your Profile', level: 1 }).waitFor()
        await page.getByText('Loading page').first().waitFor({ state: 'attached' })
        await expect(page.locator('main h2').count()).resolves.toBe(0)
        await expect(page.getByRole('tablist').count()).resolves.toBe(0)
        expect(await page.locator('footer').isHidden()).toBe(true)
        const frames = await headingFrames(page)
        expect(frames.length).toBeGreaterThan(0)
        expect(frames.filter((f) => f.shown)).toEqual([])
      })
      await page.evaluate(() => localStorage.clear())
    }
    // With the app: each sees their own first card (a guest's with the form below it); the visitor
    // with a profile never sees the form's title, in any frame.
    await openWithStorage(page, '/profile', guest)
    await page.getByRole('heading', { name: 'You are exploring as a guest' }).waitFor()
    await openWithStorage(page, '/profile', withProfile)
    await page.getByRole('heading', { name: 'Ada Lovelace' }).waitFor()
    await settled(page)
    expect((await headingFrames(page)).filter((f) => f.shown)).toEqual([])
    expect(problems).toEqual([])
    await context.close()
  })

  it('keeps the footer hidden in every frame while a tab’s code loads, and shows it after', async () => {
    const { page, context, problems } = await openSession(browser(), PHONE)
    await context.addInitScript((entries: Record<string, string>) => {
      if (localStorage.getItem('user_profile')) return
      for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v)
      // The footer as each frame shows it, from the first frame the app draws a footer in.
      const frames: boolean[] = []
      Object.assign(window, { footerFrames: frames })
      const sample = () => {
        const footer = document.querySelector('footer')
        if (footer && !document.getElementById('root')?.hasAttribute('data-painted'))
          frames.push(footer.checkVisibility())
        requestAnimationFrame(sample)
      }
      requestAnimationFrame(sample)
    }, onboardedStorage())
    // The Journey tab's code held back until the test lets it through.
    let release = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    await context.route('**/assets/profile-journey-*.js', async (route) => {
      await released
      await route.continue()
    })
    await page.goto('/profile?tab=journey')
    await page.getByText('Loading page').first().waitFor()
    // Some frames drawn while the tab's code is held back.
    const frames = () => page.evaluate(() => (window as unknown as { footerFrames: boolean[] }).footerFrames)
    await expect.poll(async () => (await frames()).length).toBeGreaterThan(10)
    const whileLoading = await frames()
    expect(whileLoading.filter(Boolean)).toEqual([])
    release()
    await page.getByText('Start Your Journey').waitFor()
    await expect.poll(() => page.locator('footer').isVisible()).toBe(true)
    expect(problems).toEqual([])
    await context.close()
  })
})
