// The day's reading in a language Luna speaks (docs/decisions/058-reading-languages.md). The reading
// is drawn once, in English, by the rules that give the day one voice (docs/rules/one-voice.md);
// its sentences are then said in the language asked for, each English sentence standing for the
// same sentence in that language, as a message id does. The words of each language
// (domain/content/<locale>/) mirror English's files entry for entry: a sentence that English glues
// from pieces ("This evening" + ", " + advice) is written whole for every combination, and is
// matched here by gluing English's the same way.

import { codonsIn } from './codons-language.ts'
import type { CompassAnswer } from './compass-answer.ts'
import * as DAY_WORDS from './content/day-words.ts'
import * as DAY_WORDS_DE from './content/de/day-words.ts'
import * as FEELINGS_DE from './content/de/feelings.ts'
import * as GUIDANCE_DE from './content/de/guidance.ts'
import * as HOUR_ADVICE_DE from './content/de/hour-advice.ts'
import * as HOUR_WORDS_DE from './content/de/hour-words.ts'
import * as LUNA_DE from './content/de/luna.ts'
import { SYMBOLIC_LOCATIONS_DE } from './content/de/places.ts'
import * as THEMES_DE from './content/de/themes.ts'
import { EMOTIONAL_DESCRIPTORS } from './content/emotions.ts'
import * as DAY_WORDS_ES from './content/es/day-words.ts'
import * as FEELINGS_ES from './content/es/feelings.ts'
import * as GUIDANCE_ES from './content/es/guidance.ts'
import * as HOUR_ADVICE_ES from './content/es/hour-advice.ts'
import * as HOUR_WORDS_ES from './content/es/hour-words.ts'
import * as LUNA_ES from './content/es/luna.ts'
import { SYMBOLIC_LOCATIONS_ES } from './content/es/places.ts'
import * as THEMES_ES from './content/es/themes.ts'
import * as FEELINGS from './content/feelings.ts'
import * as GUIDANCE from './content/guidance.ts'
import * as HOUR_ADVICE from './content/hour-advice.ts'
import type { HourTurn } from './content/hour-words.ts'
import * as HOUR_WORDS from './content/hour-words.ts'
import { LONG_WORDS_DE, LONG_WORDS_ES } from './content/long-words.ts'
import * as LUNA from './content/luna.ts'
import { type PlaceWords, SYMBOLIC_LOCATIONS, symbolicEffectLine } from './content/places.ts'
import * as THEMES from './content/themes.ts'
import type { AdviceWords, HourAdviceWords, HourEnergyLineWords, HourLineWords } from './content/types.ts'
import type { PartOfDay } from './dates.ts'
import { ENERGY_LEVELS } from './day-tide.ts'
import type { Locale } from './locale.ts'
import { type AnswerWords, feelingAnswerIn, type ReadingSentences, sayReading } from './say-reading.ts'
import { softHyphenator } from './soft-hyphens.ts'

export { feelingAnswerIn }

import { PARTS_OF_DAY } from './suited.ts'

const TURNS: readonly HourTurn[] = ['brighter', 'same', 'quieter']

/** One language's files of the reading's words, as domain/content/<locale>/ writes them. */
interface ReadingFiles {
  suffix: string
  dayWords: object
  guidance: object
  luna: object
  /** Luna's answers to a theme heard, and to a feeling (its strategies). */
  themes: object
  feelings: object
  /** saidFeeling(descriptor) whole: by the descriptor's index (EMOTIONAL_DESCRIPTORS), or by the descriptor. */
  saidFeeling: readonly string[] | Readonly<Record<string, string>>
  hourWords: object & { HOUR_LINE: HourLineWords; HOUR_ENERGY_LINE: HourEnergyLineWords }
  /** alignmentMessageOf(part, advice) whole, each advice's message by the clock's part. */
  hourAdvice: { HOUR_ADVICE: HourAdviceWords; QUIETER_ADVICE: AdviceWords; BRIGHTER_ADVICE: AdviceWords }
  /** The symbolic places' shown words, at English's index (the time window's effect names its place). */
  places: readonly PlaceWords[]
}

const FILES: Readonly<Partial<Record<Locale, ReadingFiles>>> = {
  es: {
    suffix: '_ES',
    dayWords: DAY_WORDS_ES,
    guidance: GUIDANCE_ES,
    luna: LUNA_ES,
    themes: THEMES_ES,
    feelings: FEELINGS_ES,
    saidFeeling: FEELINGS_ES.SAID_FEELING_ES,
    hourWords: {
      ...HOUR_WORDS_ES,
      HOUR_LINE: HOUR_WORDS_ES.HOUR_LINE_ES,
      HOUR_ENERGY_LINE: HOUR_WORDS_ES.HOUR_ENERGY_LINE_ES,
    },
    hourAdvice: {
      HOUR_ADVICE: HOUR_ADVICE_ES.HOUR_ADVICE_ES,
      QUIETER_ADVICE: HOUR_ADVICE_ES.QUIETER_ADVICE_ES,
      BRIGHTER_ADVICE: HOUR_ADVICE_ES.BRIGHTER_ADVICE_ES,
    },
    places: SYMBOLIC_LOCATIONS_ES,
  },
  de: {
    suffix: '_DE',
    dayWords: DAY_WORDS_DE,
    guidance: GUIDANCE_DE,
    luna: LUNA_DE,
    themes: THEMES_DE,
    feelings: FEELINGS_DE,
    saidFeeling: FEELINGS_DE.SAID_FEELING_DE,
    hourWords: {
      ...HOUR_WORDS_DE,
      HOUR_LINE: HOUR_WORDS_DE.HOUR_LINE_DE,
      HOUR_ENERGY_LINE: HOUR_WORDS_DE.HOUR_ENERGY_LINE_DE,
    },
    hourAdvice: {
      HOUR_ADVICE: HOUR_ADVICE_DE.HOUR_ADVICE_DE,
      QUIETER_ADVICE: HOUR_ADVICE_DE.QUIETER_ADVICE_DE,
      BRIGHTER_ADVICE: HOUR_ADVICE_DE.BRIGHTER_ADVICE_DE,
    },
    places: SYMBOLIC_LOCATIONS_DE,
  },
}

/** A language's sentences of the reading, keyed by English's. */
export interface ReadingWords {
  readonly locale: Locale
  readonly sentences: ReadonlyMap<string, string>
  /** English sentences given two different translations (a test keeps this empty). */
  readonly conflicts: readonly string[]
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null

/**
 * Walks an English export and its translation side by side (same keys, same order), pairing each
 * English sentence with its translation: a `suits(…)` item's text pairs with the string (or `{ text }`)
 * in its place.
 */
function pair(en: unknown, own: unknown, put: (en: string, own: string) => void): void {
  if (typeof en === 'string') {
    if (typeof own === 'string') put(en, own)
    return
  }
  if (isRecord(en) && typeof en.text === 'string' && Array.isArray(en.parts)) {
    if (typeof own === 'string') put(en.text, own)
    else if (isRecord(own) && typeof own.text === 'string') put(en.text, own.text)
    return
  }
  if (Array.isArray(en)) {
    if (Array.isArray(own)) for (const [i, item] of en.entries()) pair(item, own[i], put)
    return
  }
  if (isRecord(en) && isRecord(own)) for (const key of Object.keys(en)) pair(en[key], own[key], put)
}

/** Pairs each export of an English file with the translation's of the same name (plus the suffix). */
function pairFile(english: object, own: object, suffix: string, put: (en: string, own: string) => void) {
  const translated = own as Record<string, unknown>
  for (const [name, value] of Object.entries(english)) pair(value, translated[`${name}${suffix}`], put)
}

function buildWords(locale: Locale, files: ReadingFiles): ReadingWords {
  const sentences = new Map<string, string>()
  const conflicts: string[] = []
  const put = (en: string, own: string) => {
    const before = sentences.get(en)
    if (before !== undefined && before !== own) conflicts.push(`${en} → ${before} | ${own}`)
    else sentences.set(en, own)
  }
  pairFile(DAY_WORDS, files.dayWords, files.suffix, put)
  pairFile(GUIDANCE, files.guidance, files.suffix, put)
  pairFile(LUNA, files.luna, files.suffix, put)
  pairFile(HOUR_WORDS, files.hourWords, files.suffix, put)
  pairFile(THEMES, files.themes, files.suffix, put)
  pairFile(FEELINGS, files.feelings, files.suffix, put)
  for (const [i, descriptor] of EMOTIONAL_DESCRIPTORS.entries()) {
    const said = Array.isArray(files.saidFeeling)
      ? files.saidFeeling[i]
      : (files.saidFeeling as Readonly<Record<string, string>>)[descriptor]
    if (said !== undefined) put(FEELINGS.saidFeeling(descriptor), said)
  }
  for (const turn of TURNS)
    for (const day of ENERGY_LEVELS) {
      put(
        HOUR_WORDS.hourEnergyLine(turn, GUIDANCE.ENERGY_LEVEL_LABELS[day]),
        files.hourWords.HOUR_ENERGY_LINE[turn][day],
      )
      for (const part of PARTS_OF_DAY)
        for (const fit of PARTS_OF_DAY)
          put(HOUR_WORDS.hourLine(turn, day, part, fit), files.hourWords.HOUR_LINE[turn][day][part][fit])
    }
  const advice = (english: readonly string[], own: AdviceWords[PartOfDay]) =>
    english.forEach((text, i) => {
      for (const part of PARTS_OF_DAY) {
        const whole = own[i]?.[part]
        if (whole !== undefined) put(HOUR_ADVICE.alignmentMessageOf(part, text), whole)
      }
    })
  for (const fit of PARTS_OF_DAY) {
    for (const day of ENERGY_LEVELS)
      advice(HOUR_ADVICE.HOUR_ADVICE[day][fit], files.hourAdvice.HOUR_ADVICE[day][fit])
    advice(HOUR_ADVICE.QUIETER_ADVICE[fit], files.hourAdvice.QUIETER_ADVICE[fit])
    advice(HOUR_ADVICE.BRIGHTER_ADVICE[fit], files.hourAdvice.BRIGHTER_ADVICE[fit])
  }
  // The time window's effect of a symbolic place: 'name: effect' (domain/time-engine.ts).
  for (const [i, place] of SYMBOLIC_LOCATIONS.entries()) {
    const own = files.places[i]
    if (own) put(symbolicEffectLine(place), symbolicEffectLine(own))
  }
  return { locale, sentences, conflicts }
}

const built = new Map<Locale, ReadingWords>()

/** The reading's sentences in `locale`, or undefined where English is spoken (or the pseudo-language). */
export function readingWordsIn(locale: Locale): ReadingWords | undefined {
  const files = FILES[locale]
  if (!files) return undefined
  let words = built.get(locale)
  if (!words) {
    words = buildWords(locale, files)
    built.set(locale, words)
  }
  return words
}

/**
 * The compass's answer with its sentences in the language of `words` (sayReading), its suggested
 * codons in that language's words.
 * A sentence without a translation stays English's (a test keeps every drawn one translated).
 */
export function compassAnswerIn<A extends CompassAnswer>(answer: A, words: ReadingWords | undefined): A {
  if (!words) return answer
  const say = (text: string) => words.sentences.get(text) ?? text
  const codons = new Map(codonsIn(words.locale).map((c) => [c.codon, c]))
  return sayReading(answer, {
    say,
    codon: (c) => {
      const own = codons.get(c.codon)
      return own ? { ...c, name: own.name, theme: own.theme, affirmation: own.affirmation } : c
    },
    lunaAnswer: (a) => feelingAnswerIn(a, say),
  })
}

/** Each language's long reading words, hyphenated (domain/content/long-words.ts, written by `npm run hyphens`). */
const LONG_WORDS: Readonly<Partial<Record<Locale, string>>> = { de: LONG_WORDS_DE, es: LONG_WORDS_ES }
const hyphenators = new Map<Locale, (text: string) => string>()

/**
 * The answer shown with soft hyphens (U+00AD) at the hyphenation points of its long words, in a
 * language whose words are long (German's and Spanish's; docs/decisions/061-hyphenation.md): a narrow
 * screen breaks a compound there, with a hyphen, and nowhere else. Removing them gives the answer back.
 * In any other language the answer as it is.
 */
export function withSoftHyphens<A extends AnswerWords>(answer: A, locale: Locale): A {
  const say = hyphenatorIn(locale)
  return say ? sayReading(answer, { say }) : answer
}

/** A language's hyphenator of its reading's long words, made once; undefined where words are short. */
function hyphenatorIn(locale: Locale): ((text: string) => string) | undefined {
  const list = LONG_WORDS[locale]
  if (list === undefined) return undefined
  let say = hyphenators.get(locale)
  if (!say) {
    say = softHyphenator(list)
    hyphenators.set(locale, say)
  }
  return say
}

/**
 * The reading's words in `locale` as data, with their soft hyphens (withSoftHyphens), for the app to
 * say a reading it computes without the network as the server would (say-reading.ts, answerSaidWith):
 * each English sentence's translation, and each codon's name, theme and affirmation. The app's build
 * writes it as `reading-words.<locale>.json` (scripts/reading-words/vite-plugin.ts). Undefined where
 * English is spoken.
 */
export function readingSentencesIn(locale: Locale): ReadingSentences | undefined {
  const words = readingWordsIn(locale)
  if (!words) return undefined
  const hyphenate = hyphenatorIn(locale) ?? ((text: string) => text)
  return {
    sentences: Object.fromEntries([...words.sentences].map(([en, own]) => [en, hyphenate(own)])),
    codons: Object.fromEntries(
      codonsIn(locale).map((c) => [
        c.codon,
        [hyphenate(c.name), hyphenate(c.theme), hyphenate(c.affirmation)],
      ]),
    ),
  }
}
