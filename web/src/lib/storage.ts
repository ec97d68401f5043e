// The browser storage keys of the spec, in one place (docs/rules/device-state.md, docs/rules/device-state.md), with typed
// access that keeps working when the browser blocks storage (private modes, strict settings):
// values then live in memory for the visit and the incognito banner tells the visitor.
import type { ArchetypeModifiers } from '@domain/archetypes.ts'

export const KEYS = {
  sessionId: 'luna_session_id',
  archetype: 'luna_archetype',
  quizResponses: 'luna_quiz_responses',
  archetypeData: 'luna_archetype_data',
  onboardingComplete: 'luna_onboarding_complete',
  onboardingProfile: 'user_profile_onboarding',
  personalProfile: 'luna_personal_profile',
  userProfile: 'user_profile',
  archetypeBaseline: 'archetype_baseline_xi',
  calculatorBaseline: 'calculator_baseline_xi',
  clarityType: 'luna_clarity_type',
  previousLunaState: 'luna_previous_state',
  /** Luna's state of the day's reading: { date, tag, scalar, before } (docs/rules/daily-reading.md). */
  lunaDay: 'luna_day_state',
  viewMode: 'luna_view_mode',
  /** '1' once the visitor put the compass's install card away. */
  installDismissed: 'luna_install_dismissed',
  /** The spec's "notifications enabled": '1' while a daily reminder is set in this browser (docs/decisions/020). */
  notificationsEnabled: 'luna_notifications_enabled',
  /** The latest feeling said on this device (a check-in or a mood note): { date, value, descriptor, at }. */
  lastFeeling: 'luna_last_feeling',
  /** The last two local days with a check-in, for the reminder's one suggestion (lib/reminder-offer.ts). */
  checkInDays: 'luna_checkin_days',
  /** The day the reminder was first suggested, or 'done' once the visitor answered it. */
  reminderSuggested: 'luna_reminder_suggested',
  /** 'light' or 'dark' when the visitor chose one; absent to follow the system (lib/theme.ts). */
  theme: 'luna_theme',
  /** The language the visitor picked, 'en', 'es' or 'de'; absent to follow the browser (lib/i18n.ts). */
  locale: 'luna_locale',
  /** The spec's "codon history": the codons played or opened here, newest first, [{ codon, at }] (lib/codon-history.ts). */
  codonHistory: 'luna_codon_history',
  /** The spec's "audio enabled": '0' while the visitor turned Sound off; absent or '1' is on (lib/sound.ts). */
  audioEnabled: 'luna_audio_enabled',
  currentLocation: 'current_location',
  lastCompassReading: 'luna_last_compass_reading',
  /** The last compass answer and its local day, { date, answer } (features/compass/api/compass.ts). */
  compassLast: 'luna_compass_last',
  /**
   * The next days' readings computed on this device, { inputs, days } (lib/device-state/kept-reading.ts,
   * features/compass/api/days-ahead.ts): the first frame of the day's first open.
   */
  daysAhead: 'luna_days_ahead',
  checkInSkippedOn: 'luna_checkin_skipped_on',
  /**
   * The last answer of GET /api/patterns (features/journey/api/patterns.ts): shown offline, and the
   * only patterns Luna's line may speak of (docs/rules/patterns.md).
   */
  patternsLast: 'luna_patterns_last',
  /**
   * What seeds this visitor's readings after a restore, with the session it belongs to:
   * { sessionId, seed } (lib/session.ts, docs/decisions/013). Absent: the session id seeds them.
   */
  readingSeed: 'luna_reading_seed',
  /** The calculator's last inputs and result (features/calculator/last-calculation.ts). */
  calculatorLast: 'luna_calculator_last',
  /** Onboarding quiz answers not yet completed: { [questionId]: option } (kept across reloads). */
  quizDraft: 'luna_quiz_draft',
  /**
   * The writes waiting for the network or for the server's leave, oldest first:
   * [{ kind, key, body, firstTry? }] (lib/outbox.ts, docs/decisions/037-one-outbox.md).
   */
  outbox: 'luna_outbox',
  /** Before the outbox: a compass reading waiting, { key, body }; moved into luna_outbox on load. */
  pendingSave: 'luna_pending_save',
  /** Before the outbox: a check-in made offline, { key, body }; moved into luna_outbox on load. */
  pendingCheckIn: 'luna_pending_checkin',
  /** Before the outbox: frequency locks made offline, [{ key, body }]; moved into luna_outbox on load. */
  pendingLocks: 'luna_pending_locks',
  /** The last streak the server answered, with its session id: { sessionId, streak }. */
  lastStreak: 'luna_last_streak',
  /** Before the outbox: visits the network dropped, [{ page, localDate }]; moved into luna_outbox on load. */
  pendingVisits: 'luna_pending_visits',
  /** Session storage: the analytics screen was unlocked in this browser session. */
  analyticsAuthorized: 'luna_analytics_authorized',
  /** Session storage: the incognito banner was dismissed. */
  incognitoDismissed: 'luna_incognito_dismissed',
  /**
   * The session id the server has stored a write for: later writes need no Turnstile token
   * (lib/api.ts, docs/decisions/036).
   */
  storedSession: 'luna_session_stored',
  /** Session storage: the latest D1 bookmark (read-your-writes on replicas). */
  d1Bookmark: 'luna_d1_bookmark',
} as const

/** Stored archetype data (docs/rules/device-state.md). */
export interface ArchetypeData {
  archetypeId: number
  archetypeName: string
  archetypeScalar: number
  birthScalar: number | null
  birthDate: string | null
  combinedBaseline: number
  emotionalBaseline: number | null
  /** ISO instant of the last emotional adjustment. */
  lastEmotionalUpdate: string | null
  /**
   * The value (0–100) of that check-in, which is the compass's awareness on its local day
   * (docs/decisions/017-one-daily-reading.md). Absent on devices that checked in before it was kept.
   */
  emotionalValue?: number | null
  currentBaseline: number
  modifiers: ArchetypeModifiers
  userName: string | null
}

export interface OnboardingProfile {
  name: string
  birthDate: string
}

export interface QuizAnswerRecord {
  questionId: number
  answer: number
}

/** The local personal profile (docs/rules/device-state.md). */
export interface PersonalProfile {
  name: string
  birthDate: string
  gematria: number
  primaryCodon: string
  resonanceProfile: string
  xi: number
  archetype: {
    archetypeId: number
    archetypeName: string
    combinedBaseline: number
    modifiers: ArchetypeModifiers
    userName: string | null
    birthDate: string | null
    birthScalar: number | null
    archetypeScalar: number
  } | null
}

export interface PreviousLunaState {
  tag: string
  scalar: number
}

export type Area = 'local' | 'session'
/**
 * Values whose write the browser refused (quota, or storage blocked): they serve the rest of this
 * visit, and are read before the browser's copy. A write that succeeds drops its overlay, so a
 * change made in another tab is seen.
 */
const memory: Record<Area, Map<string, string>> = { local: new Map(), session: new Map() }

// Each area is looked up once per page. Reading needs no probe write: every screen reads the profile
// keys while it renders, and a write per read made the compass's first render several times slower.
const areas: Partial<Record<Area, Storage | null>> = {}

function area(kind: Area): Storage | null {
  if (kind in areas) return areas[kind] ?? null
  let found: Storage | null = null
  try {
    found = kind === 'local' ? window.localStorage : window.sessionStorage
    void found.length
  } catch {
    found = null
  }
  areas[kind] = found
  return found
}

let cachedAvailable: boolean | null = null
/** Whether the browser lets this site keep local storage (a write is accepted). */
export function storageAvailable(): boolean {
  if (cachedAvailable === null) {
    try {
      const s = area('local')
      const probe = '__luna_probe__'
      s?.setItem(probe, '1')
      s?.removeItem(probe)
      cachedAvailable = s !== null
    } catch {
      cachedAvailable = false
    }
  }
  return cachedAvailable
}

export function readRaw(key: string, kind: Area = 'local'): string | null {
  const kept = memory[kind].get(key)
  if (kept !== undefined) return kept
  try {
    return area(kind)?.getItem(key) ?? null
  } catch {
    return null
  }
}

export function writeRaw(key: string, value: string, kind: Area = 'local'): void {
  try {
    const s = area(kind)
    if (!s) throw new Error('no storage')
    s.setItem(key, value)
    memory[kind].delete(key)
  } catch {
    // Quota or blocked: the in-memory copy serves this visit.
    memory[kind].set(key, value)
  }
}

export function removeKey(key: string, kind: Area = 'local'): void {
  memory[kind].delete(key)
  try {
    area(kind)?.removeItem(key)
  } catch {
    // Nothing to remove.
  }
}

export function readJson<T>(key: string, kind: Area = 'local'): T | null {
  const raw = readRaw(key, kind)
  if (raw === null) return null
  try {
    return JSON.parse(raw) as T
  } catch {
    return null
  }
}

export function writeJson(key: string, value: unknown, kind: Area = 'local'): void {
  writeRaw(key, JSON.stringify(value), kind)
}
