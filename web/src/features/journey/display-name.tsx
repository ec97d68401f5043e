// The journey's display name (docs/rules/trajectory.md): view → edit → save (sent to the server, the journey
// refetched, the editor closed) or cancel (reverts). 'Anonymous Traveler' when there is none.

import { DEFAULT_BASELINE } from '@domain/vocabulary.ts'
import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { Button, buttonClass } from '@/components/ui/button.tsx'
import { useJourneyText } from '@/features/journey/journey-text.ts'
import { ApiError } from '@/lib/api-errors.ts'
import { useSaveDisplayName } from '@/lib/queries/journey.ts'
import { toast } from '@/lib/toast.ts'

const MAX_NAME = 60
/** The look of components/ui Input (a native input here, to hold a ref for focus). */
const FIELD =
  'w-full min-h-11 rounded-xl border border-line bg-night/60 px-3 text-base text-ink placeholder:text-muted/80 focus:border-moon'

export function DisplayName({
  name: savedName,
  profileName = null,
  currentScalar,
}: {
  name: string | null
  /** The name the visitor gave Luna: the display name until they choose another. */
  profileName?: string | null
  currentScalar: number | null
}) {
  const t = useJourneyText()
  const anonymous = t('journey.name.anonymous')
  const name = savedName ?? profileName
  const [editing, setEditing] = useState(false)
  const [draft, setDraft] = useState(name ?? '')
  const [saving, setSaving] = useState(false)
  const saveDisplayName = useSaveDisplayName()
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const editButton = useRef<HTMLButtonElement>(null)
  const wasEditing = useRef(false)

  // Focus follows the mode: into the field when editing starts, back to the button when it ends.
  useEffect(() => {
    if (editing) input.current?.select()
    else if (wasEditing.current) editButton.current?.focus()
    wasEditing.current = editing
  }, [editing])

  const startEditing = () => {
    setDraft(name ?? '')
    setEditing(true)
  }
  const cancel = () => {
    setDraft(name ?? '')
    setEditing(false)
  }

  const save = async (e: FormEvent) => {
    e.preventDefault()
    if (saving) return
    setSaving(true)
    try {
      await saveDisplayName(draft.trim() || null, currentScalar ?? DEFAULT_BASELINE)
      toast({ title: t('journey.name.saved'), variant: 'success' })
      setEditing(false)
    } catch (err) {
      toast({
        title: t('journey.name.failed'),
        description: err instanceof ApiError && err.serverMessage ? err.serverMessage : undefined,
        variant: 'destructive',
      })
    } finally {
      setSaving(false)
    }
  }

  if (!editing) {
    return (
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <p className="min-w-0 wrap-anywhere text-base text-ink">
          <span className="sr-only">{t('journey.name.shown')} </span>
          {name ? name : <span className="text-muted">{anonymous}</span>}
        </p>
        <button
          ref={editButton}
          type="button"
          onClick={startEditing}
          className={buttonClass('ghost', 'md', 'text-moon')}
        >
          {t('journey.name.edit')}
        </button>
      </div>
    )
  }

  return (
    <form onSubmit={(e) => void save(e)} className="flex flex-wrap items-end gap-2">
      <div className="min-w-0 flex-1 basis-48">
        <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-ink">
          {t('journey.name.label')}
        </label>
        <input
          ref={input}
          className={FIELD}
          id={inputId}
          value={draft}
          maxLength={MAX_NAME}
          autoComplete="nickname"
          placeholder={profileName ?? anonymous}
          aria-describedby={`${inputId}-hint`}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.preventDefault()
              cancel()
            }
          }}
        />
        <p id={`${inputId}-hint`} className="mt-1 text-xs text-muted">
          {profileName
            ? t('journey.name.hint.given', { name: profileName })
            : t('journey.name.hint.anonymous', { anonymous })}
        </p>
      </div>
      <div className="flex gap-2">
        <Button type="submit" size="md" disabled={saving}>
          {saving ? t('journey.name.saving') : t('journey.name.save')}
        </Button>
        <Button variant="secondary" size="md" onClick={cancel} disabled={saving}>
          {t('journey.name.cancel')}
        </Button>
      </div>
    </form>
  )
}
