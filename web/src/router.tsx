import { type ComponentType, createElement, type LazyExoticComponent, lazy } from 'react'
import { Navigate, Route, Routes } from 'react-router'
import { NotFound } from '@/components/shell/not-found.tsx'
import { Shell } from '@/components/shell/shell.tsx'
import { hasAnyProfile } from '@/lib/device-state/profile.ts'
import { useDevice } from '@/lib/device-state/store.ts'
import { withCatalogues } from '@/lib/i18n.ts'

/**
 * A screen whose code can be loaded before the first render that draws it (`preload`), so that
 * render draws the screen itself, with no Suspense fallback in between; lazily otherwise.
 */
interface Preloadable {
  Lazy: LazyExoticComponent<ComponentType>
  loaded: ComponentType | null
  preload: () => Promise<void>
}

function preloadable(load: () => Promise<{ default: ComponentType }>): Preloadable {
  const screen: Preloadable = {
    Lazy: lazy(load),
    loaded: null,
    preload: () =>
      load().then((m) => {
        screen.loaded = m.default
      }),
  }
  return screen
}

/** A preloadable screen: at once once preloaded, lazily otherwise. */
function Preloaded({ screen }: { screen: Preloadable }) {
  return screen.loaded ? createElement(screen.loaded) : <screen.Lazy />
}

// The compass's first frame on return stays until its code is here
// (docs/decisions/023-first-frame-on-return.md).
const compass = preloadable(() => withCatalogues(import('@/routes/compass.tsx')))
export const preloadCompass = compass.preload

// Onboarding is the first page of every new visitor and is prerendered: its code is loaded before
// the app takes over its markup (main.tsx, prerender.tsx), so there is no loading state in between,
// and the compass does not carry it.
const onboarding = preloadable(() => withCatalogues(import('@/routes/onboarding.tsx')))
export const preloadOnboarding = onboarding.preload

const Resonance = lazy(() => withCatalogues(import('@/routes/resonance.tsx')))
const Profile = lazy(() => withCatalogues(import('@/routes/profile.tsx')))
const Calculator = lazy(() => withCatalogues(import('@/routes/calculator.tsx')))
const Help = lazy(() => withCatalogues(import('@/routes/help.tsx')))
const Codex = lazy(() => withCatalogues(import('@/routes/codex.tsx')))
const Support = lazy(() => withCatalogues(import('@/routes/support.tsx')))
const ArchetypeTest = lazy(() => withCatalogues(import('@/routes/archetype-test.tsx')))
const Analytics = lazy(() => withCatalogues(import('@/routes/analytics.tsx')))
const Readings = lazy(() => withCatalogues(import('@/routes/readings.tsx')))
const Legal = lazy(() => withCatalogues(import('@/routes/legal.tsx')))

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
        <Route path="resonance" element={<Resonance />} />
        <Route path="profile" element={<Profile />} />
        <Route path="calculator" element={<Calculator />} />
        <Route path="readings" element={<Readings />} />
        <Route path="help" element={<Help />} />
        <Route path="codex" element={<Codex />} />
        <Route path="support" element={<Support />} />
        <Route path="archetype-test" element={<ArchetypeTest />} />
        <Route path="analytics" element={<Analytics />} />
        <Route path="privacy" element={<Legal doc="privacy" />} />
        <Route path="terms" element={<Legal doc="terms" />} />
        <Route path="disclaimer" element={<Legal doc="disclaimer" />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  )
}
