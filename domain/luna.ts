// Luna's insight: the state's tone, mood and tag, a message with its transition note and an
// optional suggestion (docs/rules/luna.md).
import { LUNA_ENHANCED } from './content/luna-enhanced.ts'
import { TRANSITION_NOTES } from './content/luna-notes.ts'
import {
  computeLunaInputs,
  flagsFromInputs,
  type LunaFlags,
  type LunaInputs,
  stabilityIndex,
} from './luna-engine.ts'
import { pickRandom, round2 } from './numbers.ts'
import type { Intent, LunaState, WindowPhase } from './vocabulary.ts'

export interface LunaStyle {
  tone: string
  mood: string
  tag: string
}

/** Tone, mood and tag of each state (docs/rules/luna.md, word for word). */
export const LUNA_STYLES: Record<LunaState, LunaStyle> = {
  high_deltaUC: { tone: 'grounding', mood: 'chaotic', tag: 'threshold' },
  pi_stabilizing: { tone: 'clarifying', mood: 'crystallizing', tag: 'emergence' },
  kerr_spinning: { tone: 'dynamic', mood: 'electric', tag: 'acceleration' },
  balanced_flow: { tone: 'flowing', mood: 'coherent', tag: 'harmony' },
  high_scalar_stable: { tone: 'elevated', mood: 'luminous', tag: 'peak' },
  low_scalar_grounding: { tone: 'stabilizing', mood: 'rooted', tag: 'foundation' },
}

/** The intent a state's insight serves, for the memory panel and collective stats. */
export const STATE_INTENTS: Record<LunaState, Intent> = {
  high_deltaUC: 'healing',
  pi_stabilizing: 'clarity',
  kerr_spinning: 'growth',
  balanced_flow: 'harmony',
  high_scalar_stable: 'growth',
  low_scalar_grounding: 'healing',
}

export function stateOfTag(tag: string): LunaState | undefined {
  return (Object.keys(LUNA_STYLES) as LunaState[]).find((s) => LUNA_STYLES[s].tag === tag)
}

export function intentOfTag(tag: string): Intent | undefined {
  const state = stateOfTag(tag)
  return state ? STATE_INTENTS[state] : undefined
}

export interface PreviousLunaState {
  tag: string
  scalar: number
}

/**
 * The note prefixed to the message, comparing with the previous visit's stored tag and scalar:
 * same tag and the same scalar (to 2 decimals): a 'field remains consistent' note; a different
 * tag: the pair-specific note (by mood, or by previous tag and current tone) or else
 * 'something has shifted since your last visit'; same tag, moved scalar, or no previous: none.
 */
export function transitionNote(
  previous: PreviousLunaState | null | undefined,
  current: { state: LunaState; scalar: number },
  random: () => number,
): string | null {
  if (!previous) return null
  const now = LUNA_STYLES[current.state]
  if (previous.tag === now.tag) {
    return round2(previous.scalar) === round2(current.scalar)
      ? pickRandom(TRANSITION_NOTES.consistent, random)
      : null
  }
  const before = stateOfTag(previous.tag)
  const byMood = before ? TRANSITION_NOTES.pairs[`${LUNA_STYLES[before].mood}->${now.mood}`] : undefined
  const byTag = TRANSITION_NOTES.pairs[`${previous.tag}->${now.tone}`]
  return byMood ?? byTag ?? TRANSITION_NOTES.shifted
}

export interface LunaInsight extends LunaStyle {
  state: LunaState
  message: string
  optionalSuggestion: string | null
  transitionNote: string | null
  scalar: number
  windowPhase: WindowPhase
  inputs: LunaInputs
  flags: LunaFlags
  stabilityIndex: number
  memoryState: 'active_session'
}

/** The day's Luna as the compass's daily reading carries it (domain/daily-reading.ts). */
export interface DailyLuna {
  state: LunaState
  message: string
  suggestion: string | null
  /** Her answer to the latest feeling said today (a line of its own), when one was said. */
  answer?: { text: string } | null
  scalar: number
  windowPhase: WindowPhase
  schumannHz: number
}

/**
 * Luna's insight for the day's reading: the state, message and suggestion the server picked for
 * the visitor's day, with the transition note comparing with the last *earlier day* Luna spoke
 * (docs/rules/daily-reading.md); pass a random source seeded by visitor and day, so every reload of
 * a day reads the same.
 */
export function dailyLunaInsight(
  luna: DailyLuna,
  previousDay: PreviousLunaState | null,
  random: () => number,
): LunaInsight {
  const inputs = computeLunaInputs(luna.scalar, luna.windowPhase, luna.schumannHz)
  const flags = flagsFromInputs(inputs)
  const note = transitionNote(previousDay, { state: luna.state, scalar: luna.scalar }, random)
  return {
    state: luna.state,
    ...LUNA_STYLES[luna.state],
    message: note ? `${note} ${luna.message}` : luna.message,
    optionalSuggestion: luna.suggestion,
    transitionNote: note,
    scalar: luna.scalar,
    windowPhase: luna.windowPhase,
    inputs,
    flags,
    stabilityIndex: stabilityIndex(flags),
    memoryState: 'active_session',
  }
}

/** The enhanced insight of POST /api/luna-flags: insight, guidance and archetype of the state. */
export function enhancedInsightOf(state: LunaState) {
  return { ...LUNA_ENHANCED[state], state, ...LUNA_STYLES[state] }
}
