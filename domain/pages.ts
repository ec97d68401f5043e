// The app's own pages (docs/decisions/036): the only names a visit or a Luna interaction may carry,
// so the dashboard's tables list pages that exist, not whatever a client sends.
export const APP_PAGES = [
  'compass',
  'resonance',
  'profile',
  'calculator',
  'readings',
  'help',
  'codex',
] as const

export type AppPage = (typeof APP_PAGES)[number]

export const isAppPage = (name: string): name is AppPage => (APP_PAGES as readonly string[]).includes(name)
