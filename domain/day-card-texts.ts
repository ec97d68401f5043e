// The Today card's fields and their checks, apart from the rules that compute them (./day-card.ts):
// the device's kept reading checks a stored card with these, and the app's entry loads them on every
// page, where the day's words and the guidance those rules need would weigh on every first load
// (docs/performance.md, 2026-11-29, "ninth").

/**
 * The Today card's fields, each one text, a list of texts or a number: the one list of them. The daily
 * reading carries them (domain/daily-reading.ts), the compass's answer declares them
 * (schema/responses.ts) and the device keeps and checks them (web/src/lib/device-state/kept-reading.ts),
 * each read from here, so a new field of the card is computed in `drawDayCard` (./day-card.ts), added here and drawn
 * in the card's view (docs/ARCHITECTURE.md, "Adding a field to the Today card").
 */
export const DAY_CARD_TEXTS = {
  headline: 'text',
  leanInto: 'texts',
  goEasyOn: 'texts',
  focus: 'text',
  energyLabel: 'text',
} as const satisfies Record<string, DayCardFieldKind>

/** What a field of the Today card holds: a text, a list of texts, or a number (a figure it shows). */
export type DayCardFieldKind = 'text' | 'texts' | 'number'

type ValueOf<K extends DayCardFieldKind> = K extends 'text' ? string : K extends 'texts' ? string[] : number

/** The Today card's fields, typed by DAY_CARD_TEXTS. */
export type DayCardTexts = {
  -readonly [K in keyof typeof DAY_CARD_TEXTS]: ValueOf<(typeof DAY_CARD_TEXTS)[K]>
}

/** The card's words of anything that carries them (a day card, a daily reading). */
export function dayCardTextsOf(from: DayCardTexts): DayCardTexts {
  return Object.fromEntries(
    Object.keys(DAY_CARD_TEXTS).map((k) => [k, from[k as keyof DayCardTexts]]),
  ) as DayCardTexts
}

const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0

/** Whether a stored value is well formed for a field of its kind. */
export function isDayCardValue(kind: DayCardFieldKind, v: unknown): boolean {
  if (kind === 'text') return isText(v)
  if (kind === 'texts') return Array.isArray(v) && v.every(isText)
  return typeof v === 'number' && Number.isFinite(v)
}

/** The card's words of a stored value (a kept card, a kept answer), when each is well formed. */
export function parseDayCardTexts(value: unknown): DayCardTexts | null {
  if (typeof value !== 'object' || value === null) return null
  const out: Record<string, unknown> = {}
  for (const [key, kind] of Object.entries(DAY_CARD_TEXTS)) {
    const v = (value as Record<string, unknown>)[key]
    if (!isDayCardValue(kind, v)) return null
    out[key] = v
  }
  return out as DayCardTexts
}
