// A modal dialog on the native <dialog> element: focus is trapped and Escape closes it.
import { type ReactNode, useEffect, useId, useRef } from 'react'

export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
}: {
  open: boolean
  onClose: () => void
  title: string
  description?: string
  children: ReactNode
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const descId = useId()
  useEffect(() => {
    const d = ref.current
    if (!d) return
    if (open && !d.open) d.showModal()
    if (!open && d.open) d.close()
  }, [open])
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descId : undefined}
      onClose={onClose}
      onCancel={(e) => {
        e.preventDefault()
        onClose()
      }}
      className="m-auto w-[min(92vw,28rem)] rounded-2xl border border-line bg-surface p-5 text-ink shadow-2xl"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      {description ? (
        <p id={descId} className="mt-1 text-sm text-muted">
          {description}
        </p>
      ) : null}
      <div className="mt-4">{open ? children : null}</div>
    </dialog>
  )
}
