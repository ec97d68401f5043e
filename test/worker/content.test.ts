import { describe, expect, it } from 'vitest'
import { expectClientError, get, post } from './helpers.ts'

describe('GET /api/codons', () => {
  it('returns the 64 codons with the spec fields and the Greek scalar alias', async () => {
    const res = await get('/api/codons')
    expect(res.status).toBe(200)
    const codons = (await res.json()) as Record<string, unknown>[]
    expect(codons).toHaveLength(64)
    expect(new Set(codons.map((c) => c.codon)).size).toBe(64)
    expect(new Set(codons.map((c) => c.hexagram)).size).toBe(64)
    for (const c of codons) {
      for (const f of [
        'codon',
        'aminoAcid',
        'hexagram',
        'name',
        'scalar',
        'theme',
        'affirmation',
        'frequency',
        'rituals',
        'symbolicTag',
        'tags',
        'observerActivated',
        'entropyRegime',
      ]) {
        expect(c).toHaveProperty(f)
      }
      expect(c.scalar_ξ).toBe(c.scalar)
      expect([396, 417, 432, 444, 456, 468, 480, 492, 504, 516, 528, 639, 741, 852, 963]).toContain(
        c.frequency,
      )
    }
    expect(codons.find((c) => c.codon === 'AUG')?.aminoAcid).toBe('Methionine')
    expect(
      codons
        .filter((c) => c.aminoAcid === 'Stop')
        .map((c) => c.codon)
        .sort(),
    ).toEqual(['UAA', 'UAG', 'UGA'])
    expect(codons.find((c) => c.hexagram === 1)?.name).toBe('The Creative')
  })

  it('is cacheable: an ETag, and 304 when the client already has it', async () => {
    const first = await get('/api/codons')
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^".+"$/)
    expect(first.headers.get('cache-control')).toContain('public')
    const again = await get('/api/codons', { 'if-none-match': etag ?? '' })
    expect(again.status).toBe(304)
  })
})

describe('POST /api/resonance', () => {
  it('answers every archetype 1–32 with matches, given as text', async () => {
    for (let id = 1; id <= 32; id++) {
      const res = await post('/api/resonance', { archetype: String(id) })
      expect(res.status).toBe(200)
      const matches = (await res.json()) as {
        codon: string
        name: string
        theme: string
        hexagram: number
        scalar: number
        tags: string[]
        frequency: number
        affirmation: string
        rituals: string[]
      }[]
      expect(matches.length).toBeGreaterThanOrEqual(2)
      expect(matches.slice(0, 2).map((m) => m.hexagram)).toEqual([2 * id - 1, 2 * id])
    }
  })

  it('answers a message when no archetype is named that way', async () => {
    const res = await post('/api/resonance', { archetype: 'The Unknown One' })
    expect(res.status).toBe(200)
    expect(typeof ((await res.json()) as { message: string }).message).toBe('string')
    await expectClientError(await post('/api/resonance', {}), 400)
  })
})

describe('content', () => {
  it('serves the archetypes and the quiz', async () => {
    expect(((await (await get('/api/archetypes')).json()) as unknown[]).length).toBe(32)
    expect(((await (await get('/api/quiz')).json()) as unknown[]).length).toBe(5)
  })
})

describe('validation errors', () => {
  it('tell a field of the wrong type from a missing one', async () => {
    const wrongType = await expectClientError(
      await post('/api/codon-interaction', { codon: 5, interactionType: 'frequency_play', duration: 3 }),
      400,
    )
    expect(wrongType.error).toBe('The codon field must be a string.')
    const missing = await expectClientError(
      await post('/api/codon-interaction', { interactionType: 'frequency_play', duration: 3 }),
      400,
    )
    expect(missing.error).toBe('The codon field is required.')
    const wrongNumber = await expectClientError(
      await post('/api/codon-interaction', {
        codon: 'AUG',
        interactionType: 'frequency_play',
        duration: '3',
      }),
      400,
    )
    expect(wrongNumber.error).not.toMatch(/required/)
    const notAnObject = await expectClientError(await post('/api/codon-interaction', [1, 2]), 400)
    expect(notAnObject.error).toBe('The request body must be a JSON object.')
  })
})
