import { useLayoutEffect } from 'react'
import { holdFooter } from '@/lib/footer-hold.ts'
import { useShellText } from '@/lib/i18n.ts'

export function Spinner({ label }: { label?: string }) {
  const t = useShellText()
  return (
    <span role="status" className="inline-flex items-center gap-2 text-muted">
      <span
        aria-hidden="true"
        className="size-4 animate-spin rounded-full border-2 border-line border-t-moon"
      />
      <span className="sr-only">{label ?? t('loading')}</span>
    </span>
  )
}

/** A page's loading state, or a part's that fills the page; the footer waits below it (lib/footer-hold.ts). */
export function PageLoading() {
  const t = useShellText()
  useLayoutEffect(() => holdFooter(), [])
  return (
    <div data-page-loading="" className="flex min-h-[40vh] items-center justify-center">
      <Spinner label={t('loading.page')} />
    </div>
  )
}
