// The bar's pages, in one place: the app's bar (nav-bar.tsx) and the first frame painted before the
// app runs (features/compass/first-frame.ts) show the same links, named by the shell's catalogue
// (domain/messages/<locale>/shell.json). Resonance and Time show in Advanced mode only
// (docs/spec-texts.md); their routes are open to everyone.
import type { ShellKey } from '@/lib/i18n.ts'

export interface NavItem {
  to: string
  label: ShellKey
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
