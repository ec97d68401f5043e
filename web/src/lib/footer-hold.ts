// Whether a page's loading state is on screen, anywhere in the page (the shell's, or a page's own
// while one of its parts loads: a tab of the profile, a step of onboarding). The footer is hidden
// while one is: shown under a loading state, it would sit in view and jump down when the part
// arrives, a layout shift a visitor sees (measured 0.15 on a cold /profile, docs/performance.md).
import { useLayoutEffect, useState } from 'react'

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

/**
 * True while any loading state holds the footer. It listens from a layout effect, which runs after
 * its children's: a loading state held in the same commit is read before the browser paints, so the
 * footer never shows for a frame under it (a store's own subscription starts after the paint in a
 * transition's commit, as the app's first render is).
 */
export function useFooterHeld(): boolean {
  const [isHeld, setHeld] = useState(false)
  useLayoutEffect(() => {
    const update = () => setHeld(held > 0)
    listeners.add(update)
    update()
    return () => {
      listeners.delete(update)
    }
  }, [])
  return isHeld
}
