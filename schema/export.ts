// The document GET /api/my-data answers (streamed by the Worker, one JSON value): every row stored
// for the session, by table. Types only, so the web app can read it without the tables' code.
import type {
  archetypeResults,
  codonInteractions,
  emotionalStates,
  idempotencyKeys,
  lunaInteractions,
  moodNotes,
  pushSubscriptions,
  savedReadings,
  sessionMoves,
  sessions,
  sessionTallies,
  trajectoryPoints,
  visits,
} from './tables.ts'

export interface MyDataExport {
  exportedAt: string
  sessionId: string
  session: typeof sessions.$inferSelect | null
  archetypeResults: (typeof archetypeResults.$inferSelect)[]
  visits: (typeof visits.$inferSelect)[]
  savedReadings: (typeof savedReadings.$inferSelect)[]
  emotionalStates: (typeof emotionalStates.$inferSelect)[]
  moodNotes: (typeof moodNotes.$inferSelect)[]
  trajectoryPoints: (typeof trajectoryPoints.$inferSelect)[]
  lunaInteractions: (typeof lunaInteractions.$inferSelect)[]
  codonInteractions: (typeof codonInteractions.$inferSelect)[]
  sessionTallies: (typeof sessionTallies.$inferSelect)[]
  idempotencyKeys: (typeof idempotencyKeys.$inferSelect)[]
  pushSubscriptions: (typeof pushSubscriptions.$inferSelect)[]
  sessionMoves: (typeof sessionMoves.$inferSelect)[]
}
