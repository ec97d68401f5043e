// The language picker (docs/decisions/056-languages.md): shown only where the deployment offers more
// than one language, it speaks the chosen one at once (the shell's words, <html lang>), keeps it on
// the device (Luna sets no cookie), and still speaks it after a reload. The run's server offers
// what wrangler.toml's LOCALES offers (English, Spanish and German); this file starts a second one on
// the same build offering the pseudo-language too (its own database: these tests read no shared
// figures).
import { randomFillSync } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { onboardedStorage } from '../../bench/seed.ts'
import { COMPASS_JS_BUDGET, weighPage } from '../../bench/weigh.ts'
import { birthSeason } from '../../domain/birth-season.ts'
import { ARCHETYPE_WORDS_DE } from '../../domain/content/de/archetypes.ts'
import { CODON_CONTENT_DE } from '../../domain/content/de/codons.ts'
import { BIRTH_SCALAR_READINGS_DE } from '../../domain/content/de/luna.ts'
import { MEMORY_TEXTS_DE } from '../../domain/content/de/memory-texts.ts'
import { CODON_TAGS_DE } from '../../domain/content/de/tags.ts'
import { LUNA_ENHANCED } from '../../domain/content/luna-enhanced.ts'
import { generateProfile } from '../../domain/profile.ts'
import { createSessionId } from '../../domain/session-id.ts'
import { withLocalDatabases } from '../../scripts/d1.ts'
import { makeShardKey, makeVapidKeys } from '../../scripts/dev-vars.ts'
import { pseudo } from '../../scripts/messages/catalogues.ts'
import { type Background, startWranglerDev } from '../../scripts/run.ts'
import {
  expectAccessibleLayout,
  expectToast,
  layoutShifts,
  openSession,
  PHONE,
  recordLayoutShifts,
  settled,
  setupBrowser,
  withoutScripts,
} from './browser.ts'
import { layoutProblems } from './layout.ts'

const browser = setupBrowser()

/** Writes `entries` into every page's local storage before the app starts, keeping what a page wrote. */
async function keepStorage(context: BrowserContext, entries: Record<string, string>): Promise<void> {
  await context.addInitScript((values: Record<string, string>) => {
    for (const [k, v] of Object.entries(values))
      if (localStorage.getItem(k) === null) localStorage.setItem(k, v)
  }, entries)
}

/** A server of the run's build offering every language (LOCALES), for the tests but the first. */
let spoken: Background | undefined
let spokenState: string | undefined
const spokenURL = () => {
  if (!spoken) throw new Error('the languages server is not started yet')
  return spoken.url
}

beforeAll(async () => {
  spokenState = mkdtempSync(join(tmpdir(), 'luna-e2e-languages-'))
  await withLocalDatabases(spokenState)
  const vapid = await makeVapidKeys()
  spoken = await startWranglerDev({
    persist: spokenState,
    args: ['--assets', inject('assetsDir')],
    vars: (url) => ({
      CANONICAL_HOST: url,
      LOCALES: 'en,es,de,en-XA',
      ADMIN_PASSWORD: inject('adminPassword'),
      SHARD_KEY: makeShardKey(),
      NOAA_KP_URL: 'http://127.0.0.1:9/kp.json',
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
    }),
    timeoutMs: 180_000,
  })
}, 200_000)

afterAll(() => {
  spoken?.kill()
  if (spokenState) rmSync(spokenState, { recursive: true, force: true })
})

describe('the language picker', () => {
  // As deployed (wrangler.toml's LOCALES): English, Spanish and German, an English browser served English.
  it('offers English, Spanish and German as deployed, an English browser served English', async () => {
    const { page, context } = await openSession(browser(), PHONE)
    await page.goto('/help')
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en')
    await page.getByRole('button', { name: 'Menu' }).click()
    await expect.poll(() => page.getByRole('link', { name: 'Compass' }).count()).toBeGreaterThan(0)
    const picker = page.getByRole('combobox', { name: 'Language' })
    expect(await picker.locator('option').allTextContents()).toEqual(['English', 'Español', 'Deutsch'])
    await context.close()
  })

  it('speaks the chosen language at once, keeps it, and speaks it after a reload', {
    timeout: 90_000,
  }, async () => {
    const { page, context, problems } = await openSession(browser(), PHONE, { baseURL: spokenURL() })
    await page.goto('/help')
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en')
    await page.getByRole('button', { name: 'Menu' }).click()
    const picker = page.getByRole('combobox', { name: 'Language' })
    await picker.first().selectOption('es')
    await expectToast(page, 'Luna ahora habla español.')
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('es')
    // Every screen is drawn again in the new language: the menu too, closed.
    await page.getByRole('button', { name: 'Menú' }).click()
    expect(await page.getByRole('link', { name: 'Brújula' }).count()).toBeGreaterThan(0)
    expect(await page.getByRole('navigation', { name: 'Principal' }).count()).toBe(1)
    expect(await page.evaluate(() => localStorage.getItem('luna_locale'))).toBe('es')
    // Kept on the device only: Luna sets no cookie (its privacy policy says so).
    expect(await context.cookies()).toEqual([])
    await settled(page)
    await expectAccessibleLayout(page, 'help, Spanish shell, 390 px')

    await page.reload()
    await page.getByRole('button', { name: 'Menú' }).click()
    await expect.poll(() => page.getByRole('combobox', { name: 'Idioma' }).first().inputValue()).toBe('es')
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es')
    await page.getByRole('combobox', { name: 'Idioma' }).first().selectOption('de')
    await expectToast(page, 'Luna spricht jetzt Deutsch.')
    await page.getByRole('button', { name: 'Menü' }).click()
    expect(await page.getByRole('link', { name: 'Kompass' }).count()).toBeGreaterThan(0)
    expect(problems).toEqual([])
    await context.close()
  })

  // The pseudo-language (domain/locale.ts): English accented and about 40% longer. What the compass
  // screen's own catalogues cover reads in it, and the screen holds its layout with the longer words
  // at 390 px and at 195 px (a phone at 200% zoom). The day's reading itself is the domain's content,
  // still English (docs/decisions/056-languages.md).
  it('speaks the pseudo-language on the compass, and keeps its layout with longer words', {
    timeout: 120_000,
  }, async () => {
    for (const width of [390, 195]) {
      const { page, context, problems } = await openSession(
        browser(),
        { width, height: 844 },
        { baseURL: spokenURL() },
      )
      await keepStorage(context, { ...onboardedStorage(), luna_locale: 'en-XA' })
      await page.goto('/compass')
      await page.getByTestId('checkin-card').waitFor()
      await page.getByTestId('streak-card').waitFor()
      await settled(page)
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-XA')
      expect(await page.locator('main h1').first().textContent()).toBe(pseudo('Daily Compass'))
      expect(await page.getByTestId('streak-card').locator('h2').textContent()).toBe(pseudo('Your streak'))
      expect(await page.getByTestId('checkin-card').locator('h2').textContent()).toBe(
        pseudo('Emotional check-in'),
      )
      expect(await page.getByRole('button', { name: pseudo('Skip for today') }).count()).toBe(1)
      const layout = await layoutProblems(page)
      expect(layout, `${width} px`).toEqual({ sideways: 0, broken: [], overlaps: [] })
      expect(problems).toEqual([])
      await context.close()
    }
  })

  // Onboarding (docs/rules/quiz.md) in German: the steps' words and the tab's title from the catalogue
  // `onboarding`, a toast in German, the quiz's questions and the archetype revealed in German
  // (docs/decisions/057-content-languages.md), while what the device keeps stays the language-free
  // record (the archetype's id and numbers). Then the pseudo-language's longer words at 195 px.
  it('onboards in German, from the welcome to the archetype revealed, and keeps the layout in the pseudo-language', {
    timeout: 120_000,
  }, async () => {
    const { page, context, problems } = await openSession(browser(), PHONE, {
      locale: 'de-DE',
      baseURL: spokenURL(),
    })
    await context.addInitScript(() => {
      if (localStorage.getItem('luna_locale') === null) localStorage.setItem('luna_locale', 'de')
    })
    await page.goto('/onboarding')
    await page.getByRole('heading', { name: 'Willkommen bei Luna' }).waitFor()
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('de')
    expect(await page.getByRole('navigation', { name: 'Fußzeile' }).textContent()).toContain('Datenschutz')
    await page.getByRole('button', { name: 'Los geht’s' }).click()
    await page.getByRole('button', { name: 'Weiter' }).click()
    await expectToast(page, 'Name fehlt', 'Bitte gib deinen Namen ein, um fortzufahren')
    await page.getByLabel('Dein Name').fill('Ada')
    await page.getByRole('button', { name: 'Weiter' }).click()
    await expect.poll(() => page.title()).toBe('Wann bist du geboren? · Luna')
    await page.getByLabel('Geburtsdatum').fill('1990-06-15')
    await page.getByRole('button', { name: 'Weiter' }).click()
    await page.getByText('Frage 1 von 5').waitFor()
    expect(await page.locator('legend').textContent()).toBe('Wie beginnst du normalerweise etwas Neues?')
    expect(await page.title()).toBe('Archetypen-Quiz, Frage 1 von 5 · Luna')
    await settled(page)
    await expectAccessibleLayout(page, 'German quiz, 390 px')
    for (let q = 0; q < 5; q++) {
      await page.getByText(`Frage ${q + 1} von 5`).waitFor()
      await page.getByRole('radio').first().check()
      await page.getByRole('button', { name: q === 4 ? 'Quiz abschließen' : 'Weiter' }).click()
    }
    await page.getByText('Dein Archetyp', { exact: true }).waitFor()
    // Archetype 14 for five first answers (the vote table, domain/content/quiz.ts): its element named
    // in German, each side of the pair and its category.
    expect(await page.getByRole('heading', { level: 2 }).first().textContent()).toBe(
      ARCHETYPE_WORDS_DE.archetypes[13]?.name,
    )
    const figures = (await page.locator('main dl').innerText()).replace(/\s+/g, ' ')
    expect(figures).toContain('Element Berg/Holz · Erde')
    expect(figures).toMatch(/Skalar ξ 81,\d\d/)
    await settled(page)
    await expectAccessibleLayout(page, 'German archetype revealed, 390 px')
    await page.getByRole('button', { name: 'Deine Reise beginnen' }).click()
    await page.getByRole('heading', { name: 'Dein Kompass ist bereit' }).waitFor()
    const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('luna_archetype_data') ?? 'null'))
    expect(kept).toMatchObject({ archetypeId: 14 })
    expect(JSON.stringify(kept)).not.toContain(ARCHETYPE_WORDS_DE.archetypes[13]?.name)
    // The profile names it in German too, from the same record.
    await page.goto('/profile')
    await page.getByText('Dein Archetyp', { exact: true }).first().waitFor()
    const card = page.getByText('Dein Archetyp', { exact: true }).first().locator('..')
    await expect.poll(() => card.textContent()).toContain(ARCHETYPE_WORDS_DE.archetypes[13]?.name ?? '?')
    expect(await card.textContent()).toContain('Berg/Holz · Erde')
    expect(await card.textContent()).toContain('Kombinierter Ausgangswert')
    expect(problems).toEqual([])
    await context.close()

    const narrow = await openSession(browser(), { width: 195, height: 844 }, { baseURL: spokenURL() })
    await narrow.context.addInitScript(() => localStorage.setItem('luna_locale', 'en-XA'))
    await narrow.page.goto('/onboarding')
    await narrow.page.getByRole('heading', { name: pseudo('Welcome to Luna') }).waitFor()
    await settled(narrow.page)
    expect(await layoutProblems(narrow.page), 'welcome, pseudo-language, 195 px').toEqual({
      sideways: 0,
      broken: [],
      overlaps: [],
    })
    expect(narrow.problems).toEqual([])
    await narrow.context.close()
  })

  // The day's reading (docs/decisions/058-reading-languages.md): asked for in the language spoken, its
  // sentences on the Today card and the alignment panel in that language, the same day as English's
  // (the same baseline and energy); a change of language asks for the day again and shows it.
  it('reads the day in German, and again in English when the language changes', {
    timeout: 90_000,
  }, async () => {
    const { page, context, problems } = await openSession(browser(), PHONE, { baseURL: spokenURL() })
    await keepStorage(context, { ...onboardedStorage(), luna_locale: 'de' })
    const asked = page.waitForResponse((r) => r.url().includes('/api/resonance-compass'))
    await page.goto('/compass')
    const res = await asked
    expect(new URL(res.url()).searchParams.get('lang')).toBe('de')
    expect(res.headers()['content-language']).toBe('de')
    const german = (await res.json()) as {
      scalarAlignment: { alignmentMessage: string; personalBaseline: number }
      dailyReading: { headline: string; energy: string }
    }
    const card = page.getByTestId('today-card')
    await expect.poll(() => card.textContent()).toContain(german.dailyReading.headline)
    expect(german.scalarAlignment.alignmentMessage).toMatch(/^Heute (Morgen|Nachmittag|Abend|Nacht)/)
    await expect
      .poll(() => page.getByText(german.scalarAlignment.alignmentMessage).count())
      .toBeGreaterThan(0)
    await settled(page)
    await expectAccessibleLayout(page, 'German compass, 390 px')

    // The same day again, in a German browser, with the app's code refused: the page's first frame (the
    // one without the card's rules, docs/decisions/059-first-frame-per-language.md) paints the kept
    // German reading before any module runs.
    const kept = await page.evaluate(() => ({ ...localStorage }) as Record<string, string>)
    const back = await openSession(browser(), PHONE, { baseURL: spokenURL(), locale: 'de-DE' })
    await back.context.route('**/assets/*.js', (route) => route.abort())
    await back.page.goto('/help')
    await back.page.evaluate((entries) => {
      for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v)
    }, kept)
    const served = back.page.waitForResponse((r) => new URL(r.url()).pathname === '/compass')
    await back.page.goto('/compass')
    expect((await served).headers()['content-language']).toBe('de')
    const headline = back.page.locator('[data-first-frame="headline"]')
    await headline.waitFor()
    expect(await headline.textContent()).toBe(german.dailyReading.headline)
    expect(back.problems.filter((p) => p.startsWith('csp:'))).toEqual([])
    await back.context.close()

    const again = page.waitForResponse((r) => r.url().includes('/api/resonance-compass?lang=en'))
    await page.getByRole('button', { name: 'Menü' }).click()
    await page.getByRole('combobox', { name: 'Sprache' }).first().selectOption('en')
    const english = (await (await again).json()) as typeof german
    expect(english.scalarAlignment.personalBaseline).toBe(german.scalarAlignment.personalBaseline)
    expect(english.dailyReading.energy).toBe(german.dailyReading.energy)
    await expect.poll(() => card.textContent()).toContain(english.dailyReading.headline)
    expect(await card.textContent()).not.toContain(german.dailyReading.headline)
    expect(problems).toEqual([])
    await context.close()
  })

  it('answers a check-in in German: the toast, its sentence, the note form, the install card and the title', {
    timeout: 90_000,
  }, async () => {
    const { page, context, problems } = await openSession(browser(), PHONE, {
      baseURL: spokenURL(),
      locale: 'de-DE',
    })
    await keepStorage(context, onboardedStorage())
    await page.goto('/compass')
    await page.getByTestId('today-card').waitFor()
    await settled(page)
    // A browser that offers installing (Chromium's own offer waits on its engagement checks: stood
    // in for): the compass shows the install card (docs/decisions/018).
    await page.evaluate(() => {
      const offer = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>
      offer.prompt = async () => {}
      offer.userChoice = Promise.resolve({ outcome: 'dismissed' })
      dispatchEvent(offer)
    })
    // The tab's title and the skip link speak German too.
    expect(await page.title()).toBe('Tageskompass · Luna')
    expect(await page.locator('a.skip-link').textContent()).toBe('Zum Inhalt springen')
    const install = page.getByTestId('install-card')
    await install.waitFor()
    expect(await install.getByRole('heading').textContent()).toBe('Luna auf deinem Home-Bildschirm')
    await install.getByRole('button', { name: 'Luna installieren' }).waitFor()

    const card = page.getByTestId('checkin-card')
    await card.getByRole('slider').focus()
    for (let i = 0; i < 15; i++) await page.keyboard.press('ArrowLeft')
    await card.getByRole('button', { name: 'Check-in speichern' }).click()
    // The toast says what the card says, in German: its sentence is the card's own.
    const said = await expectToast(page, 'Check-in gespeichert', 'Du hast gesagt, du fühlst dich')
    await page.getByTestId('checkin-sentence').waitFor()
    expect(said).toContain((await page.getByTestId('checkin-sentence').textContent()) ?? '—')
    expect(await page.getByRole('button', { name: 'Benachrichtigung schließen' }).count()).toBeGreaterThan(0)

    await card.getByRole('button', { name: 'Festhalten, wie ich mich jetzt fühle' }).click()
    const form = page.getByTestId('mood-note-form')
    await form.getByLabel('In deinen eigenen Worten (optional)').waitFor()
    await form.getByRole('button', { name: 'Abbrechen' }).waitFor()
    await form.getByRole('button', { name: 'Dieses Gefühl festhalten' }).waitFor()
    await settled(page)
    await expectAccessibleLayout(page, 'German check-in and note form, 390 px')
    expect(problems).toEqual([])
    await context.close()
  })

  // The compass (its full reading), the profile and the support page in German and Spanish (their own
  // catalogues: compass, reading, luna, luna-more, clarity, profile, identity, reminders, privacy,
  // frequencies, support): their headings in the language, no page that scrolls sideways and no word
  // broken inside, at 390 and at 195 px, where German's long words are the test: the day's reading
  // from the server shows its long words with soft hyphens (the compass's `hyphens=soft`;
  // docs/decisions/061-hyphenation.md).
  it('draws the compass, the profile and the support page in German and Spanish, whole at 390 and 195 px', {
    timeout: 180_000,
  }, async () => {
    for (const locale of ['de', 'es'] as const)
      for (const width of [390, 195]) {
        const screens = [
          { path: '/compass', de: 'Die ganze Deutung', es: 'La lectura completa' },
          { path: '/profile', de: 'Tongenerator', es: 'Generador de frecuencias' },
          { path: '/support', de: 'Luna unterstützen', es: 'Apoyar a Luna' },
        ]
        const { page, context, problems } = await openSession(
          browser(),
          { width, height: 844 },
          { baseURL: spokenURL(), locale: locale === 'de' ? 'de-DE' : 'es-ES' },
        )
        await keepStorage(context, { ...onboardedStorage(), luna_view_mode: 'advanced' })
        for (const screen of screens) {
          await page.goto(screen.path)
          await page.getByText(screen[locale], { exact: true }).first().waitFor()
          await settled(page)
          expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale)
          if (screen.path === '/compass' && locale === 'de') {
            // The reading's German long words (its codons' names, its guidance) carry their soft hyphens.
            const main = page.locator('main')
            await expect.poll(async () => (await main.textContent())?.includes('\u00ad')).toBe(true)
          }
          // The skip link waits above the page, whole, however many lines its words take.
          const skip = await page.locator('.skip-link').evaluate((el) => el.getBoundingClientRect().bottom)
          expect(skip, `${screen.path}, ${locale}, ${width} px: the skip link`).toBeLessThanOrEqual(0)
          const layout = await layoutProblems(page)
          expect(layout, `${screen.path}, ${locale}, ${width} px`).toEqual({
            sideways: 0,
            broken: [],
            overlaps: [],
          })
        }
        expect(problems).toEqual([])
        await context.close()
      }
  })

  // docs/decisions/062-pages-painted-before-the-app.md: the pages of words come painted in the page's
  // language, before any script; the app then draws the same page over it in one step, never showing
  // its loading state between, and its buttons answer from then on. A language picked on the device
  // that is not the browser's is never shown the painted one.
  it('paints the help in German before the app, which takes it over without a loading state', async () => {
    const { page, context, problems } = await openSession(browser(), PHONE, { locale: 'de-DE' })
    // Without the app's code: the painted page alone, its words in German, its buttons waiting.
    await withoutScripts(context, async () => {
      await page.goto('/help')
      await page.getByRole('heading', { name: 'Hilfe', level: 1 }).waitFor()
      await page.getByRole('heading', { name: 'Was der Skalar ξ ist' }).waitFor()
      expect(await page.getByRole('tab', { name: 'Seiten' }).isDisabled()).toBe(true)
    })

    // With it: every state of the page's main area, from the first parse on.
    await context.addInitScript(() => {
      const seen: string[] = []
      Object.assign(window, { seen })
      new MutationObserver(() => {
        const text = document.querySelector('main')?.textContent?.slice(0, 40)
        if (text && seen.at(-1) !== text) seen.push(text)
      }).observe(document, { childList: true, subtree: true })
    })
    await page.reload()
    await page.getByRole('tab', { name: 'Seiten' }).click()
    await page.getByRole('heading', { name: 'Kompass', exact: true }).waitFor()
    const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen)
    expect(seen.length).toBeGreaterThan(0)
    expect(seen.filter((text) => !text.startsWith('Hilfe'))).toEqual([])
    expect(problems).toEqual([])

    // A visitor who picked English on this device: the German page is emptied before it paints.
    await page.evaluate(() => localStorage.setItem('luna_locale', 'en'))
    await withoutScripts(context, async () => {
      await page.reload()
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('de')
      expect(await page.locator('#root').innerHTML()).toBe('')
    })
    await page.reload()
    await page.getByRole('heading', { name: 'Help', level: 1 }).waitFor()
    await context.close()
  })

  // A page that depends on the device comes painted as far as its page header, the loading state
  // below it; the app then draws the rest below the header, and nothing on the page moves.
  it('paints the readings page’s header in German before the app, and nothing moves when the app draws the rest', async () => {
    const { page, context, problems } = await openSession(browser(), PHONE, { locale: 'de-DE' })
    await withoutScripts(context, async () => {
      await page.goto('/readings')
      await page.getByRole('heading', { name: 'Deutungen', level: 1 }).waitFor()
      await page.getByText('Seite wird geladen').first().waitFor()
      expect(await page.locator('footer').isHidden()).toBe(true)
    })
    await recordLayoutShifts(context)
    await page.reload()
    await page.getByRole('heading', { name: 'Frequenzen abgleichen' }).waitFor()
    await settled(page)
    expect(await layoutShifts(page)).toEqual([])
    expect(await page.locator('footer').isVisible()).toBe(true)
    expect(problems).toEqual([])
    await context.close()
  })

  // The greeting of a return the next day names yesterday's feeling in the language (its feelings
  // catalogue's word; web/src/lib/frame-words.ts), in the first frame and in the app alike.
  it('greets a German return with yesterday’s feeling, in the first frame and in the app alike', async () => {
    const { page, context } = await openSession(browser(), PHONE, { baseURL: spokenURL(), locale: 'de-DE' })
    await keepStorage(context, onboardedStorage())
    await page.goto('/compass')
    await page.getByTestId('today-card').waitFor()
    await settled(page)
    // Yesterday the compass answered on this device, and the visitor said they were weary.
    await page.evaluate(() => {
      const d = new Date(Date.now() - 24 * 3600 * 1000)
      const yesterday = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
      const last = JSON.parse(localStorage.getItem('luna_compass_last') ?? '{}')
      localStorage.setItem('luna_compass_last', JSON.stringify({ ...last, previousDate: yesterday }))
      const feeling = { date: yesterday, value: 18, descriptor: 'Weary', at: d.toISOString() }
      localStorage.setItem('luna_last_feeling', JSON.stringify({ ...feeling, day: [feeling], before: null }))
    })
    const greeting = async () =>
      ((await page.locator('main header p').first().textContent()) ?? '').replace(/\s+/g, ' ').trim()
    const expected =
      /^Willkommen zurück, Bench Visitor\. Gestern hast du „müde“ gewählt; hier siehst du, wie heute, /
    await page.reload()
    await page.getByTestId('today-card').waitFor()
    await expect.poll(greeting).toMatch(expected)
    // The first frame alone (the app's code refused): the same words.
    await context.route('**/assets/*.js', (route) => route.abort())
    await page.reload()
    await page.locator('[data-first-frame="headline"]').waitFor()
    expect(await greeting()).toMatch(expected)
    await context.close()
  })

  it('shows the archetype test, the readings page, the privacy policy, the help, the codex and the resonance in German and Spanish, whole at 195 px', {
    timeout: 150_000,
  }, async () => {
    for (const locale of ['de', 'es'] as const) {
      const { page, context, problems } = await openSession(
        browser(),
        { width: 195, height: 844 },
        { baseURL: spokenURL(), locale: locale === 'de' ? 'de-DE' : 'es-ES' },
      )
      await keepStorage(context, onboardedStorage())
      const words = {
        de: {
          details: ['Schattenseite', 'Codon-Paar', 'Hexagramme', 'Dein Ausgangswert'],
          hexagram: 'Der Friede',
          apply: 'Im Zeitrechner verwenden',
          applied: 'Ausgangswert ξ gesetzt',
          match: /^5 Codon-Töne liegen innerhalb von 50 Hz um 432,5\sHz/,
          matchField: 'Frequenz (Hz)',
          matchButton: 'Frequenz abgleichen',
          privacy: 'Datenschutzerklärung',
          controls: 'Meine Daten herunterladen',
          help: 'Hilfe',
          codex: 'PDF-Dokument',
          pdf: 'de',
          resonance: {
            find: 'Finden',
            result: 'Dein Resonanz-Codon (aus deinem Archetyp)',
            lock: 'Diese Frequenz festhalten',
          },
          zones: /^Voreinstellung: ausgerichtet innerhalb von ±0,020$/,
        },
        es: {
          details: ['Aspecto de sombra', 'Par de codones', 'Hexagramas', 'Integración de la base'],
          hexagram: 'La paz',
          apply: 'Aplicar a la calculadora de tiempo',
          applied: 'ξ de base fijado',
          match: /^5 tonos de codón están a menos de 50 Hz de 432,5\sHz/,
          matchField: 'Frecuencia (Hz)',
          matchButton: 'Buscar correspondencia',
          privacy: 'Política de privacidad',
          controls: 'Descargar mis datos',
          help: 'Ayuda',
          codex: 'Documento PDF',
          pdf: 'es',
          resonance: {
            find: 'Buscar',
            result: 'Tu codón resonante (de tu arquetipo)',
            lock: 'Fijar esta frecuencia',
          },
          zones: /^Por defecto: alineado dentro de ±0,020$/,
        },
      }[locale]
      // The archetype test: the details, the codon pair's hexagrams by their names in the language.
      await page.goto('/archetype-test')
      for (const term of words.details) await page.getByText(term, { exact: true }).waitFor()
      await page
        .getByText(new RegExp(`· ${words.hexagram}$`))
        .first()
        .waitFor()
      await settled(page)
      expect(await layoutProblems(page), `archetype test, ${locale}`).toEqual({
        sideways: 0,
        broken: [],
        overlaps: [],
      })
      await page.getByRole('button', { name: words.apply }).click()
      await expectToast(page, words.applied)
      // The readings page: a frequency matched, its numbers written with the language's decimal comma.
      await page.goto('/readings')
      await page.getByLabel(words.matchField).waitFor()
      await settled(page)
      await page.getByLabel(words.matchField).fill('432,5')
      await page.getByRole('button', { name: words.matchButton }).click()
      await page.getByText(words.match).waitFor()
      await settled(page)
      expect(await layoutProblems(page), `readings, ${locale}`).toEqual({
        sideways: 0,
        broken: [],
        overlaps: [],
      })
      // The privacy policy: the language's text, the data controls after the section on export and
      // erasure, and its sections' anchors English's (a link to one finds it in every language).
      await page.goto('/privacy#privacy-export-and-erasure')
      await page.getByRole('heading', { level: 1, name: words.privacy }).waitFor()
      const controls = page.getByRole('button', { name: words.controls })
      await controls.waitFor()
      const order = await page.evaluate(() => {
        const section = document.getElementById('privacy-export-and-erasure')
        const controls = document.getElementById('data-controls')
        return Boolean(
          section && controls && section.compareDocumentPosition(controls) & Node.DOCUMENT_POSITION_FOLLOWING,
        )
      })
      expect(order).toBe(true)
      await settled(page)
      expect(await layoutProblems(page), `privacy, ${locale}`).toEqual({
        sideways: 0,
        broken: [],
        overlaps: [],
      })
      // The help: the guide and the zones' thresholds, in the language's words and numbers.
      await page.goto('/help')
      await page.getByRole('heading', { level: 1, name: words.help }).waitFor()
      await page.getByText(words.zones).waitFor()
      await settled(page)
      expect(await layoutProblems(page), `help, ${locale}`).toEqual({ sideways: 0, broken: [], overlaps: [] })
      // The codex: its documents in the language, and its PDFs the language's, served.
      await page.goto('/codex')
      await page
        .getByText(new RegExp(`^${words.codex}`))
        .first()
        .waitFor()
      const pdfs = await page
        .locator('a[href$=".pdf"]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
      const shown = [...new Set(pdfs)].sort()
      expect(shown).toEqual([`/UBT.${words.pdf}.pdf`, `/scalar-resonance-codex.${words.pdf}.pdf`])
      for (const href of shown) {
        const res = await page.request.get(href ?? '')
        expect(res.headers()['content-type'], href ?? '').toBe('application/pdf')
      }
      await settled(page)
      expect(await layoutProblems(page), `codex, ${locale}`).toEqual({
        sideways: 0,
        broken: [],
        overlaps: [],
      })
      // The resonance screen: the archetype's codon found, named in the language, and the tuner.
      await page.goto('/resonance')
      await page.getByRole('button', { name: words.resonance.find, exact: true }).click()
      await page.getByText(words.resonance.result).waitFor()
      await page.getByRole('button', { name: words.resonance.lock }).waitFor()
      await settled(page)
      expect(await layoutProblems(page), `resonance, ${locale}`).toEqual({
        sideways: 0,
        broken: [],
        overlaps: [],
      })
      expect(problems).toEqual([])
      await context.close()
    }
  })

  // The time calculator's location field and window (docs/decisions/057): the modes, the countries
  // named by Intl from their codes, the symbolic place's words, the note that a place is not set yet,
  // and the window's phase, effect and Luna's enhanced insight in the language.
  it('works out a time window in German and Spanish, its places named in the language, whole at 195 px', {
    timeout: 120_000,
  }, async () => {
    const LANGS = {
      'de-DE': {
        location: 'Ort',
        manual: 'Von Hand',
        symbolic: 'Symbolisch',
        country: 'Land',
        kingdom: 'Vereinigtes Königreich',
        set: 'Ort festlegen',
        place: 'Symbolischer Ort',
        notSet: 'Noch nicht festgelegt: Berechnungen nutzen weiter deine Zeitzone',
        setTo: 'Festgelegt: Berechnungen nutzen Vereinigtes Königreich (UTC+0).',
        region: 'Gizeh, Ägypten.',
        using: 'Verwendet: Pyramiden von Gizeh',
        luna: 'Lunas Einsichten',
        calculate: 'Berechnen',
        effect: /^Pyramiden von Gizeh: Die Pyramiden /,
      },
      'es-ES': {
        location: 'Ubicación',
        manual: 'Manual',
        symbolic: 'Simbólica',
        country: 'País',
        kingdom: 'Reino Unido',
        set: 'Fijar ubicación',
        place: 'Lugar simbólico',
        notSet: 'Aún no fijada: los cálculos siguen usando tu zona horaria',
        setTo: 'Fijada: los cálculos usan Reino Unido (UTC+0).',
        region: 'Guiza, Egipto.',
        using: 'En uso: Pirámides de Guiza',
        luna: 'Perspectivas de Luna',
        calculate: 'Calcular',
        effect: /^Pirámides de Guiza: Las pirámides /,
      },
    } as const
    for (const [locale, words] of Object.entries(LANGS)) {
      const { page, context, problems } = await openSession(
        browser(),
        { width: 195, height: 844 },
        { baseURL: spokenURL(), locale },
      )
      await keepStorage(context, onboardedStorage())
      await page.goto('/calculator')
      const modes = page.getByRole('group', { name: words.location, exact: true })
      await modes.getByText(words.manual, { exact: true }).click()
      const country = page.getByLabel(words.country, { exact: true })
      await country.selectOption('GB')
      expect(await country.locator('option:checked').textContent()).toBe(words.kingdom)
      await expect(page.getByTestId('location-unapplied').textContent()).resolves.toContain(words.notSet)
      await page.getByRole('button', { name: words.set }).first().click()
      await expect(page.getByTestId('location-applied').first().textContent()).resolves.toContain(words.setTo)
      await modes.getByText(words.symbolic, { exact: true }).click()
      await page.getByLabel(words.place, { exact: true }).selectOption('giza-pyramids')
      await page.getByText(words.region, { exact: true }).waitFor()
      await page.getByRole('button', { name: words.set }).last().click()
      await page.getByText(words.using).waitFor()
      await page.getByRole('switch', { name: words.luna }).click()
      await page.getByRole('button', { name: words.calculate, exact: true }).click()
      const window = page.getByTestId('time-window')
      await window.waitFor()
      await expect(window.locator('h3').nth(0).textContent()).resolves.not.toMatch(
        /Echo Chamber|Resonance Ascendancy|Volatility Field/,
      )
      const effect = await window.locator('#effect-title + p').textContent()
      expect(effect).toMatch(words.effect)
      const flags = page.getByTestId('luna-flags')
      await flags.waitFor()
      await settled(page)
      const said = await flags.innerText()
      for (const english of Object.values(LUNA_ENHANCED)) expect(said).not.toContain(english.archetype)
      expect(await layoutProblems(page), `calculator, ${locale}`).toEqual({
        sideways: 0,
        broken: [],
        overlaps: [],
      })
      expect(problems).toEqual([])
      await context.close()
    }
  })

  // The analytics dashboard (docs/decisions/008): its gate, a wrong password's error, and the unlocked
  // dashboard's figures, sections and tables in the language, whole on the narrowest phone.
  it('opens the analytics dashboard in German and Spanish, whole at 195 px', {
    timeout: 90_000,
  }, async () => {
    const LANGS = {
      'de-DE': {
        password: 'Admin-Passwort',
        unlock: 'Dashboard entsperren',
        invalid: 'Ungültiges Passwort. Bitte versuch es noch einmal.',
        today: 'Heute (UTC)',
        figure: 'Neue Besucher heute',
        table: 'Tabelle der letzten Aktivität',
        logout: 'Abmelden',
      },
      'es-ES': {
        password: 'Contraseña de administración',
        unlock: 'Desbloquear el panel',
        invalid: 'Contraseña no válida. Vuelve a intentarlo.',
        today: 'Hoy (UTC)',
        figure: 'Visitantes nuevos hoy',
        table: 'Tabla de actividad reciente',
        logout: 'Cerrar sesión',
      },
    } as const
    for (const [locale, words] of Object.entries(LANGS)) {
      const { page, context, problems } = await openSession(
        browser(),
        { width: 195, height: 844 },
        { baseURL: spokenURL(), locale },
      )
      await page.goto('/analytics')
      const field = page.getByLabel(words.password)
      await field.fill('not the password')
      await page.getByRole('button', { name: words.unlock }).click()
      await page.getByText(words.invalid, { exact: true }).first().waitFor()
      await field.fill(inject('adminPassword'))
      await page.getByRole('button', { name: words.unlock }).click()
      await page.getByRole('heading', { name: words.today }).waitFor()
      await page.getByText(words.figure, { exact: true }).waitFor()
      await page.getByRole('region', { name: words.table }).waitFor()
      // Not `settled`: the dashboard asks again every 30 s (a fresh database has no chart to wait for).
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })))
      expect(await layoutProblems(page), `analytics, ${locale}`).toEqual({
        sideways: 0,
        broken: [],
        overlaps: [],
      })
      await page.getByRole('button', { name: words.logout }).click()
      await field.waitFor()
      // The wrong password's 401 is the one console error this walk expects.
      expect(problems.filter((p) => !/401/.test(p))).toEqual([])
      await context.close()
    }
  })

  it('shows a generated profile and its recovery code in German, whole at 195 px', {
    timeout: 90_000,
  }, async () => {
    const { page, context, problems } = await openSession(
      browser(),
      { width: 195, height: 844 },
      { baseURL: spokenURL(), locale: 'de-DE' },
    )
    await keepStorage(context, onboardedStorage())
    await page.goto('/profile')
    await page.getByLabel('Vollständiger Name').fill('Ada Lovelace')
    await page.getByLabel('Geburtsdatum').fill('1990-06-15')
    await page.getByRole('button', { name: 'Resonanzprofil erstellen' }).click()
    await page.getByText('Geboren am 15. Juni 1990', { exact: true }).waitFor()
    for (const label of ['Gematrie', 'Dein Hauptcodon (aus deinem Namen)', 'Hexagramm'])
      await page.getByText(label, { exact: true }).waitFor()
    // The profile's words are the codon's and Luna's in German (kept in English, said by the screen).
    const drawn = generateProfile('Ada Lovelace', '1990-06-15')
    await page.getByText(`“${CODON_CONTENT_DE[drawn.primary_codon]?.affirmation}”`).waitFor()
    // Luna's prose comes hyphenated for a narrow screen (docs/decisions/061-hyphenation.md).
    const luna = await page.locator('p', { hasText: '☾' }).textContent()
    expect(luna?.replace(/\u00ad/g, '')).toContain(BIRTH_SCALAR_READINGS_DE[birthSeason(drawn.birth_date)])
    const tags = page.getByRole('list', { name: 'Schlagwörter der Affirmation' })
    expect(await tags.locator('li').allTextContents()).toEqual(drawn.tags.map((t) => CODON_TAGS_DE[t]))
    await page.getByRole('button', { name: 'Neues Profil erstellen' }).waitFor()
    await page.getByRole('button', { name: 'Rettungscode zeigen' }).click()
    await page.getByRole('img', { name: /^QR-Code deines Rettungscodes/ }).waitFor()
    await page.getByRole('button', { name: 'Code kopieren' }).waitFor()
    await settled(page)
    expect(await layoutProblems(page)).toEqual({ sideways: 0, broken: [], overlaps: [] })
    // The codon library names each codon's tags in German, and a search finds a codon by them.
    await page.goto('/profile?tab=codons')
    await page.getByLabel('Codons durchsuchen').fill(CODON_TAGS_DE.patience ?? '')
    const cards = page.getByRole('list', { name: 'Schlagwörter' })
    await cards.first().waitFor()
    expect(await cards.first().locator('li').first().textContent()).not.toMatch(/^[a-z]/)
    expect(await cards.allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining(CODON_TAGS_DE.patience ?? '')]),
    )
    await settled(page)
    expect(await layoutProblems(page), 'codons').toEqual({ sideways: 0, broken: [], overlaps: [] })
    expect(problems).toEqual([])
    await context.close()
  })

  it("speaks Luna's memory in German, its span in German's own words", { timeout: 90_000 }, async () => {
    const { page, context, problems } = await openSession(browser(), PHONE, {
      baseURL: spokenURL(),
      locale: 'de-DE',
    })
    const sessionId = createSessionId(Date.now(), (bytes) => randomFillSync(bytes))
    const headers = { 'x-session-id': sessionId }
    for (let i = 0; i < 12; i++) {
      const res = await page.request.post('/api/luna-interaction', {
        headers,
        data: { page: 'compass', userAction: 'clarity_chosen', lunaResponse: 'mental' },
      })
      expect(res.status()).toBe(201)
    }
    for (const scalarValue of [81.2, 81.3, 81.4, 81.5]) {
      const res = await page.request.post('/api/user-trajectory', {
        headers,
        data: { scalarValue, context: 'compass-reading' },
      })
      expect(res.ok()).toBe(true)
    }
    await keepStorage(context, {
      ...onboardedStorage(),
      luna_session_id: sessionId,
      luna_view_mode: 'advanced',
    })
    await page.goto('/resonance')
    const insights = page.getByTestId('luna-memory').getByTestId('memory-insight')
    await expect.poll(() => insights.count(), { timeout: 30_000 }).toBe(3)
    const texts = await insights.allInnerTexts()
    expect(texts[0]).toMatch(/^Du bist schon 1[23]-mal auf der Suche nach Klarheit gekommen/)
    expect(texts[1]).toContain(MEMORY_TEXTS_DE.consistency.beginning)
    expect(texts[2]).toContain(
      MEMORY_TEXTS_DE.trendWithinDay.ascending.replace('{span}', 'innerhalb einer Minute'),
    )
    await settled(page)
    await expectAccessibleLayout(page, 'German memory panel, 390 px')
    expect(problems).toEqual([])
    await context.close()
  })

  // Issue 52's budget: the compass's cold JavaScript within 175 KB gzipped in each language, each
  // loading only its own catalogues (lib/i18n.ts, one chunk per language and namespace).
  it('keeps the compass within its JavaScript budget in Spanish and German', async () => {
    for (const locale of ['es', 'de']) {
      // A visitor whose browser speaks the language: the page is served in it (the first frame
      // without the card's rules, docs/decisions/059-first-frame-per-language.md).
      const weight = await weighPage(`${spokenURL()}/compass`, onboardedStorage(), browser(), locale)
      expect(weight.jsGzip, `${locale}: ${weight.files.map((f) => f.url).join(', ')}`).toBeLessThanOrEqual(
        COMPASS_JS_BUDGET,
      )
    }
  })

  // The month view (docs/rules/trajectory.md): its words in the language spoken, its weekdays as Intl
  // names them, its week starting where the language's week starts (German on Monday, US English on
  // Sunday; domain/locale.ts, firstDayOfWeek), and its layout kept at 195 px in the pseudo-language.
  it('draws the month view in the language spoken, its week starting where that language starts it', {
    timeout: 120_000,
  }, async () => {
    for (const [locale, width, title, first] of [
      ['de', 390, 'Dein Monat', 'Mo'],
      ['en', 390, 'Your month', 'Sun'],
      ['en-XA', 195, pseudo('Your month'), 'S'],
    ] as const) {
      const { page, context, problems } = await openSession(
        browser(),
        { width, height: 844 },
        { baseURL: spokenURL() },
      )
      await keepStorage(context, { ...onboardedStorage(), luna_locale: locale })
      await page.goto('/profile?tab=journey')
      const month = page.getByTestId('month-view')
      await month.locator('ol').waitFor()
      await settled(page)
      expect(await month.locator('h2').first().textContent()).toBe(title)
      const weekdays = await month
        .locator('[aria-hidden="true"].grid > span > span:visible')
        .allTextContents()
      expect(weekdays[0], `${locale}`).toBe(first)
      expect(weekdays).toHaveLength(7)
      const layout = await layoutProblems(page)
      expect(layout, `${locale}, ${width} px`).toEqual({ sideways: 0, broken: [], overlaps: [] })
      expect(problems).toEqual([])
      await context.close()
    }
  })
})
