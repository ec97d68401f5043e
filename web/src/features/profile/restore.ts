// The recovery code (decisions.md §1): a session id from another browser is adopted, then the
// local profile is rebuilt from GET /api/my-data. A code with nothing behind it, or a failed
// check, puts the previous session back: restoring never leaves the visitor worse off.
import { hasValidModifiers, modifiersOf } from '../../../../domain/archetypes.ts'
import { isValidSessionId, normalizeSessionId } from '../../../../domain/session-id.ts'
import { api, ok, type SuccessBody } from '../../lib/api.ts'
import { todayLocal } from '../../lib/local-time.ts'
import { queryClient } from '../../lib/query.tsx'
import { adoptSessionId, getSessionId } from '../../lib/session.ts'
import { type ArchetypeData, KEYS, removeKey, writeJson, writeRaw } from '../../lib/storage.ts'
import { generateResonanceProfile } from './profile-store.ts'

type MyData = SuccessBody<Awaited<ReturnType<(typeof api)['my-data']['$get']>>>

/** The hash that a scanned QR code opens: /profile#restore=<code>. */
export const RESTORE_HASH_PREFIX = '#restore='

export function restoreUrl(code: string): string {
  return `${window.location.origin}/profile${RESTORE_HASH_PREFIX}${code}`
}

/**
 * The session id in what the visitor typed, pasted or scanned: the code itself (spaces and dashes
 * of the reading layout ignored, stray quotes stripped) or a restore link. Null when malformed.
 */
export function parseRecoveryCode(text: string): string | null {
  const fromLink = /[#?&]restore=([^&\s]+)/.exec(text)?.[1]
  let raw = fromLink ?? text
  try {
    raw = decodeURIComponent(raw)
  } catch {
    return null
  }
  const id = normalizeSessionId(raw.replace(/[\s-]+/g, ''))
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
  const previous = getSessionId()
  if (code === previous)
    return {
      ok: false,
      message: 'This browser already uses that recovery code: your profile is already here.',
    }
  adoptSessionId(code)
  let data: MyData
  try {
    data = await ok(await api['my-data'].$get({ query: {} }))
  } catch (err) {
    adoptSessionId(previous)
    console.warn('Restoring from a recovery code failed.', err)
    return {
      ok: false,
      message: 'Luna could not check that code just now. Nothing was changed; please try again in a moment.',
    }
  }
  if (!hasAnything(data)) {
    adoptSessionId(previous)
    return {
      ok: false,
      message: 'Luna found nothing saved under that code. Check it for typos; nothing was changed.',
    }
  }
  // Everything cached belongs to the previous session.
  queryClient.clear()
  const { name } = await rebuildLocalProfile(data)
  return { ok: true, name }
}
