// The outbox: every write this device keeps while the network is away or the server asks it to
// wait (docs/decisions/037-one-outbox.md). One storage layout (luna_outbox: the entries, oldest
// first), one rule of what waits (lib/outbox-rule.ts), one retry lifecycle (lib/resend.ts),
// started by the app shell, so a write kept on any page goes out from any page.
//
// A write is kept before it is sent (write-ahead): a tab closed while the request is on its way
// leaves it here, and it is sent again with the same Idempotency-Key, so the server stores it once.
// Entries go out oldest first, one at a time; a try that waits stops the round (the network is
// away, or the server asked for time) and the next round starts with the same entry.
//
// Tabs share the outbox. A write on its first try is held by the tab that made it (its id and a time
// limit, in the entry): other tabs neither send nor drop it, so the screen that made it hears the
// server's answer itself. Past the limit (that tab was closed while the request was on its way), or
// once the write waits for a later try, any tab may send it.
import { atom, useAtomValue } from 'jotai'
import { ApiError, NetworkError } from '@/lib/api.ts'
import { anObject, deviceStore, storedJson } from '@/lib/device-state/stored.ts'
import { type Failure, type OutboxKind, type Verdict, verdictOf } from '@/lib/outbox-rule.ts'
import { keepSending, type Sender, type Waiting } from '@/lib/resend.ts'
import { KEYS } from '@/lib/storage.ts'

export type { OutboxKind } from '@/lib/outbox-rule.ts'

export interface OutboxEntry<B = unknown> {
  kind: OutboxKind
  /** The write's Idempotency-Key (or, for a visit, its day): one entry a key. */
  key: string
  body: B
  /** On its first try: the tab trying it, and until when (ms since the epoch) others leave it alone. */
  firstTry?: { tab: string; until: number }
}

/** How long a tab's first try holds its write against the other tabs. */
export const FIRST_TRY_HOLD_MS = 30_000

/** This tab, as the entries it holds name it. */
const TAB = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`

/**
 * Whether another tab holds the entry for its first try, still. A hold reaching further than one
 * hold from now (bad data, or a clock set back) holds nothing.
 */
function heldElsewhere(entry: OutboxEntry): boolean {
  const hold = entry.firstTry
  const now = Date.now()
  return (
    typeof hold?.tab === 'string' &&
    hold.tab !== TAB &&
    typeof hold.until === 'number' &&
    hold.until > now &&
    hold.until <= now + FIRST_TRY_HOLD_MS
  )
}

/** The entry as its module sees it (without the hold). */
const plain = <B>({ kind, key, body }: OutboxEntry<B>): OutboxEntry<B> => ({ kind, key, body })

/** What became of a write on its first try, for the screen that made it. */
export type FirstOutcome<A> =
  | { kind: 'sent'; answer: A }
  | { kind: 'kept'; verdict: Extract<Verdict, { keep: true }> }
  | { kind: 'refused'; error: unknown }

/** How one kind of write goes out, and what a later delivery or refusal changes on the device. */
export interface Delivery<B = unknown, A = unknown> {
  /** Sends the write; resolves with the server's answer, or throws (ApiError, NetworkError). */
  send(entry: OutboxEntry<B>): Promise<A>
  /** A write that had waited was stored, on a later try. */
  delivered?(entry: OutboxEntry<B>, answer: A): void
  /** A write that had waited was refused for good, and dropped. */
  refused?(entry: OutboxEntry<B>, error: unknown): void
  /** A write no longer worth sending (a visit of a day gone by): dropped unsent. */
  stale?(entry: OutboxEntry<B>): boolean
}

const isEntry = (value: unknown): value is OutboxEntry => {
  const e = anObject<OutboxEntry>(value)
  return !!e && typeof e.kind === 'string' && typeof e.key === 'string' && e.body !== undefined
}

/** luna_outbox: the writes waiting, oldest first. */
const entriesAtom = storedJson(KEYS.outbox, (stored) =>
  Array.isArray(stored) ? stored.filter(isEntry) : null,
)

/** Why each waiting write waits (by key), while it does: what a card shows beside it. */
const waitingAtom = atom<ReadonlyMap<string, Extract<Verdict, { keep: true }>>>(new Map())

const entries = (): OutboxEntry[] => deviceStore.get(entriesAtom) ?? []

function setEntries(next: OutboxEntry[]) {
  deviceStore.set(entriesAtom, next.length > 0 ? next : null)
}

function setWaiting(key: string, verdict: Extract<Verdict, { keep: true }> | null) {
  const next = new Map(deviceStore.get(waitingAtom))
  if (verdict) next.set(key, verdict)
  else next.delete(key)
  deviceStore.set(waitingAtom, next)
}

/** A failed try as the rule reads it: the API fetch's own NetworkError is the one sign of offline. */
function failureOf(error: unknown): Failure {
  if (error instanceof ApiError)
    return {
      network: false,
      status: error.status,
      serverMessage: error.serverMessage,
      retryAfterSeconds: error.retryAfterSeconds,
    }
  let e: unknown = error
  for (let depth = 0; e instanceof Error && depth < 5; depth++, e = e.cause)
    if (e instanceof NetworkError) return { network: true }
  return { network: false }
}

/** The four keys each queue kept before the outbox: read once, moved into luna_outbox. */
const before = {
  'save-reading': storedJson(KEYS.pendingSave, (v) => v),
  'check-in': storedJson(KEYS.pendingCheckIn, (v) => v),
  'lock-frequency': storedJson(KEYS.pendingLocks, (v) => v),
  visit: storedJson(KEYS.pendingVisits, (v) => v),
} as const

/** The writes the earlier queues kept, as outbox entries (a visit's key is its day). */
export function entriesBefore(kept: Partial<Record<OutboxKind, unknown>>): OutboxEntry[] {
  const out: OutboxEntry[] = []
  for (const kind of ['visit', 'check-in', 'lock-frequency', 'save-reading'] as const) {
    const value = kept[kind]
    for (const item of Array.isArray(value) ? value : value ? [value] : []) {
      const o = anObject<{ key?: unknown; body?: unknown; localDate?: unknown; page?: unknown }>(item)
      if (!o) continue
      if (kind === 'visit') {
        if (typeof o.localDate === 'string' && typeof o.page === 'string')
          out.push({ kind, key: `visit:${o.localDate}`, body: { page: o.page, localDate: o.localDate } })
      } else if (typeof o.key === 'string' && anObject(o.body)) out.push({ kind, key: o.key, body: o.body })
    }
  }
  return out
}

function moveEarlierQueues() {
  const kept = {
    'save-reading': deviceStore.get(before['save-reading']),
    'check-in': deviceStore.get(before['check-in']),
    'lock-frequency': deviceStore.get(before['lock-frequency']),
    visit: deviceStore.get(before.visit),
  }
  const moved = entriesBefore(kept).filter((m) => !entries().some((e) => e.key === m.key))
  if (moved.length > 0) setEntries([...moved, ...entries()])
  for (const a of Object.values(before)) if (deviceStore.get(a) !== null) deviceStore.set(a, null)
}

const deliveries = new Map<OutboxKind, Delivery>()
let loaders: Partial<Record<OutboxKind, () => Promise<unknown>>> = {}
/** The first outcome each new write waits for, by key. */
const firstTries = new Map<string, (outcome: FirstOutcome<unknown>) => void>()
/** Each write on its first try here, as this tab made it (sent from here even if another tab took it). */
const ownWrites = new Map<string, OutboxEntry>()
/** Network failures in a row, for the backoff of a round that waits. */
let attempt = 0
let sender: Sender | null = null

/** A kind's delivery, known to the outbox from the module that sends it. */
export function registerDelivery<B, A>(kind: OutboxKind, delivery: Delivery<B, A>): void {
  deliveries.set(kind, delivery as Delivery)
}

async function deliveryOf(kind: OutboxKind): Promise<Delivery | null> {
  const known = deliveries.get(kind)
  if (known) return known
  const load = loaders[kind]
  if (!load) return null
  try {
    // The module that sends this kind registers its delivery as it loads.
    await load()
    return deliveries.get(kind) ?? null
  } catch {
    // The module did not load (offline, and not cached yet): the entry waits for the next round.
    return null
  }
}

const remove = (key: string) => setEntries(entries().filter((e) => e.key !== key))

/** This tab's first try of the write is leaving now: its hold runs from here. */
function renewHold(key: string) {
  if (entries().some((e) => e.key === key && e.firstTry?.tab === TAB))
    setEntries(
      entries().map((e) =>
        e.key === key ? { ...e, firstTry: { tab: TAB, until: Date.now() + FIRST_TRY_HOLD_MS } } : e,
      ),
    )
}

/** These writes now wait for a later try: any tab may send them. */
function release(keys: ReadonlySet<string>) {
  if (entries().some((e) => keys.has(e.key) && e.firstTry))
    setEntries(entries().map((e) => (keys.has(e.key) ? plain(e) : e)))
}

/** A write that no longer waits: no reason shown, no first outcome pending. */
function settle(key: string) {
  setWaiting(key, null)
  firstTries.delete(key)
  ownWrites.delete(key)
}

/**
 * One round: the entries oldest first, until one has to wait; the writes behind it wait too (the
 * network is away, or the server asked for time), and a new one among them hears so at once.
 * Resolves as lib/resend.ts expects: false when nothing waits, else true or the least wait.
 */
async function round(): Promise<Waiting> {
  let skipped = false
  const stored = entries()
  // This tab's first tries whose entry another tab took from storage (it sent the write once this
  // tab's hold had passed, or it made a write of the same key): sent from here all the same, with
  // the same key, so the screen that made each hears the server's answer (a replay if it is stored).
  const taken = [...ownWrites.values()].filter((w) => !stored.some((e) => e.key === w.key))
  const queue = [...stored, ...taken]
  for (const [i, entry] of queue.entries()) {
    const first = firstTries.get(entry.key)
    const current = entries().find((e) => e.key === entry.key)
    // Gone since the round began, and no screen here waits for it: a newer write of its kind stands
    // for it (dropWaiting), or another tab sent it.
    if (!current && !first) continue
    // Another tab's first try: that tab hears the answer (this round tries it once the hold ends).
    if (current && !first && heldElsewhere(current)) {
      skipped = true
      continue
    }
    const delivery = await deliveryOf(entry.kind)
    if (!delivery) {
      // Its module is not here yet (not loaded offline): the entry waits, the others go on.
      skipped = true
      continue
    }
    const write = plain(entry)
    if (!first && delivery.stale?.(write)) {
      remove(entry.key)
      continue
    }
    if (first) renewHold(entry.key)
    let answer: unknown
    try {
      answer = await delivery.send(write)
    } catch (error) {
      const verdict = verdictOf(failureOf(error), attempt)
      if (verdict.keep) {
        if (verdict.status === 'offline') attempt++
        const kept = new Set<string>()
        for (const behind of queue.slice(i)) {
          const mine = firstTries.has(behind.key)
          let now = entries().find((e) => e.key === behind.key)
          // A write of this tab's that another tab took: kept again, so that it is not lost.
          if (!now && mine) {
            now = plain(behind)
            setEntries([...entries(), now])
          }
          if (!now || (!mine && heldElsewhere(now))) continue
          setWaiting(behind.key, verdict)
          kept.add(behind.key)
          const told = firstTries.get(behind.key)
          firstTries.delete(behind.key)
          ownWrites.delete(behind.key)
          told?.({ kind: 'kept', verdict })
        }
        release(kept)
        return verdict.status === 'limited' ? verdict.delayMs : true
      }
      remove(entry.key)
      settle(entry.key)
      if (first) first({ kind: 'refused', error })
      else delivery.refused?.(write, error)
      continue
    }
    // Stored. What the module does with the answer is not the send: a fault in it is not a refusal.
    remove(entry.key)
    settle(entry.key)
    attempt = 0
    if (first) first({ kind: 'sent', answer })
    else {
      try {
        delivery.delivered?.(write, answer)
      } catch (fault) {
        // Reported as the page's own error, outside the round, which goes on.
        setTimeout(() => {
          throw fault
        })
      }
    }
  }
  return skipped
}

/**
 * Starts the outbox's tries (the app shell does, once): what waits goes out now, on every 'online'
 * event and with backoff while it waits. `load` loads, for each kind, the code that registers its
 * delivery (registerDelivery), only when a write of that kind waits.
 */
export function startOutbox(load: Partial<Record<OutboxKind, () => Promise<unknown>>> = {}): void {
  loaders = { ...loaders, ...load }
  if (sender || typeof window === 'undefined') return
  moveEarlierQueues()
  // Writes kept before this visit wait for the network, as far as anyone knows.
  for (const e of entries())
    if (!firstTries.has(e.key) && !heldElsewhere(e))
      setWaiting(e.key, { keep: true, status: 'offline', delayMs: 0, message: null })
  sender = keepSending(async () => {
    try {
      return await round()
    } finally {
      const waiters = roundWaiters
      roundWaiters = []
      for (const done of waiters) done()
    }
  })
}

/** Those waiting for the end of the round under way or next (triedFirst). */
let roundWaiters: (() => void)[] = []

/**
 * Resolves once the writes of these kinds kept on this device have had a try: at once when none
 * waits or the outbox has not started (it knows no way to send them yet), else when the round it
 * starts now (or the one under way) ends, or after `withinMs`, whichever comes first. A read that
 * must hear those writes asks after it (the compass, docs/decisions/066).
 */
export function triedFirst(kinds: readonly OutboxKind[], withinMs: number): Promise<void> {
  if (!sender || !entries().some((e) => kinds.includes(e.kind))) return Promise.resolve()
  const tries = sender
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      resolve()
    }
    const timer = setTimeout(() => {
      roundWaiters = roundWaiters.filter((w) => w !== done)
      resolve()
    }, withinMs)
    roundWaiters.push(done)
    tries.now()
  })
}

/**
 * Keeps a write and sends it (after those waiting before it); resolves with its first outcome.
 * A write with the key of one already waiting is not kept twice: it resolves when that one is tried.
 */
export function deliver<B, A>(
  kind: OutboxKind,
  key: string,
  body: B,
  delivery: Delivery<B, A>,
): Promise<FirstOutcome<A>> {
  registerDelivery(kind, delivery)
  const outcome = new Promise<FirstOutcome<A>>((resolve) => {
    const earlier = firstTries.get(key)
    firstTries.set(key, (o) => {
      earlier?.(o)
      resolve(o as FirstOutcome<A>)
    })
  })
  ownWrites.set(key, { kind, key, body })
  if (!entries().some((e) => e.key === key))
    setEntries([
      ...entries(),
      { kind, key, body, firstTry: { tab: TAB, until: Date.now() + FIRST_TRY_HOLD_MS } },
    ])
  attempt = 0
  // Tried now: by the tries' first round when they start here, else by one more round.
  if (sender) sender.now()
  else {
    startOutbox()
    if (!sender) void round()
  }
  return outcome
}

/**
 * Drops the writes of a kind kept for a later try (not one on its first): a newer write of the kind
 * stands for them (a journey point: only the newest reading of the day is worth recording late).
 */
export function dropWaiting(kind: OutboxKind): void {
  for (const e of waiting(kind)) {
    remove(e.key)
    settle(e.key)
  }
}

/** Whether a write of this kind waits (the save card offers no second save meanwhile). */
export const waitsFor = (kind: OutboxKind): boolean => entries().some((e) => e.kind === kind)

/** The writes of a kind kept for a later try (not those on their first, here or in another tab), oldest first. */
export const waiting = <B>(kind: OutboxKind): OutboxEntry<B>[] =>
  entries()
    .filter((e): e is OutboxEntry<B> => e.kind === kind && !firstTries.has(e.key) && !heldElsewhere(e))
    .map(plain)

/** A write of a kind this tab shows as waiting: another tab's write on its first try is that tab's to show. */
const shownHere = (kind: OutboxKind) => (e: OutboxEntry) => e.kind === kind && !heldElsewhere(e)

/** How many writes of a kind wait on this device (a card says so beside what it shows). */
export function useWaitingCount(kind: OutboxKind): number {
  return (useAtomValue(entriesAtom) ?? []).filter(shownHere(kind)).length
}

/** The first waiting write of a kind, and why it waits (null while its first try is under way). */
export function useWaiting(kind: OutboxKind): {
  entry: OutboxEntry | null
  verdict: Extract<Verdict, { keep: true }> | null
} {
  const all = useAtomValue(entriesAtom) ?? []
  const why = useAtomValue(waitingAtom)
  const entry = all.find(shownHere(kind)) ?? null
  return { entry, verdict: entry ? (why.get(entry.key) ?? null) : null }
}
