// One saved reading: type, date, a one-line summary, at most 3 tags plus '+N', notes; a
// disclosure button reveals the details in plain words; delete asks for confirmation in place.

import { parseUserTags } from '@domain/history-lists.ts'
import { memo, useEffect, useId, useRef, useState } from 'react'
import { buttonClass } from '@/components/ui/button.tsx'
import { withSlashBreaks } from '@/components/ui/slash-breaks.tsx'
import { TagChips } from '@/components/ui/tag-chips.tsx'
import { describeReading } from '@/features/readings/describe-reading.ts'
import { when } from '@/lib/format.ts'
import type { SavedReading } from '@/lib/queries/saved-readings.ts'
import { useReadingsText } from '@/lib/readings-text.ts'

export const ReadingRow = memo(function ReadingRow({
  reading,
  deleting,
  onDelete,
}: {
  reading: SavedReading
  deleting: boolean
  onDelete: (id: string) => void
}) {
  const [open, setOpen] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const t = useReadingsText()
  const view = describeReading(t, reading)
  const tags = parseUserTags(reading.userTags)
  const titleId = useId()
  const detailsId = useId()
  const keepButton = useRef<HTMLButtonElement>(null)
  const deleteButton = useRef<HTMLButtonElement>(null)
  const wasConfirming = useRef(false)

  useEffect(() => {
    if (confirming) keepButton.current?.focus()
    else if (wasConfirming.current) deleteButton.current?.focus()
    wasConfirming.current = confirming
  }, [confirming])

  return (
    <li className="rounded-2xl border border-line bg-surface-2/60 p-3 sm:p-4" data-testid="saved-reading">
      <article aria-labelledby={titleId}>
        <div className="flex items-start gap-3">
          <span
            aria-hidden="true"
            className="grid size-10 shrink-0 place-items-center rounded-full bg-night/60 text-lg text-moon narrow:hidden"
          >
            {view.icon}
          </span>
          <div className="min-w-0 flex-1">
            <h3 id={titleId} className="font-semibold text-ink">
              {view.title}
              <span className="sr-only">, {when(reading.timestamp)}</span>
            </h3>
            <p className="text-xs text-muted">
              <time dateTime={reading.timestamp}>{when(reading.timestamp)}</time>
            </p>
            <p className="mt-1 wrap-break-word text-sm tabular-nums text-ink">
              {withSlashBreaks(view.summary)}
            </p>
          </div>
        </div>
        {tags.length > 0 || reading.userNotes ? (
          <div className="mt-3 grid gap-2 pl-13 narrow:pl-0">
            <TagChips
              tags={tags}
              label={t('readings.tags')}
              more={(count) => t('readings.tags.more', { count })}
            />
            {reading.userNotes ? (
              <p
                className={`whitespace-pre-line wrap-anywhere text-sm text-muted ${open ? '' : 'line-clamp-2'}`}
              >
                <span className="sr-only">{t('readings.row.notes')}</span>
                {reading.userNotes}
              </p>
            ) : null}
          </div>
        ) : null}
        <div id={detailsId} hidden={!open} className="mt-3 rounded-xl bg-night/50 p-3 text-sm">
          {open ? <ReadingDetails view={view} /> : null}
        </div>
        <div className="mt-3 flex flex-wrap items-center justify-end gap-2">
          {confirming ? (
            <fieldset
              className="flex flex-wrap items-center justify-end gap-2"
              onKeyDown={(e) => {
                if (e.key === 'Escape' && !deleting) setConfirming(false)
              }}
            >
              <legend className="float-left mr-1 text-sm leading-10 text-ink">
                {t('readings.row.confirm')}
              </legend>
              <button
                type="button"
                className={buttonClass('destructive', 'md', 'aria-disabled:opacity-60')}
                aria-disabled={deleting}
                onClick={() => {
                  if (!deleting) onDelete(reading.id)
                }}
              >
                {deleting ? t('readings.row.deleting') : t('readings.row.yes')}
              </button>
              <button
                ref={keepButton}
                type="button"
                className={buttonClass('secondary', 'md', 'aria-disabled:opacity-60')}
                aria-disabled={deleting}
                onClick={() => {
                  if (!deleting) setConfirming(false)
                }}
              >
                {t('readings.row.keep')}
              </button>
            </fieldset>
          ) : (
            <>
              <button
                type="button"
                aria-expanded={open}
                aria-controls={detailsId}
                onClick={() => setOpen(!open)}
                className={buttonClass('ghost', 'md', 'text-moon')}
              >
                <span aria-hidden="true">{open ? '▴' : '▾'}</span>
                {open ? t('readings.row.hide') : t('readings.row.show')}
                <span className="sr-only">{t('readings.row.of', { title: view.title.toLowerCase() })}</span>
              </button>
              <button
                ref={deleteButton}
                type="button"
                onClick={() => setConfirming(true)}
                className={buttonClass('ghost', 'md')}
              >
                {t('readings.row.delete')}
                <span className="sr-only"> {view.title.toLowerCase()}</span>
              </button>
            </>
          )}
        </div>
      </article>
    </li>
  )
})

function ReadingDetails({ view }: { view: ReturnType<typeof describeReading> }) {
  const t = useReadingsText()
  return (
    <div className="grid gap-3">
      {view.details.length > 0 ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {view.details.map((d) => (
            <div key={d.label} className="contents">
              <dt className="text-muted">{d.label}</dt>
              <dd className="tabular-nums text-ink">{d.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {view.quote ? (
        <div>
          <p className="text-muted">{view.quote.label}</p>
          <p className="mt-0.5 whitespace-pre-line text-ink">{view.quote.text}</p>
        </div>
      ) : null}
      {view.list ? (
        <div>
          <p className="text-muted">{view.list.label}</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-ink">
            {view.list.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {view.details.length === 0 && !view.quote && !view.list ? (
        <p className="text-muted">{t('readings.row.none')}</p>
      ) : null}
    </div>
  )
}
