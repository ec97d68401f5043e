// Saving a compass reading (docs/rules/compass.md; docs/ARCHITECTURE.md). The write carries an
// Idempotency-Key and goes through the outbox (lib/outbox.ts, docs/decisions/037-one-outbox.md):
// kept on the device before it is sent, and, when the network drops it or the server asks to wait,
// sent again by itself (same key, same body) from any page, so the reading is stored exactly once.
// The save card shows a save at once and hears its first outcome from `saveReading`.
import { saveRefusal } from '@/features/compass/api/save-outcome.ts'
import { useCompassText } from '@/features/compass/compass-text.ts'
import { ApiError, api, idempotencyKey, ok } from '@/lib/api.ts'
import {
  type Delivery,
  deliver,
  type OutboxEntry,
  registerDelivery,
  useWaiting,
  waitsFor,
} from '@/lib/outbox.ts'
import { queryClient, queryKeys } from '@/lib/query.tsx'
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

/** The compass's words, in the language spoken when a toast is shown (a save may end on another page). */
const t = useCompassText.now

const refusalOf = (error: unknown) =>
  saveRefusal(error instanceof ApiError ? { status: error.status, serverMessage: error.serverMessage } : {}, {
    unable: t('save.refusal.unable'),
    status: (status) => t('save.refusal.status', { status }),
  })

/** How a save goes out, and what a save that waited says when it is stored or refused later. */
export const saveReadingDelivery: Delivery<SaveReadingBody, unknown> = {
  send: async (entry: OutboxEntry<SaveReadingBody>) =>
    ok(await api['save-reading'].$post({ json: entry.body }, { headers: { 'Idempotency-Key': entry.key } })),
  delivered() {
    void useCompassText.loaded().then((say) =>
      toast({
        title: say('save.toast.saved'),
        description: say('save.toast.delivered.body'),
        variant: 'success',
      }),
    )
    void queryClient.invalidateQueries({ queryKey: queryKeys.savedReadings })
  },
  refused(_entry, error) {
    void useCompassText
      .loaded()
      .then(() =>
        toast({ title: t('save.toast.failed'), description: refusalOf(error), variant: 'destructive' }),
      )
  },
}

registerDelivery('save-reading', saveReadingDelivery)

/**
 * Starts a save and resolves with its first outcome; null when a save already waits (one at a
 * time: the card offers no second one meanwhile).
 */
export function saveReading(body: SaveReadingBody): Promise<SaveResult> | null {
  if (waitsFor('save-reading')) return null
  return deliver('save-reading', idempotencyKey(), body, saveReadingDelivery).then((outcome) => {
    if (outcome.kind === 'sent') {
      toast({ title: t('save.toast.saved'), description: t('save.toast.saved.body'), variant: 'success' })
      void queryClient.invalidateQueries({ queryKey: queryKeys.savedReadings })
      return { kind: 'saved' }
    }
    if (outcome.kind === 'kept') {
      if (outcome.verdict.status === 'limited')
        toast({
          title: t('save.toast.paused'),
          description: outcome.verdict.message ?? '',
          variant: 'default',
        })
      return { kind: 'kept' }
    }
    const description = refusalOf(outcome.error)
    toast({ title: t('save.toast.failed'), description, variant: 'destructive' })
    return { kind: 'refused', description }
  })
}

/** The save under way, for the card: saving on its first try, then why it waits. */
export function useSaveState(): SaveState {
  const { entry, verdict } = useWaiting('save-reading')
  if (!entry) return { status: 'idle', limitMessage: null }
  if (!verdict) return { status: 'saving', limitMessage: null }
  return { status: verdict.status, limitMessage: verdict.status === 'limited' ? verdict.message : null }
}
