// `npm run report:patterns`: how honest the patterns are (docs/rules/patterns.md), over simulated
// visitors (REPORT_VISITORS, default 1,000) at 30 and 60 days: with no effect, the share shown any
// pattern (goal ≤ 5%); with one planted effect of 15 points on one factor, the share shown the
// planted factor's pattern (goal ≥ 80% at 60 days). Each is run with random feelings (each entry
// drawn on its own) and again with a day's own mood shared by its entries (SIMULATED.dayMood).
// REPORT_SEED changes the draw. The last line is `patterns: false N%, found N%` (false: the worst
// of every run without an effect; found: random feelings at 60 days, the goal's case).
import { percent, runPatterns, SIMULATED } from '../../domain/patterns-report.ts'

const visitors = Number(process.env.REPORT_VISITORS ?? 1000)
const seed = process.env.REPORT_SEED ?? 'luna-patterns-report'
const EFFECT = 15

let worstFalse = 0
let found60 = 0
for (const dayMood of [0, SIMULATED.dayMood]) {
  for (const days of [30, 60]) {
    const tag = dayMood === 0 ? '' : `|mood${dayMood}`
    const none = runPatterns({ visitors, days, dayMood, effect: 0, seed: `${seed}|none|${days}${tag}` })
    const planted = runPatterns({
      visitors,
      days,
      dayMood,
      effect: EFFECT,
      seed: `${seed}|planted|${days}${tag}`,
    })
    worstFalse = Math.max(worstFalse, none.shown)
    if (days === 60 && dayMood === 0) found60 = planted.found
    console.log(
      `${days} days, ${visitors} visitors, ${dayMood === 0 ? 'random feelings' : `a day's own mood (${dayMood} of ${SIMULATED.spread} points)`}: ` +
        `no effect, shown a pattern ${percent(none.shown)}; ` +
        `a planted effect of ${EFFECT} points, shown it ${percent(planted.found)} ` +
        `(and a pattern of another factor ${percent(planted.otherShown)})`,
    )
  }
}
console.log(`patterns: false ${percent(worstFalse)}, found ${percent(found60)}`)
