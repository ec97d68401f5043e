// Simple (default) and Advanced modes, kept in luna_view_mode (docs/rules/device-state.md): the atom,
// apart from the provider (lib/view-mode.tsx), so that no .tsx file reaches storage.
import { storedText } from '@/lib/device-state/stored.ts'
import { KEYS } from '@/lib/storage.ts'

export type ViewMode = 'simple' | 'advanced'

const isViewMode = (raw: string): raw is ViewMode => raw === 'simple' || raw === 'advanced'

/** luna_view_mode: absent or unknown is Simple. */
export const viewModeAtom = storedText(KEYS.viewMode, { accept: isViewMode })
