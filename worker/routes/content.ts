// The product's fixed content, served from memory (no D1): codons, archetypes, the quiz, and
// resonance matching of an archetype to its codons.
import { type Context, Hono, type TypedResponse } from 'hono'
import { ARCHETYPES, findArchetype } from '../../domain/archetypes.ts'
import { CODONS, type Codon, findCodon } from '../../domain/codons.ts'
import { nearestCodons } from '../../domain/compass.ts'
import { QUIZ_QUESTIONS } from '../../domain/content/quiz.ts'
import { ResonanceSchema } from '../../schema/api.ts'
import type { AppEnv } from '../env.ts'
import { jsonBody } from '../validate.ts'

const PUBLIC_CACHE = 'public, max-age=3600, stale-while-revalidate=86400'

/** The API shape of a codon: the spec's fields, the scalar also under its Greek name. */
export function toApiCodon(c: Codon) {
  return { ...c, scalar_ξ: c.scalar }
}

const API_CODONS = CODONS.map(toApiCodon)

/** Fixed content is serialized once per isolate and validated by ETag. */
function fixedJson<T>(value: T) {
  const body = JSON.stringify(value)
  let hash = 0x811c9dc5
  for (let i = 0; i < body.length; i++) hash = Math.imul(hash ^ body.charCodeAt(i), 0x01000193)
  return { value, body, etag: `"${(hash >>> 0).toString(36)}-${body.length.toString(36)}"` }
}

const CODONS_JSON = fixedJson(API_CODONS)
const ARCHETYPES_JSON = fixedJson(ARCHETYPES)
const QUIZ_JSON = fixedJson(QUIZ_QUESTIONS)

/** Answers fixed content from its serialized form (304 when the client has it). */
function serveFixed<T>(c: Context<AppEnv>, content: { value: T; body: string; etag: string }) {
  c.header('Cache-Control', PUBLIC_CACHE)
  c.header('ETag', content.etag)
  if (c.req.header('if-none-match') === content.etag) return c.body(null, 304)
  // The typed body is what the serialized text says; typing it keeps the RPC client informed.
  return c.body(content.body, 200, {
    'Content-Type': 'application/json; charset=UTF-8',
  }) as unknown as TypedResponse<T, 200, 'json'>
}

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
    ...neighbours.map((c) => ({
      ...toApiCodon(c),
      matchType: 'scalar-neighbour' as const,
      archetypeId: archetype.id,
    })),
  ]
}

export const contentRoutes = new Hono<AppEnv>()
  .get('/codons', (c) => serveFixed(c, CODONS_JSON))
  .get('/archetypes', (c) => serveFixed(c, ARCHETYPES_JSON))
  .get('/quiz', (c) => serveFixed(c, QUIZ_JSON))
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
