// The gate's state: locked until the server accepts the password, then unlocked for the browser
// session (remembered in session storage and confirmed with the server on load). Any 401 locks it.
import { useCallback, useEffect, useState } from 'react'
import { useAdminText } from '@/features/admin/admin-text.ts'
import {
  confirmAdminSession,
  forgetUnlocked,
  rememberUnlocked,
  wasUnlocked,
} from '@/features/admin/api/admin.ts'
import { queryClient, queryKeys } from '@/lib/query.tsx'

export type GateState = 'checking' | 'locked' | 'unlocked'

export interface AdminGate {
  state: GateState
  /** Why the dashboard was locked again, shown above the password field. */
  notice: string | null
  /** Whether the gate should take focus when it appears (after a lock, not on first load). */
  focusGate: boolean
  unlock: () => void
  lock: (notice?: string | null) => void
}

/** The notice of a session that ended, in the language spoken. */
export const sessionEnded = (): string => useAdminText.now('admin.sessionEnded')

export function useAdminGate(): AdminGate {
  const [state, setState] = useState<GateState>(() => (wasUnlocked() ? 'checking' : 'locked'))
  const [notice, setNotice] = useState<string | null>(null)
  const [focusGate, setFocusGate] = useState(false)

  const lock = useCallback((reason: string | null = null) => {
    forgetUnlocked()
    queryClient.removeQueries({ queryKey: queryKeys.analytics })
    setNotice(reason)
    setFocusGate(true)
    setState('locked')
  }, [])

  const unlock = useCallback(() => {
    rememberUnlocked()
    setNotice(null)
    setState('unlocked')
  }, [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: confirm once, on load.
  useEffect(() => {
    if (state !== 'checking') return
    let cancelled = false
    void confirmAdminSession().then((valid) => {
      if (cancelled) return
      if (valid) setState('unlocked')
      else lock(sessionEnded())
    })
    return () => {
      cancelled = true
    }
  }, [])

  return { state, notice, focusGate, unlock, lock }
}
