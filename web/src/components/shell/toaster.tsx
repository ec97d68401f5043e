import { useShellText } from '@/lib/i18n.ts'
import { dismissToast, useToasts } from '@/lib/toast.ts'

const VARIANT = {
  default: 'border-line bg-surface-2',
  success: 'border-green-400/60 bg-surface-2',
  destructive: 'border-red-400/70 bg-red-950',
}

export function Toaster() {
  const toasts = useToasts().filter((t) => t.open)
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 p-4 sm:items-end">
      <div aria-live="polite" aria-atomic="true" className="contents">
        {toasts
          .filter((t) => t.variant !== 'destructive')
          .map((t) => (
            <ToastCard key={t.id} id={t.id} title={t.title} description={t.description} variant={t.variant} />
          ))}
      </div>
      <div aria-live="assertive" aria-atomic="true" className="contents">
        {toasts
          .filter((t) => t.variant === 'destructive')
          .map((t) => (
            <ToastCard key={t.id} id={t.id} title={t.title} description={t.description} variant={t.variant} />
          ))}
      </div>
    </div>
  )
}

function ToastCard({
  id,
  title,
  description,
  variant,
}: {
  id: number
  title: string
  description?: string
  variant: keyof typeof VARIANT
}) {
  const t = useShellText()
  return (
    <div
      role={variant === 'destructive' ? 'alert' : 'status'}
      className={`pointer-events-auto w-full max-w-sm rounded-xl border p-4 pr-10 text-ink shadow-2xl ${VARIANT[variant]} relative`}
    >
      <p className="font-semibold">{title}</p>
      {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      <button
        type="button"
        onClick={() => dismissToast(id)}
        className="absolute right-2 top-2 grid size-8 place-items-center rounded-lg text-muted hover:text-ink"
        aria-label={t('toast.dismiss')}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  )
}
