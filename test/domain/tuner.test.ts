// The frequency tuner (docs/rules/tuner.md).
import { describe, expect, it } from 'vitest'
import { isStepDisabled, parseFrequency, stepFrequency } from '../../domain/tuner.ts'

describe('tuner', () => {
  it('clamps steps and disables them at the edges', () => {
    expect(stepFrequency(5, -10)).toBe(1)
    expect(stepFrequency(1995, 10)).toBe(2000)
    expect([
      isStepDisabled(10, -10),
      isStepDisabled(11, -10),
      isStepDisabled(1, -1),
      isStepDisabled(2000, 1),
      isStepDisabled(1990, 10),
      isStepDisabled(1989, 10),
    ]).toEqual([true, false, true, true, true, false])
    expect([
      parseFrequency('432.5'),
      parseFrequency('0.5'),
      parseFrequency('2001'),
      parseFrequency('abc'),
      parseFrequency('1,000'),
      parseFrequency('432,5'),
    ]).toEqual([432.5, null, null, null, null, null])
    // Where the language writes a decimal comma (Spanish, German), as the app then writes the number.
    expect([
      parseFrequency('432,5', true),
      parseFrequency(' 7,83 ', true),
      parseFrequency('432.5', true),
      parseFrequency('1.000,5', true),
    ]).toEqual([432.5, 7.83, 432.5, null])
  })
})
