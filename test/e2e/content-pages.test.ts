// The content pages in a real Chromium, at desktop and phone sizes: help (tabs by keyboard, zones
// with default and then own thresholds), codex and its PDFs, support, the legal pages, export and
// erasure, and the archetype test. Only the payment provider's host is stubbed.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { findArchetype } from '../../domain/archetypes.ts'
import { ENTRIES_CSV_HEADER } from '../../domain/entries-csv.ts'
import { computeBirthScalar, computeCombinedBaseline } from '../../domain/scalar.ts'
import {
  answerQuiz,
  downloadedText,
  expectAccessibleLayout,
  onboardThroughUi,
  openSession,
  setupBrowser,
  VIEWPORTS,
  writeAsAnotherTab,
} from './browser.ts'

const browser = setupBrowser()

const SUPPORT_URL_1 = 'https://buy.stripe.com/test_luna_support_one'

const visible = (page: Page, text: string | RegExp) =>
  page.getByText(text).first().waitFor({ state: 'visible' })
const sessionIdOf = (page: Page) => page.evaluate(() => localStorage.getItem('luna_session_id'))
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key)

describe.each(VIEWPORTS)('content pages on %s', (label, viewport) => {
  it('help: tabs work by keyboard; zones show the default thresholds, then the visitor’s own', async () => {
    const { page, context, problems } = await openSession(browser(), viewport)
    await page.goto('/help')
    await page.getByRole('heading', { name: 'Help', level: 1 }).waitFor()
    await visible(page, 'These are the default thresholds.')
    await visible(page, '(you have 0 so far)')
    await expect.poll(() => page.getByRole('heading', { name: 'What scalar ξ is' }).isVisible()).toBe(true)
    const zone = async (z: string) => (await page.locator(`[data-zone="${z}"]`).textContent()) ?? ''
    expect(await zone('aligned')).toContain('aligned within ±0.020')
    expect(await zone('elevated')).toContain('elevated up to +0.300')
    expect(await zone('grounded')).toContain('grounded up to −0.300')
    expect(await zone('opposed')).toContain('opposed beyond ±0.300')
    await expectAccessibleLayout(page, `${label} help`)

    // Keyboard: arrows, End and Home move between the four tabs and show their texts.
    await page.getByRole('tab', { name: 'Basics' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('tab', { name: 'Pages' }).getAttribute('aria-selected')).resolves.toBe('true')
    await page.getByRole('heading', { name: 'Compass', exact: true }).waitFor()
    await page.keyboard.press('ArrowRight')
    await page.getByRole('heading', { name: 'Who Luna is' }).waitFor()
    await page.keyboard.press('End')
    await expect(
      page.getByRole('tab', { name: 'Science' }).evaluate((el) => el === document.activeElement),
    ).resolves.toBe(true)
    await page.getByRole('heading', { name: 'What is measured' }).waitFor()
    await expectAccessibleLayout(page, `${label} help science`)
    await page.keyboard.press('Home')
    await page.getByRole('heading', { name: 'What scalar ξ is' }).waitFor()

    // Five journey points posted through the API: σ ≈ 0.079, so the extreme threshold is 0.158.
    const sessionId = await sessionIdOf(page)
    expect(sessionId).toMatch(/^luna_\d+_[a-z0-9]{26}$/)
    for (const scalarValue of [81.4, 81.5, 81.6, 81.45, 81.55]) {
      const res = await page.request.post('/api/user-trajectory', {
        headers: { 'x-session-id': sessionId ?? '' },
        data: { scalarValue, context: 'compass-reading', personalBaseline: 81.5 },
      })
      expect(res.status()).toBe(201)
    }
    await page.reload()
    await visible(page, 'These are your own thresholds.')
    await visible(page, /From your 5 journey readings σ = 0\.079/)
    expect(await zone('aligned')).toContain('aligned within ±0.020')
    expect(await zone('elevated')).toContain('elevated up to +0.158')
    expect(await zone('grounded')).toContain('grounded up to −0.158')
    expect(await zone('opposed')).toContain('opposed beyond ±0.158')
    await expectAccessibleLayout(page, `${label} help own thresholds`)

    // A journey that cannot be loaded is not a journey of none: the defaults, with no count.
    await context.route('**/api/user-trajectory*', (route) => route.abort('internetdisconnected'))
    await page.reload()
    await visible(page, 'Your journey could not be loaded')
    await visible(page, 'These are the default thresholds.')
    expect(await page.getByText('so far').count()).toBe(0)
    expect(problems).toEqual([])
    await context.close()
  })

  it('codex: the codex, the theory and the reference text, with both PDFs served for real', async () => {
    const { page, context, problems } = await openSession(browser(), viewport)
    await page.goto('/codex')
    await page.getByRole('heading', { name: 'The Scalar Resonance Codex', level: 2 }).waitFor()
    await page.getByRole('heading', { name: 'The 64 codons and their hexagrams' }).waitFor()
    await expectAccessibleLayout(page, `${label} codex`)
    await page.getByRole('tab', { name: 'About Luna' }).click()
    await page.getByRole('heading', { name: 'Who it is for' }).waitFor()
    await page.getByRole('tab', { name: 'Theory (UBT)' }).click()
    await page.getByRole('heading', { name: /^UBT: the Unified Baseline Theory/, level: 2 }).waitFor()
    await expectAccessibleLayout(page, `${label} codex theory`)

    for (const [path, title] of [
      ['/scalar-resonance-codex.pdf', 'The Scalar Resonance Codex'],
      ['/UBT.pdf', 'UBT: the Unified Baseline Theory'],
    ] as const) {
      const res = await page.request.get(path)
      expect(res.status()).toBe(200)
      expect(res.headers()['content-type']).toContain('application/pdf')
      const body = await res.body()
      expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-')
      // The link says it is a PDF and gives the real size.
      const link = page.getByRole('link', { name: `Download ${title}` }).first()
      await expect(link.getAttribute('href')).resolves.toBe(path)
      expect(await link.textContent()).toContain(
        `PDF document, ${Math.max(1, Math.round(body.length / 1024))} KB`,
      )
    }
    expect(problems).toEqual([])
    await context.close()
  })

  it('support: a card opens its payment page in a new tab with a toast; no donation claim', async () => {
    const { page, context, problems } = await openSession(browser(), viewport)
    await context.route('https://buy.stripe.com/**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>Payment</title><p>Payment page</p>',
      }),
    )
    await page.goto('/support')
    await page.getByRole('heading', { name: 'Support Luna', level: 1 }).waitFor()
    // The page comes painted before the app (docs/decisions/062): its links open their pages at once,
    // the toast is the app's, once it has drawn the page.
    await page.locator('#root:not([data-painted]) main').waitFor()
    await visible(page, 'Support is not a tax-deductible donation.')
    const links = page.getByRole('link', { name: /Open payment page/ })
    await expect(links.count()).resolves.toBe(2)
    await expect(links.first().getAttribute('target')).resolves.toBe('_blank')
    await expect(links.first().getAttribute('rel')).resolves.toBe('noopener noreferrer')
    await expectAccessibleLayout(page, `${label} support`)

    const [popup] = await Promise.all([context.waitForEvent('page'), links.first().click()])
    await popup.waitForLoadState()
    expect(popup.url()).toBe(SUPPORT_URL_1)
    await visible(page, 'Payment Page Opened')
    await visible(page, 'The payment page opened in a new tab.')
    expect(new URL(page.url()).pathname).toBe('/support')
    await popup.close()
    await page.getByRole('link', { name: 'Back to Luna' }).click()
    await page.waitForURL((url) => url.pathname === '/onboarding' || url.pathname === '/')
    expect(problems).toEqual([])
    await context.close()
  })

  it('legal pages: dated August 6, 2025, for adults 18 and older, with the contact and a way back', async () => {
    const { page, context, problems } = await openSession(browser(), viewport)
    for (const [path, title] of [
      ['/privacy', 'Privacy Policy'],
      ['/terms', 'Terms of Use'],
      ['/disclaimer', 'Disclaimer'],
    ] as const) {
      await page.goto(path)
      await page.getByRole('heading', { name: title, level: 1 }).waitFor()
      await visible(page, 'Last updated August 6, 2025')
      await expect(page.locator('time').first().getAttribute('datetime')).resolves.toBe('2025-08-06')
      await visible(page, 'For adults 18 and older')
      const back = page.getByRole('link', { name: 'Back to the compass' }).first()
      await expect(back.getAttribute('href')).resolves.toBe('/compass')
      await expect(
        page.locator('article a[href="mailto:legal@luna.example"]').count(),
      ).resolves.toBeGreaterThan(0)
      await expect(page.locator('article').getByText('{email}').count()).resolves.toBe(0)
      await expectAccessibleLayout(page, `${label} ${path}`)
    }
    await page.getByRole('link', { name: 'Back to the compass' }).first().click()
    await page.waitForURL((url) => url.pathname === '/compass' || url.pathname === '/onboarding')
    expect(problems).toEqual([])
    await context.close()
  })
})

describe.each(VIEWPORTS)('my data and the archetype test on %s', (label, viewport) => {
  it('privacy: downloads the data as JSON, then erasure empties the server and this browser', async () => {
    const { page, context, problems } = await openSession(browser(), viewport, { acceptDownloads: true })
    await onboardThroughUi(page)
    const sessionId = await sessionIdOf(page)
    expect(sessionId).toBeTruthy()
    await page.goto('/privacy')
    await page.getByRole('heading', { name: 'Your data controls' }).waitFor()

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^luna-my-data-\d{4}-\d{2}-\d{2}\.json$/)
    const exported = JSON.parse(await downloadedText(download))
    expect(exported.sessionId).toBe(sessionId)
    expect(exported.archetypeResults.length).toBeGreaterThan(0)
    await visible(page, 'Download Ready')

    // The check-ins as CSV, each day's energy drawn on this device (those rules load at the click).
    const checkIn = await page.evaluate(async () => {
      const res = await fetch('/api/emotional-state', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-session-id': localStorage.getItem('luna_session_id') ?? '',
        },
        body: JSON.stringify({ emotionalValue: 18, codonIndex: 11, descriptor: 'Weary' }),
      })
      return res.status
    })
    expect(checkIn).toBe(201)
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my entries (CSV)' }).click(),
    ])
    expect(csv.suggestedFilename()).toMatch(/^luna-my-entries-\d{4}-\d{2}-\d{2}\.csv$/)
    const [header, ...rows] = (await downloadedText(csv)).trim().split(/\r?\n/)
    expect(header).toBe(ENTRIES_CSV_HEADER)
    expect(rows).toHaveLength(1)
    const cells = rows[0]?.split(',') ?? []
    expect(cells.slice(2, 5)).toEqual(['18', 'Weary', ''])
    expect(cells[5], 'the day’s energy').toMatch(/^[a-z]+$/)

    // The confirmation explains it is immediate and irreversible; Escape cancels it.
    await page.getByRole('button', { name: 'Erase my data' }).click()
    const dialog = page.getByRole('dialog', { name: 'Erase all your data?' })
    await dialog.waitFor()
    expect(await dialog.textContent()).toMatch(/immediately and permanently/)
    await expectAccessibleLayout(page, `${label} erase dialog`)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })
    expect(await stored(page, 'luna_archetype')).not.toBeNull()

    await page.getByRole('button', { name: 'Erase my data' }).click()
    await dialog.getByRole('button', { name: 'Erase everything' }).click()
    await page.waitForURL((url) => url.pathname === '/onboarding')
    await visible(page, 'Your Data Is Erased')
    await visible(page, /Erased \d+ records from the server: .*1 archetype result/)
    const left = await page.evaluate(() => Object.keys(localStorage))
    for (const key of [
      'luna_session_id',
      'luna_archetype',
      'luna_archetype_data',
      'luna_onboarding_complete',
      'luna_personal_profile',
      'user_profile_onboarding',
    ]) {
      expect(left).not.toContain(key)
    }
    const after = await (
      await page.request.get('/api/my-data', { headers: { 'x-session-id': sessionId ?? '' } })
    ).json()
    expect(after.session).toBeNull()
    for (const table of [
      'archetypeResults',
      'visits',
      'savedReadings',
      'emotionalStates',
      'trajectoryPoints',
      'lunaInteractions',
      'codonInteractions',
    ]) {
      expect(after[table], table).toEqual([])
    }
    expect(problems).toEqual([])
    await context.close()
  })

  it('archetype test: intro → quiz → details → Apply to Time Calculator', async () => {
    const { page, context, problems } = await openSession(browser(), viewport)
    await page.goto('/archetype-test')
    await page.getByRole('heading', { name: 'Discover your archetype' }).waitFor()
    await visible(page, '32 archetypal consciousness patterns organized across 4 elemental categories')
    await expectAccessibleLayout(page, `${label} archetype intro`)
    await page.getByRole('button', { name: 'Begin Quiz' }).click()
    await answerQuiz(page, () => 3)
    await page.getByRole('heading', { name: 'Baseline integration' }).waitFor()
    const archetype = findArchetype(Number(await stored(page, 'luna_archetype')))
    expect(archetype).toBeDefined()
    if (!archetype) return
    await page.getByRole('heading', { name: archetype.name }).waitFor()
    for (const text of [
      archetype.meaning,
      archetype.shadowAspect,
      archetype.codonPair[0],
      `${archetype.solfeggio[0]} Hz`,
    ])
      await visible(page, text)
    // No birth date in this browser: the default birth scalar 81.5 is used, and said so.
    const combined = computeCombinedBaseline(81.5, archetype.scalarRange)
    await visible(page, 'Default: no birth date stored')
    await visible(page, `0.7 × 81.500 + 0.3 × ${archetype.scalarRange.toFixed(3)} = ${combined.toFixed(3)}`)
    await visible(page, 'Archetype Saved')
    await expectAccessibleLayout(page, `${label} archetype details`)

    // Another tab set the calculator's own baseline: Apply replaces it with the combined one.
    await writeAsAnotherTab(page, { calculator_baseline_xi: '80' })
    await page.getByRole('button', { name: 'Apply to Time Calculator' }).click()
    await page.waitForURL((url) => url.pathname === '/calculator')
    await visible(page, 'Baseline ξ Set')
    expect(Number(await stored(page, 'calculator_baseline_xi'))).toBe(combined)
    expect(problems).toEqual([])
    await context.close()
  })

  it('archetype test: an onboarded visitor sees the blend; Retake clears the three keys and recomputes', async () => {
    const { page, context, problems } = await openSession(browser(), viewport)
    await onboardThroughUi(page, 'Ada Lovelace', '1990-06-15')
    await page.goto('/archetype-test')
    await page.getByRole('heading', { name: 'Baseline integration' }).waitFor()
    const birth = computeBirthScalar('1990-06-15')
    await visible(page, 'From your birth date, June 15, 1990')
    await visible(page, `ξ ${birth.toFixed(3)}`)

    await page.getByRole('button', { name: 'Retake Quiz' }).click()
    await page.getByText('Question 1 of 5').waitFor()
    for (const key of ['luna_archetype', 'luna_quiz_responses', 'archetype_baseline_xi'])
      expect(await stored(page, key), key).toBeNull()
    await expectAccessibleLayout(page, `${label} archetype retake quiz`)
    await answerQuiz(page, (q) => q % 4)
    await page.getByRole('heading', { name: 'Baseline integration' }).waitFor()
    const archetype = findArchetype(Number(await stored(page, 'luna_archetype')))
    if (!archetype) throw new Error('no archetype stored after the retake')
    const combined = computeCombinedBaseline(birth, archetype.scalarRange)
    await visible(
      page,
      `0.7 × ${birth.toFixed(3)} + 0.3 × ${archetype.scalarRange.toFixed(3)} = ${combined.toFixed(3)}`,
    )
    expect(Number(await stored(page, 'archetype_baseline_xi'))).toBe(combined)
    expect(JSON.parse((await stored(page, 'luna_quiz_responses')) ?? '[]')).toHaveLength(5)
    const data = JSON.parse((await stored(page, 'luna_archetype_data')) ?? 'null')
    expect(data).toMatchObject({ archetypeId: archetype.id, birthScalar: birth, combinedBaseline: combined })
    expect(problems).toEqual([])
    await context.close()
  })
})
