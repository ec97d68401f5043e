// The I Ching: trigrams, the King Wen sequence and its traditional names.
// Lines are read bottom to top; 1 is an unbroken (yang) line, 0 a broken (yin) one.

export type TrigramName = 'Qian' | 'Dui' | 'Li' | 'Zhen' | 'Xun' | 'Kan' | 'Gen' | 'Kun'

export interface Trigram {
  name: TrigramName
  image: string
  /** The element name the product uses for this trigram (the spec's eight). */
  element: 'Heaven' | 'Metal' | 'Fire' | 'Wood' | 'Air' | 'Water' | 'Mountain' | 'Earth'
  /** Lines bottom to top. */
  lines: readonly [0 | 1, 0 | 1, 0 | 1]
}

export const TRIGRAMS: readonly Trigram[] = [
  { name: 'Qian', image: 'Heaven', element: 'Heaven', lines: [1, 1, 1] },
  { name: 'Dui', image: 'Lake', element: 'Metal', lines: [1, 1, 0] },
  { name: 'Li', image: 'Fire', element: 'Fire', lines: [1, 0, 1] },
  { name: 'Zhen', image: 'Thunder', element: 'Wood', lines: [1, 0, 0] },
  { name: 'Xun', image: 'Wind', element: 'Air', lines: [0, 1, 1] },
  { name: 'Kan', image: 'Water', element: 'Water', lines: [0, 1, 0] },
  { name: 'Gen', image: 'Mountain', element: 'Mountain', lines: [0, 0, 1] },
  { name: 'Kun', image: 'Earth', element: 'Earth', lines: [0, 0, 0] },
]

// King Wen number by [upper][lower] trigram, both in the order
// Qian, Zhen, Kan, Gen, Kun, Xun, Li, Dui (the traditional lookup chart).
const CHART_ORDER: readonly TrigramName[] = ['Qian', 'Zhen', 'Kan', 'Gen', 'Kun', 'Xun', 'Li', 'Dui']
const KING_WEN_CHART: readonly (readonly number[])[] = [
  [1, 25, 6, 33, 12, 44, 13, 10],
  [34, 51, 40, 62, 16, 32, 55, 54],
  [5, 3, 29, 39, 8, 48, 63, 60],
  [26, 27, 4, 52, 23, 18, 22, 41],
  [11, 24, 7, 15, 2, 46, 36, 19],
  [9, 42, 59, 53, 20, 57, 37, 61],
  [14, 21, 64, 56, 35, 50, 30, 38],
  [43, 17, 47, 31, 45, 28, 49, 58],
]

/** Traditional English names of the 64 hexagrams in King Wen order (index 0 is hexagram 1). */
export const HEXAGRAM_NAMES: readonly string[] = [
  'The Creative',
  'The Receptive',
  'Difficulty at the Beginning',
  'Youthful Folly',
  'Waiting',
  'Conflict',
  'The Army',
  'Holding Together',
  'The Taming Power of the Small',
  'Treading',
  'Peace',
  'Standstill',
  'Fellowship with Men',
  'Possession in Great Measure',
  'Modesty',
  'Enthusiasm',
  'Following',
  'Work on What Has Been Spoiled',
  'Approach',
  'Contemplation',
  'Biting Through',
  'Grace',
  'Splitting Apart',
  'Return',
  'Innocence',
  'The Taming Power of the Great',
  'The Corners of the Mouth',
  'Preponderance of the Great',
  'The Abysmal',
  'The Clinging',
  'Influence',
  'Duration',
  'Retreat',
  'The Power of the Great',
  'Progress',
  'Darkening of the Light',
  'The Family',
  'Opposition',
  'Obstruction',
  'Deliverance',
  'Decrease',
  'Increase',
  'Break-through',
  'Coming to Meet',
  'Gathering Together',
  'Pushing Upward',
  'Oppression',
  'The Well',
  'Revolution',
  'The Caldron',
  'The Arousing',
  'Keeping Still',
  'Development',
  'The Marrying Maiden',
  'Abundance',
  'The Wanderer',
  'The Gentle',
  'The Joyous',
  'Dispersion',
  'Limitation',
  'Inner Truth',
  'Preponderance of the Small',
  'After Completion',
  'Before Completion',
]

function trigramByLines(lines: readonly number[]): Trigram {
  const found = TRIGRAMS.find((t) => t.lines.every((l, i) => l === lines[i]))
  if (!found) throw new Error(`no trigram for lines ${lines.join('')}`)
  return found
}

export interface Hexagram {
  number: number
  name: string
  /** Lines bottom to top. */
  lines: readonly (0 | 1)[]
  lower: Trigram
  upper: Trigram
}

/** The hexagram with the given six lines (bottom to top). */
export function hexagramFromLines(lines: readonly (0 | 1)[]): Hexagram {
  if (lines.length !== 6) throw new Error('a hexagram has six lines')
  const lower = trigramByLines(lines.slice(0, 3))
  const upper = trigramByLines(lines.slice(3, 6))
  const number = KING_WEN_CHART[CHART_ORDER.indexOf(upper.name)]?.[CHART_ORDER.indexOf(lower.name)]
  const name = number === undefined ? undefined : HEXAGRAM_NAMES[number - 1]
  if (number === undefined || name === undefined) throw new Error('incomplete King Wen chart')
  return { number, name, lines, lower, upper }
}

/** The element label of a hexagram: its trigrams' elements, upper first ("Water/Fire"), or one when equal. */
export function hexagramElement(h: Hexagram): string {
  return h.upper.element === h.lower.element ? h.upper.element : `${h.upper.element}/${h.lower.element}`
}
