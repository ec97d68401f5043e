// Nothing lost in silence (docs/rules/one-voice.md, docs/decisions/042): the app's own writes keep the
// published contract. A visitor on a phone walks the app the way people do, the lowest check-in (whose
// ξ once fell below the range POST /api/luna-interaction takes), a grief note, the calculator with Luna,
// the Resonance page and a saved reading, as a member and as a guest. Every request the app sends to
// /api is checked against /api/openapi.json (its route, its method, its body against the request
// schema) and no write of the app is refused.
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { contractChecker } from '../support/contract-check.ts'
import { baseURL, onboardThroughUi, openSaveForm, openSession, PHONE, setupBrowser } from './browser.ts'

const browser = setupBrowser()

/** The document the server publishes, which the app's requests must keep. */
let requestProblems: ReturnType<typeof contractChecker>['requestProblems'] = () => ['no document yet']
beforeAll(async () => {
  const document: unknown = await (await fetch(`${baseURL()}/api/openapi.json`)).json()
  requestProblems = contractChecker(document).requestProblems
})

/** Every /api request of the page: its problems with the document, and each refused write. */
function watchWrites(page: Page): { sent: string[]; problems: string[] } {
  const sent: string[] = []
  const problems: string[] = []
  page.on('request', (req) => {
    const url = new URL(req.url())
    if (!url.pathname.startsWith('/api/') || req.method() === 'GET' || req.method() === 'HEAD') return
    sent.push(`${req.method()} ${url.pathname}`)
    problems.push(...requestProblems(req.method(), url.pathname, req.postData() ?? ''))
  })
  page.on('response', async (res) => {
    const req = res.request()
    const url = new URL(res.url())
    if (!url.pathname.startsWith('/api/') || req.method() === 'GET' || res.status() < 400) return
    const body = await res.text().catch(() => '')
    problems.push(`${req.method()} ${url.pathname} → ${res.status()} ${body.slice(0, 200)}`)
  })
  return { sent, problems }
}

async function lowCheckInAndGriefNote(page: Page): Promise<void> {
  await page.getByLabel('How are you feeling right now?').fill('1')
  await page.getByRole('button', { name: 'Save check-in' }).click()
  await page.getByTestId('checkin-sentence').waitFor({ timeout: 15_000 })
  await page.getByTestId('luna-answer').waitFor({ timeout: 15_000 })
  await page.getByRole('button', { name: 'Log how you feel now' }).click()
  const form = page.getByTestId('mood-note-form')
  await form.getByLabel('How do you feel now?').fill('3')
  await form.getByLabel('In your own words (optional)').fill('Lost a patient I had looked after all week')
  await form.getByRole('button', { name: 'Log this feeling' }).click()
  await page.getByTestId('mood-note').waitFor({ timeout: 15_000 })
}

async function walkTheRest(page: Page): Promise<void> {
  await openSaveForm(page)
  await page.getByLabel('Notes').fill('A hard day')
  await page.getByRole('button', { name: 'Save reading', exact: true }).click()
  await page.getByRole('button', { name: 'Save reading…' }).waitFor()

  await page.goto('/calculator')
  await page.getByRole('switch', { name: 'Luna insights' }).click()
  await page.getByRole('button', { name: 'Calculate' }).click()
  await page.getByTestId('luna-insight').waitFor({ timeout: 15_000 })

  // Luna speaks on Resonance in the advanced view (the visitor's choice, kept on the device).
  await page.evaluate(() => localStorage.setItem('luna_view_mode', 'advanced'))
  await page.goto('/resonance')
  await page.getByTestId('luna-insight').waitFor({ timeout: 15_000 })
  await page.waitForLoadState('networkidle')
}

describe("the app's writes against the document", () => {
  it('a member: the lowest check-in, a grief note, a saved reading, the calculator and Resonance, each write kept', async () => {
    const { page, context } = await openSession(browser(), PHONE)
    const writes = watchWrites(page)
    await onboardThroughUi(page, 'Noor Haddad', '1979-02-11')
    await page.waitForURL((url) => url.pathname === '/')
    await page.getByTestId('luna-message').waitFor()
    await lowCheckInAndGriefNote(page)
    await walkTheRest(page)
    expect(writes.problems).toEqual([])
    // The walk did write: the check-in, the note, the reading, Luna's records and the journey.
    for (const write of [
      'POST /api/emotional-state',
      'POST /api/mood-note',
      'POST /api/save-reading',
      'POST /api/luna-interaction',
    ])
      expect(writes.sent, writes.sent.join(', ')).toContain(write)
    await context.close()
  })

  it('a guest: the same walk, each write kept', async () => {
    const { page, context } = await openSession(browser(), PHONE)
    const writes = watchWrites(page)
    await page.goto('/onboarding')
    await page.getByRole('button', { name: 'Skip for now' }).click()
    await page.getByTestId('luna-message').waitFor()
    await lowCheckInAndGriefNote(page)
    await walkTheRest(page)
    expect(writes.problems).toEqual([])
    expect(writes.sent).toContain('POST /api/emotional-state')
    await context.close()
  })
})
