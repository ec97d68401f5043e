// The time engine's contributions in plain words (docs/decisions/007-derived-rules.md): what lifted the reading,
// what settled it, and by how much.
import type { Contributions } from '@domain/time-engine.ts'
import type { ChosenLocation } from '@/features/calculator/chosen-location.ts'
import { signed } from '@/lib/format.ts'

type Key = keyof Contributions
type Words = { label: string; up: string; down: string; zero: string }

const WORDS: Record<Key, Words> = {
  timeOfDay: {
    label: 'Time of day',
    up: 'Daytime hours lift the reading, most of all at noon.',
    down: 'Night hours settle the reading, most of all at midnight.',
    zero: 'Dawn and dusk sit at the calm middle of the daily cycle.',
  },
  dayOfYear: {
    label: 'Time of year',
    up: 'Between the March and September equinoxes the season lifts the reading.',
    down: 'Between the September and March equinoxes the season settles the reading.',
    zero: 'Close to an equinox the season adds nothing.',
  },
  awareness: {
    label: 'Awareness',
    up: 'Awareness above 0.5 lifts the reading.',
    down: 'Awareness below 0.5 settles the reading.',
    zero: 'Awareness at 0.5 is neutral.',
  },
  elevation: {
    label: 'Elevation',
    up: 'Height above sea level lifts the reading a little, on a gentle scale.',
    down: 'Being below sea level settles the reading a little.',
    zero: 'At sea level elevation adds nothing.',
  },
  archetype: {
    label: 'Archetype',
    up: "Your archetype's entropy and curvature lift the reading.",
    down: "Your archetype's entropy and curvature settle the reading.",
    zero: "Your archetype's modifiers balance out and add nothing.",
  },
  location: {
    label: 'Location',
    up: 'The place you set lifts the reading slightly.',
    down: 'The place you set settles the reading slightly.',
    zero: 'The place you set adds nothing.',
  },
}

const LOCATION_ZERO: Record<ChosenLocation['mode'], string> = {
  global: "With 'Global' no single place's hour is used, so location adds nothing.",
  auto: 'A time zone at UTC+0 adds nothing.',
  manual: 'A time zone at UTC+0 adds nothing.',
  symbolic: 'This place adds nothing of its own.',
}

const ORDER: readonly Key[] = ['timeOfDay', 'dayOfYear', 'awareness', 'elevation', 'archetype', 'location']
/** The largest contribution (time of day, ±0.35) fills half the bar. */
const SCALE = 0.35

function sentence(key: Key, value: number, mode: ChosenLocation['mode']): string {
  const w = WORDS[key]
  if (value > 0) return w.up
  if (value < 0) return w.down
  return key === 'location' ? LOCATION_ZERO[mode] : w.zero
}

export function ContributionsBreakdown({
  contributions,
  delta,
  locationMode,
}: {
  contributions: Contributions
  delta: number
  locationMode: ChosenLocation['mode']
}) {
  return (
    <div>
      <h3 className="font-semibold text-ink">What shaped this reading</h3>
      <ul className="mt-3 grid gap-3">
        {ORDER.map((key) => {
          const value = contributions[key]
          const width = `${Math.min(50, (Math.abs(value) / SCALE) * 50)}%`
          return (
            <li key={key}>
              <div className="flex items-baseline justify-between gap-3">
                <span className="text-sm font-medium text-ink">{WORDS[key].label}</span>
                <span className="text-sm tabular-nums text-ink">{signed(value)}</span>
              </div>
              <div aria-hidden="true" className="relative mt-1 h-1.5 rounded-full bg-surface-2">
                <span className="absolute inset-y-0 left-1/2 w-px bg-line" />
                {value !== 0 ? (
                  <span
                    className={`absolute inset-y-0 rounded-full ${value > 0 ? 'left-1/2 bg-teal' : 'right-1/2 bg-violet'}`}
                    style={{ width }}
                  />
                ) : null}
              </div>
              <p className="mt-1 text-xs text-muted">{sentence(key, value, locationMode)}</p>
            </li>
          )
        })}
      </ul>
      <p className="mt-4 flex items-baseline justify-between gap-3 border-t border-line pt-3 text-sm">
        <span className="text-ink">Total change from your baseline</span>
        <span className="font-semibold tabular-nums text-ink">{signed(delta)}</span>
      </p>
      <p className="mt-1 text-xs text-muted">The total is kept within 1.0 of your baseline either way.</p>
    </div>
  )
}
