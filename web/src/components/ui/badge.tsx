import type { ReactNode } from 'react'

const TONES = {
  neutral: 'border-line bg-surface-2 text-muted',
  moon: 'border-moon/60 bg-moon/15 text-moon',
  green: 'border-green-400/60 bg-green-400/10 text-green-200',
  yellow: 'border-yellow-300/60 bg-yellow-300/10 text-yellow-100',
  orange: 'border-orange-300/60 bg-orange-300/10 text-orange-100',
  red: 'border-red-300/60 bg-red-400/10 text-red-100',
  blue: 'border-sky-300/60 bg-sky-400/10 text-sky-100',
  purple: 'border-violet/60 bg-violet/10 text-violet',
  grey: 'border-line bg-surface-2 text-muted',
} as const

export type BadgeTone = keyof typeof TONES

export function Badge({
  children,
  tone = 'neutral',
  className = '',
  wrap = false,
}: {
  children: ReactNode
  tone?: BadgeTone
  className?: string
  /** Lets a label of several words wrap rather than widen a narrow card. */
  wrap?: boolean
}) {
  return (
    <span
      className={`inline-flex max-w-full items-center rounded-full border px-2.5 py-0.5 text-xs font-medium ${wrap ? 'whitespace-normal' : 'whitespace-nowrap'} ${TONES[tone]} ${className}`}
    >
      {children}
    </span>
  )
}
