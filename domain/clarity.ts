// The clarity line (docs/rules/compass.md): for the clarity type the visitor picked, line
// floor(current alignment) mod 4 of its four lines. Apart from compass.ts so that the compass
// screen does not carry the codon texts the full computation needs.
import { CLARITY_GUIDANCE } from './content/clarity.ts'
import type { ClarityType } from './vocabulary.ts'

export function clarityGuidance(type: ClarityType, currentAlignment: number): string {
  const lines = CLARITY_GUIDANCE[type]
  return lines[((Math.floor(currentAlignment) % 4) + 4) % 4] ?? lines[0]
}
