// The five quiz questions and their vote table (spec 01 §3, §9; decisions.md §4).
// Each option votes for 8 archetypes and each question's options partition the 32 ids.
// The table gives every archetype 32 ids a distinct five-answer "address"; enumerating all 1,024
// answer combinations (test/domain/quiz.test.ts) shows every archetype winning at least 17 of them
// and none more than 65 (the limit is 96, three times the average of 32).
import type { QuizQuestion } from './types.ts'

export const QUIZ_QUESTIONS: readonly QuizQuestion[] = [
  {
    id: 1,
    question: 'When something new begins in your life, what do you reach for first?',
    lunaPrompt: 'Think of the last time a door opened for you. Notice the first thing you did, before you had time to plan.',
    options: [
      { text: 'I move — I want to feel the spark and act on it.', archetypeIds: [1, 7, 11, 13, 18, 22, 25, 28] },
      { text: 'I talk it through and gather ideas from everyone I can.', archetypeIds: [2, 5, 10, 16, 19, 27, 29, 31] },
      { text: 'I wait and listen until it feels right inside.', archetypeIds: [3, 6, 9, 15, 20, 24, 30, 32] },
      { text: 'I make a plan, check what I have, and build step by step.', archetypeIds: [4, 8, 12, 14, 17, 21, 23, 26] },
    ],
  },
  {
    id: 2,
    question: 'What restores you after a long, demanding day?',
    lunaPrompt: 'Rest looks different for everyone. I am curious what truly gives your energy back.',
    options: [
      { text: 'Time with people I love, talking until late.', archetypeIds: [1, 2, 3, 13, 20, 23, 24, 25] },
      { text: 'Learning something new: a book, a film, a long walk with a podcast.', archetypeIds: [11, 14, 16, 17, 19, 21, 22, 31] },
      { text: 'Water, music or silence — something that lets me soften.', archetypeIds: [5, 7, 8, 9, 10, 15, 29, 30] },
      { text: 'Making or tidying something with my hands.', archetypeIds: [4, 6, 12, 18, 26, 27, 28, 32] },
    ],
  },
  {
    id: 3,
    question: 'How do you usually make an important decision?',
    lunaPrompt: 'There is no wrong way to choose. Tell me which voice you trust most when it matters.',
    options: [
      { text: 'I trust my first instinct and commit.', archetypeIds: [1, 5, 6, 7, 12, 15, 19, 21] },
      { text: 'I weigh the facts and the options carefully.', archetypeIds: [2, 8, 10, 14, 16, 20, 25, 32] },
      { text: 'I sleep on it and let my feelings settle.', archetypeIds: [3, 4, 9, 11, 13, 17, 18, 29] },
      { text: 'I ask what serves the people around me.', archetypeIds: [22, 23, 24, 26, 27, 28, 30, 31] },
    ],
  },
  {
    id: 4,
    question: 'When life gets difficult, what do you tend to do?',
    lunaPrompt: 'Hard seasons show us our own shape. Which of these sounds most like you when things are heavy?',
    options: [
      { text: 'I get practical and handle what is in front of me.', archetypeIds: [1, 10, 12, 14, 15, 18, 22, 23] },
      { text: 'I look for the meaning or the lesson in it.', archetypeIds: [3, 7, 17, 19, 25, 28, 29, 30] },
      { text: 'I reach out and lean on the people I trust.', archetypeIds: [2, 4, 5, 8, 13, 24, 31, 32] },
      { text: 'I withdraw for a while and gather myself quietly.', archetypeIds: [6, 9, 11, 16, 20, 21, 26, 27] },
    ],
  },
  {
    id: 5,
    question: 'What do you long for most right now?',
    lunaPrompt: 'Let the answer come from the part of you that is quietest. What are you reaching toward?',
    options: [
      { text: 'Clarity: to see my path plainly.', archetypeIds: [10, 12, 13, 19, 20, 22, 27, 30] },
      { text: 'Freedom: room to explore and change.', archetypeIds: [15, 18, 21, 23, 25, 29, 31, 32] },
      { text: 'Connection: to feel close to others and understood.', archetypeIds: [1, 2, 3, 4, 6, 11, 14, 28] },
      { text: 'Peace: steadiness and a calmer heart.', archetypeIds: [5, 7, 8, 9, 16, 17, 24, 26] },
    ],
  },
]
