// The compass answers exactly what it answered before its speed work (issue 13: "nothing the compass
// answers changes"). 400 fixed inputs, drawn by a seeded generator across every baseline shape,
// check-in, date, hour, field and history; the answers' digests were recorded before the change,
// with 8 answers kept whole so that a difference can be read. `vitest -u` rewrites the record: only
// do that for a deliberate change of the rules, and say so in its commit.
import { describe, expect, it } from 'vitest'
import { baselineSourcesOf, type CompassAnswerInput, compassAnswer } from '../../domain/compass-answer.ts'
import { seededRandom } from '../../domain/numbers.ts'
import { modelSchumann, schumannFromKIndex } from '../../domain/schumann.ts'
import { TRAJECTORY_PATTERNS } from '../../domain/vocabulary.ts'

const CASES = 400

function inputs(): CompassAnswerInput[] {
  const random = seededRandom('compass-golden-v1')
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T
  const baseline = () => Math.round((80.95 + random() * 1.1) * 1000) / 1000
  const pad = (n: number) => String(n).padStart(2, '0')
  const out: CompassAnswerInput[] = []
  for (let i = 0; i < CASES; i++) {
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

async function digest(value: unknown): Promise<string> {
  const hash = new Uint8Array(
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode(JSON.stringify(value))),
  )
  return [...hash.slice(0, 12)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

describe('the compass answer, before and after its speed work', () => {
  it('is the same for 400 fixed inputs', async () => {
    const answers = inputs().map((input) => compassAnswer(input))
    const record = {
      whole: answers.slice(0, 8),
      digests: await Promise.all(answers.map(digest)),
    }
    await expect(`${JSON.stringify(record, null, 1)}\n`).toMatchFileSnapshot(
      './__golden__/compass-answers.json',
    )
  })
})
