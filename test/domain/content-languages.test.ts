// The quiz's and the archetypes' words in Spanish and German (domain/content-languages.ts): complete,
// each the language's own (no English left), with every id, number, category, tone and vote as
// English has them.
import { describe, expect, it } from 'vitest'
import { ARCHETYPES, type Archetype, elementLabel, findArchetype } from '../../domain/archetypes.ts'
import { archetypeWith } from '../../domain/archetypes-language.ts'
import { QUIZ_QUESTIONS } from '../../domain/content/quiz.ts'
import type { QuizQuestion } from '../../domain/content/types.ts'
import { ARCHETYPE_WORDS, archetypesIn, QUIZ_WORDS, quizIn } from '../../domain/content-languages.ts'
import { TRANSLATED_LOCALES } from '../../domain/locale.ts'

/** An archetype with its words blanked: what must stay English's in every language. */
const archetypeWithoutWords = (a: Archetype) => ({
  ...a,
  name: '',
  description: '',
  lunaInterpretation: '',
  keywords: [],
  meaning: '',
  shadowAspect: '',
})

/** A question with its words blanked: its id and each option's votes. */
const questionWithoutWords = (q: QuizQuestion) => ({ id: q.id, votes: q.options.map((o) => o.archetypeIds) })

describe.each(TRANSLATED_LOCALES)('the quiz and the archetypes in %s', (locale) => {
  it('has every question, prompt and answer, none of them English’s, and the same votes', () => {
    const words = QUIZ_WORDS[locale]
    expect(words).toHaveLength(QUIZ_QUESTIONS.length)
    const questions = quizIn(locale)
    questions.forEach((q, i) => {
      const en = QUIZ_QUESTIONS[i]
      if (!en) throw new Error('no English question')
      expect(questionWithoutWords(q)).toEqual(questionWithoutWords(en))
      for (const [own, english] of [
        [q.question, en.question],
        [q.lunaPrompt, en.lunaPrompt],
        ...q.options.map((o, k) => [o.text, en.options[k]?.text]),
      ]) {
        expect(own?.trim(), `question ${q.id}`).toBeTruthy()
        expect(own, `question ${q.id}`).not.toBe(english)
      }
    })
  })

  it('has every archetype’s words, its own and as many keywords, and changes nothing else', () => {
    expect(ARCHETYPE_WORDS[locale]?.archetypes).toHaveLength(32)
    const archetypes = archetypesIn(locale)
    expect(new Set(archetypes.map((a) => a.name)).size).toBe(32)
    archetypes.forEach((a, i) => {
      const en = ARCHETYPES[i]
      if (!en) throw new Error('no English archetype')
      expect(archetypeWithoutWords(a)).toEqual(archetypeWithoutWords(en))
      expect(a.keywords, a.name).toHaveLength(en.keywords.length)
      for (const key of ['name', 'description', 'lunaInterpretation', 'meaning', 'shadowAspect'] as const) {
        expect(a[key].trim(), `${en.name} ${key}`).toBeTruthy()
        expect(a[key], `${en.name} ${key}`).not.toBe(en[key])
      }
      expect(archetypeWith(a.id, ARCHETYPE_WORDS[locale])).toEqual(a)
    })
  })

  it('names each element, alone and in pairs, in the language', () => {
    const names = ARCHETYPE_WORDS[locale]?.elements
    if (!names) throw new Error('no element names')
    expect(new Set(Object.values(names)).size).toBe(8)
    for (const a of ARCHETYPES) {
      const [elements, category] = elementLabel(a, names).split(' · ')
      const english = a.primaryElement.split('/') as (keyof typeof names)[]
      expect(elements?.split('/'), a.name).toEqual(english.map((e) => names[e]))
      expect(category, a.name).toBe(
        english.includes(a.category) ? undefined : names[a.category as keyof typeof names],
      )
    }
  })
})

describe('English', () => {
  it('gives English’s quiz and archetypes, and names elements as before', () => {
    expect(quizIn('en')).toBe(QUIZ_QUESTIONS)
    expect(archetypesIn('en')).toBe(ARCHETYPES)
    expect(archetypeWith(7, undefined)).toBe(findArchetype(7))
    const fireAir = ARCHETYPES.find((a) => !a.primaryElement.split('/').includes(a.category))
    if (!fireAir) throw new Error('no archetype whose element does not name its category')
    expect(elementLabel(fireAir)).toBe(`${fireAir.primaryElement} · ${fireAir.category}`)
  })
})
