// First: starts a worker that loads Intl's data off this thread (docs/decisions/060).
import '@/lib/intl-warm.ts'
import { pagePath } from '@domain/pages.ts'
import { Fragment, type ReactNode, StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { startCompassRequest } from '@/features/compass/api/compass.ts'
import { askTurnstileWith } from '@/lib/api.ts'
import { getConfig } from '@/lib/config.ts'
import { hasAnyProfile, isOnboarded } from '@/lib/device-state/profile.ts'
import { readDevice } from '@/lib/device-state/store.ts'
import { followOtherTabs } from '@/lib/device-state/stored.ts'
import { activateLocale, startLocale, useSpokenLocale } from '@/lib/i18n.ts'
import { linkManifestWhenIdle, listenForInstall } from '@/lib/install.ts'
import { startOutbox } from '@/lib/outbox.ts'
import { keepPainted } from '@/lib/painted.ts'
import { nextTask } from '@/lib/stages.ts'
import { ViewModeProvider } from '@/lib/view-mode.tsx'
import { whenIdle } from '@/lib/when-idle.ts'
import { AppRoutes, preloadOnboarding, preloadScreen } from '@/router.tsx'
import '@/styles.css'

/** How long an unpainted first page waits for its screen's code before the shell draws its loading state. */
const FIRST_SCREEN_WAIT_MS = 1_500
const atMost = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * The app in the language spoken: a change of language (the menu's picker) draws every screen again
 * from the start, so that every word, number and date follows it (docs/decisions/056-languages.md).
 */
function InLanguage({ children }: { children: ReactNode }) {
  return <Fragment key={useSpokenLocale()}>{children}</Fragment>
}

const app = (
  <StrictMode>
    <InLanguage>
      <ViewModeProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </ViewModeProvider>
    </InLanguage>
  </StrictMode>
)

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
whenIdle(() =>
  startOutbox({
    archetype: () => import('@/lib/queries/archetype-record.ts'),
    'journey-point': () => import('@/features/compass/api/journey-point.ts'),
    'save-reading': () => import('@/routes/compass.tsx'),
    'check-in': () => import('@/routes/compass.tsx'),
    'mood-note': () => import('@/features/checkin/api/mood-note.ts'),
    'clarity-choice': () => import('@/lib/queries/luna-interaction.ts'),
    'lock-frequency': () => import('@/routes/resonance.tsx'),
  }),
)

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
  if (locale === 'en') {
    // The page may have been served in another language (a cached page, or the browser's own).
    document.documentElement.lang = locale
    start(root)
  } else
    void activateLocale(locale).then(
      () => start(root),
      () => {
        // Its catalogues could not be loaded (offline before they were cached): English is spoken.
        document.documentElement.lang = 'en'
        start(root)
      },
    )
}

/** Whether the first render draws onboarding: its page, or the compass's of a visitor with no profile. */
function opensOnboarding(): boolean {
  const path = window.location.pathname
  return path === '/onboarding' || ((path === '/' || path === '/compass') && !hasAnyProfile(readDevice()))
}

/**
 * React recovers from an error thrown in a concurrent render by rendering once more, synchronously,
 * and reports "there was an error during concurrent rendering" without saying which: the report is
 * the error it recovered from (its `cause`), so that the console and the browser tests' page errors
 * say what threw.
 */
const reportRecovered = (error: unknown) => reportError((error as Error).cause ?? error)

function start(root: HTMLElement) {
  // A prerendered page (docs/decisions/009) is adopted as it is when it shows what this visitor
  // would see: a first visit to /onboarding, in English (the language it was prerendered in).
  // Otherwise the app renders from scratch.
  const prerendered =
    locale === 'en' &&
    root.hasChildNodes() &&
    window.location.pathname === '/onboarding' &&
    !window.location.search &&
    !isOnboarded(readDevice())
  const render = () => {
    delete root.dataset.firstFrame
    // Asked before the render, so that a failing render cannot skip it; it runs once the browser
    // is idle, after this task.
    linkManifestWhenIdle()
    // A transition: React renders it in slices, yielding to the browser between them, so no task of
    // the first render is long. What the page shows meanwhile (the first frame, or prerendered
    // markup) stays until React's commit replaces it in one step.
    const reactRoot = createRoot(root, { onRecoverableError: reportRecovered })
    startTransition(() => reactRoot.render(app))
  }
  if (prerendered) {
    linkManifestWhenIdle()
    const hydrate = () => hydrateRoot(root, app)
    void preloadOnboarding().then(hydrate, hydrate)
  }
  // The compass's first frame, painted from the kept reading by index.html's inline script
  // (docs/decisions/023-first-frame-on-return.md), stays until the compass's own code is here:
  // the app's first render then draws the same card in the same place, with no loading state
  // in between.
  // The first render gets a task of its own: evaluating the app's modules and asking for the
  // compass's reading are one task already, and on a phone the two together block input for longer
  // than a tap should wait (docs/decisions/032-compile-hints-for-the-start.md).
  else {
    const renderNext = () => nextTask()(render)
    if (root.dataset.firstFrame === 'compass')
      void preloadScreen(pagePath(window.location.pathname)).then(renderNext, renderNext)
    // A page painted before the app (docs/decisions/062): its screen's code first, so the first
    // render draws it over the painted one in one step, with no loading state between.
    else if (root.dataset.painted !== undefined) {
      keepPainted(root.querySelector('main'))
      void preloadScreen(pagePath(window.location.pathname)).then(renderNext, renderNext)
    }
    // Onboarding's page, or the compass's address of a visitor it sends there: its code first.
    else if (opensOnboarding()) void preloadOnboarding().then(renderNext, renderNext)
    // Any other page: its screen's code first too, so the first render draws the page, not the
    // shell's loading state and the page a moment later (router.tsx, SCREENS). Nothing is painted
    // meanwhile: a load that stalls gets the shell and its loading state after FIRST_SCREEN_WAIT_MS.
    else
      void Promise.race([
        preloadScreen(pagePath(window.location.pathname)),
        atMost(FIRST_SCREEN_WAIT_MS),
      ]).then(renderNext, renderNext)
  }
}
