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

/** Codon scalars step evenly through hexagram order: 80.800 for hexagram 1 to 82.375 for 64. */
export function codonScalar(hexagram: number): number {
  return Math.round((80.8 + (hexagram - 1) * 0.025) * 1000) / 1000
}

/** A codon by its numbers only: its triplet, hexagram and scalar. */
export interface NumberedCodon {
  codon: string
  hexagram: number
  scalar: number
}

const NUMBERED: readonly NumberedCodon[] = TRIPLETS.map((codon) => {
  const hexagram = hexagramOfTriplet(codon).number
  return { codon, hexagram, scalar: codonScalar(hexagram) }
})

// The codons in the two orders the nearest-codon search walks, sorted once per isolate: rising
// scalars for the side at or above a value, falling scalars for the side below it; equal scalars
// by hexagram on both sides, so each side comes out nearest first with ties to the lower hexagram.
const RISING = [...NUMBERED].sort((a, b) => a.scalar - b.scalar || a.hexagram - b.hexagram)
const FALLING = [...NUMBERED].sort((a, b) => b.scalar - a.scalar || a.hexagram - b.hexagram)

/**
 * The `count` codons whose scalar is nearest the value (ties to the lower hexagram), nearest first,
 * by their numbers (compass.ts's `nearestCodons` joins their words). Every compass answer runs this
 * twice: a binary search and a merge of the two sides, instead of a pass over all 64
 * (docs/profiling.md).
 */
export function nearestCodonNumbers(value: number, count = 3): NumberedCodon[] {
  // The first codon at or above the value, in rising order; the ones before it are below.
  let lo = 0
  let hi = RISING.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if ((RISING[mid] as NumberedCodon).scalar < value) lo = mid + 1
    else hi = mid
  }
  let above = lo
  let below = RISING.length - lo
  const best: NumberedCodon[] = []
  while (best.length < count) {
    const up = RISING[above]
    const down = FALLING[below]
    if (!up && !down) break
    const takeUp =
      !down ||
      (up !== undefined && (up.scalar - value - (value - down.scalar) || up.hexagram - down.hexagram) < 0)
    if (takeUp) {
      best.push(up as NumberedCodon)
      above++
    } else {
      best.push(down)
      below++
    }
  }
  return best
}
