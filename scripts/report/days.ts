// `npm run report:days`: the day's words over 1,000 generated visitors and 30 consecutive days
// (docs/rules/daily-reading.md, docs/rules/one-voice.md): without check-ins, each energy level's and
// Luna state's share, the fewest levels and states one visitor saw, and repeats on consecutive days;
// then, with check-ins and notes at every hour of those days, the answers that break the rule of one
// voice (target 0) and the shortest gap between two uses of one whole Luna insight (target 14 days).

import { daysReport, type ReportVisitor } from '../../domain/day-report.ts'
import { seededRandom } from '../../domain/numbers.ts'
import { computeBirthScalar } from '../../domain/scalar.ts'
import { createSessionId } from '../../domain/session-id.ts'
import { voiceRun } from '../../domain/voice-report.ts'

const VISITORS = Number(process.env.REPORT_VISITORS ?? 1000)
const DAYS = Number(process.env.REPORT_DAYS ?? 30)
const FIRST = process.env.REPORT_FIRST_DAY ?? '2026-12-01'

const random = seededRandom(process.env.REPORT_SEED ?? 'luna-days-report')
const pad = (n: number) => String(n).padStart(2, '0')
const visitors: ReportVisitor[] = Array.from({ length: VISITORS }, (_, i) => {
  const year = 1950 + Math.floor(random() * 56)
  const birthDate = `${year}-${pad(1 + Math.floor(random() * 12))}-${pad(1 + Math.floor(random() * 28))}`
  return {
    seed: createSessionId(Date.UTC(2026, 10, 1) + i * 1000, (b) => b.map(() => Math.floor(random() * 256))),
    archetypeId: 1 + Math.floor(random() * 32),
    birthScalar: computeBirthScalar(birthDate),
    birthDate: random() < 0.9 ? birthDate : null,
  }
})

const report = daysReport(visitors, FIRST, DAYS)
const pct = (x: number) => `${(x * 100).toFixed(1)}%`
console.log(`${report.visitors} visitors × ${report.days} days from ${FIRST}, no check-ins\n`)
console.log('Energy levels (share of visitor-days; target 15–40% each):')
for (const [level, share] of Object.entries(report.energyShare))
  console.log(`  ${level.padEnd(10)} ${pct(share)}`)
console.log("\nLuna's states (share of visitor-days):")
for (const [state, share] of Object.entries(report.stateShare))
  console.log(`  ${state.padEnd(22)} ${pct(share)}`)
console.log(`\nFewest energy levels one visitor saw: ${report.fewestLevels} (target at least 3)`)
console.log(`Fewest Luna states one visitor saw: ${report.fewestStates} (target at least 3)`)
console.log(
  `Visitors with no level over half their days: ${pct(report.noLevelOverHalf)} (target at least 90%)`,
)
console.log(`Headlines repeated on consecutive days: ${report.repeatedHeadlines} (target 0)`)
console.log(`Luna messages repeated on consecutive days: ${report.repeatedMessages} (target 0)`)

const started = performance.now()
const voice = voiceRun(visitors, FIRST, DAYS)
console.log(
  `\nOne voice: ${voice.answers.toLocaleString('en-US')} answers (${report.visitors} visitors × ${report.days} days × 24 hours, with check-ins and notes; ${((performance.now() - started) / 1000).toFixed(0)} s)`,
)
console.log(`Answers that break the rule of one voice: ${voice.broken} (target 0)`)
for (const [kind, count] of [...voice.kinds].sort((a, b) => b[1] - a[1])) console.log(`  ${count}  ${kind}`)
for (const example of voice.examples) console.log(`  e.g. ${example}`)
console.log(
  `Shortest gap between two uses of one whole Luna insight: ${Number.isFinite(voice.shortestInsightGap) ? `${voice.shortestInsightGap} days` : 'none repeated'} (target at least 14 days)`,
)
console.log(
  `Headlines and Luna messages repeated on consecutive days at the same hour: ${voice.repeatedHeadlines + voice.repeatedMessages} (target 0)`,
)
