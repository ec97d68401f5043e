// Installing Luna to the home screen (docs/decisions/018-installable-app.md). The browser's
// `beforeinstallprompt` arrives once, early: it is caught at start (main.tsx) and kept here, so the
// install button can use it whenever the visitor reaches one. Where no browser prompt exists (iOS
// Safari), the app explains "Add to Home Screen" instead. Installed, nothing is offered.
import { useSyncExternalStore } from 'react'
import { storedText } from '@/lib/device-state/stored.ts'
import { isIosDevice } from '@/lib/platform.ts'
import { KEYS } from '@/lib/storage.ts'
import { whenIdle } from '@/lib/when-idle.ts'

interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

/** luna_install_dismissed: '1' once the visitor put the compass's install card away. */
export const installDismissedAtom = storedText(KEYS.installDismissed, {
  accept: (raw): raw is '1' => raw === '1',
})

export type InstallOffer =
  /** The browser offers its own install dialog. */
  | 'prompt'
  /** iOS: install through Share → Add to Home Screen. */
  | 'ios'
  /** Installed already, or no way to install here. */
  | 'none'

let deferred: InstallPromptEvent | null = null
let installed = false
const listeners = new Set<() => void>()
const notify = () => {
  for (const l of listeners) l()
}

/** True when Luna runs as the installed app (home screen), not in a browser tab. */
export function standalone(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  )
}

const MANIFEST_URL = '/manifest.webmanifest'

/**
 * Links the web app manifest, once the browser is idle after the app's first render
 * (docs/decisions/029-manifest-after-the-first-screen.md): named in the page's HTML, the manifest
 * and its icon were fetched and read during the load, competing with the first screen's code.
 * Installing needs it only later, and a browser reads a manifest link added at any time.
 */
export function linkManifestWhenIdle(): void {
  const link = () => {
    if (document.querySelector('link[rel="manifest"]')) return
    const el = document.createElement('link')
    el.rel = 'manifest'
    el.href = MANIFEST_URL
    document.head.appendChild(el)
  }
  whenIdle(link)
}

/** Starts listening for the browser's install offer (call once, at start). */
export function listenForInstall(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    deferred = event as InstallPromptEvent
    notify()
  })
  window.addEventListener('appinstalled', () => {
    deferred = null
    installed = true
    notify()
  })
}

function offer(): InstallOffer {
  if (installed || standalone()) return 'none'
  if (deferred) return 'prompt'
  return isIosDevice(navigator) ? 'ios' : 'none'
}

export function useInstallOffer(): InstallOffer {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    offer,
    () => 'none',
  )
}

/** Opens the browser's install dialog; true when the visitor accepted. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred
  if (!event) return false
  await event.prompt()
  const { outcome } = await event.userChoice
  // The event can be used once.
  deferred = null
  notify()
  return outcome === 'accepted'
}
