// The save-reading card (docs/rules/compass.md): collapsed → form (comma-separated tags with quick
// tags that never duplicate, notes) → saving → collapsed with the fields cleared. The save
// button is debounced for 1 second; tags and notes are trimmed and empty becomes null.

import { addTag, hasTag, normalizeNote, normalizeTags } from '@domain/reading-tags.ts'
import { QUICK_TAGS } from '@domain/vocabulary.ts'
import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button.tsx'
import { Card } from '@/components/ui/card.tsx'
import { Hint, Input, Label, Textarea } from '@/components/ui/field.tsx'
import { Notice } from '@/components/ui/notice.tsx'
import { saveReading, useSaveState } from '@/features/compass/api/save-reading-queue.ts'
import type { CompassReading } from '@/features/compass/use-compass.ts'
import { todayLocal } from '@/lib/local-time.ts'

export const SAVE_DEBOUNCE_MS = 1000

export function SaveReadingCard({
  reading,
  luna,
}: {
  reading: CompassReading
  luna: Record<string, unknown> | null
}) {
  const titleId = useId()
  const tagsId = useId()
  const notesId = useId()
  const { status, limitMessage, savedCount, failedCount } = useSaveState()
  const [open, setOpen] = useState(status !== 'idle')
  const [tags, setTags] = useState('')
  const [notes, setNotes] = useState('')
  const [justSaved, setJustSaved] = useState(false)
  const lastClick = useRef(0)
  const openId = useId()
  const seen = useRef({ savedCount, failedCount })
  const busy = status !== 'idle'

  useEffect(() => {
    if (savedCount !== seen.current.savedCount) {
      setTags('')
      setNotes('')
      setOpen(false)
      setJustSaved(true)
      requestAnimationFrame(() => document.getElementById(openId)?.focus())
    } else if (failedCount !== seen.current.failedCount) {
      requestAnimationFrame(() => document.getElementById(tagsId)?.focus())
    }
    seen.current = { savedCount, failedCount }
  }, [savedCount, failedCount, openId, tagsId])

  const expand = () => {
    setOpen(true)
    setJustSaved(false)
    requestAnimationFrame(() => document.getElementById(tagsId)?.focus())
  }

  const save = () => {
    const now = Date.now()
    if (busy || now - lastClick.current < SAVE_DEBOUNCE_MS) return
    lastClick.current = now
    saveReading({
      readingType: 'compass',
      readingData: {
        compass: reading,
        luna,
        savedAt: new Date(now).toISOString(),
        scalarSnapshot: reading.scalarAlignment.currentAlignment,
        timePhase: reading.dailyGuidance.timePhase,
        energyLevel: reading.dailyGuidance.energyLevel,
      },
      userTags: normalizeTags(tags),
      userNotes: normalizeNote(notes),
      localDate: todayLocal(),
    })
  }

  return (
    <Card aria-labelledby={titleId} data-testid="save-reading-card">
      <h2 id={titleId} className="text-lg font-semibold text-ink">
        Save this reading
      </h2>
      {!open ? (
        <>
          <p className="mt-1 text-sm text-muted">
            Keep today's compass in your history, with a few tags and notes of your own.
          </p>
          <div aria-live="polite">
            {justSaved ? (
              <p className="mt-3 text-sm text-success">
                Saved. Find it under <Link to="/profile?tab=read">Profile → Read</Link>.
              </p>
            ) : null}
          </div>
          <Button id={openId} variant="secondary" className="mt-4 w-full sm:w-auto" onClick={expand}>
            Save reading…
          </Button>
        </>
      ) : (
        <form
          className="mt-3"
          onSubmit={(e) => {
            e.preventDefault()
            save()
          }}
        >
          <Label htmlFor={tagsId}>Tags</Label>
          <Input
            id={tagsId}
            value={tags}
            maxLength={500}
            readOnly={busy}
            placeholder="e.g. clarity, peaceful"
            aria-describedby={`${tagsId}-hint`}
            onChange={(e) => setTags(e.target.value)}
            // Tags come before the notes: Enter (the phone keyboard's "Next") moves on to them
            // instead of saving a reading half written.
            enterKeyHint="next"
            onKeyDown={(e) => {
              if (e.key !== 'Enter' || e.nativeEvent.isComposing) return
              e.preventDefault()
              document.getElementById(notesId)?.focus()
            }}
          />
          <Hint id={`${tagsId}-hint`}>Separate tags with commas, or add some below.</Hint>
          {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a fieldset of inputs. */}
          <div role="group" aria-label="Quick tags" className="mt-3 flex flex-wrap gap-2">
            {QUICK_TAGS.map((tag) => {
              const added = hasTag(tags, tag)
              return (
                <button
                  key={tag}
                  type="button"
                  aria-disabled={added || busy}
                  aria-label={added ? `${tag} (added)` : `Add tag ${tag}`}
                  onClick={() => {
                    if (!added && !busy) setTags((t) => addTag(t, tag))
                  }}
                  className={`min-h-10 rounded-full border px-3 text-sm ${added ? 'border-moon/70 bg-moon/15 text-moon' : 'border-line bg-surface-2 text-ink hover:border-moon'}`}
                >
                  <span aria-hidden="true">{added ? '✓ ' : '+ '}</span>
                  {tag}
                </button>
              )
            })}
          </div>
          <Label htmlFor={notesId} className="mt-4">
            Notes
          </Label>
          <Textarea
            id={notesId}
            value={notes}
            maxLength={2000}
            readOnly={busy}
            onChange={(e) => setNotes(e.target.value)}
          />
          <div aria-live="polite" className="mt-3 empty:hidden">
            {status === 'offline' ? (
              <Notice tone="warning">
                You're offline — your reading will be saved when you're back online
              </Notice>
            ) : status === 'limited' ? (
              <Notice tone="warning">{limitMessage} Your reading is kept and will be saved then.</Notice>
            ) : null}
          </div>
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <Button variant="ghost" aria-disabled={busy} onClick={() => !busy && setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" aria-disabled={busy} className={busy ? 'opacity-70' : ''}>
              {status === 'saving'
                ? 'Saving…'
                : status === 'offline'
                  ? 'Waiting for connection…'
                  : status === 'limited'
                    ? 'Waiting a moment…'
                    : 'Save reading'}
            </Button>
          </div>
        </form>
      )}
    </Card>
  )
}
