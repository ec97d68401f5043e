// Build-time rendering of the pages a new visitor meets first, so their HTML paints before any
// JavaScript runs (docs/decisions/009). Rendered in Node by scripts/prerender/vite-plugin.ts.
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router'
import { ViewModeProvider } from '@/lib/view-mode.tsx'
import { AppRoutes, preloadOnboarding } from '@/router.tsx'

/** The markup of a route as a first-time visitor sees it before anything is stored. */
export async function renderRoute(location: string): Promise<string> {
  await preloadOnboarding()
  return renderToString(
    <ViewModeProvider>
      <StaticRouter location={location}>
        <AppRoutes />
      </StaticRouter>
    </ViewModeProvider>,
  )
}
