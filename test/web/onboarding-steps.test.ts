// Onboarding's steps and addresses (web/src/features/onboarding/steps.ts): a step asked for that is not
// yet possible moves back to the first one that is; the tab names each step.

import { type CompiledMessage, formatMessage } from '@domain/message-format.ts'
import { messages as de } from '@domain/messages/compiled/de/onboarding.ts'
import { messages as en } from '@domain/messages/compiled/en/onboarding.ts'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type OnboardingProgress,
  QUESTION_COUNT,
  STEP_PARAMS,
  stepOf,
  stepTitle,
} from '@/features/onboarding/steps.ts'

const none: OnboardingProgress = {
  name: false,
  birthDate: false,
  answered: 0,
  onboarded: false,
  retake: false,
}
const at = (search: string, has: Partial<OnboardingProgress> = {}) =>
  stepOf(new URLSearchParams(search), { ...none, ...has })

describe('the step the address asks for', () => {
  it('opens the welcome with no step, and each step once the ones before it are done', () => {
    expect(at('')).toEqual({ step: 0, question: 0, reveal: false })
    expect(at('step=name').step).toBe(1)
    expect(at('step=birth', { name: true }).step).toBe(2)
    expect(at('step=quiz&q=3', { name: true, birthDate: true, answered: 2 })).toEqual({
      step: 3,
      question: 2,
      reveal: false,
    })
  })

  it('moves back to the first step not yet done', () => {
    expect(at('step=quiz').step).toBe(1)
    expect(at('step=quiz', { name: true }).step).toBe(2)
    expect(at('step=done', { name: true, birthDate: true }).step).toBe(3)
    // A question past the answers reached is the next unanswered one.
    expect(at('step=quiz&q=5', { name: true, birthDate: true, answered: 1 }).question).toBe(1)
  })

  it('shows the reveal only once every question is answered', () => {
    expect(at('step=quiz&q=reveal', { name: true, birthDate: true, answered: 4 }).reveal).toBe(false)
    expect(at('step=quiz&q=reveal', { name: true, birthDate: true, answered: 5 }).reveal).toBe(true)
  })

  it('takes a visitor back from the compass to "Your compass is ready", not into finished steps', () => {
    expect(at('step=name', { name: true, birthDate: true, onboarded: true }).step).toBe(4)
    expect(at('step=name', { name: true, birthDate: true, onboarded: true, retake: true }).step).toBe(1)
  })

  it('never asks for a step or question out of range, whatever the address', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...STEP_PARAMS.filter(Boolean)), fc.string()),
        fc.oneof(fc.integer({ min: -5, max: 20 }).map(String), fc.string()),
        fc.record({
          name: fc.boolean(),
          birthDate: fc.boolean(),
          answered: fc.integer({ min: 0, max: QUESTION_COUNT }),
          onboarded: fc.boolean(),
          retake: fc.boolean(),
        }),
        (step, q, has) => {
          const r = stepOf(new URLSearchParams({ step: String(step), q }), has)
          expect(r.step).toBeGreaterThanOrEqual(0)
          expect(r.step).toBeLessThan(5)
          expect(r.question).toBeGreaterThanOrEqual(0)
          expect(r.question).toBeLessThanOrEqual(Math.min(has.answered, QUESTION_COUNT - 1))
          if (r.step >= 2) expect(has.name || (has.onboarded && !has.retake)).toBe(true)
        },
      ),
    )
  })
})

describe('the tab’s title', () => {
  /** The title as the page writes it, in English and in German (the catalogue `onboarding`). */
  const title = (catalogue: object, ...args: Parameters<typeof stepTitle>) => {
    const [key, values = {}] = stepTitle(...args)
    const messages = catalogue as Record<string, CompiledMessage>
    const message = messages[key]
    const page = messages['onboarding.pageTitle']
    if (!message || !page) throw new Error(`no message ${key}`)
    return formatMessage(page, { title: formatMessage(message, values, 'en') }, 'en')
  }

  it('names the step, the question, and a retake', () => {
    expect(title(en, 0, false, false, 0)).toBe('Welcome to Luna · Luna')
    expect(title(en, 0, true, false, 0)).toBe('Retake your archetype quiz · Luna')
    expect(title(en, 3, false, false, 1)).toBe('Archetype quiz, question 2 of 5 · Luna')
    expect(title(en, 3, false, true, 4)).toBe('Your archetype · Luna')
    expect(title(en, 4, false, false, 0)).toBe('Your compass is ready · Luna')
  })

  it('names them in the language spoken', () => {
    expect(title(de, 1, false, false, 0)).toBe('Wie soll Luna dich nennen? · Luna')
    expect(title(de, 3, false, false, 2)).toBe('Archetypen-Quiz, Frage 3 von 5 · Luna')
  })
})
