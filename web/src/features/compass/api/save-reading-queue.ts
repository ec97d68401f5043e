// Saving a compass reading (docs/rules/compass.md; docs/ARCHITECTURE.md). The write carries an
// Idempotency-Key; when the network drops, the same write (same key, same body) waits and is
// sent again when the browser is back online, so the reading is stored exactly once. Kept at
// module level so that a pending save survives leaving the compass within the app, and in local
// storage (luna_pending_save) so that it survives a reload: it resumes the next time the compass
// loads. The save card shows a save at once and hears its first outcome from `saveReading`.
import { atom, useAtomValue } from 'jotai'
import { outcomeOfFailure } from '@/features/compass/api/save-outcome.ts'
import { ApiError, api, idempotencyKey, isNetworkFailure, ok } from '@/lib/api.ts'
import { anObject, deviceStore, storedJson } from '@/lib/device-state/stored.ts'
import { queryClient, queryKeys } from '@/lib/query.tsx'
import { KEYS } from '@/lib/storage.ts'
import { toast } from '@/lib/toast.ts'

export type SaveReadingBody = Parameters<(typeof api)['save-reading']['$post']>[0]['json']

export type SaveStatus = 'idle' | 'saving' | 'offline' | 'limited'

export interface SaveState {
  status: SaveStatus
  /** The server's sentence while a save waits out a rate limit (429). */
  limitMessage: string | null
}

/**
 * The first outcome of a save: stored; kept on the device (offline, or waiting out a rate limit:
 * it is sent by itself later, and stored once); or refused, with the sentence to show.
 */
export type SaveResult = { kind: 'saved' } | { kind: 'kept' } | { kind: 'refused'; description: string }

interface PendingSave {
  key: string
  body: SaveReadingBody
}

/** luna_pending_save: the save waiting for the network, kept across a reload. */
const pendingSaveAtom = storedJson(KEYS.pendingSave, (value) => {
  const stored = anObject<PendingSave>(value)
  return stored && typeof stored.key === 'string' && anObject(stored.body) ? stored : null
})

/** Where the save under way is: what the card shows beside the saved reading. */
const saveStateAtom = atom<SaveState>({ status: 'idle', limitMessage: null })

const setState = (next: SaveState) => deviceStore.set(saveStateAtom, next)
const state = () => deviceStore.get(saveStateAtom)

let retryTimer: ReturnType<typeof setTimeout> | null = null
/** Network failures in a row: the next try waits longer (docs/decisions/019-offline-first.md). */
let networkFailures = 0
let sending = false
/** Tells the card of the save under way its first outcome (once). */
let settle: ((result: SaveResult) => void) | null = null

function tell(result: SaveResult) {
  settle?.(result)
  settle = null
}

function waitForNetwork(ms: number) {
  if (retryTimer) clearTimeout(retryTimer)
  retryTimer = setTimeout(() => void flush(), ms)
}

async function flush(): Promise<void> {
  const write = deviceStore.get(pendingSaveAtom)
  if (!write || sending) return
  sending = true
  if (retryTimer) clearTimeout(retryTimer)
  retryTimer = null
  // A retry while offline (or limited) keeps saying so, rather than flickering to 'saving' and back.
  if (state().status === 'idle') setState({ status: 'saving', limitMessage: null })
  try {
    await ok(
      await api['save-reading'].$post({ json: write.body }, { headers: { 'Idempotency-Key': write.key } }),
    )
    const waited = state().status !== 'saving'
    deviceStore.set(pendingSaveAtom, null)
    networkFailures = 0
    setState({ status: 'idle', limitMessage: null })
    tell({ kind: 'saved' })
    toast({
      title: 'Reading Saved',
      description: waited
        ? 'The reading you kept on this device is in your history now.'
        : 'Your compass reading is in your history.',
      variant: 'success',
    })
    void queryClient.invalidateQueries({ queryKey: queryKeys.savedReadings })
  } catch (err) {
    const network = isNetworkFailure(err)
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
      if (outcome.status === 'limited' && state().status !== 'limited')
        toast({ title: 'Saving Paused', description: outcome.message ?? '', variant: 'default' })
      setState({
        status: outcome.status,
        limitMessage: outcome.status === 'limited' ? outcome.message : null,
      })
      tell({ kind: 'kept' })
      waitForNetwork(outcome.delayMs)
      return
    }
    deviceStore.set(pendingSaveAtom, null)
    setState({ status: 'idle', limitMessage: null })
    tell({ kind: 'refused', description: outcome.description })
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
  if (deviceStore.get(pendingSaveAtom)) {
    setState({ status: 'offline', limitMessage: null })
    void flush()
  }
}

/**
 * Starts a save and resolves with its first outcome; null when a save already waits (one at a
 * time: the card offers no second one meanwhile).
 */
export function saveReading(body: SaveReadingBody): Promise<SaveResult> | null {
  if (deviceStore.get(pendingSaveAtom)) return null
  networkFailures = 0
  deviceStore.set(pendingSaveAtom, { key: idempotencyKey(), body })
  const result = new Promise<SaveResult>((resolve) => {
    settle = resolve
  })
  void flush()
  return result
}

/** The save under way, for the card. */
export const useSaveState = (): SaveState => useAtomValue(saveStateAtom)
