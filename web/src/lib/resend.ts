// Writes kept on the device while offline (a check-in, a saved reading, a locked frequency) go out
// again when the network returns (docs/decisions/019-offline-first.md). The browser's 'online'
// event can come before its network really carries requests (Chromium lifts its offline state in
// the page first), so a try that the network drops right after it is not left for the next
// event: it is tried again after 1 s, 2 s, 4 s, 8 s, then every 15 s while anything waits.

/** The longest wait between two tries of a write the network dropped. */
export const RETRY_MAX_MS = 15_000

/** The wait before try `attempt` + 1 of a write the network dropped (attempt counts from 0). */
export function retryDelayMs(attempt: number): number {
  const n = Number.isFinite(attempt) ? Math.max(0, Math.floor(attempt)) : 0
  return Math.min(RETRY_MAX_MS, 1000 * 2 ** Math.min(n, 20))
}

/**
 * Sends what waits now, on every 'online' event, and again with backoff while `send` reports that
 * something still waits for the network (it resolves true then). Returns the function that stops.
 */
export function keepSending(
  send: () => Promise<boolean>,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  let attempt = 0
  let timer: ReturnType<typeof setTimeout> | null = null
  let stopped = false
  const run = async () => {
    if (timer) clearTimeout(timer)
    timer = null
    let waiting = false
    try {
      waiting = await send()
    } catch {
      waiting = true
    }
    if (stopped) return
    if (!waiting) {
      attempt = 0
      return
    }
    if (timer) clearTimeout(timer)
    timer = setTimeout(() => void run(), retryDelayMs(attempt++))
  }
  const onOnline = () => {
    attempt = 0
    void run()
  }
  target.addEventListener('online', onOnline)
  void run()
  return () => {
    stopped = true
    if (timer) clearTimeout(timer)
    target.removeEventListener('online', onOnline)
  }
}
