// The device state's changes (web/src/lib/device-state; docs/rules/device-state.md): each named
// change of the journey, and properties that hold after any sequence of them.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { findArchetype } from '../../domain/archetypes.ts'
import { computeBirthScalar, computeCombinedBaseline } from '../../domain/scalar.ts'
import { GUEST_ARCHETYPE_ID, ONBOARDING_FALLBACK_BIRTH_SCALAR } from '../../domain/vocabulary.ts'
import { archetypeOf, chosenArchetypeOf, fixModifiers } from '../../web/src/lib/device-state/archetype-of.ts'
import {
  applyBirthScalarFix,
  calculatorStartOf,
  chooseArchetype,
  completeQuiz,
  loadRepairs,
  planBirthScalarFix,
  restoreFrom,
  retakeQuiz,
  setBaseline,
  setCalculatorBaseline,
  skipAsGuest,
  storeGeneratedProfile,
} from '../../web/src/lib/device-state/changes.ts'
import { recordCheckIn } from '../../web/src/lib/device-state/check-in-change.ts'
import {
  checkInOfDay,
  compassProfileOf,
  type DeviceProfile,
  EMPTY_PROFILE,
  hasAnyProfile,
  identityOf,
  isGuest,
  isOnboarded,
  setOnboardingIdentity,
} from '../../web/src/lib/device-state/profile.ts'

const archetype = (id: number) => {
  const a = findArchetype(id)
  if (!a) throw new Error(`no archetype ${id}`)
  return a
}
const ada = { name: 'Ada', birthDate: '1990-06-15' }
const NOW = new Date('2026-11-24T10:00:00Z')
const onboarded = (id = 7): DeviceProfile =>
  completeQuiz(setOnboardingIdentity(EMPTY_PROFILE, ada), {
    archetype: archetype(id),
    identity: ada,
    answers: [{ questionId: 1, answer: 2 }],
    now: NOW,
  })

describe('the journey’s changes', () => {
  it('completing the quiz stores the archetype, its baselines, the personal profile and the record', () => {
    const s = onboarded(7)
    const combined = computeCombinedBaseline(computeBirthScalar(ada.birthDate), archetype(7).scalarRange)
    expect(s.archetype).toBe('7')
    expect(s.quizResponses).toEqual([{ questionId: 1, answer: 2 }])
    expect(s.archetypeData).toMatchObject({
      archetypeId: 7,
      combinedBaseline: combined,
      currentBaseline: combined,
    })
    expect(s.archetypeBaseline).toBe(String(combined))
    expect(s.calculatorBaseline).toBe(String(combined))
    expect(s.personalProfile).toMatchObject({ name: 'Ada', birthDate: ada.birthDate })
    expect(s.personalProfile?.archetype?.combinedBaseline).toBe(combined)
    expect(s.onboardingComplete).toEqual({
      name: 'Ada',
      birthDate: ada.birthDate,
      archetypeId: 7,
      timestamp: NOW.toISOString(),
    })
    expect(isOnboarded(s)).toBe(true)
    expect(hasAnyProfile(EMPTY_PROFILE)).toBe(false)
    expect(hasAnyProfile(s)).toBe(true)
  })

  it('skipping makes a guest with the guest archetype: born today on record, with no birth scalar (81.200 in its profile), so 81.500', () => {
    const s = skipAsGuest(EMPTY_PROFILE, {
      guestArchetype: archetype(GUEST_ARCHETYPE_ID),
      today: '2026-11-24',
      now: NOW,
    })
    expect(s.onboardingProfile).toEqual({ name: 'Guest', birthDate: '2026-11-24' })
    expect(s.archetypeData?.archetypeId).toBe(GUEST_ARCHETYPE_ID)
    // The guest gave no birth date: no birth scalar is drawn from 'today', and the baseline is the
    // default of no birth date with archetype 6, the same number every screen shows.
    expect(s.archetypeData?.birthScalar).toBeNull()
    expect(s.archetypeData?.birthDate).toBeNull()
    expect(s.archetypeData?.combinedBaseline).toBe(81.5)
    // Its personal profile carries the spec's onboarding-profile fallback, not today's scalar.
    expect(s.personalProfile?.xi).toBe(ONBOARDING_FALLBACK_BIRTH_SCALAR)
    expect(s.archetypeData?.userName).toBe('Guest')
    expect(isOnboarded(s)).toBe(true)
  })

  it('a guest is one who skipped: taking the quiz on the test page ends it', () => {
    const guest = skipAsGuest(EMPTY_PROFILE, {
      guestArchetype: archetype(GUEST_ARCHETYPE_ID),
      today: '2026-11-24',
      now: NOW,
    })
    expect(isGuest(guest)).toBe(true)
    expect(isGuest(onboarded(GUEST_ARCHETYPE_ID))).toBe(false)
    const quizzed = chooseArchetype(guest, {
      archetype: archetype(GUEST_ARCHETYPE_ID),
      answers: [{ questionId: 1, answer: 1 }],
      now: NOW,
    })
    expect(isGuest(quizzed)).toBe(false)
  })

  it('choosing on the test page uses the stored identity, else the default birth scalar, and onboards only a named visitor', () => {
    const named = chooseArchetype(setOnboardingIdentity(EMPTY_PROFILE, ada), {
      archetype: archetype(3),
      answers: [],
      now: NOW,
    })
    expect(named.archetypeData?.birthScalar).toBe(computeBirthScalar(ada.birthDate))
    expect(named.onboardingComplete?.archetypeId).toBe(3)
    const anonymous = chooseArchetype(EMPTY_PROFILE, { archetype: archetype(3), answers: [], now: NOW })
    expect(anonymous.archetypeData?.birthScalar).toBeNull()
    expect(anonymous.archetypeData?.combinedBaseline).toBe(
      computeCombinedBaseline(computeBirthScalar(null), archetype(3).scalarRange),
    )
    expect(anonymous.onboardingComplete).toBeNull()
  })

  it('retaking forgets the choice but keeps the archetype data, which still names the archetype', () => {
    const s = retakeQuiz(onboarded(7))
    expect(s.archetype).toBeNull()
    expect(s.quizResponses).toBeNull()
    expect(s.archetypeBaseline).toBeNull()
    expect(s.archetypeData?.archetypeId).toBe(7)
    expect(chosenArchetypeOf(s)).toBeNull()
    expect(archetypeOf(s)?.id).toBe(7)
  })

  it('fixing the birth scalar moves the calculator baseline, and the archetype baseline only when one was set', () => {
    const broken: DeviceProfile = {
      ...onboarded(7),
      archetypeData: {
        ...(onboarded(7).archetypeData as NonNullable<DeviceProfile['archetypeData']>),
        birthScalar: null,
      },
    }
    const plan = planBirthScalarFix(broken)
    if (!plan.ok) throw new Error(plan.kind)
    const fixed = applyBirthScalarFix(broken, plan.data)
    expect(fixed.archetypeData?.birthScalar).toBe(computeBirthScalar(ada.birthDate))
    expect(fixed.calculatorBaseline).toBe(String(plan.data.combinedBaseline))
    expect(fixed.archetypeBaseline).toBe(String(plan.data.combinedBaseline))
    const withoutArchetypeBaseline = applyBirthScalarFix({ ...broken, archetypeBaseline: null }, plan.data)
    expect(withoutArchetypeBaseline.archetypeBaseline).toBeNull()
    expect(planBirthScalarFix(EMPTY_PROFILE)).toMatchObject({ ok: false, kind: 'no-archetype' })
  })

  it('a check-in keeps the day’s baseline and value in the archetype data, and needs archetype data', () => {
    const at = new Date('2026-11-24T09:00:00Z')
    expect(recordCheckIn(onboarded(7), 81.7, 62, at).archetypeData).toMatchObject({
      emotionalBaseline: 81.7,
      emotionalValue: 62,
      lastEmotionalUpdate: at.toISOString(),
    })
    expect(recordCheckIn(EMPTY_PROFILE, 81.7, 62, at)).toBe(EMPTY_PROFILE)
  })

  it('the day’s check-in reaches the compass’s rules on its local day only, as the server reads it', () => {
    const dayOf = (instant: string | null) => instant?.slice(0, 10) ?? null
    const s = recordCheckIn(onboarded(7), 81.7, 62, new Date('2026-11-24T09:00:00Z'))
    expect(checkInOfDay(s, dayOf, '2026-11-24')).toEqual({ baseline: 81.7, value: 62 })
    expect(checkInOfDay(s, dayOf, '2026-11-25')).toEqual({ baseline: null, value: null })
    expect(checkInOfDay(onboarded(7), dayOf, '2026-11-24')).toEqual({ baseline: null, value: null })
    expect(checkInOfDay(EMPTY_PROFILE, dayOf, '2026-11-24')).toEqual({ baseline: null, value: null })
    // Kept before the value was: the baseline still counts, the awareness stays the default.
    const older = {
      ...s,
      archetypeData: s.archetypeData && { ...s.archetypeData, emotionalValue: undefined },
    }
    expect(checkInOfDay(older, dayOf, '2026-11-24')).toEqual({ baseline: 81.7, value: null })
  })

  it('a generated profile is stored whole and rebuilds the personal profile with the archetype part', () => {
    const s = storeGeneratedProfile(onboarded(7), {
      name: 'Ada',
      birth_date: ada.birthDate,
      gematria: 9,
      scalar_ξ: 81.454,
      primary_codon: 'AUG',
      baseline_codon: 'AUG',
      codon_name: 'x',
      hexagram: 1,
      theme: 't',
      affirmation: 'a',
      tags: [],
      rituals: [],
      frequency: 432,
      resonance_profile: 'AUG · The Generous Host',
      luna_analysis: 'l',
    })
    expect(s.userProfile?.name).toBe('Ada')
    expect(s.personalProfile).toMatchObject({ gematria: 9, primaryCodon: 'AUG', xi: 81.454 })
    expect(s.personalProfile?.archetype?.archetypeId).toBe(7)
  })

  it('the readings page repairs a missing birth scalar and missing modifiers, once', () => {
    const data = onboarded(7).archetypeData as NonNullable<DeviceProfile['archetypeData']>
    const broken: DeviceProfile = {
      ...onboarded(7),
      archetypeData: { ...data, birthScalar: null, modifiers: { entropyMod: Number.NaN, curvatureMod: 1 } },
    }
    const first = loadRepairs(broken)
    expect(first.notes).toEqual([
      {
        kind: 'birth-scalar',
        birthScalar: computeBirthScalar(ada.birthDate),
        shown: computeBirthScalar(ada.birthDate).toFixed(3),
      },
      { kind: 'modifiers' },
    ])
    expect(first.state.archetypeData?.birthScalar).toBe(computeBirthScalar(ada.birthDate))
    expect(first.state.archetypeData?.modifiers).toEqual(archetype(7).modifiers)
    expect(loadRepairs(first.state).notes).toEqual([])
    expect(loadRepairs(EMPTY_PROFILE)).toEqual({ state: EMPTY_PROFILE, notes: [] })
  })

  it('the baseline tools set the baselines and write back the modifiers', () => {
    const s = setCalculatorBaseline(onboarded(7), 81.2)
    const set = setBaseline(s)
    if (!set.ok) throw new Error(set.kind)
    expect(set.state.calculatorBaseline).toBe(String(set.data.combinedBaseline))
    expect(set.state.archetypeBaseline).toBe(String(set.data.combinedBaseline))
    expect(setBaseline(EMPTY_PROFILE).ok).toBe(false)
    const fixed = fixModifiers(onboarded(7))
    expect(fixed.ok && fixed.data.modifiers).toEqual(archetype(7).modifiers)
  })

  it('a restored session is rebuilt from the server’s rows alone; only today’s check-in counts', () => {
    const { state, identity } = restoreFrom(
      {
        session: { displayName: 'Star' },
        archetypeResults: [
          {
            archetypeId: 4,
            archetypeName: archetype(4).name,
            archetypeScalar: archetype(4).scalarRange,
            birthScalar: 81.454,
            birthDate: ada.birthDate,
            combinedBaseline: 81.5,
            entropyMod: 1,
            curvatureMod: 1,
            quizResponses: [],
            userName: 'Ada',
            createdAt: 1,
          },
          {
            archetypeId: 9,
            archetypeName: archetype(9).name,
            archetypeScalar: archetype(9).scalarRange,
            birthScalar: 81.454,
            birthDate: ada.birthDate,
            combinedBaseline: 81.6,
            entropyMod: 1,
            curvatureMod: 1,
            quizResponses: null,
            userName: 'Ada',
            createdAt: 2,
          },
        ],
        emotionalStates: [
          { localDate: '2026-11-23', newBaseline: 81.9, emotionalValue: 90, createdAt: 3 },
          { localDate: '2026-11-24', newBaseline: 81.7, emotionalValue: 62, createdAt: 4 },
        ],
      },
      '2026-11-24',
    )
    expect(identity).toEqual(ada)
    expect(state.archetype).toBe('9')
    expect(state.archetypeData).toMatchObject({
      combinedBaseline: 81.6,
      emotionalBaseline: 81.7,
      emotionalValue: 62,
    })
    expect(state.calculatorBaseline).toBe('81.6')
    expect(state.onboardingProfile).toEqual(ada)
    expect(restoreFrom({ session: null, archetypeResults: [], emotionalStates: [] }, '2026-11-24')).toEqual({
      state: EMPTY_PROFILE,
      identity: null,
    })
  })

  it('the compass request carries the archetype, the birth scalar and the data with its check-in day', () => {
    const s = recordCheckIn(onboarded(7), 81.7, 62, new Date('2026-11-24T09:00:00Z'))
    const profile = compassProfileOf(s, (instant) => instant?.slice(0, 10) ?? null)
    expect(profile).toMatchObject({ archetype: 7, scalar_ξ: computeBirthScalar(ada.birthDate) })
    expect((profile.archetypeData as { emotionalUpdateDate: string }).emotionalUpdateDate).toBe('2026-11-24')
    expect(compassProfileOf(EMPTY_PROFILE, () => null)).toEqual({})
  })
})

// ------------------------------------------------------------------------------------------
// Properties

const idArb = fc.integer({ min: 1, max: 32 })
const dateArb = fc
  .date({ min: new Date('1930-01-01'), max: new Date('2005-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10))
const changeArb = fc.oneof(
  fc.record({ kind: fc.constant('quiz' as const), id: idArb, birthDate: dateArb }),
  fc.record({ kind: fc.constant('choose' as const), id: idArb }),
  fc.record({ kind: fc.constant('retake' as const) }),
  fc.record({
    kind: fc.constant('checkIn' as const),
    baseline: fc.double({ min: 81, max: 82, noNaN: true }),
    value: fc.integer({ min: 0, max: 100 }),
  }),
  fc.record({ kind: fc.constant('fixBirth' as const) }),
  fc.record({ kind: fc.constant('setBaseline' as const) }),
  fc.record({
    kind: fc.constant('calculator' as const),
    baseline: fc.double({ min: 81, max: 82, noNaN: true }),
  }),
  fc.record({ kind: fc.constant('repairs' as const) }),
)
type Change = typeof changeArb extends fc.Arbitrary<infer T> ? T : never

function apply(s: DeviceProfile, c: Change): DeviceProfile {
  switch (c.kind) {
    case 'quiz':
      return completeQuiz(s, {
        archetype: archetype(c.id),
        identity: { name: 'P', birthDate: c.birthDate },
        answers: [],
        now: NOW,
      })
    case 'choose':
      return chooseArchetype(s, { archetype: archetype(c.id), answers: [], now: NOW })
    case 'retake':
      return retakeQuiz(s)
    case 'checkIn':
      return recordCheckIn(s, c.baseline, c.value, NOW)
    case 'fixBirth': {
      const plan = planBirthScalarFix(s)
      return plan.ok ? applyBirthScalarFix(s, plan.data) : s
    }
    case 'setBaseline': {
      const r = setBaseline(s)
      return r.ok ? r.state : s
    }
    case 'calculator':
      return setCalculatorBaseline(s, c.baseline)
    case 'repairs':
      return loadRepairs(s).state
  }
}

describe('after any sequence of changes', () => {
  it('the archetype baseline, when set, is the combined baseline, and the personal profile mirrors the archetype data', () => {
    fc.assert(
      fc.property(fc.array(changeArb, { maxLength: 12 }), (changes) => {
        const s = changes.reduce(apply, EMPTY_PROFILE)
        if (s.archetypeBaseline !== null)
          expect(s.archetypeBaseline).toBe(String(s.archetypeData?.combinedBaseline))
        if (s.personalProfile?.archetype && s.archetypeData) {
          expect(s.personalProfile.archetype.combinedBaseline).toBe(s.archetypeData.combinedBaseline)
          expect(s.personalProfile.archetype.archetypeId).toBe(s.archetypeData.archetypeId)
        }
        if (s.archetype !== null) expect(s.archetype).toBe(String(s.archetypeData?.archetypeId))
      }),
    )
  })

  it('the calculator starts from its own baseline when usable, else the combined one, else nothing', () => {
    const usable = (n: number) => n >= 81.3
    fc.assert(
      fc.property(fc.array(changeArb, { maxLength: 12 }), (changes) => {
        const s = changes.reduce(apply, EMPTY_PROFILE)
        const own = s.calculatorBaseline === null ? null : Number(s.calculatorBaseline)
        const combined = s.archetypeData?.combinedBaseline ?? null
        const expected =
          own !== null && usable(own) ? own : combined !== null && usable(combined) ? combined : null
        expect(calculatorStartOf(s, usable)).toBe(expected)
      }),
    )
  })

  it('the identity comes from the first stored profile with a birth date', () => {
    const source = fc.option(
      fc.record({ name: fc.string({ maxLength: 5 }), birthDate: fc.option(dateArb, { nil: '' }) }),
      { nil: null },
    )
    fc.assert(
      fc.property(source, source, source, source, (api, onboarding, personal, data) => {
        const s: DeviceProfile = {
          ...EMPTY_PROFILE,
          userProfile: api ? { name: api.name, birth_date: api.birthDate } : null,
          onboardingProfile: onboarding,
          personalProfile: personal
            ? ({ name: personal.name, birthDate: personal.birthDate } as DeviceProfile['personalProfile'])
            : null,
          archetypeData: data
            ? ({ userName: data.name, birthDate: data.birthDate } as DeviceProfile['archetypeData'])
            : null,
        }
        const first = [api, onboarding, personal, data].find((x) => x && x.birthDate !== '')
        expect(identityOf(s)).toEqual(first ? { name: first.name, birthDate: first.birthDate } : null)
      }),
    )
  })
})
