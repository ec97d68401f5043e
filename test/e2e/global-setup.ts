// Builds the app and serves it with `wrangler dev` on a free port and a fresh local database,
// exactly as `npm start` does, and starts one Chromium, for the browser tests: the files share
// both, and run three at a time (vitest.config.ts).
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import type { TestProject } from 'vitest/node'
import { codonIndexFromValue, descriptorAt } from '../../domain/emotion.ts'
import { createSessionId } from '../../domain/session-id.ts'
import { shardOf } from '../../domain/shards.ts'
import { keyFromHex } from '../../domain/siphash.ts'
import { withLocalDatabases } from '../../scripts/d1.ts'
import { makeShardKey, makeVapidKeys } from '../../scripts/dev-vars.ts'
import { CHROMIUM_PATH, root, startWranglerDev, TEST_CHROMIUM_ARGS } from '../../scripts/run.ts'
import { shardMapIn } from '../../scripts/shard-config.ts'
import { builtAssets } from '../setup/build-assets.ts'

export const E2E_ADMIN_PASSWORD = 'e2e-admin-password'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    adminPassword: string
    /** The built app the server serves (a test may serve a changed copy of it on its own server). */
    assetsDir: string
    /** The one Chromium every e2e file connects to (each test opens its own contexts in it). */
    browserEndpoint: string
    /** Session ids stored as established visitors before the server started. */
    establishedSessions: string[]
    /**
     * A visitor with four weeks of mood notes stored before the server started, their evenings
     * higher than their mornings (docs/rules/patterns.md).
     */
    patternsSession: string
  }
}

export default async function setup(project: TestProject) {
  // Own build output, database and port per run, so that several runs can share the machine.
  const persist = mkdtempSync(join(tmpdir(), 'luna-e2e-'))
  const assets = join(persist, 'client')
  // The run's one build of the app (the worker projects serve it too), copied: a test may change
  // its copy (update.test.ts serves a changed copy of it on its own server).
  cpSync(builtAssets(), assets, { recursive: true })
  // Three established visitors (first seen three days ago, active on two days), each with a journey
  // point today: only established visitors count in the shared figures (docs/rules/collective.md),
  // which the compass's collective panel and the admin dashboard show.
  const now = Date.now()
  const established = [0, 1, 2].map((i) => createSessionId(now - i, (b) => crypto.getRandomValues(b)))
  const day = Math.floor(now / 86_400_000)
  // Each visitor's rows in the shard wrangler.toml's map places them on (docs/decisions/041).
  const map = shardMapIn(readFileSync(join(root, 'wrangler.toml'), 'utf8'), 'local')
  const shardKey = makeShardKey()
  const byDatabase = new Map<string, [number, string][]>()
  for (const [i, id] of established.entries()) {
    const database = map ? `DB_SHARD_${shardOf(id, map, keyFromHex(shardKey))}` : 'DB'
    byDatabase.set(database, [...(byDatabase.get(database) ?? []), [i, id]])
  }
  // Each database's statements, run once the migrations are applied (below).
  const seeds: [string, string][] = []
  for (const [database, visitors] of byDatabase)
    seeds.push(
      [
        database,
        `insert into sessions (id, created_at, last_seen_at, active_days, last_active_day) values ${visitors
          .map(([, id]) => `('${id}', ${now - 3 * 86_400_000}, ${now - 86_400_000}, 2, ${day - 1})`)
          .join(', ')}`,
      ],
      [
        database,
        `insert into trajectory_points (session_id, scalar_value, context, created_at) values ${visitors
          .map(([i, id]) => `('${id}', ${81.4 + i / 10}, 'compass-reading', ${now - 60_000})`)
          .join(', ')}`,
      ],
    )
  // Four weeks of a visitor's mood notes, two a day (09:00 and 19:30 in UTC, their own clock),
  // the evenings about 22 points higher: the Patterns view's test reads them.
  const patternsSession = createSessionId(now - 10, (b) => crypto.getRandomValues(b))
  const notes = Array.from({ length: 28 }, (_, d) => {
    const date = new Date(now - (d + 1) * 86_400_000).toISOString().slice(0, 10)
    return [
      [date, '09:00', [44, 50, 47, 53][d % 4] as number],
      [date, '19:30', [66, 72, 69, 75][d % 4] as number],
    ] as const
  })
    .flat()
    // Oldest first, as they were written: the daily quota's trigger counts the notes of a day and after.
    .reverse()
  seeds.push([
    map ? `DB_SHARD_${shardOf(patternsSession, map, keyFromHex(shardKey))}` : 'DB',
    `insert into mood_notes (id, session_id, value, codon_index, descriptor, words, local_date, local_time, created_at) values ${notes
      .map(([date, time, value], i) => {
        const index = codonIndexFromValue(value)
        return `('${patternsSession}-${i}', '${patternsSession}', ${value}, ${index}, '${descriptorAt(index).replaceAll("'", "''")}', null, '${date}', '${time}', ${Date.parse(`${date}T${time}:00Z`)})`
      })
      .join(', ')}`,
  ])
  // The migrations and the seeds in one local runtime (scripts/d1.ts), before the server starts.
  await withLocalDatabases(persist, async (databases) => {
    for (const [database, sql] of seeds) {
      const db = databases[database]
      if (!db) throw new Error(`no local database ${database}`)
      await db.prepare(sql).run()
    }
  })
  const vapid = await makeVapidKeys()
  const server = await startWranglerDev({
    persist,
    args: ['--assets', assets],
    vars: (url) => ({
      CANONICAL_HOST: url,
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      SHARD_KEY: shardKey,
      // The browser tests must not depend on the internet.
      NOAA_KP_URL: 'http://127.0.0.1:9/kp.json',
      GEOCODING_URL: 'https://geocode.invalid/reverse',
      ELEVATION_URL: 'https://elevation.invalid/v1/elevation',
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
    }),
    timeoutMs: 180_000,
  })
  // One browser for every file: a file's tests open their own contexts (fresh profiles) in it.
  const browser = await chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    args: [...TEST_CHROMIUM_ARGS],
  })
  project.provide('browserEndpoint', browser.wsEndpoint())
  project.provide('baseURL', server.url)
  project.provide('adminPassword', E2E_ADMIN_PASSWORD)
  project.provide('assetsDir', assets)
  project.provide('establishedSessions', established)
  project.provide('patternsSession', patternsSession)
  return async () => {
    await browser.close()
    server.kill()
    rmSync(persist, { recursive: true, force: true })
  }
}
