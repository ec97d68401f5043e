// whenIdle (web/src/lib/when-idle.ts): work that waits for the browser to be idle runs once, at the
// idle callback or its timeout, and not at all once cancelled.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { whenIdle } from '../../web/src/lib/when-idle.ts'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('whenIdle', () => {
  it('asks the browser for an idle callback with the timeout given, and cancels it', () => {
    const calls: { run: () => void; timeout: number | undefined }[] = []
    const cancelled: number[] = []
    vi.stubGlobal('requestIdleCallback', (run: () => void, options?: { timeout?: number }) => {
      calls.push({ run, timeout: options?.timeout })
      return calls.length
    })
    vi.stubGlobal('cancelIdleCallback', (id: number) => cancelled.push(id))
    const run = vi.fn()
    const cancel = whenIdle(run, 5_000)
    expect(calls).toHaveLength(1)
    expect(calls[0]?.timeout).toBe(5_000)
    expect(run).not.toHaveBeenCalled()
    calls[0]?.run()
    expect(run).toHaveBeenCalledOnce()
    whenIdle(vi.fn())
    expect(calls[1]?.timeout).toBe(2_000)
    cancel()
    expect(cancelled).toEqual([1])
  })

  it('falls back to a timer of at most a second where there are no idle callbacks', () => {
    vi.useFakeTimers()
    vi.stubGlobal('requestIdleCallback', undefined)
    const run = vi.fn()
    whenIdle(run, 5_000)
    vi.advanceTimersByTime(999)
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(run).toHaveBeenCalledOnce()
    const never = vi.fn()
    const cancel = whenIdle(never, 300)
    cancel()
    vi.advanceTimersByTime(2_000)
    expect(never).not.toHaveBeenCalled()
  })
})
