// Whether the app has taken over the page. False while prerendered markup is shown (and during
// hydration, so server and client markup match), true from then on: controls that need the app
// stay disabled until they can respond, so an early tap is never silently lost.
import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
