// A mood note (docs/rules/emotional-check-in.md): how the visitor feels now, with words of their own
// if they like, sent to POST /api/mood-note through the one outbox (docs/decisions/037-one-outbox.md):
// kept on the device first and sent with its Idempotency-Key, so offline it waits like a check-in
// and a retry stores it once. It moves no baseline; Luna answers it, and the compass asks for the
// day again, since her answer to the latest feeling and the day's words follow it
// (docs/rules/one-voice.md).
import { localTimeOf } from '@domain/dates.ts'
import { codonIndexFromValue, descriptorAt } from '@domain/emotion.ts'
import { contentLocale } from '@domain/locale.ts'
import { type QueryClient, useQueryClient } from '@tanstack/react-query'
import { type CheckInStatus, checkInStatusKey } from '@/features/checkin/api/check-in.ts'
import { useCheckInText } from '@/features/checkin/checkin-text.ts'
import { ApiError, api, idempotencyKey, ok } from '@/lib/api.ts'
import { spokenNow } from '@/lib/i18n.ts'
import { keepFeeling } from '@/lib/kept-feelings.ts'
import { nowLocalTime, todayLocal } from '@/lib/local-time.ts'
import {
  type Delivery,
  deliver,
  type FirstOutcome,
  type OutboxEntry,
  registerDelivery,
} from '@/lib/outbox.ts'
import { queryClient, queryKeys } from '@/lib/query.tsx'
import { toast } from '@/lib/toast.ts'

/** The request's body, as the outbox keeps it. */
export interface MoodNoteBody {
  value: number
  codonIndex: number
  descriptor: string
  words: string | null
  localDate: string
  localTime: string
}

/**
 * The 201 answer of POST /api/mood-note (worker/mood-note-answer.ts). The route answers through its
 * idempotency helper, so the RPC client cannot infer this shape.
 */
interface MoodNoteSaved {
  moodNote: Omit<CheckInStatus['moodNotes'][number], 'answer' | 'crisis'>
  answer: string
  crisis: boolean
}

function isMoodNoteSaved(body: unknown): body is MoodNoteSaved {
  const b = body as Partial<MoodNoteSaved> | null
  return typeof b?.answer === 'string' && typeof b.moodNote?.createdAt === 'string'
}

async function post(entry: OutboxEntry<MoodNoteBody>): Promise<MoodNoteSaved> {
  const answer: unknown = await ok(
    await api['mood-note'].$post(
      // Luna's answer in the language spoken (docs/decisions/058-reading-languages.md).
      { json: entry.body, query: { lang: contentLocale(spokenNow()) } },
      { headers: { 'Idempotency-Key': entry.key } },
    ),
  )
  if (!isMoodNoteSaved(answer)) throw new Error('Unexpected answer to the mood note')
  return answer
}

/** What the server's answer changes here: the note in the day's list, and the day read again. */
function applySaved(client: QueryClient, { moodNote, answer, crisis }: MoodNoteSaved) {
  client.setQueryData<CheckInStatus>(checkInStatusKey(moodNote.localDate), (old) =>
    old && !old.moodNotes.some((n) => n.id === moodNote.id)
      ? { ...old, moodNotes: [{ ...moodNote, answer, crisis }, ...old.moodNotes] }
      : old,
  )
  void client.invalidateQueries({ queryKey: queryKeys.emotionalState })
  void client.invalidateQueries({ queryKey: queryKeys.compass })
  void client.invalidateQueries({ queryKey: queryKeys.month })
  void client.invalidateQueries({ queryKey: queryKeys.patterns })
}

/** A note that waited goes out by itself, once; refused, it is dropped with the server's sentence. */
export const moodNoteDelivery: Delivery<MoodNoteBody, MoodNoteSaved> = {
  send: post,
  delivered(_entry, saved) {
    applySaved(queryClient, saved)
    const t = useCheckInText.now
    toast({
      title: t('checkin.note.toast.sent'),
      description: t('checkin.note.toast.sent.body'),
      variant: 'success',
    })
  },
  refused(_entry, err) {
    void useCheckInText.loaded().then((t) =>
      toast({
        title: t('checkin.note.toast.notKept'),
        description:
          (err instanceof ApiError ? err.serverMessage : null) ?? t('checkin.note.toast.notKept.body'),
        variant: 'destructive',
      }),
    )
    void queryClient.invalidateQueries({ queryKey: queryKeys.emotionalState })
  },
}

registerDelivery('mood-note', moodNoteDelivery)

export interface MoodNoteInput {
  value: number
  /** The visitor's own words, trimmed; null when none. */
  words: string | null
}

/**
 * Logs a note: kept on this device at once (the day's words and Luna hear it, offline too), then
 * sent. Resolves with its first outcome: sent, kept to be sent later, or refused.
 */
export function useLogMoodNote(): (input: MoodNoteInput) => Promise<FirstOutcome<MoodNoteSaved>> {
  const client = useQueryClient()
  return async (input) => {
    const codonIndex = codonIndexFromValue(input.value)
    const now = new Date()
    const body: MoodNoteBody = {
      value: input.value,
      codonIndex,
      descriptor: descriptorAt(codonIndex),
      words: input.words,
      localDate: todayLocal(),
      localTime: nowLocalTime(),
    }
    keepFeeling({
      date: body.localDate,
      value: body.value,
      descriptor: body.descriptor,
      at: now.toISOString(),
      words: body.words,
      localTime: localTimeOf(now),
    })
    const outcome = await deliver('mood-note', idempotencyKey(), body, moodNoteDelivery)
    if (outcome.kind === 'sent') applySaved(client, outcome.answer)
    // Kept: the compass computes the day on this device, where the note is already heard.
    else if (outcome.kind === 'kept') void client.invalidateQueries({ queryKey: queryKeys.compass })
    return outcome
  }
}
