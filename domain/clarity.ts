// The clarity line (docs/rules/compass.md): for the clarity type the visitor picked, line
// floor(current alignment) mod 4 of its four lines. The lines are a catalogue's
// (domain/messages/<locale>/clarity-lines.json, `clarity.line.<type>.<n>`), so that each language has
// its own; this is only the rule that picks one.
import type { ClarityType } from './vocabulary.ts'

/** How many lines each clarity type has. */
export const CLARITY_LINES = 4

/** The message of the clarity line for `type` at `currentAlignment`. */
export function clarityLineKey(
  type: ClarityType,
  currentAlignment: number,
): `clarity.line.${ClarityType}.${0 | 1 | 2 | 3}` {
  const line = (((Math.floor(currentAlignment) % CLARITY_LINES) + CLARITY_LINES) % CLARITY_LINES) as
    | 0
    | 1
    | 2
    | 3
  return `clarity.line.${type}.${line}`
}
