import { Suspense, useEffect, useLayoutEffect, useState } from 'react'
import { Outlet, useLocation } from 'react-router'
import { Footer } from '@/components/shell/footer.tsx'
import { IncognitoBanner } from '@/components/shell/incognito-banner.tsx'
import { NavBar } from '@/components/shell/nav-bar.tsx'
import { pageTitle } from '@/components/shell/page-title.ts'
import { SHELL_MAIN } from '@/components/shell/shell-classes.ts'
import { Toaster } from '@/components/shell/toaster.tsx'
import { UpdatePrompt } from '@/components/shell/update-prompt.tsx'
import { PageLoading } from '@/components/ui/spinner.tsx'
import { trackPageView } from '@/lib/analytics.ts'
import { holdFooter, useFooterHeld } from '@/lib/footer-hold.ts'
import { useShellText } from '@/lib/i18n.ts'
import { dropPainted, paintedScreen } from '@/lib/painted.ts'
import { recordVisit, recordVisitOnNewDay } from '@/lib/queries/visits.ts'

/**
 * The page's loading state (which holds the footer hidden, footer-hold.ts). On a page painted before
 * the app, its first is the painted screen itself (docs/decisions/062); a painted frame holds the
 * footer as its loading state does.
 */
function RouteLoading() {
  const [painted] = useState<Node[] | null>(paintedScreen)
  useLayoutEffect(() => {
    const loading = '[data-page-loading]'
    if (
      painted?.some(
        (node) => node instanceof Element && (node.matches(loading) || node.querySelector(loading)),
      )
    )
      return holdFooter()
  }, [painted])
  // The painted nodes themselves, moved into the app's page before it paints.
  return painted === null ? (
    <PageLoading />
  ) : (
    <div
      className="contents"
      ref={(box) => {
        if (box && painted) for (const node of painted) box.appendChild(node)
      }}
    />
  )
}

// Whether the visitor has acted on this page (a key, a pointer, or a click, which is how a screen
// reader in browse mode follows a link): until then a change of page is the app's own (a redirect
// at start), and focus stays where the browser put it.
let interacted = false
if (typeof document !== 'undefined') {
  const note = () => {
    interacted = true
  }
  for (const type of ['keydown', 'pointerdown', 'click'])
    document.addEventListener(type, note, { capture: true, once: true })
}

export function Shell() {
  const location = useLocation()
  const t = useShellText()
  const footerHeld = useFooterHeld()
  const onboarding = location.pathname === '/onboarding'
  useEffect(() => {
    trackPageView(location.pathname + location.search)
    recordVisit(location.pathname)
  }, [location.pathname, location.search])
  // Left open past midnight: the new day's visit, so the streak counts it without a reload.
  useEffect(() => {
    const check = () => {
      if (document.visibilityState === 'visible') recordVisitOnNewDay(location.pathname)
    }
    const timer = setInterval(check, 60_000)
    document.addEventListener('visibilitychange', check)
    return () => {
      clearInterval(timer)
      document.removeEventListener('visibilitychange', check)
    }
  }, [location.pathname])
  // A new page takes the focus, for screen readers and keyboards, even when the control that led
  // there is gone (focus then sits on the page's body, and the next Tab would start anywhere). A
  // change of the query alone (a tab, a step of onboarding) is the same page: its controls keep
  // their focus or move it themselves.
  const page = location.pathname
  // The app has drawn its first page: a painted screen is no longer its loading state.
  useEffect(() => dropPainted(), [])
  // Before the page's own effects, so a page that names its steps (onboarding) has the last word.
  useLayoutEffect(() => {
    document.title = pageTitle(page, t as (key: string) => string)
  }, [page, t])
  // biome-ignore lint/correctness/useExhaustiveDependencies: the focus moves on each new page.
  useEffect(() => {
    // Not on the first page's own focus (onboarding puts it on its heading): only after the visitor acted.
    if (interacted) document.getElementById('main')?.focus({ preventScroll: true })
  }, [page])
  return (
    <>
      <a href="#main" className="skip-link">
        {t('skip')}
      </a>
      <IncognitoBanner />
      {onboarding ? null : <NavBar />}
      <main id="main" tabIndex={-1} className={SHELL_MAIN}>
        {/* One boundary per page: left while a page's code is still loading, its boundary goes with
            it. With one boundary for all pages, Preact's Suspense sometimes drew nothing for the
            next page when the visitor moved on before the last one had loaded. */}
        <Suspense key={location.pathname} fallback={<RouteLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer hidden={footerHeld} />
      <Toaster />
      <UpdatePrompt />
    </>
  )
}
