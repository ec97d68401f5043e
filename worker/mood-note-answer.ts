// The answer to a mood note (POST /api/mood-note), built from what is stored, so that a retry with
// the same Idempotency-Key gets the same answer (worker/idempotency.ts), said in the language the
// retry asks for (docs/decisions/058-reading-languages.md).
import { feelingAnswerOf } from '../domain/daily-reading.ts'
import { codonIndexFromValue, descriptorAt, tierNameOf } from '../domain/emotion.ts'
import { DEFAULT_LOCALE, type Locale } from '../domain/locale.ts'
import { feelingAnswerIn, readingWordsIn } from '../domain/reading-language.ts'

export interface StoredMoodNote {
  id: string
  value: number
  words: string | null
  localDate: string
  /** Its local time 'HH:MM' (null in notes stored before it was kept). */
  localTime: string | null
  createdAt: number
}

/** The stored note as the API shows it. */
export function moodNoteOf(note: StoredMoodNote) {
  const codonIndex = codonIndexFromValue(note.value)
  return {
    id: note.id,
    value: note.value,
    codonIndex,
    descriptor: descriptorAt(codonIndex),
    tier: tierNameOf(codonIndex),
    words: note.words,
    localDate: note.localDate,
    localTime: note.localTime,
    createdAt: new Date(note.createdAt).toISOString(),
  }
}

/**
 * 201: the note, and Luna's answer to it: to the heaviest theme of its words, or its feeling named
 * with one thing to try, suited to the part of the day it was written in (docs/rules/one-voice.md).
 * `crisis` says the page shows the helpline. Her answer is said in `locale`
 * (docs/decisions/058-reading-languages.md).
 */
export function moodNoteAnswer(sessionId: string, note: StoredMoodNote, locale: Locale = DEFAULT_LOCALE) {
  const answer = feelingAnswerOf(note, note.localDate, sessionId, note.localTime ?? '12:00')
  const words = readingWordsIn(locale)
  return {
    success: true as const,
    moodNote: moodNoteOf(note),
    answer: words ? feelingAnswerIn(answer, (text) => words.sentences.get(text) ?? text) : answer.text,
    crisis: answer.crisis,
  }
}
