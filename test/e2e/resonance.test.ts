// The Resonance Protocol in a real browser: simple and advanced modes, matching, the 3-second
// tone, browsing codons, and the failures a visitor can meet. The tuner is in resonance-tuner.test.ts,
// Luna's cards in resonance-luna.test.ts.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  DESKTOP,
  expectAccessible,
  expectAccessibleLayout,
  openSession,
  PHONE,
  setupBrowser,
  VIEWPORTS,
  withoutScripts,
} from './browser.ts'
import { installFakeAudio, readAudioLog } from './resonance-fake-audio.ts'
import { expectToast, onboardedStorage, openWithStorage } from './resonance-helpers.ts'

interface Match {
  codon: string
  name: string
  theme: string
  hexagram: number
  scalar: number
  frequency: number
  affirmation: string
  rituals: string[]
  tags: string[]
}

const browser = setupBrowser()

async function expectedMatches(page: Page, archetype: number): Promise<Match[]> {
  const res = await page.request.post('/api/resonance', { data: { archetype: String(archetype) } })
  expect(res.ok()).toBe(true)
  return (await res.json()) as Match[]
}

describe.each(VIEWPORTS)('resonance on %s', (label, viewport) => {
  it('simple mode: Archetype Required, Resonance Found, and a 3-second tone that is recorded', async () => {
    const { page, context, problems } = await openSession(browser(), viewport)
    await installFakeAudio(page)
    await page.goto('/resonance')
    await page.getByRole('heading', { level: 1, name: 'Find Your Resonance' }).waitFor()
    await expect(page.getByRole('tab').count()).resolves.toBe(0)
    await expectAccessibleLayout(page, `${label} simple empty`)

    // A visitor without an archetype: the Find button is disabled and says why.
    const find = page.getByRole('button', { name: 'Find', exact: true })
    await expect(find.getAttribute('aria-disabled')).resolves.toBe('true')
    // aria-disabled (not disabled) keeps it focusable, so a click can explain what is missing.
    await find.click({ force: true })
    await expectToast(page, 'Archetype Required', 'Please select your archetype')

    const matches = await expectedMatches(page, 7)
    const first = matches[0]
    if (!first) throw new Error('archetype 7 has no matches')
    await page.getByLabel('Your archetype').selectOption('7')
    await expect(find.getAttribute('aria-disabled')).resolves.toBe('false')
    await find.click()
    await expectToast(page, 'Resonance Found', `Matched with ${first.name} - ${first.theme}`)
    const result = page.getByTestId('resonance-result')
    await result.getByRole('heading', { name: first.name }).waitFor()
    expect(await result.innerText()).toContain(first.affirmation)
    // The tuner follows the result's frequency.
    await expect(page.getByTestId('tuner-readout').innerText()).resolves.toContain(String(first.frequency))
    await expectAccessibleLayout(page, `${label} simple result`)

    const recorded = page.waitForRequest(
      (r) => r.url().endsWith('/api/codon-interaction') && r.method() === 'POST',
    )
    const play = result.getByRole('button', { name: `Play ${first.frequency} Hz` })
    const started = Date.now()
    await play.click()
    const playing = result.getByRole('button', { name: 'Playing...' })
    await playing.waitFor()
    await expect(playing.getAttribute('aria-disabled')).resolves.toBe('true')
    await expectToast(
      page,
      'Playing Frequency',
      `Now playing ${first.frequency} Hz solfeggio tone for 3 seconds`,
    )
    const request = await recorded
    expect(request.postDataJSON()).toEqual({
      codon: first.codon,
      interactionType: 'frequency_play',
      duration: 3,
    })
    expect(request.headers()['x-session-id']).toMatch(/^luna_/)
    expect((await request.response())?.status()).toBe(201)
    // A second click while playing does nothing.
    await playing.click({ force: true })
    await result.getByRole('button', { name: `Play ${first.frequency} Hz` }).waitFor({ timeout: 6000 })
    const elapsed = Date.now() - started
    expect(elapsed).toBeGreaterThanOrEqual(2900)
    expect(elapsed).toBeLessThan(5000)

    const audio = await readAudioLog(page)
    expect(audio.oscillators).toHaveLength(1)
    const [osc] = audio.oscillators
    expect(osc?.type).toBe('sine')
    expect(osc?.frequency).toBe(first.frequency)
    const t0 = osc?.startedAt ?? Number.NaN
    const gain = audio.gains[0] ?? []
    expect(gain[0]).toMatchObject({ kind: 'set', value: 0 })
    expect(gain[1]?.kind).toBe('linear')
    expect(gain[1]?.value).toBe(0.5)
    expect(gain[1]?.time).toBeCloseTo(t0 + 0.05, 5)
    expect(gain.at(-1)?.value).toBe(0)
    expect(gain.at(-1)?.time).toBeCloseTo(t0 + 3, 5)
    expect(problems).toEqual([])
    await context.close()
  })

  it('advanced mode: three tabs, the stored archetype, matches, Active Protocol and Browse Codons', async () => {
    const { page, context, problems } = await openSession(browser(), viewport)
    await installFakeAudio(page)
    await openWithStorage(page, '/resonance', onboardedStorage(12, 'advanced'))
    await page.getByRole('heading', { level: 1, name: 'Resonance Protocol' }).waitFor()
    const tabs = page.getByRole('tab')
    expect(await tabs.allTextContents()).toEqual(['Find Resonance', 'Active Protocol', 'Browse Codons'])
    await expect(page.getByLabel('Your archetype').inputValue()).resolves.toBe('12')
    await page.getByTestId('luna-insight').waitFor()
    await expectAccessibleLayout(page, `${label} advanced find`)

    await page.getByRole('tab', { name: 'Active Protocol' }).click()
    await page.getByText('No Protocol Selected').waitFor()
    await expectAccessibleLayout(page, `${label} advanced empty protocol`)
    await page.getByRole('button', { name: 'Go to Find Resonance' }).click()
    await expect(
      page.getByRole('tab', { name: 'Find Resonance' }).getAttribute('aria-selected'),
    ).resolves.toBe('true')

    const matches = await expectedMatches(page, 12)
    const [first, second] = matches
    if (!first || !second) throw new Error('archetype 12 needs two matches')
    await page.getByRole('button', { name: 'Find Resonance', exact: true }).click()
    await expectToast(page, 'Resonance Found', `Matched with ${first.name} - ${first.theme}`)
    const list = page.getByRole('list', { name: 'Resonant codons' })
    await expect(list.getByRole('button').count()).resolves.toBe(matches.length)
    await expect(list.getByRole('button').first().getAttribute('aria-pressed')).resolves.toBe('true')
    await expectAccessibleLayout(page, `${label} advanced matches`)

    // Choosing the second match opens it as the active protocol, and tunes the tuner.
    await list.getByRole('button', { name: second.name }).click()
    await expect(
      page.getByRole('tab', { name: 'Active Protocol' }).getAttribute('aria-selected'),
    ).resolves.toBe('true')
    const protocol = page.getByTestId('active-protocol')
    await protocol.getByRole('heading', { name: second.name }).waitFor()
    const text = await protocol.innerText()
    for (const part of [
      second.codon,
      second.theme,
      String(second.hexagram),
      second.scalar.toFixed(3),
      `${second.frequency}\u00a0Hz`,
      second.affirmation,
      ...second.rituals,
    ]) {
      expect(text).toContain(part)
    }
    const shownTags = await protocol.getByRole('list', { name: 'Tags' }).innerText()
    expect(shownTags).toContain(second.tags[0])
    await expect(page.getByTestId('tuner-readout').innerText()).resolves.toContain(String(second.frequency))
    await expectAccessibleLayout(page, `${label} advanced protocol`)

    await page.getByRole('tab', { name: 'Browse Codons' }).click()
    const grid = page.getByRole('list', { name: 'Codons' })
    await grid.waitFor()
    await expect(grid.getByRole('button').count()).resolves.toBe(64)
    await expectAccessibleLayout(page, `${label} advanced browse`)
    await grid.getByRole('button', { name: /^GGG/ }).click()
    const ggg = ((await (await page.request.get('/api/codons')).json()) as Match[]).find(
      (c) => c.codon === 'GGG',
    )
    await protocol.getByRole('heading', { name: ggg?.name ?? 'missing' }).waitFor()
    await protocol.getByRole('button', { name: `Play ${ggg?.frequency} Hz` }).click()
    await protocol.getByRole('button', { name: 'Playing...' }).waitFor()
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('what the server and the network can answer', () => {
  it("shows 'No Direct Match' with the server's message, and 'Search Failed' when offline", async () => {
    const { page, context } = await openSession(browser(), PHONE)
    await openWithStorage(page, '/resonance', onboardedStorage(3, 'simple'))
    const message =
      'No codon pattern is linked to “3”. Choose one of the 32 archetypes to find your resonance.'
    await page.route(/\/api\/resonance(\?|$)/, (route) => route.fulfill({ json: { message } }))
    await page.getByRole('button', { name: 'Find', exact: true }).click()
    const notice = page.getByText('No Direct Match')
    await notice.waitFor()
    await page.getByText(message).waitFor()
    await expect(page.getByTestId('resonance-result').count()).resolves.toBe(0)
    await expectAccessible(page, 'no direct match')
    await page.unroute(/\/api\/resonance(\?|$)/)

    // The network drops the request.
    await page.route(/\/api\/resonance(\?|$)/, (route) => route.abort('internetdisconnected'))
    await page.getByRole('button', { name: 'Find', exact: true }).click()
    await expectToast(page, 'Search Failed', 'Unable to process resonance request')
    await page.unroute(/\/api\/resonance(\?|$)/)
    await page.getByRole('button', { name: 'Find', exact: true }).click()
    await expectToast(page, 'Resonance Found', 'Matched with')
    await context.close()
  })

  it("says 'Audio Blocked' when the browser keeps audio suspended, and records no play", async () => {
    const { page, context } = await openSession(browser(), DESKTOP)
    await installFakeAudio(page, { blocked: true })
    await openWithStorage(page, '/resonance', onboardedStorage(5, 'simple'))
    let plays = 0
    page.on('request', (r) => {
      if (r.url().endsWith('/api/codon-interaction')) plays++
    })
    await page.getByRole('button', { name: 'Find', exact: true }).click()
    const play = page.getByTestId('resonance-result').getByRole('button', { name: /^Play \d+ Hz$/ })
    const hz = ((await play.innerText()).match(/\d+/) ?? [''])[0]
    await play.click()
    await expectToast(
      page,
      'Audio Blocked',
      `${hz} Hz - Your browser blocked audio. Try enabling sound or use this frequency with a tone generator app.`,
    )
    await expect(play.getAttribute('aria-disabled')).resolves.toBe('false')
    const audio = await readAudioLog(page)
    expect(audio.resumes).toBeGreaterThan(0)
    expect(audio.oscillators).toHaveLength(0)
    expect(plays).toBe(0)
    await context.close()
  })

  it("says 'Audio Error' when the browser has no Web Audio at all", async () => {
    const { page, context } = await openSession(browser(), DESKTOP)
    await page.addInitScript(() => {
      Object.defineProperty(window, 'AudioContext', { value: undefined, configurable: true })
      Object.defineProperty(window, 'webkitAudioContext', { value: undefined, configurable: true })
    })
    await page.goto('/resonance')
    await page.getByRole('button', { name: 'Play', exact: true }).click()
    await expectToast(page, 'Audio Error', 'Could not start audio playback')
    await page.getByRole('button', { name: 'Play', exact: true }).waitFor()
    await context.close()
  })
})

describe('resonance before its code arrives', () => {
  // In Simple mode the page's header is the same for every visitor and comes painted before the app
  // (docs/decisions/062); in Advanced mode the app draws another header, so nothing is painted.
  it('paints the Simple header, and nothing for a visitor in Advanced mode', async () => {
    const { page, context, problems } = await openSession(browser(), PHONE)
    await withoutScripts(context, async () => {
      await openWithStorage(page, '/resonance', onboardedStorage(12, 'simple'))
      await page.getByRole('heading', { name: 'Find Your Resonance', level: 1 }).waitFor()
      await page.getByText('Choose your archetype and Luna will find the codon').waitFor()

      await openWithStorage(page, '/resonance', onboardedStorage(12, 'advanced'))
      await page.waitForLoadState('domcontentloaded')
      expect(await page.locator('#root').innerHTML()).toBe('')
      expect(await page.locator('#root').getAttribute('data-painted')).toBeNull()
    })

    // With its code: Advanced mode's own header, and the painted Simple one in Simple mode becomes
    // the app's, the picker below it.
    await page.reload()
    await page.getByRole('heading', { name: 'Resonance Protocol', level: 1 }).waitFor()
    await openWithStorage(page, '/resonance', onboardedStorage(12, 'simple'))
    await page.getByRole('button', { name: 'Find', exact: true }).waitFor()
    await expect(page.getByRole('heading', { level: 1 }).allInnerTexts()).resolves.toEqual([
      'Find Your Resonance',
    ])
    expect(problems).toEqual([])
    await context.close()
  })
})
