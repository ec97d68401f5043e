// The save-reading card (docs/rules/compass.md): collapsed → form (comma-separated tags with quick
// tags that never duplicate, notes) → saving → collapsed with the fields cleared. The save
// button is debounced for 1 second; tags and notes are trimmed and empty becomes null. A save
// shows as done at once (React's useOptimistic): the card collapses with the reading's tags and
// notes; a refusal rolls it back to the form as typed, with the reason. A save the network drops
// is kept on the device and said so; the card offers no second save while one waits.

import { addTag, hasTag, normalizeNote, normalizeTags } from '@domain/reading-tags.ts'
import { QUICK_TAGS } from '@domain/vocabulary.ts'
import { useId, useOptimistic, useRef, useState, useTransition } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button.tsx'
import { Card } from '@/components/ui/card.tsx'
import { Hint, Input, Label, Textarea } from '@/components/ui/field.tsx'
import { Notice } from '@/components/ui/notice.tsx'
import { saveReading, useSaveState } from '@/features/compass/api/save-reading.ts'
import { useCompassText } from '@/features/compass/compass-text.ts'
import type { CompassReading } from '@/features/compass/use-compass.ts'
import { todayLocal } from '@/lib/local-time.ts'
import { richText } from '@/lib/rich-text.tsx'

export const SAVE_DEBOUNCE_MS = 1000

/** A reading as the card shows it once saved (or kept for the network): its tags and notes. */
interface Shown {
  tags: string | null
  notes: string | null
}

export function SaveReadingCard({
  reading,
  luna,
}: {
  reading: CompassReading
  luna: Record<string, unknown> | null
}) {
  const t = useCompassText()
  const titleId = useId()
  const tagsId = useId()
  const notesId = useId()
  const openId = useId()
  const { status, limitMessage } = useSaveState()
  const [open, setOpen] = useState(false)
  const [tags, setTags] = useState('')
  const [notes, setNotes] = useState('')
  /** The last reading saved or kept here, and the sentence of a refusal (the form is back). */
  const [last, setLast] = useState<Shown | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  // A save shows as done at once; a refusal rolls it back to the form, as typed, with its sentence.
  const [shown, showSaved] = useOptimistic<Shown | null, Shown>(null, (_, next) => next)
  const [, startTransition] = useTransition()
  const lastClick = useRef(0)
  const waiting = status !== 'idle'
  const collapsed = !open || shown !== null

  const focus = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus())

  const expand = () => {
    if (waiting) return
    setOpen(true)
    setRefusal(null)
    focus(tagsId)
  }

  const save = () => {
    const now = Date.now()
    if (waiting || shown || now - lastClick.current < SAVE_DEBOUNCE_MS) return
    lastClick.current = now
    const draft: Shown = { tags: normalizeTags(tags), notes: normalizeNote(notes) }
    const result = saveReading({
      readingType: 'compass',
      readingData: {
        // Its soft hyphens (the compass's, for the screen; docs/decisions/061) are not stored: the
        // server cleans every string of readingData of invisible characters (docs/rules/text.md).
        compass: reading,
        luna,
        savedAt: new Date(now).toISOString(),
        scalarSnapshot: reading.scalarAlignment.currentAlignment,
        timePhase: reading.dailyGuidance.timePhase,
        energyLevel: reading.dailyGuidance.energyLevel,
      },
      userTags: draft.tags,
      userNotes: draft.notes,
      localDate: todayLocal(),
    })
    if (!result) return
    startTransition(async () => {
      showSaved(draft)
      const outcome = await result
      startTransition(() => {
        if (outcome.kind === 'refused') {
          setRefusal(outcome.description)
          focus(tagsId)
          return
        }
        setLast(draft)
        setTags('')
        setNotes('')
        setOpen(false)
        focus(openId)
      })
    })
  }

  const saved = shown ?? last
  return (
    <Card aria-labelledby={titleId} data-testid="save-reading-card">
      <h2 id={titleId} className="text-lg font-semibold text-ink">
        {t('save.title')}
      </h2>
      {collapsed ? (
        <>
          <div aria-live="polite">
            {status === 'offline' ? (
              <Notice tone="warning">{t('save.offline')}</Notice>
            ) : status === 'limited' ? (
              <Notice tone="warning">{t('save.limited', { message: limitMessage ?? '' })}</Notice>
            ) : saved ? (
              <p className="mt-1 text-sm text-success">
                {richText(t('save.saved'), { link: (words) => <Link to="/profile?tab=read">{words}</Link> })}
              </p>
            ) : (
              <p className="mt-1 text-sm text-muted">{t('save.body')}</p>
            )}
            {saved && (saved.tags || saved.notes) ? (
              <p className="mt-2 wrap-anywhere text-sm text-muted" data-testid="saved-reading-summary">
                {saved.tags ? t('save.tags.summary', { tags: saved.tags }) : null}
                {saved.tags && saved.notes ? ' · ' : null}
                {saved.notes ? <>“{saved.notes}”</> : null}
              </p>
            ) : null}
          </div>
          <Button
            id={openId}
            variant="secondary"
            className={`mt-4 w-full sm:w-auto ${waiting ? 'opacity-70' : ''}`}
            aria-disabled={waiting}
            onClick={expand}
          >
            {status === 'offline'
              ? t('save.waitingConnection')
              : status === 'limited'
                ? t('save.waitingMoment')
                : t('save.open')}
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
          <Label htmlFor={tagsId}>{t('save.tags')}</Label>
          <Input
            id={tagsId}
            value={tags}
            maxLength={500}
            placeholder={t('save.tags.placeholder')}
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
          <Hint id={`${tagsId}-hint`}>{t('save.tags.hint')}</Hint>
          {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, not a fieldset of inputs. */}
          <div role="group" aria-label={t('save.quickTags')} className="mt-3 flex flex-wrap gap-2">
            {QUICK_TAGS.map((id) => {
              // The tag in the language spoken: it is the visitor's own word, kept as written.
              const tag = t(`save.tag.${id}`)
              const added = hasTag(tags, tag)
              return (
                <button
                  key={id}
                  type="button"
                  aria-disabled={added}
                  aria-label={added ? t('save.tag.added', { tag }) : t('save.tag.add', { tag })}
                  onClick={() => {
                    if (!added) setTags((t) => addTag(t, tag))
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
            {t('save.notes')}
          </Label>
          <Textarea id={notesId} value={notes} maxLength={2000} onChange={(e) => setNotes(e.target.value)} />
          <div className="mt-3 empty:hidden">
            {refusal ? <Notice tone="error">{t('save.refused', { reason: refusal })}</Notice> : null}
          </div>
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={() => setOpen(false)}>
              {t('save.cancel')}
            </Button>
            <Button type="submit">{t('save.submit')}</Button>
          </div>
        </form>
      )}
    </Card>
  )
}
