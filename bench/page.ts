// What the first page costs: every script and stylesheet a fresh browser loads for a URL, gzipped
// (level 6, as a CDN would serve it), and Lighthouse (mobile defaults) for a URL.
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import puppeteer from 'puppeteer-core'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/run.ts'

export interface PageWeight {
  jsGzip: number
  cssGzip: number
  files: { url: string; type: string; gzip: number }[]
}

/** Loads `url` in a fresh profile (optionally with local storage seeded) and weighs its JS and CSS. */
export async function weighPage(url: string, storage: Record<string, string> = {}): Promise<PageWeight> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] })
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    if (Object.keys(storage).length > 0) {
      await context.addInitScript((entries: Record<string, string>) => {
        for (const [k, v] of Object.entries(entries))
          if (localStorage.getItem(k) === null) localStorage.setItem(k, v)
      }, storage)
    }
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
    const sum = (t: string) => files.filter((f) => f.type === t).reduce((s, f) => s + f.gzip, 0)
    return { jsGzip: sum('script'), cssGzip: sum('stylesheet'), files }
  } finally {
    await browser.close()
  }
}

export interface LighthouseFigures {
  performance: number
  accessibility: number
  bestPractices: number
  lcpMs: number
}

/** Lighthouse with its mobile defaults (simulated throttling) on `url`, storage seeded when given. */
export async function runLighthouse(
  url: string,
  storage: Record<string, string> = {},
): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  })
  try {
    if (Object.keys(storage).length > 0) {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
      const page = await browser.newPage()
      await page.goto(new URL('/help', url).href)
      await page.evaluate((entries: Record<string, string>) => {
        for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v)
      }, storage)
      await page.close()
      await browser.disconnect()
    }
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: Object.keys(storage).length > 0,
    })
    const lhr = result?.lhr
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`)
    return {
      performance: lhr.categories.performance?.score ?? 0,
      accessibility: lhr.categories.accessibility?.score ?? 0,
      bestPractices: lhr.categories['best-practices']?.score ?? 0,
      lcpMs: Math.round(Number(lhr.audits['largest-contentful-paint']?.numericValue ?? 0)),
    }
  } finally {
    chrome.kill()
  }
}
