// The mood note's form and its sending (docs/rules/emotional-check-in.md): the check-in's feeling
// picker, the visitor's own words, POST /api/mood-note. Loaded when the visitor opens the form, so
// the compass's first load does without it (the service worker keeps it for later visits).
import { MOOD_WORDS_MAX } from '@domain/emotion.ts'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { Hint, Label, Textarea } from '@/components/ui/field.tsx'
import { useLogMoodNote } from '@/features/checkin/api/mood-note.ts'
import { FeelingPicker } from '@/features/checkin/checkin-form.tsx'
import { ApiError, isNetworkFailure } from '@/lib/api.ts'
import { toast } from '@/lib/toast.ts'

/** The form, sending what the visitor logs; `onClose` once it is logged or cancelled. */
export default function MoodNotePanel({ onClose }: { onClose: () => void }) {
  const log = useLogMoodNote()
  const submit = (value: number, words: string | null) =>
    log.mutate(
      { value, words },
      {
        onSuccess: onClose,
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
  return <MoodNoteForm busy={log.isPending} onSubmit={submit} onCancel={onClose} />
}

/** How the visitor feels now, with words of their own if they like: it moves no baseline. */
export function MoodNoteForm({
  onSubmit,
  onCancel,
  busy,
}: {
  onSubmit: (value: number, words: string | null) => void
  onCancel: () => void
  busy: boolean
}) {
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
      <FeelingPicker value={value} onChange={setValue} label="How do you feel now?" />
      <Label htmlFor={wordsId} className="mt-4">
        In your own words (optional)
      </Label>
      <Textarea
        id={wordsId}
        value={words}
        maxLength={MOOD_WORDS_MAX}
        rows={2}
        onChange={(e) => setWords(e.target.value)}
        aria-describedby={`${wordsId}-hint`}
      />
      <Hint id={`${wordsId}-hint`}>
        Kept in your history with the feeling; it does not change today’s baseline.
      </Hint>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onCancel} aria-disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" aria-disabled={busy} className={busy ? 'opacity-70' : ''}>
          {busy ? 'Logging…' : 'Log this feeling'}
        </Button>
      </div>
    </form>
  )
}
