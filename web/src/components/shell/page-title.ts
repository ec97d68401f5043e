// Each page's title in the browser's tab, history and a screen reader's announcement of the page:
// its heading, then the app's name. The first page's HTML keeps the app's own title until the app
// runs (web/index.html). The titles are the pages' own, in the app's one list (domain/pages.ts), in
// the language spoken: the shell catalogue's `page.<path>` (English's the list's own words,
// test/web/app-pages.test.ts).
import { pagePath, sitePageAt } from '@domain/pages.ts'
import type { Text } from '@/lib/i18n.ts'

/** The shell catalogue's key of a page's title: its path without the slash ('/' is the compass). */
export const titleKey = (path: string): string => `page.${path === '/' ? 'compass' : path.slice(1)}`

/**
 * The document title of the page at `pathname`: a trailing slash and the letters' case do not
 * change the page (the router matches paths without case).
 */
export function pageTitle(pathname: string, t: Text<string>): string {
  const page = sitePageAt(pathname)
  if (!page) return `${t('notFound.title')} · Luna`
  const key = titleKey(pagePath(page.path))
  const said = t(key)
  return `${said === key ? page.title : said} · Luna`
}
