// The frequency tuner in a real browser: limits, steps and clamping, slider, presets, volume,
// the live tone's glides and 0.1 s stop fade, 7.83 Hz as a binaural beat, and locking.
import type { Page, Request } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectAccessible, expectAccessibleLayout, openSession, setupBrowser, VIEWPORTS } from './browser.ts'
import { installFakeAudio, readAudioLog } from './resonance-fake-audio.ts'
import { expectToast, readoutHz, sessionIdOf } from './resonance-helpers.ts'

const browser = setupBrowser()

const step = (page: Page, name: string) => page.getByRole('button', { name: `${name} Hz`, exact: true })
const frequencyInput = (page: Page) => page.getByLabel('Frequency (Hz)')

async function expectReadout(page: Page, hz: string): Promise<void> {
  await page.getByTestId('tuner-readout').waitFor()
  await expect.poll(() => readoutHz(page), { timeout: 5000 }).toBe(hz)
}

describe.each(VIEWPORTS)('frequency tuner on %s', (label, viewport) => {
  it('keeps typed values inside 1–2000 Hz, disables and clamps the steps, and offers the presets', async () => {
    const { page, context, problems } = await openSession(browser(), viewport)
    await page.goto('/resonance')
    await expectReadout(page, '128')
    const volume = page.getByRole('slider', { name: 'Volume' })
    await expect(volume.inputValue()).resolves.toBe('30')
    await expect(volume.getAttribute('aria-valuetext')).resolves.toBe('30%')
    await expect(frequencyInput(page).getAttribute('step')).resolves.toBe('0.1')
    await expect(page.getByRole('slider', { name: 'Frequency slider' }).getAttribute('step')).resolves.toBe(
      '1',
    )

    await frequencyInput(page).fill('2500')
    await page.getByText('Enter a frequency from 1 to 2000 Hz.').waitFor()
    await expect(frequencyInput(page).getAttribute('aria-invalid')).resolves.toBe('true')
    await expectReadout(page, '128')
    await expectAccessible(page, `${label} tuner invalid`)
    await frequencyInput(page).fill('0')
    await expectReadout(page, '128')

    await frequencyInput(page).fill('1999.5')
    await expectReadout(page, '1999.5')
    await expect(step(page, '+10').isDisabled()).resolves.toBe(true)
    await step(page, '+1').click()
    await expectReadout(page, '2000')
    await expect(step(page, '+1').isDisabled()).resolves.toBe(true)
    await expect.poll(() => frequencyInput(page).inputValue()).toBe('2000')
    await step(page, '−10').click()
    await expectReadout(page, '1990')
    await expect(step(page, '+10').isDisabled()).resolves.toBe(true)
    await expect(step(page, '+1').isEnabled()).resolves.toBe(true)

    await frequencyInput(page).fill('10.5')
    await expectReadout(page, '10.5')
    await expect(step(page, '−10').isEnabled()).resolves.toBe(true)
    await step(page, '−10').click()
    await expectReadout(page, '1')
    await expect(step(page, '−1').isDisabled()).resolves.toBe(true)
    await expect(step(page, '−10').isDisabled()).resolves.toBe(true)
    await step(page, '+10').click()
    await expectReadout(page, '11')
    await step(page, '−1').click()
    await expectReadout(page, '10')
    await expect(step(page, '−10').isDisabled()).resolves.toBe(true)
    await expect(step(page, '−1').isEnabled()).resolves.toBe(true)

    for (const [name, hz] of [
      ["Luna's Root", '128'],
      ['Natural A', '432'],
      ['Heart Tone', '528'],
      ['Connection', '639'],
      ['Schumann', '7.83'],
    ] as const) {
      const chip = page.getByRole('button', { name: `${name} · ${hz} Hz` })
      await chip.click()
      await expectReadout(page, hz)
      await expect(chip.getAttribute('aria-pressed')).resolves.toBe('true')
    }
    await page.getByText('plays as a binaural beat on a 200 Hz tone: use headphones').waitFor()

    const slider = page.getByRole('slider', { name: 'Frequency slider' })
    await page.getByRole('button', { name: 'Heart Tone · 528 Hz' }).click()
    await slider.focus()
    await page.keyboard.press('ArrowRight')
    await expectReadout(page, '529')
    await page.keyboard.press('End')
    await expectReadout(page, '2000')
    await expectAccessibleLayout(page, `${label} tuner`)
    expect(problems).toEqual([])
    await context.close()
  })

  it('plays a live tone with its glides, stops with a 0.1 s fade, and plays 7.83 Hz binaurally', async () => {
    const { page, context } = await openSession(browser(), viewport)
    await installFakeAudio(page)
    await page.goto('/resonance')
    await page.getByRole('button', { name: 'Heart Tone · 528 Hz' }).click()
    await page.getByRole('button', { name: 'Play', exact: true }).click()
    await page.getByRole('button', { name: 'Stop', exact: true }).waitFor()
    let audio = await readAudioLog(page)
    expect(audio.oscillators).toHaveLength(1)
    expect(audio.oscillators[0]).toMatchObject({ type: 'sine', frequency: 528 })
    const fadeIn = audio.gains[0] ?? []
    expect(fadeIn[0]).toMatchObject({ kind: 'set', value: 0 })
    expect(fadeIn[1]).toMatchObject({ kind: 'linear', value: 0.3 })
    // The fake clock runs in real time, so ramps scheduled from two readings of it differ slightly.
    expect((fadeIn[1]?.time ?? 0) - (fadeIn[0]?.time ?? 0)).toBeCloseTo(0.1, 2)

    await step(page, '+1').click()
    await page.getByRole('slider', { name: 'Volume' }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('slider', { name: 'Volume' }).getAttribute('aria-valuetext')).resolves.toBe(
      '31%',
    )
    // The tone follows in the effect after the render that shows the new values.
    await expect
      .poll(async () => (await readAudioLog(page)).oscillators[0]?.frequencyEvents.at(-1))
      .toMatchObject({ kind: 'linear', value: 529 })
    await expect
      .poll(async () => (await readAudioLog(page)).gains[0]?.at(-1))
      .toMatchObject({ kind: 'linear', value: 0.31 })

    await page.getByRole('button', { name: 'Stop', exact: true }).click()
    await page.getByRole('button', { name: 'Play', exact: true }).waitFor()
    audio = await readAudioLog(page)
    const stopEvents = audio.gains[0] ?? []
    const cancel = stopEvents.findIndex((e) => e.kind === 'cancel')
    expect(cancel).toBeGreaterThan(0)
    const fadeOut = stopEvents[cancel + 2]
    expect(fadeOut).toMatchObject({ kind: 'linear', value: 0 })
    expect((fadeOut?.time ?? 0) - (stopEvents[cancel]?.time ?? 0)).toBeCloseTo(0.1, 5)
    const oscStop = audio.oscillators[0]?.stops[0] ?? 0
    expect(oscStop - (stopEvents[cancel]?.time ?? 0)).toBeCloseTo(0.12, 5)

    await page.getByRole('button', { name: 'Schumann · 7.83 Hz' }).click()
    await page.getByRole('button', { name: 'Play', exact: true }).click()
    await page.getByRole('button', { name: 'Stop', exact: true }).waitFor()
    audio = await readAudioLog(page)
    const binaural = audio.oscillators.slice(1)
    expect(binaural.map((o) => [o.channel, o.frequency])).toEqual([
      [0, 200],
      [1, 207.83],
    ])
    await page
      .getByText('7.83 Hz is below hearing, so it plays as a binaural beat on a 200 Hz tone: use headphones.')
      .waitFor()
    await expectAccessible(page, `${label} tuner playing`)
    await context.close()
  })

  it('locks a frequency with a note, then without one, and keeps the Idempotency-Key on a retry', async () => {
    const { page, context } = await openSession(browser(), viewport)
    await page.goto('/resonance')
    await page.getByRole('button', { name: 'Natural A · 432 Hz' }).click()
    const open = page.getByRole('button', { name: 'Lock this frequency' })
    await open.click()
    const dialog = page.getByRole('dialog', { name: 'Lock this frequency' })
    await dialog.waitFor()
    await expectAccessibleLayout(page, `${label} lock dialog`)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'hidden' })

    const keys: string[] = []
    page.on('request', (r: Request) => {
      if (r.url().endsWith('/api/lock-frequency')) keys.push(r.headers()['idempotency-key'] ?? '')
    })
    await open.click()
    await dialog.getByLabel('Note (optional)').fill('Evening calm')
    // The network drops the first attempt: the lock is kept on the device (the API fetch's rule of
    // a network failure, docs/decisions/019-offline-first.md) and sent again by itself.
    await page.route('**/api/lock-frequency', (route) => route.abort('internetdisconnected'))
    await dialog.getByRole('button', { name: 'Lock 432 Hz' }).click()
    await expectToast(page, 'Kept on this device', '432 Hz is saved as soon as you are back online.')
    await dialog.waitFor({ state: 'hidden' })
    await page.unroute('**/api/lock-frequency')
    const saved = page.waitForRequest((r) => r.url().endsWith('/api/lock-frequency'), { timeout: 20_000 })
    expect((await saved).postDataJSON()).toMatchObject({ frequency: 432, note: 'Evening calm' })
    await expectToast(page, 'Frequency Locked', 'The frequencies you locked offline are saved.')
    expect(keys.length).toBeGreaterThanOrEqual(2)
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(new Set(keys)).toEqual(new Set([keys[0]]))
    const retries = keys.length

    await step(page, '+1').click()
    await open.click()
    await expect(dialog.getByLabel('Note (optional)').inputValue()).resolves.toBe('')
    const bare = page.waitForRequest((r) => r.url().endsWith('/api/lock-frequency'))
    await dialog.getByRole('button', { name: 'Lock 433 Hz' }).click()
    expect((await bare).postDataJSON()).toMatchObject({ frequency: 433, note: null })
    await expectToast(page, 'Frequency Locked', '433 Hz has been saved with your notes')
    expect(keys[retries]).not.toBe(keys[0])

    const res = await page.request.get('/api/saved-readings', {
      headers: { 'x-session-id': await sessionIdOf(page) },
    })
    const readings = (await res.json()) as {
      readingType: string
      resonantFrequency: number | null
      userNotes: string | null
    }[]
    const locks = readings.filter((r) => r.readingType === 'frequency-lock')
    expect(locks.map((r) => [r.resonantFrequency, r.userNotes]).sort()).toEqual([
      [432, 'Evening calm'],
      [433, null],
    ])
    await context.close()
  })
})
