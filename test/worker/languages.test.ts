// The language a page is served in (docs/decisions/056-languages.md): negotiated at the edge from
// Accept-Language among the offered languages (LOCALES); said in <html lang> and Content-Language,
// with Vary. Luna sets no cookie: a language the person picked is kept on the device.
import { describe, expect, it } from 'vitest'
import { PAINTED_ROOT } from '../../domain/painted.ts'
import { fetchWith, get, jsonInit, newSessionId } from './helpers.ts'

const page = (headers: Record<string, string>, LOCALES?: string) =>
  fetchWith(LOCALES === undefined ? {} : { LOCALES }, '/help', {
    headers: { accept: 'text/html', ...headers },
  })

const langOf = async (res: Response) => /<html lang="([a-z]+)"/.exec(await res.text())?.[1]

describe('the language of a page', () => {
  // docs/decisions/059-first-frame-per-language.md: a day computed on the device reads English's
  // words, which a page in another language never paints; its first frame paints a kept reading only.
  it("gives a page in Spanish or German the first frame without the card's rules, and a page in English all of it", async () => {
    const { DAY_HEADLINES } = await import('../../domain/content/day-words.ts')
    const headline = Object.values(DAY_HEADLINES).flatMap((byPart) =>
      Object.values(byPart).flat(),
    )[0] as string
    const frameOf = async (language: string) => {
      const res = await fetchWith({ LOCALES: 'en,es,de,en-XA' }, '/compass', {
        headers: { accept: 'text/html', 'accept-language': language },
      })
      const html = await res.text()
      const script = /<script id="first-frame"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
      return { script, entry: /<script id="first-frame" data-entry="([^"]+)"/.exec(html)?.[1], res }
    }
    const english = await frameOf('en-US')
    const pseudo = await frameOf('en-XA')
    expect(english.script).toContain(headline)
    expect(pseudo.script).toContain(headline)
    for (const language of ['es-ES', 'de-DE']) {
      const { script, entry, res } = await frameOf(language)
      expect(script.length, language).toBeGreaterThan(1000)
      expect(script, language).not.toContain(headline)
      // The same app starts from it, and the policy allows it by its own hash.
      expect(entry).toBe(english.entry)
      const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(script))
      const hash = btoa(String.fromCharCode(...new Uint8Array(digest)))
      expect(res.headers.get('content-security-policy')).toContain(`'sha256-${hash}'`)
    }
  })

  it('is English where only English is offered, whatever the browser asks', async () => {
    const res = await page({ 'accept-language': 'de-DE,de;q=0.9' }, 'en')
    expect(res.headers.get('content-language')).toBe('en')
    expect(res.headers.get('vary') ?? '').toMatch(/Accept-Language/)
    expect(await langOf(res)).toBe('en')
  })

  it('follows Accept-Language among the offered languages, and sets no cookie', async () => {
    const spanish = await page({ 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' }, 'en,es,de')
    expect(spanish.headers.get('content-language')).toBe('es')
    expect(spanish.headers.get('set-cookie')).toBeNull()
    expect(await langOf(spanish)).toBe('es')
    const german = await page({ 'accept-language': 'fr, de;q=0.8' }, 'en,es,de')
    expect(await langOf(german)).toBe('de')
    const notOffered = await page({ 'accept-language': 'de' }, 'en,es')
    expect(await langOf(notOffered)).toBe('en')
  })

  // docs/decisions/062-pages-painted-before-the-app.md: a page of words comes painted in the page's
  // language, its heading in the markup before any script runs; with a query the app draws it.
  it('paints a page of words in the language negotiated, and leaves any other to the app', async () => {
    /** The painted markup of the page at `path` for a browser asking `language`; '' for the app's empty root. */
    const painted = async (path: string, language: string, spoken: string) => {
      const res = await fetchWith({ LOCALES: 'en,es,de,en-XA' }, path, {
        headers: { accept: 'text/html', 'accept-language': language },
      })
      expect(res.status, `${path} ${language}`).toBe(200)
      expect(res.headers.get('content-language')).toBe(spoken)
      const html = await res.text()
      expect(await langOf(new Response(html))).toBe(spoken.slice(0, 2))
      if (html.includes('<div id="root"></div>')) return ''
      const start = html.indexOf(PAINTED_ROOT)
      return html.slice(start, html.indexOf('</div><script>(() =>', start))
    }
    expect(await painted('/help', 'de-DE', 'de')).toContain('<h1 class')
    expect(await painted('/help', 'de-DE', 'de')).toContain('Hilfe')
    expect(await painted('/help', 'es-ES', 'es')).toContain('Ayuda')
    expect(await painted('/help', 'en', 'en')).toContain('Help')
    expect(await painted('/privacy', 'de-DE', 'de')).toContain('Datenschutz')
    expect(await painted('/codex', 'en', 'en')).toContain('Codex')
    // The first page: painted in Spanish and German; in English the page the app hydrates
    // (docs/decisions/009), not painted.
    expect(await painted('/onboarding', 'de-DE', 'de')).toContain('Willkommen bei Luna')
    expect(await painted('/onboarding', 'es-ES', 'es')).toContain('Te damos la bienvenida a Luna')
    const english = await (
      await fetchWith({ LOCALES: 'en,es,de' }, '/onboarding', { headers: { accept: 'text/html' } })
    ).text()
    expect(english).toContain('Welcome to Luna')
    expect(english).not.toContain(PAINTED_ROOT)
    // The deployment's contact address and support pages in place of the build's stand-ins
    // (domain/painted.ts); a page showing one that is not configured is left to the app.
    expect(await painted('/privacy', 'en', 'en')).toContain('href="mailto:legal@luna.example"')
    const support = await painted('/support', 'de', 'de')
    expect(support).toContain('href="https://buy.stripe.com/test_luna_support_one"')
    expect(support).not.toContain('painted.invalid')
    const unconfigured = await fetchWith({ LOCALES: 'en,es,de', LEGAL_EMAIL: '' }, '/terms', {
      headers: { accept: 'text/html' },
    })
    const html = await unconfigured.text()
    expect(html).toContain('<div id="root"></div>')
    expect(html).not.toContain('painted-legal-contact')
    // A page painted as far as its first card's words (docs/decisions/069), in the language, never
    // its form: the fields are the app's.
    const profile = await painted('/profile', 'de-DE', 'de')
    expect(profile).toContain('Dein Resonanzprofil')
    expect(profile).toContain('data-painted-further-unless')
    expect(profile).not.toContain('<form')
    expect(await painted('/profile', 'es-ES', 'es')).toContain('Tu perfil de resonancia')
    expect(await painted('/analytics', 'en', 'en')).toContain('Admin access')
    // A query: the app's empty root.
    expect(await painted('/help?tab=luna', 'de', 'de')).toBe('')
    expect(await painted('/profile?tab=journey', 'de', 'de')).toBe('')
  })

  it('serves the API reference in English, the language it is written in', async () => {
    const res = await fetchWith({ LOCALES: 'en,es,de' }, '/api/docs', {
      headers: { accept: 'text/html', 'accept-language': 'de' },
    })
    expect(await langOf(res)).toBe('en')
  })

  it('tells the app which languages are offered, for its picker', async () => {
    const html = await (await page({}, 'en,de')).text()
    const config = /<meta name="luna-config" content="([^"]*)"/.exec(html)?.[1] ?? ''
    expect(JSON.parse(config.replaceAll('&quot;', '"').replaceAll('&amp;', '&')).locales).toEqual([
      'en',
      'de',
    ])
  })

  it('leaves the API’s answers and static files without a page language', async () => {
    const res = await get('/robots.txt')
    expect(res.headers.get('content-language')).toBeNull()
  })
})

// The API's words in the language asked for (docs/decisions/057-content-languages.md): `lang`, else
// Accept-Language, among the offered languages; said in Content-Language.
describe('the codon library’s language', () => {
  const codons = async (res: Response) =>
    (await res.json()) as { codon: string; name: string; theme: string }[]
  const ALL = { LOCALES: 'en,es,de' }

  it('answers in the language `lang` names, with its own version, ids and numbers unchanged', async () => {
    const english = await fetchWith(ALL, '/api/codons?lang=en', { headers: { 'accept-language': 'de' } })
    const spanish = await fetchWith(ALL, '/api/codons?lang=es')
    const german = await fetchWith(ALL, '/api/codons?lang=de-AT')
    expect(english.headers.get('content-language')).toBe('en')
    expect(spanish.headers.get('content-language')).toBe('es')
    expect(german.headers.get('content-language')).toBe('de')
    const [en, es, de] = await Promise.all([codons(english), codons(spanish), codons(german)])
    expect(en[0]).toMatchObject({ codon: 'UUU', name: 'The Creative' })
    expect(es[0]).toMatchObject({ codon: 'UUU', name: 'Lo creativo', theme: 'Fuerza creadora en movimiento' })
    expect(de[0]).toMatchObject({ codon: 'UUU', theme: 'Schöpferische Kraft in Bewegung' })
    expect(es.map((c) => c.codon)).toEqual(en.map((c) => c.codon))
    expect(new Set([english, spanish, german].map((r) => r.headers.get('etag'))).size).toBe(3)
  })

  it('follows Accept-Language without `lang`, and says it varies by it', async () => {
    const res = await fetchWith(ALL, '/api/codons', { headers: { 'accept-language': 'fr, es;q=0.8' } })
    expect(res.headers.get('content-language')).toBe('es')
    expect(res.headers.get('vary') ?? '').toMatch(/Accept-Language/)
    expect((await codons(res))[0]?.name).toBe('Lo creativo')
  })

  it('answers in English a language that is not offered, and says so', async () => {
    const notOffered = await fetchWith({ LOCALES: 'en' }, '/api/codons?lang=es')
    expect(notOffered.headers.get('content-language')).toBe('en')
    expect((await codons(notOffered))[0]?.name).toBe('The Creative')
    const unknown = await fetchWith(ALL, '/api/codons?lang=fr')
    expect(unknown.headers.get('content-language')).toBe('en')
  })

  it('refuses a `lang` that is not a language tag, with a specific error', async () => {
    const res = await fetchWith(ALL, '/api/codons?lang=%3Cscript%3E')
    expect(res.status).toBe(400)
    expect(JSON.stringify(await res.json())).toContain(
      'The lang parameter must be a language tag such as es, de or en.',
    )
  })
})

describe('a resonance’s language', () => {
  const ALL = { LOCALES: 'en,es,de' }
  const find = (query: string, archetype: string, ip: string) =>
    fetchWith(ALL, `/api/resonance${query}`, jsonInit('POST', { archetype }, { 'cf-connecting-ip': ip }))

  it('names the same codons in the language asked for, and says why nothing matches in it', async () => {
    const english = await find('', '6', '192.0.2.71')
    const german = await find('?lang=de', '6', '192.0.2.72')
    expect(german.headers.get('content-language')).toBe('de')
    const en = (await english.json()) as { codon: string; name: string; matchType: string }[]
    const de = (await german.json()) as { codon: string; name: string; matchType: string }[]
    expect(de.map((c) => [c.codon, c.matchType])).toEqual(en.map((c) => [c.codon, c.matchType]))
    expect(de[0]?.name).not.toBe(en[0]?.name)
    expect(de[0]?.name).toBe('Der Friede')
    const none = await find('?lang=es', 'Nadie', '192.0.2.73')
    expect(await none.json()).toEqual({
      message:
        'Ningún patrón de codones está ligado a «Nadie». Elige uno de los 32 arquetipos para encontrar tu resonancia.',
    })
  })
})

describe('a time window’s language', () => {
  const ALL = { LOCALES: 'en,es,de' }
  const body = {
    date: '2026-03-20',
    time: '21:30',
    elevation: 0,
    awareness: 0.5,
    archetype: 6,
    location: { mode: 'global' },
    baseline_xi: 81.5,
  }
  const window = (query: string, ip: string) =>
    fetchWith(ALL, `/api/time-engine${query}`, jsonInit('POST', body, { 'cf-connecting-ip': ip }))

  it('says its actions and its effect in the language asked for; its phase and numbers stay', async () => {
    const english = (await (await window('', '192.0.2.81')).json()) as Record<string, unknown>
    const res = await window('?lang=de', '192.0.2.82')
    expect(res.headers.get('content-language')).toBe('de')
    const german = (await res.json()) as Record<string, unknown>
    for (const key of ['computed_ξ', 'window_phase', 'alignment_status', 'delta', 'contributions'])
      expect(german[key], key).toEqual(english[key])
    const actions = german.suggested_actions as string[]
    expect(actions).toHaveLength((english.suggested_actions as string[]).length)
    for (const [i, action] of actions.entries())
      expect(action).not.toBe((english.suggested_actions as string[])[i])
    expect(german.symbolic_effect).not.toBe(english.symbolic_effect)
  })

  it('names a symbolic place and says its effect in the language asked for', async () => {
    const at = (query: string, ip: string) =>
      fetchWith(
        ALL,
        `/api/time-engine${query}`,
        jsonInit(
          'POST',
          { ...body, location: { mode: 'symbolic', symbolicId: 'giza-pyramids', label: 'Pyramids of Giza' } },
          { 'cf-connecting-ip': ip },
        ),
      )
    const english = (await (await at('', '192.0.2.83')).json()) as Record<string, unknown>
    const spanish = (await (await at('?lang=es', '192.0.2.84')).json()) as Record<string, unknown>
    expect(english.symbolic_effect).toMatch(/^Pyramids of Giza: The pyramids add a note of structure/)
    expect(spanish.symbolic_effect).toMatch(/^Pirámides de Guiza: /)
    expect(spanish.contributions).toEqual(english.contributions)
  })
})

describe('Luna’s flags’ language', () => {
  const ALL = { LOCALES: 'en,es,de' }
  const flags = (query: string, ip: string, headers: Record<string, string> = {}) =>
    fetchWith(
      ALL,
      `/api/luna-flags${query}`,
      jsonInit(
        'POST',
        { scalarValue: 82.9, windowPhase: 'Resonance Ascendancy', schumannFrequency: 7.83 },
        { 'cf-connecting-ip': ip, ...headers },
      ),
    )
  type Flags = { state: string; flags: unknown; enhancedInsight: Record<string, string> }

  it('says the enhanced insight in the language asked for; the state, flags and style stay', async () => {
    const englishRes = await flags('', '192.0.2.91')
    expect(englishRes.status, await englishRes.clone().text()).toBe(200)
    expect(englishRes.headers.get('content-language')).toBe('en')
    const english = (await englishRes.json()) as Flags
    const germanRes = await flags('', '192.0.2.92', { 'accept-language': 'de-AT' })
    expect(germanRes.headers.get('content-language')).toBe('de')
    expect(germanRes.headers.get('vary') ?? '').toMatch(/Accept-Language/)
    const german = (await germanRes.json()) as Flags
    const spanish = (await (await flags('?lang=es', '192.0.2.93')).json()) as Flags
    for (const other of [german, spanish]) {
      expect(other.state).toBe(english.state)
      expect(other.flags).toEqual(english.flags)
      for (const key of ['insight', 'guidance', 'archetype'])
        expect(other.enhancedInsight[key], key).not.toBe(english.enhancedInsight[key])
      expect(other.enhancedInsight.state).toBe(english.enhancedInsight.state)
    }
    expect(english.enhancedInsight.archetype).toMatch(/^The /)
    expect(spanish.enhancedInsight.archetype).toMatch(/^El |^La /)
    expect(german.enhancedInsight.archetype).toMatch(/^De[rsn]? |^Die |^Das /)
  })
})

describe('the quiz’s and the archetypes’ language', () => {
  const ALL = { LOCALES: 'en,es,de' }
  type Question = { id: number; question: string; options: { text: string; archetypeIds: number[] }[] }
  type Archetype = { id: number; name: string; category: string; scalarRange: number; keywords: string[] }

  it('answers the quiz in the language asked for, each answer voting as in English', async () => {
    const english = await fetchWith(ALL, '/api/quiz?lang=en', { headers: { 'accept-language': 'es' } })
    const german = await fetchWith(ALL, '/api/quiz', { headers: { 'accept-language': 'de-CH, en;q=0.5' } })
    expect(english.headers.get('content-language')).toBe('en')
    expect(german.headers.get('content-language')).toBe('de')
    expect(german.headers.get('vary') ?? '').toMatch(/Accept-Language/)
    expect(german.headers.get('etag')).not.toBe(english.headers.get('etag'))
    const [en, de] = (await Promise.all([english.json(), german.json()])) as [Question[], Question[]]
    expect(en[0]?.question).toBe('How do you usually begin something new?')
    expect(de[0]?.question).toBe('Wie beginnst du normalerweise etwas Neues?')
    expect(de.map((q) => q.options.map((o) => o.archetypeIds))).toEqual(
      en.map((q) => q.options.map((o) => o.archetypeIds)),
    )
  })

  it('answers the archetypes in the language asked for, their ids, categories and numbers unchanged', async () => {
    const [english, spanish] = await Promise.all([
      fetchWith(ALL, '/api/archetypes'),
      fetchWith(ALL, '/api/archetypes?lang=es-MX'),
    ])
    expect(spanish.headers.get('content-language')).toBe('es')
    const [en, es] = (await Promise.all([english.json(), spanish.json()])) as [Archetype[], Archetype[]]
    expect(en[0]).toMatchObject({ id: 1, name: 'The Open Flame', category: 'Fire' })
    expect(es[0]).toMatchObject({ id: 1, name: 'La Llama Abierta', category: 'Fire' })
    expect(es.map(({ id, category, scalarRange }) => ({ id, category, scalarRange }))).toEqual(
      en.map(({ id, category, scalarRange }) => ({ id, category, scalarRange })),
    )
  })

  it('answers in English while only English is offered, and refuses a malformed `lang`', async () => {
    const res = await fetchWith({ LOCALES: 'en' }, '/api/quiz?lang=de')
    expect(res.headers.get('content-language')).toBe('en')
    expect(((await res.json()) as Question[])[0]?.question).toBe('How do you usually begin something new?')
    const bad = await fetchWith(ALL, '/api/archetypes?lang=1')
    expect(bad.status).toBe(400)
    expect(JSON.stringify(await bad.json())).toContain(
      'The lang parameter must be a language tag such as es, de or en.',
    )
  })
})

describe('the compass’s language', () => {
  const ALL = { LOCALES: 'en,es,de' }
  const body = {
    personalProfile: { archetypeData: { archetypeId: 7, birthScalar: 81.454, combinedBaseline: 81.558 } },
    localDate: '2026-11-30',
    localTime: '08:30',
  }
  type Answer = {
    scalarAlignment: { alignmentMessage: string; currentAlignment: number }
    dailyReading: {
      headline: string
      energy: string
      now: { line: string; part: string }
      moon: { name: string }
    }
  }
  const compass = (path: string, headers: Record<string, string> = {}) =>
    fetchWith(ALL, path, jsonInit('POST', body, { 'cf-connecting-ip': '192.0.2.61', ...headers }))

  it('says the same day in the language asked for: its sentences change, its numbers and names do not', async () => {
    const english = await compass('/api/resonance-compass')
    const german = await compass('/api/resonance-compass?lang=de')
    const spanish = await compass('/api/resonance-compass', { 'accept-language': 'es-ES,es;q=0.9' })
    expect(english.headers.get('content-language')).toBe('en')
    expect(german.headers.get('content-language')).toBe('de')
    expect(spanish.headers.get('content-language')).toBe('es')
    expect(german.headers.get('vary') ?? '').toMatch(/Accept-Language/)
    const [en, de, es] = (await Promise.all([english.json(), german.json(), spanish.json()])) as [
      Answer,
      Answer,
      Answer,
    ]
    expect(en.scalarAlignment.alignmentMessage).toMatch(/^This morning, /)
    expect(de.scalarAlignment.alignmentMessage).toMatch(/^Heute Morgen/)
    expect(es.scalarAlignment.alignmentMessage).toMatch(/^Esta mañana, /)
    expect(de.dailyReading.now.line).toMatch(/^Heute Morgen/)
    for (const said of [de, es]) {
      expect(said.dailyReading.headline).not.toBe(en.dailyReading.headline)
      expect(said.scalarAlignment.currentAlignment).toBe(en.scalarAlignment.currentAlignment)
      expect(said.dailyReading.energy).toBe(en.dailyReading.energy)
      expect(said.dailyReading.now.part).toBe('morning')
      expect(said.dailyReading.moon.name).toBe(en.dailyReading.moon.name)
    }
  })

  // docs/decisions/061-hyphenation.md: the app asks for soft hyphens in the long words, for a narrow screen.
  it('puts soft hyphens into German’s long words when asked (hyphens=soft), and only then', async () => {
    const plain = await (await compass('/api/resonance-compass?lang=de')).text()
    const asked = await compass('/api/resonance-compass?lang=de&hyphens=soft')
    expect(asked.status).toBe(200)
    const shown = await asked.text()
    expect(plain).not.toContain('\u00ad')
    expect(shown).toContain('\u00ad')
    // The same answer once they are taken out; a hyphenated word is one of 12 letters or more.
    expect(shown.replaceAll('\u00ad', '')).toBe(plain)
    for (const [word] of shown.matchAll(/[\p{L}\u00ad]*\u00ad[\p{L}\u00ad]*/gu))
      expect(word.replaceAll('\u00ad', '').length, word).toBeGreaterThanOrEqual(12)
    // English's words are short: none.
    expect(await (await compass('/api/resonance-compass?lang=en&hyphens=soft')).text()).not.toContain(
      '\u00ad',
    )
    const bad = await compass('/api/resonance-compass?lang=de&hyphens=hard')
    expect(bad.status).toBe(400)
    expect(JSON.stringify(await bad.json())).toContain('The hyphens parameter must be soft, or left out.')
  })

  it('refuses a malformed `lang` and an unknown parameter, with specific errors', async () => {
    const bad = await compass('/api/resonance-compass?lang=%20')
    expect(bad.status).toBe(400)
    expect(JSON.stringify(await bad.json())).toContain(
      'The lang parameter must be a language tag such as es, de or en.',
    )
    expect((await compass('/api/resonance-compass?language=de')).status).toBe(400)
  })
})

describe('Luna’s answer to a mood note, in the language asked for', () => {
  const ALL = { LOCALES: 'en,es,de' }
  const note = (path: string, sessionId: string, words: string) =>
    fetchWith(
      ALL,
      path,
      jsonInit(
        'POST',
        {
          value: 15,
          codonIndex: 9,
          descriptor: 'Anxious',
          words,
          localDate: '2026-11-30',
          localTime: '09:15',
        },
        { 'x-session-id': sessionId, 'cf-connecting-ip': '192.0.2.62' },
      ),
    )

  it('answers in German, the feeling named and her line each said in German, and lists it so', async () => {
    const sessionId = newSessionId()
    const res = await note('/api/mood-note?lang=de', sessionId, 'ich bin so müde')
    expect(res.status).toBe(201)
    expect(res.headers.get('content-language')).toBe('de')
    const { answer } = (await res.json()) as { answer: string }
    expect(answer).not.toMatch(/You said|I hear/)
    expect(answer.length).toBeGreaterThan(20)
    const day = await fetchWith(ALL, `/api/emotional-state/me?localDate=2026-11-30&lang=de`, {
      headers: { 'x-session-id': sessionId, 'cf-connecting-ip': '192.0.2.62' },
    })
    expect(day.headers.get('content-language')).toBe('de')
    const listed = (await day.json()) as { moodNotes: { answer: string }[] }
    expect(listed.moodNotes[0]?.answer).toBe(answer)
    const english = await fetchWith(ALL, `/api/emotional-state/me?localDate=2026-11-30`, {
      headers: { 'x-session-id': sessionId, 'cf-connecting-ip': '192.0.2.62' },
    })
    expect(((await english.json()) as { moodNotes: { answer: string }[] }).moodNotes[0]?.answer).not.toBe(
      answer,
    )
  })

  it('names the feeling and says her line in Spanish for a note without words, and a retry in German in German', async () => {
    const sessionId = newSessionId()
    const headers = {
      'x-session-id': sessionId,
      'cf-connecting-ip': '192.0.2.63',
      'Idempotency-Key': 'lang-note-0001',
    }
    const body = {
      value: 15,
      codonIndex: 9,
      descriptor: 'Anxious',
      localDate: '2026-11-30',
      localTime: '09:15',
    }
    const first = await fetchWith(ALL, '/api/mood-note?lang=es', jsonInit('POST', body, headers))
    expect(first.status).toBe(201)
    const spanish = (await first.json()) as { answer: string; moodNote: { id: string } }
    expect(spanish.answer).toMatch(/^Dijiste que /)
    const retry = await fetchWith(ALL, '/api/mood-note?lang=de', jsonInit('POST', body, headers))
    expect(retry.status).toBe(201)
    expect(retry.headers.get('idempotent-replayed')).toBe('true')
    const german = (await retry.json()) as { answer: string; moodNote: { id: string } }
    expect(german.moodNote.id).toBe(spanish.moodNote.id)
    expect(german.answer).toMatch(/^Du hast gesagt/)
  })
})

describe('a generated profile’s language', () => {
  const ALL = { LOCALES: 'en,es,de' }
  const generate = (query: string, ip: string) =>
    fetchWith(
      ALL,
      `/api/generate-profile${query}`,
      jsonInit('POST', { name: 'Ada', birth_date: '1990-06-15' }, { 'cf-connecting-ip': ip }),
    )
  type Profile = Record<string, unknown> & { rituals: string[]; tags: string[] }

  it('says the codon’s words and Luna’s analysis in the language asked for; numbers, codons and tags stay', async () => {
    const english = (await (await generate('?lang=en', '192.0.2.101')).json()) as Profile
    const res = await generate('?lang=de', '192.0.2.102')
    expect(res.headers.get('content-language')).toBe('de')
    const german = (await res.json()) as Profile
    for (const key of [
      'name',
      'birth_date',
      'gematria',
      'scalar_ξ',
      'primary_codon',
      'hexagram',
      'tags',
      'frequency',
    ])
      expect(german[key], key).toEqual(english[key])
    for (const key of ['codon_name', 'theme', 'affirmation', 'luna_analysis', 'resonance_profile'])
      expect(german[key], key).not.toEqual(english[key])
    expect(german.rituals).toHaveLength(english.rituals.length)
    expect(german.rituals[0]).not.toBe(english.rituals[0])
    expect(german.resonance_profile).toBe(`${german.primary_codon} · ${german.codon_name} · ${german.theme}`)
  })
})
