// Writes kept on the device while offline (a check-in, a saved reading, a locked frequency) go out
// again when the network returns (docs/decisions/019-offline-first.md). The browser's 'online'
// event can come before its network really carries requests (Chromium lifts its offline state in
// the page first), and a request can fail while the browser believes it is online, so a try that
// the network drops is not left for the next event: it is tried again after 1 s, 2 s, 4 s, 8 s,
// then every 15 s while anything waits.

/** The longest wait between two tries of a write the network dropped. */
export const RETRY_MAX_MS = 15_000

/** The wait before try `attempt` + 1 of a write the network dropped (attempt counts from 0). */
export function retryDelayMs(attempt: number): number {
  const n = Number.isFinite(attempt) ? Math.max(0, Math.floor(attempt)) : 0
  return Math.min(RETRY_MAX_MS, 1000 * 2 ** Math.min(n, 20))
}

export interface Sender {
  /** A write was just kept after the network dropped it: try again in 1 s, then with backoff. */
  kept(): void
  /**
   * Something new waits: start the tries (1 s, then with backoff) unless they are already under way,
   * whose backoff it leaves as it is (a poll failing every minute offline does not bring it back to 1 s).
   */
  wake(): void
  /** Tries now (or right after the try under way): something new was just kept. */
  now(): void
  /** Stops: no more tries, 'online' events ignored. */
  stop(): void
}

/**
 * What a try reports: false when nothing waits any more; true when something still waits for the
 * network (tried again with backoff); or a number, the least wait in ms the server asked for (a
 * 429's Retry-After), the backoff's wait when that is longer.
 */
export type Waiting = boolean | number

/**
 * Sends what waits now, on every 'online' event, and again with backoff while `send` reports that
 * something still waits (it resolves true, or the least wait in ms). One try at a time: an 'online'
 * event or `now()` during a try asks for one more try right after it.
 */
export function keepSending(
  send: () => Promise<Waiting>,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): Sender {
  let attempt = 0
  let timer: ReturnType<typeof setTimeout> | null = null
  let running = false
  let again = false
  let stopped = false
  const keep = () => {
    if (stopped || running) return
    attempt = 1
    schedule(retryDelayMs(0))
  }
  const schedule = (ms: number) => {
    if (timer) clearTimeout(timer)
    timer = setTimeout(() => void run(), ms)
  }
  const run = async () => {
    if (stopped) return
    if (running) {
      again = true
      return
    }
    if (timer) clearTimeout(timer)
    timer = null
    running = true
    let waiting: Waiting = false
    try {
      waiting = await send()
    } catch {
      waiting = true
    } finally {
      running = false
    }
    if (stopped) return
    if (again) {
      again = false
      void run()
      return
    }
    if (waiting === false) {
      attempt = 0
      return
    }
    const backoff = retryDelayMs(attempt++)
    schedule(typeof waiting === 'number' ? Math.max(backoff, waiting) : backoff)
  }
  const onOnline = () => {
    attempt = 0
    void run()
  }
  target.addEventListener('online', onOnline)
  void run()
  return {
    kept: keep,
    wake() {
      if (!timer) keep()
    },
    now() {
      void run()
    },
    stop() {
      stopped = true
      if (timer) clearTimeout(timer)
      target.removeEventListener('online', onOnline)
    },
  }
}
