import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { QUIZ_QUESTIONS } from '../../domain/content/quiz.ts'
import type { QuizQuestion } from '../../domain/content/types.ts'
import { isQuizComplete, type QuizAnswer, scoreQuiz, tallyQuiz } from '../../domain/quiz.ts'

const IDS = Array.from({ length: 32 }, (_, i) => i + 1)
const CATEGORY_IDS = {
  Fire: [1, 7, 11, 13, 18, 22, 25, 28],
  Air: [2, 5, 10, 16, 19, 27, 29, 31],
  Water: [3, 6, 9, 15, 20, 24, 30, 32],
  Earth: [4, 8, 12, 14, 17, 21, 23, 26],
}

/** Answers choosing option `choice[k]` (1–4) for the k-th question. */
function answersFor(choice: readonly number[]): QuizAnswer[] {
  return QUIZ_QUESTIONS.map((q, k) => ({ questionId: q.id, answer: choice[k] ?? 0 }))
}

/** The n-th question (0-based) of the quiz; fails the test when it is missing. */
function questionAt(n: number): QuizQuestion {
  const question = QUIZ_QUESTIONS[n]
  if (question === undefined) throw new Error(`no question at index ${n}`)
  return question
}

/** All 4^5 answer combinations, as option numbers 1–4 per question. */
function allCombinations(): number[][] {
  const out: number[][] = []
  for (let n = 0; n < 4 ** 5; n++) {
    out.push([4, 3, 2, 1, 0].map((shift) => ((n >> (2 * shift)) & 3) + 1))
  }
  return out
}

/** The option number (1–4) of each question that votes for an archetype. */
function addressOf(id: number): number[] {
  return QUIZ_QUESTIONS.map((q) => q.options.findIndex((o) => o.archetypeIds.includes(id)) + 1)
}

const winsById = new Map<number, number>(IDS.map((id) => [id, 0]))
for (const choice of allCombinations()) {
  const winner = scoreQuiz(answersFor(choice))
  winsById.set(winner, (winsById.get(winner) ?? 0) + 1)
}
const winCounts = IDS.map((id) => winsById.get(id) ?? 0)
const minWins = Math.min(...winCounts)
const maxWins = Math.max(...winCounts)

describe('quiz content', () => {
  it('has five questions with ids 1 to 5, words and four distinct options each', () => {
    expect(QUIZ_QUESTIONS.map((q) => q.id)).toEqual([1, 2, 3, 4, 5])
    for (const q of QUIZ_QUESTIONS) {
      expect(q.question.trim().length).toBeGreaterThan(10)
      expect(q.lunaPrompt.trim().length).toBeGreaterThan(20)
      expect(q.options).toHaveLength(4)
      expect(new Set(q.options.map((o) => o.text)).size).toBe(4)
      for (const o of q.options) expect(o.text.trim().length).toBeGreaterThan(10)
    }
    const allTexts = QUIZ_QUESTIONS.flatMap((q) => [
      q.question,
      q.lunaPrompt,
      ...q.options.map((o) => o.text),
    ])
    expect(new Set(allTexts).size).toBe(allTexts.length)
  })

  it('splits the 32 archetypes into four options of 8 in every question', () => {
    for (const q of QUIZ_QUESTIONS) {
      for (const o of q.options) expect(o.archetypeIds).toHaveLength(8)
      const ids = q.options.flatMap((o) => [...o.archetypeIds]).sort((a, b) => a - b)
      expect(ids).toEqual(IDS)
    }
  })

  it('sorts question 1 by element category: Fire, Air, Water, Earth', () => {
    const [fire, air, water, earth] = questionAt(0).options.map((o) =>
      [...o.archetypeIds].sort((a, b) => a - b),
    )
    expect({ Fire: fire, Air: air, Water: water, Earth: earth }).toEqual(CATEGORY_IDS)
  })

  it('gives every archetype an address at least 3 answers away from every other', () => {
    const addresses = IDS.map(addressOf)
    addresses.forEach((x, a) => {
      addresses.forEach((y, b) => {
        if (b <= a) return
        const distance = x.filter((option, k) => option !== y[k]).length
        expect(distance, `archetypes ${a + 1} and ${b + 1}`).toBeGreaterThanOrEqual(3)
      })
    })
  })

  it('lets each archetype win its own answers and every combination one answer away', () => {
    for (const id of IDS) {
      const address = addressOf(id)
      expect(scoreQuiz(answersFor(address))).toBe(id)
      for (let k = 0; k < 5; k++) {
        for (let option = 1; option <= 4; option++) {
          const neighbour = address.map((o, j) => (j === k ? option : o))
          expect(scoreQuiz(answersFor(neighbour)), `archetype ${id}, answers ${neighbour.join('')}`).toBe(id)
        }
      }
    }
  })
})

// The category each option's wording leans to, as listed in content/quiz.ts.
type Category = keyof typeof CATEGORY_IDS
const LEANINGS: readonly (readonly Category[])[] = [
  ['Fire', 'Air', 'Water', 'Earth'],
  ['Air', 'Earth', 'Fire', 'Water'],
  ['Water', 'Air', 'Earth', 'Fire'],
  ['Fire', 'Air', 'Water', 'Earth'],
  ['Water', 'Air', 'Fire', 'Earth'],
]

describe('option wording leanings', () => {
  const categories = Object.keys(CATEGORY_IDS) as Category[]
  const countIn = (ids: readonly number[], category: Category) =>
    ids.filter((id) => CATEGORY_IDS[category].includes(id)).length

  it('gives each option at least 3 ids of its leaning, more than of any other category', () => {
    QUIZ_QUESTIONS.forEach((q, k) => {
      q.options.forEach((o, j) => {
        const leaning = LEANINGS[k]?.[j]
        if (leaning === undefined) throw new Error(`no leaning for question ${q.id} option ${j + 1}`)
        const own = countIn(o.archetypeIds, leaning)
        expect(own, `question ${q.id} option ${j + 1}`).toBeGreaterThanOrEqual(3)
        for (const other of categories) {
          if (other !== leaning) expect(countIn(o.archetypeIds, other)).toBeLessThan(own)
        }
      })
    })
  })

  it('picks an archetype of a category when every answer leans to it', () => {
    for (const category of categories) {
      const choice = LEANINGS.map((row) => row.indexOf(category) + 1)
      expect(CATEGORY_IDS[category]).toContain(scoreQuiz(answersFor(choice)))
    }
  })
})

describe(`all 1024 answer combinations (wins per archetype: min ${minWins}, max ${maxWins})`, () => {
  it('has every archetype win at least once and none more than 3 times the average (96)', () => {
    console.log(`quiz wins per archetype over 1024 combinations: min ${minWins}, max ${maxWins}`)
    expect(winCounts.reduce((a, b) => a + b, 0)).toBe(1024)
    for (const id of IDS) {
      expect(winsById.get(id), `archetype ${id}`).toBeGreaterThanOrEqual(1)
      expect(winsById.get(id), `archetype ${id}`).toBeLessThanOrEqual(96)
    }
  })
})

// A small hand-made table for the rule tests: question 1 splits ids by residue mod 4 and
// question 2 by blocks of eight, so each pair of answers leaves exactly two ids with 2 votes.
const ids = (f: (id: number) => boolean) => IDS.filter(f)
const option = (text: string, archetypeIds: number[]) => ({ text, archetypeIds })
const SMALL: QuizQuestion[] = [
  {
    id: 1,
    question: 'Residue?',
    lunaPrompt: 'Test prompt one.',
    options: [
      option(
        'r1',
        ids((i) => i % 4 === 1),
      ),
      option(
        'r2',
        ids((i) => i % 4 === 2),
      ),
      option(
        'r3',
        ids((i) => i % 4 === 3),
      ),
      option(
        'r0',
        ids((i) => i % 4 === 0),
      ),
    ],
  },
  {
    id: 2,
    question: 'Block?',
    lunaPrompt: 'Test prompt two.',
    options: [
      option(
        'b1',
        ids((i) => i <= 8),
      ),
      option(
        'b2',
        ids((i) => i > 8 && i <= 16),
      ),
      option(
        'b3',
        ids((i) => i > 16 && i <= 24),
      ),
      option(
        'b4',
        ids((i) => i > 24),
      ),
    ],
  },
]

describe('tallyQuiz and scoreQuiz', () => {
  it('counts one vote per archetype of each chosen option', () => {
    const tally = tallyQuiz([{ questionId: 1, answer: 3 }], SMALL)
    expect(tally).toHaveLength(32)
    expect(IDS.filter((id) => tally[id - 1] === 1)).toEqual([3, 7, 11, 15, 19, 23, 27, 31])
    expect(tally.reduce((a, b) => a + b, 0)).toBe(8)
  })

  it('picks the archetype with the most votes', () => {
    // residue 2 and the third block share ids 18 and 22; lower ids such as 2 have one vote.
    const answers = [
      { questionId: 1, answer: 2 },
      { questionId: 2, answer: 3 },
    ]
    expect(tallyQuiz(answers, SMALL)[17]).toBe(2)
    expect(tallyQuiz(answers, SMALL)[1]).toBe(1)
    expect(scoreQuiz(answers, SMALL)).toBe(18)
  })

  it('breaks ties by the lowest id', () => {
    expect(scoreQuiz([{ questionId: 1, answer: 3 }], SMALL)).toBe(3)
    expect(scoreQuiz([{ questionId: 2, answer: 4 }], SMALL)).toBe(25)
    const option4 = questionAt(0).options[3].archetypeIds
    expect(scoreQuiz([{ questionId: 1, answer: 4 }])).toBe(Math.min(...option4))
  })

  it('gives archetype 1 when nothing was voted', () => {
    expect(tallyQuiz([])).toEqual(new Array(32).fill(0))
    expect(scoreQuiz([])).toBe(1)
    expect(scoreQuiz([{ questionId: 9, answer: 2 }])).toBe(1)
    expect(scoreQuiz([], SMALL)).toBe(1)
  })

  it('ignores answers to unknown questions and answers outside 1 to 4', () => {
    const valid = [{ questionId: 1, answer: 2 }]
    const noisy = [
      { questionId: 0, answer: 1 },
      ...valid,
      { questionId: 6, answer: 3 },
      { questionId: 2, answer: 0 },
      { questionId: 3, answer: 5 },
      { questionId: 4, answer: 2.5 },
      { questionId: 5, answer: Number.NaN },
      { questionId: 1.5, answer: 1 },
    ]
    expect(tallyQuiz(noisy)).toEqual(tallyQuiz(valid))
    expect(scoreQuiz(noisy)).toBe(scoreQuiz(valid))
    expect(tallyQuiz(noisy, SMALL)).toEqual(tallyQuiz(valid, SMALL))
  })

  it('lets a later answer to the same question replace an earlier one', () => {
    const repeated = [
      { questionId: 1, answer: 1 },
      { questionId: 2, answer: 2 },
      { questionId: 1, answer: 3 },
    ]
    const last = [
      { questionId: 2, answer: 2 },
      { questionId: 1, answer: 3 },
    ]
    expect(tallyQuiz(repeated)).toEqual(tallyQuiz(last))
    expect(scoreQuiz(repeated, SMALL)).toBe(11)
    expect(tallyQuiz(repeated).reduce((a, b) => a + b, 0)).toBe(16)
  })

  it('keeps an earlier valid answer when a later one is invalid', () => {
    const answers = [
      { questionId: 1, answer: 2 },
      { questionId: 1, answer: 7 },
    ]
    expect(tallyQuiz(answers)).toEqual(tallyQuiz([{ questionId: 1, answer: 2 }]))
  })
})

describe('isQuizComplete', () => {
  it('is true only when all five questions have an answer from 1 to 4', () => {
    const full = answersFor([1, 2, 3, 4, 1])
    expect(isQuizComplete(full)).toBe(true)
    expect(isQuizComplete(full.slice(0, 4))).toBe(false)
    expect(isQuizComplete([])).toBe(false)
    expect(isQuizComplete([...full.slice(0, 4), { questionId: 5, answer: 0 }])).toBe(false)
    expect(isQuizComplete([...full.slice(0, 4), { questionId: 5, answer: 2.5 }])).toBe(false)
    expect(isQuizComplete([...full.slice(0, 4), { questionId: 6, answer: 1 }])).toBe(false)
    expect(isQuizComplete([...full, { questionId: 2, answer: 4 }])).toBe(true)
    expect(isQuizComplete([...full].reverse())).toBe(true)
  })
})

describe('scoreQuiz property', () => {
  const answer = fc.record({
    questionId: fc.oneof(fc.integer({ min: -1, max: 7 }), fc.double({ noNaN: false })),
    answer: fc.oneof(fc.integer({ min: -1, max: 6 }), fc.double({ noNaN: false })),
  })

  it('always returns an id 1–32 holding the highest tally, the lowest such id', () => {
    fc.assert(
      fc.property(fc.array(answer, { maxLength: 12 }), (answers) => {
        const tally = tallyQuiz(answers)
        const score = scoreQuiz(answers)
        expect(Number.isInteger(score)).toBe(true)
        expect(score).toBeGreaterThanOrEqual(1)
        expect(score).toBeLessThanOrEqual(32)
        const best = Math.max(...tally)
        expect(tally[score - 1]).toBe(best)
        expect(tally.slice(0, score - 1).every((votes) => votes < best)).toBe(true)
        const answered = new Set(
          answers
            .filter((a) => [1, 2, 3, 4, 5].includes(a.questionId) && [1, 2, 3, 4].includes(a.answer))
            .map((a) => a.questionId),
        )
        expect(tally.reduce((a, b) => a + b, 0)).toBe(8 * answered.size)
      }),
      { numRuns: 500 },
    )
  })
})
