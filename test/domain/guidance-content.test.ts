import { describe, expect, it } from 'vitest'
import { clarityLineKey } from '../../domain/clarity.ts'
import { COUNTRIES, TIMEZONES } from '../../domain/content/countries.ts'
import { DAY_INTENTIONS, THEME_INTENTIONS } from '../../domain/content/day-words.ts'
import { HEALING_FREQUENCIES, TUNER_PRESETS } from '../../domain/content/frequencies.ts'
import {
  COSMIC_WEATHER,
  ENERGY_LEVEL_LABELS,
  SCHUMANN_QUALITY,
  SYMBOLIC_EFFECTS,
  TIME_PHASE_CONTENT,
} from '../../domain/content/guidance.ts'
import {
  ALIGNMENT_MESSAGES,
  BRIGHTER_ADVICE,
  HOUR_ADVICE,
  QUIETER_ADVICE,
} from '../../domain/content/hour-advice.ts'
import { SYMBOLIC_LOCATIONS } from '../../domain/content/places.ts'
import { ALIGNMENT_MESSAGE_ROOM, INTENTION_ROOM } from '../../domain/content/rooms.ts'
import { messages as clarityDe } from '../../domain/messages/compiled/de/clarity-lines.ts'
import { messages as clarityEn } from '../../domain/messages/compiled/en/clarity-lines.ts'
import { messages as clarityEs } from '../../domain/messages/compiled/es/clarity-lines.ts'
import { PARTS_OF_DAY, textsFor } from '../../domain/suited.ts'
import { suggestedActionsFor } from '../../domain/time-engine.ts'
import {
  AWARENESS_BANDS,
  CLARITY_TYPES,
  FREQUENCY_MAX_HZ,
  FREQUENCY_MIN_HZ,
  K_INDEX_BANDS,
  WINDOW_PHASES,
} from '../../domain/vocabulary.ts'

/** Every string found anywhere inside a value (objects, arrays), with a path for messages. */
function strings(value: unknown, path = ''): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }]
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${path}[${i}]`))
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`))
  }
  return []
}

/** One sentence: starts with a capital, ends with a full stop or question mark, no sentence break inside. */
function isOneSentence(text: string): boolean {
  return /^[A-Z]/.test(text) && /[.?]$/.test(text) && !/[.!?]\s+[A-Z]/.test(text.slice(0, -1))
}

const PLACEHOLDER =
  /lorem|ipsum|\bTODO\b|\bTBD\b|\bFIXME\b|placeholder|\bxxx\b|\{[a-z]+\}|\$\{|\b(archetype|phase|status|band|location|city|country|frequency|description|message|action) \d+\b|\b(test|sample|example) (text|string|message)\b/i

// Practices the product never suggests, and claims it never makes.
const UNSAFE =
  /\bfast(ing)?\b|cold (water|shower|plunge)|ice bath|sun-?gaz|at the sun|alcohol|supplement|\bdrugs?\b/i
const MEDICAL =
  /\b(cure[sd]?|heals?|treat(s|ment)?|therapy|therapeutic|diagnos\w*|symptoms?|dna|repair|medical|medicine|immune|hormones?|clinically|scientifically)\b/i
const ALARMING =
  /\b(danger\w*|warning|alarm\w*|risk\w*|crisis|emergency|threat\w*|harm\w*|bad|wrong|fail\w*)\b/i

/** The clarity lines in English, as the compass catalogue writes them (domain/clarity.ts). */
const CLARITY_GUIDANCE = Object.fromEntries(
  CLARITY_TYPES.map((type) => [
    type,
    [0, 1, 2, 3].map((n) => String((clarityEn as Record<string, unknown>)[`clarity.line.${type}.${n}`])),
  ]),
)

const GUIDANCE = {
  TIME_PHASE_CONTENT,
  HOUR_ADVICE,
  QUIETER_ADVICE,
  BRIGHTER_ADVICE,
  DAY_INTENTIONS,
  THEME_INTENTIONS,
  COSMIC_WEATHER,
  SCHUMANN_QUALITY,
  CLARITY_GUIDANCE,
  SYMBOLIC_EFFECTS,
  ENERGY_LEVEL_LABELS,
}
const ALL_CONTENT = {
  ...GUIDANCE,
  SYMBOLIC_LOCATIONS,
  COUNTRIES,
  TIMEZONES,
  HEALING_FREQUENCIES,
  TUNER_PRESETS,
}

/** Minutes east of UTC that a 'UTC+5:30' style label stands for. */
function labelMinutes(label: string): number {
  const match = /^UTC([+-])(\d{1,2})(?::(30|45))?$/.exec(label)
  if (match === null) throw new Error(`not a zone label: ${label}`)
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0)
  return match[1] === '-' ? -minutes : minutes
}

describe('guidance content: shapes and counts', () => {
  it('has content for exactly the three window phases', () => {
    expect(Object.keys(TIME_PHASE_CONTENT).sort()).toEqual([...WINDOW_PHASES].sort())
  })

  it.each(WINDOW_PHASES)(
    '%s: one-sentence description, a focus and at least 3 recommendations for each part of the day',
    (phase) => {
      const content = TIME_PHASE_CONTENT[phase]
      expect(isOneSentence(content.description)).toBe(true)
      for (const part of PARTS_OF_DAY) {
        expect(textsFor(content.primaryFocus, part).length, part).toBeGreaterThanOrEqual(1)
        expect(textsFor(content.recommendations, part).length, part).toBeGreaterThanOrEqual(3)
      }
      const focuses = content.primaryFocus.map((f) => f.text)
      expect(new Set(focuses).size).toBe(focuses.length)
      for (const line of content.recommendations) expect(isOneSentence(line.text), line.text).toBe(true)
    },
  )

  it.each(WINDOW_PHASES)('%s: exactly three suggested actions for each awareness band', (phase) => {
    const actions = TIME_PHASE_CONTENT[phase].suggestedActions
    expect(Object.keys(actions).sort()).toEqual([...AWARENESS_BANDS].sort())
    for (const band of AWARENESS_BANDS) {
      expect(actions[band]).toHaveLength(3)
      for (const { text } of actions[band]) expect(isOneSentence(text), text).toBe(true)
    }
  })

  it('gives a different set of actions to every phase and band, with no action reused', () => {
    const all = WINDOW_PHASES.flatMap((phase) => [
      ...AWARENESS_BANDS.flatMap((band) => TIME_PHASE_CONTENT[phase].suggestedActions[band]),
      ...TIME_PHASE_CONTENT[phase].quietHours,
    ]).map((a) => a.text)
    expect(new Set(all).size).toBe(all.length)
  })

  it('suggests three actions suited to every part of the day, for every phase and band, the band’s own first', () => {
    for (const phase of WINDOW_PHASES)
      for (const band of AWARENESS_BANDS)
        for (const part of PARTS_OF_DAY) {
          const actions = suggestedActionsFor(phase, band, part)
          expect(actions, `${phase} ${band} ${part}`).toHaveLength(3)
          expect(new Set(actions).size).toBe(3)
          const content = TIME_PHASE_CONTENT[phase]
          const suited = [...Object.values(content.suggestedActions).flat(), ...content.quietHours].filter(
            (a) => a.parts.includes(part),
          )
          for (const action of actions) expect(suited.map((a) => a.text)).toContain(action)
          const own = textsFor(content.suggestedActions[band], part)
          expect(actions.slice(0, own.length)).toEqual(own.slice(0, 3))
        }
  })

  it('has two ends of a sentence for each hour (by its turn, the day and the part of the day), none alarming', () => {
    const lists = [
      ...Object.values(HOUR_ADVICE).flatMap((byPart) => Object.values(byPart)),
      ...Object.values(QUIETER_ADVICE),
      ...Object.values(BRIGHTER_ADVICE),
    ]
    for (const list of lists) {
      expect(list.length).toBeGreaterThanOrEqual(2)
      for (const advice of list) {
        // The end of "This evening, …": lower case, one sentence, no "today" (the hour's own words).
        expect(advice, advice).toMatch(/^[a-z].*\.$/)
        expect(advice, advice).not.toMatch(/\btoday\b/i)
        expect(advice, advice).not.toMatch(ALARMING)
      }
    }
  })

  it('has one-sentence intentions starting "Today, " for every energy and every theme', () => {
    for (const line of [...Object.values(DAY_INTENTIONS).flat(), ...Object.values(THEME_INTENTIONS)]) {
      expect(line.startsWith('Today, '), line).toBe(true)
      expect(isOneSentence(line), line).toBe(true)
    }
    for (const list of Object.values(DAY_INTENTIONS)) expect(list.length).toBeGreaterThanOrEqual(3)
  })

  it('describes every K-index band in one calm sentence and a 1–3 word quality label', () => {
    expect(Object.keys(COSMIC_WEATHER).sort()).toEqual([...K_INDEX_BANDS].sort())
    expect(Object.keys(SCHUMANN_QUALITY).sort()).toEqual([...K_INDEX_BANDS].sort())
    for (const band of K_INDEX_BANDS) {
      expect(isOneSentence(COSMIC_WEATHER[band])).toBe(true)
      expect(COSMIC_WEATHER[band]).not.toMatch(ALARMING)
      const words = SCHUMANN_QUALITY[band].trim().split(/\s+/)
      expect(words.length).toBeGreaterThanOrEqual(1)
      expect(words.length).toBeLessThanOrEqual(3)
    }
    expect(new Set(Object.values(SCHUMANN_QUALITY)).size).toBe(K_INDEX_BANDS.length)
  })

  it('has four distinct guidance sentences per clarity type in each language, so floor(scalar) mod 4 always finds one', () => {
    for (const messages of [clarityEn, clarityEs, clarityDe] as Record<string, unknown>[]) {
      for (const type of CLARITY_TYPES) {
        const lines = [0, 1, 2, 3].map((n) => messages[`clarity.line.${type}.${n}`])
        for (const line of lines) expect(line).toEqual([expect.any(String)])
        expect(new Set(lines.map(String)).size).toBe(4)
        for (const line of lines) expect(isOneSentence(String(line)), String(line)).toBe(true)
        for (const scalar of [80.4, 81.2, 81.99, 82.5, 83.1, -3.2])
          expect(messages[clarityLineKey(type, scalar)]).toBeTruthy()
      }
    }
  })

  it('has one sentence per location mode and four energy labels', () => {
    expect(Object.keys(SYMBOLIC_EFFECTS).sort()).toEqual(['auto', 'global', 'manual'])
    for (const sentence of Object.values(SYMBOLIC_EFFECTS))
      expect(isOneSentence(sentence), sentence).toBe(true)
    expect(new Set(Object.values(SYMBOLIC_EFFECTS)).size).toBe(3)
    expect(Object.keys(ENERGY_LEVEL_LABELS).sort()).toEqual(['high', 'low', 'moderate', 'peak'])
    expect(new Set(Object.values(ENERGY_LEVEL_LABELS)).size).toBe(4)
  })
})

describe('places', () => {
  it('has exactly 10 symbolic locations with unique kebab-case ids and names', () => {
    expect(SYMBOLIC_LOCATIONS).toHaveLength(10)
    const ids = SYMBOLIC_LOCATIONS.map((place) => place.id)
    expect(new Set(ids).size).toBe(10)
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    expect(new Set(SYMBOLIC_LOCATIONS.map((place) => place.name)).size).toBe(10)
    for (const place of SYMBOLIC_LOCATIONS) expect(isOneSentence(place.effect), place.effect).toBe(true)
  })

  it('keeps symbolic offsets within ±0.05, varied and on both sides of zero', () => {
    const offsets = SYMBOLIC_LOCATIONS.map((place) => place.offset)
    for (const offset of offsets) {
      expect(Number.isFinite(offset)).toBe(true)
      expect(Math.abs(offset)).toBeLessThanOrEqual(0.05)
    }
    expect(offsets.some((offset) => offset < 0)).toBe(true)
    expect(offsets.some((offset) => offset > 0)).toBe(true)
    expect(new Set(offsets).size).toBeGreaterThanOrEqual(6)
  })

  it('has exactly 16 countries with unique ISO alpha-2 codes and names', () => {
    expect(COUNTRIES).toHaveLength(16)
    const codes = COUNTRIES.map((country) => country.code)
    expect(new Set(codes).size).toBe(16)
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/)
    expect(new Set(COUNTRIES.map((country) => country.name)).size).toBe(16)
  })

  it('covers every inhabited continent', () => {
    const continentOf: Record<string, string> = {
      US: 'North America',
      CA: 'North America',
      MX: 'North America',
      BR: 'South America',
      AR: 'South America',
      PE: 'South America',
      CL: 'South America',
      CO: 'South America',
      GB: 'Europe',
      FR: 'Europe',
      DE: 'Europe',
      ES: 'Europe',
      IT: 'Europe',
      GR: 'Europe',
      RU: 'Europe',
      EG: 'Africa',
      NG: 'Africa',
      ZA: 'Africa',
      KE: 'Africa',
      MA: 'Africa',
      IN: 'Asia',
      CN: 'Asia',
      JP: 'Asia',
      KR: 'Asia',
      TH: 'Asia',
      ID: 'Asia',
      AU: 'Oceania',
      NZ: 'Oceania',
    }
    const continents = new Set(
      COUNTRIES.map((country) => {
        const continent = continentOf[country.code]
        expect(continent, `add ${country.code} to this test's continent table`).toBeDefined()
        return continent
      }),
    )
    expect([...continents].sort()).toEqual(
      ['Africa', 'Asia', 'Europe', 'North America', 'Oceania', 'South America'].sort(),
    )
  })

  it("gives every country 2–4 cities, each in one of its country's zones, and every zone in TIMEZONES", () => {
    const byLabel = new Map(TIMEZONES.map((zone) => [zone.label, zone.offsetMinutes]))
    for (const country of COUNTRIES) {
      expect(country.cities.length, country.name).toBeGreaterThanOrEqual(2)
      expect(country.cities.length, country.name).toBeLessThanOrEqual(4)
      expect(new Set(country.cities.map((city) => city.name)).size).toBe(country.cities.length)
      expect(country.timezones.length, country.name).toBeGreaterThanOrEqual(1)
      const labels = country.timezones.map((zone) => zone.label)
      expect(new Set(labels).size).toBe(labels.length)
      for (const zone of country.timezones) {
        expect(byLabel.get(zone.label), `${country.name} ${zone.label}`).toBe(zone.offsetMinutes)
      }
      for (const city of country.cities) {
        expect(labels, `${city.name}, ${country.name}`).toContain(city.timezone)
        expect(byLabel.has(city.timezone)).toBe(true)
      }
    }
  })

  it('lists several zones for the large multi-zone countries', () => {
    for (const code of ['US', 'CA', 'BR', 'AU', 'RU']) {
      const country = COUNTRIES.find((c) => c.code === code)
      expect(country, code).toBeDefined()
      expect(country?.timezones.length ?? 0, code).toBeGreaterThanOrEqual(3)
    }
  })

  it('puts well-known cities in their real standard-time zone', () => {
    const expected: Record<string, number> = {
      'New York': -300,
      'Los Angeles': -480,
      London: 0,
      Paris: 60,
      Cairo: 120,
      Moscow: 180,
      Mumbai: 330,
      Beijing: 480,
      Tokyo: 540,
      Sydney: 600,
      Adelaide: 570,
      Auckland: 720,
      'São Paulo': -180,
    }
    const zoneOf = new Map<string, number>()
    for (const country of COUNTRIES) {
      for (const city of country.cities) {
        zoneOf.set(city.name, labelMinutes(city.timezone))
      }
    }
    for (const [city, minutes] of Object.entries(expected)) {
      expect(zoneOf.get(city), city).toBe(minutes)
    }
  })

  it('lists every whole hour from UTC-12 to UTC+12 with ASCII labels, sorted by offset', () => {
    for (let hour = -12; hour <= 12; hour++) {
      const label = `UTC${hour < 0 ? '-' : '+'}${Math.abs(hour)}`
      expect(
        TIMEZONES.find((zone) => zone.label === label),
        label,
      ).toEqual({ label, offsetMinutes: hour * 60 })
    }
    const offsets = TIMEZONES.map((zone) => zone.offsetMinutes)
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b))
    expect(new Set(offsets).size).toBe(offsets.length)
    expect(new Set(TIMEZONES.map((zone) => zone.label)).size).toBe(TIMEZONES.length)
    for (const zone of TIMEZONES) {
      expect(labelMinutes(zone.label), zone.label).toBe(zone.offsetMinutes)
      expect(zone.offsetMinutes).toBeGreaterThanOrEqual(-720)
      expect(zone.offsetMinutes).toBeLessThanOrEqual(720)
    }
  })

  it('has no zone that no country uses other than the whole hours', () => {
    const used = new Set(COUNTRIES.flatMap((country) => country.timezones.map((zone) => zone.label)))
    for (const zone of TIMEZONES) {
      if (zone.offsetMinutes % 60 !== 0) expect(used.has(zone.label), zone.label).toBe(true)
    }
  })
})

describe('frequencies', () => {
  it('lists exactly the eight healing frequencies, in order, with distinct names', () => {
    expect(HEALING_FREQUENCIES.map((f) => f.hz)).toEqual([174, 285, 396, 417, 528, 639, 741, 852])
    expect(new Set(HEALING_FREQUENCIES.map((f) => f.name)).size).toBe(8)
  })

  it('phrases every intention as one sentence of tradition, never as a health effect', () => {
    for (const frequency of HEALING_FREQUENCIES) {
      expect(isOneSentence(frequency.intention), frequency.intention).toBe(true)
      expect(frequency.intention, frequency.intention).not.toMatch(MEDICAL)
      expect(frequency.name).not.toMatch(MEDICAL)
    }
  })

  it('has exactly four tuner presets: 128, 432, 528 and 639 Hz, 128 being "Luna\'s Root"', () => {
    expect(TUNER_PRESETS.map((preset) => preset.hz)).toEqual([128, 432, 528, 639])
    expect(TUNER_PRESETS.find((preset) => preset.hz === 128)?.label).toBe("Luna's Root")
    expect(new Set(TUNER_PRESETS.map((preset) => preset.label)).size).toBe(4)
    for (const preset of TUNER_PRESETS) {
      expect(preset.hz).toBeGreaterThanOrEqual(FREQUENCY_MIN_HZ)
      expect(preset.hz).toBeLessThanOrEqual(FREQUENCY_MAX_HZ)
    }
  })
})

describe('all content: complete, original-looking and safe', () => {
  const all = strings(ALL_CONTENT)

  it('has no empty or padded strings', () => {
    expect(all.length).toBeGreaterThan(200)
    for (const { path, text } of all) {
      expect(text.trim(), path).not.toBe('')
      expect(text, path).toBe(text.trim())
      expect(text, path).not.toMatch(/\s{2,}/)
    }
  })

  it('has no placeholder patterns', () => {
    for (const { path, text } of all) expect(text, path).not.toMatch(PLACEHOLDER)
  })

  it('suggests no risky practice and makes no medical claim', () => {
    for (const { path, text } of all) {
      expect(text, path).not.toMatch(UNSAFE)
      expect(text, path).not.toMatch(MEDICAL)
    }
  })

  it('never repeats a sentence anywhere in the guidance, places or frequencies', () => {
    const sentences = all
      .map(({ text }) => text)
      .filter((text) => text.split(/\s+/).length >= 5)
      .map((text) => text.toLowerCase())
    const seen = new Set<string>()
    const repeated = sentences.filter((sentence) => {
      if (seen.has(sentence)) return true
      seen.add(sentence)
      return false
    })
    expect(repeated).toEqual([])
  })

  it('uses no template where only one word changes between two sentences', () => {
    const texts = strings(GUIDANCE)
      .map(({ text }) => text.toLowerCase().split(/\s+/))
      .concat(SYMBOLIC_LOCATIONS.map((place) => place.effect.toLowerCase().split(/\s+/)))
      .concat(HEALING_FREQUENCIES.map((f) => f.intention.toLowerCase().split(/\s+/)))
      .filter((words) => words.length >= 6)
    texts.forEach((a, i) => {
      for (const b of texts.slice(i + 1)) {
        if (a.length !== b.length) continue
        const differing = a.filter((word, k) => word !== b[k]).length
        expect(differing, `${a.join(' ')} / ${b.join(' ')}`).toBeGreaterThan(2)
      }
    })
  })
})

describe('the rooms the compass keeps', () => {
  it('are the longest alignment messages and intentions as written', () => {
    const longest = (texts: readonly string[]) => Math.max(...texts.map((t) => t.length))
    const intentions = [...Object.values(DAY_INTENTIONS).flat(), ...Object.values(THEME_INTENTIONS)]
    for (const room of [ALIGNMENT_MESSAGE_ROOM, INTENTION_ROOM]) expect(room.length).toBeGreaterThan(0)
    expect(ALIGNMENT_MESSAGES).toEqual(expect.arrayContaining([...ALIGNMENT_MESSAGE_ROOM]))
    expect(intentions).toEqual(expect.arrayContaining([...INTENTION_ROOM]))
    expect(longest(ALIGNMENT_MESSAGE_ROOM)).toBe(longest(ALIGNMENT_MESSAGES))
    expect(longest(INTENTION_ROOM)).toBe(longest(intentions))
  })
})
