// The computing routes: the time engine, Luna flags, Schumann data and the daily compass.
import { Hono } from 'hono'
import { baselineSourcesOf, compassAnswer } from '../../domain/compass-answer.ts'
import { utcDateOf } from '../../domain/dates.ts'
import { enhancedInsightOf } from '../../domain/luna.ts'
import {
  computeLunaInputs,
  flagsFromInputs,
  scalarCode,
  selectLunaState,
  stabilityIndex,
} from '../../domain/luna-engine.ts'
import { computeTimeWindow, type TimeLocation } from '../../domain/time-engine.ts'
import { analyzeTrajectory } from '../../domain/trajectory.ts'
import { LunaFlagsSchema, ResonanceCompassSchema, TimeEngineSchema } from '../../schema/api.ts'
import { compassHistory, summarizeHistory } from '../data/trajectory.ts'
import { getD1 } from '../db.ts'
import type { AppEnv } from '../env.ts'
import { getSchumann } from '../schumann.ts'
import { optionalSession } from '../session.ts'
import { jsonBody } from '../validate.ts'

function locationOf(input: TimeLocation | string | null | undefined): TimeLocation | null {
  if (!input) return null
  return typeof input === 'string' ? { mode: 'global', label: input } : input
}

export const compassRoutes = new Hono<AppEnv>()
  .post('/time-engine', jsonBody(TimeEngineSchema), (c) => {
    const body = c.req.valid('json')
    const location = locationOf(body.location)
    const result = computeTimeWindow({ ...body, location })
    return c.json({
      computed_ξ: result.computed,
      window_phase: result.windowPhase,
      date_input: body.date,
      time_input: body.time,
      location: location?.label ?? (location?.mode === 'global' || !location ? 'Global' : location.mode),
      symbolic_effect: result.symbolicEffect,
      alignment_status: result.alignmentStatus,
      suggested_actions: result.suggestedActions,
      elevation: body.elevation,
      awareness: body.awareness,
      baseline_xi: result.baseline,
      delta: result.delta,
      contributions: result.contributions,
    })
  })
  .post('/luna-flags', jsonBody(LunaFlagsSchema), async (c) => {
    const body = c.req.valid('json')
    const schumannHz = body.schumannFrequency ?? (await getSchumann(c.env)).frequency
    const inputs = computeLunaInputs(body.scalarValue, body.windowPhase, schumannHz)
    const flags = flagsFromInputs(inputs)
    const state = selectLunaState(inputs)
    return c.json({
      flags,
      enhancedInsight: enhancedInsightOf(state),
      state,
      scalarCode: scalarCode(body.scalarValue),
      stabilityIndex: stabilityIndex(flags),
      schumannFrequency: schumannHz,
    })
  })
  .get('/schumann-resonance', async (c) => {
    c.header('Cache-Control', 'public, max-age=60')
    return c.json(await getSchumann(c.env))
  })
  .post('/resonance-compass', jsonBody(ResonanceCompassSchema), async (c) => {
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
          }),
    ])
    const history = summarizeHistory(stored.history)
    // Every field read here was checked by the schema (profileFieldsProblem, docs/rules/ranges.md).
    const sources = baselineSourcesOf(body.personalProfile)
    return c.json(
      compassAnswer({
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
        seed: sessionId ?? null,
      }),
    )
  })
