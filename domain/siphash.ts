// SipHash-2-4 (Aumasson and Bernstein, 2012): a keyed pseudorandom function of 64 bits, made for
// placing keys where an adversary must not be able to choose the place (hash flooding). Without the
// 128-bit key, no one can tell from an input where it goes. Synchronous, so the router can place a
// session on every request without a round through crypto.subtle (docs/decisions/048).
//
// Each 64-bit word is kept as two unsigned 32-bit halves in plain numbers: the router hashes a
// session id on every visitor's request, and the same arithmetic on bigints allocated a few hundred
// of them per hash (docs/performance.md, "twenty-eighth").

/** A 64-bit word as its high and low unsigned 32-bit halves. */
interface Word {
  hi: number
  lo: number
}

/** Little-endian 64-bit word of `bytes` at `offset` (missing bytes read as 0). */
function word(bytes: Uint8Array, offset: number): Word {
  const at = (i: number) => bytes[offset + i] ?? 0
  return {
    lo: (at(0) | (at(1) << 8) | (at(2) << 16) | (at(3) << 24)) >>> 0,
    hi: (at(4) | (at(5) << 8) | (at(6) << 16) | (at(7) << 24)) >>> 0,
  }
}

/** The state: v0..v3, each as [hi, lo] at 2i and 2i + 1. */
type State = Uint32Array

function add(s: State, a: number, b: number) {
  const lo = (s[2 * a + 1] as number) + (s[2 * b + 1] as number)
  s[2 * a] = (s[2 * a] as number) + (s[2 * b] as number) + (lo > 0xffffffff ? 1 : 0)
  s[2 * a + 1] = lo
}

/** v[a] = rotl(v[a], bits) ^ v[x] (0 < bits < 64, bits ≠ 32). */
function rotateXor(s: State, a: number, bits: number, x: number) {
  let hi = s[2 * a] as number
  let lo = s[2 * a + 1] as number
  if (bits > 32) {
    const swap = hi
    hi = lo
    lo = swap
    bits -= 32
  }
  const rhi = ((hi << bits) | (lo >>> (32 - bits))) >>> 0
  const rlo = ((lo << bits) | (hi >>> (32 - bits))) >>> 0
  s[2 * a] = rhi ^ (s[2 * x] as number)
  s[2 * a + 1] = rlo ^ (s[2 * x + 1] as number)
}

/** v[a] = rotl(v[a], 32): its halves swapped. */
function swapHalves(s: State, a: number) {
  const hi = s[2 * a] as number
  s[2 * a] = s[2 * a + 1] as number
  s[2 * a + 1] = hi
}

function round(s: State) {
  add(s, 0, 1)
  rotateXor(s, 1, 13, 0)
  swapHalves(s, 0)
  add(s, 2, 3)
  rotateXor(s, 3, 16, 2)
  add(s, 0, 3)
  rotateXor(s, 3, 21, 0)
  add(s, 2, 1)
  rotateXor(s, 1, 17, 2)
  swapHalves(s, 2)
}

function xorWord(s: State, a: number, m: Word) {
  s[2 * a] = (s[2 * a] as number) ^ m.hi
  s[2 * a + 1] = (s[2 * a + 1] as number) ^ m.lo
}

/** SipHash-2-4 of `message` under a 16-byte `key`: 64 bits, as its high and low 32-bit halves. */
function siphash24Halves(key: Uint8Array, message: Uint8Array): Word {
  if (key.length !== 16) throw new Error('SipHash takes a 16-byte key.')
  const k0 = word(key, 0)
  const k1 = word(key, 8)
  // "somepseudorandomlygeneratedbytes", xored with the key.
  const s: State = Uint32Array.of(
    k0.hi ^ 0x736f6d65,
    k0.lo ^ 0x70736575,
    k1.hi ^ 0x646f7261,
    k1.lo ^ 0x6e646f6d,
    k0.hi ^ 0x6c796765,
    k0.lo ^ 0x6e657261,
    k1.hi ^ 0x74656462,
    k1.lo ^ 0x79746573,
  )
  const whole = message.length - (message.length % 8)
  for (let i = 0; i < whole; i += 8) {
    const m = word(message, i)
    xorWord(s, 3, m)
    round(s)
    round(s)
    xorWord(s, 0, m)
  }
  // The last block: the remaining bytes, and the length's low byte on top.
  const tail = new Uint8Array(8)
  tail.set(message.subarray(whole))
  tail[7] = message.length & 0xff
  const last = word(tail, 0)
  xorWord(s, 3, last)
  round(s)
  round(s)
  xorWord(s, 0, last)
  s[5] = (s[5] as number) ^ 0xff
  round(s)
  round(s)
  round(s)
  round(s)
  return {
    hi: ((s[0] as number) ^ (s[2] as number) ^ (s[4] as number) ^ (s[6] as number)) >>> 0,
    lo: ((s[1] as number) ^ (s[3] as number) ^ (s[5] as number) ^ (s[7] as number)) >>> 0,
  }
}

/** SipHash-2-4 of `message` under a 16-byte `key`: 64 bits, as a bigint. */
export function siphash24(key: Uint8Array, message: Uint8Array): bigint {
  const { hi, lo } = siphash24Halves(key, message)
  return (BigInt(hi) << 32n) | BigInt(lo)
}

/** SipHash-2-4 of `message` under `key`, modulo `count` (a positive integer). */
export function siphash24Mod(key: Uint8Array, message: Uint8Array, count: number): number {
  const { hi, lo } = siphash24Halves(key, message)
  // (hi · 2^32 + lo) mod count in plain numbers while every product stays below 2^53.
  if (count < 2 ** 21) return ((((hi % count) * (2 ** 32 % count)) % count) + (lo % count)) % count
  return Number(((BigInt(hi) << 32n) | BigInt(lo)) % BigInt(count))
}

/** A 16-byte key from 32 hexadecimal digits, or null when `hex` is not that. */
export function keyFromHex(hex: string | undefined): Uint8Array | null {
  const text = hex?.trim() ?? ''
  if (!/^[0-9a-fA-F]{32}$/.test(text)) return null
  const key = new Uint8Array(16)
  for (let i = 0; i < 16; i++) key[i] = Number.parseInt(text.slice(2 * i, 2 * i + 2), 16)
  return key
}
