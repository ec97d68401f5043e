// The browser tests' Chromium: its flags leave out the address bar's popups that every new context
// would otherwise start (each a WebUI page in a renderer of its own, about a quarter of a fresh
// context's CPU: docs/performance.md, "twenty-second"), and still carry playwright-core's own
// disabled features, since Chromium reads only the last `--disable-features`.
import { readFileSync } from 'node:fs'
import { chromium } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  PLAYWRIGHT_CHROMIUM_ARGS,
  PLAYWRIGHT_DISABLED_FEATURES,
  UNUSED_BROWSER_FEATURES,
} from '../../scripts/run.ts'

/** The features a running Chromium was told to disable: the last `--disable-features` wins. */
function disabledFeaturesOf(pid: number): string[] {
  const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
  const last = args.filter((a) => a.startsWith('--disable-features=')).at(-1) ?? '--disable-features='
  return last.slice('--disable-features='.length).split(',').filter(Boolean)
}

/** How many browser-UI pages Chromium made by the time a fresh context's first page was open. */
async function browserUiPagesOfANewContext(args: readonly string[]): Promise<number> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...args] })
  try {
    const cdp = await browser.newBrowserCDPSession()
    let made = 0
    cdp.on('Target.targetCreated', ({ targetInfo }) => {
      if (targetInfo.type === 'browser_ui') made++
    })
    await cdp.send('Target.setDiscoverTargets', { discover: true })
    const context = await browser.newContext()
    await context.newPage()
    return made
  } finally {
    await browser.close()
  }
}

describe("the browser tests' Chromium", () => {
  it("keeps every feature playwright-core disables, with the popups' features", async () => {
    // Launched as playwright-core launches it, with nothing of ours in --disable-features.
    const plain = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] })
    const launchers = disabledFeaturesOf(plain.process().pid ?? 0)
    await plain.close()
    expect(launchers.length).toBeGreaterThan(0)
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(expect.arrayContaining(launchers))

    const ours = await chromium.launchServer({
      executablePath: CHROMIUM_PATH,
      args: [...PLAYWRIGHT_CHROMIUM_ARGS],
    })
    const disabled = disabledFeaturesOf(ours.process().pid ?? 0)
    await ours.close()
    expect(disabled).toEqual(expect.arrayContaining([...launchers, ...UNUSED_BROWSER_FEATURES]))
  })

  it("opens a fresh context without the address bar's popups", async () => {
    // Without our flag this Chromium makes them (so the feature names still name them)…
    expect(await browserUiPagesOfANewContext(CHROMIUM_FLAGS)).toBeGreaterThan(0)
    // …and with it, none.
    expect(await browserUiPagesOfANewContext(PLAYWRIGHT_CHROMIUM_ARGS)).toBe(0)
  })
})
