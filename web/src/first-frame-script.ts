// The inline script of index.html (built by scripts/first-frame/vite-plugin.ts from its two entries,
// first-frame.ts and first-frame-kept.ts), run while the page is parsed, before any module
// (docs/decisions/023-first-frame-on-return.md):
// - on a returning visit to the compass (`/` or `/compass`) with today's reading kept on this
//   device (the day's last answer, or the day computed ahead on an earlier visit), it paints that
//   reading at once, so the first frame shows it;
// - with nothing kept for today, a visitor with a profile who reads English gets today's card
//   computed here, by the card's own rules that the full script carries, and painted at once, with
//   no request (docs/decisions/027-today-computed-on-a-cold-load.md, 031-today-card-in-the-first-frame.md).
//   A page in another language gets the script without them (docs/decisions/059-first-frame-per-language.md):
//   a day computed on the device reads English's words, which such a page never paints;
// - it then starts the app's module entry and its preloads (named in its data attributes): right
//   after that first frame when it painted one, so the app's code never delays it; at once
//   otherwise. Any failure leaves the page to the app, as before.

import { localDateOf, localTimeOf } from '@domain/dates.ts'
import type { GreetingWords } from '@domain/greeting.ts'
import { computedInEnglish, contentLocale, isLocale, type Locale, spokenLocale } from '@domain/locale.ts'
import { paintFirstFrame } from '@/features/compass/first-frame.ts'
import type { paintToday } from '@/features/compass/today-now.ts'
import { keptReadingOf } from '@/lib/device-state/kept-reading.ts'
import { type FrameMessages, frameWords } from '@/lib/frame-words.ts'

/**
 * Runs the first frame: paints the kept reading in the languages whose words the script carries
 * (`frames`, and `felt` for the greeting's feeling in another language than English; a reader of
 * another language gets the app's first render instead), or today's card computed by `computeToday`
 * (the full script's; null in the script of a page in another language), then starts the app.
 */
export function runFirstFrame(
  computeToday: typeof paintToday | null,
  frames: Partial<Record<Locale, FrameMessages>>,
  felt: Partial<Record<Locale, GreetingWords['felt']>> = {},
): void {
  const me = document.currentScript as HTMLScriptElement | null
  const root = document.getElementById('root')
  const path = location.pathname
  let painted = false
  try {
    if (root && !root.hasChildNodes() && (path === '/' || path === '/compass') && !location.search) {
      const now = new Date()
      const localTime = localTimeOf(now)
      const read = (key: string) => localStorage.getItem(key)
      const locale = frameLocale(read)
      const reading = keptReadingOf(read, localDateOf(now), localTime, locale)
      const words = frames[contentLocale(locale)]
      if (reading) {
        if (words) {
          paintFirstFrame(
            root,
            reading,
            path,
            localTime,
            now,
            locale,
            frameWords(words),
            felt[contentLocale(locale)],
          )
          painted = true
        }
      } else if (computeToday && computedInEnglish(locale))
        painted = computeToday(root, read, path, now, locale)
    }
  } catch {
    // Storage blocked or anything unexpected: the app renders as it always did.
  }
  const starter = starterOf(me)
  if (painted) startAfterPaint(starter)
  else starter()
}

/**
 * The language the app will speak (lib/i18n.ts, startLocale): the person's kept choice when offered,
 * else the page's own. The offered languages are in the page's configuration.
 */
function frameLocale(read: (key: string) => string | null): Locale {
  let offered: Locale[] = ['en']
  try {
    const config = document.querySelector('meta[name="luna-config"]')?.getAttribute('content')
    const listed = config ? (JSON.parse(config) as { locales?: unknown }).locales : null
    if (Array.isArray(listed)) offered = listed.filter(isLocale)
  } catch {
    // No configuration: English.
  }
  return spokenLocale(read('luna_locale'), document.documentElement.lang, offered)
}

/** Starts the app's module entry and its preloads, named in the script's data attributes; once. */
function starterOf(me: HTMLScriptElement | null): () => void {
  let started = false
  return () => {
    if (started) return
    started = true
    startApp(me)
  }
}

function startApp(me: HTMLScriptElement | null) {
  const entry = me?.dataset.entry
  if (!entry) return
  const script = document.createElement('script')
  script.type = 'module'
  script.crossOrigin = ''
  script.src = entry
  document.head.appendChild(script)
  // Starting a request costs the main thread a millisecond or more on a phone, and the route needs
  // about twenty: a few per task, so that no task of the app's start is long. On a return the
  // service worker answers from its cache, where the module graph resolves in moments without hints:
  // appending them then only costs the main thread (docs/performance.md, 2026-11-29, issue 50).
  const rest = navigator.serviceWorker?.controller ? [] : hrefsOf(me?.dataset.preload)
  const next = () => {
    preload(rest.splice(0, PRELOADS_PER_TASK))
    if (rest.length > 0) setTimeout(next, 0)
  }
  next()
}

const PRELOADS_PER_TASK = 4

const hrefsOf = (list: string | undefined) => (list ?? '').split(' ').filter(Boolean)

function preload(hrefs: readonly string[]) {
  for (const href of hrefs) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = href
    document.head.appendChild(link)
  }
}

// After the frame that shows the reading has been presented (the first contentful paint): a
// replacement drawn before then could take that frame's place. A hidden page draws no frame, so it
// starts at once; a safety timer covers a paint that is never reported.
function startAfterPaint(start: () => void) {
  if (document.visibilityState !== 'visible') return start()
  const once = () => setTimeout(start, 0)
  if (PerformanceObserver.supportedEntryTypes?.includes('paint'))
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return
      observer.disconnect()
      once()
    }).observe({ type: 'paint', buffered: true })
  else requestAnimationFrame(once)
  setTimeout(start, 2000)
}
