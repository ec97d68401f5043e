// The recovery code (decisions.md §1, docs/decisions/013): the server moves the code's data to a
// new session id (POST /api/restore), this browser adopts that id, and the local profile is
// rebuilt from GET /api/my-data. A code with nothing behind it, or a failed call, changes nothing.
// The code is always typed or pasted: it is never read from a URL.
import { hasValidModifiers, modifiersOf } from '../../../../domain/archetypes.ts'
import { isValidSessionId, normalizeSessionId } from '../../../../domain/session-id.ts'
import type { MyDataExport } from '../../../../schema/export.ts'
import { api, idempotencyKey, ok } from '../../lib/api.ts'
import { todayLocal } from '../../lib/local-time.ts'
import { queryClient } from '../../lib/query.tsx'
import { adoptSessionId, getSessionId } from '../../lib/session.ts'
import { type ArchetypeData, KEYS, removeKey, writeJson, writeRaw } from '../../lib/storage.ts'
import { generateResonanceProfile } from './profile-store.ts'

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

/** Keys that belong to one identity; cleared before another session's profile is rebuilt. */
const IDENTITY_KEYS = [
  KEYS.archetype,
  KEYS.quizResponses,
  KEYS.archetypeData,
  KEYS.onboardingComplete,
  KEYS.onboardingProfile,
  KEYS.personalProfile,
  KEYS.userProfile,
  KEYS.archetypeBaseline,
  KEYS.calculatorBaseline,
  KEYS.previousLunaState,
  KEYS.lastCompassReading,
  KEYS.checkInSkippedOn,
] as const

function hasAnything(data: MyData): boolean {
  return (
    data.session !== null ||
    data.archetypeResults.length > 0 ||
    data.savedReadings.length > 0 ||
    data.trajectoryPoints.length > 0 ||
    data.emotionalStates.length > 0
  )
}

const latest = <T extends { createdAt: number }>(rows: readonly T[]): T | undefined =>
  [...rows].sort((a, b) => b.createdAt - a.createdAt)[0]

/** Writes the browser keys of the spec from the server's rows of the session. */
async function rebuildLocalProfile(data: MyData): Promise<{ name: string | null }> {
  for (const key of IDENTITY_KEYS) removeKey(key)
  const result = latest(data.archetypeResults)
  const name = result?.userName ?? data.session?.displayName ?? null
  const birthDate = result?.birthDate ?? null
  if (result) {
    const today = todayLocal()
    const emotion = latest(data.emotionalStates.filter((e) => e.localDate === today))
    const modifiers = { entropyMod: result.entropyMod, curvatureMod: result.curvatureMod }
    const archetypeData: ArchetypeData = {
      archetypeId: result.archetypeId,
      archetypeName: result.archetypeName,
      archetypeScalar: result.archetypeScalar,
      birthScalar: result.birthScalar,
      birthDate,
      combinedBaseline: result.combinedBaseline,
      emotionalBaseline: emotion?.newBaseline ?? null,
      lastEmotionalUpdate: emotion ? new Date(emotion.createdAt).toISOString() : null,
      currentBaseline: result.combinedBaseline,
      modifiers: hasValidModifiers(modifiers) ? modifiers : modifiersOf(result.archetypeId),
      userName: name,
    }
    writeRaw(KEYS.archetype, String(result.archetypeId))
    if (Array.isArray(result.quizResponses)) writeJson(KEYS.quizResponses, result.quizResponses)
    writeJson(KEYS.archetypeData, archetypeData)
    writeRaw(KEYS.archetypeBaseline, String(result.combinedBaseline))
    writeRaw(KEYS.calculatorBaseline, String(result.combinedBaseline))
    writeJson(KEYS.onboardingComplete, {
      name: name ?? '',
      birthDate: birthDate ?? '',
      archetypeId: result.archetypeId,
      timestamp: new Date(result.createdAt).toISOString(),
    })
  }
  if (name && birthDate) {
    writeJson(KEYS.onboardingProfile, { name, birthDate })
    // The resonance profile is recomputed from the same inputs; without it the form shows.
    await generateResonanceProfile(name, birthDate).catch((err: unknown) =>
      console.warn('Profile regeneration failed after restore.', err),
    )
  }
  return { name }
}

export type RestoreOutcome = { ok: true; name: string | null } | { ok: false; message: string }

export async function restoreFromCode(code: string): Promise<RestoreOutcome> {
  if (code === getSessionId())
    return {
      ok: false,
      message: 'This browser already uses that recovery code: your profile is already here.',
    }
  let moved: string
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
    moved = (await ok(res)).sessionId
  } catch (err) {
    console.warn('Restoring from a recovery code failed.', err)
    return {
      ok: false,
      message: 'Luna could not check that code just now. Nothing was changed; please try again in a moment.',
    }
  }
  // The data now lives under the new id only: this browser adopts it before anything else.
  adoptSessionId(moved)
  forgetRestoreKey()
  // Everything cached belongs to the previous session.
  queryClient.clear()
  let data: MyData
  try {
    data = (await ok(await api['my-data'].$get({ query: {} }))) as MyData
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
