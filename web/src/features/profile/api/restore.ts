// The recovery code (docs/decisions/002-sessions-privacy-and-recovery.md, docs/decisions/013): the server moves the code's data to a
// new session id (POST /api/restore), this browser adopts that id, and the local profile is
// rebuilt from GET /api/my-data. A code with nothing behind it, or a failed call, changes nothing.
// The code is always typed or pasted: it is never read from a URL.
import { isValidSessionId, normalizeSessionId } from '@domain/session-id.ts'
import type { MyDataExport } from '@schema/export.ts'
import { api, idempotencyKey, ok } from '@/lib/api.ts'
import { restoreFrom } from '@/lib/device-state/changes.ts'
import { commitDevice } from '@/lib/device-state/store.ts'
import { forgetStored } from '@/lib/device-state/stored.ts'
import { todayLocal } from '@/lib/local-time.ts'
import { generateResonanceProfile } from '@/lib/queries/profile.ts'
import { queryClient } from '@/lib/query.tsx'
import { adoptSessionId, getSessionId, keepReadingSeed } from '@/lib/session.ts'
import { KEYS } from '@/lib/storage.ts'

type MyData = MyDataExport

/**
 * The session id in what the visitor typed or pasted: the code itself (spaces and dashes of the
 * reading layout ignored, stray quotes stripped). Null when malformed.
 */
export function parseRecoveryCode(text: string): string | null {
  const id = normalizeSessionId(text.replace(/[\s-]+/g, ''))
  return isValidSessionId(id) ? id : null
}

/** The code grouped for reading aloud or copying by hand: the prefix, then blocks of four. */
export function groupRecoveryCode(code: string): string[] {
  const cut = code.lastIndexOf('_') + 1
  const random = code.slice(cut)
  return [code.slice(0, cut), ...(random.match(/.{1,4}/g) ?? [])]
}

function hasAnything(data: MyData): boolean {
  return (
    data.session !== null ||
    data.archetypeResults.length > 0 ||
    data.savedReadings.length > 0 ||
    data.trajectoryPoints.length > 0 ||
    data.emotionalStates.length > 0
  )
}

/** The device state rebuilt from the server's rows of the session (docs/rules/device-state.md). */
async function rebuildLocalProfile(data: MyData): Promise<{ name: string | null }> {
  const { state, identity } = restoreFrom(data, todayLocal())
  commitDevice(state)
  // What the previous visitor's compass, check-in and patterns remembered belongs to them: Luna must
  // not quote their patterns, nor show their day (docs/rules/patterns.md).
  forgetStored([
    KEYS.previousLunaState,
    KEYS.lastCompassReading,
    KEYS.checkInSkippedOn,
    KEYS.patternsLast,
    KEYS.compassLast,
    KEYS.daysAhead,
    KEYS.lunaDay,
  ])
  if (identity) {
    // The resonance profile is recomputed from the same inputs; without it the form shows.
    await generateResonanceProfile(identity.name, identity.birthDate).catch((err: unknown) =>
      console.warn('Profile regeneration failed after restore.', err),
    )
  }
  return { name: state.archetypeData?.userName ?? data.session?.displayName ?? null }
}

export type RestoreOutcome = { ok: true; name: string | null } | { ok: false; message: string }

export async function restoreFromCode(code: string): Promise<RestoreOutcome> {
  if (code === getSessionId())
    return {
      ok: false,
      message: 'This browser already uses that recovery code: your profile is already here.',
    }
  let moved: { sessionId: string; readingSeed: string }
  try {
    const res = await api.restore.$post(
      { json: { code } },
      { headers: { 'idempotency-key': restoreKey(code) } },
    )
    if (res.status === 404)
      return {
        ok: false,
        message: 'Luna found nothing saved under that code. Check it for typos; nothing was changed.',
      }
    moved = await ok(res)
  } catch (err) {
    console.warn('Restoring from a recovery code failed.', err)
    return {
      ok: false,
      message: 'Luna could not check that code just now. Nothing was changed; please try again in a moment.',
    }
  }
  // The data now lives under the new id only: this browser adopts it before anything else.
  adoptSessionId(moved.sessionId)
  // Its days read as they did on the phone the code came from (docs/decisions/013).
  keepReadingSeed(moved.sessionId, moved.readingSeed)
  forgetRestoreKey()
  // Everything cached belongs to the previous session.
  queryClient.clear()
  let data: MyData
  try {
    // The contract types rows as records; schema/export.ts says what each row holds.
    data = (await ok(await api['my-data'].$get({ query: {} }))) as unknown as MyData
  } catch (err) {
    console.warn('Reading the restored profile failed; it is on the server under the new code.', err)
    return { ok: true, name: null }
  }
  const { name } = hasAnything(data) ? await rebuildLocalProfile(data) : { name: null }
  return { ok: true, name }
}

// One Idempotency-Key per code being restored, kept until it succeeds: a retry after a lost answer
// gets the same new id instead of finding the code already moved.
let pendingRestore: { code: string; key: string } | null = null
function restoreKey(code: string): string {
  if (pendingRestore?.code !== code) pendingRestore = { code, key: idempotencyKey() }
  return pendingRestore.key
}
function forgetRestoreKey(): void {
  pendingRestore = null
}
