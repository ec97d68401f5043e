// POST /api/lock-frequency: a tuner frequency saved as a reading. One Idempotency-Key per distinct
// write, so a retry of the same frequency and note cannot save it twice. With no network, or when
// the server asks to wait, the lock waits in the outbox with its key and is sent once, by itself
// (lib/outbox.ts, docs/decisions/037-one-outbox.md).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import { useResonanceText } from '@/features/resonance/resonance-text.ts'
import { ApiError, api, idempotencyKey, ok } from '@/lib/api.ts'
import { todayLocal } from '@/lib/local-time.ts'
import { type Delivery, deliver, type OutboxEntry, registerDelivery } from '@/lib/outbox.ts'
import { queryClient, queryKeys } from '@/lib/query.tsx'
import { toast } from '@/lib/toast.ts'

export interface LockInput {
  frequency: number
  note: string | null
}

type LockBody = Parameters<(typeof api)['lock-frequency']['$post']>[0]['json']

async function send(lock: OutboxEntry<LockBody>) {
  return ok(
    await api['lock-frequency'].$post({ json: lock.body }, { headers: { 'Idempotency-Key': lock.key } }),
  )
}

/** A lock that waited in the outbox goes out by itself, once (same key); a refused one is dropped with a toast. */
export const lockDelivery: Delivery<LockBody, unknown> = {
  send,
  delivered() {
    toast({
      title: useResonanceText.now('tuner.locked.title'),
      description: useResonanceText.now('tuner.delivered.body'),
      variant: 'success',
    })
    void queryClient.invalidateQueries({ queryKey: queryKeys.savedReadings })
  },
  refused(_entry, err) {
    toast({
      title: useResonanceText.now('tuner.error.title'),
      description:
        (err instanceof ApiError ? err.serverMessage : null) ?? useResonanceText.now('tuner.refused.body'),
    })
  },
}

registerDelivery('lock-frequency', lockDelivery)

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
      const typed = JSON.stringify(input)
      if (keyFor.current?.body !== typed) keyFor.current = { body: typed, key: idempotencyKey() }
      const body = { frequency: input.frequency, note: input.note, localDate: todayLocal() }
      // Kept in the outbox when the network drops it or the server asks to wait (lib/outbox-rule.ts).
      const outcome = await deliver('lock-frequency', keyFor.current.key, body, lockDelivery)
      if (outcome.kind === 'refused') throw outcome.error
      return { kept: outcome.kind === 'kept' }
    },
    onSuccess: ({ kept }, input) => {
      keyFor.current = null
      handlers.onSuccess(input, kept)
      if (!kept) void client.invalidateQueries({ queryKey: queryKeys.savedReadings })
    },
    onError: handlers.onError,
  })
}
