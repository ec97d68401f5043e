// The computing routes: the time engine, Luna flags, Schumann data and the daily compass.

import { baselineSourcesOf, compassAnswer } from '../../domain/compass-answer.ts'
import { utcDateOf } from '../../domain/dates.ts'
import {
  computeLunaInputs,
  flagsFromInputs,
  scalarCode,
  selectLunaState,
  stabilityIndex,
} from '../../domain/luna-engine.ts'
import { enhancedInsightIn } from '../../domain/luna-enhanced-language.ts'
import { compassAnswerIn, readingWordsIn, withSoftHyphens } from '../../domain/reading-language.ts'
import { computeTimeWindow, type TimeLocation } from '../../domain/time-engine.ts'
import { analyzeTrajectory } from '../../domain/trajectory.ts'
import {
  CompassQuerySchema,
  LangQuerySchema,
  LunaFlagsSchema,
  ResonanceCompassSchema,
  TimeEngineSchema,
} from '../../schema/api.ts'
import {
  EXAMPLE_ARCHETYPE,
  EXAMPLE_DATE,
  EXAMPLE_HEADERS,
  EXAMPLE_PLACE,
  EXAMPLE_TIME,
} from '../../schema/examples.ts'
import * as R from '../../schema/responses.ts'
import { compassHistory, summarizeHistory } from '../data/trajectory.ts'
import { getD1 } from '../db.ts'
import { answerLocale } from '../edge.ts'
import { getSchumann } from '../schumann.ts'
import { optionalSession } from '../session.ts'
import { declare, routes, WRITE_ERRORS } from './declare.ts'

function locationOf(input: TimeLocation | string | null | undefined): TimeLocation | null {
  if (!input) return null
  return typeof input === 'string' ? { mode: 'global', label: input } : input
}

const postTimeEngine = declare({
  method: 'post',
  path: '/time-engine',
  limit: 'shared',
  summary: 'The time-window calculator.',
  tag: 'Core journey',
  body: TimeEngineSchema,
  query: LangQuerySchema,
  ok: [
    {
      status: 200,
      description:
        'The computed ξ and its window; its sentences (the suggested actions and the symbolic effect) in the language asked for by `lang` or Accept-Language when Luna offers it, else in English. The window phase, the alignment status and the numbers are the same in every language.',
      schema: R.TimeEngineResponse,
      headers: { 'Content-Language': 'The language of the sentences: en, es or de.' },
    },
  ],
  errors: WRITE_ERRORS,
  example: {
    body: {
      date: EXAMPLE_DATE,
      time: EXAMPLE_TIME,
      elevation: 120,
      awareness: 0.7,
      archetype: EXAMPLE_ARCHETYPE.archetypeId,
      location: { mode: 'symbolic', symbolicId: EXAMPLE_PLACE },
      baseline_xi: EXAMPLE_ARCHETYPE.combinedBaseline,
    },
  },
})

const postLunaFlags = declare({
  method: 'post',
  path: '/luna-flags',
  limit: 'shared',
  summary: 'Luna’s flags and state for a scalar and a window phase.',
  tag: 'Insight',
  body: LunaFlagsSchema,
  query: LangQuerySchema,
  ok: [
    {
      status: 200,
      description:
        'Flags, state and stability; the enhanced insight’s words (insight, guidance, archetype) in the language asked for by `lang` or Accept-Language when Luna offers it, else in English. The state and the numbers are the same in every language.',
      schema: R.LunaFlagsResponse,
      headers: { 'Content-Language': 'The language of the enhanced insight: en, es or de.' },
    },
  ],
  errors: WRITE_ERRORS,
  example: {
    body: {
      scalarValue: EXAMPLE_ARCHETYPE.combinedBaseline,
      windowPhase: 'Resonance Ascendancy',
      schumannFrequency: 7.83,
    },
  },
})

const getSchumannResonance = declare({
  method: 'get',
  path: '/schumann-resonance',
  limit: 'shared',
  summary: 'The Schumann resonance and the planetary K-index now (NOAA, else the model).',
  tag: 'Core journey',
  ok: [{ status: 200, description: 'The current reading.', schema: R.SchumannResponse }],
  errors: [429, 500],
})

const postResonanceCompass = declare({
  method: 'post',
  path: '/resonance-compass',
  limit: 'read',
  summary: 'The daily compass.',
  tag: 'Core journey',
  body: ResonanceCompassSchema,
  query: CompassQuerySchema,
  session: true,
  ok: [
    {
      status: 200,
      description:
        'Today’s alignment, guidance and context, its sentences (the alignment message, the hour’s focus, energy and recommendations, the planet’s weather, the suggested codons’ words, the intention and the day’s reading) in the language asked for by `lang` or Accept-Language when Luna offers it, else in English. The day drawn, its numbers and its names (phases, zones, states, the Moon’s phase) are the same in every language.',
      schema: R.CompassResponse,
      headers: { 'Content-Language': 'The language of the sentences: en, es or de.' },
    },
  ],
  errors: WRITE_ERRORS,
  example: {
    headers: EXAMPLE_HEADERS,
    body: {
      personalProfile: {
        archetypeData: {
          archetypeId: EXAMPLE_ARCHETYPE.archetypeId,
          birthScalar: EXAMPLE_ARCHETYPE.birthScalar,
          archetypeScalar: EXAMPLE_ARCHETYPE.archetypeScalar,
          combinedBaseline: EXAMPLE_ARCHETYPE.combinedBaseline,
        },
      },
      localDate: EXAMPLE_DATE,
      localTime: EXAMPLE_TIME,
    },
  },
})

export const compassRoutes = routes()
  .openapi(postTimeEngine, (c) => {
    const body = c.req.valid('json')
    const location = locationOf(body.location)
    const result = computeTimeWindow({ ...body, location })
    // Drawn in English, then said in the language asked for (docs/decisions/058-reading-languages.md).
    const locale = answerLocale(c.env, c.req.raw.headers, c.req.valid('query').lang)
    c.header('Content-Language', locale)
    c.header('Vary', 'Accept-Language', { append: true })
    const words = readingWordsIn(locale)
    const say = (text: string) => words?.sentences.get(text) ?? text
    return c.json(
      {
        computed_ξ: result.computed,
        window_phase: result.windowPhase,
        date_input: body.date,
        time_input: body.time,
        location: location?.label ?? (location?.mode === 'global' || !location ? 'Global' : location.mode),
        symbolic_effect: say(result.symbolicEffect),
        alignment_status: result.alignmentStatus,
        suggested_actions: result.suggestedActions.map(say),
        elevation: body.elevation,
        awareness: body.awareness,
        baseline_xi: result.baseline,
        delta: result.delta,
        contributions: result.contributions,
      },
      200,
    )
  })
  .openapi(postLunaFlags, async (c) => {
    const body = c.req.valid('json')
    const schumannHz = body.schumannFrequency ?? (await getSchumann(c.env)).frequency
    const inputs = computeLunaInputs(body.scalarValue, body.windowPhase, schumannHz)
    const flags = flagsFromInputs(inputs)
    const state = selectLunaState(inputs)
    const locale = answerLocale(c.env, c.req.raw.headers, c.req.valid('query').lang)
    c.header('Content-Language', locale)
    c.header('Vary', 'Accept-Language', { append: true })
    return c.json(
      {
        flags,
        enhancedInsight: enhancedInsightIn(state, locale),
        state,
        scalarCode: scalarCode(body.scalarValue),
        stabilityIndex: stabilityIndex(flags),
        schumannFrequency: schumannHz,
      },
      200,
    )
  })
  .openapi(getSchumannResonance, async (c) => {
    c.header('Cache-Control', 'public, max-age=60')
    return c.json(await getSchumann(c.env), 200)
  })
  .openapi(postResonanceCompass, async (c) => {
    const body = c.req.valid('json')
    const sessionId = optionalSession(c, body.sessionId)
    const now = new Date()
    const localDate = body.localDate ?? utcDateOf(now)
    const localTime = body.localTime ?? now.toISOString().slice(11, 16)
    // One D1 statement: the journey's statistics and the day's check-in baseline.
    const [schumann, stored] = await Promise.all([
      getSchumann(c.env),
      sessionId
        ? compassHistory(getD1(c), sessionId, localDate)
        : Promise.resolve({
            emotional: null,
            emotionalValue: null,
            entries: [],
            feelings: { yesterday: null },
            history: [],
            seed: null,
          }),
    ])
    const history = summarizeHistory(stored.history)
    // Every field read here was checked by the schema (profileFieldsProblem, docs/rules/ranges.md).
    const sources = baselineSourcesOf(body.personalProfile)
    const answer = compassAnswer({
      sources,
      checkIn: { baseline: stored.emotional, value: stored.emotionalValue },
      feelings: { today: null, yesterday: stored.feelings.yesterday },
      // What the visitor said today, with their words: Luna hears them (docs/rules/one-voice.md).
      entries: stored.entries,
      now: now.getTime(),
      localDate,
      localTime,
      schumann,
      history: {
        ...history,
        trend: analyzeTrajectory(history.recent, history.recentSpanMs).pattern,
      },
      // The readings' seed, kept through a restore (docs/decisions/013).
      seed: stored.seed ?? sessionId ?? null,
    })
    // Drawn in English by the rules of one voice, then said in the language asked for
    // (docs/decisions/058-reading-languages.md).
    const query = c.req.valid('query')
    const locale = answerLocale(c.env, c.req.raw.headers, query.lang)
    c.header('Content-Language', locale)
    c.header('Vary', 'Accept-Language', { append: true })
    const inLanguage = compassAnswerIn(answer, readingWordsIn(locale))
    // As a narrow screen shows it, when asked (docs/decisions/061-hyphenation.md).
    const said = query.hyphens === 'soft' ? withSoftHyphens(inLanguage, locale) : inLanguage
    // A restored visitor's device is told its seed again with every answer: one that missed the
    // restore's answer (an older version of the app, a lost key) learns it here.
    return c.json(stored.seed ? { ...said, readingSeed: stored.seed } : said, 200)
  })
