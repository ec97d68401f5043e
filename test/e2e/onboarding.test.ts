import { describe, expect, it } from 'vitest'
import { findArchetype } from '../../domain/archetypes.ts'
import { computeBirthScalar, computeCombinedBaseline } from '../../domain/scalar.ts'
import {
  expectAccessible,
  expectAccessibleLayout,
  openSession,
  PHONE,
  setupBrowser,
  toastText,
  VIEWPORTS,
} from './browser.ts'

const browser = setupBrowser()

describe.each(VIEWPORTS)('onboarding on %s', (label, viewport) => {
  it('takes a new visitor from / through the refusals and the quiz to the compass', async () => {
    const { page, context, problems } = await openSession(browser(), viewport)
    await page.goto('/')
    await page.waitForURL('**/onboarding')
    await page.getByRole('heading', { name: 'Welcome to Luna' }).waitFor()
    await expect(page.getByRole('navigation', { name: 'Main' }).count()).resolves.toBe(0)
    await expectAccessibleLayout(page, `${label} welcome`)

    await page.getByRole('button', { name: 'Begin' }).click()
    await page.getByRole('button', { name: 'Continue' }).click()
    expect(await toastText(page)).toContain('Name Required')
    expect(await toastText(page)).toContain('Please enter your name to continue')
    await page.getByLabel('Your name').fill('Ada Lovelace')
    // Put right, the field's error goes at once, not at the end of the toast's 5 s.
    await page.getByText('Name Required').waitFor({ state: 'detached', timeout: 1500 })
    await page.getByRole('button', { name: 'Continue' }).click()

    await page.getByRole('button', { name: 'Continue' }).click()
    expect(await toastText(page)).toContain('Birth Date Required')
    expect(await toastText(page)).toContain('Please enter your birth date to continue')
    const minor = new Date()
    minor.setFullYear(minor.getFullYear() - 10)
    await page.getByLabel('Birth date').fill(minor.toISOString().slice(0, 10))
    await page.getByRole('button', { name: 'Continue' }).click()
    expect(await toastText(page)).toContain('This experience is for adults 18 and older.')
    await page.getByLabel('Birth date').fill('1990-06-15')
    await page.getByText('Age Requirement').waitFor({ state: 'detached', timeout: 1500 })
    await page.getByRole('button', { name: 'Continue' }).click()

    for (let q = 0; q < 5; q++) {
      // Each question is its own address: wait until it is the one on screen.
      await page.getByText(`Question ${q + 1} of 5`).waitFor()
      expect(new URL(page.url()).searchParams.get('q')).toBe(String(q + 1))
      const next = page.getByRole('button', { name: q === 4 ? 'Complete Quiz' : 'Next' })
      await expect(next.isDisabled()).resolves.toBe(true)
      await page
        .getByRole('radio')
        .nth(q % 4)
        .check()
      await expect(next.isEnabled()).resolves.toBe(true)
      if (q === 0) await expectAccessible(page, `${label} quiz`)
      await next.click()
    }
    await page.getByRole('button', { name: 'Begin Your Journey' }).waitFor()
    await expectAccessible(page, `${label} reveal`)
    await page.getByRole('button', { name: 'Begin Your Journey' }).click()
    await page.getByText("Your archetype has been recorded in Luna's memory").waitFor()
    expect(await toastText(page)).toContain('Archetype Saved')
    await page.getByRole('button', { name: 'Enter the Compass' }).click()
    await page.waitForURL((url) => url.pathname === '/')

    const data = await page.evaluate(() => JSON.parse(localStorage.getItem('luna_archetype_data') ?? 'null'))
    const archetype = findArchetype(data.archetypeId)
    expect(archetype).toBeDefined()
    const birth = computeBirthScalar('1990-06-15')
    expect(data.birthScalar).toBe(birth)
    expect(data.combinedBaseline).toBe(computeCombinedBaseline(birth, archetype?.scalarRange ?? 0))
    for (const f of [
      'archetypeId',
      'archetypeName',
      'archetypeScalar',
      'birthScalar',
      'birthDate',
      'combinedBaseline',
      'emotionalBaseline',
      'lastEmotionalUpdate',
      'currentBaseline',
      'modifiers',
      'userName',
    ]) {
      expect(data).toHaveProperty(f)
    }
    // An onboarded visitor is sent from /onboarding to /.
    await page.goto('/onboarding')
    await page.waitForURL((url) => url.pathname === '/')
    expect(problems).toEqual([])
    await context.close()
  })
})

describe('the guest path and the 404 card', () => {
  it("'Skip for now' creates the guest profile and goes to /", async () => {
    const { page, context } = await openSession(browser(), PHONE)
    await page.goto('/onboarding')
    await page.getByRole('button', { name: 'Skip for now' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    const data = await page.evaluate(() => JSON.parse(localStorage.getItem('luna_archetype_data') ?? 'null'))
    expect(data).toMatchObject({ archetypeId: 6, userName: 'Guest' })
    // The spec's guest is born today on record (the onboarding profile); no birth scalar is drawn
    // from that placeholder, so the guest's baseline is 81.500 (docs/rules/scalar.md).
    const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'))
    const onboarding = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('user_profile_onboarding') ?? 'null'),
    )
    expect(onboarding).toMatchObject({ name: 'Guest', birthDate: today })
    expect(data).toMatchObject({ birthDate: null, birthScalar: null, combinedBaseline: 81.5 })
    await context.close()
  })

  it('shows the 404 card for an unknown path', async () => {
    const { page, context } = await openSession(browser(), PHONE)
    const res = await page.goto('/no-such-page')
    // Answered 404 (for crawlers and link checkers), with the app drawing its card.
    expect(res?.status()).toBe(404)
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor()
    await expect
      .poll(() => page.getByText('Did you forget to add the page to the router?').isVisible())
      .toBe(true)
    await expectAccessibleLayout(page, '404')
    await context.close()
  })
})
