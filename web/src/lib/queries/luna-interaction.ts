// Records what the visitor does with Luna's insight (POST /api/luna-interaction, docs/rules/api-calls.md).
// An insight shown is a record of a moment: fire and forget, a failure only logged at debug level.
// A clarity chosen is the visitor's act, which Luna's memory counts as an intent: it goes through the
// one outbox (docs/decisions/037-one-outbox.md), kept first and sent with its Idempotency-Key.
import type { LunaInsight } from '@domain/luna.ts'
import { deviceTypeOf } from '@domain/luna-engine.ts'
import type { AppPage } from '@domain/pages.ts'
import { CLARITY_CHOSEN } from '@domain/vocabulary.ts'
import { api, idempotencyKey, ok, settled } from '@/lib/api.ts'
import { deviceStore, storedText } from '@/lib/device-state/stored.ts'
import { type Delivery, deliver, registerDelivery } from '@/lib/outbox.ts'
import { queryClient, queryKeys } from '@/lib/query.tsx'
import { KEYS } from '@/lib/storage.ts'

/** current_location: a location another version of the app kept (read only; JSON or plain text). */
const currentLocationAtom = storedText(KEYS.currentLocation)

export type LunaPage = Extract<AppPage, 'compass' | 'calculator' | 'resonance' | 'profile'>
export type LunaAction = 'luna_generated' | 'technical_view_opened' | 'technical_view_closed'

const MAX_LOCATION = 120

/** Picks a readable label out of whatever shape the stored current location has. */
function labelOf(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() || null
  if (!value || typeof value !== 'object') return null
  const v = value as Record<string, unknown>
  for (const key of ['label', 'name', 'displayName']) {
    const text = v[key]
    if (typeof text === 'string' && text.trim()) return text.trim()
  }
  const parts = [v.city, v.country].filter((p): p is string => typeof p === 'string' && p.trim() !== '')
  return parts.length > 0 ? parts.join(', ') : null
}

/** The stored current location's label, or 'Global' when none is stored. */
export function currentLocationLabel(): string {
  const raw = deviceStore.get(currentLocationAtom)
  if (!raw) return 'Global'
  let parsed: unknown = raw
  try {
    parsed = JSON.parse(raw)
  } catch {
    parsed = raw
  }
  return (labelOf(parsed) ?? 'Global').slice(0, MAX_LOCATION)
}

/**
 * Records that the visitor chose the clarity they are looking for: the one kind of interaction
 * Luna's memory counts as an intent (docs/rules/memory-panel.md).
 */
export function postClarityChoice(clarityType: string): void {
  const body: ClarityChoiceBody = {
    page: 'compass',
    userAction: CLARITY_CHOSEN,
    lunaResponse: clarityType,
    location: currentLocationLabel(),
    deviceType: deviceTypeOf(navigator.userAgent),
  }
  void deliver('clarity-choice', idempotencyKey(), body, clarityChoiceDelivery).then((outcome) => {
    if (outcome.kind === 'sent') refreshMemory()
    else if (outcome.kind === 'refused') console.debug('Clarity choice not recorded', outcome.error)
  })
}

/** The clarity choice's body, as the outbox keeps it. */
export interface ClarityChoiceBody {
  page: 'compass'
  userAction: typeof CLARITY_CHOSEN
  lunaResponse: string
  location: string
  deviceType: ReturnType<typeof deviceTypeOf>
}

/** Luna's memory counts the choice at once rather than at the next 60 s poll. */
const refreshMemory = () => void queryClient.invalidateQueries({ queryKey: queryKeys.lunaPatterns })

export const clarityChoiceDelivery: Delivery<ClarityChoiceBody, unknown> = {
  send: async (entry) =>
    ok(
      await api['luna-interaction'].$post(
        { json: entry.body },
        { headers: { 'Idempotency-Key': entry.key } },
      ),
    ),
  delivered: refreshMemory,
  refused: (_entry, err) => console.debug('Clarity choice not recorded', err),
}

registerDelivery('clarity-choice', clarityChoiceDelivery)

export function postLunaInteraction(page: LunaPage, insight: LunaInsight, userAction: LunaAction): void {
  const json = {
    page,
    scalarValue: insight.scalar,
    windowPhase: insight.windowPhase,
    lunaResponse: insight.message,
    lunaTag: insight.tag,
    ubtFlags: { ...insight.flags },
    stabilityIndex: insight.stabilityIndex,
    userAction,
    location: currentLocationLabel(),
    deviceType: deviceTypeOf(navigator.userAgent),
  }
  api['luna-interaction']
    .$post({ json })
    .then(async (res) => {
      if (!(await settled(res))) console.debug(`Luna interaction not recorded (${res.status})`)
      // Luna's memory counts this interaction at once rather than at the next 60 s poll.
      else if (userAction === 'luna_generated')
        void queryClient.invalidateQueries({ queryKey: queryKeys.lunaPatterns })
    })
    .catch((err: unknown) => console.debug('Luna interaction not recorded', err))
}
