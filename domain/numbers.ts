// Small numeric helpers shared by every rule.

/** Rounds half away from zero to `digits` decimals (the spec's "rounded to 3 decimals"). */
export function roundTo(value: number, digits: number): number {
  const factor = 10 ** digits
  const scaled = Math.abs(value) * factor
  // Nudge by a relative epsilon so that 81.4535 stored as 81.45349999… still rounds up.
  const rounded = Math.round(scaled * (1 + Number.EPSILON * 4)) / factor
  return Math.sign(value) * rounded || 0
}

export const round3 = (value: number): number => roundTo(value, 3)
export const round2 = (value: number): number => roundTo(value, 2)

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value))
}

export function mean(values: readonly number[]): number {
  if (values.length === 0) return 0
  let sum = 0
  for (const v of values) sum += v
  return sum / values.length
}

/** Sample standard deviation (n − 1); 0 for fewer than two values. */
export function sampleStdDev(values: readonly number[]): number {
  if (values.length < 2) return 0
  const m = mean(values)
  let sq = 0
  for (const v of values) sq += (v - m) ** 2
  return Math.sqrt(sq / (values.length - 1))
}

/** Least-squares slope of `values` against their index (change per reading). */
export function slope(values: readonly number[]): number {
  const n = values.length
  if (n < 2) return 0
  const mx = (n - 1) / 2
  const my = mean(values)
  let num = 0
  let den = 0
  values.forEach((y, x) => {
    num += (x - mx) * (y - my)
    den += (x - mx) ** 2
  })
  return den === 0 ? 0 : num / den
}

/** A small deterministic string hash (FNV-1a), for choosing a text variant stably. */
export function hashString(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** Picks an element stably by a key (the same key gives the same element). */
export function pickStable<T>(items: readonly T[], key: string): T {
  const item = items[hashString(key) % items.length]
  if (item === undefined) throw new Error('pickStable needs a non-empty list')
  return item
}

/** Picks an element with a random source in [0, 1). */
export function pickRandom<T>(items: readonly T[], random: () => number): T {
  const item = items[Math.min(items.length - 1, Math.floor(random() * items.length))]
  if (item === undefined) throw new Error('pickRandom needs a non-empty list')
  return item
}

/** Shuffles a list in place (Fisher–Yates) with the given uniform source: seeded, the same order. */
export function shuffleInPlace<T>(xs: T[], random: () => number): void {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[xs[i], xs[j]] = [xs[j] as T, xs[i] as T]
  }
}

/** A small seeded generator (mulberry32) over a text key: the same key, the same sequence. */
export function seededRandom(key: string): () => number {
  let a = hashString(key)
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
