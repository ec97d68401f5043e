// What Luna remembers of her last insight on this device (docs/rules/daily-reading.md): her last
// tag and scalar (luna_previous_state, the spec's transition note compares with it), and the day's
// state with the one it was compared with (luna_day_state), so that a day's note reads the same on
// every reload of that day.
import type { LunaInsight, PreviousLunaState } from '@domain/luna.ts'
import { anObject, deviceStore, storedJson } from '@/lib/device-state/stored.ts'
import { KEYS } from '@/lib/storage.ts'

function asPrevious(value: unknown): PreviousLunaState | null {
  const record = anObject<Record<string, unknown>>(value)
  if (!record) return null
  const { tag, scalar } = record
  return typeof tag === 'string' && typeof scalar === 'number' && Number.isFinite(scalar)
    ? { tag, scalar }
    : null
}

interface LunaDay extends PreviousLunaState {
  date: string
  before: PreviousLunaState | null
}

function asLunaDay(value: unknown): LunaDay | null {
  const record = anObject<Record<string, unknown>>(value)
  const state = asPrevious(record)
  if (!record || !state || typeof record.date !== 'string') return null
  return { ...state, date: record.date, before: asPrevious(record.before) }
}

export const previousLunaStateAtom = storedJson(KEYS.previousLunaState, asPrevious)
export const lunaDayAtom = storedJson(KEYS.lunaDay, asLunaDay)

/** Luna's last state on this device, for an insight of the moment. */
export const previousLunaState = (): PreviousLunaState | null => deviceStore.get(previousLunaStateAtom)

/**
 * The state Luna's day `date` is compared with: the last earlier day's, so the transition note
 * reads the same on every reload of a day.
 */
export function previousLunaDay(date: string): PreviousLunaState | null {
  const day = deviceStore.get(lunaDayAtom)
  if (day?.date === date) return day.before
  if (day && day.date < date) return { tag: day.tag, scalar: day.scalar }
  return previousLunaState()
}

/** Keeps an insight as Luna's last state (and the day's, with what it was compared with). */
export function rememberInsight(
  insight: LunaInsight,
  day: { date: string; before: PreviousLunaState | null } | null,
): void {
  deviceStore.set(previousLunaStateAtom, { tag: insight.tag, scalar: insight.scalar })
  if (day) deviceStore.set(lunaDayAtom, { ...day, tag: insight.tag, scalar: insight.scalar })
}
