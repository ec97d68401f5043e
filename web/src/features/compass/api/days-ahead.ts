// The next days' readings, computed on this device after a fresh answer from the server, so that
// the day's first open shows its reading in the first frame, before the app's code or the network
// (docs/decisions/026-days-computed-ahead.md). The same domain function as the server's
// (`compassAnswer`), with the inputs the device will send that day: the stored profile, the
// session id as seed, no check-in yet, and the Schumann model at each minute for the card of that
// minute (its part of the day and the hour's line).
import { addDays, formatTime, localDateOf, MINUTES_PER_DAY, parseDate } from '@domain/dates.ts'
import { compassProfile, lastHistory } from '@/features/compass/api/compass.ts'
import {
  type CardChanges,
  cardOf,
  type DayAhead,
  type DaysAhead,
  dayAheadOf,
  daysAheadInputs,
  type KeptDay,
} from '@/lib/device-state/kept-reading.ts'
import { feelingOn } from '@/lib/device-state/last-feeling.ts'
import { anObject, deviceStore, readStored, storedJson } from '@/lib/device-state/stored.ts'
import { keptFeelingsAtom } from '@/lib/kept-feelings.ts'
import { getReadingSeed } from '@/lib/session.ts'
import { KEYS } from '@/lib/storage.ts'

/** luna_days_ahead: the days computed ahead and the inputs they were computed from. */
const daysAheadAtom = storedJson(KEYS.daysAhead, (value) => anObject<DaysAhead>(value))

/** How many days after today are kept: a visitor who skips two days still opens to a reading. */
export const DAYS_AHEAD = 3

/** Readings computed per task: a few milliseconds on a phone, never a long task. */
export const READINGS_PER_TASK = 24

/** The local days to keep, after `today` ('YYYY-MM-DD'). */
export const datesAhead = (today: string): string[] =>
  Array.from({ length: DAYS_AHEAD }, (_, i) => addDays(today, i + 1))

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/** One computation at a time: a refresh that comes while one runs waits for it. */
let running: Promise<void> | null = null

/**
 * Computes the days after today that are not kept yet for the stored profile and session, and
 * keeps them (dropping days past, days computed from other inputs and malformed ones). Nothing is
 * written when the inputs change while it computes (a check-in, a new profile): the next fresh
 * answer computes again.
 */
export function keepDaysAhead(now = new Date(), yieldToBrowser = nextTask): Promise<void> {
  const run = (running ?? Promise.resolve()).then(() => compute(now, yieldToBrowser))
  const settled = run.catch(() => undefined)
  running = settled
  void settled.then(() => {
    if (running === settled) running = null
  })
  return run
}

async function compute(now: Date, yieldToBrowser: () => Promise<void>): Promise<void> {
  const seed = getReadingSeed()
  const inputs = daysAheadInputs(readStored)
  const dates = datesAhead(localDateOf(now))
  const stored = deviceStore.get(daysAheadAtom)
  const kept: Record<string, unknown> =
    stored?.inputs === inputs && stored.days && typeof stored.days === 'object' ? stored.days : {}
  const days: Record<string, DayAhead> = {}
  for (const date of dates) {
    const day = dayAheadOf(kept[date])
    if (day) days[date] = day
  }
  const missing = dates.filter((date) => !days[date])
  if (missing.length === 0 && Object.keys(kept).length === dates.length) return
  if (missing.length > 0) {
    const [{ baselineSourcesOf, compassAnswer }, { modelSchumann }] = await Promise.all([
      import('@domain/compass-answer.ts'),
      import('@domain/schumann.ts'),
    ])
    const sources = baselineSourcesOf(compassProfile())
    const history = lastHistory()
    const feelings = deviceStore.get(keptFeelingsAtom)
    let computed = 0
    for (const date of missing) {
      const day = parseDate(date)
      if (!day) continue
      /** The day's reading at a minute of the day, as the server answers a request made then. */
      const readingAt = async (minute: number) => {
        if (computed++ % READINGS_PER_TASK === 0) await yieldToBrowser()
        return compassAnswer({
          sources,
          checkIn: { baseline: null, value: null },
          // No feeling said that day yet; the day before's, when this device heard it.
          feelings: { today: null, yesterday: feelingOn(feelings, addDays(date, -1))?.value ?? null },
          localDate: date,
          localTime: formatTime(minute),
          schumann: modelSchumann(new Date(day.year, day.month - 1, day.day, 0, minute)),
          history,
          seed,
        }).dailyReading
      }
      // The card at every minute, as a request made then would get it (the part of the day changes
      // its words; near a phase boundary the live reading can cross it and back within minutes):
      // kept where it changes.
      const same = (a: KeptDay, b: KeptDay) => JSON.stringify(a) === JSON.stringify(b)
      let card = cardOf(await readingAt(0))
      const changes: CardChanges = [[0, card]]
      for (let minute = 1; minute < MINUTES_PER_DAY; minute++) {
        const at = cardOf(await readingAt(minute))
        if (!same(at, card)) changes.push([minute, at])
        card = at
      }
      days[date] = { changes }
    }
  }
  if (daysAheadInputs(readStored) !== inputs) return
  deviceStore.set(daysAheadAtom, { inputs, days } satisfies DaysAhead)
}
