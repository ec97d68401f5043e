// The compass's answer, sentence by sentence: the one list of the words it says, through which its
// language (domain/reading-language.ts, compassAnswerIn) and its soft hyphens (withSoftHyphens there)
// are put. Apart from the languages' words, so that the app takes it without them.

type Said = (text: string) => string

/**
 * The words of a compass answer (domain/compass-answer.ts), as the Worker builds it and as the app
 * receives it in JSON: the fields sayReading passes through `say`.
 */
export interface AnswerWords {
  scalarAlignment: { alignmentMessage: string }
  dailyGuidance: { primaryFocus: string; energyLevel: string; recommendations: string[] }
  planetaryContext: { schumannQuality: string; cosmicWeather: string }
  suggestedCodons: { name: string; theme: string; affirmation: string }[]
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
