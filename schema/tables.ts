// The D1 tables (Drizzle). Every row of visitor data carries its session id; every query of
// visitor data filters by it (docs/decisions/002-sessions-privacy-and-recovery.md). Times are epoch milliseconds; local days are
// 'YYYY-MM-DD' strings of the visitor's own calendar.
import { sql } from 'drizzle-orm'
import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core'

export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    displayName: text('display_name'),
    createdAt: integer('created_at').notNull(),
    lastSeenAt: integer('last_seen_at').notNull(),
    /**
     * Distinct UTC days (server clock) on which the session wrote, and the last of them: a session
     * counts in the shared figures once it is established (domain/budgets.ts, docs/rules/collective.md).
     */
    activeDays: integer('active_days').notNull().default(1),
    lastActiveDay: integer('last_active_day').notNull().default(0),
    /**
     * The network the session was made from: the hashed IPv4 /24 or IPv6 /48 of its first write (the
     * usage meters' key, never an address). Each network has one voice a day in the shared figures
     * (docs/rules/collective.md); null for sessions made before it was kept (each its own network).
     */
    network: text('network'),
    /**
     * What seeds the visitor's readings when it is not the id: the first id of a session restored
     * to a new one (docs/decisions/013), kept through every restore so that the days read the same
     * on the new phone (docs/rules/daily-reading.md). Null: the id itself.
     */
    seed: text('seed'),
  },
  (t) => [index('sessions_created_idx').on(t.createdAt), index('sessions_last_seen_idx').on(t.lastSeenAt)],
)

export const archetypeResults = sqliteTable(
  'archetype_results',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    sessionId: text('session_id').notNull(),
    archetypeId: integer('archetype_id').notNull(),
    archetypeName: text('archetype_name').notNull(),
    /** How it was chosen: 'quiz', 'direct' (a choice without the quiz) or 'guest' ('Skip for now'). */
    source: text('source', { enum: ['quiz', 'direct', 'guest'] })
      .notNull()
      .default('quiz'),
    quizResponses: text('quiz_responses', { mode: 'json' }).notNull(),
    birthScalar: real('birth_scalar'),
    archetypeScalar: real('archetype_scalar').notNull(),
    combinedBaseline: real('combined_baseline').notNull(),
    entropyMod: real('entropy_mod').notNull(),
    curvatureMod: real('curvature_mod').notNull(),
    userName: text('user_name'),
    birthDate: text('birth_date'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    index('archetype_results_session_idx').on(t.sessionId, t.createdAt),
    index('archetype_results_archetype_idx').on(t.archetypeId, t.sessionId),
    // Covers the dashboard's distribution (each session's latest result, in index order) and the
    // count of chosen archetypes, without reading the rows (docs/decisions/022).
    index('archetype_results_latest_idx').on(
      t.sessionId,
      sql`${t.createdAt} desc`,
      sql`${t.id} desc`,
      t.source,
      t.archetypeId,
      t.birthScalar,
      t.combinedBaseline,
    ),
  ],
)

export const visits = sqliteTable(
  'visits',
  {
    sessionId: text('session_id').notNull(),
    visitDate: text('visit_date').notNull(),
    page: text('page').notNull(),
    count: integer('count').notNull().default(1),
    firstAt: integer('first_at').notNull(),
    lastAt: integer('last_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.visitDate, t.page] }),
    index('visits_date_idx').on(t.visitDate, t.sessionId),
  ],
)

export const savedReadings = sqliteTable(
  'saved_readings',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id').notNull(),
    readingType: text('reading_type', {
      enum: ['compass', 'emotional-resonance', 'frequency-lock'],
    }).notNull(),
    readingData: text('reading_data', { mode: 'json' }).notNull(),
    userTags: text('user_tags'),
    userNotes: text('user_notes'),
    resonantFrequency: real('resonant_frequency'),
    readingDate: text('reading_date').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    index('saved_readings_session_idx').on(t.sessionId, t.createdAt),
    index('saved_readings_created_idx').on(t.createdAt, t.sessionId),
  ],
)

export const emotionalStates = sqliteTable(
  'emotional_states',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    sessionId: text('session_id').notNull(),
    emotionalValue: integer('emotional_value').notNull(),
    codonIndex: integer('codon_index').notNull(),
    descriptor: text('descriptor').notNull(),
    context: text('context', { mode: 'json' }),
    archetypeName: text('archetype_name'),
    baseline: real('baseline').notNull(),
    newBaseline: real('new_baseline').notNull(),
    localDate: text('local_date').notNull(),
    /** The visitor's local time 'HH:MM' when they checked in: Luna's answer suits that hour. */
    localTime: text('local_time'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    index('emotional_states_session_idx').on(t.sessionId, t.createdAt),
    // Covering the analytics' daily scans (created_at range, then session).
    index('emotional_states_created_idx').on(t.createdAt, t.sessionId),
  ],
)

/**
 * Mood notes (docs/rules/emotional-check-in.md): a feeling the visitor logs whenever they feel it,
 * between two check-ins, with optional words. It moves no baseline; Luna answers it and the
 * history keeps it.
 */
export const moodNotes = sqliteTable(
  'mood_notes',
  {
    /** A UUID, so that an Idempotency-Key's row can point to it (worker/idempotency.ts). */
    id: text('id').primaryKey(),
    sessionId: text('session_id').notNull(),
    value: integer('value').notNull(),
    codonIndex: integer('codon_index').notNull(),
    descriptor: text('descriptor').notNull(),
    words: text('words'),
    localDate: text('local_date').notNull(),
    /** The visitor's local time 'HH:MM' when they wrote it: Luna's answer suits that hour. */
    localTime: text('local_time'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [index('mood_notes_session_idx').on(t.sessionId, t.localDate, t.createdAt)],
)

export const trajectoryPoints = sqliteTable(
  'trajectory_points',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    sessionId: text('session_id').notNull(),
    scalarValue: real('scalar_value').notNull(),
    personalBaseline: real('personal_baseline'),
    context: text('context').notNull(),
    intent: text('intent'),
    profileData: text('profile_data', { mode: 'json' }),
    createdAt: integer('created_at').notNull(),
    /**
     * The visitor's local day of the point ('YYYY-MM-DD'), when the client said it: the journey
     * shows one row a day and counts its days (docs/rules/trajectory.md). Null in points made before.
     */
    localDate: text('local_date'),
  },
  (t) => [
    // Covering the compass's count and moments over all of a session's points (docs/decisions/022):
    // a long history is read from contiguous index pages, not row by row across the table.
    index('trajectory_points_session_idx').on(t.sessionId, t.createdAt, t.scalarValue),
    index('trajectory_points_created_idx').on(t.createdAt, t.sessionId, t.scalarValue),
  ],
)

export const lunaInteractions = sqliteTable(
  'luna_interactions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    sessionId: text('session_id').notNull(),
    page: text('page').notNull(),
    scalarValue: real('scalar_value'),
    windowPhase: text('window_phase'),
    lunaResponse: text('luna_response'),
    lunaTag: text('luna_tag'),
    intent: text('intent'),
    ubtFlags: text('ubt_flags', { mode: 'json' }),
    stabilityIndex: real('stability_index'),
    userAction: text('user_action').notNull(),
    location: text('location'),
    deviceType: text('device_type'),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    index('luna_interactions_session_idx').on(t.sessionId, t.createdAt),
    index('luna_interactions_created_idx').on(t.createdAt, t.sessionId, t.page, t.stabilityIndex),
  ],
)

export const codonInteractions = sqliteTable(
  'codon_interactions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    sessionId: text('session_id').notNull(),
    codon: text('codon').notNull(),
    interactionType: text('interaction_type').notNull(),
    duration: real('duration').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    index('codon_interactions_session_idx').on(t.sessionId, t.createdAt),
    index('codon_interactions_created_idx').on(t.createdAt, t.sessionId),
  ],
)

export const adminSessions = sqliteTable(
  'admin_sessions',
  {
    /** SHA-256 (hex) of the cookie's token; the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    createdAt: integer('created_at').notNull(),
    lastSeenAt: integer('last_seen_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
  },
  (t) => [index('admin_sessions_expires_idx').on(t.expiresAt)],
)

export const adminLoginAttempts = sqliteTable(
  'admin_login_attempts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** SHA-256 (hex) of the client's narrow bucket (IPv4 address, IPv6 /64); never the address. */
    clientKey: text('client_key').notNull(),
    /** SHA-256 (hex) of its wide bucket (IPv4 /24, IPv6 /48). */
    wideKey: text('wide_key').notNull().default(''),
    /** SHA-256 (hex) of a known admin device's token, for attempts made from one (else null). */
    deviceKey: text('device_key'),
    attemptedAt: integer('attempted_at').notNull(),
  },
  (t) => [
    index('admin_login_attempts_client_idx').on(t.clientKey, t.attemptedAt),
    index('admin_login_attempts_wide_idx').on(t.wideKey, t.attemptedAt),
    index('admin_login_attempts_device_idx').on(t.deviceKey, t.attemptedAt),
    index('admin_login_attempts_at_idx').on(t.attemptedAt),
  ],
)

/**
 * Browsers that have logged in as admin (docs/decisions/012): a lockout caused by other people's
 * failures does not apply to them.
 */
export const adminDevices = sqliteTable(
  'admin_devices',
  {
    /** SHA-256 (hex) of the device cookie's token. */
    tokenHash: text('token_hash').primaryKey(),
    createdAt: integer('created_at').notNull(),
    lastUsedAt: integer('last_used_at').notNull(),
    expiresAt: integer('expires_at').notNull(),
  },
  (t) => [index('admin_devices_expires_idx').on(t.expiresAt)],
)

export const idempotencyKeys = sqliteTable(
  'idempotency_keys',
  {
    sessionId: text('session_id').notNull(),
    key: text('key').notNull(),
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    /**
     * The reading the first answer stored: the replay is rebuilt from it (and, for a check-in, from
     * the emotional state saved with it), so a saved reading is not kept twice (docs/decisions/011).
     */
    readingId: text('reading_id').notNull(),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.sessionId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
)

/**
 * Recent moves of a session to a new id by a recovery-code restore (docs/decisions/013): lets the
 * restoring browser's retry (same code, same Idempotency-Key) learn the new id again. The old id is
 * kept only as a hash; rows are forgotten after a day.
 */
export const sessionMoves = sqliteTable(
  'session_moves',
  {
    /** SHA-256 (hex) of the recovery code (the old session id) and the Idempotency-Key. */
    moveKey: text('move_key').primaryKey(),
    /** The new session id: this row belongs to that session (exported and erased with it). */
    sessionId: text('session_id').notNull(),
    movedAt: integer('moved_at').notNull(),
    /** The readings' seed the move gave the new session, answered again to a retry (decision 013). */
    seed: text('seed'),
  },
  (t) => [index('session_moves_session_idx').on(t.sessionId), index('session_moves_moved_idx').on(t.movedAt)],
)

/**
 * A visitor's daily reminder (docs/decisions/020): the browser's Web Push subscription, the local
 * time picked and the time zone it is read in. One per session; an endpoint belongs to one session.
 * `next_due_at` is the next instant it is due, so the minute cron reads only the due rows.
 */
export const pushSubscriptions = sqliteTable(
  'push_subscriptions',
  {
    sessionId: text('session_id').primaryKey(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** 'HH:MM' on the visitor's own clock. */
    reminderTime: text('reminder_time').notNull(),
    /** IANA time zone name, e.g. 'Europe/Berlin'. */
    timeZone: text('time_zone').notNull(),
    nextDueAt: integer('next_due_at').notNull(),
    lastSentAt: integer('last_sent_at'),
    /** UTC days in a row on which a send failed, and the last of them (dropped at 3; domain/budgets.ts). */
    failedDays: integer('failed_days').notNull().default(0),
    lastFailedDay: integer('last_failed_day'),
    createdAt: integer('created_at').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_due_idx').on(t.nextDueAt),
  ],
)

/**
 * Who holds each push endpoint, across every shard (docs/decisions/049): kept in the aggregates
 * database, so that an endpoint has one owner however the visitors are spread. Hashes only: the
 * endpoint's, the owning session id's and the subscription keys' (SHA-256, hex), never the values.
 */
export const pushEndpointOwners = sqliteTable('push_endpoint_owners', {
  endpoint: text('endpoint').primaryKey(),
  owner: text('owner').notNull(),
  keys: text('keys').notNull(),
  updatedAt: integer('updated_at').notNull(),
})

/**
 * A visitor's own running tallies for Luna's memory panel (docs/decisions/022): intents chosen,
 * visits per page and Luna interactions, kept in the same batch as each write. Luna's raw
 * interactions and old visit rows are pruned after the retention period; these stay until the
 * visitor erases them (a session table: exported, erased and moved with the session).
 */
export const sessionTallies = sqliteTable(
  'session_tallies',
  {
    sessionId: text('session_id').notNull(),
    /** 'intent' (key: the intent chosen), 'page' (key: the page visited), 'interactions' (key ''). */
    kind: text('kind', { enum: ['intent', 'page', 'interactions'] }).notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.kind, t.key] })],
)

// Rollups (docs/decisions/022): aggregates of closed UTC days (`day` = epoch ms / 86,400,000),
// frozen by the minute cron; none holds a session id, so an erase leaves them as they are.

/** One row per frozen day: the dashboard's daily figures and the collective's daily count and centre. */
export const rollupDays = sqliteTable('rollup_days', {
  day: integer('day').primaryKey(),
  /**
   * Distinct networks with an established visitor's activity that day (visits by their local day;
   * each network once, docs/rules/collective.md; days frozen before networks were kept count sessions).
   */
  activeUsers: integer('active_users').notNull(),
  /** Rows of every activity table that day (visits by their count). */
  activities: integer('activities').notNull(),
  /** Journey points and Luna interactions with a scalar (docs/rules/collective.md). */
  scalarActivities: integer('scalar_activities').notNull(),
  /** The day's collective centre: the median of its session medians (null without any). */
  centre: real('centre'),
})

/** The day's session medians of the scalar as a histogram: how many sessions had each median. */
export const rollupMedians = sqliteTable(
  'rollup_medians',
  {
    day: integer('day').notNull(),
    median: real('median').notNull(),
    sessions: integer('sessions').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.median] })],
)

/**
 * A shard's closed days by network (docs/rules/collective.md), for the merge to weigh each network
 * as one voice across every shard: how many sessions of a network had each median, and which intents
 * a network chose. Kept until the aggregates database has merged the day.
 */
export const rollupNetworkMedians = sqliteTable(
  'rollup_network_medians',
  {
    day: integer('day').notNull(),
    network: text('network').notNull(),
    median: real('median').notNull(),
    sessions: integer('sessions').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.network, t.median] })],
)

/** The networks active on a shard's closed day (its visitors' active users, counted once across shards). */
export const rollupNetworkActive = sqliteTable(
  'rollup_network_active',
  {
    day: integer('day').notNull(),
    network: text('network').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.network] })],
)

export const rollupNetworkIntents = sqliteTable(
  'rollup_network_intents',
  {
    day: integer('day').notNull(),
    network: text('network').notNull(),
    intent: text('intent').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.network, t.intent] })],
)

/** Scalar activities per intent per day (the collective's top intents). */
export const rollupIntents = sqliteTable(
  'rollup_intents',
  {
    day: integer('day').notNull(),
    intent: text('intent').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.intent] })],
)

/**
 * Luna interactions per page per day, and the session medians of the stability that day: how many,
 * their sum, least and greatest (the dashboard's Luna quality).
 */
export const rollupPages = sqliteTable(
  'rollup_pages',
  {
    day: integer('day').notNull(),
    page: text('page').notNull(),
    interactions: integer('interactions').notNull(),
    medianSessions: integer('median_sessions').notNull(),
    medianSum: real('median_sum'),
    medianMin: real('median_min'),
    medianMax: real('median_max'),
  },
  (t) => [primaryKey({ columns: [t.day, t.page] })],
)

/** Check-ins per archetype name (as stored) per day: count and sum of the emotional values. */
export const rollupCheckIns = sqliteTable(
  'rollup_check_ins',
  {
    day: integer('day').notNull(),
    archetypeName: text('archetype_name').notNull(),
    checkIns: integer('check_ins').notNull(),
    emotionalSum: integer('emotional_sum').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.archetypeName] })],
)

/**
 * Usage meters (docs/decisions/036): counts per client address or network and per window, that
 * the limits read in the statement that adds to them (a trigger refuses the whole batch past a
 * cap). `key` is a hash of the kind and the bucket, never an address; `slot` the window's index
 * (minutes for rates, UTC days for bytes and registrations); `carry` the share of the previous
 * window that still counts (a sliding window). Pruned by the cron after two days.
 */
export const usageMeters = sqliteTable(
  'usage_meters',
  {
    key: text('key').notNull(),
    slot: integer('slot').notNull(),
    amount: integer('amount').notNull(),
    cap: integer('cap').notNull(),
    carry: real('carry').notNull().default(0),
    /** 'bytes', 'writes', 'new-sessions' or 'reminders': which sentence a refusal gets. */
    kind: text('kind').notNull(),
    updatedAt: integer('updated_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.slot] }), index('usage_meters_updated_idx').on(t.updatedAt)],
)
