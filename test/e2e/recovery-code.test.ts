// The recovery code (docs/decisions/002-sessions-privacy-and-recovery.md) in a real Chromium: shown as a phrase and a QR code with a
// Copy button, refused when malformed or empty, and restoring the same readings and journey in a
// fresh browser.
import { describe, expect, it } from 'vitest'
import {
  DESKTOP,
  expectAccessible,
  expectNoSidewaysScroll,
  onboardThroughUi,
  openSession,
  PHONE,
  setupBrowser,
} from './browser.ts'
import { callApi, expectToast, stored, storedJson } from './profile-helpers.ts'

const browser = setupBrowser()

describe('the recovery code', () => {
  it('restores the same readings and journey in a fresh browser, and refuses bad codes', async () => {
    const a = await openSession(browser(), DESKTOP)
    await a.context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await onboardThroughUi(a.page, 'Ada Lovelace', '1990-06-15')
    expect(
      (await callApi(a.page, 'POST', '/api/lock-frequency', { frequency: 432, note: 'carried over' })).status,
    ).toBe(201)
    // A journey point claims the baseline the server holds for this visitor (docs/rules/ranges.md).
    const combined = ((await storedJson(a.page, 'luna_archetype_data')) as { combinedBaseline: number })
      .combinedBaseline
    expect(
      (
        await callApi(a.page, 'POST', '/api/user-trajectory', {
          scalarValue: combined + 0.02,
          personalBaseline: combined,
          context: 'compass-reading',
        })
      ).status,
    ).toBe(201)
    expect(
      (
        await callApi(a.page, 'POST', '/api/user-trajectory', {
          scalarValue: 81.3,
          context: 'profile-update',
          displayName: 'Ada L.',
        })
      ).status,
    ).toBe(200)
    const codeA = await stored(a.page, 'luna_session_id')
    const archetypeA = await storedJson(a.page, 'luna_archetype_data')
    // The day as browser A reads it: a restore must not change it (docs/decisions/013).
    const answeredA = a.page.waitForResponse((r) => r.url().includes('/api/resonance-compass?') && r.ok())
    await a.page.goto('/compass')
    const dayOf = async (page: typeof a.page) => ({
      headline: await page.getByTestId('day-headline').innerText(),
      energy: await page.getByTestId('day-energy').innerText(),
    })
    await answeredA
    await a.page.getByTestId('day-headline').waitFor()
    const dayA = await dayOf(a.page)

    await a.page.goto('/profile')
    await a.page.getByRole('button', { name: 'Show recovery code' }).click()
    await a.page.getByText('Anyone with this code can read and erase your readings and journey.').waitFor()
    const shown = ((await a.page.getByTestId('recovery-code').textContent()) ?? '').replace(/\s+/g, '')
    expect(shown).toBe(codeA)
    await expect(a.page.getByRole('img', { name: /QR code/ }).getAttribute('src')).resolves.toMatch(
      /^data:image\/svg\+xml/,
    )
    await a.page.getByRole('button', { name: 'Copy code' }).click()
    await a.page.getByRole('button', { name: 'Copied' }).waitFor()
    await expect(a.page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(codeA)
    await expectAccessible(a.page, 'recovery code shown')

    const b = await openSession(browser(), PHONE)
    await b.page.goto('/profile')
    await b.page.waitForFunction(() => localStorage.getItem('luna_session_id') !== null)
    const codeB = await stored(b.page, 'luna_session_id')
    const field = b.page.getByRole('textbox', { name: 'Recovery code' })
    // A malformed code: a clear message, nothing changes.
    await field.fill('luna_123_not-a-code')
    await b.page.getByRole('button', { name: 'Restore' }).click()
    await b.page.getByText('That does not look like a recovery code.').waitFor()
    await expect(stored(b.page, 'luna_session_id')).resolves.toBe(codeB)
    // A well-formed code with nothing behind it: nothing changes either.
    await field.fill(`luna_${Date.now()}_${'z'.repeat(26)}`)
    await b.page.getByRole('button', { name: 'Restore' }).click()
    await b.page.getByText('Luna found nothing saved under that code.').waitFor()
    await expect(stored(b.page, 'luna_session_id')).resolves.toBe(codeB)
    await expectAccessible(b.page, 'restore refused')
    await expectNoSidewaysScroll(b.page, 'restore refused')

    // A link with #restore= fills nothing: a code is only ever typed or pasted (no session fixation).
    await b.page.goto('/help')
    await b.page.goto(`/profile#restore=${codeA}`)
    await b.page.reload()
    await b.page.getByRole('textbox', { name: 'Recovery code' }).waitFor()
    await b.page.waitForLoadState('networkidle')
    await expect(field.inputValue()).resolves.toBe('')
    await expect(stored(b.page, 'luna_session_id')).resolves.toBe(codeB)
    // The screen says what restoring does before the visitor commits.
    await b.page
      .getByText('This replaces your readings in this browser with the ones of that code.')
      .waitFor()

    // The code as shown (grouped with spaces) restores the profile, then opens the compass.
    await field.fill((await a.page.getByTestId('recovery-code').textContent()) ?? '')
    await b.page.getByRole('button', { name: 'Restore' }).click()
    await b.page.waitForURL((url) => url.pathname === '/compass')
    await expectToast(b.page, 'Profile Restored')
    // The data moved to a new code: not browser B's old one, and not A's, which now opens nothing.
    const restoredId = await stored(b.page, 'luna_session_id')
    expect(restoredId).toMatch(/^luna_\d+_[a-z0-9]{26}$/)
    expect(restoredId).not.toBe(codeA)
    expect(restoredId).not.toBe(codeB)
    expect((await callApi(a.page, 'GET', '/api/saved-readings')).json).toEqual([])
    const archetypeB = await storedJson(b.page, 'luna_archetype_data')
    expect(archetypeB).toMatchObject({
      archetypeId: archetypeA.archetypeId,
      archetypeName: archetypeA.archetypeName,
      birthScalar: archetypeA.birthScalar,
      combinedBaseline: archetypeA.combinedBaseline,
      birthDate: '1990-06-15',
      userName: 'Ada Lovelace',
      modifiers: archetypeA.modifiers,
    })
    await expect(stored(b.page, 'luna_archetype')).resolves.toBe(String(archetypeA.archetypeId))
    // The readings keep their seed: browser B reads A's day, the same headline and energy.
    await expect(storedJson(b.page, 'luna_reading_seed')).resolves.toEqual({
      sessionId: restoredId,
      seed: codeA,
    })
    const answeredB = b.page.waitForResponse((r) => r.url().includes('/api/resonance-compass?') && r.ok())
    await b.page.goto('/compass')
    await answeredB
    await expect.poll(() => dayOf(b.page)).toEqual(dayA)
    // A browser that lost the kept seed (or restored with an older app) learns it from the compass.
    await b.page.evaluate(() => localStorage.removeItem('luna_reading_seed'))
    await b.page.reload()
    await expect
      .poll(() => storedJson(b.page, 'luna_reading_seed'))
      .toEqual({ sessionId: restoredId, seed: codeA })
    await expect(storedJson(b.page, 'user_profile_onboarding')).resolves.toEqual({
      name: 'Ada Lovelace',
      birthDate: '1990-06-15',
    })
    await expect(storedJson(b.page, 'luna_onboarding_complete')).resolves.toMatchObject({
      archetypeId: archetypeA.archetypeId,
    })

    // The same readings and journey, seen through the screens of browser B.
    await b.page.goto('/profile?tab=read')
    await b.page.getByText('carried over').first().waitFor()
    await b.page.getByRole('tab', { name: 'Journey' }).click()
    await b.page.getByText('Ada L.').first().waitFor()
    const readingsB = await callApi(b.page, 'GET', '/api/saved-readings')
    expect(readingsB.json).toEqual([
      expect.objectContaining({ resonantFrequency: 432, userNotes: 'carried over' }),
    ])
    await a.context.close()
    await b.context.close()
  })
})
