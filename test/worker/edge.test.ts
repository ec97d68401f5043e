import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { PAINTED_ROOT } from '../../domain/painted.ts'
import {
  countingD1,
  expectClientError,
  failingD1,
  failingKV,
  fetchWith,
  get,
  jsonInit,
  newSessionId,
  post,
  request,
} from './helpers.ts'

describe('the edge', () => {
  it('answers an old host 301 to the canonical host with path and query kept, before anything else', async () => {
    const { app } = await import('../../worker/index.ts')
    const envWith = { ...env, OLD_HOSTS: 'legacy.localhost, old.example', CANONICAL_HOST: 'luna.example.com' }
    for (const url of [
      'http://legacy.localhost/compass?x=1&y=two',
      'http://legacy.localhost:8787/api/codons?a=b',
      'http://old.example/assets/x.js',
    ]) {
      const res = await app.fetch(new Request(url), envWith)
      expect(res.status).toBe(301)
      const target = new URL(url)
      expect(res.headers.get('location')).toBe(`https://luna.example.com${target.pathname}${target.search}`)
      expect(res.headers.get('strict-transport-security')).toContain('max-age=31536000')
    }
    const local = await app.fetch(new Request('http://legacy.localhost/x?q=1'), {
      ...env,
      CANONICAL_HOST: 'http://127.0.0.1:8787',
    })
    expect(local.headers.get('location')).toBe('http://127.0.0.1:8787/x?q=1')
  })

  it('puts security headers on API answers and on static files', async () => {
    for (const res of [await get('/api/codons'), await get('/some/page')]) {
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'")
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      expect(res.headers.get('referrer-policy')).toBe('no-referrer')
      expect(res.headers.get('permissions-policy')).toContain('geolocation=(self)')
      expect(res.headers.get('strict-transport-security')).toContain('max-age=31536000')
    }
  })

  it('adds the analytics hosts to the CSP only when a measurement id is set', async () => {
    const without = await fetchWith({ MEASUREMENT_ID: '' }, '/api/codons')
    expect(without.headers.get('content-security-policy')).not.toContain('googletagmanager')
    const withId = await fetchWith({ MEASUREMENT_ID: 'G-TEST123' }, '/api/codons')
    expect(withId.headers.get('content-security-policy')).toContain('https://www.googletagmanager.com')
  })

  it('refuses bodies over 64 KB, chunked ones included, with 413', async () => {
    const big = JSON.stringify({
      sessionId: newSessionId(),
      readingType: 'compass',
      readingData: { x: 'a'.repeat(70_000) },
    })
    await expectClientError(await post('/api/save-reading', big), 413)
    const stream = new ReadableStream({
      start(controller) {
        const chunk = new TextEncoder().encode('a'.repeat(16_384))
        for (let i = 0; i < 6; i++) controller.enqueue(chunk)
        controller.close()
      },
    })
    const chunked = await request('/api/save-reading', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    await expectClientError(chunked, 413)
  })

  it('answers malformed JSON, non-JSON bodies and unknown routes with JSON errors', async () => {
    const bad = await expectClientError(await post('/api/save-reading', '{"sessionId": '), 400)
    expect(bad.error).toBe('The request body is not valid JSON.')
    await expectClientError(
      await request('/api/save-reading', {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: 'hi',
      }),
      415,
    )
    // JSON is UTF-8: a body declared in another charset is refused, not stored with U+FFFD in it.
    const latin1 = await expectClientError(
      await request('/api/save-reading', {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=latin1' },
        body: new Uint8Array([
          ...new TextEncoder().encode('{"readingType":"compass","readingData":{},"userNotes":"caf'),
          0xe9,
          0x22,
          0x7d,
        ]),
      }),
      415,
    )
    expect(latin1.error).toBe('Send the request body in UTF-8, not latin1.')
    const utf8 = await request('/api/save-reading', {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=UTF-8', 'x-session-id': newSessionId() },
      body: JSON.stringify({ readingType: 'compass', readingData: {}, userNotes: 'café' }),
    })
    expect(utf8.status).toBe(201)
    const missing = await expectClientError(await get('/api/nothing-here'), 404)
    expect(missing.error).toContain('/api/nothing-here')
  })

  it('answers a method a route does not take with 405 and the methods it does in Allow', async () => {
    const put = await request('/api/save-reading', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
    expect(put.status).toBe(405)
    expect(put.headers.get('allow')).toBe('POST, OPTIONS')
    expect(((await put.json()) as { error: string }).error).toBe(
      '/api/save-reading does not take PUT: use POST.',
    )
    const codons = await request('/api/codons', { method: 'DELETE' })
    expect(codons.status).toBe(405)
    expect(codons.headers.get('allow')).toBe('GET, HEAD, OPTIONS')
    // A route with a parameter, and OPTIONS: 204 with Allow, and no CORS headers (same origin only).
    const options = await request('/api/saved-reading/abc', { method: 'OPTIONS' })
    expect(options.status).toBe(204)
    expect(options.headers.get('allow')).toBe('DELETE, OPTIONS')
    expect(options.headers.get('access-control-allow-origin')).toBeNull()
    // A path no route has is still 404, and so is a route's path with a trailing slash.
    expect((await request('/api/nothing-here', { method: 'PUT' })).status).toBe(404)
    expect((await get('/api/codons/')).status).toBe(404)
    expect((await request('/api/openapiXjson')).status).toBe(404)
  })

  it('answers 503 with Retry-After when D1 fails, and writes nothing', async () => {
    const sid = newSessionId()
    const res = await fetchWith(
      { DB: failingD1() },
      '/api/save-reading',
      jsonInit('POST', {
        sessionId: sid,
        readingType: 'compass',
        readingData: { a: 1 },
        userTags: null,
        userNotes: null,
      }),
    )
    expect(res.status).toBe(503)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    const body = (await res.json()) as { error: string }
    expect(body.error).not.toMatch(/D1|SQL|Network/)
    const list = (await (await get(`/api/saved-readings?sessionId=${sid}`)).json()) as unknown[]
    expect(list).toHaveLength(0)
  })

  it('computes answers without the cache when KV is unavailable', async () => {
    for (const path of ['/api/scalar-stats', '/api/schumann-resonance', '/api/codons']) {
      expect((await fetchWith({ CACHE: failingKV() }, path)).status).toBe(200)
    }
  })

  it('serves codons and warm scalar stats without any D1 query', async () => {
    const { db, counter } = countingD1(env.DB)
    expect((await fetchWith({ DB: db }, '/api/codons')).status).toBe(200)
    expect(counter.statements).toBe(0)
    await fetchWith({ DB: db }, '/api/scalar-stats') // warms the cache
    counter.statements = 0
    expect((await fetchWith({ DB: db }, '/api/scalar-stats')).status).toBe(200)
    expect(counter.statements).toBe(0)
  })
})

describe('old-host matching', () => {
  it('normalises the host before comparing: case, port and a trailing dot do not escape the redirect', async () => {
    const { app } = await import('../../worker/index.ts')
    const envWith = {
      ...env,
      OLD_HOSTS: 'legacy.localhost, Old.Example.',
      CANONICAL_HOST: 'luna.example.com',
    }
    for (const host of [
      'legacy.localhost.',
      'LEGACY.LOCALHOST:8787',
      'legacy.localhost..',
      'Legacy.localhost.:80',
      'old.example',
    ]) {
      const res = await app.fetch(new Request(`http://${host}/compass?x=1`), envWith)
      expect(res.status, host).toBe(301)
      expect(res.headers.get('location')).toBe('https://luna.example.com/compass?x=1')
    }
    const other = await app.fetch(new Request('http://legacy.localhost.example/api/health'), envWith)
    expect(other.status).toBe(200)
  })

  it('never redirects the canonical host, even when it is listed among the old ones', async () => {
    const { app } = await import('../../worker/index.ts')
    const res = await app.fetch(new Request('http://luna.example.com./api/health'), {
      ...env,
      OLD_HOSTS: 'luna.example.com, legacy.localhost',
      CANONICAL_HOST: 'https://Luna.Example.com/',
    })
    expect(res.status).toBe(200)
  })
})

describe('caching of built files', () => {
  it('keeps hashed files for a year, immutable, and revalidates pages and unhashed files', async () => {
    const page = await get('/')
    const html = await page.text()
    expect(page.headers.get('cache-control')).toBe('no-cache')
    // The entry is named by the first-frame script, which starts it (docs/decisions/023).
    const script = /(?:src|data-entry)="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
    expect(script).toBeDefined()
    const asset = await get(script as string)
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    // The security headers still apply.
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff')
    const favicon = await get('/favicon.svg')
    expect(favicon.status).toBe(200)
    expect(favicon.headers.get('cache-control') ?? '').not.toContain('immutable')
    // A missing hashed name is not cached for a year.
    const missing = await get('/assets/nothing-AAAAAAAA.js')
    expect(missing.headers.get('cache-control') ?? '').not.toContain('immutable')
  })
})

/**
 * The page's module entry: the first-frame script's (the compass's paths), the painted page's loader's
 * (docs/decisions/062), or the module script's.
 */
const entryOf = (html: string) =>
  /<script id="first-frame" data-entry="([^"]+)"/.exec(html)?.[1] ??
  /<script data-entry="([^"]+)"/.exec(html)?.[1] ??
  /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html)?.[1]

describe('the first frame’s script', () => {
  // It paints a returning visitor's day on the compass's paths only (web/src/first-frame-script.ts):
  // every other page starts the app at once, without its 16 KB.
  it('comes with the compass’s paths only; any other page starts the app from the head, or after its painted first paint', async () => {
    for (const path of ['/', '/compass']) {
      const html = await (await get(path, { accept: 'text/html' })).text()
      expect(html, path).toContain('<script id="first-frame"')
    }
    for (const path of ['/help', '/calculator', '/Profile/', '/no-such-page']) {
      const res = await get(path, { accept: 'text/html' })
      const html = await res.text()
      expect(html, path).not.toContain('<script id="first-frame"')
      const entry = entryOf(html)
      expect(entry, path).toMatch(/^\/assets\/main-[\w-]+\.js$/)
      expect((await get(entry as string)).status, path).toBe(200)
      // Its policy allows the site's module scripts and each of its own inline scripts, by hash.
      const policy = res.headers.get('content-security-policy') ?? ''
      expect(policy, path).toMatch(/script-src 'self'/)
      for (const [, code] of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
        const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(code))
        const hash = btoa(String.fromCharCode(...new Uint8Array(digest)))
        expect(policy, `${path}: an inline script's hash`).toContain(`'sha256-${hash}'`)
      }
    }
    // The route's code is preloaded from the head, after the entry, which is asked for first (a page
    // painted before the app starts its entry after its first paint, docs/decisions/062).
    // (A page with a query is never painted.)
    const resonance = await (await get('/resonance?from=reminder', { accept: 'text/html' })).text()
    expect(resonance).toMatch(/<link rel="modulepreload" crossorigin href="\/assets\/resonance-[\w-]+\.js">/)
    expect(resonance.indexOf('<script type="module"')).toBeGreaterThan(0)
    expect(resonance.indexOf('<script type="module"')).toBeLessThan(resonance.indexOf('rel="modulepreload"'))
    const calculator = await (await get('/calculator', { accept: 'text/html' })).text()
    expect(calculator).toMatch(
      /<link rel="modulepreload" crossorigin href="\/assets\/calculator-[\w-]+\.js">/,
    )
    expect(calculator).toContain(PAINTED_ROOT)
    // A query or another spelling of the compass's path: the first frame would not paint, nor comes.
    for (const path of ['/?from=reminder', '/Compass'])
      expect(await (await get(path, { accept: 'text/html' })).text(), path).not.toContain(
        '<script id="first-frame"',
      )
  })
})

describe('each route preloads its own code', () => {
  // The modules a page has the browser fetch before its entry runs: <link rel="modulepreload"> tags,
  // and the first-frame script's list, which it starts itself (docs/decisions/023).
  const preloadsOf = (html: string) => [
    ...[...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
      (m) => m[1] as string,
    ),
    ...(/<script (?:id="first-frame" )?data-entry="[^"]+" data-preload="([^"]*)"/.exec(html)?.[1] ?? '')
      .split(' ')
      .filter(Boolean),
  ]

  it('names the entry’s own imports in every page’s first HTML, right after the entry', async () => {
    // Without the bundler's preload helper (docs/decisions/054) a cold load would ask for them only
    // once the entry had arrived and been parsed, a round trip later (docs/performance.md, 2026-12-01).
    for (const path of [
      '/',
      '/compass',
      '/profile',
      '/resonance',
      '/resonance?tab=x',
      '/help',
      '/onboarding',
    ]) {
      const html = await (await get(path, { accept: 'text/html', 'sec-fetch-dest': 'document' })).text()
      const entry = entryOf(html)
      expect(entry, path).toBeTruthy()
      const code = await (await get(entry as string)).text()
      const imports = [...code.matchAll(/(?:\bfrom|\bimport)\s*"\.\/([\w.-]+\.js)"/g)].map(
        (m) => `/assets/${m[1]}`,
      )
      expect(imports.length, path).toBeGreaterThan(0)
      const listed = preloadsOf(html)
      for (const file of imports) expect(listed, `${path}: ${file}`).toContain(file)
      // Before the screen's own chunk, where the page starts its code at once (a painted page starts
      // the entry and its imports after its first paint, the route's files from its head).
      const screen = listed.findIndex((f) => /\/assets\/(compass|resonance|onboarding)-[\w-]+\.js$/.test(f))
      if (!html.includes(PAINTED_ROOT) && screen >= 0)
        for (const file of imports) expect(listed.indexOf(file), `${path}: ${file}`).toBeLessThan(screen)
    }
  })

  it('lists the compass screen’s modules in its first HTML, each one a file the Worker serves', async () => {
    const compass = preloadsOf(await (await get('/compass', { accept: 'text/html' })).text())
    const entry = preloadsOf(await (await get('/', { accept: 'text/html' })).text())
    // The compass adds its screen's chunks to the entry's own preloads.
    expect(compass.length).toBeGreaterThan(entry.length)
    expect(compass.some((href) => /\/assets\/compass-[\w-]+\.js$/.test(href))).toBe(true)
    for (const href of compass) {
      const res = await get(href)
      expect(res.status, href).toBe(200)
      expect(res.headers.get('content-type') ?? '', href).toContain('javascript')
      await res.arrayBuffer()
    }
    // A first visit at / becomes onboarding: it is not given the compass's code.
    expect(entry.some((href) => /\/assets\/compass-/.test(href))).toBe(false)
    const calculator = preloadsOf(await (await get('/calculator', { accept: 'text/html' })).text())
    expect(calculator.some((href) => /\/assets\/calculator-[\w-]+\.js$/.test(href))).toBe(true)
  })

  it('never has a screen’s import wait for the stylesheet the page carries inline', async () => {
    // scripts/prerender/vite-plugin.ts, withoutInlinedCss: Vite's helper would link it again first.
    const html = await (await get('/profile?tab=read', { accept: 'text/html' })).text()
    expect(html).toMatch(/<style>/)
    expect(html).not.toMatch(/<link rel="stylesheet"/)
    const files = [entryOf(html) as string, ...preloadsOf(html)]
    let lists = 0
    for (const href of files) {
      const code = await (await get(href)).text()
      const list = /const __vite__mapDeps=[^;]*;/.exec(code)?.[0]
      if (!list) continue
      lists += 1
      expect(list, href).not.toMatch(/\.css/)
    }
    // The profile's screen loads its tabs lazily: its chunk has such a list.
    expect(lists).toBeGreaterThan(0)
  })

  it('marks the code a screen runs as it starts for eager compilation, and not the code loaded later', async () => {
    // V8's compile hint must be the file's first line (docs/decisions/032-compile-hints-for-the-start.md).
    const hint = '//# allFunctionsCalledOnLoad\n'
    for (const route of ['/compass', '/calculator', '/profile']) {
      const html = await (await get(route, { accept: 'text/html' })).text()
      const entry = entryOf(html)
      expect(entry, route).toBeTruthy()
      const hrefs = [...new Set([entry as string, ...preloadsOf(html)])]
      expect(hrefs.length, route).toBeGreaterThan(3)
      for (const href of hrefs) expect((await (await get(href)).text()).startsWith(hint), href).toBe(true)
    }
    // The admin dashboard's charts load when a chart is drawn: their functions mostly never run.
    const worker = await (await get('/sw.js')).text()
    const charts = /assets\/charts-[\w-]+\.js/.exec(worker)?.[0]
    expect(charts).toBeTruthy()
    const code = await (await get(`/${charts}`)).text()
    expect(code.length).toBeGreaterThan(1000)
    expect(code.startsWith(hint)).toBe(false)
  })

  it('gives the compass none of the 64 codons’ texts, which its screen never shows', async () => {
    const { CODON_CONTENT } = await import('../../domain/content/codons.ts')
    const rituals = Object.values(CODON_CONTENT).map((c) => c.rituals[0] as string)
    const html = await (await get('/compass', { accept: 'text/html' })).text()
    const entry = /<script id="first-frame" data-entry="([^"]+)"/.exec(html)?.[1]
    expect(entry).toBeTruthy()
    // The page's inline first-frame script computes today's card on a cold load (docs/decisions/031).
    for (const ritual of rituals) expect(html.includes(ritual), 'the page carries a codon ritual').toBe(false)
    for (const href of [entry as string, ...preloadsOf(html)]) {
      const code = await (await get(href)).text()
      for (const ritual of rituals)
        expect(code.includes(ritual), `${href} carries a codon's ritual`).toBe(false)
    }
  })

  it("paints today's card with no request: the first frame carries the card's rules, not Luna's or the archetypes' words", async () => {
    const { LUNA_CONTENT } = await import('../../domain/content/luna.ts')
    const { ARCHETYPE_CONTENT } = await import('../../domain/content/archetypes.ts')
    const { DAY_HEADLINES } = await import('../../domain/content/day-words.ts')
    const html = await (await get('/compass', { accept: 'text/html' })).text()
    const script = /<script id="first-frame"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
    // It imports nothing: the card is computed and painted while the page is parsed.
    expect(script).not.toMatch(/\bimport\(/)
    expect(html).not.toContain('data-today')
    // The day's headlines are in it; Luna's messages and the archetypes' descriptions are not.
    for (const headline of Object.values(DAY_HEADLINES).flatMap((byPart) => Object.values(byPart).flat()))
      expect(script).toContain(headline)
    for (const { messages } of Object.values(LUNA_CONTENT))
      for (const message of messages) expect(script.includes(message), message).toBe(false)
    for (const { description } of ARCHETYPE_CONTENT) expect(script.includes(description)).toBe(false)
    // Its share of the compass's JavaScript budget (README): at most 16 KB gzipped. It was 12 KB until
    // the day's words were written for each part of the day (docs/decisions/042): 12.2 KB before,
    // 14.8 KB after.
    const gzipped = await new Response(
      new Blob([script]).stream().pipeThrough(new CompressionStream('gzip')),
    ).arrayBuffer()
    expect(gzipped.byteLength).toBeLessThanOrEqual(16 * 1024)
  })

  it('leaves a page with the first-frame script no preload in its head, to start after a painted first frame', async () => {
    const html = await (await get('/compass', { accept: 'text/html' })).text()
    expect(html).toContain('<script id="first-frame"')
    expect(html).not.toContain('rel="modulepreload"')
    // Each file once, the entry's own imports first.
    const listed = preloadsOf(html)
    expect(new Set(listed).size).toBe(listed.length)
  })

  it('adds a route’s files to a first-frame list, or as links in the head of a page without one', async () => {
    const { withRoutePreloads } = await import('../../worker/edge.ts')
    const framed =
      '<html><head><meta name="luna-config" content="{}"></head><body><div id="root"></div>' +
      '<script id="first-frame" data-entry="/assets/main-AAAAAAAA.js" data-preload="/assets/a-AAAAAAAA.js">x</script></body></html>'
    expect(withRoutePreloads(framed, ['/assets/a-AAAAAAAA.js', '/assets/b-BBBBBBBB.js'])).toContain(
      'data-preload="/assets/a-AAAAAAAA.js /assets/b-BBBBBBBB.js">x</script>',
    )
    const plain =
      '<html><head><meta name="luna-config" content="{}"><title>T</title></head><body></body></html>'
    expect(withRoutePreloads(plain, ['/assets/b-BBBBBBBB.js'])).toBe(
      '<html><head><meta name="luna-config" content="{}"><link rel="modulepreload" crossorigin href="/assets/b-BBBBBBBB.js"><title>T</title></head><body></body></html>',
    )
    expect(withRoutePreloads(plain, [])).toBe(plain)
    // After the entry and the preloads of its own imports.
    const entered =
      '<html><head><script type="module" crossorigin src="/assets/main-AAAAAAAA.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/e-EEEEEEEE.js"></head><body></body></html>'
    expect(withRoutePreloads(entered, ['/assets/b-BBBBBBBB.js'])).toBe(
      '<html><head><script type="module" crossorigin src="/assets/main-AAAAAAAA.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/e-EEEEEEEE.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/b-BBBBBBBB.js"></head><body></body></html>',
    )
  })
})

describe('pages the app does not have', () => {
  it('answers a path with no screen 404, with the app (its "Page Not Found") as the body', async () => {
    for (const path of ['/no-such-page', '/compass/extra', '/assets-list']) {
      const res = await get(path, { accept: 'text/html' })
      expect(res.status, path).toBe(404)
      expect(res.headers.get('content-type') ?? '', path).toContain('text/html')
      expect(await res.text(), path).toContain('<div id="root">')
      // Still a page of the app: its security headers and policy.
      expect(res.headers.get('content-security-policy'), path).toContain("script-src 'self'")
    }
  })

  it('answers every screen of the app 200, whatever the case or a trailing slash', async () => {
    for (const path of [
      '/',
      '/onboarding',
      '/compass',
      '/compass/',
      '/Compass',
      '/resonance',
      '/profile',
      '/calculator',
      '/readings',
      '/help',
      '/codex',
      '/support',
      '/archetype-test',
      '/analytics',
      '/privacy',
      '/terms',
      '/disclaimer',
      '/api/docs',
    ]) {
      const res = await get(path, { accept: 'text/html' })
      expect(res.status, path).toBe(200)
      expect(res.headers.get('content-type') ?? '', path).toContain('text/html')
    }
  })

  it('serves robots.txt as text, keeping crawlers off the API and the admin dashboard', async () => {
    const res = await get('/robots.txt')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type') ?? '').toContain('text/plain')
    const text = await res.text()
    expect(text).toMatch(/^User-agent: \*$/m)
    expect(text).toMatch(/^Disallow: \/api\/$/m)
    expect(text).toMatch(/^Disallow: \/analytics$/m)
  })
})
