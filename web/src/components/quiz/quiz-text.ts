// The quiz's and the archetypes' content in the language spoken (the questions, the archetypes' words;
// docs/decisions/057-content-languages.md), each language's a chunk of its own. The screens' own words
// are the catalogue `onboarding` (onboarding-text.ts).

import { ARCHETYPES, type Archetype } from '@domain/archetypes.ts'
import { archetypesWith, archetypeWith } from '@domain/archetypes-language.ts'
import type { ArchetypeWords, QuizQuestion, QuizWords } from '@domain/content/types.ts'
import { quizWith } from '@domain/quiz-language.ts'
import { useMemo } from 'react'
import { contentWords } from '@/lib/content-words.ts'

const useQuizWords = contentWords<QuizWords>({
  es: () => import('@domain/content/es/quiz.ts').then((m) => m.QUIZ_WORDS_ES),
  de: () => import('@domain/content/de/quiz.ts').then((m) => m.QUIZ_WORDS_DE),
})

/** The archetypes' words in the language spoken (undefined: English's). */
export const useArchetypeWords = contentWords<ArchetypeWords>({
  es: () => import('@domain/content/es/archetypes.ts').then((m) => m.ARCHETYPE_WORDS_ES),
  de: () => import('@domain/content/de/archetypes.ts').then((m) => m.ARCHETYPE_WORDS_DE),
})

/** The five questions in the language spoken. */
export const useQuizQuestions = (): readonly QuizQuestion[] => quizWith(useQuizWords())

/** The 32 archetypes in the language spoken. */
export const useArchetypes = (): readonly Archetype[] => archetypesWith(useArchetypeWords())

/** An archetype in the language spoken. */
export function useArchetype(archetype: Archetype): Archetype
export function useArchetype(archetype: Archetype | undefined | null): Archetype | undefined
export function useArchetype(archetype: Archetype | undefined | null): Archetype | undefined {
  const words = useArchetypeWords(Boolean(archetype))
  return archetype ? (archetypeWith(archetype.id, words) ?? archetype) : undefined
}

/**
 * An archetype's name as a record stores it (English's, ARCHETYPES' name; the analytics' rows) in the
 * language spoken; a name no archetype has (an older one) as it is.
 */
export function useArchetypeName(): (stored: string) => string {
  const archetypes = useArchetypes()
  return useMemo(() => {
    const names = new Map(ARCHETYPES.map((a, i) => [a.name, archetypes[i]?.name ?? a.name]))
    return (stored: string) => names.get(stored) ?? stored
  }, [archetypes])
}
