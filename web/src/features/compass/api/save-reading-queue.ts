// Saving a compass reading (docs/rules/compass.md; docs/ARCHITECTURE.md). The write carries an
// Idempotency-Key; when the network drops, the same write (same key, same body) waits and is
// sent again when the browser is back online, so the reading is stored exactly once. Kept at
// module level so that a pending save survives leaving the compass within the app, and in local
// storage so that it survives a reload: it resumes the next time the compass loads.
import { useSyncExternalStore } from 'react'
import { outcomeOfFailure } from '@/features/compass/api/save-outcome.ts'
import { ApiError, api, idempotencyKey, isNetworkFailure, ok } from '@/lib/api.ts'
import { queryClient, queryKeys } from '@/lib/query.tsx'
import { KEYS, readJson, removeKey, writeJson } from '@/lib/storage.ts'
import { toast } from '@/lib/toast.ts'

export type SaveReadingBody = Parameters<(typeof api)['save-reading']['$post']>[0]['json']

export type SaveStatus = 'idle' | 'saving' | 'offline' | 'limited'

interface SaveState {
  status: SaveStatus
  /** The server's sentence while a save waits out a rate limit (429). */
  limitMessage: string | null
  /** Bumped after each successful save, so the card can collapse and clear its fields. */
  savedCount: number
  /** Bumped after each failed save, so the card can give the form its focus back. */
  failedCount: number
}

let state: SaveState = { status: 'idle', limitMessage: null, savedCount: 0, failedCount: 0 }
interface PendingSave {
  key: string
  body: SaveReadingBody
}

let pending: PendingSave | null = null

function setPending(next: PendingSave | null) {
  pending = next
  if (next) writeJson(KEYS.pendingSave, next)
  else removeKey(KEYS.pendingSave)
}
let retryTimer: ReturnType<typeof setTimeout> | null = null
/** Network failures in a row: the next try waits longer (docs/decisions/019-offline-first.md). */
let networkFailures = 0
let sending = false
const listeners = new Set<() => void>()

function set(next: Partial<SaveState>) {
  state = { ...state, ...next }
  for (const l of listeners) l()
}

const isNetworkError = isNetworkFailure

function waitForNetwork(ms: number) {
  if (retryTimer) clearTimeout(retryTimer)
  retryTimer = setTimeout(() => void flush(), ms)
}

async function flush(): Promise<void> {
  const write = pending
  if (!write || sending) return
  sending = true
  if (retryTimer) clearTimeout(retryTimer)
  retryTimer = null
  // A retry while offline (or limited) keeps saying so, rather than flickering to 'saving' and back.
  if (state.status !== 'offline' && state.status !== 'limited') set({ status: 'saving' })
  try {
    await ok(
      await api['save-reading'].$post({ json: write.body }, { headers: { 'Idempotency-Key': write.key } }),
    )
    setPending(null)
    networkFailures = 0
    set({ status: 'idle', limitMessage: null, savedCount: state.savedCount + 1 })
    toast({
      title: 'Reading Saved',
      description: 'Your compass reading is in your history.',
      variant: 'success',
    })
    void queryClient.invalidateQueries({ queryKey: queryKeys.savedReadings })
  } catch (err) {
    const network = isNetworkError(err)
    const outcome = outcomeOfFailure(
      {
        network,
        ...(err instanceof ApiError
          ? { status: err.status, serverMessage: err.serverMessage, retryAfterSeconds: err.retryAfterSeconds }
          : {}),
      },
      networkFailures,
    )
    if (network) networkFailures++
    if (outcome.kind === 'wait') {
      // Same key, same body: whether or not the first attempt reached the server, the retry
      // stores the reading once.
      if (outcome.status === 'limited' && state.status !== 'limited')
        toast({ title: 'Saving Paused', description: outcome.message ?? '', variant: 'default' })
      set({
        status: outcome.status,
        ...(outcome.status === 'limited' ? { limitMessage: outcome.message } : {}),
      })
      waitForNetwork(outcome.delayMs)
      return
    }
    setPending(null)
    set({ status: 'idle', limitMessage: null, failedCount: state.failedCount + 1 })
    toast({ title: 'Save Failed', description: outcome.description, variant: 'destructive' })
  } finally {
    sending = false
  }
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    networkFailures = 0
    void flush()
  })
  // A save that was waiting for the network when the page was closed or reloaded.
  const stored = readJson<PendingSave>(KEYS.pendingSave)
  if (stored && typeof stored.key === 'string' && stored.body && typeof stored.body === 'object') {
    pending = stored
    set({ status: 'saving' })
    void flush()
  }
}

/** Starts a save; false when one is already under way. */
export function saveReading(body: SaveReadingBody): boolean {
  if (pending) return false
  networkFailures = 0
  setPending({ key: idempotencyKey(), body })
  void flush()
  return true
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useSaveState(): SaveState {
  return useSyncExternalStore(subscribe, () => state)
}
