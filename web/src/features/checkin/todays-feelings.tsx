// Today's feelings under the check-in (docs/rules/emotional-check-in.md): the mood notes logged
// since the check-in, each with Luna's answer, and the way to log another. A mood note moves no
// baseline; the once-a-day rule belongs to the check-in alone.
import { formatClockTime } from '@domain/dates.ts'
import { lazy, Suspense, useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import type { CheckInStatus } from '@/features/checkin/api/check-in.ts'

type MoodNotes = CheckInStatus['moodNotes']

// Opened by a tap: the form and its sending are not part of the compass's first load.
const MoodNotePanel = lazy(() => import('@/features/checkin/mood-note-panel.tsx'))

export function TodaysFeelings({ notes, intro }: { notes: MoodNotes; intro: string }) {
  const [open, setOpen] = useState(false)
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
          <Suspense fallback={<Spinner label="Opening the form" />}>
            <MoodNotePanel onClose={() => setOpen(false)} />
          </Suspense>
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
