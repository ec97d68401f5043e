// Hashing and client address buckets (docs/decisions/014, 036): what the admin login's counters,
// the rate limits, the usage meters and the push endpoint owners all key by. A module of its own that
// imports nothing of the Worker, so that none of them reaches into another for it.

const encoder = new TextEncoder()

export async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)))
}

export function toHex(bytes: Uint8Array): string {
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/** Compares two SHA-256 digests without an early exit. */
export function digestsEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false
  let diff = 0
  for (let i = 0; i < a.length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0)
  return diff === 0
}

export async function passwordMatches(given: string, secret: string): Promise<boolean> {
  return digestsEqual(await sha256(given), await sha256(secret))
}

/**
 * The unit failed logins are counted by: an IPv4 address, or an IPv6 address's /64 (one
 * subscriber usually holds a whole /64, so counting single IPv6 addresses would let one client
 * rotate through 2^64 of them). IPv4-mapped IPv6 counts as its IPv4 address.
 */
export function clientAddressBucket(address: string): string {
  const text = address.trim().toLowerCase().replace(/%.*$/, '')
  if (!text.includes(':')) return text
  const mapped = /^(?:0{0,4}:){0,5}(?::|ffff:)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(text)
  if (mapped?.[1]) return mapped[1]
  const [head = '', tail] = text.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
  const prefix = groups.slice(0, 4).map((g) => (Number.parseInt(g, 16) || 0).toString(16))
  while (prefix.length < 4) prefix.push('0')
  return `${prefix.join(':')}::/64`
}

/**
 * The wider network of an address: an IPv4 /24, or an IPv6 /48 (a site's usual allocation: one
 * holder of a /48 has 65,536 /64 buckets to rotate through).
 */
export function clientNetworkBucket(address: string): string {
  const narrow = clientAddressBucket(address)
  if (narrow.endsWith('::/64')) return `${narrow.split(':').slice(0, 3).join(':')}::/48`
  const octets = narrow.split('.')
  return octets.length === 4 ? `${octets.slice(0, 3).join('.')}.0/24` : narrow
}
