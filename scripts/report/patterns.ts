// `npm run report:patterns`: how honest the patterns are (docs/rules/patterns.md), over simulated
// visitors (REPORT_VISITORS, default 1,000) at 30 and 60 days: with no effect, the share shown any
// pattern (goal ≤ 5%); with one planted effect of 15 points on one factor, the share shown the
// planted factor's pattern (goal ≥ 80% at 60 days). REPORT_SEED changes the draw. The last line is
// `patterns: false N%, found N%` (false: the worse of 30 and 60 days; found: at 60 days).
import { percent, runPatterns } from '../../domain/patterns-report.ts'

const visitors = Number(process.env.REPORT_VISITORS ?? 1000)
const seed = process.env.REPORT_SEED ?? 'luna-patterns-report'
const EFFECT = 15

let worstFalse = 0
let found60 = 0
for (const days of [30, 60]) {
  const none = runPatterns({ visitors, days, effect: 0, seed: `${seed}|none|${days}` })
  const planted = runPatterns({ visitors, days, effect: EFFECT, seed: `${seed}|planted|${days}` })
  worstFalse = Math.max(worstFalse, none.shown)
  if (days === 60) found60 = planted.found
  console.log(
    `${days} days, ${visitors} visitors: no effect, shown a pattern ${percent(none.shown)}; ` +
      `a planted effect of ${EFFECT} points, shown it ${percent(planted.found)} ` +
      `(and a pattern of another factor ${percent(planted.otherShown)})`,
  )
}
console.log(`patterns: false ${percent(worstFalse)}, found ${percent(found60)}`)
