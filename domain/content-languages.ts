// Every language's words of the quiz and the archetypes, for the Worker and the tests
// (docs/decisions/057-content-languages.md). The app never imports this module: it loads the one
// language it speaks, file by file (web/src/lib/content-words.ts).

import type { Archetype } from './archetypes.ts'
import { archetypesWith } from './archetypes-language.ts'
import { ARCHETYPE_WORDS_DE } from './content/de/archetypes.ts'
import { QUIZ_WORDS_DE } from './content/de/quiz.ts'
import { ARCHETYPE_WORDS_ES } from './content/es/archetypes.ts'
import { QUIZ_WORDS_ES } from './content/es/quiz.ts'
import type { ArchetypeWords, QuizQuestion, QuizWords } from './content/types.ts'
import type { Locale } from './locale.ts'
import { quizWith } from './quiz-language.ts'

/** The languages whose quiz words are written (English's are domain/content/quiz.ts). */
export const QUIZ_WORDS: Readonly<Partial<Record<Locale, QuizWords>>> = {
  es: QUIZ_WORDS_ES,
  de: QUIZ_WORDS_DE,
}

/** The languages whose archetype words are written (English's are domain/content/archetypes.ts). */
export const ARCHETYPE_WORDS: Readonly<Partial<Record<Locale, ArchetypeWords>>> = {
  es: ARCHETYPE_WORDS_ES,
  de: ARCHETYPE_WORDS_DE,
}

/** The quiz in `locale` (English's for English and the pseudo-language). */
export const quizIn = (locale: Locale): readonly QuizQuestion[] => quizWith(QUIZ_WORDS[locale])

/** The 32 archetypes in `locale` (English's for English and the pseudo-language). */
export const archetypesIn = (locale: Locale): readonly Archetype[] => archetypesWith(ARCHETYPE_WORDS[locale])
