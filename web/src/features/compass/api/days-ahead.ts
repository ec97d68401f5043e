// The next days' readings, computed on this device after a fresh answer from the server, so that
// the day's first open shows its reading in the first frame, before the app's code or the network
// (docs/decisions/026-days-computed-ahead.md). The same domain function as the server's
// (`compassAnswer`), with the inputs the device will send that day: the stored profile, the
// session id as seed, no check-in yet, and the Schumann model at each half hour for the hour's note.
import { addDays, localDateOf } from '@domain/dates.ts'
import { compassProfile, lastHistory } from '@/features/compass/api/compass.ts'
import {
  type DayAhead,
  type DaysAhead,
  daysAheadInputs,
  NOTE_SLOTS,
  noteSlotTime,
} from '@/lib/device-state/kept-reading.ts'
import { getSessionId } from '@/lib/session.ts'
import { KEYS, readJson, readRaw, writeJson } from '@/lib/storage.ts'

/** How many days after today are kept: a visitor who skips two days still opens to a reading. */
export const DAYS_AHEAD = 3

/** The local days to keep, after `today` ('YYYY-MM-DD'). */
export const datesAhead = (today: string): string[] =>
  Array.from({ length: DAYS_AHEAD }, (_, i) => addDays(today, i + 1))

/** Half hours computed per task: a quarter of a day, a few milliseconds on a phone. */
export const SLOTS_PER_TASK = 12

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * Computes the days after today that are not kept yet for the stored profile and session, and
 * keeps them (dropping days past and days computed from other inputs). Nothing is written when the
 * inputs change while it computes (a check-in, a new profile): the next fresh answer computes again.
 */
export async function keepDaysAhead(now = new Date(), yieldToBrowser = nextTask): Promise<void> {
  const seed = getSessionId()
  const inputs = daysAheadInputs((key) => readRaw(key))
  const dates = datesAhead(localDateOf(now))
  const stored = readJson<DaysAhead>(KEYS.daysAhead)
  const kept = stored?.inputs === inputs && stored.days && typeof stored.days === 'object' ? stored.days : {}
  const days: Record<string, DayAhead> = {}
  for (const date of dates) {
    const day = kept[date]
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
    for (const date of missing) {
      const [y = 0, m = 1, d = 1] = date.split('-').map(Number)
      const notes: (string | null)[] = []
      let first: DayAhead | null = null
      for (let slot = 0; slot < NOTE_SLOTS; slot++) {
        // A few readings per task, never one long task.
        if (slot % SLOTS_PER_TASK === 0) await yieldToBrowser()
        const time = noteSlotTime(slot)
        const [hh = 0, mm = 0] = time.split(':').map(Number)
        const { dailyReading } = compassAnswer({
          sources,
          checkIn: { baseline: null, value: null },
          localDate: date,
          localTime: time,
          schumann: modelSchumann(new Date(y, m - 1, d, hh, mm)),
          history,
          seed,
        })
        first ??= {
          headline: dailyReading.headline,
          leanInto: dailyReading.leanInto,
          goEasyOn: dailyReading.goEasyOn,
          focus: dailyReading.focus,
          energyLabel: dailyReading.energyLabel,
          notes,
        }
        notes.push(dailyReading.now.note)
      }
      if (first) days[date] = first
    }
  }
  if (daysAheadInputs((key) => readRaw(key)) !== inputs) return
  writeJson(KEYS.daysAhead, { inputs, days } satisfies DaysAhead)
}
