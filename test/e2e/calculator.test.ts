// The Scalar Time Calculator (docs/rules/time-engine.md) in a real Chromium, at desktop and phone sizes.
// Only the browser's boundary is stubbed: geolocation (permissions and position, or a fake
// that never answers), the third-party geocoding and elevation hosts. The app's API is real.
import type { BrowserContextOptions, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { TIME_PHASE_CONTENT } from '../../domain/content/guidance.ts'
import { BASELINE_RANGE } from '../../domain/ranges.ts'
import { computeTimeWindow } from '../../domain/time-engine.ts'
import {
  DESKTOP,
  expectAccessible,
  expectAccessibleLayout,
  openSession,
  PHONE,
  setupBrowser,
  toastText,
  VIEWPORTS,
} from './browser.ts'
import { onboardedArchetypeData } from './resonance-helpers.ts'

const browser = setupBrowser()

const LISBON = { latitude: 38.72231, longitude: -9.13934 }
const ARCHETYPE_ID = 7

/** Stores an onboarded visitor's archetype data (archetype 7, born 1990-06-15), then opens the calculator. */
async function openAsOnboarded(page: Page): Promise<{ combined: number }> {
  const data = onboardedArchetypeData(ARCHETYPE_ID)
  await page.goto('/privacy')
  await page.evaluate(
    ({ id, data }) => {
      localStorage.setItem('luna_archetype', String(id))
      localStorage.setItem('luna_archetype_data', JSON.stringify(data))
    },
    { id: ARCHETYPE_ID, data },
  )
  await page.goto('/calculator')
  await page.getByRole('heading', { name: 'Scalar Time Calculator' }).waitFor()
  return { combined: data.combinedBaseline }
}

const usingText = (page: Page) => page.getByText(/^Using:/)

async function routeGeocoding(page: Page, answer: 'place' | 'fail'): Promise<string[]> {
  const seen: string[] = []
  await page.route('https://geocode.invalid/**', (route) => {
    seen.push(route.request().url())
    if (answer === 'fail') return route.fulfill({ status: 503, body: 'unavailable' })
    return route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify({
        name: 'Lisboa',
        address: { city: 'Lisbon', state: 'Lisbon', country: 'Portugal', country_code: 'pt' },
      }),
    })
  })
  return seen
}

async function routeElevation(page: Page, metres: number): Promise<void> {
  await page.route('https://elevation.invalid/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'access-control-allow-origin': '*' },
      body: JSON.stringify({ elevation: [metres] }),
    }),
  )
}

const granted: BrowserContextOptions = {
  permissions: ['geolocation'],
  geolocation: LISBON,
  timezoneId: 'Asia/Kolkata',
}

describe.each(VIEWPORTS)('the time calculator on %s', (label, viewport) => {
  it('asks for an archetype, focusing the field, when none is chosen (Simple mode, keyboard)', async () => {
    const { page, context, problems } = await openSession(browser(), viewport)
    await page.goto('/calculator')
    await page.getByRole('heading', { name: 'Scalar Time Calculator' }).waitFor()
    // Simple mode hides the menu entry but not the route.
    await expect(page.getByRole('link', { name: 'Time' }).count()).resolves.toBe(0)
    await expect(page.getByLabel('Archetype', { exact: true }).inputValue()).resolves.toBe('')
    await expect(page.getByLabel('Baseline ξ').inputValue()).resolves.toBe('')
    const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'))
    await expect(page.getByLabel('Date', { exact: true }).inputValue()).resolves.toBe(today)
    await expect(page.getByLabel('Time', { exact: true }).inputValue()).resolves.toMatch(/^\d{2}:\d{2}$/)
    await expect(page.getByRole('slider', { name: 'Awareness' }).inputValue()).resolves.toBe('0.5')
    await expect.poll(() => page.getByText('0.5 · Normal').first().isVisible()).toBe(true)
    await expectAccessibleLayout(page, `${label} empty form`)

    // Enter in a field submits the form.
    await page.getByLabel('Time', { exact: true }).press('Enter')
    expect(await toastText(page)).toContain('Please select your archetype for this time')
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('calc-archetype')
    await expect(page.getByTestId('time-window').count()).resolves.toBe(0)
    await expectAccessible(page, `${label} archetype refusal`)
    expect(problems).toEqual([])
    await context.close()
  })

  it('calculates a full time window, shows every field and keeps the form', async () => {
    const { page, context, problems } = await openSession(browser(), viewport)
    const { combined } = await openAsOnboarded(page)
    // Defaults: the stored archetype and the archetype data's combined baseline.
    await expect(page.getByLabel('Archetype', { exact: true }).inputValue()).resolves.toBe(
      String(ARCHETYPE_ID),
    )
    await expect(page.getByLabel('Baseline ξ').inputValue()).resolves.toBe(String(combined))

    await page.getByLabel('Date', { exact: true }).fill('2025-06-21')
    await page.getByLabel('Time', { exact: true }).fill('09:30')
    await page.getByRole('slider', { name: 'Awareness' }).fill('0.8')
    await expect.poll(() => page.getByText('0.8 · Heightened').first().isVisible()).toBe(true)
    await page.getByRole('group', { name: 'Elevation' }).getByText('Manual').click()
    await page.getByLabel('Elevation in meters').fill('250')
    await page.getByRole('group', { name: 'Location' }).getByText('Symbolic').click()
    await page.getByLabel('Symbolic place').selectOption('stonehenge')
    await page.getByRole('button', { name: 'Set Location' }).click()
    await expect(usingText(page).textContent()).resolves.toBe('Using: Stonehenge')
    // A baseline the server would refuse is refused in the form, with the range it takes.
    await page.getByLabel('Baseline ξ').fill('90')
    await page.getByRole('button', { name: 'Calculate' }).click()
    await page.getByText(`Enter a baseline ξ from ${BASELINE_RANGE.min} to ${BASELINE_RANGE.max}`).waitFor()
    await page.getByLabel('Baseline ξ').fill('81.6')

    const requestSeen = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/time-engine')
    await page.getByRole('button', { name: 'Calculate' }).click()
    const body = (await requestSeen).postDataJSON()
    expect(body).toMatchObject({
      date: '2025-06-21',
      time: '09:30',
      elevation: 250,
      awareness: 0.8,
      archetype: 7,
      baseline_xi: 81.6,
    })
    expect(body.location).toMatchObject({ mode: 'symbolic', symbolicId: 'stonehenge', label: 'Stonehenge' })
    expect(body.location).not.toHaveProperty('latitude')

    const panel = page.getByTestId('time-window')
    await panel.waitFor()
    const expected = computeTimeWindow({
      date: '2025-06-21',
      time: '09:30',
      elevation: 250,
      awareness: 0.8,
      archetype: 7,
      location: { mode: 'symbolic', symbolicId: 'stonehenge' },
      baseline_xi: 81.6,
    })
    await expect(page.getByTestId('computed-xi').textContent()).resolves.toBe(expected.computed.toFixed(3))
    const text = ((await panel.textContent()) ?? '').replace(/\s+/g, ' ')
    const sign = (n: number) => (n === 0 ? '0.000' : `${n > 0 ? '+' : '−'}${Math.abs(n).toFixed(3)}`)
    for (const part of [
      expected.windowPhase,
      TIME_PHASE_CONTENT[expected.windowPhase].description,
      expected.alignmentStatus.replace(/^./, (c) => c.toUpperCase()),
      sign(expected.delta),
      ...expected.suggestedActions,
      expected.symbolicEffect,
      'Stonehenge',
      '250 m',
      '0.8 · Heightened',
      '81.600',
      'Jun 21, 2025',
      '9:30 AM',
      'Time of day',
      'Time of year',
      'Archetype',
      sign(expected.contributions.timeOfDay),
      sign(expected.contributions.location),
      'Total change from your baseline',
    ]) {
      expect(text, `result shows ${part}`).toContain(part)
    }
    // The last used baseline is kept for next time; the form keeps its values.
    await expect(page.evaluate(() => localStorage.getItem('calculator_baseline_xi'))).resolves.toBe('81.6')
    await expect(page.getByLabel('Date', { exact: true }).inputValue()).resolves.toBe('2025-06-21')
    await expect(page.getByLabel('Elevation in meters').inputValue()).resolves.toBe('250')
    await expect(page.getByLabel('Symbolic place').inputValue()).resolves.toBe('stonehenge')
    // Focus moved to the result for screen readers and keyboards.
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('time-window-title')
    await expectAccessibleLayout(page, `${label} result`)

    // A reload prefills the saved baseline.
    await page.reload()
    await expect(page.getByLabel('Baseline ξ').inputValue()).resolves.toBe('81.6')

    // Values the form refuses take the old result away, so it is not read as theirs.
    await panel.waitFor()
    await page.getByLabel('Date', { exact: true }).fill('')
    await page.getByRole('button', { name: 'Calculate' }).click()
    await page.getByText('Enter a whole date: its day, month and year.').waitFor()
    await panel.waitFor({ state: 'detached' })
    expect(problems).toEqual([])
    await context.close()
  })

  it("falls back to 'Global' in manual mode with the iPhone tips when geolocation is refused", async () => {
    const { page, context, problems } = await openSession(browser(), viewport)
    await openAsOnboarded(page)
    await expect(
      page.getByRole('group', { name: 'Location' }).getByRole('radio', { name: 'Auto' }).isChecked(),
    ).resolves.toBe(true)
    await page.getByRole('button', { name: 'Detect my location' }).click()
    await expect.poll(() => usingText(page).textContent(), { timeout: 20_000 }).toBe('Using: Global')
    await expect(
      page.getByRole('group', { name: 'Location' }).getByRole('radio', { name: 'Manual' }).isChecked(),
    ).resolves.toBe(true)
    const tips = page.getByText('Settings → Privacy & Security → Location Services → Safari Websites')
    await expect.poll(() => tips.isVisible()).toBe(true)
    await expect.poll(() => page.getByLabel('Country').isVisible()).toBe(true)
    await expectAccessibleLayout(page, `${label} location refused`)

    // The calculation then goes out as 'Global'.
    const requestSeen = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/time-engine')
    await page.getByRole('button', { name: 'Calculate' }).click()
    expect((await requestSeen).postDataJSON().location).toMatchObject({ mode: 'global', label: 'Global' })
    await page.getByTestId('time-window').waitFor()
    expect(await page.getByTestId('time-window').textContent()).toContain('Global')
    expect(problems).toEqual([])
    await context.close()
  })

  it('names the detected place and looks up its elevation when geolocation is allowed', async () => {
    const { page, context, problems } = await openSession(browser(), viewport, granted)
    const geocodes = await routeGeocoding(page, 'place')
    await routeElevation(page, 45)
    await openAsOnboarded(page)
    // Already allowed: detection starts by itself.
    await expect
      .poll(() => usingText(page).textContent(), { timeout: 15_000 })
      .toBe('Using: Lisbon, Portugal')
    await expect.poll(() => page.getByTestId('auto-elevation').textContent()).toBe('45 m')
    const url = new URL(geocodes[geocodes.length - 1] ?? '')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      format: 'jsonv2',
      lat: String(LISBON.latitude),
      lon: String(LISBON.longitude),
      zoom: '10',
      // The place is named in the language spoken (the coordinates alone leave the browser).
      'accept-language': 'en-US',
    })
    await expectAccessibleLayout(page, `${label} detected`)

    const requestSeen = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/time-engine')
    await page.getByRole('button', { name: 'Calculate' }).click()
    const body = (await requestSeen).postDataJSON()
    // The browser's offset (Asia/Kolkata), the label and never the coordinates.
    expect(body.location).toEqual({
      mode: 'auto',
      utcOffsetMinutes: 330,
      symbolicId: null,
      label: 'Lisbon, Portugal',
      country: null,
      timezone: null,
      city: null,
    })
    expect(body.elevation).toBe(45)
    await page.getByTestId('time-window').waitFor()
    expect(await page.getByTestId('time-window').textContent()).toContain('Lisbon, Portugal')
    expect(problems).toEqual([])
    await context.close()
  })

  it('shows the coordinates rounded to 2 decimals when the geocoding service fails', async () => {
    const { page, context, problems } = await openSession(browser(), viewport, granted)
    await routeGeocoding(page, 'fail')
    await routeElevation(page, 45)
    await openAsOnboarded(page)
    await expect.poll(() => usingText(page).textContent(), { timeout: 15_000 }).toBe('Using: 38.72, -9.14')
    expect(problems).toEqual([])
    await context.close()
  })

  it('defaults the elevation to 0 m with a toast when the elevation service hangs for 10 s', async () => {
    const { page, context, problems } = await openSession(browser(), viewport, granted)
    await routeGeocoding(page, 'place')
    await page.route('https://elevation.invalid/**', () => {
      // Never answers.
    })
    // The page's clock is Playwright's: the 10 s are jumped over, not waited for.
    await page.clock.install()
    await openAsOnboarded(page)
    const elevation = page.getByTestId('auto-elevation')
    await expect.poll(() => elevation.textContent(), { timeout: 10_000 }).toBe('Looking up your elevation…')
    await page.clock.fastForward(8_500)
    expect(await elevation.textContent()).toBe('Looking up your elevation…')
    await page.clock.fastForward(2_000)
    await expect.poll(() => elevation.textContent()).toBe('0 m (sea level)')
    const message = await toastText(page)
    expect(message).toContain('Elevation defaulted')
    expect(message).toContain('Using sea level (0m) - you can enter manually if needed')
    await expectAccessible(page, `${label} elevation defaulted`)
    expect(problems).toEqual([])
    await context.close()
  })

  it("enables each 'Set Location' only when its choice is complete", async () => {
    const { page, context, problems } = await openSession(browser(), viewport)
    await openAsOnboarded(page)
    const location = page.getByRole('group', { name: 'Location' })
    await location.getByText('Manual').click()
    const set = page.getByRole('button', { name: 'Set Location' })
    await expect(set.isDisabled()).resolves.toBe(true)
    await page.getByLabel('Country').selectOption({ label: 'United States' })
    await expect(set.isDisabled()).resolves.toBe(true)
    await page.getByLabel('Time zone').selectOption('UTC-5')
    await expect(set.isEnabled()).resolves.toBe(true)
    await page.getByLabel('City (optional)').fill('New York')
    await expectAccessibleLayout(page, `${label} manual location`)
    await set.click()
    await expect(usingText(page).textContent()).resolves.toBe('Using: New York, United States (UTC-5)')
    // A one-zone country picks its zone.
    await page.getByLabel('Country').selectOption({ label: 'France' })
    await expect(page.getByLabel('Time zone').inputValue()).resolves.toBe('UTC+1')

    await location.getByText('Symbolic').click()
    await expect(set.isDisabled()).resolves.toBe(true)
    await page.getByLabel('Symbolic place').selectOption({ label: 'Delphi' })
    await expect(set.isEnabled()).resolves.toBe(true)
    await set.click()
    await expect(usingText(page).textContent()).resolves.toBe('Using: Delphi')
    await expectAccessible(page, `${label} symbolic location`)

    const requestSeen = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/time-engine')
    await page.getByRole('button', { name: 'Calculate' }).click()
    expect((await requestSeen).postDataJSON().location).toMatchObject({
      mode: 'symbolic',
      symbolicId: 'delphi',
      label: 'Delphi',
    })
    expect(problems).toEqual([])
    await context.close()
  })

  it("shows Luna's flags, enhanced insight and insight card with the switch on", async () => {
    const { page, context, problems } = await openSession(browser(), viewport)
    await openAsOnboarded(page)
    const lunaSwitch = page.getByRole('switch', { name: 'Luna insights' })
    await lunaSwitch.click()
    await expect(lunaSwitch.getAttribute('aria-checked')).resolves.toBe('true')
    const flagsAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/luna-flags')
    const engineAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/time-engine')
    await page.getByRole('button', { name: 'Calculate' }).click()
    const window = await (await engineAnswer).json()
    const flagsResponse = await flagsAnswer
    expect(flagsResponse.request().postDataJSON()).toEqual({
      scalarValue: window.computed_ξ,
      windowPhase: window.window_phase,
    })
    const answer = await flagsResponse.json()
    const panel = page.getByTestId('luna-flags')
    await panel.getByText(answer.enhancedInsight.insight).waitFor()
    const text = ((await panel.textContent()) ?? '').replace(/\s+/g, ' ')
    for (const part of [
      'High ΔUC',
      'π stabilizing',
      'Near Kerr',
      answer.flags.deltaUC.toFixed(3),
      answer.flags.superPiDivergence.toFixed(3),
      answer.flags.kerrEnhancement.toFixed(3),
      `Stability index ${answer.stabilityIndex} / 100`,
      answer.enhancedInsight.archetype,
      answer.enhancedInsight.guidance,
      `#${answer.enhancedInsight.tag}`,
    ]) {
      expect(text, `flags show ${part}`).toContain(part)
    }
    const yesNo = await panel.getByText(/^(Yes|No)$/).allInnerTexts()
    expect(yesNo).toEqual(
      [answer.flags.highDeltaUC, answer.flags.piStabilizing, answer.flags.nearKerr].map((f: boolean) =>
        f ? 'Yes' : 'No',
      ),
    )
    await page.getByTestId('luna-insight').waitFor()
    await expectAccessibleLayout(page, `${label} luna`)

    // Off hides them; on again shows them without a new result.
    await lunaSwitch.click()
    await expect(panel.count()).resolves.toBe(0)
    await lunaSwitch.click()
    await panel.getByText(answer.enhancedInsight.insight).waitFor()
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('geolocation timeouts', () => {
  /** A geolocation that records its options and never answers (an ignored permission prompt). */
  const silentGeolocation = () => {
    const calls: PositionOptions[] = []
    ;(window as unknown as { __geoCalls: PositionOptions[] }).__geoCalls = calls
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (_ok: unknown, _fail: unknown, options: PositionOptions) => calls.push(options),
        watchPosition: () => 0,
        clearWatch: () => undefined,
      },
    })
  }

  it("gives up into 'Global' after the 12 s geolocation budget when the browser never answers", async () => {
    const { page, context } = await openSession(browser(), DESKTOP)
    await page.addInitScript(silentGeolocation)
    // The page's clock is Playwright's: the budget is jumped over, not waited for.
    await page.clock.install()
    await openAsOnboarded(page)
    await page.getByRole('button', { name: 'Detect my location' }).click()
    await page.clock.fastForward(11_000)
    expect(await usingText(page).textContent()).not.toBe('Using: Global')
    await page.clock.fastForward(1_500)
    await expect.poll(() => usingText(page).textContent()).toBe('Using: Global')
    const calls = await page.evaluate(
      () => (window as unknown as { __geoCalls: PositionOptions[] }).__geoCalls,
    )
    expect(calls[0]).toMatchObject({ enableHighAccuracy: true, timeout: 8_000 })
    await context.close()
  })

  it('gives iPhones low accuracy, a cached fix, 15 s per attempt and 20 s in all', async () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
    const { page, context } = await openSession(browser(), PHONE, {
      userAgent: iphone,
      isMobile: true,
      hasTouch: true,
    })
    await page.addInitScript(silentGeolocation)
    await page.clock.install()
    await openAsOnboarded(page)
    await page.getByRole('button', { name: 'Detect my location' }).click()
    await page.clock.fastForward(19_000)
    expect(await usingText(page).textContent()).not.toBe('Using: Global')
    await page.clock.fastForward(1_500)
    await expect.poll(() => usingText(page).textContent()).toBe('Using: Global')
    const calls = await page.evaluate(
      () => (window as unknown as { __geoCalls: PositionOptions[] }).__geoCalls,
    )
    expect(calls[0]).toEqual({ enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 })
    await expect.poll(() => page.getByText('On your iPhone or iPad:').isVisible()).toBe(true)
    await context.close()
  })
})
