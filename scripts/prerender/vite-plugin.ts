// A Vite plugin that, after the client build, (1) inlines the stylesheet into the HTML as one
// <style> element (the Worker allows it by its SHA-256 hash in the CSP), and (2) writes
// prerendered pages whose markup paints before any JavaScript runs: /onboarding in English
// (docs/decisions/009), and the pages of words in each language (docs/decisions/062).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { createServer, type Plugin, type ResolvedConfig } from 'vite'
import { escapeHtml } from '../../domain/html.ts'
import type { Locale } from '../../domain/locale.ts'
import { PAINTED_LOCALES, paintedFile, paintedIn, SITE_PAGES, type SitePage } from '../../domain/pages.ts'
import { PAINTED_ROOT } from '../../domain/painted.ts'
import { withoutFirstFrame } from '../../worker/first-frame-html.ts'

/** Routes rendered at build time, and the file Workers Static Assets serves for each. */
/** The prerendered pages and their files, from the app's one list of pages (domain/pages.ts). */
export const PRERENDERED = SITE_PAGES.flatMap((p) =>
  p.prerendered ? [{ route: p.path, file: p.prerendered }] : [],
)

/** Replaces the stylesheet link with the stylesheet itself. */
export function inlineStylesheet(html: string, readAsset: (href: string) => string): string {
  return html.replace(
    /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g,
    (_, href: string) => `<style>${readAsset(href)}</style>`,
  )
}

/**
 * The loader of a prerendered page: it starts the app's module scripts after the first frame,
 * so the prerendered markup paints before the browser fetches and compiles the JavaScript (it
 * adopts the markup when it runs). Inlined in the page and allowed by its SHA-256 in the CSP, so
 * it costs no request of its own.
 */
export const BOOT_JS = `(() => {
  const me = document.currentScript
  const entry = me && me.dataset.entry
  if (!entry) return
  const preload = (me.dataset.preload || '').split(' ').filter(Boolean)
  const start = () => {
    for (const href of preload) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = href
      document.head.append(link)
    }
    const script = document.createElement('script')
    script.type = 'module'
    script.crossOrigin = ''
    script.src = entry
    document.head.append(script)
  }
  let started = false
  const once = () => {
    if (!started) {
      started = true
      start()
    }
  }
  // A painted page emptied for this visitor (KEPT_LANGUAGE_JS) paints nothing to wait for.
  const root = document.getElementById('root')
  if (root && root.dataset.emptied !== undefined) return once()
  // Start right after the first contentful paint (or soon anyway, should none be reported).
  try {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) {
        observer.disconnect()
        setTimeout(once, 0)
      }
    }).observe({ type: 'paint', buffered: true })
  } catch (e) {}
  setTimeout(once, 300)
})()
`

/** Swaps the page's module script and preloads for the after-first-frame loader. */
export function deferScripts(html: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html)?.[1]
  if (!entry) return html
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map(
    (m) => m[1],
  )
  return html
    .replace(/<script type="module" crossorigin src="[^"]+"><\/script>/, '')
    .replace(/<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
    .replace(
      '</body>',
      `<script data-entry="${entry}" data-preload="${preloads.join(' ')}">${BOOT_JS}</script></body>`,
    )
}

/** Puts prerendered markup into the root element. */
export function fillRoot(html: string, markup: string): string {
  return html.replace('<div id="root"></div>', `<div id="root">${markup}</div>`)
}

/**
 * Right after a painted page: a visitor for whom the app would draw other words is shown nothing until
 * the app draws the page, never words it then replaces. That is one who picked another language on
 * this device (kept in storage, which the Worker does not see), or one whose stored choice is the
 * page's `paintedUnless` (domain/pages.ts), named in the root's data attributes. A page painted past
 * its header (`paintedFurther`) is cut back to its header and the loading state below it for a visitor
 * whose storage matches one of its `unless` (the root's `data-painted-further-unless`, in JSON, which
 * keeps that part hidden until this script removes it: web/src/styles.css). It runs as the parser
 * reaches it, before the first paint; one script for every page, so one hash in the CSP.
 */
export const KEPT_LANGUAGE_JS = `(() => {
  const root = document.getElementById('root')
  if (!root) return
  // A page painted past its header keeps that part hidden (styles.css) until this script has found
  // it is this visitor's.
  const further = root.dataset.paintedFurtherUnless
  delete root.dataset.paintedFurtherUnless
  // Storage the browser refuses reads as nothing, as the app reads it.
  const read = (area, key) => {
    try {
      return (area === 'session' ? sessionStorage : localStorage).getItem(key)
    } catch (e) {
      return null
    }
  }
  const empty = () => {
    root.replaceChildren()
    delete root.dataset.painted
    root.dataset.emptied = ''
  }
  const kept = read('local', 'luna_locale')
  const unless = root.dataset.paintedUnlessKey
  if (
    (kept && kept !== document.documentElement.lang) ||
    (unless && read('local', unless) === root.dataset.paintedUnlessValue)
  )
    return empty()
  if (!further) return
  const matches = (m) => {
    const stored = read(m.area, m.key)
    if (stored === null) return false
    if (m.field === undefined) return true
    try {
      const value = JSON.parse(stored)
      return value !== null && typeof value === 'object' && value[m.field] === m.value
    } catch (e) {
      return false
    }
  }
  let cut = true
  try {
    cut = JSON.parse(further).some(matches)
  } catch (e) {
    // Conditions it cannot read: the header alone, never words that may not be this visitor's.
  }
  if (!cut) return
  const header = root.querySelector('main header')
  const loading = root.querySelector('[data-page-loading]')
  if (!header || !loading) return empty()
  // Everything after the header, at every level up to <main>, then the loading state below it.
  for (let node = header; node && node.tagName !== 'MAIN'; node = node.parentElement)
    while (node.nextSibling) node.nextSibling.remove()
  header.after(loading)
})()`

/** A page painted in a language: its markup, and the guards of a language or choice kept on the device. */
export function paintedPage(
  html: string,
  markup: string,
  guards: Pick<SitePage, 'paintedUnless' | 'paintedFurther'> = {},
): string {
  // Its buttons wait for the app (the app draws them anew): a tap before is refused where it is seen,
  // never silently lost (as on /onboarding, docs/decisions/009).
  const waiting = markup.replace(/<button(?![^>]*\sdisabled[\s=>])/g, '<button disabled=""')
  const { paintedUnless: unless, paintedFurther: further } = guards
  const guard = [
    unless
      ? ` data-painted-unless-key="${escapeHtml(unless.key)}" data-painted-unless-value="${escapeHtml(unless.value)}"`
      : '',
    further ? ` data-painted-further-unless="${escapeHtml(JSON.stringify(further.unless))}"` : '',
  ].join('')
  return html.replace(
    '<div id="root"></div>',
    `${PAINTED_ROOT}${guard}>${waiting}</div><script>${KEPT_LANGUAGE_JS}</script>`,
  )
}

/** Vite's list of a chunk's dynamic imports' dependencies (its preload helper's, docs/decisions/054). */
const MAP_DEPS =
  /const __vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=(\[[^\]]*\])\)\)\)=>i\.map\(i=>d\[i\]\);/

/**
 * A chunk's code without the inlined stylesheets among its dynamic imports' dependencies. Every page
 * carries the app's stylesheet inline (`inlineStylesheet`), which Vite's helper cannot see: it linked
 * the file again before resolving a screen's import, a request on the way to the first render of a
 * cold page and a second copy of the rules to apply (docs/performance.md, 2026-12-01, "eighteenth").
 * An import left with no dependency is not waited on at all. A list in a shape this does not know
 * fails the build, rather than silently keep the request.
 */
export function withoutInlinedCss(code: string, inlined: ReadonlySet<string>): string {
  if (!code.includes('__vite__mapDeps')) return code
  const m = MAP_DEPS.exec(code)
  if (!m) throw new Error('prerender: a chunk lists its dynamic imports’ dependencies in an unknown shape')
  const deps = JSON.parse(m[1] as string) as string[]
  if (!deps.some((dep) => inlined.has(dep))) return code
  const kept = deps.map((dep) => (inlined.has(dep) ? null : dep))
  return code.replace(
    m[0],
    `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=${JSON.stringify(kept)})))=>i.map(i=>d[i]).filter(Boolean);`,
  )
}

export function lunaPrerender(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'luna-prerender',
    apply: 'build',
    enforce: 'post',
    configResolved(resolved) {
      config = resolved
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        // The app's own stylesheet, the one index.html links and closeBundle inlines.
        const entry = Object.values(bundle).find(
          (o) => o.type === 'chunk' && o.isEntry && o.facadeModuleId?.endsWith('/web/index.html'),
        )
        const inlined = new Set(entry?.type === 'chunk' ? [...(entry.viteMetadata?.importedCss ?? [])] : [])
        if (inlined.size === 0) this.error('prerender: the app’s entry has no stylesheet to inline')
        for (const output of Object.values(bundle))
          if (output.type === 'chunk') output.code = withoutInlinedCss(output.code, inlined)
      },
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir)
      const indexPath = join(outDir, 'index.html')
      const html = inlineStylesheet(readFileSync(indexPath, 'utf8'), (href) =>
        readFileSync(join(outDir, href), 'utf8'),
      )
      writeFileSync(indexPath, html)
      // Render with Vite's SSR module loader, so the app's own TSX and aliases just work.
      const server = await createServer({
        configFile: config.configFile,
        logLevel: 'error',
        appType: 'custom',
        optimizeDeps: { noDiscovery: true, include: [] },
        // Libraries that use React go through the app's module graph and aliases (the production
        // React Router of vite.config.ts among them): left external, Node would load a second React.
        ssr: { noExternal: ['react-router', 'jotai', '@tanstack/react-query'] },
        server: { middlewareMode: true, hmr: false, ws: false },
      })
      try {
        const mod = (await server.ssrLoadModule('/src/prerender.tsx')) as {
          renderRoute: (location: string) => Promise<string>
          renderPageIn: (location: string, locale: Locale) => Promise<string>
          renderFrameIn: (location: string, locale: Locale, before?: string) => Promise<string>
        }
        for (const page of PRERENDERED) {
          const markup = await mod.renderRoute(page.route)
          // An empty render (a library rendering with a second React, say) would ship a blank page.
          if (!markup.includes('<main')) throw new Error(`prerender: ${page.route} rendered no <main>`)
          // The compass's first-frame script (docs/decisions/023) has nothing to do on these pages.
          writeFileSync(join(outDir, page.file), deferScripts(fillRoot(withoutFirstFrame(html), markup)))
        }
        // English first, then each translated language: rendering in a language speaks it (i18n.ts).
        for (const locale of PAINTED_LOCALES)
          for (const page of SITE_PAGES.filter((p) => paintedIn(p.path, locale))) {
            const { path, painted } = page
            const markup =
              painted === 'frame'
                ? await mod.renderFrameIn(path, locale, page.paintedFurther?.before)
                : await mod.renderPageIn(path, locale)
            if (!markup.includes('<main'))
              throw new Error(`prerender: ${path} in ${locale} rendered no <main>`)
            const file = join(outDir, paintedFile(locale, path))
            mkdirSync(dirname(file), { recursive: true })
            writeFileSync(file, deferScripts(paintedPage(withoutFirstFrame(html), markup, page)))
          }
      } finally {
        await server.close()
      }
    },
  }
}
