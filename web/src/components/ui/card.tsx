import type { HTMLAttributes, ReactNode } from 'react'
import { CARD } from '@/components/ui/ui-classes.ts'

export function Card({ className = '', ...props }: HTMLAttributes<HTMLElement>) {
  return <section className={`${CARD} ${className}`} {...props} />
}

export function CardTitle({
  children,
  as: Tag = 'h2',
  className = '',
  id,
}: {
  children: ReactNode
  as?: 'h1' | 'h2' | 'h3'
  className?: string
  id?: string
}) {
  return (
    <Tag id={id} className={`text-lg font-semibold text-ink ${className}`}>
      {children}
    </Tag>
  )
}

export function CardDescription({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <p className={`mt-1 text-sm text-muted ${className}`}>{children}</p>
}
