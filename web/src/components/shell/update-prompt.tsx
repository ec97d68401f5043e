// "A new version of Luna is ready" (docs/decisions/019-offline-first.md): the service worker is
// registered here; a new version waits, and the app offers "Reload to update" instead of ever
// reloading under the visitor's hands.
import { useRegisterSW } from 'virtual:pwa-register/react'
import { Button } from '@/components/ui/button.tsx'
import { useIdle } from '@/lib/when-idle.ts'

/** How often an open app asks whether a new version was deployed. */
const UPDATE_CHECK_MS = 60 * 60 * 1000

/**
 * Registers the service worker once the browser is idle after the first screen has drawn, not
 * during its first render (docs/decisions/032-compile-hints-for-the-start.md).
 */
export function UpdatePrompt() {
  return useIdle() ? <RegisteredUpdatePrompt /> : null
}

function RegisteredUpdatePrompt() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_MS)
    },
  })
  if (!needRefresh) return null
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-0 z-50 flex justify-center p-4"
      data-testid="update-prompt"
    >
      <div className="flex w-full max-w-md flex-wrap items-center justify-between gap-3 rounded-xl border border-moon/40 bg-surface-2 p-4 shadow-2xl">
        <p className="text-sm text-ink">A new version of Luna is ready.</p>
        <div className="flex gap-2">
          <Button variant="ghost" size="sm" onClick={() => setNeedRefresh(false)}>
            Later
          </Button>
          <Button size="sm" onClick={() => void updateServiceWorker(true)}>
            Reload to update
          </Button>
        </div>
      </div>
    </div>
  )
}
