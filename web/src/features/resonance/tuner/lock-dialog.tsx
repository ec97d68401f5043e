import { useId, useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { Dialog } from '@/components/ui/dialog.tsx'
import { Hint, Label, Textarea } from '@/components/ui/field.tsx'
import { useLockFrequency } from '@/features/resonance/api/lock-frequency.ts'
import { formatHz } from '@/lib/format.ts'
import { toast } from '@/lib/toast.ts'

export const NOTE_MAX = 500

export function LockDialog({
  frequency,
  open,
  onClose,
}: {
  frequency: number
  open: boolean
  onClose: () => void
}) {
  const [note, setNote] = useState('')
  const noteId = useId()
  const countId = useId()
  const lock = useLockFrequency({
    onSuccess: (input, kept) => {
      setNote('')
      onClose()
      toast(
        kept
          ? {
              title: 'Kept on this device',
              description: `You are offline. ${formatHz(input.frequency)} Hz is saved as soon as you are back online.`,
            }
          : {
              title: 'Frequency Locked',
              description: `${formatHz(input.frequency)} Hz has been saved with your notes`,
              variant: 'success',
            },
      )
    },
    onError: () => {
      toast({
        title: 'Error',
        description: 'Could not save frequency. Please try again.',
        variant: 'destructive',
      })
    },
  })

  const submit = () => {
    const trimmed = note.trim()
    lock.mutate({ frequency, note: trimmed === '' ? null : trimmed })
  }

  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!lock.isPending) onClose()
      }}
      title="Lock this frequency"
      description={`Save ${formatHz(frequency)} Hz to your readings, with a note if you like.`}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault()
          submit()
        }}
      >
        <Label htmlFor={noteId}>Note (optional)</Label>
        <Textarea
          id={noteId}
          value={note}
          maxLength={NOTE_MAX}
          onChange={(e) => setNote(e.target.value)}
          placeholder="What does this frequency mean to you today?"
          aria-describedby={countId}
        />
        <Hint id={countId}>
          <span className="tabular-nums">
            {note.length}/{NOTE_MAX}
          </span>{' '}
          characters
        </Hint>
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={lock.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={lock.isPending}>
            {lock.isPending ? 'Saving…' : `Lock ${formatHz(frequency)} Hz`}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
