// A Web Push service for the worker tests: browser-side subscription keys, and a `fetch` that takes
// the Worker's pushes the way a real push service would. It checks the VAPID JWT (RFC 8292) and
// decrypts each message with the subscription's own private key (RFC 8291, aes128gcm), so a test
// reads exactly what the visitor's phone would show.

const enc = new TextEncoder()
const b64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
const fromB64url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))

async function hmac(key: Uint8Array, data: Uint8Array): Promise<Uint8Array> {
  const k = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  return new Uint8Array(await crypto.subtle.sign('HMAC', k, data))
}
const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const p of parts) {
    out.set(p, at)
    at += p.length
  }
  return out
}

export interface BrowserSubscription {
  endpoint: string
  keys: { p256dh: string; auth: string }
  /** The browser's private half, which never leaves the phone. */
  privateKey: CryptoKey
}

/** What a browser's pushManager.subscribe() makes: an endpoint and fresh keys. */
export async function browserSubscription(endpoint: string): Promise<BrowserSubscription> {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
    'deriveBits',
  ])) as CryptoKeyPair
  const raw = new Uint8Array((await crypto.subtle.exportKey('raw', pair.publicKey)) as ArrayBuffer)
  const auth = crypto.getRandomValues(new Uint8Array(16))
  return { endpoint, keys: { p256dh: b64url(raw), auth: b64url(auth) }, privateKey: pair.privateKey }
}

export interface Delivered {
  endpoint: string
  headers: Record<string, string>
  /** The decrypted message (JSON). */
  message: { title: string; body: string; url: string; tag: string }
  jwt: { aud: string; exp: number; sub: string }
}

/** RFC 8291 §3.4 / RFC 8188: one aes128gcm record, decrypted with the browser's keys. */
export async function decrypt(body: Uint8Array, sub: BrowserSubscription): Promise<string> {
  const salt = body.slice(0, 16)
  const idlen = body[20] ?? 0
  const asPublic = body.slice(21, 21 + idlen)
  const ciphertext = body.slice(21 + idlen)
  const asKey = await crypto.subtle.importKey(
    'raw',
    asPublic,
    { name: 'ECDH', namedCurve: 'P-256' },
    false,
    [],
  )
  const ecdh = new Uint8Array(
    // workers-types names the field `$public`; the runtime (and Web Crypto) reads `public`.
    await crypto.subtle.deriveBits(
      { name: 'ECDH', public: asKey } as unknown as SubtleCryptoDeriveKeyAlgorithm,
      sub.privateKey,
      256,
    ),
  )
  const uaPublic = fromB64url(sub.keys.p256dh)
  const prkKey = await hmac(fromB64url(sub.keys.auth), ecdh)
  const ikm = await hmac(
    prkKey,
    concat(enc.encode('WebPush: info\0'), uaPublic, asPublic, new Uint8Array([1])),
  )
  const prk = await hmac(salt, ikm)
  const cek = (
    await hmac(prk, concat(enc.encode('Content-Encoding: aes128gcm\0'), new Uint8Array([1])))
  ).slice(0, 16)
  const nonce = (await hmac(prk, concat(enc.encode('Content-Encoding: nonce\0'), new Uint8Array([1])))).slice(
    0,
    12,
  )
  const key = await crypto.subtle.importKey('raw', cek, 'AES-GCM', false, ['decrypt'])
  const padded = new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: nonce }, key, ciphertext))
  let end = padded.length - 1
  while (end >= 0 && padded[end] === 0) end--
  if (padded[end] !== 2) throw new Error('not the last record: no 0x02 delimiter')
  return new TextDecoder().decode(padded.slice(0, end))
}

/** Checks `vapid t=<jwt>, k=<key>`: the key is the server's and the ES256 signature holds. */
export async function verifyVapid(authorization: string, serverPublicKey: string) {
  const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization)
  if (!m?.[1] || !m[2]) throw new Error(`not a VAPID authorization: ${authorization}`)
  if (m[2] !== serverPublicKey) throw new Error('the VAPID key is not the server’s')
  const [header, payload, signature] = m[1].split('.') as [string, string, string]
  const key = await crypto.subtle.importKey(
    'raw',
    fromB64url(m[2]),
    { name: 'ECDSA', namedCurve: 'P-256' },
    false,
    ['verify'],
  )
  const ok = await crypto.subtle.verify(
    { name: 'ECDSA', hash: 'SHA-256' },
    key,
    fromB64url(signature),
    enc.encode(`${header}.${payload}`),
  )
  if (!ok) throw new Error('the VAPID signature does not verify')
  const head = JSON.parse(new TextDecoder().decode(fromB64url(header))) as { alg: string }
  if (head.alg !== 'ES256') throw new Error(`the VAPID JWT is ${head.alg}, not ES256`)
  return JSON.parse(new TextDecoder().decode(fromB64url(payload))) as Delivered['jwt']
}

/**
 * A push service: `fetch` receives the Worker's pushes; `status` says what it answers for an
 * endpoint (201 by default; 404/410 for a subscription that has gone).
 */
export function pushService(subscriptions: BrowserSubscription[], serverPublicKey: string) {
  const delivered: Delivered[] = []
  const status = new Map<string, number>()
  const fetch = async (url: string, init: RequestInit): Promise<Response> => {
    const sub = subscriptions.find((s) => s.endpoint === url)
    if (!sub) throw new Error(`no subscription at ${url}`)
    const answer = status.get(url) ?? 201
    if (answer !== 201) return new Response(null, { status: answer })
    const headers = Object.fromEntries(new Headers(init.headers).entries())
    const jwt = await verifyVapid(headers.authorization ?? '', serverPublicKey)
    const body = new Uint8Array(init.body as Uint8Array)
    const message = JSON.parse(await decrypt(body, sub)) as Delivered['message']
    delivered.push({ endpoint: url, headers, message, jwt })
    return new Response(null, { status: 201 })
  }
  return { fetch, delivered, status }
}
