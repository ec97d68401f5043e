// What the visitor reads when the server refuses a compass reading for good
// (web/src/features/compass/api/save-outcome.ts); a save that waits is the outbox's (test/web/outbox.test.ts).
import { describe, expect, it } from 'vitest'
import { type CompiledMessage, formatMessage } from '../../domain/message-format.ts'
import { messages as de } from '../../domain/messages/compiled/de/compass.ts'
import { messages as en } from '../../domain/messages/compiled/en/compass.ts'
import { REFUSAL_IN_ENGLISH, saveRefusal } from '../../web/src/features/compass/api/save-outcome.ts'

describe('a refused save', () => {
  it('says the status, and for a quota what to delete', () => {
    expect(saveRefusal({ status: 500 })).toBe('Failed to save reading: 500')
    expect(saveRefusal({ status: 409, serverMessage: 'Delete some older readings.' })).toBe(
      'Failed to save reading: 409. Delete some older readings.',
    )
    expect(saveRefusal({ status: 400, serverMessage: 'Tags are too long.' })).toBe(
      'Failed to save reading: 400',
    )
    expect(saveRefusal({})).toBe('Unable to save reading. Please try again.')
  })
})

describe("a refused save's words", () => {
  it("are the spec's in English's catalogue, and the language's elsewhere", () => {
    const say = (messages: object, key: string, values: Record<string, number>, locale: string) =>
      formatMessage((messages as Record<string, CompiledMessage>)[key] ?? [], values, locale)
    expect(say(en, 'save.refusal.unable', {}, 'en')).toBe(REFUSAL_IN_ENGLISH.unable)
    expect(say(en, 'save.refusal.status', { status: 500 }, 'en')).toBe(REFUSAL_IN_ENGLISH.status(500))
    const german = {
      unable: say(de, 'save.refusal.unable', {}, 'de'),
      status: (status: number) => say(de, 'save.refusal.status', { status }, 'de'),
    }
    expect(saveRefusal({ status: 409, serverMessage: 'Delete some older readings.' }, german)).toBe(
      'Die Deutung konnte nicht gespeichert werden: 409. Delete some older readings.',
    )
    expect(saveRefusal({}, german)).toBe(german.unable)
  })
})
