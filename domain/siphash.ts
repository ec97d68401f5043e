// SipHash-2-4 (Aumasson and Bernstein, 2012): a keyed pseudorandom function of 64 bits, made for
// placing keys where an adversary must not be able to choose the place (hash flooding). Without the
// 128-bit key, no one can tell from an input where it goes. Synchronous, so the router can place a
// session on every request without a round through crypto.subtle (docs/decisions/048).

const MASK = (1n << 64n) - 1n

const rotl = (x: bigint, b: bigint) => ((x << b) | (x >> (64n - b))) & MASK

/** Little-endian 64-bit word of `bytes` at `offset` (missing bytes read as 0). */
function word(bytes: Uint8Array, offset: number): bigint {
  let w = 0n
  for (let i = 7; i >= 0; i--) w = (w << 8n) | BigInt(bytes[offset + i] ?? 0)
  return w
}

/** SipHash-2-4 of `message` under a 16-byte `key`: 64 bits, as a bigint. */
export function siphash24(key: Uint8Array, message: Uint8Array): bigint {
  if (key.length !== 16) throw new Error('SipHash takes a 16-byte key.')
  const k0 = word(key, 0)
  const k1 = word(key, 8)
  let v0 = k0 ^ 0x736f6d6570736575n
  let v1 = k1 ^ 0x646f72616e646f6dn
  let v2 = k0 ^ 0x6c7967656e657261n
  let v3 = k1 ^ 0x7465646279746573n
  const round = () => {
    v0 = (v0 + v1) & MASK
    v1 = rotl(v1, 13n) ^ v0
    v0 = rotl(v0, 32n)
    v2 = (v2 + v3) & MASK
    v3 = rotl(v3, 16n) ^ v2
    v0 = (v0 + v3) & MASK
    v3 = rotl(v3, 21n) ^ v0
    v2 = (v2 + v1) & MASK
    v1 = rotl(v1, 17n) ^ v2
    v2 = rotl(v2, 32n)
  }
  const whole = message.length - (message.length % 8)
  for (let i = 0; i < whole; i += 8) {
    const m = word(message, i)
    v3 ^= m
    round()
    round()
    v0 ^= m
  }
  // The last block: the remaining bytes, and the length's low byte on top.
  let last = BigInt(message.length & 0xff) << 56n
  for (let i = message.length - 1; i >= whole; i--) last |= BigInt(message[i] ?? 0) << BigInt(8 * (i - whole))
  v3 ^= last
  round()
  round()
  v0 ^= last
  v2 ^= 0xffn
  round()
  round()
  round()
  round()
  return (v0 ^ v1 ^ v2 ^ v3) & MASK
}

/** A 16-byte key from 32 hexadecimal digits, or null when `hex` is not that. */
export function keyFromHex(hex: string | undefined): Uint8Array | null {
  const text = hex?.trim() ?? ''
  if (!/^[0-9a-fA-F]{32}$/.test(text)) return null
  const key = new Uint8Array(16)
  for (let i = 0; i < 16; i++) key[i] = Number.parseInt(text.slice(2 * i, 2 * i + 2), 16)
  return key
}
