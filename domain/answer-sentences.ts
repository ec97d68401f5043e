// Sentences the Worker answers with that the published contract also shows as examples
// (docs/decisions/039): kept once, here, so that an example is a sentence the server says.

/** 500: a fault on our side (the answer also carries the requestId to quote). */
export const FAULT_SENTENCE = 'Something went wrong on our side. Please try again.'
/** 503: the database failed or is away for a moment (with Retry-After). */
export const UNAVAILABLE_SENTENCE = 'The service is briefly unavailable. Please try again in a few seconds.'
/** 503: the database is near full; storing writes wait (docs/decisions/036). */
export const BREAKER_SENTENCE =
  'Luna cannot store anything new right now; everything you have is kept and still readable. Please try again later.'

/** 410: an Idempotency-Key replayed after the reading it saved was deleted. */
export const DELETED_READING_SENTENCE =
  'This request was already saved, and the reading it saved has since been deleted. Nothing new was stored.'

/** 429: a network's (an address's) reads per minute (docs/decisions/014). */
export const NETWORK_READS_SENTENCE =
  'Too many requests from your network in a minute. Please wait a minute and try again.'

/** 429: a browser's (a session's) limits per minute (docs/decisions/014). */
export const BROWSER_LIMIT_SENTENCES = {
  reads: 'Too many requests from this browser in a minute. Please wait a minute and try again.',
  writes:
    'Too many changes from this browser in a minute. Please wait a minute and try again; nothing was lost.',
} as const

/** 429: exports and erasures, which touch every row a visitor has, have their own tighter limits (docs/decisions/046). */
export const EXPORT_LIMIT_SENTENCES = {
  network: 'Too many exports from your network in a minute. Please wait a minute and try again.',
  browser: 'Too many exports from this browser in a minute. Please wait a minute and try again.',
  erasures: 'Too many erasures from your network in a minute. Please wait a minute and try again.',
} as const

/** 403: a new session's first write without a passing Turnstile token (docs/decisions/036). */
export const TURNSTILE_SENTENCES = {
  missing:
    'Please confirm you are a person before Luna keeps anything for you: reload the page and try again.',
  failed: 'Luna could not confirm that you are a person. Please reload the page and try again.',
} as const

/**
 * A new session's first write, refused where visitors are spread over shards (docs/decisions/040):
 * its id says it was made more than two days ahead of the server's clock. The web app makes a new
 * id from the server's Date header and sends the write again; nothing was stored under the old one.
 */
export const CLOCK_AHEAD_SENTENCE =
  "This browser's clock is more than two days ahead, so the session it made cannot be used. Nothing was stored; set the device's date and time, then try again."

/**
 * A new session's first write, refused where visitors are spread over shards (docs/decisions/048):
 * its id was made before the newest generation of the shard map started, so it would be placed by
 * an older rule. The web app makes a new id from the server's Date header and sends the write
 * again, without a word to the visitor; nothing was stored under the old one.
 */
export const SESSION_STALE_SENTENCE =
  'This browser made its session before the server last changed where visitors are kept, and it has not been used yet. Nothing was stored; reload the page to start a new one.'

/** 409: a second check-in on the same local day (docs/rules/emotional-check-in.md). */
export const CHECK_IN_TAKEN_SENTENCE =
  'You have already checked in today. The next check-in opens at midnight; until then you can log how you feel at any time.'

/**
 * 200 from POST /api/resonance when no archetype is named by what was sent (`{input}`, up to 60
 * characters), in each language Luna speaks (docs/decisions/057-content-languages.md).
 */
export const NO_RESONANCE_SENTENCES = {
  en: 'No codon pattern is linked to “{input}”. Choose one of the 32 archetypes to find your resonance.',
  es: 'Ningún patrón de codones está ligado a «{input}». Elige uno de los 32 arquetipos para encontrar tu resonancia.',
  de: 'Mit „{input}“ ist kein Codon-Muster verbunden. Wähle einen der 32 Archetypen, um deine Resonanz zu finden.',
} as const
