// The JavaScript a fresh browser loads cold, gzipped (bench/weigh.ts), against the README's budgets:
// the first page within its 125 KB, the onboarded compass within its 175 KB (README, "Figures").
import { describe, expect, it } from 'vitest'
import { onboardedStorage } from '../../bench/seed.ts'
import { COMPASS_JS_BUDGET, FIRST_PAGE_JS_BUDGET, type PageWeight, weighPage } from '../../bench/weigh.ts'
import { baseURL, openSession, PHONE, setupBrowser } from './browser.ts'

const browser = setupBrowser()

const listed = (w: PageWeight) =>
  w.files
    .filter((f) => f.type === 'script')
    .sort((a, b) => b.gzip - a.gzip)
    .map((f) => `${f.url} ${(f.gzip / 1024).toFixed(1)} KB`)
    .join(', ')

describe('JavaScript loaded cold', () => {
  it('is within the first page’s budget on /onboarding', async () => {
    const weight = await weighPage(`${baseURL()}/onboarding`, {}, browser())
    expect(weight.jsGzip, listed(weight)).toBeLessThanOrEqual(FIRST_PAGE_JS_BUDGET)
  })

  it('is within the compass’s budget on the onboarded compass', async () => {
    const weight = await weighPage(`${baseURL()}/compass`, onboardedStorage(), browser())
    expect(weight.jsGzip, listed(weight)).toBeLessThanOrEqual(COMPASS_JS_BUDGET)
  })
})

// docs/decisions/060-intl-data-off-the-main-thread.md: the renderer's Intl data is loaded by a worker
// while the app's code loads, so that the compass's first date or time does not stall its render.
describe("Intl's data", () => {
  it('is loaded by a worker of the page’s own origin that ends by itself, refused by no policy', async () => {
    const { page, context } = await openSession(browser(), PHONE)
    await context.addInitScript((entries: Record<string, string>) => {
      for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v)
    }, onboardedStorage())
    const refused: string[] = []
    page.on('console', (msg) => {
      if (/Content.Security.Policy|Refused to/i.test(msg.text())) refused.push(msg.text())
    })
    // Each worker the page starts, with whether it has ended (listened to from its start).
    const workers: { url: string; closed: Promise<void> }[] = []
    page.on('worker', (worker) =>
      workers.push({
        url: worker.url(),
        closed: new Promise((resolve) => worker.on('close', () => resolve())),
      }),
    )
    await page.goto('/compass')
    await expect.poll(() => workers.length).toBe(1)
    const [warm] = workers
    expect(new URL(warm?.url ?? '').origin).toBe(new URL(baseURL()).origin)
    expect(warm?.url).toMatch(/\/assets\/intl-warm\.worker-[\w-]+\.js$/)
    // It closes itself once the data is loaded: no thread is left running for the page's life.
    await warm?.closed
    await page.getByTestId('today-card').waitFor()
    expect(refused).toEqual([])
    await context.close()
  })
})
