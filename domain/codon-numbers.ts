// The codons' numbering without their words: which hexagram each RNA triplet is, and back.
// Kept apart from codons.ts (which joins the words of content/codons.ts) so that what needs only
// the numbering (the archetypes' codon pairs) does not carry the 64 codons' texts into a bundle.
import { type Base, TRIPLETS } from './content/genetic-code.ts'
import { type Hexagram, hexagramFromLines } from './content/iching.ts'

/**
 * Each base is two lines of the hexagram, bottom to top: A = yin yin, U = yang yang,
 * C = yang yin, G = yin yang. Complementary bases (A–U, C–G) give complementary lines.
 * The first base makes the two bottom lines, the third the two top lines.
 */
const BASE_LINES: Record<Base, readonly [0 | 1, 0 | 1]> = { A: [0, 0], U: [1, 1], C: [1, 0], G: [0, 1] }

export function hexagramOfTriplet(triplet: string): Hexagram {
  const lines = [...triplet].flatMap((b) => {
    const pair = BASE_LINES[b as Base]
    if (!pair) throw new Error(`not an RNA base: ${b}`)
    return pair
  })
  return hexagramFromLines(lines)
}

const TRIPLET_BY_HEXAGRAM = new Map(TRIPLETS.map((t) => [hexagramOfTriplet(t).number, t]))

/** The RNA triplet of a hexagram (1–64); undefined for any other number. */
export function tripletOfHexagram(hexagram: number): string | undefined {
  return TRIPLET_BY_HEXAGRAM.get(hexagram)
}
