// The readings page (/readings) in a real Chromium, on a desktop and on a 390 × 844 phone: the
// profile form, the load-time repairs, the baseline tools and frequency matching.
import { describe, expect, it } from 'vitest'
import { findArchetype } from '../../domain/archetypes.ts'
import { computeBirthScalar } from '../../domain/scalar.ts'
import {
  expectAccessible,
  expectAccessibleLayout,
  onboardThroughUi,
  openSession,
  setupBrowser,
  VIEWPORTS,
  writeAsAnotherTab,
} from './browser.ts'
import { callApi, expectToast, stored, storedJson } from './profile-helpers.ts'

const browser = setupBrowser()

describe.each(VIEWPORTS)('the readings page on %s', (label, viewport) => {
  it('asks for the quiz before the baseline tools, and for both fields before generating', async () => {
    const { page, context, problems } = await openSession(browser(), viewport)
    await page.goto('/readings')
    await page.getByRole('heading', { name: 'Readings', level: 1 }).waitFor()
    await page.getByRole('button', { name: 'Set Baseline ξ' }).click()
    await expectToast(
      page,
      'No Archetype Data',
      'Please complete the archetype quiz first to get your baseline.',
    )
    await expect(stored(page, 'archetype_baseline_xi')).resolves.toBeNull()

    await page.getByRole('button', { name: 'Generate Resonance Profile' }).click()
    await expectToast(page, 'Missing Information', 'Please provide both name and birth date.')
    await expect.poll(() => page.getByPlaceholder('Enter your name (optional)').isVisible()).toBe(true)
    await page.getByLabel('Full name').fill('Rosalind Franklin')
    await page.getByLabel('Birth date').fill('1920-07-25')
    await page.getByPlaceholder('Enter your name (optional)').fill('Rosalind')
    await page.getByRole('button', { name: 'Generate Resonance Profile' }).click()
    await expectToast(page, 'Profile Generated!')
    await expect(storedJson(page, 'user_profile')).resolves.toMatchObject({
      name: 'Rosalind Franklin',
      scalar_ξ: computeBirthScalar('1920-07-25'),
    })
    await expect
      .poll(async () => (await callApi(page, 'GET', '/api/user-trajectory')).json.displayName)
      .toBe('Rosalind')
    await expectAccessibleLayout(page, `${label} readings page`)
    expect(problems).toEqual([])
    await context.close()
  })

  it('repairs stored data on load, sets the baseline, fixes modifiers and matches frequencies', async () => {
    const { page, context, problems } = await openSession(browser(), viewport)
    await onboardThroughUi(page, 'Ada Lovelace', '1990-06-15')
    const before = await storedJson(page, 'luna_archetype_data')
    const archetype = findArchetype(before.archetypeId)
    await page.evaluate(() => {
      const data = JSON.parse(localStorage.getItem('luna_archetype_data') ?? '{}')
      delete data.birthScalar
      delete data.modifiers
      localStorage.setItem('luna_archetype_data', JSON.stringify(data))
      localStorage.removeItem('archetype_baseline_xi')
    })
    expect((await callApi(page, 'POST', '/api/lock-frequency', { frequency: 264, note: null })).status).toBe(
      201,
    )
    await page.goto('/readings')
    await page.getByText('Luna derived it from your birth date').waitFor()
    await page.getByText("Luna restored them from your archetype's defaults").waitFor()
    const repaired = await storedJson(page, 'luna_archetype_data')
    expect(repaired.birthScalar).toBe(computeBirthScalar('1990-06-15'))
    expect(repaired.modifiers).toEqual(archetype?.modifiers)

    await page.getByRole('button', { name: 'Set Baseline ξ' }).click()
    await expectToast(page, 'Baseline ξ Set')
    await expect(stored(page, 'archetype_baseline_xi')).resolves.toBe(String(repaired.combinedBaseline))
    await expect(stored(page, 'calculator_baseline_xi')).resolves.toBe(String(repaired.combinedBaseline))
    await expect
      .poll(() =>
        page
          .getByText(`ξ ${repaired.combinedBaseline.toFixed(3)}`)
          .first()
          .isVisible(),
      )
      .toBe(true)

    // Another tab (an older version of the app, say) leaves modifiers out of range.
    await writeAsAnotherTab(page, {
      luna_archetype_data: JSON.stringify({
        ...(await storedJson(page, 'luna_archetype_data')),
        modifiers: { entropyMod: 5, curvatureMod: 5 },
      }),
    })
    await page.getByRole('button', { name: 'Fix Archetype Modifiers' }).click()
    await expectToast(page, 'Archetype Modifiers Fixed')
    await expect(storedJson(page, 'luna_archetype_data')).resolves.toMatchObject({
      modifiers: archetype?.modifiers,
    })

    // Frequency matching starts from the locked frequency: 264 Hz is 528 Hz's half.
    const hz = page.getByLabel('Frequency (Hz)')
    await expect.poll(() => hz.inputValue()).toBe('264')
    await page.getByText('Harmonic match').waitFor()
    await expect.poll(() => page.getByText('264 Hz × 2 = 528 Hz').isVisible()).toBe(true)
    await expect
      .poll(() =>
        page
          .getByRole('list', { name: 'Harmonic ×2 matches' })
          .getByText('528 Hz · exact match')
          .first()
          .isVisible(),
      )
      .toBe(true)
    await expectAccessible(page, `${label} harmonic match`)

    await hz.fill('530')
    await page.getByRole('button', { name: 'Match Frequency' }).click()
    await page.getByText('Direct match').waitFor()
    await expect
      .poll(() =>
        page.getByRole('list', { name: 'Direct matches' }).getByText('2 Hz away').first().isVisible(),
      )
      .toBe(true)

    await hz.fill('2500')
    await page.getByRole('button', { name: 'Match Frequency' }).click()
    await page.getByText('Enter a frequency from 1 to 2000 Hz').waitFor()
    await expectAccessibleLayout(page, `${label} readings tools`)
    expect(problems).toEqual([])
    await context.close()
  })
})
