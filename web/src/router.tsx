import { type Attributes, type ComponentType, createElement, type LazyExoticComponent, lazy } from 'react'
import { Navigate, Route, Routes } from 'react-router'
import { NotFound } from '@/components/shell/not-found.tsx'
import { Shell } from '@/components/shell/shell.tsx'
import { wordsMark, wordsSince } from '@/lib/content-words.ts'
import { hasAnyProfile } from '@/lib/device-state/profile.ts'
import { useDevice } from '@/lib/device-state/store.ts'
import { spokenNow, withCatalogues } from '@/lib/i18n.ts'

/**
 * A screen's code, with its catalogues and the words of the content files its code brought in the
 * language spoken (web/src/lib/content-words.ts): it draws at once, never waiting on its words
 * after it is shown (the shell's loading state again, the footer hidden and shown). Not the compass's,
 * which loads in stages (docs/decisions/025), nor onboarding's, whose words come step by step.
 */
function withWords<T>(code: Promise<T>): Promise<T> {
  const mark = wordsMark()
  return withCatalogues(code).then(async (m) => {
    await wordsSince(mark, spokenNow())
    return m
  })
}

/**
 * A screen whose code can be loaded before the first render that draws it (`preload`), so that
 * render draws the screen itself, with no Suspense fallback in between; lazily otherwise.
 */
interface Preloadable<P extends object = object> {
  Lazy: LazyExoticComponent<ComponentType<P>>
  loaded: ComponentType<P> | null
  preload: () => Promise<void>
}

function preloadable<P extends object = object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): Preloadable<P> {
  const screen: Preloadable<P> = {
    Lazy: lazy(load),
    loaded: null,
    preload: () =>
      load().then((m) => {
        screen.loaded = m.default
      }),
  }
  return screen
}

/** A preloadable screen (with its props): at once once preloaded, lazily otherwise. */
function Preloaded<P extends object>({ screen, props }: { screen: Preloadable<P>; props?: P }) {
  const own = (props ?? {}) as P & Attributes
  return screen.loaded ? createElement(screen.loaded, own) : <screen.Lazy {...own} />
}

// The compass's first frame on return stays until its code is here
// (docs/decisions/023-first-frame-on-return.md).
const compass = preloadable(() => withCatalogues(import('@/routes/compass.tsx')))

// Onboarding is the first page of every new visitor and is prerendered: its code is loaded before
// the app takes over its markup (app.tsx, prerender.tsx), so there is no loading state in between,
// and the compass does not carry it.
const onboarding = preloadable(() => withCatalogues(import('@/routes/onboarding.tsx')))
export const preloadOnboarding = onboarding.preload

const resonance = preloadable(() => withWords(import('@/routes/resonance.tsx')))
const profile = preloadable(() => withWords(import('@/routes/profile.tsx')))
const calculator = preloadable(() => withWords(import('@/routes/calculator.tsx')))
const help = preloadable(() => withWords(import('@/routes/help.tsx')))
const codex = preloadable(() => withWords(import('@/routes/codex.tsx')))
const support = preloadable(() => withWords(import('@/routes/support.tsx')))
const archetypeTest = preloadable(() => withWords(import('@/routes/archetype-test.tsx')))
const analytics = preloadable(() => withWords(import('@/routes/analytics.tsx')))
const readings = preloadable(() => withWords(import('@/routes/readings.tsx')))
const legal = preloadable(() => withWords(import('@/routes/legal.tsx')))

/**
 * The screen of each page, by path: app.tsx loads the first page's code before the first render,
 * which then draws the screen in one step (over a painted one, docs/decisions/062), never the
 * shell's loading state first and the screen a throttled moment later (docs/performance.md,
 * 2026-12-01). The code is on its way already: the Worker preloads it with the page.
 */
const SCREENS: Readonly<Record<string, { preload: () => Promise<void> }>> = {
  '/': compass,
  '/compass': compass,
  '/onboarding': onboarding,
  '/resonance': resonance,
  '/profile': profile,
  '/calculator': calculator,
  '/readings': readings,
  '/help': help,
  '/codex': codex,
  '/support': support,
  '/archetype-test': archetypeTest,
  '/analytics': analytics,
  '/privacy': legal,
  '/terms': legal,
  '/disclaimer': legal,
}

/** Loads the code of the screen at a page's path, before the first render (none for a path with no page). */
export const preloadScreen = (path: string): Promise<void> => SCREENS[path]?.preload() ?? Promise.resolve()

/** The compass, or onboarding for a visitor with none of the four profile keys (docs/ARCHITECTURE.md). */
function CompassGate() {
  return hasAnyProfile(useDevice()) ? <Preloaded screen={compass} /> : <Navigate to="/onboarding" replace />
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Shell />}>
        <Route index element={<CompassGate />} />
        <Route path="compass" element={<CompassGate />} />
        <Route path="onboarding" element={<Preloaded screen={onboarding} />} />
        <Route path="resonance" element={<Preloaded screen={resonance} />} />
        <Route path="profile" element={<Preloaded screen={profile} />} />
        <Route path="calculator" element={<Preloaded screen={calculator} />} />
        <Route path="readings" element={<Preloaded screen={readings} />} />
        <Route path="help" element={<Preloaded screen={help} />} />
        <Route path="codex" element={<Preloaded screen={codex} />} />
        <Route path="support" element={<Preloaded screen={support} />} />
        <Route path="archetype-test" element={<Preloaded screen={archetypeTest} />} />
        <Route path="analytics" element={<Preloaded screen={analytics} />} />
        <Route path="privacy" element={<Preloaded screen={legal} props={{ doc: 'privacy' as const }} />} />
        <Route path="terms" element={<Preloaded screen={legal} props={{ doc: 'terms' as const }} />} />
        <Route
          path="disclaimer"
          element={<Preloaded screen={legal} props={{ doc: 'disclaimer' as const }} />}
        />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  )
}
