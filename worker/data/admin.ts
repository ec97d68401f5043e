// The admin login's rows: sessions, known devices and failed attempts (docs/decisions/012).
import { eq } from 'drizzle-orm'
import type { DrizzleD1Database } from 'drizzle-orm/d1'
import { adminDevices, adminLoginAttempts, adminSessions } from '../../schema/tables.ts'
import { DEVICE_TTL_MS } from '../admin-auth.ts'

/**
 * A successful login, in one batch: its attempt row goes (a success is not a failure), the session
 * this browser held ends (one live session per login), the new session is stored, and the browser
 * becomes (or stays) a known device.
 */
export function recordAdminLogin(
  db: DrizzleD1Database,
  login: {
    attempt: number
    previousHash: string
    sessionHash: string
    newDeviceHash: string | null
    knownDeviceHash: string
    now: number
    expiresAt: number
  },
) {
  const { now } = login
  return db.batch([
    db.delete(adminLoginAttempts).where(eq(adminLoginAttempts.id, login.attempt)),
    db.delete(adminSessions).where(eq(adminSessions.tokenHash, login.previousHash)),
    db
      .insert(adminSessions)
      .values({ tokenHash: login.sessionHash, createdAt: now, lastSeenAt: now, expiresAt: login.expiresAt }),
    login.newDeviceHash
      ? db.insert(adminDevices).values({
          tokenHash: login.newDeviceHash,
          createdAt: now,
          lastUsedAt: now,
          expiresAt: now + DEVICE_TTL_MS,
        })
      : db
          .update(adminDevices)
          .set({ lastUsedAt: now, expiresAt: now + DEVICE_TTL_MS })
          .where(eq(adminDevices.tokenHash, login.knownDeviceHash)),
  ])
}

/** Logout: the session of this token hash ends. */
export function endAdminSession(db: DrizzleD1Database, tokenHash: string) {
  return db.delete(adminSessions).where(eq(adminSessions.tokenHash, tokenHash))
}
