/// <reference lib="webworker" />
// Luna's service worker (docs/decisions/019-offline-first.md), built by vite-plugin-pwa's
// injectManifest from this file with Workbox:
// - the app shell and every route's code are precached, so every screen opens offline;
// - a navigation is answered with the precached app (the Worker's own pages, /api and files with an
//   extension such as the PDFs, go to the network);
// - the fixed content answers (codons, archetypes, quiz) are stale-while-revalidate;
// - the reading's words in a language (reading-words.<locale>.json) are kept once the compass is asked
//   in that language, for a reading computed offline (docs/decisions/058), and asked for again (a
//   revalidation) the first time the compass is asked in a run of this worker;
// - nothing else of /api is touched: personal answers never enter a cache;
// - a new version waits until the visitor chooses "Reload to update";
// - a daily reminder (Web Push, docs/decisions/020) shows as a notification; a tap opens the compass.

import { notificationPath } from '@domain/reminders.ts'
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies'

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

/**
 * The reading's words in a language, as data (scripts/reading-words/vite-plugin.ts): about 40 KB
 * gzipped each, so not precached for every visitor, but kept for the language a visitor's compass is
 * asked in. Their names carry no hash, and a change of words alone makes no new worker: each run of
 * this worker asks for them again once (the server answers 304 when they are the same), so a device
 * offline after a change still has the words it had, and the new ones from its next compass online.
 */
const READING_WORDS_CACHE = 'luna-reading-words'
const READING_WORDS = /^\/reading-words\.(es|de)\.json$/

registerRoute(
  ({ url }) => url.origin === self.location.origin && READING_WORDS.test(url.pathname),
  new CacheFirst({ cacheName: READING_WORDS_CACHE }),
)

/** The languages whose words this run of the worker has asked for already. */
const wordsAsked = new Set<string>()

// The compass asked in a language that has reading words: they are kept (asked for again once per
// run of this worker) for a reading offline. A failed request leaves the words kept before.
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url)
  if (url.origin !== self.location.origin || url.pathname !== '/api/resonance-compass') return
  const path = `/reading-words.${url.searchParams.get('lang')}.json`
  if (!READING_WORDS.test(path) || wordsAsked.has(path)) return
  wordsAsked.add(path)
  event.waitUntil(
    caches
      .open(READING_WORDS_CACHE)
      .then((cache) => cache.add(path))
      .catch(() => wordsAsked.delete(path)),
  )
})

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting()
})

interface ReminderPayload {
  title?: string
  body?: string
  url?: string
  tag?: string
}

/** Only a path of this site is opened from a notification. */
/** A path of this site only (domain/reminders.ts `notificationPath`). */
const sitePath = (url: unknown): string => notificationPath(url, self.location.origin)

self.addEventListener('push', (event) => {
  let payload: ReminderPayload = {}
  try {
    payload = (event.data?.json() ?? {}) as ReminderPayload
  } catch {
    payload = { body: event.data?.text() }
  }
  event.waitUntil(
    self.registration.showNotification(payload.title || 'Luna', {
      body: payload.body || 'Today’s reading is ready when you are.',
      icon: '/pwa-192x192.png',
      badge: '/pwa-64x64.png',
      tag: payload.tag || 'luna-daily',
      data: { url: sitePath(payload.url) },
    }),
  )
})

/** Focuses an open Luna window on the page (or opens one). */
async function openPage(path: string): Promise<void> {
  const url = new URL(path, self.location.origin).href
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const open = windows.find((w) => new URL(w.url).origin === self.location.origin)
  if (open) {
    const navigated = (await open.navigate(url).catch(() => null)) ?? open
    await navigated.focus().catch(() => undefined)
    return
  }
  await self.clients.openWindow(url)
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const data = event.notification.data as { url?: string } | null
  const opening = openPage(sitePath(data?.url))
  try {
    event.waitUntil(opening)
  } catch {
    // An event dispatched by a script (the browser test's tap) cannot be extended; it still opens.
  }
})
