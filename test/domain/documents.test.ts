import { describe, expect, it } from 'vitest'
import { CODEX, REFERENCE } from '../../domain/content/codex.ts'
import type { LongDocument, TextSection } from '../../domain/content/documents.ts'
import { aminoAcidOf, TRIPLETS } from '../../domain/content/genetic-code.ts'
import { HELP_TABS, ZONE_HELP } from '../../domain/content/help.ts'
import { hexagramFromLines } from '../../domain/content/iching.ts'
import { DISCLAIMER, PRIVACY, TERMS } from '../../domain/content/legal.ts'
import { THEORY } from '../../domain/content/theory.ts'
import { RETENTION_DAYS } from '../../domain/retention.ts'
import { ALIGNMENT_ZONES, LUNA_STATES } from '../../domain/vocabulary.ts'

const DOCUMENTS: Record<string, LongDocument> = { CODEX, REFERENCE, THEORY, PRIVACY, TERMS, DISCLAIMER }
const LEGAL: Record<string, LongDocument> = { PRIVACY, TERMS, DISCLAIMER }

function sectionTexts(section: TextSection): string[] {
  return [section.heading, ...section.paragraphs, ...(section.bullets ?? [])]
}

function documentText(doc: LongDocument): string {
  return [doc.title, doc.subtitle ?? '', ...doc.sections.flatMap(sectionTexts)].join('\n')
}

function sectionsText(sections: readonly TextSection[]): string {
  return sections.flatMap(sectionTexts).join('\n')
}

/** Every string a visitor can read, labelled by where it lives. */
function allTexts(): [string, string][] {
  const out: [string, string][] = []
  for (const [name, doc] of Object.entries(DOCUMENTS)) {
    out.push([`${name}.title`, doc.title])
    if (doc.subtitle !== undefined) out.push([`${name}.subtitle`, doc.subtitle])
    for (const s of doc.sections) for (const t of sectionTexts(s)) out.push([`${name}/${s.heading}`, t])
  }
  for (const [key, tab] of Object.entries(HELP_TABS)) {
    out.push([`help.${key}.label`, tab.label])
    for (const s of tab.sections) for (const t of sectionTexts(s)) out.push([`help.${key}/${s.heading}`, t])
  }
  for (const [zone, text] of Object.entries(ZONE_HELP)) out.push([`zone.${zone}`, text])
  return out
}

function expectWellFormed(sections: readonly TextSection[], where: string): void {
  expect(sections.length, where).toBeGreaterThan(0)
  const headings = sections.map((s) => s.heading)
  expect(new Set(headings).size, `${where}: duplicate headings`).toBe(headings.length)
  for (const s of sections) {
    expect(s.heading.trim(), where).not.toBe('')
    expect(s.paragraphs.length, `${where}/${s.heading}: no paragraphs`).toBeGreaterThan(0)
    for (const p of [...s.paragraphs, ...(s.bullets ?? [])])
      expect(p.trim(), `${where}/${s.heading}`).not.toBe('')
    if (s.bullets !== undefined)
      expect(s.bullets.length, `${where}/${s.heading}: empty bullets`).toBeGreaterThan(0)
  }
}

// Birth scalar and baseline as the spec and docs/decisions/ define them, to check the worked examples.
function birthScalar(date: Date): number {
  const start = Date.UTC(date.getUTCFullYear(), 0, 1)
  const dayOfYear = Math.round((date.getTime() - start) / 86_400_000) + 1
  return Math.round((81 + (dayOfYear / 365.25) * 0.8 + (date.getUTCFullYear() % 100) * 0.001) * 1000) / 1000
}

function stabilityIndex(deltaUC: number, superPi: number, kerr: number): number {
  const raw = 100 - (deltaUC * 100 + superPi * 50 + Math.abs(kerr - 1) * 30)
  return Math.round(Math.min(100, Math.max(0, raw)))
}

describe('long documents', () => {
  it('every document has a title and well-formed, non-empty sections', () => {
    for (const [name, doc] of Object.entries(DOCUMENTS)) {
      expect(doc.title.trim(), name).not.toBe('')
      expectWellFormed(doc.sections, name)
    }
  })

  it('the codex has its title and 6 to 9 sections, the reference page is shorter', () => {
    expect(CODEX.title).toBe('The Scalar Resonance Codex')
    expect(CODEX.sections.length).toBeGreaterThanOrEqual(6)
    expect(CODEX.sections.length).toBeLessThanOrEqual(9)
    expect(documentText(REFERENCE).length).toBeLessThan(documentText(CODEX).length)
  })

  it('the theory has its title and says more than once that it is not physics, science or medicine', () => {
    expect(THEORY.title).toBe('UBT: the Unified Baseline Theory (an experimental framework)')
    const disclaiming = [
      THEORY.subtitle ?? '',
      ...THEORY.sections.map((s) => sectionTexts(s).join(' ')),
    ].filter((t) => /not medical|not physics|not validated/i.test(t))
    expect(disclaiming.length).toBeGreaterThanOrEqual(2)
    const text = documentText(THEORY)
    expect(text).toMatch(/not medical/i)
    expect(text).toMatch(/not physics|not a theory of physics/i)
    expect(text).toMatch(/not been (tested or )?validated|not validated/i)
  })

  it('the theory states the stability formula and its worked examples add up', () => {
    const text = documentText(THEORY)
    expect(text).toContain(
      'stability index = 100 - (deltaUC × 100 + superPiDivergence × 50 + |kerrEnhancement - 1| × 30)',
    )
    expect(text).toContain(`= ${stabilityIndex(0.08, 0.2, 1.1)}.`)
    expect(text).toContain(`= ${stabilityIndex(0.3, 0.6, 1.5)}.`)
    for (const state of LUNA_STATES) expect(text, state).toContain(state)
  })
})

describe('the codex describes the codon-to-hexagram rule correctly', () => {
  const rules = new Map<string, [0 | 1, 0 | 1]>()
  for (const bullet of CODEX.sections.flatMap((s) => s.bullets ?? [])) {
    const m = /^([AUCG]): (broken|unbroken),(?: then)? (broken|unbroken)\.$/.exec(bullet)
    if (m?.[1] && m[2] && m[3]) rules.set(m[1], [m[2] === 'unbroken' ? 1 : 0, m[3] === 'unbroken' ? 1 : 0])
  }
  const hexagramOf = (triplet: string) =>
    hexagramFromLines(
      [...triplet].flatMap((b) => {
        const lines = rules.get(b)
        if (!lines) throw new Error(`no rule for base ${b}`)
        return lines
      }),
    )
  const text = documentText(CODEX)

  it('states one rule per base, and the rules give every codon its own hexagram', () => {
    expect([...rules.keys()].sort()).toEqual(['A', 'C', 'G', 'U'])
    const numbers = new Set(TRIPLETS.map((t) => hexagramOf(t).number))
    expect(numbers.size).toBe(64)
  })

  it('the worked example and the named codons match what the rule gives', () => {
    const cac = hexagramOf('CAC')
    expect(text).toContain(`hexagram ${cac.number}, ${cac.name}`)
    expect(text).toContain(`UUU is six unbroken lines, ${hexagramOf('UUU').name}`)
    expect(text).toContain(`AAA is six broken lines, ${hexagramOf('AAA').name}`)
    const stops = ['UAA', 'UAG', 'UGA']
    for (const s of stops) expect(aminoAcidOf(s)).toBe('Stop')
    const stopNames = stops.map((s) => hexagramOf(s).name)
    expect(text).toContain(`fall on ${stopNames[0]}, ${stopNames[1]} and ${stopNames[2]}`)
    expect(text).toContain(`AUG, the codon that begins most proteins, falls on ${hexagramOf('AUG').name}`)
    expect(hexagramOf('CCC').name).toBe('After Completion')
    expect(hexagramOf('GGG').name).toBe('Before Completion')
  })
})

describe('help guide', () => {
  it('has the four tabs with their labels, each with well-formed sections', () => {
    expect(Object.keys(HELP_TABS).sort()).toEqual(['basics', 'luna', 'pages', 'science'])
    expect(HELP_TABS.basics.label).toBe('Basics')
    expect(HELP_TABS.pages.label).toBe('Pages')
    expect(HELP_TABS.luna.label).toBe('Luna')
    expect(HELP_TABS.science.label).toBe('Science')
    for (const [key, tab] of Object.entries(HELP_TABS)) expectWellFormed(tab.sections, key)
  })

  it('the Pages tab has a section for every screen, and Profile names its four tabs', () => {
    const headings = HELP_TABS.pages.sections.map((s) => s.heading)
    for (const screen of [
      'Compass',
      'Resonance',
      'Profile',
      'Time calculator',
      'Help',
      'Codex',
      'Support',
      'Privacy',
    ]) {
      expect(headings, screen).toContain(screen)
    }
    const profile = HELP_TABS.pages.sections.find((s) => s.heading === 'Profile')
    const tabs = (profile?.bullets ?? []).map((b) => b.split(':')[0])
    expect(tabs).toEqual(['Profile', 'Journey', 'Read', 'Codons'])
  })

  it('the Luna tab gives each state the tone, mood and tag of the spec', () => {
    const spec: Record<(typeof LUNA_STATES)[number], [string, string, string]> = {
      high_deltaUC: ['grounding', 'chaotic', 'threshold'],
      pi_stabilizing: ['clarifying', 'crystallizing', 'emergence'],
      kerr_spinning: ['dynamic', 'electric', 'acceleration'],
      balanced_flow: ['flowing', 'coherent', 'harmony'],
      high_scalar_stable: ['elevated', 'luminous', 'peak'],
      low_scalar_grounding: ['stabilizing', 'rooted', 'foundation'],
    }
    const bullets = HELP_TABS.luna.sections.flatMap((s) => s.bullets ?? [])
    for (const state of LUNA_STATES) {
      const [tone, mood, tag] = spec[state]
      const line = bullets.find((b) => b.startsWith(`${state}:`))
      expect(line, state).toBeDefined()
      expect(line).toContain(`tone ${tone}, mood ${mood}, tag ${tag}`)
    }
  })

  it('the worked baseline example in Basics and in the codex follows the formulas', () => {
    const birth = birthScalar(new Date(Date.UTC(1990, 2, 15)))
    const baseline = Math.round((0.7 * birth + 0.3 * 81.6) * 1000) / 1000
    for (const text of [sectionsText(HELP_TABS.basics.sections), documentText(CODEX)]) {
      expect(text).toContain(birth.toFixed(3))
      expect(text).toContain(baseline.toFixed(3))
    }
  })

  it('the Science tab separates what is measured from what is symbolic and says it is not medical', () => {
    const text = sectionsText(HELP_TABS.science.sections)
    expect(text).toContain('7.83 Hz')
    expect(text).toContain('K-index')
    expect(text).toContain('NOAA')
    expect(text).toMatch(/not medical/i)
    expect(text).toMatch(/symbolic/i)
  })

  it('ZONE_HELP has one sentence for each zone, naming it', () => {
    expect(Object.keys(ZONE_HELP).sort()).toEqual([...ALIGNMENT_ZONES].sort())
    for (const zone of ALIGNMENT_ZONES) {
      const text = ZONE_HELP[zone]
      expect(text.toLowerCase(), zone).toContain(zone)
      expect(text.match(/[.!?](\s|$)/g)?.length, zone).toBe(1)
    }
  })
})

describe('legal pages', () => {
  it('are dated August 6, 2025 and state the 18+ age limit', () => {
    for (const [name, doc] of Object.entries(LEGAL)) {
      expect(doc.updated, name).toBe('August 6, 2025')
      expect(documentText(doc), name).toMatch(/\b18\b/)
    }
  })

  it('the privacy policy covers export, erasure, the 14 and 30 day limits and the contact address', () => {
    const text = documentText(PRIVACY)
    expect(text).toMatch(/export/i)
    expect(text).toMatch(/erasure|erase/i)
    expect(text).toContain('14 days')
    expect(text).toContain('30 days')
    expect(text).toContain('{email}')
    expect(text).toContain('no-referrer')
    for (const service of ['Google Analytics', 'Nominatim', 'Open-Meteo', 'NOAA', 'Cloudflare']) {
      expect(text, service).toContain(service)
    }
  })

  it('the privacy policy states the retention period of raw activity records (docs/decisions/022)', () => {
    const text = documentText(PRIVACY)
    expect(text).toContain(`deleted automatically ${RETENTION_DAYS} days after they were made`)
    expect(text).toMatch(/Luna interactions, codon plays, and page visits beyond the first of each day/)
  })

  it('the terms give a contact and say support is not a tax-deductible donation', () => {
    const text = documentText(TERMS)
    expect(text).toContain('{email}')
    expect(text).toMatch(/not tax-deductible/)
    expect(text).toMatch(/not medical|Nothing in Luna is medical/)
  })

  it('the disclaimer covers audio safety', () => {
    const text = documentText(DISCLAIMER)
    for (const word of ['volume', 'driving', 'epilepsy', 'hearing', 'professional'])
      expect(text, word).toContain(word)
  })
})

describe('all texts', () => {
  const texts = allTexts()

  it('are plain text with no placeholder other than {email}', () => {
    for (const [where, text] of texts) {
      expect(text.replaceAll('{email}', ''), where).not.toMatch(/[{}[\]<>`]/)
      expect(text, where).not.toMatch(/lorem|ipsum|\bTODO\b|\bTBD\b|FIXME|XXX|\.\.\.|…/i)
      expect(text, where).not.toMatch(/archetype \d+ (description|name)|codon \d+ (theme|description)/i)
      expect(text, where).not.toMatch(/\*\*|__|^#|\n/m)
      expect(text, where).toBe(text.trim())
    }
  })

  it('repeat no sentence', () => {
    const seen = new Map<string, string>()
    for (const [where, text] of texts) {
      for (const raw of text.split(/(?<=[.!?:;])\s+/)) {
        const sentence = raw.trim().toLowerCase()
        if (sentence.length < 30) continue
        expect(seen.get(sentence), `"${raw}" in ${where}`).toBeUndefined()
        seen.set(sentence, where)
      }
    }
  })
})
