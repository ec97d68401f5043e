// The inline script of index.html (built by scripts/first-frame/vite-plugin.ts), run while the page
// is parsed, before any module (docs/decisions/023-first-frame-on-return.md):
// - on a returning visit to the compass (`/` or `/compass`) with today's reading kept on this
//   device (the day's last answer, or the day computed ahead on an earlier visit), it paints that
//   reading at once, so the first frame shows it;
// - it then starts the app's module entry and its preloads (named in its data attributes): right
//   after that first frame when it painted one, so the app's code never delays it; at once
//   otherwise. Any failure leaves the page to the app, as before.

import { localDateOf, localTimeOf } from '@domain/dates.ts'
import { paintFirstFrame } from '@/features/compass/first-frame.ts'
import { keptReadingOf } from '@/lib/device-state/kept-reading.ts'

const me = document.currentScript as HTMLScriptElement | null
let painted = false
try {
  const root = document.getElementById('root')
  const path = location.pathname
  if (root && !root.hasChildNodes() && (path === '/' || path === '/compass') && !location.search) {
    const now = new Date()
    const localTime = localTimeOf(now)
    const reading = keptReadingOf((key) => localStorage.getItem(key), localDateOf(now), localTime)
    if (reading) {
      paintFirstFrame(root, reading, path, localTime, now)
      painted = true
    }
  }
} catch {
  // Storage blocked or anything unexpected: the app renders as it always did.
}

function start() {
  const entry = me?.dataset.entry
  if (!entry) return
  for (const href of (me?.dataset.preload ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = href
    document.head.appendChild(link)
  }
  const script = document.createElement('script')
  script.type = 'module'
  script.crossOrigin = ''
  script.src = entry
  document.head.appendChild(script)
}

// After the frame that shows the reading has been presented (the first contentful paint): a
// replacement drawn before then could take that frame's place. A hidden page draws no frame, so it
// starts at once; a safety timer covers a paint that is never reported.
if (painted && document.visibilityState === 'visible') {
  let started = false
  const once = () => {
    if (started) return
    started = true
    start()
  }
  if (PerformanceObserver.supportedEntryTypes?.includes('paint'))
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return
      observer.disconnect()
      setTimeout(once, 0)
    }).observe({ type: 'paint', buffered: true })
  else requestAnimationFrame(() => setTimeout(once, 0))
  setTimeout(once, 2000)
} else start()
