// The five archetype-quiz questions and the vote table behind their options.
//
// How the table was built: each archetype has an "address", the option it sits in for each of the
// five questions. Question 1 sorts the archetypes by element category (Fire, Air, Water, Earth).
// The addresses were found by a simulated-annealing search (a throwaway script, not part of the repo)
// under these rules:
// - every option holds exactly 8 ids, so each question partitions the 32 archetypes;
// - any two addresses differ in at least 3 of the 5 answers, so the answers equal to an archetype's
//   address, and every combination one answer away from it, give that archetype outright: 16 sure wins
//   each (the 32 radius-1 balls cannot overlap);
// - in questions 2 to 5 every option holds 3 or 4 ids of the category its wording leans to, more than
//   of any other category, and answering all five questions with one leaning picks an archetype of
//   that category;
// - over all 4^5 = 1024 combinations (highest tally wins, lowest id on ties) the wins were spread as
//   evenly as the search could make them: between 17 and 67 per archetype, where the rule allows
//   at least 1 and at most 96 (3 times the average of 32).
// test/domain/quiz.test.ts re-checks all of this: partition, distance, sure wins, leanings, spread.
// The option wording leans, in order: Q1 Fire, Air, Water, Earth; Q2 Air, Earth, Fire, Water;
// Q3 Water, Air, Earth, Fire; Q4 Fire, Air, Water, Earth; Q5 Water, Air, Fire, Earth.
import type { QuizQuestion } from './types.ts'

export const QUIZ_QUESTIONS: readonly QuizQuestion[] = [
  {
    id: 1,
    question: 'How do you usually begin something new?',
    lunaPrompt:
      "Let's start at a threshold. Think of the last time you began something that mattered to you, and notice your very first move.",
    options: [
      {
        text: 'I leap in while the spark is fresh and find my footing as I go.',
        archetypeIds: [1, 7, 11, 13, 18, 22, 25, 28],
      },
      {
        text: 'I talk it through, read around the idea and sketch a few possibilities first.',
        archetypeIds: [2, 5, 10, 16, 19, 27, 29, 31],
      },
      {
        text: 'I wait until it feels right inside, then let it unfold at its own pace.',
        archetypeIds: [3, 6, 9, 15, 20, 24, 30, 32],
      },
      {
        text: 'I make a simple plan, gather what I need and take one practical first step.',
        archetypeIds: [4, 8, 12, 14, 17, 21, 23, 26],
      },
    ],
  },
  {
    id: 2,
    question: 'What restores you when you feel depleted?',
    lunaPrompt:
      'Everyone refills in their own way. Picture a free evening with nothing asked of you: where does your energy drift?',
    options: [
      {
        text: "A good conversation, a book I can't put down or a fresh idea to turn over.",
        archetypeIds: [14, 16, 18, 27, 28, 29, 31, 32],
      },
      {
        text: 'Cooking something simple, tending my plants or putting my space back in order.',
        archetypeIds: [8, 10, 11, 12, 15, 19, 24, 26],
      },
      {
        text: 'Moving: a brisk walk, dancing in the kitchen, anything with a little pulse to it.',
        archetypeIds: [1, 2, 4, 7, 9, 22, 23, 30],
      },
      {
        text: 'Quiet time alone with music, a warm bath or the sound of rain on the window.',
        archetypeIds: [3, 5, 6, 13, 17, 20, 21, 25],
      },
    ],
  },
  {
    id: 3,
    question: 'How do you make an important choice?',
    lunaPrompt:
      'There is no wrong way to choose. Recall a crossroads you stood at recently and how you found your direction.',
    options: [
      {
        text: 'I sit with each path for a while and notice which one feels true in my heart.',
        archetypeIds: [1, 3, 9, 10, 14, 21, 24, 31],
      },
      {
        text: 'I weigh the options, ask plenty of questions and follow the clearest reasoning.',
        archetypeIds: [2, 19, 22, 25, 26, 27, 30, 32],
      },
      {
        text: 'I look at what has worked before and what is realistic for me right now.',
        archetypeIds: [4, 6, 7, 8, 15, 17, 18, 29],
      },
      {
        text: 'I trust my first strong instinct and commit to it with my whole heart.',
        archetypeIds: [5, 11, 12, 13, 16, 20, 23, 28],
      },
    ],
  },
  {
    id: 4,
    question: 'When something difficult arrives, what do you do first?',
    lunaPrompt:
      'Hard days visit everyone. Answer honestly; each of these responses carries its own kind of strength.',
    options: [
      {
        text: 'I face it head-on and look for one thing I can act on today.',
        archetypeIds: [9, 11, 16, 18, 19, 20, 21, 22],
      },
      {
        text: 'I step back to understand it, often by writing it down or talking it over with someone.',
        archetypeIds: [1, 2, 3, 4, 5, 26, 28, 29],
      },
      {
        text: 'I let myself feel it fully and trust that the wave will pass in its own time.',
        archetypeIds: [6, 7, 8, 23, 24, 25, 31, 32],
      },
      {
        text: 'I hold on to my daily rhythm and keep putting one foot in front of the other.',
        archetypeIds: [10, 12, 13, 14, 15, 17, 27, 30],
      },
    ],
  },
  {
    id: 5,
    question: 'What do you long for most?',
    lunaPrompt: 'One last question. Let the answer come from the quiet part of you rather than the busy one.',
    options: [
      {
        text: 'To feel deeply connected, with the people I love and with something larger than me.',
        archetypeIds: [2, 3, 7, 13, 14, 15, 16, 32],
      },
      {
        text: 'To keep learning, and to understand others and be understood in return.',
        archetypeIds: [4, 5, 6, 9, 12, 18, 19, 31],
      },
      {
        text: 'To create something that carries my own spark out into the world.',
        archetypeIds: [1, 8, 10, 11, 21, 25, 29, 30],
      },
      {
        text: 'To build something lasting that gives me and the people around me a steady place to stand.',
        archetypeIds: [17, 20, 22, 23, 24, 26, 27, 28],
      },
    ],
  },
]
