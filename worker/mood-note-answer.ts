// The answer to a mood note (POST /api/mood-note), built from what is stored, so that a retry with
// the same Idempotency-Key gets the very same answer (worker/idempotency.ts).
import { feelingAnswerOf } from '../domain/daily-reading.ts'
import { codonIndexFromValue, descriptorAt, tierNameOf } from '../domain/emotion.ts'

export interface StoredMoodNote {
  id: string
  value: number
  words: string | null
  localDate: string
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
    createdAt: new Date(note.createdAt).toISOString(),
  }
}

/** 201: the note, and Luna's answer to it (the feeling named, one thing to try). */
export function moodNoteAnswer(sessionId: string, note: StoredMoodNote) {
  return {
    success: true as const,
    moodNote: moodNoteOf(note),
    answer: feelingAnswerOf(note.value, note.localDate, sessionId).text,
  }
}
