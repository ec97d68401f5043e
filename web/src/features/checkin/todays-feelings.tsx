// Today's feelings under the check-in (docs/rules/emotional-check-in.md): the mood notes logged
// since the check-in, each with Luna's answer, and the way to log another. A mood note moves no
// baseline; the once-a-day rule belongs to the check-in alone.
import { formatClockTime } from '@domain/dates.ts'
import { useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import type { CheckInStatus } from '@/features/checkin/api/check-in.ts'
import { useLogMoodNote } from '@/features/checkin/api/mood-note.ts'
import { MoodNoteForm } from '@/features/checkin/checkin-form.tsx'
import { ApiError, isNetworkFailure } from '@/lib/api.ts'
import { toast } from '@/lib/toast.ts'

type MoodNotes = CheckInStatus['moodNotes']

export function TodaysFeelings({ notes, intro }: { notes: MoodNotes; intro: string }) {
  const [open, setOpen] = useState(false)
  const log = useLogMoodNote()
  const submit = (value: number, words: string | null) =>
    log.mutate(
      { value, words },
      {
        onSuccess: () => setOpen(false),
        onError: (err) =>
          toast({
            title: 'Not logged',
            description: isNetworkFailure(err)
              ? 'You are offline, so Luna could not hear this one. Your words are still in the form: try again when you are back online.'
              : ((err instanceof ApiError ? err.serverMessage : null) ?? 'Luna could not log this feeling.'),
            variant: 'destructive',
          }),
      },
    )
  return (
    <div className="mt-4 border-t border-line pt-4" data-testid="todays-feelings">
      {notes.length > 0 ? (
        <>
          <h3 className="text-sm font-semibold text-ink">Since then</h3>
          <ul className="mt-2 space-y-3">
            {notes.map((note) => (
              <li key={note.id} className="text-sm" data-testid="mood-note">
                <p className="text-ink">
                  <time dateTime={note.createdAt} className="whitespace-nowrap tabular-nums text-muted">
                    {formatClockTime(new Date(note.createdAt))}
                  </time>{' '}
                  <span className="font-semibold text-moon">{note.descriptor}</span>
                  {note.words ? <span className="wrap-anywhere"> · “{note.words}”</span> : null}
                </p>
                <p className="mt-1 text-muted" data-testid="mood-note-answer">
                  <span aria-hidden="true" className="text-moon">
                    ☾{' '}
                  </span>
                  {note.answer}
                </p>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {open ? (
        <div className="mt-3">
          <MoodNoteForm busy={log.isPending} onSubmit={submit} onCancel={() => setOpen(false)} />
        </div>
      ) : (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted">{intro}</p>
          <Button variant="secondary" size="sm" className="min-h-10" onClick={() => setOpen(true)}>
            Log how you feel now
          </Button>
        </div>
      )}
    </div>
  )
}
