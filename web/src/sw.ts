/// <reference lib="webworker" />
// Luna's service worker (docs/decisions/019-offline-first.md), built by vite-plugin-pwa's
// injectManifest from this file with Workbox:
// - the app shell and every route's code are precached, so every screen opens offline;
// - a navigation is answered with the precached app (the Worker's own pages, /api and files with an
//   extension such as the PDFs, go to the network);
// - the fixed content answers (codons, archetypes, quiz) are stale-while-revalidate;
// - nothing else of /api is touched: personal answers never enter a cache;
// - a new version waits until the visitor chooses "Reload to update".
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { StaleWhileRevalidate } from 'workbox-strategies'

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[]
}

precacheAndRoute(self.__WB_MANIFEST)
cleanupOutdatedCaches()

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /\/[^/]+\.[a-z0-9]+$/i],
  }),
)

/** The content routes of docs/rules: the same for every visitor, safe to share. */
export const CONTENT_PATHS = new Set(['/api/codons', '/api/archetypes', '/api/quiz'])

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.origin === self.location.origin && CONTENT_PATHS.has(url.pathname),
  new StaleWhileRevalidate({ cacheName: 'luna-content' }),
)

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})
