// Writes kept while offline go out again (web/src/lib/resend.ts): now, on each 'online' event, and
// with backoff while the network drops them, so an 'online' event that comes before the network
// carries requests does not leave a check-in or a lock waiting for the next one.
import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { keepSending, RETRY_MAX_MS, retryDelayMs } from '../../web/src/lib/resend.ts'

describe('retryDelayMs', () => {
  it('waits 1 s, 2 s, 4 s, 8 s, then 15 s', () => {
    expect([0, 1, 2, 3, 4, 5, 100].map(retryDelayMs)).toEqual([
      1000, 2000, 4000, 8000, 15_000, 15_000, 15_000,
    ])
  })

  it('never waits less than 1 s or more than 15 s, and never less than the try before', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer(), fc.double()), (n) => {
        const d = retryDelayMs(n)
        expect(d).toBeGreaterThanOrEqual(1000)
        expect(d).toBeLessThanOrEqual(RETRY_MAX_MS)
        if (Number.isInteger(n) && n >= 0) expect(retryDelayMs(n + 1)).toBeGreaterThanOrEqual(d)
      }),
    )
  })
})

describe('keepSending', () => {
  const target = new EventTarget()
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('sends at once, and stops trying once nothing waits', async () => {
    const send = vi.fn(async () => false)
    const sender = keepSending(send, target)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(send).toHaveBeenCalledTimes(1)
    sender.stop()
  })

  it('tries again with backoff while the network drops the write, until it goes out', async () => {
    const results = [true, true, true, false]
    const send = vi.fn(async () => results.shift() ?? false)
    const sender = keepSending(send, target)
    await vi.advanceTimersByTimeAsync(0)
    expect(send).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(999)
    expect(send).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(send).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(2000)
    expect(send).toHaveBeenCalledTimes(3)
    await vi.advanceTimersByTimeAsync(4000)
    expect(send).toHaveBeenCalledTimes(4)
    await vi.advanceTimersByTimeAsync(120_000)
    expect(send).toHaveBeenCalledTimes(4)
    sender.stop()
  })

  it("sends on 'online' and starts the backoff again from 1 s", async () => {
    let waiting = true
    const send = vi.fn(async () => waiting)
    const sender = keepSending(send, target)
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000 + 8000)
    expect(send).toHaveBeenCalledTimes(5)
    target.dispatchEvent(new Event('online'))
    await vi.advanceTimersByTimeAsync(0)
    expect(send).toHaveBeenCalledTimes(6)
    // The 'online' event's try was dropped too: the next one is 1 s later, not 15 s.
    waiting = false
    await vi.advanceTimersByTimeAsync(1000)
    expect(send).toHaveBeenCalledTimes(7)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(send).toHaveBeenCalledTimes(7)
    sender.stop()
  })

  it('wakes the tries for something new without resetting a backoff already under way', async () => {
    const send = vi.fn(async () => true)
    const sender = keepSending(send, target)
    // Tries at 0, 1, 3, 7, 15 s; the next is due 15 s later, at 30 s.
    await vi.advanceTimersByTimeAsync(15_000)
    expect(send).toHaveBeenCalledTimes(5)
    await vi.advanceTimersByTimeAsync(5_000)
    sender.wake()
    await vi.advanceTimersByTimeAsync(9_000)
    expect(send).toHaveBeenCalledTimes(5)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(send).toHaveBeenCalledTimes(6)
    sender.stop()
  })

  it('treats a send that throws as still waiting', async () => {
    const send = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(false)
    const sender = keepSending(send, target)
    await vi.advanceTimersByTimeAsync(1000)
    expect(send).toHaveBeenCalledTimes(2)
    sender.stop()
  })

  it("makes one more try right after a try that an 'online' event interrupted, never two at once", async () => {
    const releases: ((v: boolean) => void)[] = []
    let inFlight = 0
    let most = 0
    const send = vi.fn(
      () =>
        new Promise<boolean>((resolve) => {
          inFlight++
          most = Math.max(most, inFlight)
          releases.push((v) => {
            inFlight--
            resolve(v)
          })
        }),
    )
    const sender = keepSending(send, target)
    target.dispatchEvent(new Event('online'))
    target.dispatchEvent(new Event('online'))
    expect(send).toHaveBeenCalledTimes(1)
    releases[0]?.(true)
    await vi.advanceTimersByTimeAsync(0)
    // The 'online' events asked for one more try, made at once, not one per event.
    expect(send).toHaveBeenCalledTimes(2)
    releases[1]?.(true)
    // That try was dropped too: the next is 1 s later (the backoff restarted with 'online').
    await vi.advanceTimersByTimeAsync(999)
    expect(send).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(send).toHaveBeenCalledTimes(3)
    expect(most).toBe(1)
    sender.stop()
  })

  // kept(): a write kept after a dropped request; wake(): something new waits, tries being idle.
  it.each(['kept', 'wake'] as const)(
    '%s() tries again in 1 s, then 2 s, with no online event',
    async (how) => {
      let waiting = false
      const send = vi.fn(async () => waiting)
      const sender = keepSending(send, target)
      await vi.advanceTimersByTimeAsync(60_000)
      expect(send).toHaveBeenCalledTimes(1)
      // The visitor's check-in was just kept: the browser still thinks it is online.
      waiting = true
      sender[how]()
      await vi.advanceTimersByTimeAsync(1000)
      expect(send).toHaveBeenCalledTimes(2)
      await vi.advanceTimersByTimeAsync(2000)
      expect(send).toHaveBeenCalledTimes(3)
      waiting = false
      await vi.advanceTimersByTimeAsync(4000)
      expect(send).toHaveBeenCalledTimes(4)
      await vi.advanceTimersByTimeAsync(60_000)
      expect(send).toHaveBeenCalledTimes(4)
      sender.stop()
    },
  )

  it('stops: no more tries, and online events are ignored', async () => {
    const send = vi.fn(async () => true)
    const sender = keepSending(send, target)
    await vi.advanceTimersByTimeAsync(0)
    sender.stop()
    sender.kept()
    target.dispatchEvent(new Event('online'))
    await vi.advanceTimersByTimeAsync(60_000)
    expect(send).toHaveBeenCalledTimes(1)
  })
})
