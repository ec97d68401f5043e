// The time engine's contributions in plain words (docs/decisions/007-derived-rules.md): what lifted the reading,
// what settled it, and by how much.
import type { Contributions } from '@domain/time-engine.ts'
import { useCalculatorText } from '@/features/calculator/calculator-text.ts'
import type { ChosenLocation } from '@/features/calculator/chosen-location.ts'
import { signed } from '@/lib/format.ts'

type Key = keyof Contributions

const ORDER: readonly Key[] = ['timeOfDay', 'dayOfYear', 'awareness', 'elevation', 'archetype', 'location']
/** The largest contribution (time of day, ±0.35) fills half the bar. */
const SCALE = 0.35

function sentence(
  t: ReturnType<typeof useCalculatorText>,
  key: Key,
  value: number,
  mode: ChosenLocation['mode'],
) {
  if (value > 0) return t(`calc.part.${key}.up`)
  if (value < 0) return t(`calc.part.${key}.down`)
  return key === 'location' ? t(`calc.part.location.zero.${mode}`) : t(`calc.part.${key}.zero`)
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
  const t = useCalculatorText()
  return (
    <div>
      <h3 className="font-semibold text-ink">{t('calc.shaped.title')}</h3>
      <ul className="mt-3 grid gap-3">
        {ORDER.map((key) => {
          const value = contributions[key]
          const width = `${Math.min(50, (Math.abs(value) / SCALE) * 50)}%`
          return (
            <li key={key}>
              <div className="flex items-baseline justify-between gap-3">
                <span className="text-sm font-medium text-ink">{t(`calc.part.${key}`)}</span>
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
              <p className="mt-1 text-xs text-muted">{sentence(t, key, value, locationMode)}</p>
            </li>
          )
        })}
      </ul>
      <p className="mt-4 flex items-baseline justify-between gap-3 border-t border-line pt-3 text-sm">
        <span className="text-ink">{t('calc.shaped.total')}</span>
        <span className="font-semibold tabular-nums text-ink">{signed(delta)}</span>
      </p>
      <p className="mt-1 text-xs text-muted">{t('calc.shaped.limit')}</p>
    </div>
  )
}
