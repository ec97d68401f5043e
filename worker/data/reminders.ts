// The visitor's own daily reminder (docs/decisions/020, 036): read, set, stopped. Every query names
// its session (docs/ARCHITECTURE.md, invariant 1). Sending is the cron's (worker/reminders.ts).
import { and, eq, ne } from 'drizzle-orm'
import type { DrizzleD1Database } from 'drizzle-orm/d1'
import { pushSubscriptions } from '../../schema/tables.ts'

export interface ReminderValues {
  endpoint: string
  p256dh: string
  auth: string
  reminderTime: string
  timeZone: string
  nextDueAt: number
  updatedAt: number
}

/** The session's reminder, or undefined. */
export async function reminderOfSession(db: DrizzleD1Database, sessionId: string) {
  const [row] = await db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.sessionId, sessionId))
    .limit(1)
  return row
}

/**
 * The statements that set a session's reminder, for the write's batch. A browser's subscription
 * belongs to one session: a new session in the same browser takes it, proven by the subscription's
 * own keys (only that browser has them). An endpoint held by another session under other keys stays
 * theirs: the insert meets the unique endpoint and the batch is refused (docs/decisions/036).
 */
export function setReminder(db: DrizzleD1Database, sessionId: string, values: ReminderValues, now: number) {
  return [
    db
      .delete(pushSubscriptions)
      .where(
        and(
          eq(pushSubscriptions.endpoint, values.endpoint),
          ne(pushSubscriptions.sessionId, sessionId),
          eq(pushSubscriptions.p256dh, values.p256dh),
          eq(pushSubscriptions.auth, values.auth),
        ),
      ),
    db
      .insert(pushSubscriptions)
      .values({ sessionId, createdAt: now, ...values })
      .onConflictDoUpdate({
        target: pushSubscriptions.sessionId,
        set: { ...values, failedDays: 0, lastFailedDay: null },
      }),
  ] as const
}

/** Stops the session's reminder; the endpoint it had, or null when there was none. */
export async function stopReminder(db: DrizzleD1Database, sessionId: string): Promise<string | null> {
  const [row] = await db
    .delete(pushSubscriptions)
    .where(eq(pushSubscriptions.sessionId, sessionId))
    .returning({ endpoint: pushSubscriptions.endpoint })
  return row?.endpoint ?? null
}
