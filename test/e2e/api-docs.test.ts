// The API reference at /api/docs (docs/decisions/015) in a real Chromium: it renders every route of
// /api/openapi.json under the strict CSP with no violation, on a phone and with a keyboard.
import { describe, expect, it } from 'vitest'
import { baseURL, expectAccessibleLayout, openSession, PHONE, setupBrowser } from './browser.ts'
import { collectCspViolations, cspViolations } from './robustness-helpers.ts'

const browser = setupBrowser()

describe('the API reference page', () => {
  it('renders every operation of the document with no CSP violation, at 390 px, passing axe', async () => {
    const doc = (await (await fetch(`${baseURL()}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { operationId: string }>>
    }
    const operations = Object.values(doc.paths).flatMap((methods) => Object.values(methods))
    expect(operations.length).toBeGreaterThan(30)

    const { page, context, problems } = await openSession(browser(), PHONE)
    try {
      await page.addInitScript(collectCspViolations)
      const res = await page.goto('/api/docs')
      expect(res?.status()).toBe(200)
      expect(res?.headers()['content-security-policy']).toMatch(/script-src 'self'/)
      await expect
        .poll(() => page.locator('section.op:not(.shape)').count(), { timeout: 15_000 })
        .toBe(operations.length)
      for (const op of operations) await expect.poll(() => page.locator(`#${op.operationId}`).count()).toBe(1)
      await expect
        .poll(() => page.getByRole('heading', { level: 3, name: /POST \/api\/archetype$/ }).count())
        .toBe(1)
      // A request body is listed field by field, with the rule the server checks.
      const archetype = page.locator('#postArchetype')
      await expect
        .poll(() => archetype.getByText('archetypeName', { exact: true }).count())
        .toBeGreaterThan(0)
      expect(await archetype.textContent()).toMatch(/archetypeScalar ?number required ?\d+\.\d+ to \d+\.\d+/)

      // The rule across fields in one sentence, an example request, and an example per answer.
      expect(await archetype.textContent()).toContain(
        'combinedBaseline is 0.7 × birthScalar + 0.3 × archetypeScalar',
      )
      const request = await archetype.locator('.example pre').first().textContent()
      // The record goes through the device's outbox with a key that makes its retry safe.
      expect(request).toMatch(
        /^POST \/api\/archetype\nIdempotency-Key: example-archetype-0001\nx-session-id: luna_…\n\n\{/,
      )
      expect(JSON.parse(String(request).split('\n\n')[1] ?? '')).toMatchObject({
        archetypeId: expect.any(Number),
      })
      const answers = await archetype.locator('details').count()
      expect(await archetype.locator('details .example').count()).toBe(answers)

      // Keyboard: the skip link leads to the reference; an answer opens with Enter.
      await page.keyboard.press('Tab')
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to the reference')
      const summary = archetype.locator('summary').first()
      await summary.focus()
      await page.keyboard.press('Enter')
      expect(await archetype.locator('details').first().getAttribute('open')).not.toBeNull()

      await expectAccessibleLayout(page, '/api/docs')
      if (process.env.LUNA_SCREENSHOTS)
        await page.screenshot({ path: `${process.env.LUNA_SCREENSHOTS}/api-docs.png` })
      expect(await cspViolations(page)).toEqual([])
      expect(problems).toEqual([])
    } finally {
      await context.close()
    }
  })
})
