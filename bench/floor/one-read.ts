// The one-read floor's table, its points and its read: served by the floor Worker (./worker.ts)
// and timed in SQLite alone by `npm run bench:statement`, so both run the very same statement.

/** The session whose points the floor reads. */
export const FLOOR_SESSION = 'floor-session'

/** The table and its index. */
export const FLOOR_SCHEMA = [
  'create table if not exists points (id integer primary key, s text not null, c integer not null, v real not null)',
  'create index if not exists points_s_c on points (s, c)',
]

export const FLOOR_INSERT = 'insert into points (s, c, v) values (?, ?, ?)'

/** The 30 days of points the floor reads, newest first: [session, created at, value]. */
export function floorPoints(now: number): [string, number, number][] {
  return Array.from({ length: 30 }, (_, i) => [FLOOR_SESSION, now - i * 86_400_000, 81 + i / 100])
}

/** One indexed read of the compass's shape. */
export const FLOOR_READ = 'select v, c from points where s = ? order by c desc limit 30'
