// Installing Luna (docs/decisions/018-installable-app.md): a manifest Chromium accepts, icons made at
// build time, the browser's install dialog behind an "Install Luna" button, and the iOS steps where
// no dialog exists.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { CHROMIUM_PATH, TEST_CHROMIUM_ARGS } from '../../scripts/run.ts'
import { baseURL, expectAccessibleLayout, openSession, PHONE, setupBrowser } from './browser.ts'

const browser = setupBrowser()

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

const IOS_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1'

describe('installing Luna', () => {
  it('has a manifest Chromium accepts, with icons of the sizes it names', async () => {
    // Installability is not judged in an incognito-like context: use a real profile directory.
    const dir = mkdtempSync(join(tmpdir(), 'luna-install-'))
    const context = await chromium.launchPersistentContext(dir, {
      executablePath: CHROMIUM_PATH,
      args: [...TEST_CHROMIUM_ARGS],
      viewport: PHONE,
      baseURL: baseURL(),
    })
    try {
      const page = context.pages()[0] ?? (await context.newPage())
      // The page as served names no manifest: the app links it once its first screen is drawn, so
      // that its fetch never competes with that screen (docs/decisions/029-manifest-after-the-first-screen.md).
      for (const path of ['/onboarding', '/compass']) {
        const html = await (await page.request.get(path)).text()
        expect(html, path).toContain('<div id="root">')
        expect(html, path).not.toContain('rel="manifest"')
        await page.goto(path)
        await expect.poll(() => page.locator('link[rel="manifest"]').count(), { message: path }).toBe(1)
      }
      await page.waitForLoadState('networkidle')
      const cdp = await context.newCDPSession(page)
      const { errors, data } = await cdp.send('Page.getAppManifest')
      expect(errors).toEqual([])
      const manifest = JSON.parse(data ?? '{}')
      expect(manifest).toMatchObject({
        name: 'Luna — your daily resonance compass',
        short_name: 'Luna',
        start_url: '/compass',
        display: 'standalone',
        theme_color: '#0b1020',
        background_color: '#0b1020',
      })
      expect(manifest.shortcuts.map((s: { url: string }) => s.url)).toEqual([
        '/compass',
        '/compass#checkin',
        '/calculator',
      ])
      await expect
        .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors)
        .toEqual([])
      for (const icon of manifest.icons as { src: string; sizes: string; type: string }[]) {
        const res = await page.request.get(icon.src)
        expect(res.status()).toBe(200)
        expect(res.headers()['content-type']).toBe('image/png')
        const { width, height } = pngSize(await res.body())
        expect(`${width}x${height}`).toBe(icon.sizes)
      }
      expect(manifest.icons.some((i: { purpose?: string }) => i.purpose === 'maskable')).toBe(true)
      const apple = await page.request.get('/apple-touch-icon-180x180.png')
      expect(pngSize(await apple.body())).toEqual({ width: 180, height: 180 })
    } finally {
      await context.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it("offers the browser's install dialog behind a button, and can be put away", async () => {
    const { page } = await openSession(browser(), PHONE)
    await page.goto('/onboarding')
    await page.getByRole('button', { name: 'Skip for now' }).click()
    await page.getByTestId('day-headline').waitFor()
    // Chromium fires beforeinstallprompt only after its engagement checks: stand in for it.
    const offerInstall = () =>
      page.evaluate(() => {
        const event = new Event('beforeinstallprompt', { cancelable: true }) as Event &
          Record<string, unknown>
        event.prompt = async () => {
          ;(window as unknown as Record<string, number>).__prompted = 1
        }
        event.userChoice = Promise.resolve({ outcome: 'accepted' })
        // false: the app took the offer (preventDefault) to show it at its own time.
        return dispatchEvent(event)
      })
    expect(await offerInstall()).toBe(false)
    const card = page.getByTestId('install-card')
    await card.waitFor()
    await expectAccessibleLayout(page, 'compass with the install card')
    await card.getByRole('button', { name: 'Install Luna' }).click()
    await expect
      .poll(() => page.evaluate(() => (window as unknown as Record<string, number>).__prompted))
      .toBe(1)
    // The browser's offer is used once: the card goes.
    await card.waitFor({ state: 'detached' })
    await page.reload()
    await page.getByTestId('day-headline').waitFor()
    await offerInstall()
    await card.waitFor()
    await card.getByRole('button', { name: 'Not now' }).click()
    await card.waitFor({ state: 'detached' })
    await page.reload()
    await page.getByTestId('day-headline').waitFor()
    await offerInstall()
    expect(await card.count()).toBe(0)
  })

  it('explains Add to Home Screen on iOS, where no dialog exists', async () => {
    const { page } = await openSession(browser(), PHONE, { userAgent: IOS_UA })
    await page.goto('/profile')
    const hint = page.getByTestId('ios-install-hint')
    await hint.waitFor()
    expect(await hint.innerText()).toMatch(/tap Share .* then Add to Home Screen/)
    expect(await page.getByRole('button', { name: 'Install Luna' }).count()).toBe(0)
  })
})
