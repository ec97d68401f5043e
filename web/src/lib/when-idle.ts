// Work that can wait until the browser has nothing better to do: after the screen's first renders,
// so that it never lengthens a task a tap would wait for (docs/decisions/032-compile-hints-for-the-start.md).
import { useEffect, useState } from 'react'

/**
 * Runs `run` once the browser is idle, or after `timeoutMs` at the latest (a timer where the browser
 * has no idle callbacks). Returns a function that cancels it.
 */
export function whenIdle(run: () => void, timeoutMs = 2_000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: timeoutMs })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(run, Math.min(timeoutMs, 1_000))
  return () => clearTimeout(id)
}

/** False until the browser has been idle once after the component mounted (see whenIdle). */
export function useIdle(timeoutMs = 2_000): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => (idle ? undefined : whenIdle(() => setIdle(true), timeoutMs)), [idle, timeoutMs])
  return idle
}
