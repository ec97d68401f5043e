// The public configuration the Worker writes into the page as <meta name="luna-config">.
export interface PublicConfig {
  measurementId: string | null
  supportUrls: (string | null)[]
  legalEmail: string | null
  geocodingUrl: string | null
  elevationUrl: string | null
}

const EMPTY: PublicConfig = {
  measurementId: null,
  supportUrls: [null, null],
  legalEmail: null,
  geocodingUrl: null,
  elevationUrl: null,
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
