// Private/incognito detection (docs/rules/README.md): storage blocked, or a storage quota under 120 MB.
import { storedText } from '@/lib/device-state/stored.ts'
import { KEYS, storageAvailable } from '@/lib/storage.ts'

/** luna_incognito_dismissed (session storage): '1' once the banner was dismissed in this session. */
export const incognitoDismissedAtom = storedText(KEYS.incognitoDismissed, {
  area: 'session',
  accept: (raw): raw is '1' => raw === '1',
})

export const INCOGNITO_QUOTA_BYTES = 125_829_120

export async function detectIncognito(): Promise<boolean> {
  if (!storageAvailable()) return true
  try {
    const estimate = await navigator.storage?.estimate?.()
    return typeof estimate?.quota === 'number' && estimate.quota < INCOGNITO_QUOTA_BYTES
  } catch {
    return false
  }
}
