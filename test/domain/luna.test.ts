import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { TRANSITION_NOTES } from '../../domain/content/luna.ts'
import { LUNA_STYLES, transitionNote } from '../../domain/luna.ts'
import {
  computeLunaInputs,
  flagsFromFrequency,
  type LunaInputs,
  STATE_CONDITIONS,
  scalarCode,
  selectLunaState,
  stabilityIndex,
} from '../../domain/luna-engine.ts'
import { generateLunaInsight } from '../../domain/luna-moment.ts'
import { LUNA_STATES, WINDOW_PHASES } from '../../domain/vocabulary.ts'

const inputs = (over: Partial<LunaInputs>): LunaInputs => ({
  scalarCode: 'S5',
  deltaUC: 0.05,
  piDivergence: 0.5,
  kerrDelta: 1.1,
  ...over,
})

describe('scalar code', () => {
  it('follows the spec thresholds', () => {
    expect([85, 84, 83.9, 82, 81, 80, 79, 78, 77.9].map(scalarCode)).toEqual([
      'S8',
      'S7',
      'S6',
      'S6',
      'S5',
      'S4',
      'S3',
      'S2',
      'S1',
    ])
  })
})

describe('insight state', () => {
  it('picks the state with the most matching conditions', () => {
    expect(selectLunaState(inputs({ deltaUC: 0.05, piDivergence: 0.15, kerrDelta: 1.1 }))).toBe(
      'balanced_flow',
    ) // 3 beats pi's 1
    expect(selectLunaState(inputs({ scalarCode: 'S6', deltaUC: 0.11, piDivergence: 0.5 }))).toBe(
      'high_scalar_stable',
    )
    expect(selectLunaState(inputs({ deltaUC: 0.16, piDivergence: 0.5, kerrDelta: 1.1 }))).toBe('high_deltaUC')
    expect(selectLunaState(inputs({ scalarCode: 'S2', deltaUC: 0.3, piDivergence: 0.5 }))).toBe(
      'high_deltaUC',
    ) // tie: table order
    expect(selectLunaState(inputs({ deltaUC: 0.12, piDivergence: 0.5, kerrDelta: 1.25 }))).toBe(
      'kerr_spinning',
    )
    expect(selectLunaState(inputs({ deltaUC: 0.12, piDivergence: 0.5, kerrDelta: 1.16 }))).toBe(
      'balanced_flow',
    ) // fallback
  })
  it('always returns a state whose conditions hold, or the fallback', () => {
    fc.assert(
      fc.property(
        fc.record({
          scalarCode: fc.constantFrom('S1', 'S2', 'S3', 'S4', 'S5', 'S6', 'S7', 'S8' as const),
          deltaUC: fc.double({ min: 0, max: 0.5, noNaN: true }),
          piDivergence: fc.double({ min: 0, max: 1, noNaN: true }),
          kerrDelta: fc.double({ min: 1, max: 1.6, noNaN: true }),
        }),
        (i) => {
          const state = selectLunaState(i as LunaInputs)
          const matching = LUNA_STATES.filter((s) => STATE_CONDITIONS[s].every((c) => c(i as LunaInputs)))
          if (matching.length === 0) expect(state).toBe('balanced_flow')
          else {
            expect(matching).toContain(state)
            const most = Math.max(...matching.map((s) => STATE_CONDITIONS[s].length))
            expect(STATE_CONDITIONS[state].length).toBe(most)
          }
        },
      ),
    )
  })
  it('gives a spread of states over ordinary scalars (80–83)', () => {
    const seen = new Map<string, number>()
    for (let s = 80; s <= 83; s += 0.003) {
      for (const phase of WINDOW_PHASES) {
        for (const hz of [7.78, 7.83, 7.9]) {
          const state = selectLunaState(computeLunaInputs(s, phase, hz))
          seen.set(state, (seen.get(state) ?? 0) + 1)
        }
      }
    }
    const total = [...seen.values()].reduce((a, b) => a + b, 0)
    const common = [...seen.entries()].filter(([, n]) => n / total >= 0.02)
    expect(common.length).toBeGreaterThanOrEqual(5)
    expect(Math.max(...seen.values()) / total).toBeLessThan(0.5)
  })
})

describe('stability index', () => {
  it('follows the formula, clamps and uses 50 for zero', () => {
    expect(stabilityIndex({ deltaUC: 0.05, superPiDivergence: 0.2, kerrEnhancement: 1.1 })).toBe(82) // 100 − (5 + 10 + 3)
    expect(stabilityIndex({ deltaUC: 2, superPiDivergence: 1, kerrEnhancement: 2 })).toBe(50)
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 3, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 3, noNaN: true }),
        (d, p, k) => {
          const v = stabilityIndex({ deltaUC: d, superPiDivergence: p, kerrEnhancement: k })
          expect(Number.isInteger(v) && v >= 1 && v <= 100).toBe(true)
        },
      ),
    )
  })
})

describe('frequency flags', () => {
  it('follows docs/rules/luna.md', () => {
    expect(flagsFromFrequency(81, 528)).toEqual({ highDeltaUC: false, piStabilizing: true, nearKerr: false })
    expect(flagsFromFrequency(87, 741)).toEqual({ highDeltaUC: true, piStabilizing: false, nearKerr: true })
  })
})

describe('transition notes', () => {
  const r = () => 0
  it('notes a consistent field for the same tag and scalar', () => {
    expect(
      transitionNote({ tag: 'harmony', scalar: 81.5 }, { state: 'balanced_flow', scalar: 81.5 }, r),
    ).toContain('field remains consistent')
    expect(
      transitionNote({ tag: 'harmony', scalar: 81.2 }, { state: 'balanced_flow', scalar: 81.5 }, r),
    ).toBeNull()
  })
  it('uses the pair-specific note where one exists, else the generic one', () => {
    expect(
      transitionNote({ tag: 'threshold', scalar: 82.7 }, { state: 'balanced_flow', scalar: 81.5 }, r),
    ).toBe(TRANSITION_NOTES.pairs['chaotic->coherent'])
    expect(
      transitionNote({ tag: 'acceleration', scalar: 81.7 }, { state: 'balanced_flow', scalar: 81.5 }, r),
    ).toBe(TRANSITION_NOTES.pairs['electric->coherent'])
    expect(
      transitionNote({ tag: 'foundation', scalar: 79 }, { state: 'high_scalar_stable', scalar: 82.1 }, r),
    ).toBe(TRANSITION_NOTES.pairs['rooted->luminous'])
    expect(
      transitionNote({ tag: 'peak', scalar: 82.1 }, { state: 'kerr_spinning', scalar: 81.5 }, r),
    ).toContain('something has shifted since your last visit')
    expect(transitionNote(null, { state: 'kerr_spinning', scalar: 81.5 }, r)).toBeNull()
  })
  it('prefixes the note to the message', () => {
    const insight = generateLunaInsight({
      scalar: 81.5,
      windowPhase: 'Echo Chamber',
      schumannHz: 7.83,
      previous: { tag: 'peak', scalar: 82.2 },
      random: () => 0.1,
    })
    expect(insight.message.startsWith(insight.transitionNote ?? '∅')).toBe(true)
    expect(LUNA_STYLES[insight.state].tag).toBe(insight.tag)
  })
})
