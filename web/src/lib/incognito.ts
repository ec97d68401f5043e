// Private/incognito detection (docs/rules/README.md): storage blocked, or a storage quota under 120 MB.
import { storageAvailable } from '@/lib/storage.ts'

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
