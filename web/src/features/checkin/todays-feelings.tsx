// Today's entries under the check-in (docs/rules/emotional-check-in.md): the day's check-in and the
// mood notes logged today, in the order they were said, each note with Luna's answer, notes still
// waiting on this device, and the way to log another. A mood note moves no baseline; the once-a-day
// rule belongs to the check-in alone.
import { lazy, Suspense, useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import type { CheckInStatus } from '@/features/checkin/api/check-in.ts'
import { useCheckInText, useFeelingWord } from '@/features/checkin/checkin-text.ts'
import { clock, formatTimeOfDay } from '@/lib/format.ts'
import { useWaitingCount } from '@/lib/outbox.ts'
import { richText } from '@/lib/rich-text.tsx'

type MoodNote = CheckInStatus['moodNotes'][number]

// Opened by a tap: the form and its sending are not part of the compass's first load.
const MoodNotePanel = lazy(() => import('@/features/checkin/mood-note-panel.tsx'))

/** One line of the day: the check-in, or a note with Luna's answer. */
type DayEntry =
  | { kind: 'check-in'; at: string; descriptor: string }
  | { kind: 'note'; at: string; note: MoodNote }

/** The day's check-in (when it was today) and its notes, oldest first. */
export function entriesOfDay(
  checkIn: { descriptor: string; createdAt: string } | null,
  notes: readonly MoodNote[],
): DayEntry[] {
  const entries: DayEntry[] = notes.map((note) => ({ kind: 'note', at: note.createdAt, note }))
  if (checkIn) entries.push({ kind: 'check-in', at: checkIn.createdAt, descriptor: checkIn.descriptor })
  return entries.sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
}

export function TodaysFeelings({
  notes,
  checkIn = null,
  intro,
  helplineShown = false,
}: {
  notes: readonly MoodNote[]
  /** The day's check-in, listed in its place among the notes. */
  checkIn?: { descriptor: string; createdAt: string } | null
  intro: string
  /** The card already shows the helpline: the note's form does not repeat it. */
  helplineShown?: boolean
}) {
  const t = useCheckInText()
  const feelingWord = useFeelingWord()
  const [open, setOpen] = useState(false)
  const waiting = useWaitingCount('mood-note')
  const entries = entriesOfDay(checkIn, notes)
  return (
    <div className="mt-4 border-t border-line pt-4" data-testid="todays-feelings">
      {notes.length > 0 ? (
        <>
          <h3 className="text-sm font-semibold text-ink">{t('checkin.day.title')}</h3>
          <ul className="mt-2 space-y-3">
            {entries.map((entry) =>
              entry.kind === 'check-in' ? (
                <li key={`check-in-${entry.at}`} className="text-sm" data-testid="day-entry-check-in">
                  <p className="text-ink">
                    <time dateTime={entry.at} className="whitespace-nowrap tabular-nums text-muted">
                      {clock(entry.at)}
                    </time>{' '}
                    {richText(t('checkin.day.checkIn', { descriptor: feelingWord(entry.descriptor) }), {
                      word: (w) => <span className="font-semibold text-moon">{w}</span>,
                    })}
                  </p>
                </li>
              ) : (
                <li key={entry.note.id} className="text-sm" data-testid="mood-note">
                  <p className="text-ink">
                    <time dateTime={entry.at} className="whitespace-nowrap tabular-nums text-muted">
                      {/* The time on the visitor's clock when they wrote it, as they saw it. */}
                      {entry.note.localTime ? formatTimeOfDay(entry.note.localTime) : clock(entry.at)}
                    </time>{' '}
                    <span className="font-semibold text-moon">{feelingWord(entry.note.descriptor)}</span>
                    {entry.note.words ? (
                      <span className="wrap-break-word"> · “{entry.note.words}”</span>
                    ) : null}
                  </p>
                  <p className="mt-1 text-muted" data-testid="mood-note-answer">
                    <span aria-hidden="true" className="text-moon">
                      ☾{' '}
                    </span>
                    {entry.note.answer}
                  </p>
                </li>
              ),
            )}
          </ul>
        </>
      ) : null}
      {waiting > 0 ? (
        <p className="mt-3 text-sm text-ink" data-testid="mood-note-pending">
          {t('checkin.notes.waiting', { count: waiting })}
        </p>
      ) : null}
      {open ? (
        <div className="mt-3">
          <Suspense fallback={<Spinner label={t('checkin.note.opening')} />}>
            <MoodNotePanel onClose={() => setOpen(false)} helplineShown={helplineShown} />
          </Suspense>
        </div>
      ) : (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-muted">{intro}</p>
          <Button variant="secondary" size="sm" className="min-h-10" onClick={() => setOpen(true)}>
            {t('checkin.note.open')}
          </Button>
        </div>
      )}
    </div>
  )
}
