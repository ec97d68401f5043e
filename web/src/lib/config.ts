// The public configuration the Worker writes into the page as <meta name="luna-config">.
export interface PublicConfig {
  measurementId: string | null
  supportUrls: (string | null)[]
  legalEmail: string | null
  geocodingUrl: string | null
  elevationUrl: string | null
  /** Cloudflare Turnstile's site key, when the server guards new sessions with it (docs/decisions/036). */
  turnstileSiteKey: string | null
}

const EMPTY: PublicConfig = {
  measurementId: null,
  supportUrls: [null, null],
  legalEmail: null,
  geocodingUrl: null,
  elevationUrl: null,
  turnstileSiteKey: null,
}

let cached: PublicConfig | null = null

export function getConfig(): PublicConfig {
  if (cached) return cached
  // Prerendering at build time: no page, no configuration yet (the Worker writes it per request).
  if (typeof document === 'undefined') return EMPTY
  const content = document.querySelector('meta[name="luna-config"]')?.getAttribute('content')
  try {
    cached = content ? { ...EMPTY, ...(JSON.parse(content) as Partial<PublicConfig>) } : EMPTY
  } catch {
    cached = EMPTY
  }
  return cached
}
