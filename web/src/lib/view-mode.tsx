// Simple (default) and Advanced modes, persisted in luna_view_mode (docs/rules/device-state.md). The hook
// throws outside its provider (docs/spec-texts.md).
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react'
import { KEYS, readRaw, writeRaw } from '@/lib/storage.ts'

export type ViewMode = 'simple' | 'advanced'

interface ViewModeValue {
  mode: ViewMode
  setMode: (mode: ViewMode) => void
  toggle: () => void
}

const ViewModeContext = createContext<ViewModeValue | null>(null)

function initialMode(): ViewMode {
  return readRaw(KEYS.viewMode) === 'advanced' ? 'advanced' : 'simple'
}

export function ViewModeProvider({ children }: { children: ReactNode }) {
  const [mode, setModeState] = useState<ViewMode>(initialMode)
  const setMode = useCallback((next: ViewMode) => {
    writeRaw(KEYS.viewMode, next)
    setModeState(next)
  }, [])
  const value = useMemo(
    () => ({ mode, setMode, toggle: () => setMode(mode === 'simple' ? 'advanced' : 'simple') }),
    [mode, setMode],
  )
  return <ViewModeContext.Provider value={value}>{children}</ViewModeContext.Provider>
}

export function useViewMode(): ViewModeValue {
  const value = useContext(ViewModeContext)
  if (!value) throw new Error('useViewMode must be used within a ViewModeProvider')
  return value
}
