// The bar's pages, in one place: the app's bar (nav-bar.tsx) and the first frame painted before the
// app runs (features/compass/first-frame.ts) show the same links. Resonance and Time show in
// Advanced mode only (docs/spec-texts.md); their routes are open to everyone.
export interface NavItem {
  to: string
  label: string
  advanced?: boolean
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/compass', label: 'Compass' },
  { to: '/resonance', label: 'Resonance', advanced: true },
  { to: '/calculator', label: 'Time', advanced: true },
  { to: '/profile', label: 'Profile' },
  { to: '/readings', label: 'Readings' },
  { to: '/help', label: 'Help' },
  { to: '/codex', label: 'Codex' },
  { to: '/support', label: 'Support' },
]
