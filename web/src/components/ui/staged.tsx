// Children mounted in a task of their own, after the stages before them
// (docs/decisions/025-compass-in-stages.md); `fallback`, sized like them, holds their place until
// then. Once mounted they stay: later renders go straight through. The mount is a transition:
// React renders it in slices and lets a tap in first.
import { type ReactNode, startTransition, useEffect, useState } from 'react'
import { createStageQueue, nextTask } from '@/lib/stages.ts'

const stages = createStageQueue(nextTask())

export function Staged({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [ready, setReady] = useState(false)
  useEffect(() => (ready ? undefined : stages.add(() => startTransition(() => setReady(true)))), [ready])
  return <>{ready ? children : fallback}</>
}
