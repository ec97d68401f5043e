// What happens at the edge before and after every request: the old-host redirect, security
// headers (static files included), the body limit and the JSON-only rule for API bodies, and the
// public configuration handed to the web app inside its HTML (docs/ARCHITECTURE.md).
import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { escapeHtml } from '../domain/html.ts'
import { computedInEnglish, type Locale, negotiateLocale, offeredLocalesOf } from '../domain/locale.ts'
import { pagePath, paintedAsset, paintedIn, SITE_PAGES } from '../domain/pages.ts'
import { PAINTED_ROOT, withConfiguration } from '../domain/painted.ts'
import { MAX_BODY_BYTES } from '../schema/api.ts'
import { sha256 } from './addresses.ts'
import type { AppEnv, Bindings } from './env.ts'
import { errorJson } from './errors.ts'
import { FIRST_FRAME_PATHS, withoutFirstFrame } from './first-frame-html.ts'

/**
 * A host name as compared: lower case, no port, no trailing dot (`Legacy.Localhost.:8787` and
 * `legacy.localhost` are one host; DNS treats the final dot as the root, browsers send it as typed).
 */
export function normalizeHost(host: string): string {
  const text = host.trim().toLowerCase()
  // A bracketed IPv6 literal keeps its colons; anything else loses its port.
  const withoutPort = text.startsWith('[')
    ? text.replace(/^(\[[^\]]*\])(:\d*)?$/, '$1')
    : text.replace(/:\d*$/, '')
  return withoutPort.replace(/\.+$/, '')
}

function hostsOf(list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((h) => normalizeHost(h.replace(/^https?:\/\//i, '').replace(/\/.*$/, '')))
    .filter(Boolean)
}

/** The canonical origin: CANONICAL_HOST with its scheme, https:// when it names none, no trailing slash. */
export function canonicalOrigin(env: Bindings): string | null {
  const host = env.CANONICAL_HOST?.trim().replace(/\/+$/, '')
  if (!host) return null
  return /^https?:\/\//.test(host) ? host : `https://${host}`
}

// What the redirect needs depends only on configuration: worked out once per configuration.
const redirectConfigs = new Map<string, { oldHosts: string[]; target: string | null }>()
function redirectConfig(env: Bindings) {
  const key = `${env.OLD_HOSTS ?? ''}|${env.CANONICAL_HOST ?? ''}`
  let config = redirectConfigs.get(key)
  if (!config) {
    const target = canonicalOrigin(env)
    // The canonical host itself is never redirected, even when listed by mistake (no loop).
    const canonical = target ? normalizeHost(new URL(target).host) : null
    config = { oldHosts: hostsOf(env.OLD_HOSTS).filter((h) => h !== canonical), target }
    redirectConfigs.set(key, config)
  }
  return config
}

/** A request on an old host is answered 301 to the canonical host, same path and query, before anything else. */
export const oldHostRedirect: MiddlewareHandler<AppEnv> = async (c, next) => {
  const { target, oldHosts } = redirectConfig(c.env)
  if (target && oldHosts.length > 0 && oldHosts.includes(normalizeHost(hostOf(c.req.url)))) {
    const url = new URL(c.req.url)
    return c.redirect(`${target}${url.pathname}${url.search}`, 301)
  }
  return next()
}

/**
 * The host of a request's URL, read from the text: a request URL is always absolute
 * (`scheme://host[:port]/…`), and every request passes here, so no URL object is made for it.
 */
export function hostOf(url: string): string {
  const start = url.indexOf('//') + 2
  const end = url.indexOf('/', start)
  return url.slice(start, end === -1 ? undefined : end)
}

function originOf(url: string | undefined): string | null {
  if (!url) return null
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

const ANALYTICS_SCRIPT = 'https://www.googletagmanager.com'
const ANALYTICS_CONNECT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.googletagmanager.com',
]

const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com'

/**
 * A strict CSP naming exactly the configured hosts. `styleHashes` allow the page's own inline
 * stylesheet (the build inlines the CSS so the first paint needs no extra request).
 */
export function contentSecurityPolicy(
  env: Bindings,
  styleHashes: readonly string[] = [],
  scriptHashes: readonly string[] = [],
): string {
  const analytics = Boolean(env.MEASUREMENT_ID?.trim())
  // Turnstile's widget: its script and its frame (docs/decisions/036).
  const turnstile = Boolean(env.TURNSTILE_SECRET_KEY?.trim() && env.TURNSTILE_SITE_KEY?.trim())
  const connect = [
    "'self'",
    originOf(env.GEOCODING_URL),
    originOf(env.ELEVATION_URL),
    ...(analytics ? ANALYTICS_CONNECT : []),
  ]
  const script = [
    "'self'",
    ...scriptHashes.map((h) => `'sha256-${h}'`),
    ...(analytics ? [ANALYTICS_SCRIPT] : []),
    ...(turnstile ? [TURNSTILE_ORIGIN] : []),
  ]
  const img = [
    "'self'",
    'data:',
    ...(analytics ? ['https://*.google-analytics.com', 'https://www.googletagmanager.com'] : []),
  ]
  return [
    "default-src 'self'",
    `script-src ${script.join(' ')}`,
    ["style-src 'self'", ...styleHashes.map((h) => `'sha256-${h}'`)].join(' '),
    `img-src ${img.join(' ')}`,
    "font-src 'self'",
    `connect-src ${connect.filter(Boolean).join(' ')}`,
    "media-src 'self' blob:",
    ...(turnstile ? [`frame-src ${TURNSTILE_ORIGIN}`] : []),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ].join('; ')
}

const STATIC_HEADERS: Record<string, string> = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Permissions-Policy': 'geolocation=(self), camera=(), microphone=(), payment=(), usb=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
}

// The CSP depends only on configuration: built once per distinct configuration.
const cspCache = new Map<string, string>()
function cachedCsp(env: Bindings): string {
  const key = `${env.MEASUREMENT_ID ?? ''}|${env.GEOCODING_URL ?? ''}|${env.ELEVATION_URL ?? ''}|${env.TURNSTILE_SITE_KEY ?? ''}|${Boolean(env.TURNSTILE_SECRET_KEY)}`
  let csp = cspCache.get(key)
  if (!csp) {
    csp = contentSecurityPolicy(env)
    cspCache.set(key, csp)
  }
  return csp
}

function applyHeaders(headers: Headers, csp: string): void {
  for (const [k, v] of Object.entries(STATIC_HEADERS)) headers.set(k, v)
  // An HTML answer may already carry its own policy (with the hash of its inline styles).
  if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', csp)
}

/**
 * Changes a finished answer's headers in place. Responses from the assets binding are immutable:
 * those are copied, then changed. (Hono's `c.header()` on a finished answer copies every answer
 * first, a copy every request would pay for: docs/performance.md, "twenty-eighth".)
 */
export function editAnswerHeaders(c: Context<AppEnv>, edit: (headers: Headers) => void): void {
  try {
    edit(c.res.headers)
  } catch {
    const res = new Response(c.res.body, c.res)
    edit(res.headers)
    c.res = res
  }
}

/** Security headers on every response, static files and redirects included. */
export const securityHeaders: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next()
  const csp = cachedCsp(c.env)
  editAnswerHeaders(c, (headers) => applyHeaders(headers, csp))
}

/**
 * API answers are personal or computed per request: unless a route says otherwise (fixed content,
 * shared statistics), nothing is kept in any cache, the browser's disk cache included.
 */
export const apiNoStore: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next()
  if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store')
}

/** Bodies over 64 KB are 413, chunked ones included (counted as they stream). */
export const apiBodyLimit = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => c.json({ error: 'The request body is too large (at most 64 KB).' }, 413),
})

const JSON_MEDIA = /^application\/([\w.-]+\+)?json$/i

/** An API request that carries a body must say it is JSON. */
export const jsonOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  const hasBody =
    (Number(c.req.header('content-length') ?? 0) > 0 || c.req.header('transfer-encoding') !== undefined) &&
    c.req.method !== 'GET'
  const media = (c.req.header('content-type') ?? '').split(';')[0]?.trim() ?? ''
  if (hasBody && !JSON_MEDIA.test(media)) {
    return errorJson(c, 415, 'Send the request body as JSON with the header Content-Type: application/json.')
  }
  // JSON is UTF-8 (RFC 8259): a body declared in another charset would be read as UTF-8 all the same,
  // its other letters turned into U+FFFD, so it is refused rather than stored changed.
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(c.req.header('content-type') ?? '')?.[1]
  if (hasBody && charset && !/^(utf-?8|us-ascii)$/i.test(charset)) {
    return errorJson(c, 415, `Send the request body in UTF-8, not ${charset.slice(0, 40)}.`)
  }
  return next()
}

/** The public configuration the web app needs, without a request of its own. */
export function publicConfig(env: Bindings) {
  return {
    measurementId: env.MEASUREMENT_ID?.trim() || null,
    supportUrls: [env.SUPPORT_URL_1, env.SUPPORT_URL_2].map((u) => u?.trim() || null),
    legalEmail: env.LEGAL_EMAIL?.trim() || null,
    geocodingUrl: env.GEOCODING_URL?.trim() || null,
    elevationUrl: env.ELEVATION_URL?.trim() || null,
    // Only with its secret: a site key alone would make browsers solve challenges nobody checks.
    turnstileSiteKey: (env.TURNSTILE_SECRET_KEY?.trim() && env.TURNSTILE_SITE_KEY?.trim()) || null,
    /** The languages offered (domain/locale.ts): the picker shows when there is more than one. */
    locales: offeredLocalesOf(env.LOCALES),
  }
}

/**
 * The language of a request (docs/decisions/056-languages.md): the browser's Accept-Language, among
 * the offered ones; else English. A language the person picked is kept on the device, where the app
 * and the first frame read it: Luna sets no cookie.
 */
export function localeOfRequest(env: Bindings, headers: Headers): Locale {
  return negotiateLocale(headers.get('accept-language'), offeredLocalesOf(env.LOCALES))
}

/**
 * The language of an API answer's words (docs/decisions/057-content-languages.md): its `lang`
 * parameter when given, else its Accept-Language, among the offered languages; else English. The
 * route says it in Content-Language, with Vary (an answer without `lang` depends on the header).
 */
export function answerLocale(env: Bindings, headers: Headers, lang: string | undefined): Locale {
  return lang === undefined
    ? localeOfRequest(env, headers)
    : negotiateLocale(lang, offeredLocalesOf(env.LOCALES))
}

const STYLE_RE = /<style>([\s\S]*?)<\/style>/g
// Inline scripts: a <script> without a src attribute (the prerendered pages' loader).
const INLINE_SCRIPT_RE = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g
const hashCache = new Map<string, string>()

async function sha256Base64(text: string): Promise<string> {
  const digest = await sha256(text)
  let binary = ''
  for (const b of digest) binary += String.fromCharCode(b)
  return btoa(binary)
}

/** The SHA-256 (base64) of each match's content, computed once per isolate. */
async function hashesOf(html: string, pattern: RegExp): Promise<string[]> {
  const out: string[] = []
  for (const [, text = ''] of html.matchAll(pattern)) {
    let hash = hashCache.get(text)
    if (!hash) {
      hash = await sha256Base64(text)
      if (hashCache.size > 32) hashCache.clear()
      hashCache.set(text, hash)
    }
    out.push(hash)
  }
  return out
}

/**
 * Serves the built app. HTML pages get the public configuration as a <meta> tag and a CSP that
 * allows exactly their own inline stylesheet and loader script, by hash (docs/decisions/009).
 */
export function serveAsset(c: Context<AppEnv>): Promise<Response> {
  return serveAssetFor(c, c.req.raw, true)
}

/** Serves one of the built app's pages under another URL (the API reference at /api/docs). */
export function servePage(c: Context<AppEnv>, pathname: string): Promise<Response> {
  const url = new URL(c.req.url)
  url.pathname = pathname
  url.search = ''
  const headers = new Headers(c.req.raw.headers)
  headers.set('accept', 'text/html')
  // The API reference is written in English only: it is served in English, whatever the browser asks.
  headers.delete('accept-language')
  return serveAssetFor(c, new Request(url, { headers }))
}

/** A built file whose name carries its content hash (`/assets/main-BD3vJ02H.js`). */
const HASHED_ASSET = /^\/assets\/[^/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/
export const IMMUTABLE = 'public, max-age=31536000, immutable'

async function serveAssetFor(
  c: Context<AppEnv>,
  original: Request,
  checkRoute = false,
  mayPaint = true,
): Promise<Response> {
  // Pages are rewritten per request (configuration, policy hashes), so the asset's validators do
  // not describe what is sent: never answer a page request with the asset's 304.
  const wantsPage = (original.headers.get('accept') ?? '').includes('text/html')
  let request = original
  if (wantsPage && (request.headers.has('if-none-match') || request.headers.has('if-modified-since'))) {
    const headers = new Headers(request.headers)
    headers.delete('if-none-match')
    headers.delete('if-modified-since')
    request = new Request(request, { headers })
  }
  const url = new URL(original.url)
  const locale = localeOfRequest(c.env, original.headers)
  // A page of words painted in the language (docs/decisions/062): its prerendered file, asked for by
  // its own address (Static Assets answers one it lacks with the app's shell, as for any page).
  const path = pagePath(url.pathname)
  const painted = mayPaint && wantsPage && checkRoute && url.search === '' && paintedIn(path, locale)
  if (painted) request = new Request(new URL(paintedAsset(locale, path), url), { headers: request.headers })
  const res = await c.env.ASSETS.fetch(request)
  if (!(res.headers.get('content-type') ?? '').includes('text/html')) {
    // Vite names every file under /assets/ by its content's hash: a new build is a new name, so a
    // returning visitor never needs to revalidate one. Everything else stays revalidated.
    if (res.status === 200 && HASHED_ASSET.test(new URL(original.url).pathname)) {
      const headers = new Headers(res.headers)
      headers.set('Cache-Control', IMMUTABLE)
      return new Response(res.body, { status: res.status, headers })
    }
    return res
  }
  const config = publicConfig(c.env)
  const pathname = url.pathname
  const [text, files, known] = await Promise.all([
    res.text(),
    routeFiles(c, pathname),
    checkRoute ? isAppPage(c, pathname) : true,
  ])
  // A painted page gets the deployment's configuration in place of its stand-ins; without it, the
  // app's empty shell (domain/painted.ts).
  const source = painted && text.includes(PAINTED_ROOT) ? withConfiguration(text, config) : text
  if (source === null) return serveAssetFor(c, original, checkRoute, false)
  // The first frame paints only on the compass's paths: any other page starts the app at once, without
  // the script's 16 KB (docs/performance.md, "sixteenth").
  const framed =
    FIRST_FRAME_PATHS.includes(pathname) && url.search === ''
      ? await withFirstFrameOf(c, source, locale)
      : withoutFirstFrame(source)
  const html = withRoutePreloads(
    framed
      .replace('<html lang="en"', `<html lang="${locale}"`)
      .replace('<head>', `<head><meta name="luna-config" content="${escapeHtml(JSON.stringify(config))}">`),
    files,
  )
  const headers = new Headers(res.headers)
  headers.delete('content-length')
  headers.delete('etag')
  headers.delete('last-modified')
  headers.set('Cache-Control', 'no-cache')
  // The page is in the language negotiated from Accept-Language (docs/decisions/056-languages.md).
  headers.set('Content-Language', locale)
  headers.append('Vary', 'Accept-Language')
  headers.set(
    'Content-Security-Policy',
    contentSecurityPolicy(c.env, await hashesOf(html, STYLE_RE), await hashesOf(html, INLINE_SCRIPT_RE)),
  )
  // The app's shell answers every path (it draws "Page Not Found" for one it does not know), but a
  // path the app has no screen for is answered 404 from the network, for crawlers and link
  // checkers (a page the service worker controls answers navigations itself, from its precache).
  // The built asset behind /api/docs is served at /api/docs only; its own path is not a screen.
  return new Response(html, { status: res.status === 200 && !known ? 404 : res.status, headers })
}

/** The inline first-frame script's code (scripts/first-frame/vite-plugin.ts). */
const FIRST_FRAME_CODE = /(<script id="first-frame" [^>]*>)[\s\S]*?(<\/script>)/

/** The build's first-frame-kept.js, read once per isolate (again after a failed read). */
let keptFrame: Promise<string | null> | null = null

/**
 * A page in a language whose day is not computed on the device (docs/decisions/059-first-frame-per-language.md):
 * its first-frame script is the one that paints a kept reading only, without the card's rules and
 * English's words (about 10 KB gzipped less). A build without that file keeps the full script.
 */
async function withFirstFrameOf(c: Context<AppEnv>, html: string, locale: Locale): Promise<string> {
  if (computedInEnglish(locale) || !FIRST_FRAME_CODE.test(html)) return html
  keptFrame ??= c.env.ASSETS.fetch(new URL('/first-frame-kept.js', c.req.url))
    .then((res) => (res.ok ? res.text() : null))
    .catch(() => null)
  const code = (await keptFrame)?.trim()
  // A failed read is asked again by the next page, never kept for the isolate's life.
  if (!code) keptFrame = null
  if (!code || code.includes('</')) return html
  return html.replace(FIRST_FRAME_CODE, (_, open: string, close: string) => `${open}${code}${close}`)
}

/** route → module files, from the build's route-preloads.json (scripts/preload/vite-plugin.ts). */
let preloadMap: Promise<Record<string, string[]>> | null = null

/** The build's route-preloads.json, read once per isolate; {} when the build has none. */
function routesOfBuild(c: Context<AppEnv>): Promise<Record<string, string[]>> {
  preloadMap ??= c.env.ASSETS.fetch(new URL('/route-preloads.json', c.req.url))
    .then((res) => (res.ok ? (res.json() as Promise<Record<string, string[]>>) : {}))
    .catch(() => ({}))
  return preloadMap
}

/** A path as the router matches it: without a trailing slash, whatever its case. */
const routeOf = pagePath

/** The route's screen code (docs/decisions/021): hashed module files, from route-preloads.json. */
async function routeFiles(c: Context<AppEnv>, pathname: string): Promise<string[]> {
  const files = (await routesOfBuild(c))[routeOf(pathname)] ?? []
  return files.filter((file) => HASHED_ASSET.test(file))
}

/** A page's module entry in its head (worker/first-frame-html.ts, withoutFirstFrame). */
const MODULE_ENTRY = /<script type="module" crossorigin src="[^"]+"><\/script>/
/** The module entry with the preloads of its own imports that follow it (withoutFirstFrame). */
const ENTRY_WITH_IMPORTS =
  /<script type="module" crossorigin src="[^"]+"><\/script>(?:<link rel="modulepreload" crossorigin href="[^"]+">)*/

/** The first-frame script's list of modules to preload (scripts/first-frame/vite-plugin.ts). */
const FIRST_FRAME_PRELOADS = /(<script id="first-frame" [^>]*data-preload=")([^"]*)(")/

/**
 * A page with its route's screen code preloaded, so that a cold load fetches it alongside the
 * entry (docs/decisions/021). A page with the first-frame script gets the files in that script's
 * list, which it starts at once, or right after the first frame when it painted a kept reading:
 * fetched from the head, they would compete with that frame for the network
 * (docs/decisions/023-first-frame-on-return.md). Any other page gets <link rel="modulepreload"> tags.
 */
export function withRoutePreloads(html: string, files: readonly string[]): string {
  if (files.length === 0) return html
  if (FIRST_FRAME_PRELOADS.test(html))
    return html.replace(FIRST_FRAME_PRELOADS, (_, open: string, list: string, close: string) => {
      const listed = list.split(' ').filter(Boolean)
      return `${open}${[...listed, ...files.filter((f) => !listed.includes(f))].join(' ')}${close}`
    })
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('')
  // After the module entry and its own imports where the head has them (a page without the first
  // frame): they are asked for first, as the first-frame script asks for them before the route's files.
  if (MODULE_ENTRY.test(html)) return html.replace(ENTRY_WITH_IMPORTS, (entry) => `${entry}${links}`)
  return html.replace(/<head>(<meta name="luna-config" [^>]*>)?/, (head) => `${head}${links}`)
}

/** Paths the app draws a screen for besides those in route-preloads.json: its pages loaded with the entry (domain/pages.ts). */
export const PAGES_WITHOUT_PRELOADS: readonly string[] = SITE_PAGES.filter((p) => !p.module).map(
  (p) => p.path,
)

/**
 * Whether the app has a screen at `pathname` (React Router matches without regard to case or a
 * trailing slash). A build without route-preloads.json knows no routes: every path is then a page.
 */
async function isAppPage(c: Context<AppEnv>, pathname: string): Promise<boolean> {
  const routes = Object.keys(await routesOfBuild(c))
  if (routes.length === 0) return true
  const path = routeOf(pathname)
  return PAGES_WITHOUT_PRELOADS.includes(path) || routes.includes(path)
}
