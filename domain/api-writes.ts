// The API's storing writes (docs/decisions/014, 036): the paths whose POST, PUT or DELETE stores or
// removes a visitor's data. The Worker meters and limits these; the web app asks Turnstile for a
// token only for these (a computation such as the compass stores nothing and needs none).
export const STORING_PATHS: ReadonlySet<string> = new Set([
  '/api/archetype',
  '/api/daily-visit',
  '/api/save-reading',
  '/api/lock-frequency',
  '/api/emotional-state',
  '/api/mood-note',
  '/api/user-trajectory',
  '/api/luna-interaction',
  '/api/codon-interaction',
  '/api/my-data',
  '/api/restore',
  '/api/reminder',
])

/** Whether a path is a storing write's (a saved reading's delete included). */
export const isStoringPath = (path: string): boolean =>
  STORING_PATHS.has(path) || path.startsWith('/api/saved-reading/')
