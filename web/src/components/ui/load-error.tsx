// The one "could not load" block: a notice with the screen's own title and sentence, and a
// Try again button that says when it is trying. Used wherever a read fails.
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { Notice } from '@/components/ui/notice.tsx'

export function LoadError({
  title,
  children,
  onRetry,
  retrying = false,
  tone = 'error',
  size = 'md',
}: {
  title: string
  children: ReactNode
  onRetry: () => void
  retrying?: boolean
  tone?: 'error' | 'warning'
  size?: 'sm' | 'md'
}) {
  return (
    <Notice tone={tone} title={title}>
      <div>{children}</div>
      <Button
        variant="secondary"
        size={size}
        className={size === 'sm' ? 'mt-2 min-h-10' : 'mt-3'}
        onClick={onRetry}
        disabled={retrying}
      >
        {retrying ? 'Trying again…' : 'Try again'}
      </Button>
    </Notice>
  )
}
