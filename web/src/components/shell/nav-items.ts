// The bar's pages, in one place: the app's bar (nav-bar.tsx) and the first frame painted before the
// app runs (features/compass/first-frame.ts) show the same links, named by the shell's catalogue
// (domain/messages/<locale>/frame.json). Resonance and Time show in Advanced mode only
// (docs/spec-texts.md); their routes are open to everyone.
import type { FrameKey } from '@/lib/frame-words.ts'

export interface NavItem {
  to: string
  label: FrameKey
  advanced?: boolean
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/compass', label: 'nav.compass' },
  { to: '/resonance', label: 'nav.resonance', advanced: true },
  { to: '/calculator', label: 'nav.time', advanced: true },
  { to: '/profile', label: 'nav.profile' },
  { to: '/readings', label: 'nav.readings' },
  { to: '/help', label: 'nav.help' },
  { to: '/codex', label: 'nav.codex' },
  { to: '/support', label: 'nav.support' },
]
