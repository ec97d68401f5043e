import type { ReactNode } from 'react'
import { PAGE_HEADER_DESCRIPTION, PAGE_HEADER_HEADER, PAGE_HEADER_TITLE } from '@/components/ui/ui-classes.ts'

export function EmptyState({
  title,
  children,
  action,
}: {
  title: string
  children?: ReactNode
  action?: ReactNode
}) {
  return (
    <div className="rounded-2xl border border-dashed border-line px-4 py-8 text-center">
      <p className="font-semibold text-ink">{title}</p>
      {children ? <div className="mt-1 text-sm text-muted">{children}</div> : null}
      {action ? <div className="mt-4 flex justify-center">{action}</div> : null}
    </div>
  )
}

export function Notice({
  tone = 'info',
  title,
  children,
}: {
  tone?: 'info' | 'warning' | 'error'
  title?: string
  children: ReactNode
}) {
  const tones = {
    info: 'border-sky-300/50 bg-sky-400/10',
    warning: 'border-amber-300/60 bg-amber-300/10',
    error: 'border-red-300/60 bg-red-400/10',
  }
  return (
    <div
      role={tone === 'error' ? 'alert' : undefined}
      className={`rounded-xl border px-4 py-3 text-sm text-ink ${tones[tone]}`}
    >
      {title ? <p className="font-semibold">{title}</p> : null}
      <div className={title ? 'mt-1 text-muted' : ''}>{children}</div>
    </div>
  )
}

export function PageHeader({
  title,
  description,
  children,
}: {
  title: string
  description?: ReactNode
  children?: ReactNode
}) {
  return (
    <header className={PAGE_HEADER_HEADER}>
      <h1 className={PAGE_HEADER_TITLE}>{title}</h1>
      {description ? <p className={PAGE_HEADER_DESCRIPTION}>{description}</p> : null}
      {children}
    </header>
  )
}
