// Build-time rendering of pages whose first view is the same for every visitor, so their HTML paints
// before any JavaScript runs: the first page a new visitor meets (docs/decisions/009), and the pages
// of words in each language (docs/decisions/062-pages-painted-before-the-app.md). Rendered in Node
// by scripts/prerender/vite-plugin.ts.
import type { Locale } from '@domain/locale.ts'
import { PAINTED_STANDINS } from '@domain/painted.ts'
import { renderToString } from 'react-dom/server'
import { prerender } from 'react-dom/static'
import { StaticRouter } from 'react-router'
import { PageLoading } from '@/components/ui/spinner.tsx'
import { PAGE_HEADER_HEADER } from '@/components/ui/ui-classes.ts'
import { paintWithStandIns } from '@/lib/config.ts'
import { activateLocale } from '@/lib/i18n.ts'
import { ViewModeProvider } from '@/lib/view-mode.tsx'
import { AppRoutes, preloadOnboarding } from '@/router.tsx'

const page = (location: string) => (
  <ViewModeProvider>
    <StaticRouter location={location}>
      <AppRoutes />
    </StaticRouter>
  </ViewModeProvider>
)

/** The markup of a route as a first-time visitor sees it before anything is stored. */
export async function renderRoute(location: string): Promise<string> {
  await preloadOnboarding()
  return renderToString(page(location))
}

/**
 * The markup of a route in a language, as a visitor with nothing stored sees it once its code and
 * words are here: React's prerender waits for the screen's lazy code and its catalogues.
 */
export async function renderPageIn(location: string, locale: Locale): Promise<string> {
  // Painted as a configured page, with stand-ins the Worker replaces (domain/painted.ts).
  paintWithStandIns({
    legalEmail: PAINTED_STANDINS.legalEmail,
    supportUrls: [...PAINTED_STANDINS.supportUrls],
  })
  await activateLocale(locale)
  // Every boundary written in place, however long: React otherwise moves a long one to the end of the
  // page with a script that swaps it in, which this page's policy would not run before the app does.
  const { prelude } = await prerender(page(location), { progressiveChunkSize: Number.POSITIVE_INFINITY })
  return new Response(prelude).text()
}

/**
 * A page that depends on the device, in a language, painted as far as its page header (the same for
 * every visitor), the app's loading state below it, and the footer hidden as the app hides it while a
 * page loads: the app draws the rest below the header, which stays where it was painted. With
 * `before` (a page's `paintedFurther`, domain/pages.ts), it is painted further, as far as the first
 * `<before>` element below the header, with the loading state in its place. The elements left open
 * close with <main>, as the HTML parser closes them.
 */
export async function renderFrameIn(location: string, locale: Locale, before?: string): Promise<string> {
  const markup = await renderPageIn(location, locale)
  const main = markup.indexOf('<main')
  const open = markup.indexOf(`<header class="${PAGE_HEADER_HEADER}">`, main)
  const close = markup.indexOf('</header>', open)
  const end = markup.indexOf('</main>', close)
  if (main < 0 || open < 0 || close < 0 || end < 0)
    throw new Error(`prerender: ${location} has no page header to paint as far as`)
  const further = before ? markup.slice(close, end).search(new RegExp(`<${before}[\\s>]`)) : 0
  if (further < 0) throw new Error(`prerender: ${location} has no <${before}> to paint as far as`)
  const stop = before ? close + further : close + '</header>'.length
  return `${markup.slice(0, stop)}${renderToString(<PageLoading />)}${markup.slice(end).replace('<footer ', '<footer hidden="" ')}`
}
