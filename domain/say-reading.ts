// The compass's answer, sentence by sentence: the one list of the words it says, through which its
// language (domain/reading-language.ts, compassAnswerIn) and its soft hyphens (withSoftHyphens there)
// are put. Apart from the languages' words, so that the app takes it without them: the app says a
// reading it computes without the network from a language's words as data (answerSaidWith).
import { saidFeeling } from './content/feelings.ts'

type Said = (text: string) => string

/**
 * The words of a compass answer (domain/compass-answer.ts), as the Worker builds it and as the app
 * receives it in JSON: the fields sayReading passes through `say`.
 */
export interface AnswerWords {
  scalarAlignment: { alignmentMessage: string }
  dailyGuidance: { primaryFocus: string; energyLevel: string; recommendations: string[] }
  planetaryContext: { schumannQuality: string; cosmicWeather: string }
  suggestedCodons: { codon: string; name: string; theme: string; affirmation: string }[]
  intention: string
  dailyReading: {
    headline: string
    leanInto: string[]
    goEasyOn: string[]
    focus: string
    energyLabel: string
    intention: string
    luna: { message: string; suggestion: string | null; answer: { descriptor: string; text: string } | null }
    now: { line: string; energyLine: string; message: string; focus: string; recommendations: string[] }
  }
}

/** What the compass's answer says in words: its sentences, its suggested codons' and Luna's answer to what was said. */
export interface ReadingSayers<A extends AnswerWords> {
  /** Each sentence of the answer. */
  say: Said
  /** A suggested codon's words (its name, theme and affirmation); by default each through `say`. */
  codon?: (codon: A['suggestedCodons'][number]) => A['suggestedCodons'][number]
  /** Luna's answer to what was said; by default its text through `say`. */
  lunaAnswer?: (answer: { descriptor: string; text: string }) => string
}

/**
 * The compass's answer with each of its sentences passed through `say`: the alignment message, the
 * hour's focus, energy and recommendations, the planet's weather, the suggested codons' words, the
 * intention, and the day's reading (headline, lists, focus, energy, Luna's line, the hour's lines).
 * Ids, numbers and the names the app keys its own labels by (phases, zones, states, the Moon's phase)
 * stay.
 */
export function sayReading<A extends AnswerWords>(answer: A, sayers: ReadingSayers<A>): A {
  const { say } = sayers
  const codon =
    sayers.codon ??
    ((c: A['suggestedCodons'][number]) => ({
      ...c,
      name: say(c.name),
      theme: say(c.theme),
      affirmation: say(c.affirmation),
    }))
  const lunaAnswer = sayers.lunaAnswer ?? ((a: { text: string }) => say(a.text))
  const r = answer.dailyReading
  // The spread keeps every other field; the result is the answer's own type with these words said.
  return {
    ...answer,
    scalarAlignment: {
      ...answer.scalarAlignment,
      alignmentMessage: say(answer.scalarAlignment.alignmentMessage),
    },
    dailyGuidance: {
      ...answer.dailyGuidance,
      primaryFocus: say(answer.dailyGuidance.primaryFocus),
      energyLevel: say(answer.dailyGuidance.energyLevel),
      recommendations: answer.dailyGuidance.recommendations.map((text) => say(text)),
    },
    planetaryContext: {
      ...answer.planetaryContext,
      schumannQuality: say(answer.planetaryContext.schumannQuality),
      cosmicWeather: say(answer.planetaryContext.cosmicWeather),
    },
    suggestedCodons: answer.suggestedCodons.map(codon),
    intention: say(answer.intention),
    dailyReading: {
      ...r,
      headline: say(r.headline),
      leanInto: r.leanInto.map((text) => say(text)),
      goEasyOn: r.goEasyOn.map((text) => say(text)),
      focus: say(r.focus),
      energyLabel: say(r.energyLabel),
      intention: say(r.intention),
      luna: {
        ...r.luna,
        message: say(r.luna.message),
        suggestion: r.luna.suggestion === null ? null : say(r.luna.suggestion),
        answer: r.luna.answer ? { ...r.luna.answer, text: lunaAnswer(r.luna.answer) } : null,
      },
      now: {
        ...r.now,
        line: say(r.now.line),
        energyLine: say(r.now.energyLine),
        message: say(r.now.message),
        focus: say(r.now.focus),
        recommendations: r.now.recommendations.map((text) => say(text)),
      },
    },
  } as A
}

/**
 * Luna's answer to what was said (domain/daily-reading.ts feelingAnswerOf) in a language: her line to
 * the theme heard, or the feeling named ("You said you feel …") and then her line, each sentence said
 * on its own.
 */
export function feelingAnswerIn(
  answer: { descriptor: string; text: string },
  say: (english: string) => string,
): string {
  const said = saidFeeling(answer.descriptor)
  return answer.text.startsWith(`${said} `)
    ? `${say(said)} ${say(answer.text.slice(said.length + 1))}`
    : say(answer.text)
}

/**
 * A language's words for the reading, as data (domain/reading-language.ts, readingSentencesIn): each
 * English sentence's translation, and each codon's [name, theme, affirmation] by its codon.
 */
export interface ReadingSentences {
  sentences: Readonly<Record<string, string>>
  codons: Readonly<Record<string, readonly [string, string, string]>>
}

/**
 * The answer said with `words`, as compassAnswerIn says it with the same language's words: a sentence
 * without a translation stays English's.
 */
export function answerSaidWith<A extends AnswerWords>(answer: A, words: ReadingSentences): A {
  const say = (text: string) =>
    Object.hasOwn(words.sentences, text) ? (words.sentences[text] ?? text) : text
  return sayReading(answer, {
    say,
    codon: (c) => {
      const own = Object.hasOwn(words.codons, c.codon) ? words.codons[c.codon] : undefined
      return own ? { ...c, name: own[0], theme: own[1], affirmation: own[2] } : c
    },
    lunaAnswer: (a) => feelingAnswerIn(a, say),
  })
}
