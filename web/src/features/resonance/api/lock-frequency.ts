// POST /api/lock-frequency: a tuner frequency saved as a reading. One Idempotency-Key per distinct
// write, so a retry of the same frequency and note cannot save it twice.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import { api, idempotencyKey, ok } from '@/lib/api.ts'
import { todayLocal } from '@/lib/local-time.ts'
import { queryKeys } from '@/lib/query.tsx'

export interface LockInput {
  frequency: number
  note: string | null
}

export function useLockFrequency(handlers: { onSuccess: (input: LockInput) => void; onError: () => void }) {
  const queryClient = useQueryClient()
  const keyFor = useRef<{ body: string; key: string } | null>(null)
  return useMutation({
    mutationFn: async (input: LockInput) => {
      const body = JSON.stringify(input)
      if (keyFor.current?.body !== body) keyFor.current = { body, key: idempotencyKey() }
      const res = await api['lock-frequency'].$post(
        { json: { frequency: input.frequency, note: input.note, localDate: todayLocal() } },
        { headers: { 'Idempotency-Key': keyFor.current.key } },
      )
      return ok(res)
    },
    onSuccess: (_data, input) => {
      keyFor.current = null
      handlers.onSuccess(input)
      void queryClient.invalidateQueries({ queryKey: queryKeys.savedReadings })
    },
    onError: handlers.onError,
  })
}
