// Luna's cards on the resonance page, in a real browser: the insight card and its interactions,
// the transition note of a second visit, the memory panel with seeded interactions, and the
// share card's copy and share paths.
import { randomFillSync } from 'node:crypto'
import type { Page, Request } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { LUNA_CONTENT, MEMORY_TEXTS } from '../../domain/content/luna.ts'
import { LUNA_STYLES, stateOfTag, transitionNote } from '../../domain/luna.ts'
import { scalarCode, stabilityColor, stabilityIndex } from '../../domain/luna-engine.ts'
import { createSessionId } from '../../domain/session-id.ts'
import { buildShareText } from '../../domain/share.ts'
import { spanWords } from '../../domain/trajectory.ts'
import { WINDOW_PHASES } from '../../domain/vocabulary.ts'
import {
  baseURL,
  DESKTOP,
  expectAccessible,
  expectAccessibleLayout,
  openSession,
  PHONE,
  setupBrowser,
} from './browser.ts'
import { expectToast, onboardedStorage, openWithStorage } from './resonance-helpers.ts'

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

interface Interaction {
  page: string
  scalarValue: number
  windowPhase: string
  lunaResponse: string
  lunaTag: string
  ubtFlags: {
    deltaUC: number
    superPiDivergence: number
    kerrEnhancement: number
    highDeltaUC: boolean
    piStabilizing: boolean
    nearKerr: boolean
  }
  stabilityIndex: number
  userAction: string
  location: string
  deviceType: string
}

const browser = setupBrowser()

const lunaRequest = (action: string) => (r: Request) =>
  r.url().endsWith('/api/luna-interaction') &&
  r.method() === 'POST' &&
  (r.postDataJSON() as Interaction).userAction === action

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

describe.each([
  ['desktop', DESKTOP, {}],
  ['phone', PHONE, { userAgent: IPHONE_UA, isMobile: true, hasTouch: true }],
] as const)('Luna on %s', (label, viewport, options) => {
  it('generates one insight, records it, stores the state, and records the technical toggle both ways', async () => {
    const { page, context, problems } = await openSession(browser(), viewport, options)
    const actions: string[] = []
    page.on('request', (r) => {
      if (r.url().endsWith('/api/luna-interaction'))
        actions.push((r.postDataJSON() as Interaction).userAction)
    })
    const generated = page.waitForRequest(lunaRequest('luna_generated'))
    await openWithStorage(page, '/resonance', onboardedStorage(9, 'advanced'))
    const request = await generated
    const body = request.postDataJSON() as Interaction
    expect((await request.response())?.status()).toBe(201)
    expect(body).toMatchObject({
      page: 'resonance',
      location: 'Global',
      deviceType: label === 'phone' ? 'mobile' : 'desktop',
    })
    expect(WINDOW_PHASES).toContain(body.windowPhase)
    const state = stateOfTag(body.lunaTag)
    if (!state) throw new Error(`unknown tag ${body.lunaTag}`)
    expect(body.stabilityIndex).toBe(stabilityIndex(body.ubtFlags))

    const card = page.getByTestId('luna-insight')
    await expect(card.getByTestId('luna-message').innerText()).resolves.toBe(body.lunaResponse)
    const cardText = await card.innerText()
    expect(cardText).toContain(LUNA_STYLES[state].mood)
    expect(cardText).toContain(`${LUNA_STYLES[state].tone} tone`)
    expect(cardText).toContain(`#${body.lunaTag}`)
    await expect(
      page.evaluate(() => JSON.parse(localStorage.getItem('luna_previous_state') ?? 'null')),
    ).resolves.toEqual({
      tag: body.lunaTag,
      scalar: body.scalarValue,
    })
    await page.getByText('Luna is still getting to know you').waitFor()

    const toggle = card.getByRole('button', { name: 'Technical Analysis' })
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false')
    const opened = page.waitForRequest(lunaRequest('technical_view_opened'))
    await toggle.click()
    expect((await opened).postDataJSON()).toMatchObject({
      page: 'resonance',
      lunaTag: body.lunaTag,
      lunaResponse: body.lunaResponse,
    })
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true')
    // The panel's code loads on this first tap (it is not part of the page's first load).
    await card.getByTestId('stability-index').waitFor()
    const technical = await card.innerText()
    for (const part of [
      'Scalar code',
      scalarCode(body.scalarValue),
      body.ubtFlags.deltaUC.toFixed(3),
      body.ubtFlags.superPiDivergence.toFixed(3),
      body.ubtFlags.kerrEnhancement.toFixed(3),
      'π-stabilizing',
      'Near Kerr',
    ]) {
      expect(technical).toContain(part)
    }
    const index = card.getByTestId('stability-index')
    await expect(index.innerText()).resolves.toBe(String(body.stabilityIndex))
    await expect(index.getAttribute('data-color')).resolves.toBe(stabilityColor(body.stabilityIndex))
    await expectAccessibleLayout(page, `${label} technical open`)
    const closed = page.waitForRequest(lunaRequest('technical_view_closed'))
    await toggle.click()
    await closed
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false')
    expect(actions).toEqual(['luna_generated', 'technical_view_opened', 'technical_view_closed'])
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('Luna remembers', () => {
  it('speaks the day’s insight, the compass’s own, with the note against the last earlier day, and reports the stored location', async () => {
    const { page, context } = await openSession(browser(), DESKTOP)
    const first = page.waitForRequest(lunaRequest('luna_generated'))
    await openWithStorage(page, '/resonance', onboardedStorage(9, 'advanced'))
    const firstBody = (await first).postDataJSON() as Interaction
    // A first day has no earlier day to compare with, so no note: the message is one of the state's own.
    const firstState = stateOfTag(firstBody.lunaTag)
    if (!firstState) throw new Error(`unknown tag ${firstBody.lunaTag}`)
    expect(LUNA_CONTENT[firstState].messages).toContain(firstBody.lunaResponse)
    // One voice: the compass shows the same insight for the same day.
    await page.goto('/')
    await expect
      .poll(() => page.getByTestId('luna-message').innerText(), { timeout: 15_000 })
      .toBe(firstBody.lunaResponse)

    // Yesterday Luna was in another state: today's insight opens with the note for that change.
    const yesterday = { tag: firstBody.lunaTag === 'threshold' ? 'foundation' : 'threshold', scalar: 79.5 }
    await page.evaluate((p) => {
      const d = new Date(Date.now() - 86_400_000)
      const date = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
      localStorage.setItem('luna_day_state', JSON.stringify({ ...p, date, before: null }))
      localStorage.setItem('current_location', JSON.stringify({ mode: 'manual', label: 'Lisbon, Portugal' }))
    }, yesterday)
    const second = page.waitForRequest(lunaRequest('luna_generated'))
    await page.goto('/resonance')
    const body = (await second).postDataJSON() as Interaction
    const state = stateOfTag(body.lunaTag)
    if (!state) throw new Error(`unknown tag ${body.lunaTag}`)
    const note = transitionNote(yesterday, { state, scalar: body.scalarValue }, () => 0)
    expect(note).not.toBeNull()
    expect(body.lunaResponse).toBe(`${note} ${firstBody.lunaResponse}`)
    expect(body.location).toBe('Lisbon, Portugal')
    await expect(page.getByTestId('luna-message').innerText()).resolves.toBe(body.lunaResponse)
    await context.close()
  })

  it('shows up to 3 memory insights by confidence, coloured, with the interaction count', async () => {
    const { page, context } = await openSession(browser(), PHONE)
    const sessionId = createSessionId(Date.now(), (bytes) => randomFillSync(bytes))
    const headers = { 'x-session-id': sessionId }
    for (let i = 0; i < 12; i++) {
      const res = await page.request.post('/api/luna-interaction', {
        headers,
        // What the visitor chose counts as an intent (docs/rules/memory-panel.md).
        data: { page: 'compass', userAction: 'clarity_chosen', lunaResponse: 'mental' },
      })
      expect(res.status()).toBe(201)
    }
    for (const scalarValue of [81.2, 81.3, 81.4, 81.5]) {
      const res = await page.request.post('/api/user-trajectory', {
        headers,
        data: { scalarValue, context: 'compass-reading' },
      })
      expect(res.ok()).toBe(true)
    }
    // The panel is silent when its reads fail (docs/rules/memory-panel.md): keep their answers, so
    // that a panel without insights says why.
    const reads: string[] = []
    page.on('response', (res) => {
      if (/\/api\/(luna-patterns|trajectory-analysis)/.test(res.url()))
        reads.push(
          `${res.status()} ${new URL(res.url()).pathname}${res.request().headers()['x-session-id'] === sessionId ? '' : ' (another session)'}`,
        )
    })
    await openWithStorage(page, '/resonance', { luna_session_id: sessionId, luna_view_mode: 'advanced' })
    const panel = page.getByTestId('luna-memory')
    const insights = panel.getByTestId('memory-insight')
    try {
      await insights.first().waitFor({ timeout: 30_000 })
    } catch (err) {
      throw new Error(`No memory insight in 30 s; its reads answered: ${reads.join(', ') || 'nothing'}`, {
        cause: err,
      })
    }
    // Four rising readings a moment apart: a trend from 3 readings, in words that say their span and
    // speak of readings, not of a season (docs/rules/memory-panel.md): third by its confidence.
    await expect.poll(() => insights.count()).toBe(3)
    const texts = await insights.allInnerTexts()
    expect(texts[0]).toMatch(
      new RegExp(escapeRegExp(MEMORY_TEXTS.intent.clarity).replace('\\{n\\}', '1[23]')),
    )
    expect(texts[0]).toContain('90% confidence')
    expect(texts[1]).toContain(MEMORY_TEXTS.consistency.beginning)
    expect(texts[1]).toContain('80% confidence')
    expect(texts.join(' ')).not.toContain(MEMORY_TEXTS.trend.ascending)
    expect(texts[2]).toContain(MEMORY_TEXTS.trendWithinDay.ascending.replace('{span}', spanWords(0)))
    expect(await Promise.all([0, 1].map((i) => insights.nth(i).getAttribute('data-confidence')))).toEqual([
      'green',
      'yellow',
    ])
    const badge = (await panel.innerText()).match(/(\d+) interactions/)
    expect(Number(badge?.[1])).toBeGreaterThanOrEqual(12)
    await expectAccessibleLayout(page, 'memory panel')
    await context.close()
  })
})

async function todayLong(page: Page): Promise<string> {
  return page.evaluate(() =>
    new Date().toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }),
  )
}

describe('the share card', () => {
  it("copies the reading ('Copied' for 2 s), falls back to copying when sharing fails, and explains a failed copy", async () => {
    const { page, context } = await openSession(browser(), PHONE)
    // The browser's clock: the 2 seconds of 'Copied' are waited out without a fixed sleep.
    await context.clock.install()
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL() })
    await page.addInitScript(() => {
      const w = window as unknown as { __shared: string[]; __shareFails: boolean; __copyFails: boolean }
      w.__shared = []
      w.__shareFails = false
      w.__copyFails = false
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: (data: { text: string }) => {
          if (w.__shareFails) return Promise.reject(new Error('share failed'))
          w.__shared.push(data.text)
          return Promise.resolve()
        },
      })
      const write = navigator.clipboard.writeText.bind(navigator.clipboard)
      navigator.clipboard.writeText = (text: string) =>
        w.__copyFails ? Promise.reject(new Error('denied')) : write(text)
    })
    const generated = page.waitForRequest(lunaRequest('luna_generated'))
    // The card shares the compass's numbers of this hour and Luna's insight of the day, as both
    // pages show them (docs/rules/one-voice.md).
    const answered = page.waitForResponse((r) => r.url().includes('/api/resonance-compass?'))
    const storage = onboardedStorage(20, 'advanced')
    await openWithStorage(page, '/resonance', storage)
    const body = (await generated).postDataJSON() as Interaction
    const compass = (await (await answered).json()) as {
      scalarAlignment: { currentAlignment: number; personalBaseline: number }
      dailyGuidance: { timePhase: string }
    }
    const expected = buildShareText(
      {
        scalarValue: compass.scalarAlignment.currentAlignment,
        windowPhase: compass.dailyGuidance.timePhase,
        lunaMessage: body.lunaResponse,
        resonantCodons: [],
        personalBaseline: compass.scalarAlignment.personalBaseline,
        currentAlignment: compass.scalarAlignment.currentAlignment,
      },
      baseURL(),
      await todayLong(page),
    )

    const card = page.getByTestId('share-card')
    await card.getByText('Ready to Share').waitFor()
    await expectAccessible(page, 'share card')
    const copy = card.getByRole('button', { name: 'Copy Text' })
    // Time stands still from the tap: the button's 2 seconds run only when the test says so.
    await page.clock.pauseAt(new Date(Date.now() + 60_000))
    await copy.click()
    const copied = card.getByRole('button', { name: 'Copied' })
    await copied.waitFor()
    await expectToast(page, 'Copied to clipboard!', 'Your reading is ready to share on social media')
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(expected)
    // Still 'Copied' at 1.9 s of the page's time, 'Copy Text' again at 2 s.
    await page.clock.runFor(1900)
    await expect.poll(() => copied.isVisible()).toBe(true)
    await page.clock.runFor(200)
    await page.clock.resume()
    await card.getByRole('button', { name: 'Copy Text' }).waitFor()

    // Native share gets the same text; when it fails, the text is copied instead.
    await card.getByRole('button', { name: 'Share' }).click()
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __shared: string[] }).__shared))
      .toEqual([expected])
    await page.evaluate(() => {
      ;(window as unknown as { __shareFails: boolean }).__shareFails = true
      return navigator.clipboard.writeText('')
    })
    await card.getByRole('button', { name: 'Share' }).click()
    await card.getByRole('button', { name: 'Copied' }).waitFor()
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(expected)

    // A failed copy says so and leaves the text ready to select by hand.
    await page.evaluate(() => {
      ;(window as unknown as { __copyFails: boolean }).__copyFails = true
    })
    await card.getByRole('button', { name: 'Copy Text' }).click({ timeout: 4000 })
    await expectToast(page, 'Copy failed', 'Please try again or select the text manually')
    await expect(card.getByLabel('Select and copy your reading').inputValue()).resolves.toBe(expected)
    await expectAccessibleLayout(page, 'share card failed copy')

    // After finding a resonance, the share text names up to 2 codons.
    await page.evaluate(() => {
      ;(window as unknown as { __copyFails: boolean }).__copyFails = false
    })
    await page.getByRole('button', { name: 'Find Resonance', exact: true }).click()
    await expectToast(page, 'Resonance Found')
    await card.getByText('Resonant codons:').first().waitFor()
    await card.getByRole('button', { name: 'Copy Text' }).click()
    await card.getByRole('button', { name: 'Copied' }).waitFor()
    const withCodons = await page.evaluate(() => navigator.clipboard.readText())
    const matches = (await (
      await page.request.post('/api/resonance', { data: { archetype: '20' } })
    ).json()) as { codon: string; name: string; theme: string }[]
    expect(matches.length).toBeGreaterThan(2)
    const line = withCodons.split('\n').find((l) => l.startsWith('Resonant codons: '))
    expect(line).toBe(
      `Resonant codons: ${matches
        .slice(0, 2)
        .map((m) => `${m.codon} ${m.name} (${m.theme})`)
        .join(', ')}`,
    )
    await context.close()
  })
})
