// Each page's title in the browser's tab, history and a screen reader's announcement of the page:
// its heading, then the app's name. The first page's HTML keeps the app's own title until the app
// runs (web/index.html).

const TITLES: Record<string, string> = {
  '/': 'Daily Compass',
  '/compass': 'Daily Compass',
  '/onboarding': 'Welcome to Luna',
  '/resonance': 'Find Your Resonance',
  '/profile': 'Your Profile',
  '/calculator': 'Scalar Time Calculator',
  '/readings': 'Readings',
  '/help': 'Help',
  '/codex': 'Codex',
  '/support': 'Support Luna',
  '/archetype-test': 'Archetype Test',
  '/analytics': 'Analytics',
  '/privacy': 'Privacy Policy',
  '/terms': 'Terms of Use',
  '/disclaimer': 'Disclaimer',
}

/**
 * The document title of the page at `pathname`: a trailing slash and the letters' case do not
 * change the page (the router matches paths without case).
 */
export function pageTitle(pathname: string): string {
  const lower = pathname.toLowerCase()
  const path = lower.length > 1 ? lower.replace(/\/+$/, '') : lower
  return `${TITLES[path] ?? 'Page Not Found'} · Luna`
}
