// The admin distribution chart writes each archetype's name on its axis in up to two lines, so that
// no name is cut (the axis is 120 px wide: about 17 characters of its 12 px text a line).
import { describe, expect, it } from 'vitest'
import { ARCHETYPES } from '../../domain/archetypes.ts'
import { wrapName } from '../../web/src/features/admin/chart-size.ts'

describe('an archetype name on the admin chart', () => {
  it('keeps a short name on one line', () => {
    expect(wrapName('The Sage', 17)).toEqual(['The Sage'])
  })

  it('breaks a long one between words', () => {
    expect(wrapName('The Light-Footed Diplomat', 17)).toEqual(['The Light-Footed', 'Diplomat'])
  })

  it('fits every archetype in two lines of at most 17 characters, every word kept', () => {
    for (const { name } of ARCHETYPES) {
      const lines = wrapName(name, 17)
      expect(lines.length).toBeLessThanOrEqual(2)
      for (const line of lines) expect(line.length).toBeLessThanOrEqual(17)
      expect(lines.join(' ')).toBe(name)
    }
  })
})
