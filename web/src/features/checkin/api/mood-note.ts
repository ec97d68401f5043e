// A mood note (docs/rules/emotional-check-in.md): how the visitor feels now, between two check-ins,
// sent to POST /api/mood-note with an Idempotency-Key (a retry of the same note stores it once). It
// moves no baseline; Luna answers it, and the compass asks for the day again, since her answer to
// the latest feeling and the day's words follow it.
import { codonIndexFromValue, descriptorAt } from '@domain/emotion.ts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import { type CheckInStatus, checkInStatusKey } from '@/features/checkin/api/check-in.ts'
import { api, idempotencyKey, ok } from '@/lib/api.ts'
import { keepFeeling } from '@/lib/last-feeling.ts'
import { todayLocal } from '@/lib/local-time.ts'
import { queryKeys } from '@/lib/query.tsx'

/**
 * The 201 answer of POST /api/mood-note (worker/mood-note-answer.ts). The route answers through its
 * idempotency helper, so the RPC client cannot infer this shape.
 */
interface MoodNoteSaved {
  moodNote: Omit<CheckInStatus['moodNotes'][number], 'answer'>
  answer: string
}

function isMoodNoteSaved(body: unknown): body is MoodNoteSaved {
  const b = body as Partial<MoodNoteSaved> | null
  return typeof b?.answer === 'string' && typeof b.moodNote?.createdAt === 'string'
}

export interface MoodNoteInput {
  value: number
  /** The visitor's own words, trimmed; null when none. */
  words: string | null
}

export function useLogMoodNote() {
  const client = useQueryClient()
  const keyFor = useRef<{ body: string; key: string } | null>(null)
  return useMutation({
    mutationFn: async (input: MoodNoteInput) => {
      const codonIndex = codonIndexFromValue(input.value)
      const json = {
        value: input.value,
        codonIndex,
        descriptor: descriptorAt(codonIndex),
        words: input.words,
        localDate: todayLocal(),
      }
      const body = JSON.stringify(json)
      if (keyFor.current?.body !== body) keyFor.current = { body, key: idempotencyKey() }
      const answer: unknown = await ok(
        await api['mood-note'].$post({ json }, { headers: { 'Idempotency-Key': keyFor.current.key } }),
      )
      if (!isMoodNoteSaved(answer)) throw new Error('Unexpected answer to the mood note')
      return answer
    },
    onSuccess: ({ moodNote, answer }) => {
      keyFor.current = null
      keepFeeling({
        date: moodNote.localDate,
        value: moodNote.value,
        descriptor: moodNote.descriptor,
        at: moodNote.createdAt,
      })
      client.setQueryData<CheckInStatus>(checkInStatusKey(moodNote.localDate), (old) =>
        old ? { ...old, moodNotes: [{ ...moodNote, answer }, ...old.moodNotes] } : old,
      )
      void client.invalidateQueries({ queryKey: queryKeys.compass })
      void client.invalidateQueries({ queryKey: queryKeys.month })
    },
  })
}
