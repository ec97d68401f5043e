import { useId, useState } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { Dialog } from '@/components/ui/dialog.tsx'
import { Hint, Label, Textarea } from '@/components/ui/field.tsx'
import { useLockFrequency } from '@/features/resonance/api/lock-frequency.ts'
import { useResonanceText } from '@/features/resonance/resonance-text.ts'
import { formatHz } from '@/lib/format.ts'
import { richText } from '@/lib/rich-text.tsx'
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
  const t = useResonanceText()
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
              title: useResonanceText.now('tuner.kept.title'),
              description: useResonanceText.now('tuner.kept.body', { hz: formatHz(input.frequency) }),
            }
          : {
              title: useResonanceText.now('tuner.locked.title'),
              description: useResonanceText.now('tuner.locked.body', { hz: formatHz(input.frequency) }),
              variant: 'success',
            },
      )
    },
    onError: () => {
      toast({
        title: useResonanceText.now('tuner.error.title'),
        description: useResonanceText.now('tuner.error.body'),
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
      title={t('tuner.lock')}
      description={t('tuner.dialog.body', { hz: formatHz(frequency) })}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault()
          submit()
        }}
      >
        <Label htmlFor={noteId}>{t('tuner.note')}</Label>
        <Textarea
          id={noteId}
          value={note}
          maxLength={NOTE_MAX}
          onChange={(e) => setNote(e.target.value)}
          placeholder={t('tuner.notePlaceholder')}
          aria-describedby={countId}
        />
        <Hint id={countId}>
          {richText(t('tuner.characters', { count: note.length, max: NOTE_MAX }), {
            value: (words) => <span className="tabular-nums">{words}</span>,
          })}
        </Hint>
        <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={lock.isPending}>
            {t('tuner.cancel')}
          </Button>
          <Button type="submit" disabled={lock.isPending}>
            {lock.isPending ? t('tuner.saving') : t('tuner.lockHz', { hz: formatHz(frequency) })}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
