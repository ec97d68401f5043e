// The public configuration the Worker writes into the page as <meta name="luna-config">.
import { DEFAULT_LOCALE, isLocale, type Locale } from '@domain/locale.ts'

export interface PublicConfig {
  measurementId: string | null
  supportUrls: (string | null)[]
  legalEmail: string | null
  geocodingUrl: string | null
  elevationUrl: string | null
  /** Cloudflare Turnstile's site key, when the server guards new sessions with it (docs/decisions/036). */
  turnstileSiteKey: string | null
  /** The languages offered (domain/locale.ts; the Worker's LOCALES): the menu's picker shows with two or more. */
  locales: Locale[]
}

const EMPTY: PublicConfig = {
  measurementId: null,
  supportUrls: [null, null],
  legalEmail: null,
  geocodingUrl: null,
  elevationUrl: null,
  turnstileSiteKey: null,
  locales: [DEFAULT_LOCALE],
}

let cached: PublicConfig | null = null

export function getConfig(): PublicConfig {
  if (cached) return cached
  // Prerendering at build time: no page, no configuration yet (the Worker writes it per request).
  if (typeof document === 'undefined') return EMPTY
  const content = document.querySelector('meta[name="luna-config"]')?.getAttribute('content')
  try {
    const parsed = content ? { ...EMPTY, ...(JSON.parse(content) as Partial<PublicConfig>) } : EMPTY
    cached = {
      ...parsed,
      locales: Array.isArray(parsed.locales) ? parsed.locales.filter(isLocale) : EMPTY.locales,
    }
  } catch {
    cached = EMPTY
  }
  return cached
}

/**
 * The build paints a page before the app with stand-ins for the deployment's own values, which the
 * Worker replaces as it serves the page (domain/painted.ts; docs/decisions/062). Build time only.
 */
export function paintWithStandIns(standIns: Pick<PublicConfig, 'legalEmail' | 'supportUrls'>): void {
  cached = { ...EMPTY, ...standIns }
}
