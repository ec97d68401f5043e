// Compass inputs for tests that read many answers (test/domain/compass-answer-golden.test.ts,
// test/domain/reading-language.test.ts).
import { baselineSourcesOf, type CompassAnswerInput } from '../../domain/compass-answer.ts'
import { seededRandom } from '../../domain/numbers.ts'
import { modelSchumann, schumannFromKIndex } from '../../domain/schumann.ts'
import { TRAJECTORY_PATTERNS } from '../../domain/vocabulary.ts'

/**
 * `cases` compass inputs drawn by a generator seeded with `seed`: every baseline shape, check-in, date,
 * hour, field and history (the golden record's are 'compass-golden-v1', 400).
 */
export function compassInputs(seed: string, cases: number): CompassAnswerInput[] {
  const random = seededRandom(seed)
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T
  const baseline = () => Math.round((80.95 + random() * 1.1) * 1000) / 1000
  const pad = (n: number) => String(n).padStart(2, '0')
  const out: CompassAnswerInput[] = []
  for (let i = 0; i < cases; i++) {
    const archetype = int(0, 32)
    const profiles: Record<string, unknown>[] = [
      {},
      { scalar_ξ: baseline(), archetype: archetype || null },
      { xi: baseline(), archetype: { archetypeId: archetype || null, archetypeScalar: baseline() } },
      {
        archetypeData: {
          archetypeId: archetype || null,
          emotionalBaseline: random() < 0.5 ? baseline() : null,
          emotionalUpdateDate: random() < 0.5 ? '2026-03-29' : null,
          combinedBaseline: baseline(),
          birthScalar: baseline(),
          archetypeScalar: baseline(),
        },
      },
    ]
    const year = pick([2025, 2026, 2027, 2028])
    const localDate = `${year}-${pad(int(1, 12))}-${pad(int(1, 28))}`
    const localTime = `${pad(int(0, 23))}:${pad(int(0, 59))}`
    const instant = new Date(`${localDate}T${pad(int(0, 23))}:${pad(int(0, 59))}:00Z`)
    const count = pick([0, 1, 2, 3, 10, 30, 365, int(4, 900)])
    const recent = Array.from({ length: Math.min(count, 10) }, () => baseline())
    const withCheckIn = random() < 0.4
    out.push({
      sources: baselineSourcesOf(pick(profiles)),
      checkIn: withCheckIn ? { baseline: baseline(), value: int(0, 100) } : { baseline: null, value: null },
      localDate,
      localTime,
      schumann: random() < 0.7 ? modelSchumann(instant) : schumannFromKIndex(random() * 9, instant, 'noaa'),
      history: {
        count,
        average: count > 0 ? baseline() : 0,
        sigma: count > 1 ? Math.round(random() * 300) / 1000 : 0,
        recent,
        trend: pick(TRAJECTORY_PATTERNS),
      },
      seed:
        random() < 0.2
          ? null
          : `luna_${1_700_000_000_000 + i}_${'a'.repeat(20)}${String(i).padStart(6, '0')}`,
    })
  }
  return out
}
