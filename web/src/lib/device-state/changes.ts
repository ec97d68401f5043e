// The journey's changes to the visitor's profile on this device, as pure functions from one
// stored state to the next (docs/rules/device-state.md): which baseline follows which is said
// here, once (a check-in's own change is check-in-change.ts, so that the compass's check-in does not
// load the rest). Screens apply them with `updateDevice` (store.ts); the domain tests run them in Node.
import { hasValidModifiers, modifiersOf } from '@domain/archetype-numbers.ts'
import type { Archetype } from '@domain/archetypes.ts'
import { isValidDate } from '@domain/dates.ts'
import { gematria, primaryCodonOf } from '@domain/gematria.ts'
import type { GeneratedProfile } from '@domain/profile.ts'
import {
  applyBirthScalar,
  computeBirthScalar,
  computeCombinedBaseline,
  needsBirthScalar,
} from '@domain/scalar.ts'
import { GUEST_NAME, ONBOARDING_FALLBACK_BIRTH_SCALAR } from '@domain/vocabulary.ts'
import { type DeviceProfile, EMPTY_PROFILE, type Identity, identityOf } from '@/lib/device-state/profile.ts'
import { fixed, formatLongDate } from '@/lib/format.ts'
import type { ArchetypeData, PersonalProfile, QuizAnswerRecord } from '@/lib/storage.ts'

export type { DeviceProfile, Identity }

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v)
/** A stored number (written as text, with or without quotes), or null. */
export const parsed = (text: string | null): number | null => {
  const n = text === null ? Number.NaN : Number.parseFloat(text.replaceAll('"', ''))
  return Number.isFinite(n) ? n : null
}

// ------------------------------------------------------------------------------------------
// What the stored state says (the chosen archetype itself: archetype-of.ts, which reads the
// archetypes' words; this module reads their numbers only, so the check-in and the compass load no
// archetype texts)

/** The archetype baseline ξ (archetype_baseline_xi), when one is set. */
export const archetypeBaselineOf = (s: DeviceProfile): number | null => parsed(s.archetypeBaseline)

/** The calculator's baseline as stored (calculator_baseline_xi), when one is set. */
export const calculatorBaselineOf = (s: DeviceProfile): number | null => parsed(s.calculatorBaseline)

/**
 * The baseline the calculator starts from, in order of preference: the calculator baseline, then
 * the combined baseline; each only when it passes `usable`. Null when neither does.
 */
export function calculatorStartOf(s: DeviceProfile, usable: (n: number) => boolean): number | null {
  const saved = calculatorBaselineOf(s)
  if (saved !== null && usable(saved)) return saved
  const combined = s.archetypeData?.combinedBaseline
  return finite(combined) && usable(combined) ? combined : null
}

/** The stored API profile, when it has the fields the screens read. */
export function userProfileOf(s: DeviceProfile): GeneratedProfile | null {
  const p = s.userProfile as Partial<GeneratedProfile> | null
  if (!p || typeof p.name !== 'string' || typeof p.birth_date !== 'string' || !finite(p.scalar_ξ)) return null
  return {
    ...p,
    gematria: finite(p.gematria) ? p.gematria : 0,
    tags: Array.isArray(p.tags) ? p.tags : [],
    rituals: Array.isArray(p.rituals) ? p.rituals : [],
  } as GeneratedProfile
}

/** The birth date a birth scalar is computed from: the archetype data's, else any stored one. */
export function birthDateOf(s: DeviceProfile): string | null {
  const candidates = [
    s.archetypeData?.birthDate,
    s.onboardingProfile?.birthDate,
    s.personalProfile?.birthDate,
    s.userProfile?.birth_date,
  ]
  return candidates.find((d): d is string => typeof d === 'string' && isValidDate(d)) ?? null
}

// ------------------------------------------------------------------------------------------
// Building blocks

/** The archetype data for an archetype and (when known) the visitor's birth date. */
export function archetypeDataFor(archetype: Archetype, identity: Identity | null): ArchetypeData {
  const birthScalar = identity ? computeBirthScalar(identity.birthDate) : null
  const combined = computeCombinedBaseline(birthScalar ?? computeBirthScalar(null), archetype.scalarRange)
  return {
    archetypeId: archetype.id,
    archetypeName: archetype.name,
    archetypeScalar: archetype.scalarRange,
    birthScalar,
    birthDate: identity?.birthDate ?? null,
    combinedBaseline: combined,
    emotionalBaseline: null,
    lastEmotionalUpdate: null,
    currentBaseline: combined,
    modifiers: { ...archetype.modifiers },
    userName: identity?.name ?? null,
  }
}

function archetypePartOf(data: ArchetypeData | null): PersonalProfile['archetype'] {
  if (!data) return null
  return {
    archetypeId: data.archetypeId,
    archetypeName: data.archetypeName,
    combinedBaseline: data.combinedBaseline,
    modifiers: data.modifiers,
    userName: data.userName,
    birthDate: data.birthDate,
    birthScalar: data.birthScalar,
    archetypeScalar: data.archetypeScalar,
  }
}

/**
 * The one builder of the personal profile: from the generated profile when there is one, else
 * computed here from the identity (gematria and primary codon are domain rules).
 */
export function personalProfileOf(
  source: { profile: GeneratedProfile } | { identity: Identity },
  data: ArchetypeData | null,
): PersonalProfile {
  if ('profile' in source) {
    const p = source.profile
    return {
      name: p.name,
      birthDate: p.birth_date,
      gematria: p.gematria,
      primaryCodon: p.primary_codon,
      resonanceProfile: p.resonance_profile,
      xi: p.scalar_ξ,
      archetype: archetypePartOf(data),
    }
  }
  const { name, birthDate } = source.identity
  const value = gematria(name)
  const codon = primaryCodonOf(value)
  return {
    name,
    birthDate,
    gematria: value,
    primaryCodon: codon,
    resonanceProfile: data ? `${codon} · ${data.archetypeName}` : codon,
    // With archetype data but no birth scalar in it (the guest, who gave no birth date), the spec's
    // onboarding-profile fallback stands in: no scalar is drawn from the guest's placeholder date
    // (docs/rules/scalar.md). The baselines are the archetype data's own, so they do not move.
    xi: data ? (data.birthScalar ?? ONBOARDING_FALLBACK_BIRTH_SCALAR) : computeBirthScalar(birthDate),
    archetype: data ? ({ ...archetypePartOf(data), userName: name } as PersonalProfile['archetype']) : null,
  }
}

/** New archetype data, with the personal profile's archetype part kept in step. */
export function withArchetypeData(s: DeviceProfile, data: ArchetypeData): DeviceProfile {
  const profile = userProfileOf(s)
  const personalProfile = profile
    ? personalProfileOf({ profile }, data)
    : s.personalProfile
      ? { ...s.personalProfile, archetype: archetypePartOf(data) }
      : null
  return { ...s, archetypeData: data, personalProfile }
}

/** The archetype and its baselines under the spec's keys. */
function storeArchetype(
  s: DeviceProfile,
  data: ArchetypeData,
  answers: readonly QuizAnswerRecord[],
): DeviceProfile {
  const baseline = String(data.combinedBaseline)
  return {
    ...withArchetypeData(s, data),
    archetype: String(data.archetypeId),
    quizResponses: [...answers],
    archetypeData: data,
    archetypeBaseline: baseline,
    calculatorBaseline: baseline,
  }
}

function markOnboarded(s: DeviceProfile, identity: Identity, data: ArchetypeData, now: Date): DeviceProfile {
  return {
    ...s,
    personalProfile: personalProfileOf({ identity }, data),
    onboardingComplete: {
      name: identity.name,
      birthDate: identity.birthDate,
      archetypeId: data.archetypeId,
      timestamp: now.toISOString(),
    },
  }
}

// ------------------------------------------------------------------------------------------
// The journey's changes

/** Onboarding's quiz is done: the archetype, its baselines, the personal profile, the record. */
export function completeQuiz(
  s: DeviceProfile,
  change: { archetype: Archetype; identity: Identity; answers: readonly QuizAnswerRecord[]; now: Date },
): DeviceProfile {
  const data = archetypeDataFor(change.archetype, change.identity)
  return markOnboarded(storeArchetype(s, data, change.answers), change.identity, data, change.now)
}

/**
 * 'Skip for now': a guest named Guest with the guest archetype. The spec's profile names today as
 * the guest's birth date, and the onboarding record keeps it so; but the guest gave none, so no
 * birth scalar is drawn from it: the guest's baseline is the default of a visitor with no birth date
 * and archetype 6, 81.500, the same on every screen (docs/rules/scalar.md).
 */
export function skipAsGuest(
  s: DeviceProfile,
  change: { guestArchetype: Archetype; today: string; now: Date },
): DeviceProfile {
  const identity = { name: GUEST_NAME, birthDate: change.today }
  const data = { ...archetypeDataFor(change.guestArchetype, null), userName: identity.name }
  return markOnboarded(
    storeArchetype({ ...s, onboardingProfile: identity }, data, []),
    identity,
    data,
    change.now,
  )
}

/**
 * The archetype test's choice: the baseline recomputed from the stored identity, and the visitor
 * counted as onboarded when a name is known.
 */
export function chooseArchetype(
  s: DeviceProfile,
  change: { archetype: Archetype; answers: readonly QuizAnswerRecord[]; now: Date },
): DeviceProfile {
  const identity = identityOf(s)
  const data = archetypeDataFor(change.archetype, identity)
  const stored = storeArchetype(s, data, change.answers)
  return identity?.name ? markOnboarded(stored, identity, data, change.now) : stored
}

/** The archetype test's data for an archetype: the stored one when it is that archetype's. */
export function archetypeDataShownFor(s: DeviceProfile, archetype: Archetype): ArchetypeData {
  const stored = s.archetypeData
  if (stored && stored.archetypeId === archetype.id && finite(stored.combinedBaseline)) return stored
  return archetypeDataFor(archetype, identityOf(s))
}

/** 'Retake Quiz': the archetype, the answers and the archetype baseline are forgotten. */
export function retakeQuiz(s: DeviceProfile): DeviceProfile {
  return { ...s, archetype: null, quizResponses: null, archetypeBaseline: null }
}

/** 'Apply to calculator' and the calculator's own saves. */
export function setCalculatorBaseline(s: DeviceProfile, baseline: number): DeviceProfile {
  return { ...s, calculatorBaseline: String(baseline) }
}

/** A generated resonance profile: stored whole, the personal profile rebuilt from it. */
export function storeGeneratedProfile(s: DeviceProfile, profile: GeneratedProfile): DeviceProfile {
  return {
    ...s,
    userProfile: profile as unknown as Record<string, unknown>,
    personalProfile: personalProfileOf({ profile }, s.archetypeData),
  }
}

/**
 * What a baseline tool did, for the screen to say in its language (the words: the `archetype`
 * catalogue's `archetype.tool.<kind>.*`, docs/decisions/056-languages.md).
 */
export type ToolRefusal = { ok: false; kind: 'no-archetype' } | { ok: false; kind: 'birth-date-needed' }

export type BirthScalarFix =
  | {
      ok: true
      kind: 'birth-scalar-fixed'
      data: ArchetypeData
      birthDate: string
      /** The combined baseline before, when it was one and the fix moved it. */
      movedFrom: number | null
      /** Its numbers and date as the language spoken writes them, for the toast. */
      shown: { birth: string; date: string; combined: string; before: string | null }
    }
  | ToolRefusal

export const NO_ARCHETYPE = { ok: false, kind: 'no-archetype' } as const

/** What 'Fix Birth Scalar' would store, without storing it. */
export function planBirthScalarFix(s: DeviceProfile): BirthScalarFix {
  const data = s.archetypeData
  if (!data) return NO_ARCHETYPE
  const birthDate = birthDateOf(s)
  const repaired = birthDate ? applyBirthScalar(data, birthDate) : null
  if (!birthDate || !repaired) return { ok: false, kind: 'birth-date-needed' }
  const before = finite(data.combinedBaseline) ? data.combinedBaseline : null
  const baselineChanged = before !== null && repaired.combinedBaseline !== before
  return {
    ok: true,
    kind: 'birth-scalar-fixed',
    data: repaired,
    birthDate,
    movedFrom: baselineChanged ? before : null,
    shown: {
      birth: fixed(repaired.birthScalar ?? 0),
      date: formatLongDate(birthDate),
      combined: fixed(repaired.combinedBaseline),
      before: baselineChanged ? fixed(before ?? 0) : null,
    },
  }
}

/**
 * Fixed archetype data stored: the calculator baseline follows it, and the archetype baseline too
 * when one was set.
 */
export function applyBirthScalarFix(s: DeviceProfile, repaired: ArchetypeData): DeviceProfile {
  const baseline = String(repaired.combinedBaseline)
  return {
    ...withArchetypeData(s, repaired),
    calculatorBaseline: baseline,
    archetypeBaseline: s.archetypeBaseline !== null ? baseline : null,
  }
}

/** A repair made on load, for the screen to say (`archetype.repair.<kind>`). */
export type LoadRepair =
  | { kind: 'birth-scalar'; birthScalar: number /** As the language spoken writes it. */; shown: string }
  | { kind: 'modifiers' }

export interface LoadRepairs {
  /** The state once repaired (the same object when nothing was repaired). */
  state: DeviceProfile
  /** What was repaired; empty when nothing was. */
  notes: LoadRepair[]
}

/**
 * The readings page's load-time repairs: a missing birth scalar derived from the birth date, then
 * missing archetype modifiers restored from the archetype's own.
 */
export function loadRepairs(s: DeviceProfile): LoadRepairs {
  const notes: LoadRepair[] = []
  let state = s
  if (state.archetypeData && needsBirthScalar(state.archetypeData)) {
    const fix = planBirthScalarFix(state)
    if (fix.ok) {
      state = applyBirthScalarFix(state, fix.data)
      const birthScalar = fix.data.birthScalar ?? 0
      notes.push({ kind: 'birth-scalar', birthScalar, shown: fixed(birthScalar) })
    }
  }
  const data = state.archetypeData
  if (data && !hasValidModifiers(data.modifiers)) {
    state = withArchetypeData(state, { ...data, modifiers: modifiersOf(data.archetypeId) })
    notes.push({ kind: 'modifiers' })
  }
  return { state, notes }
}

export type ToolResult =
  | { ok: true; kind: 'baseline-set' | 'modifiers-fixed'; state: DeviceProfile; data: ArchetypeData }
  | ToolRefusal

/** 'Set Baseline ξ': the combined baseline becomes the archetype and calculator baseline. */
export function setBaseline(s: DeviceProfile): ToolResult {
  const data = s.archetypeData
  if (!data || !finite(data.combinedBaseline)) return NO_ARCHETYPE
  const baseline = String(data.combinedBaseline)
  return {
    ok: true,
    kind: 'baseline-set',
    state: { ...s, archetypeBaseline: baseline, calculatorBaseline: baseline },
    data,
  }
}

/** The server's rows of a restored session, as much as the profile needs. */
export interface RestoredRows {
  session: { displayName: string | null } | null
  archetypeResults: (Pick<
    ArchetypeData,
    'archetypeId' | 'archetypeName' | 'archetypeScalar' | 'birthScalar' | 'birthDate' | 'combinedBaseline'
  > & {
    entropyMod: number
    curvatureMod: number
    quizResponses: unknown
    userName: string | null
    createdAt: number
  })[]
  emotionalStates: { localDate: string; newBaseline: number; emotionalValue: number; createdAt: number }[]
}

const latest = <T extends { createdAt: number }>(rows: readonly T[]): T | undefined =>
  [...rows].sort((a, b) => b.createdAt - a.createdAt)[0]

/**
 * A recovery code opened on this device: the profile rebuilt from the server's rows alone (the
 * previous visitor's keys are gone). The identity, when whole, is returned for the profile to be
 * generated again.
 */
export function restoreFrom(
  rows: RestoredRows,
  today: string,
): { state: DeviceProfile; identity: Identity | null } {
  let state: DeviceProfile = EMPTY_PROFILE
  const result = latest(rows.archetypeResults)
  const name = result?.userName ?? rows.session?.displayName ?? null
  const birthDate = result?.birthDate ?? null
  if (result) {
    const emotion = latest(rows.emotionalStates.filter((e) => e.localDate === today))
    const modifiers = { entropyMod: result.entropyMod, curvatureMod: result.curvatureMod }
    const baseline = String(result.combinedBaseline)
    state = {
      ...state,
      archetype: String(result.archetypeId),
      quizResponses: Array.isArray(result.quizResponses)
        ? (result.quizResponses as QuizAnswerRecord[])
        : null,
      archetypeData: {
        archetypeId: result.archetypeId,
        archetypeName: result.archetypeName,
        archetypeScalar: result.archetypeScalar,
        birthScalar: result.birthScalar,
        birthDate,
        combinedBaseline: result.combinedBaseline,
        emotionalBaseline: emotion?.newBaseline ?? null,
        emotionalValue: emotion?.emotionalValue ?? null,
        lastEmotionalUpdate: emotion ? new Date(emotion.createdAt).toISOString() : null,
        currentBaseline: result.combinedBaseline,
        modifiers: hasValidModifiers(modifiers) ? modifiers : modifiersOf(result.archetypeId),
        userName: name,
      },
      archetypeBaseline: baseline,
      calculatorBaseline: baseline,
      onboardingComplete: {
        name: name ?? '',
        birthDate: birthDate ?? '',
        archetypeId: result.archetypeId,
        timestamp: new Date(result.createdAt).toISOString(),
      },
    }
  }
  const identity = name && birthDate ? { name, birthDate } : null
  if (identity) state = { ...state, onboardingProfile: identity }
  return { state, identity }
}
