// The app's React side: its tree and its first render. The entry (main.tsx) imports this module
// after React DOM, each in a task of its own, so that no single task evaluates the whole start's
// code (docs/decisions/064-the-start-in-stages.md).

import type { Locale } from '@domain/locale.ts'
import { pagePath } from '@domain/pages.ts'
import { Fragment, type ReactNode, StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { hasAnyProfile, isOnboarded } from '@/lib/device-state/profile.ts'
import { readDevice } from '@/lib/device-state/store.ts'
import { useSpokenLocale } from '@/lib/i18n.ts'
import { linkManifestWhenIdle } from '@/lib/install.ts'
import { keepPainted } from '@/lib/painted.ts'
import { nextTask, yieldToBrowser } from '@/lib/stages.ts'
import { ViewModeProvider } from '@/lib/view-mode.tsx'
import { AppRoutes, preloadOnboarding, preloadScreen } from '@/router.tsx'

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

/**
 * The app's first render into `root`, in `locale`: its catalogues are loaded, or English is spoken
 * where they could not be (main.tsx).
 */
export function start(root: HTMLElement, locale: Locale) {
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
  // The screen's code and the first render each get a task of their own: evaluating a screen's
  // modules and rendering it are one long task otherwise, and on a phone a tap would wait for both
  // (docs/decisions/032-compile-hints-for-the-start.md, 064).
  else {
    const renderNext = () => nextTask()(render)
    if (root.dataset.firstFrame === 'compass')
      void yieldToBrowser()
        .then(() => preloadScreen(pagePath(window.location.pathname)))
        .then(renderNext, renderNext)
    // A page painted before the app (docs/decisions/062): its screen's code first, so the first
    // render draws it over the painted one in one step, with no loading state between.
    else if (root.dataset.painted !== undefined) {
      keepPainted(root.querySelector('main'))
      void yieldToBrowser()
        .then(() => preloadScreen(pagePath(window.location.pathname)))
        .then(renderNext, renderNext)
    }
    // Onboarding's page, or the compass's address of a visitor it sends there: its code first.
    else if (opensOnboarding()) void yieldToBrowser().then(preloadOnboarding).then(renderNext, renderNext)
    // Any other page: its screen's code first too, so the first render draws the page, not the
    // shell's loading state and the page a moment later (router.tsx, SCREENS). Nothing is painted
    // meanwhile: a load that stalls gets the shell and its loading state after FIRST_SCREEN_WAIT_MS.
    else
      void yieldToBrowser()
        .then(() =>
          Promise.race([preloadScreen(pagePath(window.location.pathname)), atMost(FIRST_SCREEN_WAIT_MS)]),
        )
        .then(renderNext, renderNext)
  }
}
