// Simple (default) and Advanced modes, persisted in luna_view_mode (its atom in lib/view-mode-atom.ts).
// The hook throws outside its provider (docs/spec-texts.md).
import { useAtom } from 'jotai'
import { createContext, type ReactNode, useCallback, useContext, useMemo } from 'react'
import { type ViewMode, viewModeAtom } from '@/lib/view-mode-atom.ts'

export type { ViewMode }

interface ViewModeValue {
  mode: ViewMode
  setMode: (mode: ViewMode) => void
  toggle: () => void
}

const ViewModeContext = createContext<ViewModeValue | null>(null)

export function ViewModeProvider({ children }: { children: ReactNode }) {
  const [stored, setStored] = useAtom(viewModeAtom)
  const mode = stored ?? 'simple'
  const setMode = useCallback((next: ViewMode) => setStored(next), [setStored])
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
