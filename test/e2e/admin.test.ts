// The admin analytics dashboard (docs/decisions/008-admin-and-analytics.md, docs/decisions/008-admin-and-analytics.md): the server-checked password gate,
// every section with figures seeded through the public API, the session lifecycle (reload, logout,
// forged, ended and expired cookies), phones, keyboard, axe, and recharts loading only after unlock.
import { beforeAll, describe, expect, it } from 'vitest'
import { ARCHETYPE_WORDS_DE } from '../../domain/content/de/archetypes.ts'
import { stabilityColor } from '../../domain/luna-engine.ts'
import {
  adminPassword,
  adminSessionStatus,
  dashboardShown,
  figure,
  gateShown,
  rowCells,
  type Seed,
  seedVisitors,
  serverAnalytics,
  submitPassword,
  unlock,
  waitForToast,
  watchAnalytics,
  watchForCharts,
} from './admin-helpers.ts'
import {
  baseURL,
  DESKTOP,
  expectAccessible,
  expectAccessibleLayout,
  expectHeadingInEveryFrame,
  layoutShifts,
  openSession,
  PHONE,
  recordHeadingFrames,
  recordLayoutShifts,
  settled,
  setupBrowser,
  toastText,
  VIEWPORTS,
  withoutScripts,
} from './browser.ts'

const browser = setupBrowser()
let seed: Seed
beforeAll(async () => {
  seed = await seedVisitors()
})

const fmt = (n: number | null, digits = 0) =>
  n === null
    ? '—'
    : n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })

describe.each(VIEWPORTS)('the analytics dashboard on %s', (label, viewport) => {
  it('refuses a wrong password, then shows every section with the seeded figures; recharts loads only after unlocking', async () => {
    const { page, context, problems } = await openSession(browser(), viewport)
    const charts = watchForCharts(page)
    const shown = watchAnalytics(page)
    await page.goto('/analytics')
    const field = page.getByLabel('Admin password')
    await field.waitFor()
    expect(await field.getAttribute('autocomplete')).toBe('current-password')
    expect(await field.getAttribute('type')).toBe('password')
    await page.getByRole('button', { name: 'Show password' }).click()
    expect(await field.getAttribute('type')).toBe('text')
    await page.getByRole('button', { name: 'Hide password' }).click()
    expect(await field.getAttribute('type')).toBe('password')
    await expectAccessibleLayout(page, `${label} gate`)

    await submitPassword(page, 'not-the-password')
    const denied = await toastText(page)
    expect(denied).toContain('Access Denied')
    expect(denied).toContain('Invalid password. Please try again.')
    expect(await field.inputValue()).toBe('')
    expect(await field.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(await adminSessionStatus(page)).toBe(401)
    await expectAccessible(page, `${label} gate after a wrong password`)
    expect(await charts.loaded(), 'recharts was loaded before unlocking').toBe(false)

    await submitPassword(page, adminPassword())
    expect(await waitForToast(page, 'Access Granted')).toContain('Access Granted')
    await dashboardShown(page)
    const server = await serverAnalytics(page)
    expect(server.status).toBe(200)
    // The figures on screen are those of the answer the dashboard received.
    const analytics = await shown.last()

    // Summary: what the server computed, including the seeded visitors.
    expect(analytics.summary.totalArchetypes).toBeGreaterThanOrEqual(3)
    expect(analytics.summary.todayActiveUsers).toBeGreaterThanOrEqual(3)
    expect(analytics.summary.todayEmotionalReadings).toBeGreaterThanOrEqual(2)
    expect(await figure(page, 'Total archetypes')).toBe(fmt(analytics.summary.totalArchetypes))
    expect(await figure(page, 'Active users today')).toBe(fmt(analytics.summary.todayActiveUsers))
    // Visitors not established yet (every other test's) are shown apart.
    expect(await figure(page, 'New visitors today')).toBe(fmt(analytics.summary.todayNewVisitors))
    expect(await figure(page, 'Average scalar ξ today')).toBe(fmt(analytics.summary.todayAvgScalar, 3))
    expect(await figure(page, 'Emotional readings today')).toBe(fmt(analytics.summary.todayEmotionalReadings))
    expect(await figure(page, 'Luna stability today')).toContain(fmt(analytics.summary.todayLunaStability, 1))
    await expect
      .poll(() =>
        page
          .getByText(
            `Data since ${new Date(`${analytics.dataStartDate}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' })}`,
          )
          .isVisible(),
      )
      .toBe(true)
    await expect.poll(() => page.getByText(/Generated at \d{1,2}:\d{2}:\d{2}/).isVisible()).toBe(true)

    // Archetype distribution: chart and table, as the server computed them (other tests' visitors
    // may share the seeded archetypes, whose names are the server's own).
    for (const [name, atLeast] of [
      [seed.pattern, 2],
      [seed.quiet, 1],
    ] as const) {
      const row = analytics.archetypeDistribution.find((d) => d.archetypeName === name)
      expect(row?.userCount ?? 0).toBeGreaterThanOrEqual(atLeast)
      expect(await rowCells(page, 'Archetype distribution table', name)).toEqual([
        name,
        fmt(row?.userCount ?? 0),
        fmt(row?.avgBirthScalar ?? null, 3),
        fmt(row?.avgCombinedBaseline ?? null, 3),
      ])
    }
    await page.locator('[data-chart="distribution"] .recharts-wrapper > svg.recharts-surface').waitFor()

    // Recent activity: 14 UTC days, newest first, today counting the seeded visitors.
    const activity = page.getByRole('region', { name: 'Recent activity table' })
    expect(await activity.locator('tbody tr').count()).toBe(14)
    const today = new Date().toISOString().slice(0, 10)
    expect(await activity.locator('tbody tr').first().locator('time').getAttribute('datetime')).toBe(today)
    const todayRow = analytics.recentActivity.find((d) => d.date === today)
    expect(todayRow?.activeUsers).toBeGreaterThanOrEqual(3)
    const todayCells = await activity.locator('tbody tr').first().locator('td').allInnerTexts()
    expect(todayCells.slice(0, 3)).toEqual([
      fmt(todayRow?.activeUsers ?? 0),
      fmt(todayRow?.newVisitors ?? 0),
      fmt(todayRow?.totalActivities ?? 0),
    ])
    await page.locator('[data-chart="activity"] .recharts-wrapper > svg.recharts-surface').waitFor()

    // Luna quality: 4 interactions; stability is the server's, from each scalar (docs/rules/collective.md),
    // each session weighing once by its median: the row shows the API's figures in their colour bands.
    const quality = await rowCells(page, 'Luna quality by page table', seed.page)
    expect(quality.slice(0, 2)).toEqual([seed.page, '4'])
    const row = analytics.lunaQuality.find((q) => q.page === seed.page)
    const figures = [row?.avgStability, row?.minStability, row?.maxStability].map((v) => v ?? Number.NaN)
    expect(figures.every(Number.isFinite)).toBe(true)
    expect(quality.slice(2).map((c) => c.split(' ')[0])).toEqual(figures.map((v) => v.toFixed(1)))
    // The seeded scalars spread the sessions' stabilities: the lowest and highest differ.
    expect(row?.minStability).toBeLessThan(row?.maxStability ?? 0)
    const bands = page
      .getByRole('region', { name: 'Luna quality by page table' })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: seed.page, exact: true }) })
      .locator('[data-band]')
    expect(await bands.evaluateAll((els) => els.map((e) => e.getAttribute('data-band')))).toEqual(
      figures.map((v) => stabilityColor(v)),
    )

    // Emotional patterns: at least the seeded check-ins (40 and 80), as the server computed them.
    for (const name of [seed.pattern, seed.quiet]) {
      const row = analytics.emotionalPatterns.find((e) => e.archetypeName === name)
      expect(await rowCells(page, 'Emotional patterns table', name)).toEqual([
        name,
        fmt(row?.readingCount ?? 0),
        fmt(row?.avgEmotionalState ?? null, 1),
      ])
    }
    expect(
      analytics.emotionalPatterns.find((e) => e.archetypeName === seed.pattern)?.readingCount,
    ).toBeGreaterThanOrEqual(2)

    expect(await charts.loaded(), 'recharts should load once unlocked').toBe(true)
    await expectAccessibleLayout(page, `${label} dashboard`)
    expect(problems).toEqual([])
    await context.close()
  })
})

// The analytics name archetypes by English's names; the dashboard says them in the language spoken.
describe('the dashboard in German', () => {
  it('names the seeded archetypes in German in its tables', async () => {
    const { page, context } = await openSession(browser(), PHONE, { locale: 'de-DE' })
    await page.goto('/analytics')
    await page.getByLabel('Admin-Passwort').fill(adminPassword())
    await page.getByRole('button', { name: 'Dashboard entsperren' }).click()
    const german = (id: number) => ARCHETYPE_WORDS_DE.archetypes[id - 1]?.name ?? ''
    const [pattern, quiet] = [german(29), german(31)]
    expect(pattern).not.toBe(seed.pattern)
    for (const name of [pattern, quiet])
      expect((await rowCells(page, 'Tabelle der Verteilung der Archetypen', name))[0]).toBe(name)
    expect((await rowCells(page, 'Tabelle der Gefühlsmuster', pattern))[0]).toBe(pattern)
    await context.close()
  })
})

describe('the gate before the app’s code arrives', () => {
  // Painted before the app (docs/decisions/069): the gate's title and introduction for a browser
  // session that has not unlocked the dashboard; only the page header for one that has, whose app
  // first confirms the session with the server.
  it('paints the gate’s title and introduction, then the app’s gate takes over with nothing moving', async () => {
    const { page, context, problems } = await openSession(browser(), PHONE)
    await withoutScripts(context, async () => {
      await page.goto('/analytics')
      await page.getByRole('heading', { name: 'Admin access', level: 2 }).waitFor()
      await page.getByText('The analytics dashboard is for the team running Luna.').waitFor()
      // The password field is the app's: nothing typed before it comes could be lost.
      expect(await page.getByLabel('Admin password').count()).toBe(0)
      expect(await page.locator('footer').isHidden()).toBe(true)
    })
    await recordHeadingFrames(context, 'Admin access')
    await recordLayoutShifts(context)
    await page.reload()
    await gateShown(page)
    await settled(page)
    expect(await layoutShifts(page)).toEqual([])
    await expectHeadingInEveryFrame(page)

    // A session that unlocked the dashboard: the header alone until the app has asked the server.
    await page.evaluate(() => sessionStorage.setItem('luna_analytics_authorized', 'true'))
    await withoutScripts(context, async () => {
      await page.reload()
      await page.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor()
      await page.getByText('Loading page').first().waitFor({ state: 'attached' })
      expect(await page.locator('main h2').count()).toBe(0)
    })
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('the admin session', () => {
  it('stays unlocked on reload, and logging out locks it (for the server too)', async () => {
    const { page, context } = await openSession(browser(), DESKTOP)
    await unlock(page)
    await page.reload()
    await dashboardShown(page)
    expect(await page.getByLabel('Admin password').count()).toBe(0)

    await page.getByRole('button', { name: 'Log out' }).click()
    await gateShown(page)
    expect(await adminSessionStatus(page)).toBe(401)
    expect(await page.getByLabel('Admin password').evaluate((el) => el === document.activeElement)).toBe(true)
    await page.reload()
    await gateShown(page)
    await context.close()
  })

  it('returns to the gate when the cookie is forged', async () => {
    const { page, context } = await openSession(browser(), PHONE)
    await unlock(page)
    await context.clearCookies()
    await context.addCookies([
      {
        name: '__Host-admin',
        value: crypto.randomUUID().replaceAll('-', ''),
        domain: new URL(baseURL()).hostname,
        path: '/',
        secure: true,
        httpOnly: true,
        sameSite: 'Strict',
      },
    ])
    await page.reload()
    await gateShown(page)
    await expect
      .poll(() =>
        page.getByText('Your admin session has ended. Please enter the password again.').isVisible(),
      )
      .toBe(true)
    expect(await adminSessionStatus(page)).toBe(401)
    await expectAccessible(page, 'gate after a forged cookie')
    await context.close()
  })

  it('returns to the gate when the server session has ended, and when the cookie has expired', async () => {
    // Browser A logs in and keeps a copy of its cookie, then logs out: the server forgets that session.
    const a = await openSession(browser(), DESKTOP)
    await unlock(a.page)
    const [ended] = await a.context.cookies()
    if (!ended) throw new Error('no admin cookie was set')
    expect(ended).toMatchObject({ name: '__Host-admin', httpOnly: true, secure: true, sameSite: 'Strict' })
    await a.page.getByRole('button', { name: 'Log out' }).click()
    await gateShown(a.page)
    await a.context.close()

    // Browser B, unlocked, is handed that ended session's cookie.
    const b = await openSession(browser(), DESKTOP)
    await unlock(b.page)
    await b.context.clearCookies()
    await b.context.addCookies([
      {
        name: ended.name,
        value: ended.value,
        domain: new URL(baseURL()).hostname,
        path: '/',
        secure: true,
        httpOnly: true,
        sameSite: 'Strict',
      },
    ])
    await b.page.reload()
    await gateShown(b.page)
    expect(await adminSessionStatus(b.page)).toBe(401)

    // Unlocked again, then the cookie expires in the browser.
    await submitPassword(b.page, adminPassword())
    await dashboardShown(b.page)
    const [live] = await b.context.cookies()
    if (!live) throw new Error('no admin cookie was set')
    await b.context.addCookies([
      {
        name: live.name,
        value: live.value,
        domain: new URL(baseURL()).hostname,
        path: '/',
        secure: true,
        httpOnly: true,
        sameSite: 'Strict',
        expires: Math.floor(Date.now() / 1000) - 60,
      },
    ])
    await b.page.getByRole('button', { name: 'Refresh' }).click()
    await gateShown(b.page)
    await expect
      .poll(() =>
        b.page.getByText('Your admin session has ended. Please enter the password again.').isVisible(),
      )
      .toBe(true)
    await b.context.close()
  })
})
