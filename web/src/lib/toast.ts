// Toasts (docs/rules/README.md): one visible at a time, shown for 5000 ms; a dismissed toast is removed
// from state after 1,000,000 ms. A tiny external store, so `toast()` works outside React too.
import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react'

export const TOAST_LIMIT = 1
export const TOAST_DURATION_MS = 5000
export const TOAST_REMOVE_DELAY_MS = 1_000_000

export interface Toast {
  id: number
  title: string
  description?: string
  variant: 'default' | 'destructive' | 'success'
  open: boolean
}

let toasts: Toast[] = []
let nextId = 1
const listeners = new Set<() => void>()
const emit = () => {
  for (const l of listeners) l()
}

export function dismissToast(id: number): void {
  toasts = toasts.map((t) => (t.id === id ? { ...t, open: false } : t))
  emit()
  setTimeout(() => {
    toasts = toasts.filter((t) => t.id !== id)
    emit()
  }, TOAST_REMOVE_DELAY_MS)
}

/** Shows a toast; it replaces the one on screen. */
export function toast(input: { title: string; description?: string; variant?: Toast['variant'] }): number {
  const id = nextId++
  toasts = [
    {
      id,
      title: input.title,
      description: input.description,
      variant: input.variant ?? 'default',
      open: true,
    },
    ...toasts,
  ].slice(0, TOAST_LIMIT)
  emit()
  setTimeout(() => dismissToast(id), TOAST_DURATION_MS)
  return id
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useToasts(): Toast[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  )
}

/**
 * Shows a toast about a problem in a form field, and dismisses it as soon as `resolved` turns true
 * (the visitor has put the field right), instead of leaving the error up for the rest of its 5 s.
 */
export function useProblemToast(resolved: boolean): (input: Parameters<typeof toast>[0]) => void {
  const shown = useRef<number | null>(null)
  useEffect(() => {
    if (resolved && shown.current !== null) {
      dismissToast(shown.current)
      shown.current = null
    }
  }, [resolved])
  return useCallback((input) => {
    shown.current = toast(input)
  }, [])
}
