// The archetype test's reads and changes of the device state (docs/rules/device-state.md).
import type { Archetype } from '@domain/archetypes.ts'
import { chosenArchetypeOf } from '@/lib/device-state/archetype-of.ts'
import {
  archetypeDataShownFor,
  calculatorBaselineOf,
  chooseArchetype as choose,
  retakeQuiz,
  setCalculatorBaseline,
} from '@/lib/device-state/changes.ts'
import { identityOf } from '@/lib/device-state/profile.ts'
import { readDevice, updateDevice } from '@/lib/device-state/store.ts'
import { saveArchetypeRemote, trackQuizCompleted } from '@/lib/queries/onboarding.ts'
import type { ArchetypeData, QuizAnswerRecord } from '@/lib/storage.ts'

/** The stored archetype (luna_archetype), when it names one of the 32. */
export const storedArchetype = (): Archetype | null => chosenArchetypeOf(readDevice())

/** The visitor's name and birth date, when a stored profile has them. */
export const storedIdentity = () => identityOf(readDevice())

/** The stored archetype data when it belongs to this archetype, else freshly computed. */
export const archetypeDataFor = (archetype: Archetype): ArchetypeData =>
  archetypeDataShownFor(readDevice(), archetype)

/** Choosing an archetype: stored with its baselines, then recorded in Luna's memory. */
export function chooseArchetype(archetype: Archetype, answers: readonly QuizAnswerRecord[]): ArchetypeData {
  const state = updateDevice((s) => choose(s, { archetype, answers, now: new Date() }))
  const data = state.archetypeData ?? archetypeDataShownFor(state, archetype)
  trackQuizCompleted(data)
  void saveArchetypeRemote(data, answers)
  return data
}

/** 'Retake Quiz': forgets the archetype, the quiz answers and the archetype baseline. */
export const clearArchetypeChoice = () => void updateDevice(retakeQuiz)

export const readCalculatorBaseline = (): number | null => calculatorBaselineOf(readDevice())

export const applyToCalculator = (baseline: number) =>
  void updateDevice((s) => setCalculatorBaseline(s, baseline))
