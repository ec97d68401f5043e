// The compass's D1 statement in SQLite alone (issue 13, docs/profiling-journal.md "The statement in SQLite
// alone"): what the statement costs the database, apart from the runtime's plumbing.
//
//   npm run bench:statement       (not part of `npm test`)
//
// A database made from `migrations/` with Node 22's node:sqlite (the SQLite that the local D1 runs
// is the same engine), one visitor per journey length (BENCH_STATEMENT_POINTS, default 30,1000,5000
// points, a point an hour) among 200 other visitors, and the floor Worker's table with its 30 points
// (bench/floor/worker.ts). It prints the compass statement's query plan, then, for each journey
// length, the µs per statement of the compass's statement and of the one-read floor's, each prepared
// and run as miniflare's D1 object does for every query (medians of ROUNDS alternating rounds).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { addDays } from '../domain/dates.ts'
import { root } from '../scripts/run.ts'
import { COMPASS_QUERY, COMPASS_RECENT, type CompassQueryParams } from '../worker/data/compass-query.ts'
import { compile } from '../worker/data/compile.ts'
import { FLOOR_INSERT, FLOOR_READ, FLOOR_SCHEMA, FLOOR_SESSION, floorPoints } from './floor/one-read.ts'
import { median } from './lib.ts'

const LENGTHS = (process.env.BENCH_STATEMENT_POINTS ?? '30,1000,5000').split(',').map(Number)
const ROUNDS = Number(process.env.BENCH_STATEMENT_ROUNDS ?? 5)
const RUNS = 2_000
const HOUR = 3_600_000
const LOCAL_DATE = '2026-11-26'

function database(points: number): DatabaseSync {
  const db = new DatabaseSync(':memory:')
  const dir = join(root, 'migrations')
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort())
    db.exec(readFileSync(join(dir, file), 'utf8').replaceAll('--> statement-breakpoint', ''))
  for (const statement of FLOOR_SCHEMA) db.exec(statement)
  const now = Date.UTC(2026, 10, 26, 12)
  const session = db.prepare('insert into sessions (id, created_at, last_seen_at) values (?, ?, ?)')
  // Oldest first: the daily quota's trigger counts a day's points from the new point's day on.
  const point = db.prepare(
    'insert into trajectory_points (session_id, scalar_value, personal_baseline, context, created_at) values (?, ?, ?, ?, ?)',
  )
  db.exec('begin')
  session.run('visitor', now, now)
  for (let i = points; i > 0; i--)
    point.run('visitor', 81.4 + (i % 10) * 0.03, 81.47, 'compass-reading', now - i * HOUR)
  for (let s = 0; s < 200; s++) {
    session.run(`other-${s}`, now, now)
    for (let i = 20; i > 0; i--)
      point.run(`other-${s}`, 81.4 + (i % 7) * 0.05, null, 'compass-reading', now - i * HOUR)
  }
  const floorPoint = db.prepare(FLOOR_INSERT)
  for (const values of floorPoints(now)) floorPoint.run(...values)
  db.exec('commit')
  return db
}

/** µs per statement, prepared and run each time. */
function cost(db: DatabaseSync, sql: string, params: unknown[]): number {
  const run = () => db.prepare(sql).all(...(params as never[]))
  for (let i = 0; i < RUNS / 4; i++) run()
  const start = performance.now()
  for (let i = 0; i < RUNS; i++) run()
  return ((performance.now() - start) / RUNS) * 1000
}

// The compiled statement with the parameters the route binds (worker/data/trajectory.ts).
const query = compile<CompassQueryParams>(COMPASS_QUERY)
const compass = {
  sql: query.sql,
  params: query.params({
    sessionId: 'visitor',
    limit: COMPASS_RECENT,
    localDate: LOCAL_DATE,
    yesterday: addDays(LOCAL_DATE, -1),
  }),
}
const version = (new DatabaseSync(':memory:').prepare('select sqlite_version() as v').get() as { v: string })
  .v
console.log(`SQLite ${version} (node:sqlite), ${ROUNDS} alternating rounds of ${RUNS} statements each\n`)
console.log("The compass statement's plan:")
for (const row of database(30)
  .prepare(`explain query plan ${compass.sql}`)
  .all(...(compass.params as never[])))
  console.log(`  ${(row as { detail: string }).detail}`)
console.log('\nµs per statement, prepared and run (medians):')
for (const points of LENGTHS) {
  const db = database(points)
  const floor: number[] = []
  const route: number[] = []
  for (let r = 0; r < ROUNDS; r++) {
    floor.push(cost(db, FLOOR_READ, [FLOOR_SESSION]))
    route.push(cost(db, compass.sql, compass.params))
  }
  const [f, c] = [median(floor), median(route)]
  console.log(
    `  ${String(points).padStart(5)} journey points: compass ${c.toFixed(0)} µs, one-read floor ${f.toFixed(0)} µs (+${(c - f).toFixed(0)} µs)`,
  )
}
