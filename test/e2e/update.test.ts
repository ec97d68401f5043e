// "A new version of Luna is ready" (docs/decisions/019-offline-first.md): when a new service worker
// is deployed, the open app offers "Reload to update", never reloads by itself, and a tap on it
// brings the new version. A deploy is played on a copy of the built app served by its own server:
// the copy's service worker gains a line that answers which version it is.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { withLocalDatabases } from '../../scripts/d1.ts'
import { type Background, freePort, startServer } from '../../scripts/run.ts'
import { expectAccessible, openSession, PHONE, setupBrowser } from './browser.ts'

const browser = setupBrowser()
let server: Background | undefined
let dir = ''
let swFile = ''
let built = ''
let assets = ''
let port = 0

/** The copy of the app on its own server, always on the same port (the service worker's origin). */
function serve(): Promise<Background> {
  const url = `http://127.0.0.1:${port}`
  return startServer(
    'wrangler',
    [
      ...['dev', '--ip', '127.0.0.1', '--port', String(port), '--persist-to', dir, '--assets', assets],
      ...['--var', `CANONICAL_HOST:${url}`, '--var', 'NOAA_KP_URL:http://127.0.0.1:9/kp.json'],
    ],
    { url, timeoutMs: 180_000 },
  )
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'luna-e2e-update-'))
  assets = join(dir, 'client')
  cpSync(inject('assetsDir'), assets, { recursive: true })
  swFile = join(assets, 'sw.js')
  built = readFileSync(swFile, 'utf8')
  // Version 1 says which it is too, so the test asks the controller and waits for its answer.
  writeFileSync(swFile, versioned(1))
  await withLocalDatabases(dir)
  port = await freePort()
  server = await serve()
}, 240_000)

afterAll(async () => {
  await server?.stop()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

/**
 * Deploys "version N": the service worker file changes and the server restarts on the same origin,
 * as a deploy does (its assets' validators are made at start).
 */
async function deploy(version: number) {
  writeFileSync(swFile, versioned(version))
  await server?.stop()
  server = await serve()
}

/** The built service worker as version N: it answers 'vN' when asked 'version?'. */
const versioned = (version: number) =>
  `${built}\nself.addEventListener('message', (e) => { if (e.data === 'version?') e.source?.postMessage('v${version}') })\n`

/** The version the controlling service worker says it is (its answer, waited for). */
function controllerVersion(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const controller = navigator.serviceWorker.controller
        if (!controller) return resolve('none')
        navigator.serviceWorker.addEventListener('message', (e) => resolve(String(e.data)))
        controller.postMessage('version?')
      }),
  )
}

/**
 * Waits until the server serves version N's service worker, then asks the browser to look for a new
 * one now (the app also does it every hour).
 */
async function checkForUpdate(page: Page, version: number) {
  const url = `${server?.url}/sw.js`
  await expect
    .poll(async () => (await (await fetch(url, { cache: 'no-store' })).text()).includes(`'v${version}'`), {
      timeout: 30_000,
    })
    .toBe(true)
  await page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update()
  })
}

describe('a new version', () => {
  it('is offered with "Reload to update" and never reloads by itself', { timeout: 180_000 }, async () => {
    if (!server) throw new Error('no server')
    const { page, context, problems } = await openSession(browser(), PHONE, {
      baseURL: server.url,
      serviceWorkers: 'allow',
    })
    try {
      await page.goto('/help')
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready
      })
      await page.reload()
      await expect.poll(() => controllerVersion(page), { timeout: 15_000 }).toBe('v1')
      await page.getByRole('heading', { level: 1 }).first().waitFor()

      // Something the visitor is in the middle of: it must survive the update being found.
      await page.evaluate(() => {
        ;(window as unknown as { stillHere: boolean }).stillHere = true
      })
      await deploy(2)
      await checkForUpdate(page, 2)
      const prompt = page.getByTestId('update-prompt')
      await prompt.waitFor({ timeout: 30_000 })
      await expect.poll(() => prompt.innerText()).toContain('A new version of Luna is ready.')
      await expectAccessible(page, 'update prompt')

      // "Later": the prompt goes, nothing reloads, the old version keeps serving.
      await prompt.getByRole('button', { name: 'Later' }).click()
      await expect.poll(() => prompt.count()).toBe(0)
      // The one fixed wait of the e2e tests: a reload that does not happen sends no signal to wait
      // for, so "nothing reloads" can only be watched for a while: 2 s.
      await page.waitForTimeout(2000)
      expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true)
      expect(await controllerVersion(page)).toBe('v1')

      // The next deploy is offered again; the keyboard reaches "Reload to update", and it reloads once.
      await deploy(3)
      await checkForUpdate(page, 3)
      await prompt.waitFor({ timeout: 30_000 })
      expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true)
      const reload = prompt.getByRole('button', { name: 'Reload to update' })
      await reload.focus()
      const navigated = page.waitForEvent('framenavigated', { timeout: 30_000 })
      await page.keyboard.press('Enter')
      await navigated
      await page.getByRole('heading', { level: 1 }).first().waitFor()
      expect(
        await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere),
      ).toBeUndefined()
      await expect.poll(() => controllerVersion(page), { timeout: 15_000 }).toBe('v3')
      await expect.poll(() => prompt.count()).toBe(0)
      expect(problems).toEqual([])
    } finally {
      await context.close()
    }
  })
})
