// The outbox (web/src/lib/outbox.ts, docs/decisions/037-one-outbox.md): every write the device keeps
// while the network is away or the server asks it to wait, in one storage layout, under one rule
// (web/src/lib/outbox-rule.ts), sent by one retry lifecycle.
import fc from 'fast-check'
import { createElement } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_WAIT_MS, verdictOf, WAIT_STATUSES } from '../../web/src/lib/outbox-rule.ts'
import { RETRY_MAX_MS, retryDelayMs } from '../../web/src/lib/resend.ts'
import { FakeStorage } from './fake-storage.ts'

describe('what waits (verdictOf)', () => {
  it('keeps a write the network never carried, with the backoff of its attempt', () => {
    expect(verdictOf({ network: true }, 0)).toEqual({
      keep: true,
      status: 'offline',
      delayMs: 1000,
      message: null,
    })
    expect(verdictOf({ network: true }, 4)).toMatchObject({ delayMs: 15_000 })
  })

  it('keeps a write the server asked to wait for, for its Retry-After, with its sentence', () => {
    expect(
      verdictOf({ network: false, status: 429, serverMessage: 'Slow down.', retryAfterSeconds: 42 }),
    ).toEqual({
      keep: true,
      status: 'limited',
      delayMs: 42_000,
      message: 'Slow down.',
    })
    expect(verdictOf({ network: false, status: 503 })).toMatchObject({ keep: true, delayMs: DEFAULT_WAIT_MS })
  })

  it('drops any other answer: a refusal is for good', () => {
    fc.assert(
      fc.property(fc.integer({ min: 300, max: 599 }), fc.nat(30), (status, attempt) => {
        const v = verdictOf({ network: false, status }, attempt)
        expect(v.keep).toBe(WAIT_STATUSES.has(status))
      }),
    )
    expect(verdictOf({ network: false })).toEqual({ keep: false })
  })

  it('never waits less than the backoff asks, whatever the attempt', () => {
    fc.assert(
      fc.property(fc.nat(100), (attempt) => {
        const v = verdictOf({ network: true }, attempt)
        expect(v.keep && v.delayMs).toBe(retryDelayMs(attempt))
      }),
    )
  })
})

type Outbox = typeof import('../../web/src/lib/outbox.ts')
type Api = typeof import('../../web/src/lib/api.ts')

/** What a card shows of the mood notes waiting on this device (the hooks of `lib`, one outbox module). */
function WaitingNotes({ lib }: { lib: Outbox }) {
  const { entry } = lib.useWaiting('mood-note')
  return createElement('p', null, `${lib.useWaitingCount('mood-note')} ${entry?.key}`)
}

describe('the outbox', () => {
  let local: FakeStorage
  let target: EventTarget
  let outbox: Outbox
  let api: Api

  beforeEach(async () => {
    vi.useFakeTimers()
    vi.resetModules()
    local = new FakeStorage()
    target = new EventTarget()
    Object.assign(globalThis, {
      window: Object.assign(target, { localStorage: local, sessionStorage: new FakeStorage() }),
    })
    api = await import('../../web/src/lib/api.ts')
    outbox = await import('../../web/src/lib/outbox.ts')
  })
  afterEach(() => {
    vi.useRealTimers()
    Reflect.deleteProperty(globalThis, 'window')
  })

  const stored = () => JSON.parse(local.getItem('luna_outbox') ?? '[]') as { kind: string; key: string }[]
  /** Another tab writes the outbox: this one reads it again, as a storage event makes it do. */
  const writtenByAnotherTab = async (entries: unknown[]) => {
    local.setItem('luna_outbox', JSON.stringify(entries))
    ;(await import('../../web/src/lib/device-state/stored.ts')).rereadStored()
  }
  const offline = () => new api.NetworkError(new TypeError('Failed to fetch'))
  const limited = (seconds: number) => new api.ApiError(429, 'Too many', 'Wait a little.', seconds)

  it('keeps a write before it is sent, and forgets it once stored', async () => {
    let answer: (v: string) => void = () => {}
    const send = vi.fn(() => new Promise<string>((r) => (answer = r)))
    const outcome = outbox.deliver('lock-frequency', 'k1', { frequency: 432 }, { send })
    // On its way: a tab closed now keeps it. This tab holds it for its first try.
    expect(stored()).toEqual([
      {
        kind: 'lock-frequency',
        key: 'k1',
        body: { frequency: 432 },
        firstTry: { tab: expect.any(String), until: Date.now() + outbox.FIRST_TRY_HOLD_MS },
      },
    ])
    await vi.advanceTimersByTimeAsync(0)
    expect(send).toHaveBeenCalledOnce()
    answer('stored')
    expect(await outcome).toEqual({ kind: 'sent', answer: 'stored' })
    expect(stored()).toEqual([])
  })

  it('sends a write the network dropped again by itself, with the same key, and tells its module', async () => {
    const delivered = vi.fn()
    const send = vi.fn().mockRejectedValueOnce(offline()).mockResolvedValueOnce('ok')
    const outcome = await outbox.deliver('check-in', 'k1', { v: 1 }, { send, delivered })
    expect(outcome).toMatchObject({ kind: 'kept', verdict: { status: 'offline' } })
    expect(outbox.waiting('check-in').map((e) => e.key)).toEqual(['k1'])
    await vi.advanceTimersByTimeAsync(1000)
    expect(send).toHaveBeenCalledTimes(2)
    expect(send.mock.calls[1]?.[0]).toEqual({ kind: 'check-in', key: 'k1', body: { v: 1 } })
    expect(delivered).toHaveBeenCalledWith({ kind: 'check-in', key: 'k1', body: { v: 1 } }, 'ok')
    expect(stored()).toEqual([])
  })

  it("tries again at once on the browser's 'online' event", async () => {
    const send = vi
      .fn()
      .mockRejectedValueOnce(offline())
      .mockRejectedValueOnce(offline())
      .mockResolvedValue('ok')
    await outbox.deliver('lock-frequency', 'k1', {}, { send })
    await vi.advanceTimersByTimeAsync(1000)
    expect(send).toHaveBeenCalledTimes(2)
    target.dispatchEvent(new Event('online'))
    await vi.advanceTimersByTimeAsync(0)
    expect(send).toHaveBeenCalledTimes(3)
    expect(stored()).toEqual([])
  })

  it('waits out the server’s Retry-After before it tries again', async () => {
    const send = vi.fn().mockRejectedValueOnce(limited(30)).mockResolvedValue('ok')
    const outcome = await outbox.deliver('save-reading', 'k1', {}, { send })
    expect(outcome).toMatchObject({ kind: 'kept', verdict: { status: 'limited', message: 'Wait a little.' } })
    await vi.advanceTimersByTimeAsync(29_000)
    expect(send).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(send).toHaveBeenCalledTimes(2)
    expect(stored()).toEqual([])
  })

  it('drops a write the server refuses, and tells the screen or, later, its module', async () => {
    const refusal = new api.ApiError(409, 'Conflict', 'Already checked in today.')
    const first = await outbox.deliver('check-in', 'k1', {}, { send: vi.fn().mockRejectedValue(refusal) })
    expect(first).toEqual({ kind: 'refused', error: refusal })
    expect(stored()).toEqual([])

    const refused = vi.fn()
    const send = vi.fn().mockRejectedValueOnce(offline()).mockRejectedValueOnce(refusal)
    await outbox.deliver('check-in', 'k2', {}, { send, refused })
    await vi.advanceTimersByTimeAsync(1000)
    expect(refused).toHaveBeenCalledWith({ kind: 'check-in', key: 'k2', body: {} }, refusal)
    expect(stored()).toEqual([])
  })

  it('does not take a fault in what a module does with a stored write for a refusal', async () => {
    const refused = vi.fn()
    const delivered = vi.fn(() => {
      throw new Error('a bug in the module')
    })
    const send = vi.fn().mockRejectedValueOnce(offline()).mockResolvedValue('stored')
    await outbox.deliver('check-in', 'k1', {}, { send, delivered, refused })
    await outbox.deliver('lock-frequency', 'k2', {}, { send: vi.fn().mockResolvedValue('ok') })
    // The module's fault surfaces as the page's own error; the round goes on to the next write.
    await expect(vi.advanceTimersByTimeAsync(1000)).rejects.toThrow('a bug in the module')
    expect(delivered).toHaveBeenCalledOnce()
    expect(refused).not.toHaveBeenCalled()
    expect(stored()).toEqual([])
  })

  it('takes an error that is not the API fetch’s NetworkError as a refusal, whatever navigator says', async () => {
    const outcome = await outbox.deliver(
      'lock-frequency',
      'k1',
      {},
      { send: vi.fn().mockRejectedValue(new TypeError('bug')) },
    )
    expect(outcome.kind).toBe('refused')
    expect(stored()).toEqual([])
  })

  it('sends oldest first, and a new write behind a waiting one hears at once that it waits too', async () => {
    const order: string[] = []
    let online = false
    const send = vi.fn(async (e: { key: string }) => {
      if (!online) throw offline()
      order.push(e.key)
      return e.key
    })
    await outbox.deliver('visit', 'a', {}, { send })
    await outbox.deliver('check-in', 'b', {}, { send })
    const third = await outbox.deliver('lock-frequency', 'c', {}, { send })
    expect(third.kind).toBe('kept')
    expect(stored().map((e) => e.key)).toEqual(['a', 'b', 'c'])
    online = true
    target.dispatchEvent(new Event('online'))
    await vi.advanceTimersByTimeAsync(0)
    expect(order).toEqual(['a', 'b', 'c'])
    expect(stored()).toEqual([])
  })

  it("leaves another tab's write on its first try to that tab, and sends it once the hold is over", async () => {
    // Another tab keeps a check-in and is sending it; this tab sends a write of its own meanwhile.
    const until = Date.now() + outbox.FIRST_TRY_HOLD_MS
    await writtenByAnotherTab([
      { kind: 'check-in', key: 'theirs', body: { v: 1 }, firstTry: { tab: 'other', until } },
    ])
    const send = vi.fn(async (e: { key: string }) => e.key)
    const delivered = vi.fn()
    outbox.registerDelivery('check-in', { send, delivered })
    expect(await outbox.deliver('visit', 'mine', {}, { send })).toEqual({ kind: 'sent', answer: 'mine' })
    expect(send.mock.calls.map(([e]) => e.key)).toEqual(['mine'])
    // Not this tab's to drop either, nor shown here as waiting.
    expect(outbox.waiting('check-in')).toEqual([])
    // That tab was closed with the request on its way: once the hold is over, this tab sends it (at
    // its next try, which comes within the longest wait between tries).
    await vi.advanceTimersByTimeAsync(outbox.FIRST_TRY_HOLD_MS + RETRY_MAX_MS)
    expect(send.mock.calls.map(([e]) => e.key)).toEqual(['mine', 'theirs'])
    expect(send).toHaveBeenLastCalledWith({ kind: 'check-in', key: 'theirs', body: { v: 1 } })
    expect(delivered).toHaveBeenCalledOnce()
    expect(stored()).toEqual([])
  })

  it('sends its own write of a key another tab holds, so its screen hears the answer too', async () => {
    const until = Date.now() + outbox.FIRST_TRY_HOLD_MS
    await writtenByAnotherTab([
      { kind: 'visit', key: 'visit:day', body: {}, firstTry: { tab: 'other', until } },
    ])
    const send = vi.fn(async () => 'recorded')
    // The same key: the server records it once (an upsert, or a replay of the key's answer).
    expect(await outbox.deliver('visit', 'visit:day', {}, { send })).toEqual({
      kind: 'sent',
      answer: 'recorded',
    })
  })

  it('still sends a write of its own that another tab took from the outbox, and tells its screen', async () => {
    let release: (v: string) => void = () => {}
    const first = vi.fn(() => new Promise<string>((r) => (release = r)))
    const second = vi.fn(async () => 'replayed')
    const a = outbox.deliver('save-reading', 'a', {}, { send: first })
    await vi.advanceTimersByTimeAsync(0)
    // While the round waits on a, b is kept behind it; then another tab sends b and removes it.
    const b = outbox.deliver('check-in', 'b', { v: 2 }, { send: second })
    await writtenByAnotherTab(stored().filter((e) => e.key !== 'b'))
    expect(stored().map((e) => e.key)).toEqual(['a'])
    release('stored')
    expect(await a).toEqual({ kind: 'sent', answer: 'stored' })
    expect(await b).toEqual({ kind: 'sent', answer: 'replayed' })
    expect(second).toHaveBeenCalledWith({ kind: 'check-in', key: 'b', body: { v: 2 } })
    expect(stored()).toEqual([])
  })

  it('takes a hold reaching further than one hold from now for none (bad data, a clock set back)', async () => {
    await writtenByAnotherTab([
      {
        kind: 'check-in',
        key: 'theirs',
        body: {},
        firstTry: { tab: 'other', until: Date.now() + 10 * outbox.FIRST_TRY_HOLD_MS },
      },
    ])
    const send = vi.fn(async (e: { key: string }) => e.key)
    outbox.registerDelivery('check-in', { send })
    await outbox.deliver('visit', 'mine', {}, { send })
    expect(send.mock.calls.map(([e]) => e.key)).toEqual(['theirs', 'mine'])
  })

  it("does not show another tab's write on its first try as waiting here", async () => {
    const { renderToString } = await import('react-dom/server')
    const until = Date.now() + outbox.FIRST_TRY_HOLD_MS
    await writtenByAnotherTab([
      { kind: 'mood-note', key: 'theirs', body: {}, firstTry: { tab: 'other', until } },
      { kind: 'mood-note', key: 'kept', body: {} },
    ])
    expect(renderToString(createElement(WaitingNotes, { lib: outbox }))).toBe('<p>1 kept</p>')
  })

  it('lifts the hold of a write kept for a later try: any tab may send it then', async () => {
    await outbox.deliver('check-in', 'k1', { v: 1 }, { send: vi.fn().mockRejectedValue(offline()) })
    expect(stored()).toEqual([{ kind: 'check-in', key: 'k1', body: { v: 1 } }])
  })

  it('keeps one write a key: the same key again is not kept twice', async () => {
    const send = vi.fn().mockRejectedValue(offline())
    await outbox.deliver('lock-frequency', 'k1', { n: 1 }, { send })
    await outbox.deliver('lock-frequency', 'k1', { n: 1 }, { send })
    expect(stored()).toHaveLength(1)
  })

  it('lets a newer write of a kind stand for those waiting (the newest journey point)', async () => {
    const send = vi.fn().mockRejectedValue(offline())
    await outbox.deliver('archetype', 'r1', { n: 1 }, { send })
    await outbox.deliver('journey-point', 'p1', { n: 1 }, { send })
    outbox.dropWaiting('journey-point')
    const newer = outbox.deliver('journey-point', 'p2', { n: 2 }, { send })
    // Only the waiting point went: the record before it stays, and the newer point waits behind it.
    expect(stored().map((e) => e.key)).toEqual(['r1', 'p2'])
    expect(await newer).toMatchObject({ kind: 'kept' })
  })

  it('does not send a write a newer one replaced while the round was under way', async () => {
    let release: (v: string) => void = () => {}
    let away = true
    const record = vi.fn(() => (away ? Promise.reject(offline()) : new Promise<string>((r) => (release = r))))
    const point = vi.fn().mockResolvedValue('ok')
    await outbox.deliver('archetype', 'r1', { n: 1 }, { send: record })
    // Behind the record that waits, the point waits too, unsent.
    await outbox.deliver('journey-point', 'p1', { n: 1 }, { send: point })
    // The next round takes r1 and p1; while r1 is on its way, a newer point replaces p1.
    away = false
    await vi.advanceTimersByTimeAsync(2000)
    outbox.dropWaiting('journey-point')
    const newer = outbox.deliver('journey-point', 'p2', { n: 2 }, { send: point })
    release('stored')
    expect(await newer).toEqual({ kind: 'sent', answer: 'ok' })
    expect(point.mock.calls.map(([e]) => (e as { key: string }).key)).toEqual(['p2'])
    expect(stored()).toEqual([])
  })

  it('drops unsent what its module calls stale', async () => {
    const send = vi.fn().mockRejectedValueOnce(offline()).mockResolvedValue('ok')
    await outbox.deliver('visit', 'old', {}, { send, stale: () => true })
    await vi.advanceTimersByTimeAsync(1000)
    expect(send).toHaveBeenCalledTimes(1)
    expect(stored()).toEqual([])
  })

  it('sends what an earlier visit kept, from the shell, loading each kind’s module only then', async () => {
    local.setItem('luna_outbox', JSON.stringify([{ kind: 'save-reading', key: 'k9', body: { a: 1 } }]))
    vi.resetModules()
    outbox = await import('../../web/src/lib/outbox.ts')
    const send = vi.fn().mockResolvedValue('ok')
    const delivered = vi.fn()
    const checkInModule = vi.fn()
    // Each kind's module registers its delivery as it loads.
    const loaded = outbox
    outbox.startOutbox({
      'save-reading': async () => loaded.registerDelivery('save-reading', { send, delivered }),
      'check-in': async () => checkInModule(),
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(send).toHaveBeenCalledWith({ kind: 'save-reading', key: 'k9', body: { a: 1 } })
    expect(delivered).toHaveBeenCalledOnce()
    expect(checkInModule).not.toHaveBeenCalled()
    expect(stored()).toEqual([])
  })

  it('lets a read wait until the writes it must hear have been tried, and no longer (triedFirst)', async () => {
    local.setItem('luna_outbox', JSON.stringify([{ kind: 'check-in', key: 'c1', body: { v: 10 } }]))
    vi.resetModules()
    outbox = await import('../../web/src/lib/outbox.ts')
    // Before the outbox starts it knows no way to send them: nothing to wait for.
    let done = false
    void outbox.triedFirst(['check-in'], 4000).then(() => (done = true))
    await vi.advanceTimersByTimeAsync(0)
    expect(done).toBe(true)

    let answer: (v: string) => void = () => {}
    const send = vi.fn(() => new Promise<string>((r) => (answer = r)))
    const delivered = vi.fn()
    const loaded = outbox
    outbox.startOutbox({ 'check-in': async () => loaded.registerDelivery('check-in', { send, delivered }) })
    const order: string[] = []
    void outbox.triedFirst(['check-in', 'mood-note'], 4000).then(() => order.push('read'))
    await vi.advanceTimersByTimeAsync(0)
    expect(send).toHaveBeenCalledOnce()
    expect(order).toEqual([])
    // Stored: its module hears it first, then the read goes out.
    delivered.mockImplementation(() => order.push('delivered'))
    answer('stored')
    await vi.advanceTimersByTimeAsync(0)
    expect(order).toEqual(['delivered', 'read'])

    // With none of those kinds waiting, a read waits for nothing.
    done = false
    void outbox.triedFirst(['check-in'], 4000).then(() => (done = true))
    await vi.advanceTimersByTimeAsync(0)
    expect(done).toBe(true)
  })

  it('lets the read go after a failed try, or after its time limit when the try hangs', async () => {
    local.setItem('luna_outbox', JSON.stringify([{ kind: 'mood-note', key: 'm1', body: { v: 5 } }]))
    vi.resetModules()
    // The errors of the API module the new outbox module reads.
    api = await import('../../web/src/lib/api.ts')
    outbox = await import('../../web/src/lib/outbox.ts')
    const send = vi
      .fn()
      .mockRejectedValueOnce(offline())
      .mockRejectedValueOnce(offline())
      .mockReturnValue(new Promise(() => {}))
    const loaded = outbox
    outbox.startOutbox({ 'mood-note': async () => loaded.registerDelivery('mood-note', { send }) })
    await vi.advanceTimersByTimeAsync(0)
    expect(send).toHaveBeenCalledOnce()
    // The read asks for a try now, which fails too (offline): it goes at once, the write still kept.
    let done = false
    void outbox.triedFirst(['mood-note'], 4000).then(() => (done = true))
    await vi.advanceTimersByTimeAsync(0)
    expect(done).toBe(true)
    expect(outbox.waiting('mood-note').map((e) => e.key)).toEqual(['m1'])
    // A try that never answers holds the read for 4 s at most; the write still waits.
    done = false
    void outbox.triedFirst(['mood-note'], 4000).then(() => (done = true))
    await vi.advanceTimersByTimeAsync(3999)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toBe(true)
    expect(stored().map((e) => e.key)).toEqual(['m1'])
  })

  it('moves the writes the four earlier queues kept into the outbox, and their keys away', async () => {
    local.setItem('luna_pending_save', JSON.stringify({ key: 's1', body: { readingType: 'compass' } }))
    local.setItem('luna_pending_checkin', JSON.stringify({ key: 'c1', body: { emotionalValue: 40 } }))
    local.setItem('luna_pending_locks', JSON.stringify([{ key: 'l1', body: { frequency: 7.83 } }]))
    local.setItem('luna_pending_visits', JSON.stringify([{ page: 'compass', localDate: '2026-11-27' }]))
    vi.resetModules()
    outbox = await import('../../web/src/lib/outbox.ts')
    outbox.startOutbox()
    expect(stored().map((e) => `${e.kind}:${e.key}`)).toEqual([
      'visit:visit:2026-11-27',
      'check-in:c1',
      'lock-frequency:l1',
      'save-reading:s1',
    ])
    for (const key of [
      'luna_pending_save',
      'luna_pending_checkin',
      'luna_pending_locks',
      'luna_pending_visits',
    ])
      expect(local.getItem(key)).toBeNull()
  })
})
