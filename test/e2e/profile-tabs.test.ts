// The profile's Journey, Read and Codons tabs, in a real Chromium against the real API: data is
// created through the API from the page (with the session header), never stubbed.
import { describe, expect, it } from 'vitest'
import { ELEMENT_FILTERS, filterCodons } from '../../domain/codon-filter.ts'
import { CODONS } from '../../domain/codons.ts'
import { codonIndexFromValue, descriptorAt } from '../../domain/emotion.ts'
import { roundTo } from '../../domain/numbers.ts'
import { setupBrowser, toastText, VIEWPORTS } from './browser.ts'
import { call, check, fakeAudio, openTab, text, visitor } from './profile-tabs-helpers.ts'

const browser = setupBrowser()

/** expect.poll's patience: a tab's first opening loads its chunk and its data. */
const WAIT = { timeout: 10_000 }

describe.each(VIEWPORTS)('Journey tab on %s', (label, viewport) => {
  it('goes from Start Your Journey to figures, chart, analysis, history and a saved display name', {
    timeout: 120_000,
  }, async () => {
    const { page, context, problems } = await visitor(browser(), viewport)
    const requests: string[] = []
    page.on('request', (r) => requests.push(r.url()))
    await page.goto('/profile')
    await page.getByRole('heading', { name: 'Your Profile' }).waitFor()
    await page.waitForLoadState('networkidle')
    // The chart library is not loaded before the journey panel renders a history.
    expect(requests.filter((u) => /journey-chart/.test(u))).toEqual([])

    await openTab(page, 'Journey')
    await page.getByText('Start Your Journey').waitFor()
    const start = page.getByRole('link', { name: 'Open the Compass' })
    expect(await start.getAttribute('href')).toBe('/compass')
    // The analysis is fetched only once a trajectory exists.
    expect(requests.filter((u) => u.includes('/api/trajectory-analysis'))).toEqual([])
    await check(page, `${label} journey empty`)

    // Two compass points, yesterday's and today's: figures, chart, and too few readings for a pattern.
    const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'))
    const yesterday = await page.evaluate(() => new Date(Date.now() - 86_400_000).toLocaleDateString('en-CA'))
    for (const [scalarValue, localDate] of [
      [81.0, yesterday],
      [81.05, today],
    ] as const) {
      const r = await call(page, 'POST', '/api/user-trajectory', {
        scalarValue,
        context: 'compass-reading',
        personalBaseline: 81.5,
        localDate,
      })
      expect(r.status).toBe(201)
    }
    // 'Current ξ' is the compass's value now: the panel asks POST /api/resonance-compass. The value
    // moves with the minute, so the figure is the latest answer's.
    const alignments: number[] = []
    // Every other answer to the compass (a refusal, an error), for the message when the figure is missing.
    const notOk: number[] = []
    page.on('response', async (r) => {
      if (!r.url().includes('/api/resonance-compass?') || r.request().method() !== 'POST') return
      if (!r.ok()) {
        notOk.push(r.status())
        return
      }
      // A body of an answer the reload navigated away from cannot be read: that answer is not shown.
      const body = (await r.json().catch(() => null)) as {
        scalarAlignment: { currentAlignment: number }
      } | null
      if (body) alignments.push(body.scalarAlignment.currentAlignment)
    })
    await page.reload()
    await page.getByRole('heading', { name: 'Your Scalar Journey' }).waitFor()
    const figures = page.getByTestId('journey-figures')
    await expect.poll(() => figures.innerText(), WAIT).toContain('Sessions')
    await expect
      .poll(async () => {
        const shown = (await figures.innerText()).replace(/\s+/g, ' ')
        const latest = alignments.at(-1)
        // Rounded as the app shows it (web/src/lib/format.ts `fixed`: decimal half-up, so 81.005 is
        // 81.01 where toFixed gives 81.00, as for about one answer in twenty).
        if (latest !== undefined && shown.includes(`Current ξ ${roundTo(latest, 2).toFixed(2)}`))
          return 'the latest answer'
        return `"${shown}" after answers ${JSON.stringify(alignments)} and refusals ${JSON.stringify(notOk)}`
      }, WAIT)
      .toBe('the latest answer')
    expect(await page.getByTestId('current-from-journey').count()).toBe(0)
    const figureText = (await figures.innerText()).replace(/\s+/g, ' ')
    expect(figureText).toContain('Baseline ξ 81.50')
    expect(figureText).toContain('Sessions 2')
    expect(figureText).toContain('Avg Alignment 81.03')
    await page.locator('.recharts-surface').first().waitFor()
    expect(requests.some((u) => /journey-chart/.test(u))).toBe(true)
    expect(await text(page, 'figcaption')).toContain('Scalar ξ over 2 readings')
    await expect.poll(() => page.getByTestId('journey-pattern').textContent(), WAIT).toBe('Insufficient data')
    await check(page, `${label} journey with two readings`)

    // Without the network for the compass, the last journey point stands in, and the panel says so.
    await page.route('**/api/resonance-compass?*', (route) => route.abort('internetdisconnected'))
    await page.reload()
    await page.getByTestId('current-from-journey').waitFor(WAIT)
    expect((await figures.innerText()).replace(/\s+/g, ' ')).toContain('Current ξ 81.05')
    expect(await text(page, '[data-testid="current-from-journey"]')).toBe(
      'Offline: Current ξ is your last journey point until the compass can be reached.',
    )
    await page.unroute('**/api/resonance-compass?*')

    // Ten more rising readings, all today: a pattern from 3 readings, its span in the words
    // (docs/rules/trajectory.md), and one row a day, newest first: today's with its last reading and
    // its eleven readings, then yesterday's.
    const series = Array.from({ length: 10 }, (_, i) => Math.round((81.1 + i * 0.05) * 100) / 100)
    for (const scalarValue of series) {
      await call(page, 'POST', '/api/user-trajectory', {
        scalarValue,
        context: 'compass-reading',
        personalBaseline: 81.5,
        localDate: today,
      })
    }
    await page.reload()
    await expect
      .poll(async () => (await page.getByTestId('journey-history').innerText()).replace(/\s+/g, ' '), {
        timeout: 10_000,
      })
      .toContain('11 readings')
    // The journey's sessions are its days: twelve readings over two days.
    expect((await figures.innerText()).replace(/\s+/g, ' ')).toContain('Sessions 2')
    expect(await page.getByTestId('journey-pattern').textContent()).toBe('Ascending')
    const analysis = (await text(page, 'section:has(h3:text-is("Evolution Analysis"))')).replace(/\s+/g, ' ')
    expect(analysis).toMatch(
      /Your readings have been rising, step by step, (within a minute|over \d+ (minute|hour|day)s?)\./,
    )
    expect(analysis).toMatch(/Trend \+0\.\d{3}/)
    const history = page.getByTestId('journey-history').locator('li')
    expect(await history.count()).toBe(2)
    const rows = (await history.allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim())
    expect(rows[0]).toMatch(new RegExp(`^.* 11 readings, the last at .* ${series.at(-1)?.toFixed(2)}$`))
    expect(rows[1]).toMatch(/^.* 1 reading, the last at .* 81\.00$/)
    const area = page.getByRole('region', { name: /Your last 2 days of readings/ })
    expect(await area.getAttribute('tabindex')).toBe('0')
    await check(page, `${label} journey ascending`)

    // Display name: Anonymous Traveler → cancel keeps it → save shows and keeps the new one.
    await page.getByText('Anonymous Traveler').waitFor()
    await page.getByRole('button', { name: 'Edit name' }).click()
    await page.getByLabel('Display name').fill('Morning Star')
    // The field says what an empty name shows (this visitor gave Luna no name).
    expect(await page.getByText('Left empty, your journey shows Anonymous Traveler.').count()).toBe(1)
    await check(page, `${label} journey name editor`)
    await page.getByRole('button', { name: 'Cancel' }).click()
    await page.getByText('Anonymous Traveler').waitFor()
    expect(await page.getByText('Morning Star').count()).toBe(0)
    await page.getByRole('button', { name: 'Edit name' }).click()
    expect(await page.getByLabel('Display name').inputValue()).toBe('')
    await page.getByLabel('Display name').fill('Morning Star')
    await page.keyboard.press('Escape')
    await page.getByText('Anonymous Traveler').waitFor()
    await page.getByRole('button', { name: 'Edit name' }).click()
    await page.getByLabel('Display name').fill('Morning Star')
    // Without a network the save fails with the spec's toast and the editor stays open.
    await context.setOffline(true)
    await page.getByRole('button', { name: 'Save' }).click()
    expect(await toastText(page)).toContain('Failed to update profile')
    expect(await page.getByLabel('Display name').inputValue()).toBe('Morning Star')
    await context.setOffline(false)
    await page.getByRole('button', { name: 'Save' }).click()
    await expect.poll(() => toastText(page), WAIT).toContain('Profile updated successfully!')
    await page.getByText('Morning Star').waitFor()
    expect(
      await page.getByRole('button', { name: 'Edit name' }).evaluate((el) => el === document.activeElement),
    ).toBe(true)
    // Saving the name records no reading.
    expect((await figures.innerText()).replace(/\s+/g, ' ')).toContain('Sessions 2')
    await page.reload()
    await page.getByText('Morning Star').waitFor()
    expect(problems).toEqual([])
    await context.close()
  })
})

describe.each(VIEWPORTS)('Read tab on %s', (label, viewport) => {
  it('lists saved readings with tags, details, delete, the count badge and the last 8 locks', {
    timeout: 120_000,
  }, async () => {
    const { page, context, problems } = await visitor(browser(), viewport)
    await page.goto('/profile')
    await openTab(page, 'Read')
    await page.getByText('No saved readings yet').waitFor()
    await expect.poll(() => page.getByRole('tab', { name: /^Read/ }).innerText(), WAIT).toMatch(/Read\s*0/)
    await check(page, `${label} read empty`)

    const compass = await call(page, 'POST', '/api/save-reading', {
      readingType: 'compass',
      readingData: {
        compass: {
          scalarAlignment: { currentAlignment: 81.62, personalBaseline: 81.5, alignmentZone: 'elevated' },
        },
        luna: { message: 'The field is bright today; let it carry you gently.' },
        savedAt: new Date().toISOString(),
        scalarSnapshot: 81.62,
        timePhase: 'Resonance Ascendancy',
        energyLevel: 'Rising',
      },
      userTags: 'clarity, peaceful, aligned, shifting, intense',
      userNotes: 'A clear morning walk.',
    })
    expect(compass.status).toBe(201)
    const value = 80
    const emotional = await call(page, 'POST', '/api/emotional-state', {
      emotionalValue: value,
      codonIndex: codonIndexFromValue(value),
      descriptor: descriptorAt(codonIndexFromValue(value)),
      baseline: 81.5,
    })
    expect(emotional.status).toBeLessThan(300)
    const frequencies = [396, 417, 432, 444, 456, 468, 480, 492, 528.5]
    for (const [i, frequency] of frequencies.entries()) {
      const r = await call(page, 'POST', '/api/lock-frequency', { frequency, note: `Lock number ${i + 1}` })
      expect(r.status).toBe(201)
    }

    await page.reload()
    await page.getByRole('heading', { name: 'Saved Readings' }).waitFor()
    const rows = page.getByTestId('saved-reading')
    await expect.poll(() => rows.count(), WAIT).toBe(11)
    // The badge comes once the page has painted (web/src/routes/profile.tsx).
    await expect.poll(() => page.getByRole('tab', { name: /^Read/ }).innerText(), WAIT).toMatch(/Read\s*11/)

    // The compass row: 3 tags and '+2', notes, and its details behind a disclosure button.
    const compassRow = rows.filter({ hasText: 'Compass reading' })
    const tags = compassRow.getByRole('list', { name: 'Tags' }).locator('li')
    expect(await tags.count()).toBe(4)
    expect((await tags.allInnerTexts()).slice(0, 3)).toEqual(['clarity', 'peaceful', 'aligned'])
    expect(await tags.nth(3).innerText()).toContain('+2')
    expect(await compassRow.innerText()).toContain('A clear morning walk.')
    const details = compassRow.getByRole('button', { name: /Show details/ })
    expect(await details.getAttribute('aria-expanded')).toBe('false')
    expect(await compassRow.innerText()).not.toContain("Luna's message")
    await details.click()
    expect(await compassRow.getByRole('button', { name: /Hide details/ }).getAttribute('aria-expanded')).toBe(
      'true',
    )
    const compassText = (await compassRow.innerText()).replace(/\s+/g, ' ')
    expect(compassText).toContain('Alignment ξ 81.62')
    expect(compassText).toContain('Phase Resonance Ascendancy')
    expect(compassText).toContain('Energy Rising')
    expect(compassText).toContain('The field is bright today; let it carry you gently.')

    const emotionalRow = rows.filter({ hasText: 'Emotional check-in' })
    await emotionalRow.getByRole('button', { name: /Show details/ }).click()
    const emotionalText = (await emotionalRow.innerText()).replace(/\s+/g, ' ')
    expect(emotionalText).toContain(`Feeling ${descriptorAt(codonIndexFromValue(value))}`)
    expect(emotionalText).toContain('Tier Peak Flow')
    expect(emotionalText).toContain('New baseline ξ 81.56')
    expect(emotionalText).toContain('Recommendations')

    const lockRow = rows.filter({ hasText: '528.5 Hz' })
    await lockRow.getByRole('button', { name: /Show details/ }).click()
    expect((await lockRow.innerText()).replace(/\s+/g, ' ')).toContain('Frequency 528.5 Hz')
    expect(await lockRow.innerText()).toContain('Lock number 9')
    await check(page, `${label} read expanded`)

    // The last 8 locks, newest first: the first one locked is not among them.
    const locks = page.getByTestId('frequency-locks').locator('li')
    expect(await locks.count()).toBe(8)
    const hzShown = (await locks.allInnerTexts()).map((t) => t.split(/\sHz/)[0]?.trim())
    expect(hzShown).toEqual(['528.5', '492', '480', '468', '456', '444', '432', '417'])
    expect(await page.getByTestId('frequency-locks').innerText()).toContain('Lock number 9')

    // Delete asks in place; 'Keep it' keeps; 'Yes, delete' removes with the spec's toast.
    await compassRow.getByRole('button', { name: /^Delete/ }).click()
    await compassRow.getByText('Delete this reading?').waitFor()
    await check(page, `${label} read confirm delete`)
    await compassRow.getByRole('button', { name: 'Keep it' }).click()
    expect(await rows.count()).toBe(11)
    await compassRow.getByRole('button', { name: /^Delete/ }).click()
    // Without a network the delete fails with the spec's toast and the reading stays.
    await context.setOffline(true)
    await compassRow.getByRole('button', { name: 'Yes, delete' }).click()
    const failed = await toastText(page)
    expect(failed).toContain('Delete Failed')
    expect(failed).toContain('Unable to delete reading. Please try again.')
    expect(await rows.count()).toBe(11)
    await context.setOffline(false)
    await compassRow.getByRole('button', { name: 'Yes, delete' }).click()
    await expect.poll(() => toastText(page), WAIT).toContain('Reading Deleted')
    expect(await toastText(page)).toContain('The reading has been removed from your history.')
    await expect.poll(() => rows.count(), WAIT).toBe(10)
    // Focus is not lost with the deleted row: it moves to the list's heading.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent?.trim()), WAIT)
      .toBe('Saved Readings')
    await expect.poll(() => page.getByRole('tab', { name: /^Read/ }).innerText(), WAIT).toMatch(/Read\s*10/)
    await page.reload()
    await page.getByRole('heading', { name: 'Saved Readings' }).waitFor()
    await expect.poll(() => rows.count(), WAIT).toBe(10)
    expect(await rows.filter({ hasText: 'Compass reading' }).count()).toBe(0)
    await check(page, `${label} read after delete`)

    // One tag of 272 letters with no space: the row stays as wide as the screen, the tag is cut
    // short with its whole text kept as a tooltip, and the row's buttons stay in reach.
    const longTag = 'x'.repeat(272)
    expect(
      (
        await call(page, 'POST', '/api/save-reading', {
          readingType: 'compass',
          readingData: {},
          userTags: longTag,
        })
      ).status,
    ).toBe(201)
    await page.reload()
    const longRow = rows.filter({ hasText: 'Compass reading' })
    await longRow.waitFor(WAIT)
    await check(page, `${label} read long tag`)
    expect(await longRow.getByRole('list', { name: 'Tags' }).locator('li').getAttribute('title')).toBe(
      longTag,
    )
    await longRow.getByRole('button', { name: /^Delete/ }).click({ trial: true, timeout: 2_000 })
    expect(problems).toEqual([])
    await context.close()
  })
})

describe.each(VIEWPORTS)('Codons tab on %s', (label, viewport) => {
  it('searches, filters by element, counts, and plays one tone at a time', { timeout: 120_000 }, async () => {
    const { page, context, problems } = await visitor(browser(), viewport)
    await context.addInitScript(fakeAudio)
    await page.goto('/profile')
    await openTab(page, 'Codons')
    const count = page.getByTestId('codon-count')
    await expect.poll(() => count.textContent(), WAIT).toBe('Showing 64 of 64 codons')
    expect(await page.getByTestId('codon-card').count()).toBe(64)
    await check(page, `${label} codons`)

    // Every element filter keeps exactly the codons with a tag in its set.
    for (const element of ELEMENT_FILTERS) {
      await page.getByRole('button', { name: element, exact: true }).click()
      const expected = filterCodons(CODONS, '', element).map((c) => c.codon)
      await expect.poll(() => count.textContent(), WAIT).toBe(`Showing ${expected.length} of 64 codons`)
      expect(
        await page.getByRole('button', { name: element, exact: true }).getAttribute('aria-pressed'),
      ).toBe('true')
      const shown = await page.getByTestId('codon-card').locator('p.font-mono').allInnerTexts()
      expect(shown.sort()).toEqual([...expected].sort())
    }
    await page.getByRole('button', { name: 'All', exact: true }).click()

    // Search by codon, by name, and to nothing.
    const search = page.getByLabel('Search codons')
    await search.fill('UUU')
    await expect.poll(() => count.textContent(), WAIT).toBe('Showing 1 of 64 codons')
    expect(await page.getByTestId('codon-card').innerText()).toContain('The Creative')
    const water = CODONS.find((c) => c.tags.includes('healing'))
    await search.fill('healing')
    await expect
      .poll(() => count.textContent(), WAIT)
      .toBe(`Showing ${filterCodons(CODONS, 'healing', 'All').length} of 64 codons`)
    expect(await page.getByTestId('codon-card').locator('p.font-mono').allInnerTexts()).toContain(
      water?.codon,
    )
    await search.fill('no such codon anywhere')
    await page.getByText('No codons found').waitFor()
    expect(await count.textContent()).toBe('Showing 0 of 64 codons')
    await check(page, `${label} no codons found`)
    await page.getByRole('button', { name: 'Clear search and filter' }).click()
    await expect.poll(() => count.textContent(), WAIT).toBe('Showing 64 of 64 codons')

    // A card shows at most 3 tags and a '+N'.
    const many = CODONS.find((c) => c.tags.length > 3)
    if (many) {
      await search.fill(many.codon)
      await expect
        .poll(() => count.textContent(), WAIT)
        .toBe(`Showing ${filterCodons(CODONS, many.codon, 'All').length} of 64 codons`)
      const card = page
        .getByTestId('codon-card')
        .filter({ has: page.locator('p.font-mono', { hasText: many.codon }) })
      const chips = card.getByRole('list', { name: 'Tags' }).locator('li')
      expect(await chips.count()).toBe(4)
      expect(await chips.nth(3).innerText()).toContain(`+${many.tags.length - 3}`)
      await search.fill('')
    }

    // One tone at a time: starting a second codon stops the first.
    const [a, b] = [CODONS[0], CODONS[1]]
    if (!a || !b) throw new Error('codons missing')
    const playA = page.getByRole('button', { name: new RegExp(`^Play ${a.frequency} Hz ${a.codon}$`) })
    const recorded = page.waitForRequest(
      (r) => r.url().endsWith('/api/codon-interaction') && r.method() === 'POST',
    )
    await playA.click()
    const body = (await recorded).postDataJSON()
    expect(body).toEqual({ codon: a.codon, interactionType: 'frequency_play', duration: 3 })
    const cardA = page
      .getByTestId('codon-card')
      .filter({ has: page.locator('p.font-mono', { hasText: a.codon }) })
    await cardA.getByRole('button', { name: /Playing\.\.\./ }).waitFor()
    expect(await cardA.getByRole('button', { name: /Playing\.\.\./ }).getAttribute('aria-disabled')).toBe(
      'true',
    )
    await page.getByRole('button', { name: new RegExp(`^Play ${b.frequency} Hz ${b.codon}$`) }).click()
    const cardB = page
      .getByTestId('codon-card')
      .filter({ has: page.locator('p.font-mono', { hasText: b.codon }) })
    await cardB.getByRole('button', { name: /Playing\.\.\./ }).waitFor()
    expect(await page.getByRole('button', { name: /Playing\.\.\./ }).count()).toBe(1)
    const tones = await page.evaluate(
      () =>
        (window as unknown as { __tones: { frequency: number; start: number; stops: number[] }[] }).__tones,
    )
    expect(tones.map((t) => t.frequency)).toEqual([a.frequency, b.frequency])
    // The first tone was stopped early (before its 3 seconds), the second was not.
    const [first, second] = tones
    expect(Math.min(...(first?.stops ?? [])) - (first?.start ?? 0)).toBeLessThan(2.9)
    expect(Math.min(...(second?.stops ?? [])) - (second?.start ?? 0)).toBeGreaterThanOrEqual(3)
    // After 3 seconds the button is idle again.
    await cardB
      .getByRole('button', { name: new RegExp(`^Play ${b.frequency} Hz`) })
      .waitFor({ timeout: 5000 })
    expect(await page.getByRole('button', { name: /Playing\.\.\./ }).count()).toBe(0)
    await check(page, `${label} codons after playing`)

    // The codon history: the codons played, newest first, kept over a reload; a tap finds one.
    const recent = page.getByTestId('recent-codons')
    await expect
      .poll(async () => recent.getByRole('listitem').allInnerTexts(), WAIT)
      .toEqual([b.codon, a.codon])
    await page.reload()
    await openTab(page, 'Codons')
    await expect
      .poll(async () => recent.getByRole('listitem').allInnerTexts(), WAIT)
      .toEqual([b.codon, a.codon])
    await recent.getByRole('button', { name: `Find ${a.codon} in the library` }).click()
    await expect.poll(() => count.textContent(), WAIT).toBe('Showing 1 of 64 codons')
    expect(await search.inputValue()).toBe(a.codon)

    // Sound off is remembered: Play then starts no tone and says why; on again, it plays.
    const sound = page.getByRole('switch', { name: 'Sound' })
    expect(await sound.getAttribute('aria-checked')).toBe('true')
    await sound.click()
    expect(await page.evaluate(() => localStorage.getItem('luna_audio_enabled'))).toBe('0')
    await page.reload()
    await openTab(page, 'Codons')
    expect(await page.getByRole('switch', { name: 'Sound' }).getAttribute('aria-checked')).toBe('false')
    const tonesBefore = await page.evaluate(
      () => (window as unknown as { __tones: unknown[] }).__tones.length,
    )
    await page.getByRole('button', { name: new RegExp(`^Play ${a.frequency} Hz ${a.codon}$`) }).click()
    expect(await toastText(page)).toContain('Sound Is Off')
    expect(await page.evaluate(() => (window as unknown as { __tones: unknown[] }).__tones.length)).toBe(
      tonesBefore,
    )
    await check(page, `${label} codons with sound off`)
    await page.getByRole('switch', { name: 'Sound' }).click()
    await page.getByRole('button', { name: new RegExp(`^Play ${a.frequency} Hz ${a.codon}$`) }).click()
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __tones: unknown[] }).__tones.length), WAIT)
      .toBe(tonesBefore + 1)
    expect(problems).toEqual([])
    await context.close()
  })
})
