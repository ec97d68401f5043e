// The product's fixed content, served from memory (no D1): codons, archetypes, the quiz, and
// resonance matching of an archetype to its codons.
import { Hono } from 'hono'
import { ARCHETYPES, findArchetype } from '../../domain/archetypes.ts'
import { type Codon, CODONS, findCodon } from '../../domain/codons.ts'
import { QUIZ_QUESTIONS } from '../../domain/content/quiz.ts'
import { nearestCodons } from '../../domain/compass.ts'
import { ResonanceSchema } from '../../schema/api.ts'
import type { AppEnv } from '../env.ts'
import { jsonBody } from '../validate.ts'

const PUBLIC_CACHE = 'public, max-age=3600, stale-while-revalidate=86400'

/** The API shape of a codon: the spec's fields, the scalar also under its Greek name. */
export function toApiCodon(c: Codon) {
  return { ...c, 'scalar_ξ': c.scalar }
}

const API_CODONS = CODONS.map(toApiCodon)

function resonanceMatches(archetypeText: string | number) {
  const text = String(archetypeText).trim()
  const archetype = /^\d+$/.test(text)
    ? findArchetype(Number(text))
    : ARCHETYPES.find((a) => a.name.toLowerCase() === text.toLowerCase())
  if (!archetype) return null
  const pair = archetype.codonPair.map((t) => findCodon(t)).filter((c): c is Codon => c !== undefined)
  const neighbours = nearestCodons(archetype.scalarRange, 8)
    .filter((c) => !archetype.codonPair.includes(c.codon))
    .slice(0, 3)
  return [
    ...pair.map((c) => ({ ...toApiCodon(c), matchType: 'codon-pair' as const, archetypeId: archetype.id })),
    ...neighbours.map((c) => ({ ...toApiCodon(c), matchType: 'scalar-neighbour' as const, archetypeId: archetype.id })),
  ]
}

export const contentRoutes = new Hono<AppEnv>()
  .get('/codons', (c) => {
    c.header('Cache-Control', PUBLIC_CACHE)
    return c.json(API_CODONS)
  })
  .get('/archetypes', (c) => {
    c.header('Cache-Control', PUBLIC_CACHE)
    return c.json(ARCHETYPES)
  })
  .get('/quiz', (c) => {
    c.header('Cache-Control', PUBLIC_CACHE)
    return c.json(QUIZ_QUESTIONS)
  })
  .post('/resonance', jsonBody(ResonanceSchema), (c) => {
    const { archetype } = c.req.valid('json')
    const matches = resonanceMatches(archetype)
    if (!matches) {
      return c.json({
        message: `No codon pattern is linked to “${String(archetype).slice(0, 60)}”. Choose one of the 32 archetypes to find your resonance.`,
      })
    }
    return c.json(matches)
  })
