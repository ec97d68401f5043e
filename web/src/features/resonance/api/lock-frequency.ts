// POST /api/lock-frequency: a tuner frequency saved as a reading. One Idempotency-Key per distinct
// write, so a retry of the same frequency and note cannot save it twice. With no network at all,
// the lock is kept on the device with its key and sent once when the network returns
// (docs/decisions/019-offline-first.md).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import { ApiError, api, idempotencyKey, isNetworkFailure, ok } from '@/lib/api.ts'
import { deviceStore, storedJson } from '@/lib/device-state/stored.ts'
import { todayLocal } from '@/lib/local-time.ts'
import { queryClient, queryKeys } from '@/lib/query.tsx'
import { keepSending } from '@/lib/resend.ts'
import { KEYS } from '@/lib/storage.ts'
import { toast } from '@/lib/toast.ts'

export interface LockInput {
  frequency: number
  note: string | null
}

type LockBody = Parameters<(typeof api)['lock-frequency']['$post']>[0]['json']

interface PendingLock {
  key: string
  body: LockBody
}

async function send(lock: PendingLock) {
  return ok(
    await api['lock-frequency'].$post({ json: lock.body }, { headers: { 'Idempotency-Key': lock.key } }),
  )
}

/** luna_pending_locks: the locks made offline, oldest first. */
const pendingLocksAtom = storedJson(KEYS.pendingLocks, (stored) =>
  Array.isArray(stored)
    ? (stored as PendingLock[]).filter((p) => p && typeof p.key === 'string' && p.body)
    : null,
)

const readPending = (): PendingLock[] => deviceStore.get(pendingLocksAtom) ?? []

let flushing: Promise<boolean> | null = null

/**
 * Sends the locks kept while offline, oldest first, each once (same key). A refused one (a 4xx) is
 * dropped with a toast; a network failure keeps the rest for the next try, and the promise resolves
 * true (something still waits).
 */
export function sendPendingLocks(): Promise<boolean> {
  flushing ??= (async () => {
    let sent = 0
    for (const lock of readPending()) {
      try {
        await send(lock)
        sent++
      } catch (err) {
        if (!(err instanceof ApiError)) return true
        toast({ title: 'Error', description: err.serverMessage ?? 'A kept frequency could not be saved.' })
      }
      deviceStore.set(
        pendingLocksAtom,
        readPending().filter((p) => p.key !== lock.key),
      )
    }
    if (sent > 0) {
      toast({
        title: 'Frequency Locked',
        description: 'The frequencies you locked offline are saved.',
        variant: 'success',
      })
      void queryClient.invalidateQueries({ queryKey: queryKeys.savedReadings })
    }
    return false
  })().finally(() => {
    flushing = null
  })
  return flushing
}

// Sent now, whenever the network comes back, and with backoff while it drops them (web/src/lib/resend.ts).
const sender = typeof window !== 'undefined' ? keepSending(sendPendingLocks) : null

export function useLockFrequency(handlers: {
  onSuccess: (input: LockInput, kept: boolean) => void
  onError: () => void
}) {
  const client = useQueryClient()
  const keyFor = useRef<{ body: string; key: string } | null>(null)
  return useMutation({
    // Runs offline too (TanStack would pause it): the lock is then kept here, not left waiting.
    networkMode: 'always',
    mutationFn: async (input: LockInput): Promise<{ kept: boolean }> => {
      const body = JSON.stringify(input)
      if (keyFor.current?.body !== body) keyFor.current = { body, key: idempotencyKey() }
      const lock: PendingLock = {
        key: keyFor.current.key,
        body: { frequency: input.frequency, note: input.note, localDate: todayLocal() },
      }
      try {
        await send(lock)
        return { kept: false }
      } catch (err) {
        // Only a request the network never carried is kept: the API fetch's own rule of offline.
        if (!isNetworkFailure(err)) throw err
        deviceStore.set(pendingLocksAtom, [...readPending(), lock])
        // Tried again in a second, then with backoff: the browser may never say it was offline.
        sender?.kept()
        return { kept: true }
      }
    },
    onSuccess: ({ kept }, input) => {
      keyFor.current = null
      handlers.onSuccess(input, kept)
      if (!kept) void client.invalidateQueries({ queryKey: queryKeys.savedReadings })
    },
    onError: handlers.onError,
  })
}
