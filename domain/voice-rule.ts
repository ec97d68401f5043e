// The rule of one voice, as a check (docs/rules/one-voice.md): every way a compass answer can break
// it, read from the answer itself. Used by the property test over generated visitors, days and hours
// (test/domain/one-voice.test.ts) and by `npm run report:days`. Two kinds of check:
// - by the content's tags: every item suits the part of the day it is shown in, every hour's text
//   is one the hour's turn allows, Luna's mood is one the day's energy and the person's words allow;
// - by the words alone, apart from the tags, so a mis-tagged item is caught too: no "today" in the
//   hour's words, no restful claim about a bright day (or the reverse), nothing that needs daylight
//   or a start of day in the evening or at night, no bedtime in the morning, and an answer that
//   hears the person's words.
import type { CompassAnswer } from './compass-answer.ts'
import {
  DAY_HEADLINES,
  DAY_INTENTIONS,
  GO_EASY_ON,
  LEAN_INTO,
  THEME_INTENTIONS,
} from './content/day-words.ts'
import { FEELING_STRATEGIES } from './content/feelings.ts'
import { ENERGY_LEVEL_LABELS, TIME_PHASE_CONTENT } from './content/guidance.ts'
import { hourAdviceList } from './content/hour-advice.ts'
import { hourLine, WHEN } from './content/hour-words.ts'
import { LUNA_CONTENT } from './content/luna.ts'
import { THEME_ANSWERS } from './content/themes.ts'
import { ENERGY_MOODS } from './daily-reading.ts'
import { type PartOfDay, partOfDay } from './dates.ts'
import { ENERGY_LEVELS } from './day-tide.ts'
import { type Entry, entryPointsToCrisis, themesIn } from './heard.ts'
import type { Suited } from './suited.ts'

/** The parts of the day each tagged text suits, for every list an answer draws from. */
const PARTS_OF = (() => {
  const map = new Map<string, Set<PartOfDay>>()
  const add = (items: readonly Suited[]) => {
    for (const item of items) {
      const parts = map.get(item.text) ?? new Set<PartOfDay>()
      for (const part of item.parts) parts.add(part)
      map.set(item.text, parts)
    }
  }
  for (const list of [...Object.values(LEAN_INTO), ...Object.values(GO_EASY_ON)]) add(list)
  for (const phase of Object.values(TIME_PHASE_CONTENT)) add(phase.recommendations)
  for (const phase of Object.values(TIME_PHASE_CONTENT)) add(phase.primaryFocus)
  for (const state of Object.values(LUNA_CONTENT)) add(state.suggestions)
  for (const list of FEELING_STRATEGIES) add(list)
  for (const list of Object.values(THEME_ANSWERS)) add(list)
  return map
})()

// Words that characterise a day as bright or as restful: a day's sentence with the other kind
// contradicts the day's energy.
const BRIGHT_DAY =
  /\b(bold|brave|launch|high tide|full of momentum|wide awake|full sail|burns clear|room for something big|radiant|electric|real momentum|quick and bright|spark)\b/i
const RESTFUL_DAY =
  /\b(asks for less|slow tide|low water|low tide|leans inward|drawn in|asks for rest|small, kind steps|a day for shelter|walking pace|foundation day|close to the ground|tending rather than building)\b/i

// What needs daylight, a shop or the start of a day: not for the evening or the night.
const DAYLIGHT =
  /\b(garden|park|outdoors|outside for|sunlight|sunshine|shop|shopping|breakfast|make your bed|first draft|launch|make the call|start the task|begin something|an hour of work|ten-minute walk|brisk walk|walk or run|before the day begins|start slowly|for the morning|while it is light)\b/i
// What belongs to going to bed: not for the morning or the afternoon.
const BEDTIME =
  /\b(before bed|before you sleep|as you settle down to sleep|let sleep|lights down|early stop|screens in bed|wind(?:ing)? down)\b/i
// The hour's names: a text may only name the hour it is read in.
const HOUR_NAMES: Readonly<Record<PartOfDay, RegExp>> = {
  morning: /\b(this morning|the morning)\b/i,
  afternoon: /\b(this afternoon|the afternoon)\b/i,
  evening: /\b(this evening|the evening)\b/i,
  night: /\btonight\b/i,
}
// A feeling's word used where an adjective belongs ("you feel steadying").
const UNGRAMMATICAL_FEELING = /\byou (feel|felt) (steadying|resting|flourishing)\b/i

export interface VoiceContext {
  /** The local time the answer was asked for, 'HH:MM'. */
  localTime: string
  /** What the visitor said that day, as the answer was computed from. */
  entries: readonly Entry[]
}

/** Every way the answer breaks the rule of one voice; empty when it speaks with one. */
export function voiceProblems(answer: CompassAnswer, context: VoiceContext): string[] {
  const problems: string[] = []
  const d = answer.dailyReading
  const { now } = d
  const part = partOfDay(context.localTime)
  const fit = now.fit
  const problem = (what: string, text?: string) => problems.push(text ? `${what}: “${text}”` : what)

  // The one model: the answer's parts agree with one another.
  if (now.part !== part) problem(`the hour is named ${now.part} at ${context.localTime}`)
  if (d.energyLabel !== ENERGY_LEVEL_LABELS[d.energy]) problem('the energy label is not the day’s energy')
  if (answer.dailyGuidance.energyLevel !== ENERGY_LEVEL_LABELS[now.energy])
    problem('the guidance’s energy is not the hour’s')
  const step = ENERGY_LEVELS.indexOf(now.energy) - ENERGY_LEVELS.indexOf(d.energy)
  if (Math.abs(step) > 1) problem('the hour is more than one step from the day')
  const turn = step > 0 ? 'brighter' : step < 0 ? 'quieter' : 'same'
  if (now.turn !== turn) problem(`the hour’s turn is ${now.turn}, its energy says ${turn}`)
  const status = answer.scalarAlignment.alignmentStatus
  const below = status === 'grounded' || status === 'contracted'
  const above = status === 'elevated' || status === 'expanded'
  if (turn === 'brighter' && below) problem(`a brighter hour below the visitor’s center (${status})`)
  if (turn === 'quieter' && above) problem(`a quieter hour above the visitor’s center (${status})`)
  if (now.line !== hourLine(now.turn, d.energy, now.part, fit))
    problem('the hour’s line is not its turn’s', now.line)
  const advice = answer.scalarAlignment.alignmentMessage
  if (!hourAdviceList(now.turn, d.energy, fit).some((a) => advice === `${WHEN[part]}, ${a}`))
    problem('the alignment message is not one its hour allows', advice)
  if (!DAY_HEADLINES[d.energy][fit].includes(d.headline))
    problem('the headline is not the day’s for this hour', d.headline)
  const theme = d.heard.themes[0]
  if (
    answer.intention !== (theme ? THEME_INTENTIONS[theme] : undefined) &&
    !DAY_INTENTIONS[d.energy].includes(answer.intention)
  )
    problem('the intention is not the day’s', answer.intention)
  if (!ENERGY_MOODS[d.energy]?.includes(d.luna.mood)) problem(`Luna is ${d.luna.mood} on a ${d.energy} day`)

  // Every item suits the part of the day its words must fit.
  const items = [
    ...d.leanInto,
    ...d.goEasyOn,
    ...answer.dailyGuidance.recommendations,
    answer.dailyGuidance.primaryFocus,
    ...(d.luna.suggestion ? [d.luna.suggestion] : []),
  ]
  for (const text of items) {
    const parts = PARTS_OF.get(text)
    if (!parts) problem('an item carries no parts of the day', text)
    else if (!parts.has(fit)) problem(`an item for ${[...parts].join('/')} shown in the ${fit}`, text)
  }

  // The hour never speaks as a second "today".
  for (const text of [
    now.line,
    advice,
    now.energyLine,
    answer.dailyGuidance.primaryFocus,
    ...answer.dailyGuidance.recommendations,
  ])
    if (/\btoday\b/i.test(text)) problem('the hour’s words speak of today', text)

  // What the day's sentences say of the day agrees with its energy.
  const dayClaims = [d.headline, answer.intention, d.luna.message, d.focus]
  for (const text of dayClaims) {
    if ((d.energy === 'low' || d.energy === 'moderate') && BRIGHT_DAY.test(text))
      problem(`a bright claim on a ${d.energy} day`, text)
    if ((d.energy === 'high' || d.energy === 'peak') && RESTFUL_DAY.test(text))
      problem(`a restful claim on a ${d.energy} day`, text)
  }

  // Nothing needs daylight or a start of day in the evening or at night; no bedtime in the morning.
  const shown = [...items, d.headline, now.line, advice.slice(WHEN[part].length)]
  for (const text of shown) {
    if ((fit === 'evening' || fit === 'night') && DAYLIGHT.test(text))
      problem(`daylight words in the ${fit}`, text)
    if ((fit === 'morning' || fit === 'afternoon') && BEDTIME.test(text))
      problem(`bedtime words in the ${fit}`, text)
    for (const [named, pattern] of Object.entries(HOUR_NAMES))
      if (named !== part && named !== fit && pattern.test(text))
        problem(`names the ${named} in the ${part}`, text)
  }

  // Luna hears what was written.
  const latest = [...context.entries].sort((a, b) => a.at - b.at).at(-1)
  const answerText = d.luna.answer?.text ?? null
  if (latest && !answerText) problem('something was said and Luna does not answer it')
  if (latest && answerText) {
    const themes = themesIn(latest.words)
    const crisis = entryPointsToCrisis(latest)
    const expected = crisis ? 'crisis' : (themes[0] ?? null)
    if (d.luna.answer?.theme !== expected)
      problem(`the answer speaks to ${d.luna.answer?.theme}, the words to ${expected}`)
    if (expected && expected !== 'crisis' && /^You said you feel/.test(answerText))
      problem('the answer names the slider’s word over the person’s own words', answerText)
  }
  for (const text of [answerText ?? '', ...dayClaims])
    if (UNGRAMMATICAL_FEELING.test(text)) problem('a feeling’s word used as an adjective', text)
  const anyCrisis = context.entries.some(entryPointsToCrisis)
  if (d.heard.crisis !== anyCrisis)
    problem(`the helpline is ${d.heard.crisis ? 'shown' : 'missing'} for this day`)
  if (d.heard.themes.some((t) => t === 'grief' || t === 'crisis') && d.luna.suggestion)
    problem('homework on a day of grief', d.luna.suggestion)
  return problems
}
