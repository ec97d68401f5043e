// Whether a page's loading state is on screen, anywhere in the page (the shell's, or a page's own
// while one of its parts loads: a tab of the profile, a step of onboarding). The footer is hidden
// while one is: shown under a loading state, it would sit in view and jump down when the part
// arrives, a layout shift a visitor sees (measured 0.15 on a cold /profile, docs/performance.md).
import { useSyncExternalStore } from 'react'

let held = 0
const listeners = new Set<() => void>()

const emit = () => {
  for (const listener of listeners) listener()
}

/** Holds the footer hidden until the returned release is called (once). */
export function holdFooter(): () => void {
  held += 1
  emit()
  let released = false
  return () => {
    if (released) return
    released = true
    held -= 1
    emit()
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** True while any loading state holds the footer. */
export const useFooterHeld = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => held > 0,
    () => false,
  )
