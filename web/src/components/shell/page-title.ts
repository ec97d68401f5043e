// Each page's title in the browser's tab, history and a screen reader's announcement of the page:
// its heading, then the app's name. The first page's HTML keeps the app's own title until the app
// runs (web/index.html). The titles are the pages' own, in the app's one list (domain/pages.ts).
import { sitePageAt } from '@domain/pages.ts'

/**
 * The document title of the page at `pathname`: a trailing slash and the letters' case do not
 * change the page (the router matches paths without case).
 */
export function pageTitle(pathname: string): string {
  return `${sitePageAt(pathname)?.title ?? 'Page Not Found'} · Luna`
}
