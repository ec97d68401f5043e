// The day's reading in Spanish and German (domain/reading-language.ts): every sentence the reading
// can draw has its translation, one per English sentence, and the answer said in a language changes
// only its sentences: the same day, hour, numbers and names, so the day keeps its one voice.
import { describe, expect, it } from 'vitest'
import { type CompassAnswer, compassAnswer } from '../../domain/compass-answer.ts'
import {
  DAY_FOCUS,
  DAY_HEADLINES,
  DAY_INTENTIONS,
  GO_EASY_ON,
  LEAN_INTO,
  THEME_INTENTIONS,
} from '../../domain/content/day-words.ts'
import { EMOTIONAL_DESCRIPTORS } from '../../domain/content/emotions.ts'
import { FEELING_STRATEGIES, saidFeeling } from '../../domain/content/feelings.ts'
import { ENERGY_LEVEL_LABELS, TIME_PHASE_CONTENT } from '../../domain/content/guidance.ts'
import { ALIGNMENT_MESSAGES } from '../../domain/content/hour-advice.ts'
import { HOUR_LINES } from '../../domain/content/hour-words.ts'
import { LONG_WORDS_DE, LONG_WORDS_ES } from '../../domain/content/long-words.ts'
import { LUNA_CONTENT } from '../../domain/content/luna.ts'
import { SYMBOLIC_LOCATIONS, symbolicEffectLine } from '../../domain/content/places.ts'
import { THEME_ANSWERS } from '../../domain/content/themes.ts'
import { feelingAnswerOf } from '../../domain/daily-reading.ts'
import { TRANSLATED_LOCALES } from '../../domain/locale.ts'
import {
  compassAnswerIn,
  feelingAnswerIn,
  readingSentencesIn,
  readingWordsIn,
  withSoftHyphens,
} from '../../domain/reading-language.ts'
import { answerSaidWith } from '../../domain/say-reading.ts'
import { withoutSoftHyphens } from '../../domain/soft-hyphens.ts'
import { MIN_WORD_LENGTH } from '../../scripts/hyphenate/hyphenate.ts'
import { compassInputs } from '../support/compass-inputs.ts'

/** What a visitor may have said today: a theme heard, a crisis, going to bed, or only a feeling. */
const SAID = [
  'my mother died last week',
  'estoy agotada, no puedo más con el trabajo',
  'ich bin so dankbar für heute',
  'going to bed now, long day',
  null,
]
const answers = compassInputs('reading-language-v1', 300).map((input, i) => {
  const words = SAID[i % (SAID.length + 1)]
  // Every sixth answer hears nothing said; the others hear one entry with its words.
  return compassAnswer(
    words === undefined
      ? input
      : {
          ...input,
          entries: [
            {
              value: (i * 7) % 101,
              words,
              at: Date.parse(`${input.localDate}T${input.localTime}:00Z`),
              localTime: input.localTime,
            },
          ],
        },
  )
})

/** The answer's sentences, by where they are: what a language changes. */
function sentencesOf(a: CompassAnswer): Record<string, string | null> {
  const r = a.dailyReading
  return {
    alignmentMessage: a.scalarAlignment.alignmentMessage,
    primaryFocus: a.dailyGuidance.primaryFocus,
    energyLevel: a.dailyGuidance.energyLevel,
    ...Object.fromEntries(a.dailyGuidance.recommendations.map((t, i) => [`recommendation ${i}`, t])),
    schumannQuality: a.planetaryContext.schumannQuality,
    cosmicWeather: a.planetaryContext.cosmicWeather,
    intention: a.intention,
    headline: r.headline,
    ...Object.fromEntries(r.leanInto.map((t, i) => [`leanInto ${i}`, t])),
    ...Object.fromEntries(r.goEasyOn.map((t, i) => [`goEasyOn ${i}`, t])),
    focus: r.focus,
    energyLabel: r.energyLabel,
    dayIntention: r.intention,
    lunaMessage: r.luna.message,
    lunaSuggestion: r.luna.suggestion,
    lunaAnswer: r.luna.answer?.text ?? null,
    hourLine: r.now.line,
    energyLine: r.now.energyLine,
    hourMessage: r.now.message,
    hourFocus: r.now.focus,
    ...Object.fromEntries(r.now.recommendations.map((t, i) => [`hour recommendation ${i}`, t])),
    ...Object.fromEntries(a.suggestedCodons.flatMap((c, i) => [[`codon ${i} theme`, c.theme]])),
  }
}

/** The answer without its sentences: what no language changes. */
function withoutSentences(a: CompassAnswer) {
  const r = a.dailyReading
  return {
    ...a,
    scalarAlignment: { ...a.scalarAlignment, alignmentMessage: '' },
    dailyGuidance: { ...a.dailyGuidance, primaryFocus: '', energyLevel: '', recommendations: [] },
    planetaryContext: { ...a.planetaryContext, schumannQuality: '', cosmicWeather: '' },
    suggestedCodons: a.suggestedCodons.map((c) => ({ ...c, name: '', theme: '', affirmation: '' })),
    intention: '',
    dailyReading: {
      ...r,
      headline: '',
      leanInto: [],
      goEasyOn: [],
      focus: '',
      energyLabel: '',
      intention: '',
      luna: {
        ...r.luna,
        message: '',
        suggestion: '',
        answer: r.luna.answer ? { ...r.luna.answer, text: '' } : null,
      },
      now: { ...r.now, line: '', energyLine: '', message: '', focus: '', recommendations: [] },
    },
  }
}

describe.each(TRANSLATED_LOCALES)('the reading in %s', (locale) => {
  const words = readingWordsIn(locale)

  it('gives each English sentence one translation', () => {
    expect(words?.conflicts).toEqual([])
  })

  it('has a translation for every sentence the day, the hour and Luna can say', () => {
    const everything = [
      ...HOUR_LINES,
      ...ALIGNMENT_MESSAGES,
      ...Object.values(DAY_HEADLINES).flatMap((byPart) => Object.values(byPart).flat()),
      ...Object.values(LEAN_INTO).flatMap((items) => items.map((i) => i.text)),
      ...Object.values(GO_EASY_ON).flatMap((items) => items.map((i) => i.text)),
      ...Object.values(DAY_FOCUS).flat(),
      ...Object.values(DAY_INTENTIONS).flat(),
      ...Object.values(THEME_INTENTIONS),
      ...Object.values(ENERGY_LEVEL_LABELS),
      ...Object.values(TIME_PHASE_CONTENT).flatMap((c) => [
        ...c.primaryFocus.map((i) => i.text),
        ...c.recommendations.map((i) => i.text),
        ...c.quietHours.map((i) => i.text),
      ]),
      ...Object.values(LUNA_CONTENT).flatMap((c) => [...c.messages, ...c.suggestions.map((i) => i.text)]),
      ...Object.values(THEME_ANSWERS).flatMap((items) => items.map((i) => i.text)),
      ...FEELING_STRATEGIES.flatMap((items) => items.map((i) => i.text)),
      ...EMOTIONAL_DESCRIPTORS.map(saidFeeling),
    ]
    const missing = everything.filter((s) => !words?.sentences.has(s))
    expect(missing).toEqual([])
    for (const s of everything) expect(words?.sentences.get(s)?.trim(), s).toBeTruthy()
  })

  // The compass asked for soft hyphens (`hyphens=soft`) puts them into its sentences' long words from
  // the list of the reading's long words (domain/content/long-words.ts; docs/decisions/061-hyphenation.md):
  // a long word missing from the list would stay whole, wider than a card's line on a narrow phone.
  it('has each long word of 300 answers on the list of hyphenated words, and shows them with their soft hyphens only', () => {
    const list = locale === 'de' ? LONG_WORDS_DE : LONG_WORDS_ES
    const known = new Set(withoutSoftHyphens(list).split(' '))
    const long = new RegExp(`\\p{L}{${MIN_WORD_LENGTH},}`, 'gu')
    let hyphenated = 0
    for (const answer of answers) {
      const said = compassAnswerIn(answer, words)
      const shown = withSoftHyphens(said, locale)
      expect(JSON.parse(withoutSoftHyphens(JSON.stringify(shown)))).toEqual(said)
      const texts = [
        ...Object.values(sentencesOf(said)),
        ...said.suggestedCodons.flatMap((c) => [c.name, c.theme, c.affirmation]),
      ]
      for (const text of texts)
        for (const [word] of (text ?? '').matchAll(long)) expect(known.has(word), word).toBe(true)
      if (JSON.stringify(shown) !== JSON.stringify(said)) hyphenated += 1
    }
    expect(hyphenated).toBeGreaterThan(0)
  })

  // A reading computed on the device without the network is said from the build's data
  // (reading-words.<locale>.json) as the server says it when asked for soft hyphens.
  it('says 300 answers from its words as data exactly as the server does, soft hyphens included', () => {
    const data = readingSentencesIn(locale)
    expect(data).toBeDefined()
    if (!data) return
    // The data survive JSON, as the app fetches them.
    const fetched = JSON.parse(JSON.stringify(data)) as typeof data
    for (const answer of answers)
      expect(answerSaidWith(answer, fetched)).toEqual(withSoftHyphens(compassAnswerIn(answer, words), locale))
  })

  it('says each symbolic place’s effect in the language, the place named first as in English', () => {
    const effects = SYMBOLIC_LOCATIONS.map(symbolicEffectLine)
    const said = effects.map((line) => words?.sentences.get(line))
    expect(said.filter((line) => line === undefined)).toEqual([])
    for (const [i, line] of said.entries()) {
      expect(line, effects[i]).not.toBe(effects[i])
      expect(line, effects[i]).toMatch(/^[^:]+: \S/)
    }
    expect(new Set(said).size).toBe(SYMBOLIC_LOCATIONS.length)
  })

  it('says every sentence of 300 answers in the language and changes nothing else', () => {
    for (const answer of answers) {
      const said = compassAnswerIn(answer, words)
      expect(withoutSentences(said)).toEqual(withoutSentences(answer))
      const english = sentencesOf(answer)
      for (const [where, text] of Object.entries(sentencesOf(said))) {
        if (english[where] === null) continue
        expect(text, `${where}: ${english[where]}`).not.toBe(english[where])
        expect(text?.trim(), where).toBeTruthy()
      }
    }
  })
})

describe.each(TRANSLATED_LOCALES)('Luna’s answer to what was said, in %s', (locale) => {
  const words = readingWordsIn(locale)
  const say = (text: string) => words?.sentences.get(text) ?? text

  it('says her line to a theme, or the feeling named and her line, each sentence in the language', () => {
    const notes = [
      null,
      'I am so tired today',
      'me siento sola',
      'ich bin so dankbar',
      'my dad died last week',
    ]
    for (let value = 0; value <= 100; value += 3)
      for (const [i, words] of notes.entries()) {
        const localTime = ['07:10', '13:30', '19:45', '23:20'][i % 4]
        const answer = feelingAnswerOf({ value, words, localTime }, '2026-11-30', 'seed-1')
        const said = feelingAnswerIn(answer, say)
        expect(said.trim(), `${value} ${words}`).toBeTruthy()
        expect(said, `${value} ${words}: ${answer.text}`).not.toBe(answer.text)
        // No English left of the answer: neither the feeling named nor her line.
        expect(said, `${value} ${words}`).not.toContain('You said you feel')
        for (const part of answer.text.split(/(?<=\.) /))
          if (part.length > 20) expect(said).not.toContain(part)
      }
  })
})

describe('the reading in English', () => {
  it('is the answer as drawn', () => {
    const [answer] = answers
    if (!answer) throw new Error('no answer')
    expect(readingWordsIn('en')).toBeUndefined()
    expect(compassAnswerIn(answer, undefined)).toBe(answer)
  })
})
