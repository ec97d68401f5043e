import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { partOfDay } from '../../domain/dates.ts'
import { addTag, hasTag, normalizeNote, normalizeTags, splitTags } from '../../domain/reading-tags.ts'
import { QUICK_TAGS } from '../../domain/vocabulary.ts'

describe('reading tags and notes', () => {
  it('splits, trims and drops empty and repeated tags', () => {
    expect(splitTags('  peaceful ,clarity,, , Peaceful  ,  new moon ')).toEqual([
      'peaceful',
      'clarity',
      'new moon',
    ])
    expect(splitTags('')).toEqual([])
    expect(splitTags(null)).toEqual([])
  })
  it('normalizes to null when empty', () => {
    expect(normalizeTags('  , ,  ')).toBeNull()
    expect(normalizeTags(' a ,b ')).toBe('a, b')
    expect(normalizeNote('   ')).toBeNull()
    expect(normalizeNote('  a quiet day \n')).toBe('a quiet day')
  })
  it('adds a quick tag once and never a duplicate', () => {
    expect(addTag('', 'clarity')).toBe('clarity')
    expect(addTag('peaceful', 'clarity')).toBe('peaceful, clarity')
    expect(addTag('peaceful, ', 'clarity')).toBe('peaceful, clarity')
    expect(addTag('peaceful, Clarity', 'clarity')).toBe('peaceful, Clarity')
    expect(hasTag('a, clarity ', 'CLARITY')).toBe(true)
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...QUICK_TAGS), { maxLength: 30 }), (clicks) => {
        const text = clicks.reduce(addTag, '')
        const tags = text ? text.split(', ') : []
        expect(new Set(tags).size).toBe(tags.length)
        expect(new Set(tags)).toEqual(new Set(clicks))
      }),
    )
  })
})

describe('part of day', () => {
  it('names the part of the day of a time', () => {
    expect(
      ['04:59', '05:00', '11:59', '12:00', '16:59', '17:00', '20:59', '21:00', '00:00'].map(partOfDay),
    ).toEqual([
      'night',
      'morning',
      'morning',
      'afternoon',
      'afternoon',
      'evening',
      'evening',
      'night',
      'night',
    ])
  })
})
