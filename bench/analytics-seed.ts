// Seed data for the analytics benchmark: 100,000 rows across the visitor tables, spread over the
// last 30 days the way real traffic is (more recent days busier, most visitors coming back a few
// times, a few very active ones), written as SQL files that `wrangler d1 execute --file` accepts.
// Deterministic: the same seed gives the same rows (times are relative to `now`).
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { ARCHETYPES } from '../domain/archetypes.ts'
import { CODONS } from '../domain/codons.ts'
import { codonIndexFromValue, descriptorAt } from '../domain/emotion.ts'
import { generator } from './lib.ts'

export const TARGETS = {
  sessions: 8_000,
  archetype_results: 9_000,
  visits: 20_000,
  trajectory_points: 18_000,
  luna_interactions: 24_000,
  emotional_states: 6_000,
  saved_readings: 9_000,
  codon_interactions: 6_000,
} as const

export type TableName = keyof typeof TARGETS

const DAY_MS = 86_400_000
const SPAN_DAYS = 30
/** Rows per INSERT statement: keeps every statement far below D1's 100 KB statement limit. */
const ROWS_PER_STATEMENT = 200
/** Rows per SQL file: one `wrangler d1 execute` each. */
const ROWS_PER_FILE = 20_000

const PAGES = ['compass', 'resonance', 'profile', 'calculator'] as const
const PAGE_WEIGHTS = [0.5, 0.2, 0.2, 0.1]
const PHASES = ['Echo Chamber', 'Resonance Ascendancy', 'Volatility Field'] as const
const TAGS = ['harmony', 'threshold', 'emergence', 'acceleration', 'peak', 'foundation'] as const
const INTENT_OF_TAG: Record<(typeof TAGS)[number], string> = {
  harmony: 'harmony',
  threshold: 'healing',
  emergence: 'clarity',
  acceleration: 'growth',
  peak: 'growth',
  foundation: 'healing',
}
const READING_TYPES = ['compass', 'emotional-resonance', 'frequency-lock'] as const

interface Session {
  id: string
  createdAt: number
  lastSeenAt: number
  weight: number
  archetype: (typeof ARCHETYPES)[number]
  birthScalar: number
  baseline: number
}

const q = (v: string | number | null): string =>
  v === null ? 'null' : typeof v === 'number' ? String(v) : `'${v.replaceAll("'", "''")}'`
const r3 = (v: number) => Math.round(v * 1000) / 1000
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10)

export interface SeedResult {
  files: string[]
  counts: Record<TableName, number>
}

/** Writes the seed as SQL files into `dir` and returns them in the order to run. */
export function writeSeedFiles(dir: string, now = Date.now(), seed = 20_260_101): SeedResult {
  mkdirSync(dir, { recursive: true })
  const rnd = generator(seed)
  const start = now - SPAN_DAYS * DAY_MS
  const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789'

  // Visitors: arrivals grow towards today; each stays active for a while; a few are very active.
  const sessions: Session[] = Array.from({ length: TARGETS.sessions }, () => {
    const createdAt = Math.floor(start + (1 - rnd.next() ** 1.6) * (now - start))
    const stay = rnd.next() < 0.35 ? 0 : rnd.next() ** 2 * (now - createdAt)
    const archetype = rnd.pick(ARCHETYPES)
    const birthScalar = r3(81 + rnd.next() * 0.8 + rnd.int(40, 99) * 0.001)
    const random = Array.from({ length: 26 }, () => alphabet[rnd.int(0, 35)]).join('')
    return {
      id: `luna_${createdAt}_${random}`,
      createdAt,
      lastSeenAt: Math.min(now, Math.floor(createdAt + stay)),
      weight: rnd.next() < 0.05 ? 12 : rnd.next() < 0.3 ? 3 : 1,
      archetype,
      birthScalar,
      baseline: r3((birthScalar + archetype.scalarRange) / 2),
    }
  })
  // Weighted pick of a visitor for each event: active visitors produce more rows.
  const cumulative: number[] = []
  let total = 0
  for (const s of sessions) {
    total += s.weight
    cumulative.push(total)
  }
  const someone = (): Session => {
    const target = rnd.next() * total
    let lo = 0
    let hi = cumulative.length - 1
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if ((cumulative[mid] ?? 0) < target) lo = mid + 1
      else hi = mid
    }
    return sessions[lo] as Session
  }
  const timeIn = (s: Session) => Math.floor(s.createdAt + rnd.next() * (s.lastSeenAt - s.createdAt))

  const rows: Record<TableName, string[]> = {
    sessions: [],
    archetype_results: [],
    visits: [],
    trajectory_points: [],
    luna_interactions: [],
    emotional_states: [],
    saved_readings: [],
    codon_interactions: [],
  }
  for (const s of sessions)
    rows.sessions.push(
      `(${q(s.id)}, ${rnd.next() < 0.2 ? q('Traveler') : 'null'}, ${s.createdAt}, ${s.lastSeenAt})`,
    )

  // Every visitor has a quiz result; some retake it (the distribution counts their latest).
  const archetypeRow = (s: Session, at: number, a = s.archetype) =>
    `(${q(s.id)}, ${a.id}, ${q(a.name)}, '[]', ${s.birthScalar}, ${a.scalarRange}, ${r3((s.birthScalar + a.scalarRange) / 2)}, ${a.modifiers.entropyMod}, ${a.modifiers.curvatureMod}, null, null, ${at})`
  for (const s of sessions) rows.archetype_results.push(archetypeRow(s, s.createdAt))
  while (rows.archetype_results.length < TARGETS.archetype_results) {
    const s = someone()
    rows.archetype_results.push(archetypeRow(s, timeIn(s), rnd.pick(ARCHETYPES)))
  }

  const seenVisits = new Set<string>()
  while (rows.visits.length < TARGETS.visits) {
    const s = someone()
    const at = timeIn(s)
    const page = rnd.weighted(PAGES, PAGE_WEIGHTS)
    const key = `${s.id}|${dayOf(at)}|${page}`
    if (seenVisits.has(key)) continue
    seenVisits.add(key)
    rows.visits.push(
      `(${q(s.id)}, ${q(dayOf(at))}, ${q(page)}, ${rnd.int(1, 4)}, ${at}, ${Math.min(now, at + rnd.int(0, 3_600_000))})`,
    )
  }
  while (rows.trajectory_points.length < TARGETS.trajectory_points) {
    const s = someone()
    rows.trajectory_points.push(
      `(${q(s.id)}, ${r3(rnd.normal(s.baseline, 0.25))}, ${s.baseline}, 'compass-reading', null, null, ${timeIn(s)})`,
    )
  }
  while (rows.luna_interactions.length < TARGETS.luna_interactions) {
    const s = someone()
    const tag = rnd.pick(TAGS)
    const stability = Math.max(0, Math.min(100, Math.round(rnd.normal(68, 16))))
    rows.luna_interactions.push(
      `(${q(s.id)}, ${q(rnd.weighted(PAGES, PAGE_WEIGHTS))}, ${r3(rnd.normal(s.baseline, 0.3))}, ${q(rnd.pick(PHASES))}, ${q('The field is steady today; let your attention rest where it is.')}, ${q(tag)}, ${q(INTENT_OF_TAG[tag])}, null, ${stability}, ${q(rnd.next() < 0.85 ? 'luna_generated' : 'technical_view_opened')}, null, ${q(rnd.next() < 0.6 ? 'mobile' : 'desktop')}, ${timeIn(s)})`,
    )
  }
  while (rows.emotional_states.length < TARGETS.emotional_states) {
    const s = someone()
    const value = Math.max(0, Math.min(100, Math.round(rnd.normal(55, 20))))
    const index = codonIndexFromValue(value)
    const at = timeIn(s)
    rows.emotional_states.push(
      `(${q(s.id)}, ${value}, ${index}, ${q(descriptorAt(index))}, null, ${q(s.archetype.name)}, ${s.baseline}, ${r3(s.baseline + ((value - 50) / 50) * 0.1)}, ${q(dayOf(at))}, ${at})`,
    )
  }
  while (rows.saved_readings.length < TARGETS.saved_readings) {
    const s = someone()
    const at = timeIn(s)
    const type = rnd.weighted(READING_TYPES, [0.6, 0.25, 0.15])
    const frequency = type === 'frequency-lock' ? rnd.pick([396, 432, 528, 639]) : null
    const id = `${rnd.int(0x10000000, 0xffffffff).toString(16)}-0000-4000-8000-${String(rows.saved_readings.length).padStart(12, '0')}`
    rows.saved_readings.push(
      `(${q(id)}, ${q(s.id)}, ${q(type)}, '{"seed":true}', null, null, ${frequency ?? 'null'}, ${q(dayOf(at))}, ${at})`,
    )
  }
  while (rows.codon_interactions.length < TARGETS.codon_interactions) {
    const s = someone()
    rows.codon_interactions.push(
      `(${q(s.id)}, ${q(rnd.pick(CODONS).codon)}, ${q(rnd.next() < 0.5 ? 'library_play' : 'frequency_play')}, 3, ${timeIn(s)})`,
    )
  }

  const columns: Record<TableName, string> = {
    sessions: 'id, display_name, created_at, last_seen_at',
    archetype_results:
      'session_id, archetype_id, archetype_name, quiz_responses, birth_scalar, archetype_scalar, combined_baseline, entropy_mod, curvature_mod, user_name, birth_date, created_at',
    visits: 'session_id, visit_date, page, count, first_at, last_at',
    trajectory_points:
      'session_id, scalar_value, personal_baseline, context, intent, profile_data, created_at',
    luna_interactions:
      'session_id, page, scalar_value, window_phase, luna_response, luna_tag, intent, ubt_flags, stability_index, user_action, location, device_type, created_at',
    emotional_states:
      'session_id, emotional_value, codon_index, descriptor, context, archetype_name, baseline, new_baseline, local_date, created_at',
    saved_readings:
      'id, session_id, reading_type, reading_data, user_tags, user_notes, resonant_frequency, reading_date, created_at',
    codon_interactions: 'session_id, codon, interaction_type, duration, created_at',
  }

  const files: string[] = []
  let statements: string[] = []
  let rowsInFile = 0
  const flush = () => {
    if (statements.length === 0) return
    const file = join(dir, `seed-${String(files.length + 1).padStart(2, '0')}.sql`)
    writeFileSync(file, `${statements.join('\n')}\n`)
    files.push(file)
    statements = []
    rowsInFile = 0
  }
  for (const table of Object.keys(TARGETS) as TableName[]) {
    const list = rows[table]
    for (let i = 0; i < list.length; i += ROWS_PER_STATEMENT) {
      const chunk = list.slice(i, i + ROWS_PER_STATEMENT)
      statements.push(`INSERT INTO ${table} (${columns[table]}) VALUES\n${chunk.join(',\n')};`)
      rowsInFile += chunk.length
      if (rowsInFile >= ROWS_PER_FILE) flush()
    }
  }
  flush()
  const counts = Object.fromEntries(
    (Object.keys(rows) as TableName[]).map((t) => [t, rows[t].length]),
  ) as Record<TableName, number>
  return { files, counts }
}
