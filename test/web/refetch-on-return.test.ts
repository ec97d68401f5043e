// When the network returns, what failed or was computed on this device is fetched again
// (web/src/lib/query.tsx, docs/decisions/019-offline-first.md).
import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, NetworkError } from '../../web/src/lib/api.ts'
import { FetchError } from '../../web/src/lib/queries/journey.ts'
import { refetchOnReturn } from '../../web/src/lib/query.tsx'

/** What the API's fetch throws when the network does not answer. */
const offline = () => new NetworkError(new TypeError('Failed to fetch'))

const clients: QueryClient[] = []
afterEach(() => {
  for (const c of clients.splice(0)) c.clear()
  vi.useRealTimers()
})

/**
 * A query on screen (one observer) whose fetches count: fetch n answers `answers[n]`, and the
 * server's fresh answer after the list.
 */
async function onScreen(client: QueryClient, key: string, ...answers: (() => Promise<unknown>)[]) {
  let calls = 0
  const observer = new QueryObserver(client, {
    queryKey: [key],
    queryFn: () => answers[calls++]?.() ?? Promise.resolve({ fresh: true }),
    staleTime: 300_000,
    retry: false,
  })
  const unsubscribe = observer.subscribe(() => {})
  await expect.poll(() => observer.getCurrentResult().fetchStatus).toBe('idle')
  return { calls: () => calls, unsubscribe, observer }
}

describe('the network comes back', () => {
  it('fetches again the failed answers and those computed on the device, and nothing else', async () => {
    const client = new QueryClient()
    clients.push(client)
    const network = new EventTarget()
    const stop = refetchOnReturn(client, network)
    const failed = await onScreen(client, 'streak', () => Promise.reject(offline()))
    const computed = await onScreen(client, 'compass', () => Promise.resolve({ offline: true }))
    const fresh = await onScreen(client, 'codons', () => Promise.resolve({ codons: [] }))
    // A query that words its failure for the screen keeps the network's as its cause.
    const wrapped = await onScreen(client, 'readings', () =>
      Promise.reject(new FetchError('Failed to fetch readings', offline())),
    )
    expect([failed.calls(), computed.calls(), fresh.calls(), wrapped.calls()]).toEqual([1, 1, 1, 1])

    // The event itself, well before the first try of the backoff (1 s after the failures).
    network.dispatchEvent(new Event('online'))
    await expect
      .poll(() => [failed.calls(), computed.calls(), fresh.calls(), wrapped.calls()], {
        timeout: 300,
        interval: 10,
      })
      .toEqual([2, 2, 1, 2])
    await expect.poll(() => computed.observer.getCurrentResult().data).toEqual({ fresh: true })
    expect(failed.observer.getCurrentResult().status).toBe('success')

    // Answered by the server now: a later return fetches nothing; after the cleanup, nothing is heard.
    network.dispatchEvent(new Event('online'))
    await new Promise((r) => setTimeout(r, 20))
    expect([failed.calls(), computed.calls(), fresh.calls(), wrapped.calls()]).toEqual([2, 2, 1, 2])
    stop()
    for (const q of [failed, computed, fresh, wrapped]) q.unsubscribe()
  })

  it('tries again by itself when no online event comes, and never retries what the server refused or a bug threw', async () => {
    // The page's clock, moved by the test: the backoff's waits pass at once.
    vi.useFakeTimers()
    const client = new QueryClient()
    clients.push(client)
    const stop = refetchOnReturn(client, new EventTarget())
    const failed = await onScreen(client, 'streak', () => Promise.reject(offline()))
    const refused = await onScreen(client, 'saved', () =>
      Promise.reject(new ApiError(500, 'Server error', null)),
    )
    // A TypeError from the code itself, not from the network, is an error to show, not to wait out.
    const bug = await onScreen(client, 'journey', () =>
      Promise.reject(new TypeError("Cannot read properties of undefined (reading 'scalar')")),
    )
    // The first try of the backoff, a second after the failure; then nothing for the refusal and the bug.
    await vi.advanceTimersByTimeAsync(1_000)
    await expect.poll(() => failed.calls()).toBe(2)
    await vi.advanceTimersByTimeAsync(1_500)
    expect([failed.calls(), refused.calls(), bug.calls()]).toEqual([2, 1, 1])
    stop()
    for (const q of [failed, refused, bug]) q.unsubscribe()
  })

  it('stops when the server refuses an answer computed on the device, which stays on screen', async () => {
    vi.useFakeTimers()
    const client = new QueryClient()
    clients.push(client)
    const network = new EventTarget()
    const stop = refetchOnReturn(client, network)
    const compass = await onScreen(
      client,
      'compass',
      () => Promise.resolve({ offline: true }),
      () => Promise.reject(new ApiError(503, 'Service Unavailable', null, 30)),
    )
    network.dispatchEvent(new Event('online'))
    await expect.poll(() => compass.observer.getCurrentResult().status).toBe('error')
    expect(compass.observer.getCurrentResult().data).toEqual({ offline: true })
    network.dispatchEvent(new Event('online'))
    await vi.advanceTimersByTimeAsync(1_500)
    expect(compass.calls()).toBe(2)
    stop()
    compass.unsubscribe()
  })

  it('hears nothing once stopped', async () => {
    const client = new QueryClient()
    clients.push(client)
    const network = new EventTarget()
    refetchOnReturn(client, network)()
    const failed = await onScreen(client, 'streak', () => Promise.reject(offline()))
    network.dispatchEvent(new Event('online'))
    await new Promise((r) => setTimeout(r, 20))
    expect(failed.calls()).toBe(1)
    failed.unsubscribe()
  })
})
