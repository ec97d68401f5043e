// The browser tests' Chromium: its flags leave out the address bar's popups that every new context
// would otherwise start (each a WebUI page in a renderer of its own, about a quarter of a fresh
// context's CPU) and the spare renderer (docs/performance.md, "twenty-second"), and still carry
// playwright-core's own disabled features, since Chromium reads only the last `--disable-features`.
import { readFileSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  BENCH_CHROMIUM_ARGS,
  BROWSER_UI_POPUPS,
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  disabledFeaturesIn,
  PLAYWRIGHT_DISABLED_FEATURES,
  TEST_CHROMIUM_ARGS,
  TEST_ONLY_DISABLED_FEATURES,
} from '../../scripts/run.ts'

/**
 * Chromium launched by playwright-core with `args`: the features its command line disables, how many
 * browser-UI pages it made while a fresh context opened its first page, and how many it runs after.
 */
async function launched(args: readonly string[]) {
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: [...args] })
  try {
    const disabled = disabledFeaturesIn(
      readFileSync(`/proc/${server.process().pid}/cmdline`, 'utf8').split('\0'),
    )
    const browser = await chromium.connect(server.wsEndpoint())
    const cdp = await browser.newBrowserCDPSession()
    let browserUiPages = 0
    cdp.on('Target.targetCreated', ({ targetInfo }) => {
      if (targetInfo.type === 'browser_ui') browserUiPages++
    })
    await cdp.send('Target.setDiscoverTargets', { discover: true })
    const context = await browser.newContext()
    const page = await context.newPage()
    // One more round trip through the page, then the browser's own list of what it runs.
    await page.goto('data:text/html,<p>here</p>')
    const { targetInfos } = await cdp.send('Target.getTargets')
    const browserUiNow = targetInfos.filter((t) => t.type === 'browser_ui').length
    await browser.close()
    return { disabled, browserUiPages, browserUiNow }
  } finally {
    await server.close()
  }
}

describe("the browser tests' Chromium", () => {
  it("keeps playwright-core's disabled features and opens a context without the popups", async () => {
    // As playwright-core launches it, with nothing of ours: it makes the popups (so the feature
    // names still name them), and its own list is the one we repeat.
    const plain = await launched(CHROMIUM_FLAGS)
    expect(plain.browserUiPages).toBeGreaterThan(0)
    expect(plain.browserUiNow).toBeGreaterThan(0)
    expect(plain.disabled.length).toBeGreaterThan(0)
    expect([...PLAYWRIGHT_DISABLED_FEATURES].sort()).toEqual([...plain.disabled].sort())

    const ours = await launched(TEST_CHROMIUM_ARGS)
    expect(ours.browserUiPages).toBe(0)
    expect(ours.browserUiNow).toBe(0)
    expect(ours.disabled).toEqual(
      expect.arrayContaining([...plain.disabled, ...BROWSER_UI_POPUPS, ...TEST_ONLY_DISABLED_FEATURES]),
    )
    // The benchmarks' flags: the launcher's list and the popups, the spare renderer kept.
    expect(disabledFeaturesIn(BENCH_CHROMIUM_ARGS)).toEqual(
      expect.arrayContaining([...plain.disabled, ...BROWSER_UI_POPUPS]),
    )
    expect(disabledFeaturesIn(BENCH_CHROMIUM_ARGS)).not.toContain('SpareRendererForSitePerProcess')
  })
})
