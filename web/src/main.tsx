// First: starts a worker that loads Intl's data off this thread (docs/decisions/060).
import '@/lib/intl-warm.ts'
import { FEELING_WRITES, startCompassRequest } from '@/features/compass/api/compass.ts'
import { askTurnstileWith } from '@/lib/api.ts'
import { getConfig } from '@/lib/config.ts'
import { hasAnyProfile } from '@/lib/device-state/profile.ts'
import { readDevice } from '@/lib/device-state/store.ts'
import { followOtherTabs } from '@/lib/device-state/stored.ts'
import { activateLocale, startLocale } from '@/lib/i18n.ts'
import { listenForInstall } from '@/lib/install.ts'
import { startOutbox, waitsFor } from '@/lib/outbox.ts'
import { yieldToBrowser } from '@/lib/stages.ts'
import { whenIdle } from '@/lib/when-idle.ts'
import '@/styles.css'

listenForInstall()
// Where the server guards new sessions with Turnstile, their first write asks it for a token; its
// code loads only then (docs/decisions/036).
const turnstileSiteKey = getConfig().turnstileSiteKey
if (turnstileSiteKey)
  askTurnstileWith(async () => (await import('@/lib/turnstile.ts')).turnstileToken(turnstileSiteKey))
// What another tab changes reaches this one's atoms, those of keys no screen shows too.
whenIdle(followOtherTabs)
// Every write kept on this device (offline, or asked to wait) goes out from whatever page is open;
// each kind's sending code comes with the screen that makes it, loaded only when one of its writes
// waits (docs/decisions/037-one-outbox.md).
const senders = {
  archetype: () => import('@/lib/queries/archetype-record.ts'),
  'journey-point': () => import('@/features/compass/api/journey-point.ts'),
  'save-reading': () => import('@/routes/compass.tsx'),
  'check-in': () => import('@/routes/compass.tsx'),
  'mood-note': () => import('@/features/checkin/api/mood-note.ts'),
  'clarity-choice': () => import('@/lib/queries/luna-interaction.ts'),
  'lock-frequency': () => import('@/routes/resonance.tsx'),
}
// A feeling said while the network was away goes out now, before the compass asks for the reading
// that must hear it (features/compass/api/compass.ts; docs/decisions/066).
if (FEELING_WRITES.some(waitsFor)) startOutbox(senders)
else whenIdle(() => startOutbox(senders))

// The compass's reading is asked for now, while the screen's code loads, rather than after it
// (docs/decisions/010-compass-request-at-start.md).
// The language to speak (lib/i18n.ts): English's words come with the app; another language's are
// loaded before the first render, so that no screen shows in English first.
const locale = startLocale()

if (
  (window.location.pathname === '/' || window.location.pathname === '/compass') &&
  hasAnyProfile(readDevice())
)
  startCompassRequest(locale)
const root = document.getElementById('root')
if (root) {
  // The app's code in stages, each evaluated in a task of its own, then its first render (app.tsx):
  // React DOM first, then the app's shell and router. Evaluated with this module, the two were one
  // task of 200–450 ms on a phone, a tap's wait (docs/decisions/064-the-start-in-stages.md). The page
  // fetches all of them at once (their modulepreloads, scripts/first-frame): only their evaluation
  // waits.
  const app = import('react-dom/client').then(yieldToBrowser).then(() => import('@/app.tsx'))
  // The page may have been served in another language (a cached page, or the browser's own).
  if (locale === 'en') document.documentElement.lang = locale
  // Another language's catalogues load meanwhile; the first render waits for them, so that no screen
  // shows in English first.
  const spoken =
    locale === 'en'
      ? Promise.resolve()
      : activateLocale(locale).catch(() => {
          // Its catalogues could not be loaded (offline before they were cached): English is spoken.
          document.documentElement.lang = 'en'
        })
  // A stage that cannot be loaded (its file gone from the server, say) leaves the page as painted
  // and says why in the console, as a failed entry would.
  Promise.all([app, spoken])
    .then(([stage]) => stage.start(root, locale))
    .catch(reportError)
}
