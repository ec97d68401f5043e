// Debian's Chromium driven by playwright-core (never a downloaded browser), with helpers for
// phones, axe checks, sideways-scroll checks and CSP reports.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { expect, inject } from 'vitest'

export const baseURL = (): string => inject('baseURL')
export const PHONE = { width: 390, height: 844 } as const
export const DESKTOP = { width: 1280, height: 900 } as const

const require = createRequire(import.meta.url)
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  })
}

export interface Session {
  context: BrowserContext
  page: Page
  /** CSP violations and uncaught page errors seen so far. */
  problems: string[]
}

/** A fresh browser profile (empty storage) at the given viewport. */
export async function openSession(
  browser: Browser,
  viewport: { width: number; height: number } = DESKTOP,
  options: Parameters<Browser['newContext']>[0] = {},
): Promise<Session> {
  const context = await browser.newContext({ baseURL: baseURL(), viewport, ...options })
  const page = await context.newPage()
  const problems: string[] = []
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`))
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content.Security.Policy|Refused to/i.test(msg.text()))
      problems.push(`csp: ${msg.text()}`)
  })
  return { context, page, problems }
}

/** Runs axe on the page: no serious or critical violation. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  await page.evaluate(AXE_SOURCE)
  const result = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>
        }
      }
    ).axe
    const r = await axe.run(document, { resultTypes: ['violations'] })
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
    }))
  })
  const serious = result.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious, `${label}: ${JSON.stringify(serious, null, 1)}`).toEqual([])
}

/** The page does not scroll sideways. */
export async function expectNoSidewaysScroll(page: Page, label: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow, `${label} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0)
}

/** Visible text of the first toast on screen. */
export async function toastText(page: Page): Promise<string> {
  const t = page.locator('[role="status"], [role="alert"]').filter({ hasText: /\S/ }).last()
  await t.waitFor({ state: 'visible' })
  return (await t.innerText()).replace(/\s+/g, ' ').trim()
}

/** Seeds browser storage as an onboarded visitor (through the real onboarding flow is in onboarding.test.ts). */
export async function onboardThroughUi(
  page: Page,
  name = 'Ada Lovelace',
  birthDate = '1990-06-15',
): Promise<void> {
  await page.goto('/onboarding')
  await page.getByRole('button', { name: 'Begin' }).click()
  await page.getByLabel('Your name').fill(name)
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByLabel('Birth date').fill(birthDate)
  await page.getByRole('button', { name: 'Continue' }).click()
  for (let q = 0; q < 5; q++) {
    await page.getByRole('radio').first().check()
    await page.getByRole('button', { name: q === 4 ? 'Complete Quiz' : 'Next' }).click()
  }
  await page.getByRole('button', { name: 'Begin Your Journey' }).click()
  await page.getByRole('button', { name: 'Enter the Compass' }).click()
}
