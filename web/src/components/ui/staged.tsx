// Children mounted in a task of their own, after the stages before them
// (docs/decisions/025-compass-in-stages.md); `fallback`, sized like them, holds their place until
// then. Once mounted they stay: later renders go straight through.
import { type ReactNode, useEffect, useState } from 'react'
import { createStageQueue, nextTask } from '@/lib/stages.ts'

const stages = createStageQueue(nextTask())

export function Staged({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const [ready, setReady] = useState(false)
  useEffect(() => (ready ? undefined : stages.add(() => setReady(true))), [ready])
  return <>{ready ? children : fallback}</>
}
