// Luna's insight of a moment the visitor chose (the calculator): the state's own messages and
// suggestions (content/luna.ts). Apart from luna.ts, whose day's insight needs none of them
// (docs/rules/luna.md).
import { LUNA_CONTENT } from './content/luna.ts'
import type { PartOfDay } from './dates.ts'
import { LUNA_STYLES, type LunaInsight, type PreviousLunaState, transitionNote } from './luna.ts'
import { computeLunaInputs, flagsFromInputs, selectLunaState, stabilityIndex } from './luna-engine.ts'
import { pickRandom } from './numbers.ts'
import { textsFor } from './suited.ts'
import type { WindowPhase } from './vocabulary.ts'

/** Generates Luna's insight for a reading; `random` picks the message and suggestion. */
export function generateLunaInsight(input: {
  scalar: number
  windowPhase: WindowPhase
  schumannHz: number
  previous?: PreviousLunaState | null
  random: () => number
  /** The part of the day of the reading's moment: only suggestions suited to it are offered. */
  part?: PartOfDay
}): LunaInsight {
  const inputs = computeLunaInputs(input.scalar, input.windowPhase, input.schumannHz)
  const state = selectLunaState(inputs)
  const flags = flagsFromInputs(inputs)
  const content = LUNA_CONTENT[state]
  const note = transitionNote(input.previous, { state, scalar: input.scalar }, input.random)
  const base = pickRandom(content.messages, input.random)
  // A suggestion is offered in every state but balanced flow, where Luna leaves room half the time.
  const offer = state !== 'balanced_flow' || input.random() < 0.5
  return {
    state,
    ...LUNA_STYLES[state],
    message: note ? `${note} ${base}` : base,
    optionalSuggestion: offer
      ? pickRandom(
          input.part ? textsFor(content.suggestions, input.part) : content.suggestions.map((s) => s.text),
          input.random,
        )
      : null,
    transitionNote: note,
    scalar: input.scalar,
    windowPhase: input.windowPhase,
    inputs,
    flags,
    stabilityIndex: stabilityIndex(flags),
    memoryState: 'active_session',
  }
}
