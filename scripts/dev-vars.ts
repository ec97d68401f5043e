// The local .dev.vars (secrets for `npm start` and `npm run dev`; never committed): made from
// .dev.vars.example on first run, and given a local VAPID key pair for the daily reminders' Web
// Push (docs/decisions/020) and a shard placement secret (docs/decisions/048) when it has none. A
// deployment sets its own with `wrangler secret put`.
import { appendFileSync, copyFileSync, existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { root } from './run.ts'

/** A fresh P-256 VAPID pair: the public key raw (65 bytes), the private key's `d`, both base64url. */
export async function makeVapidKeys(): Promise<{ publicKey: string; privateKey: string }> {
  const pair = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
    'sign',
    'verify',
  ])
  const publicKey = Buffer.from(await crypto.subtle.exportKey('raw', pair.publicKey)).toString('base64url')
  const privateKey = (await crypto.subtle.exportKey('jwk', pair.privateKey)).d ?? ''
  return { publicKey, privateKey }
}

/** A fresh placement secret for the shard map's keyed generations: 32 hexadecimal digits. */
export function makeShardKey(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('hex')
}

/**
 * Makes .dev.vars when missing and adds the VAPID pair and the shard placement secret when it has
 * none; answers its path.
 */
export async function ensureDevVars(): Promise<string> {
  const devVars = join(root, '.dev.vars')
  if (!existsSync(devVars)) {
    copyFileSync(join(root, '.dev.vars.example'), devVars)
    console.log('Created .dev.vars from .dev.vars.example (local admin password).')
  }
  if (!/^VAPID_PRIVATE_KEY=\S/m.test(readFileSync(devVars, 'utf8'))) {
    const { publicKey, privateKey } = await makeVapidKeys()
    appendFileSync(
      devVars,
      `\n# Web Push for the daily reminders: a local VAPID pair made by npm start (docs/decisions/020).\nVAPID_PUBLIC_KEY=${publicKey}\nVAPID_PRIVATE_KEY=${privateKey}\n`,
    )
    console.log('Added a local VAPID key pair to .dev.vars (daily reminders).')
  }
  if (!/^SHARD_KEY=\S/m.test(readFileSync(devVars, 'utf8'))) {
    appendFileSync(
      devVars,
      `\n# Where new visitors are placed among the shards: a local secret made by npm start (docs/decisions/048).\n# Keep it: visitors placed by it are found by it.\nSHARD_KEY=${makeShardKey()}\n`,
    )
    console.log('Added a local shard placement secret to .dev.vars.')
  }
  return devVars
}
