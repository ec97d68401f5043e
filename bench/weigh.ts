// What a page's first load costs: every script (its inline ones included) and stylesheet a fresh
// browser loads for a URL, gzipped at level 6, as a CDN would serve it. `npm run bench` weighs the
// first page and the compass with it; test/e2e/budgets.test.ts holds the first page to its budget.
import { gzipSync } from 'node:zlib'
import { type Browser, chromium } from 'playwright-core'
import { BENCH_CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/run.ts'
import { keepStorage } from './seed.ts'

/** The first page's (`/onboarding`) JavaScript budget, gzipped (README, "Figures"). */
export const FIRST_PAGE_JS_BUDGET = 125 * 1024
/** The onboarded compass's cold JavaScript budget, gzipped (README, "Figures"). */
export const COMPASS_JS_BUDGET = 175 * 1024

export interface PageWeight {
  jsGzip: number
  cssGzip: number
  files: { url: string; type: string; gzip: number }[]
}

/**
 * Loads `url` in a fresh profile (optionally with local storage seeded, and a browser speaking
 * `language`, which its Accept-Language says) and weighs its JS and CSS: in a browser of its own, or
 * in a new context of `shared` (the browser tests' browser).
 */
export async function weighPage(
  url: string,
  storage: Record<string, string> = {},
  shared?: Browser,
  language?: string,
): Promise<PageWeight> {
  const browser =
    shared ?? (await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...BENCH_CHROMIUM_ARGS] }))
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    ...(language ? { locale: language } : {}),
  })
  try {
    if (Object.keys(storage).length > 0) await keepStorage(context, storage)
    const page = await context.newPage()
    const files: PageWeight['files'] = []
    const pending: Promise<void>[] = []
    page.on('response', (res) => {
      const type = res.request().resourceType()
      if (type !== 'script' && type !== 'stylesheet') return
      pending.push(
        res
          .body()
          .then((body) => {
            files.push({ url: new URL(res.url()).pathname, type, gzip: gzipSync(body, { level: 6 }).length })
          })
          .catch(() => undefined),
      )
    })
    await page.goto(url, { waitUntil: 'networkidle' })
    await Promise.all(pending)
    // The page's own inline scripts are JavaScript loaded cold too (the first frame's carries
    // today's card rules, docs/decisions/031-today-card-in-the-first-frame.md).
    const inline = await page.evaluate(() =>
      [...document.querySelectorAll('script:not([src])')]
        .filter((s) => ['', 'module', 'text/javascript'].includes(s.getAttribute('type') ?? ''))
        .map((s) => s.textContent ?? ''),
    )
    for (const [i, code] of inline.entries())
      files.push({
        url: `(inline script ${i + 1})`,
        type: 'script',
        gzip: gzipSync(code, { level: 6 }).length,
      })
    const sum = (t: string) => files.filter((f) => f.type === t).reduce((s, f) => s + f.gzip, 0)
    return { jsGzip: sum('script'), cssGzip: sum('stylesheet'), files }
  } finally {
    await context.close()
    if (!shared) await browser.close()
  }
}
