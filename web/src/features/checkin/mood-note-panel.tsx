// The mood note's form and its sending (docs/rules/emotional-check-in.md): the check-in's feeling
// picker, the visitor's own words, POST /api/mood-note through the outbox (offline, the note waits
// on the device and goes out by itself). Loaded when the visitor opens the form, so the compass's
// first load does without it (the service worker keeps it for later visits).
import { MOOD_WORDS_MAX } from '@domain/emotion.ts'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { Hint, Label, Textarea } from '@/components/ui/field.tsx'
import { useLogMoodNote } from '@/features/checkin/api/mood-note.ts'
import { FeelingPicker } from '@/features/checkin/checkin-form.tsx'
import { useCheckInText } from '@/features/checkin/checkin-text.ts'
import { ApiError } from '@/lib/api-errors.ts'
import { toast } from '@/lib/toast.ts'

/** The form, sending what the visitor logs; `onClose` once it is logged (or kept) or cancelled. */
export default function MoodNotePanel({
  onClose,
  helplineShown = false,
}: {
  onClose: () => void
  /** The card already shows the helpline: the form does not show it a second time. */
  helplineShown?: boolean
}) {
  const log = useLogMoodNote()
  const t = useCheckInText()
  const [busy, setBusy] = useState(false)
  const submit = async (value: number, words: string | null) => {
    setBusy(true)
    const outcome = await log({ value, words })
    setBusy(false)
    if (outcome.kind === 'refused') {
      const err = outcome.error
      toast({
        title: t('checkin.note.toast.notLogged'),
        description:
          (err instanceof ApiError ? err.serverMessage : null) ?? t('checkin.note.toast.notLogged.body'),
        variant: 'destructive',
      })
      return
    }
    if (outcome.kind === 'kept')
      toast({
        title: t('checkin.note.toast.kept'),
        description:
          outcome.verdict.status === 'offline'
            ? t('checkin.note.toast.kept.offline')
            : `${outcome.verdict.message ?? ''} ${t('checkin.note.toast.kept.later')}`.trim(),
      })
    onClose()
  }
  return (
    <MoodNoteForm
      busy={busy}
      helplineShown={helplineShown}
      onSubmit={(v, w) => void submit(v, w)}
      onCancel={onClose}
    />
  )
}

/** How the visitor feels now, with words of their own if they like: it moves no baseline. */
export function MoodNoteForm({
  onSubmit,
  onCancel,
  busy,
  helplineShown = false,
}: {
  onSubmit: (value: number, words: string | null) => void
  onCancel: () => void
  busy: boolean
  helplineShown?: boolean
}) {
  const t = useCheckInText()
  const [value, setValue] = useState(50)
  const [words, setWords] = useState('')
  const wordsId = useId()
  return (
    <form
      data-testid="mood-note-form"
      onSubmit={(e) => {
        e.preventDefault()
        if (!busy) onSubmit(value, words.trim() === '' ? null : words.trim())
      }}
    >
      <FeelingPicker
        value={value}
        onChange={setValue}
        label={t('checkin.note.question')}
        helplineShown={helplineShown}
      />
      <Label htmlFor={wordsId} className="mt-4">
        {t('checkin.note.words')}
      </Label>
      <Textarea
        id={wordsId}
        value={words}
        maxLength={MOOD_WORDS_MAX}
        rows={2}
        onChange={(e) => setWords(e.target.value)}
        aria-describedby={`${wordsId}-hint`}
      />
      <Hint id={`${wordsId}-hint`}>{t('checkin.note.hint')}</Hint>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onCancel} aria-disabled={busy}>
          {t('checkin.note.cancel')}
        </Button>
        <Button type="submit" aria-disabled={busy} className={busy ? 'opacity-70' : ''}>
          {busy ? t('checkin.note.logging') : t('checkin.note.log')}
        </Button>
      </div>
    </form>
  )
}
