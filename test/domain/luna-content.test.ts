import { describe, expect, it } from 'vitest'
import { DAY_HEADLINES, GO_EASY_ON, LEAN_INTO } from '../../domain/content/day-words.ts'
import { EMOTIONAL_DESCRIPTORS, EMOTIONAL_TIERS } from '../../domain/content/emotions.ts'
import { FEELING_STRATEGIES } from '../../domain/content/feelings.ts'
import {
  BIRTH_SCALAR_READINGS,
  LUNA_CONTENT,
  MEMORY_TEXTS,
  TRANSITION_NOTES,
} from '../../domain/content/luna.ts'
import { LUNA_ENHANCED } from '../../domain/content/luna-enhanced.ts'
import { THEME_ANSWERS } from '../../domain/content/themes.ts'
import type { ElementCategory } from '../../domain/content/types.ts'
import { PARTS_OF_DAY, textsFor } from '../../domain/suited.ts'
import {
  EMOTIONAL_TIER_NAMES,
  INTENTS,
  LUNA_STATES,
  type LunaState,
  PAGE_KEYS,
} from '../../domain/vocabulary.ts'

// The spec's insight table (spec 2, section 4): the words a transition-note key is made of.
const STATE_WORDS: Record<LunaState, { tone: string; mood: string; tag: string }> = {
  high_deltaUC: { tone: 'grounding', mood: 'chaotic', tag: 'threshold' },
  pi_stabilizing: { tone: 'clarifying', mood: 'crystallizing', tag: 'emergence' },
  kerr_spinning: { tone: 'dynamic', mood: 'electric', tag: 'acceleration' },
  balanced_flow: { tone: 'flowing', mood: 'coherent', tag: 'harmony' },
  high_scalar_stable: { tone: 'elevated', mood: 'luminous', tag: 'peak' },
  low_scalar_grounding: { tone: 'stabilizing', mood: 'rooted', tag: 'foundation' },
}

const ELEMENTS: readonly ElementCategory[] = ['Fire', 'Air', 'Water', 'Earth']

/** Sentences of a text: split after . ! ? or … followed by whitespace. */
function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?…])\s+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
}

function words(text: string): number {
  return text.split(/\s+/).filter((w) => w.length > 0).length
}

/** Every string reachable from a value, with its path, for whole-content checks. */
function allStrings(value: unknown, path = ''): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }]
  if (Array.isArray(value)) return value.flatMap((v, i) => allStrings(v, `${path}[${i}]`))
  if (value !== null && typeof value === 'object') {
    // An item's `parts` are the parts of the day it suits (domain/suited.ts), tags rather than words.
    return Object.entries(value)
      .filter(([k]) => k !== 'parts')
      .flatMap(([k, v]) => allStrings(v, path ? `${path}.${k}` : k))
  }
  return []
}

const ALL_CONTENT = allStrings({
  LUNA_CONTENT,
  LUNA_ENHANCED,
  TRANSITION_NOTES,
  MEMORY_TEXTS,
  BIRTH_SCALAR_READINGS,
  EMOTIONAL_DESCRIPTORS,
  EMOTIONAL_TIERS,
  THEME_ANSWERS,
  FEELING_STRATEGIES,
  DAY_HEADLINES,
  LEAN_INTO,
  GO_EASY_ON,
})

const PRACTICES = [
  ...Object.values(LUNA_CONTENT).flatMap((c) => c.suggestions.map((s) => s.text)),
  ...EMOTIONAL_TIERS.flatMap((t) => t.recommendations),
]

describe('Luna state content', () => {
  it('covers exactly the six insight states', () => {
    expect(Object.keys(LUNA_CONTENT).sort()).toEqual([...LUNA_STATES].sort())
  })

  it.each(LUNA_STATES)('%s has 14 messages of 1 or 2 sentences (none returns within 14 days)', (state) => {
    const { messages } = LUNA_CONTENT[state]
    expect(messages.length).toBeGreaterThanOrEqual(14)
    for (const m of messages) {
      expect(sentences(m).length, m).toBeGreaterThanOrEqual(1)
      expect(sentences(m).length, m).toBeLessThanOrEqual(2)
      expect(m, m).toMatch(/[.!?]$/)
    }
  })

  it.each(LUNA_STATES)(
    '%s has single-sentence suggestions, at least one for each part of the day',
    (state) => {
      const { suggestions } = LUNA_CONTENT[state]
      expect(suggestions.length).toBeGreaterThanOrEqual(5)
      for (const part of PARTS_OF_DAY)
        expect(textsFor(suggestions, part).length, part).toBeGreaterThanOrEqual(1)
      for (const { text: s } of suggestions) {
        expect(sentences(s), s).toHaveLength(1)
        expect(s, s).toMatch(/^[A-Z].*\.$/)
        expect(words(s), s).toBeLessThanOrEqual(20)
      }
    },
  )

  it.each(LUNA_STATES)('%s speaks of the day, as the day’s reading does, never of "right now"', (state) => {
    // Luna's state is the day's (docs/rules/one-voice.md); the hour's zone beside her may differ,
    // so a message about this very moment could contradict it; and a message is true at any hour.
    for (const m of LUNA_CONTENT[state].messages)
      expect(m, m).not.toMatch(
        /right now|at this moment|this hour|tonight|this morning|this evening|early night/i,
      )
  })

  it('never repeats a message or a suggestion, within or across states', () => {
    const messages = Object.values(LUNA_CONTENT).flatMap((c) => c.messages)
    const suggestions = Object.values(LUNA_CONTENT).flatMap((c) => c.suggestions.map((s) => s.text))
    expect(new Set(messages).size).toBe(messages.length)
    expect(new Set(suggestions).size).toBe(suggestions.length)
  })

  it.each(LUNA_STATES)('%s has an enhanced insight, guidance and a short archetype name', (state) => {
    const { insight, guidance, archetype } = LUNA_ENHANCED[state]
    expect(sentences(insight), insight).toHaveLength(1)
    expect(sentences(guidance), guidance).toHaveLength(1)
    expect(insight).not.toBe(guidance)
    expect(archetype).toMatch(/^The [A-Z][a-z]+( (of|the|[A-Z][a-z]+)){0,3}$/)
  })

  it('gives every state its own archetype name', () => {
    const names = Object.values(LUNA_ENHANCED).map((c) => c.archetype)
    expect(new Set(names).size).toBe(LUNA_STATES.length)
  })
})

describe('transition notes', () => {
  it('has at least 3 distinct consistent variants, each saying the field remains consistent', () => {
    const { consistent } = TRANSITION_NOTES
    expect(consistent.length).toBeGreaterThanOrEqual(3)
    expect(new Set(consistent).size).toBe(consistent.length)
    for (const note of consistent) expect(note.toLowerCase()).toContain('field remains consistent')
  })

  it('has the shifted note in the spec words', () => {
    expect(TRANSITION_NOTES.shifted).toContain('something has shifted since your last visit')
  })

  it('has exactly the five pair keys of the spec', () => {
    expect(Object.keys(TRANSITION_NOTES.pairs).sort()).toEqual(
      [
        'chaotic->coherent',
        'chaotic->crystallizing',
        'electric->coherent',
        'rooted->luminous',
        'threshold->flowing',
      ].sort(),
    )
  })

  it('keys pairs by words the insight rules actually produce (from a mood or tag, to a mood or tone)', () => {
    const fromWords = new Set(Object.values(STATE_WORDS).flatMap((w) => [w.mood, w.tag]))
    const toWords = new Set(Object.values(STATE_WORDS).flatMap((w) => [w.mood, w.tone]))
    for (const key of Object.keys(TRANSITION_NOTES.pairs)) {
      const [from = '', to = ''] = key.split('->')
      expect(fromWords.has(from), key).toBe(true)
      expect(toWords.has(to), key).toBe(true)
    }
  })

  it('keeps every note to one sentence under 25 words, fit to prefix a message', () => {
    const notes = [
      ...TRANSITION_NOTES.consistent,
      TRANSITION_NOTES.shifted,
      ...Object.values(TRANSITION_NOTES.pairs),
    ]
    expect(new Set(notes).size).toBe(notes.length)
    for (const note of notes) {
      expect(words(note), note).toBeLessThan(25)
      expect(sentences(note), note).toHaveLength(1)
      expect(note, note).toMatch(/^[A-Z].*\.$/)
    }
  })
})

describe('memory panel texts', () => {
  it('has an intent text for each intent plus a generic one, each with {n}', () => {
    expect(Object.keys(MEMORY_TEXTS.intent).sort()).toEqual([...INTENTS, 'generic'].sort())
    for (const [key, text] of Object.entries(MEMORY_TEXTS.intent)) expect(text, key).toContain('{n}')
  })

  it('names the intent in each intent-specific text', () => {
    for (const intent of INTENTS) expect(MEMORY_TEXTS.intent[intent].toLowerCase()).toContain(intent)
  })

  it('has a page text for each page key, each with {n}', () => {
    expect(Object.keys(MEMORY_TEXTS.page).sort()).toEqual([...PAGE_KEYS].sort())
    for (const [key, text] of Object.entries(MEMORY_TEXTS.page)) expect(text, key).toContain('{n}')
  })

  it('has a growth text with {n}', () => {
    expect(MEMORY_TEXTS.growth).toContain('{n}')
  })

  it('leaves no unfilled slot in texts that the rule does not fill', () => {
    const slotless = [...Object.values(MEMORY_TEXTS.consistency), ...Object.values(MEMORY_TEXTS.trend)]
    for (const text of slotless) expect(text, text).not.toMatch(/[{}]/)
  })

  it('uses only the {n} slot in the memory texts, and {span} once in each trend within a day', () => {
    for (const { path, text } of allStrings(MEMORY_TEXTS)) {
      const slots = text.match(/\{[^}]*\}/g) ?? []
      if (path.includes('trendWithinDay')) expect(slots, path).toEqual(['{span}'])
      else for (const slot of slots) expect(slot, path).toBe('{n}')
    }
  })

  it('has three distinct consistency levels and three distinct trends', () => {
    expect(Object.keys(MEMORY_TEXTS.consistency).sort()).toEqual(['beginning', 'developing', 'remarkable'])
    expect(Object.keys(MEMORY_TEXTS.trend).sort()).toEqual(['ascending', 'descending', 'stable'])
    expect(new Set(Object.values(MEMORY_TEXTS.consistency)).size).toBe(3)
    expect(new Set(Object.values(MEMORY_TEXTS.trend)).size).toBe(3)
  })

  it('never judges a descending trend as bad', () => {
    expect(MEMORY_TEXTS.trend.descending).not.toMatch(
      /\b(bad|worse|worsen\w*|wrong|fail\w*|problem|concern\w*)\b/i,
    )
  })
})

describe('birth scalar readings', () => {
  it('has 2 or 3 sentences for each third of the year, all different', () => {
    expect(Object.keys(BIRTH_SCALAR_READINGS).sort()).toEqual(['early', 'late', 'middle'])
    for (const text of Object.values(BIRTH_SCALAR_READINGS)) {
      expect(sentences(text).length, text).toBeGreaterThanOrEqual(2)
      expect(sentences(text).length, text).toBeLessThanOrEqual(3)
    }
    expect(new Set(Object.values(BIRTH_SCALAR_READINGS)).size).toBe(3)
  })
})

describe('emotional descriptors', () => {
  it('has exactly 64', () => {
    expect(EMOTIONAL_DESCRIPTORS).toHaveLength(64)
  })

  it("has 'Supported' at positions 22 and 50 (indexes 21 and 49) and nowhere else", () => {
    const positions = EMOTIONAL_DESCRIPTORS.flatMap((d, i) => (d === 'Supported' ? [i + 1] : []))
    expect(positions).toEqual([22, 50])
  })

  it('has every other entry unique, ignoring case', () => {
    const others = EMOTIONAL_DESCRIPTORS.filter((d) => d !== 'Supported').map((d) => d.toLowerCase())
    expect(others).toHaveLength(62)
    expect(new Set(others).size).toBe(62)
  })

  it('writes each as one or two Title Case words', () => {
    for (const d of EMOTIONAL_DESCRIPTORS) expect(d).toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+)?$/)
  })

  it("starts at 'Overwhelmed'", () => {
    expect(EMOTIONAL_DESCRIPTORS[0]).toBe('Overwhelmed')
  })
})

describe('emotional tiers', () => {
  it('lists the four tiers in spec order', () => {
    expect(EMOTIONAL_TIERS.map((t) => t.name)).toEqual([...EMOTIONAL_TIER_NAMES])
  })

  it.each(EMOTIONAL_TIERS.map((tier) => [tier.name, tier] as const))('%s is complete', (_name, tier) => {
    expect(sentences(tier.summary)).toHaveLength(1)
    expect(sentences(tier.dailyIntegration).length).toBeGreaterThanOrEqual(1)
    expect(sentences(tier.dailyIntegration).length).toBeLessThanOrEqual(2)
    expect(tier.recommendations).toHaveLength(4)
    expect(new Set(tier.recommendations).size).toBe(4)
    expect(Object.keys(tier.influenceByCategory).sort()).toEqual([...ELEMENTS].sort())
    for (const element of ELEMENTS) {
      const text = tier.influenceByCategory[element]
      expect(sentences(text), text).toHaveLength(1)
      expect(text, text).toContain(element)
    }
  })

  it('never repeats a recommendation across tiers', () => {
    const all = EMOTIONAL_TIERS.flatMap((t) => t.recommendations)
    expect(new Set(all).size).toBe(all.length)
  })

  it('gives the Challenge/Crisis tier a kind pointer to someone trusted or a local helpline', () => {
    const crisis = EMOTIONAL_TIERS.find((t) => t.name === 'Challenge/Crisis')
    if (!crisis) throw new Error('no Challenge/Crisis tier')
    const text = [crisis.summary, ...crisis.recommendations].join(' ').toLowerCase()
    expect(text).toContain('trust')
    expect(text).toContain('local helpline')
  })
})

describe('all written content', () => {
  it('has no placeholder or filler text', () => {
    for (const { path, text } of ALL_CONTENT) {
      expect(text.trim().length, path).toBeGreaterThan(0)
      expect(text, path).not.toMatch(
        /lorem|ipsum|TODO|TBD|FIXME|placeholder|xxx|\barchetype \d+\b|\bstate \d+\b/i,
      )
    }
  })

  it('contains no phone numbers or other long digit runs', () => {
    for (const { path, text } of ALL_CONTENT) expect(text, path).not.toMatch(/\d[\d\s-]{5,}\d/)
  })

  it('never repeats a sentence anywhere', () => {
    const seen = new Map<string, string>()
    for (const { path, text } of ALL_CONTENT) {
      if (path.startsWith('EMOTIONAL_DESCRIPTORS')) continue
      for (const sentence of sentences(text)) {
        const key = sentence.toLowerCase()
        expect(seen.get(key), `${path} repeats ${seen.get(key)}: ${sentence}`).toBeUndefined()
        seen.set(key, path)
      }
    }
  })

  it('makes no medical, scientific or financial claims', () => {
    const claim =
      /\b(cure\w*|diagnos\w*|therap\w*|clinical\w*|medicine|medication|prescri\w*|scientifically|proven|guarantee\w*|invest\w*|profit\w*)\b/i
    for (const { path, text } of ALL_CONTENT) expect(text, path).not.toMatch(claim)
  })

  it('suggests only safe practices', () => {
    const risky =
      /\b(fast|fasting|cold|ice|sun-?gaz\w*|stare at the sun|alcohol|substance\w*|supplement\w*|hold your breath|extreme)\b/i
    for (const practice of PRACTICES) expect(practice).not.toMatch(risky)
  })
})
