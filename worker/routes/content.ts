// The product's fixed content, served from memory (no D1): codons, archetypes, the quiz, and
// resonance matching of an archetype to its codons.

import type { Context } from 'hono'
import * as z from 'zod'
import { NO_RESONANCE_SENTENCES } from '../../domain/answer-sentences.ts'
import { ARCHETYPES, findArchetype } from '../../domain/archetypes.ts'
import { type Codon, findCodon } from '../../domain/codons.ts'
import { codonsIn } from '../../domain/codons-language.ts'
import { nearestCodons } from '../../domain/compass.ts'
import { archetypesIn, quizIn } from '../../domain/content-languages.ts'
import type { Locale } from '../../domain/locale.ts'
import { LangQuerySchema, ResonanceSchema } from '../../schema/api.ts'
import { EXAMPLE_ARCHETYPE } from '../../schema/examples.ts'
import * as R from '../../schema/responses.ts'
import { answerLocale } from '../edge.ts'
import type { AppEnv } from '../env.ts'
import { declare, routes, WRITE_ERRORS } from './declare.ts'

const PUBLIC_CACHE = 'public, max-age=3600, stale-while-revalidate=86400'

/** The API shape of a codon: the spec's fields, the scalar also under its Greek name. */
export function toApiCodon(c: Codon) {
  return { ...c, rituals: [...c.rituals], tags: [...c.tags], scalar_ξ: c.scalar }
}

/** Fixed content is serialized once per isolate and validated by ETag. */
function fixedJson<T>(value: T) {
  const body = JSON.stringify(value)
  let hash = 0x811c9dc5
  for (let i = 0; i < body.length; i++) hash = Math.imul(hash ^ body.charCodeAt(i), 0x01000193)
  return { value, body, etag: `"${(hash >>> 0).toString(36)}-${body.length.toString(36)}"` }
}

/**
 * An answer's type as the domain's read-only content may hold it: arrays read-only all the way down,
 * and the declared fields only (an open object's extra keys are the content's own).
 */
type ReadOnlyAnswer<T> = T extends readonly (infer U)[]
  ? readonly ReadOnlyAnswer<U>[]
  : T extends object
    ? { readonly [K in keyof T as string extends K ? never : K]: ReadOnlyAnswer<T[K]> }
    : T

// Each checked against its route's answer schema (the declarations below), as a c.json answer would
// be: the body is sent serialized, so the type check is made here.
/** Fixed content in each language, serialized once per isolate and language. */
function perLanguage<T>(make: (locale: Locale) => T) {
  const made = new Map<Locale, ReturnType<typeof fixedJson<T>>>()
  return (locale: Locale) => {
    let json = made.get(locale)
    if (!json) {
      json = fixedJson(make(locale))
      made.set(locale, json)
    }
    return json
  }
}
const codonsJsonIn = perLanguage(
  (locale) => codonsIn(locale).map(toApiCodon) satisfies ReadOnlyAnswer<z.input<typeof R.CodonResponse>[]>,
)
const archetypesJsonIn = perLanguage(
  (locale) => archetypesIn(locale) satisfies ReadOnlyAnswer<z.input<typeof R.ArchetypeResponse>[]>,
)
const quizJsonIn = perLanguage(
  (locale) => quizIn(locale) satisfies ReadOnlyAnswer<z.input<typeof R.QuizQuestionResponse>[]>,
)

/**
 * Answers a content route in the language asked for (docs/decisions/057-content-languages.md): `lang`,
 * else Accept-Language, among the offered languages; said in Content-Language.
 */
function serveInLanguage<T>(
  c: Context<AppEnv>,
  lang: string | undefined,
  json: (locale: Locale) => { value: T; body: string; etag: string },
) {
  const locale = answerLocale(c.env, c.req.raw.headers, lang)
  c.header('Content-Language', locale)
  c.header('Vary', 'Accept-Language', { append: true })
  return serveFixed(c, json(locale))
}

/** Answers fixed content from its serialized form (304 when the client has it). */
function serveFixed<T>(c: Context<AppEnv>, content: { value: T; body: string; etag: string }) {
  c.header('Cache-Control', PUBLIC_CACHE)
  c.header('ETag', content.etag)
  if (c.req.header('if-none-match') === content.etag) return c.body(null, 304)
  // The body is the serialized content; the route's declaration types it for the RPC client.
  return c.body(content.body, 200, { 'Content-Type': 'application/json; charset=UTF-8' })
}

function resonanceMatches(archetypeText: string | number, locale: Locale) {
  const text = String(archetypeText).trim()
  const archetype = /^\d+$/.test(text)
    ? findArchetype(Number(text))
    : ARCHETYPES.find((a) => a.name.toLowerCase() === text.toLowerCase())
  if (!archetype) return null
  // The codons' words in the language asked for; which codons match is the same in every language.
  const said = new Map(codonsIn(locale).map((c) => [c.codon, c]))
  const words = (c: Codon) => said.get(c.codon) ?? c
  const pair = archetype.codonPair
    .map((t) => findCodon(t))
    .filter((c): c is Codon => c !== undefined)
    .map(words)
  const neighbours = nearestCodons(archetype.scalarRange, 8)
    .filter((c) => !archetype.codonPair.includes(c.codon))
    .slice(0, 3)
    .map(words)
  return [
    ...pair.map((c) => ({ ...toApiCodon(c), matchType: 'codon-pair' as const, archetypeId: archetype.id })),
    ...neighbours.map((c) => ({
      ...toApiCodon(c),
      matchType: 'scalar-neighbour' as const,
      archetypeId: archetype.id,
    })),
  ]
}

/** The headers of content answered in a language. */
const CONTENT_HEADERS = {
  ETag: 'Version of the content (one per language).',
  'Content-Language': 'The language of the words: en, es or de.',
}

const getCodons = declare({
  method: 'get',
  path: '/codons',
  limit: 'shared',
  summary: 'The 64-codon library.',
  tag: 'Content',
  query: LangQuerySchema,
  ok: [
    {
      status: 200,
      description:
        'All 64 codons, their words (name, amino acid, theme, affirmation, rituals, symbolic tag) in the language asked for by `lang` or Accept-Language when Luna offers it, else in English.',
      schema: z.array(R.CodonResponse),
      headers: CONTENT_HEADERS,
    },
    { status: 304, description: 'The If-None-Match version is current.' },
  ],
  errors: [400],
})

const getArchetypes = declare({
  method: 'get',
  path: '/archetypes',
  limit: 'shared',
  summary: 'The 32 archetypes.',
  tag: 'Content',
  query: LangQuerySchema,
  ok: [
    {
      status: 200,
      description:
        'All 32 archetypes, by id, their words (name, description, Luna’s interpretation, keywords, meaning, shadow aspect) in the language asked for by `lang` or Accept-Language when Luna offers it, else in English. Ids, categories, elements and numbers are the same in every language.',
      schema: z.array(R.ArchetypeResponse),
      headers: CONTENT_HEADERS,
    },
    { status: 304, description: 'The If-None-Match version is current.' },
  ],
  errors: [400],
})

const getQuiz = declare({
  method: 'get',
  path: '/quiz',
  limit: 'shared',
  summary: 'The five onboarding questions.',
  tag: 'Content',
  query: LangQuerySchema,
  ok: [
    {
      status: 200,
      description:
        'The questions, Luna’s prompts and their answers in the language asked for by `lang` or Accept-Language when Luna offers it, else in English. Ids and each answer’s archetypes are the same in every language.',
      schema: z.array(R.QuizQuestionResponse),
      headers: CONTENT_HEADERS,
    },
    { status: 304, description: 'The If-None-Match version is current.' },
  ],
  errors: [400],
})

const postResonance = declare({
  method: 'post',
  path: '/resonance',
  limit: 'shared',
  summary: 'The codons that resonate with an archetype.',
  tag: 'Content',
  body: ResonanceSchema,
  query: LangQuerySchema,
  ok: [
    {
      status: 200,
      description:
        'The codon pair and the nearest codons, their words in the language asked for by `lang` or Accept-Language when Luna offers it (else English), or a message in that language when nothing matches.',
      schema: R.ResonanceResponse,
      headers: { 'Content-Language': 'The language of the words: en, es or de.' },
    },
  ],
  errors: WRITE_ERRORS,
  example: { body: { archetype: EXAMPLE_ARCHETYPE.archetypeId } },
})

export const contentRoutes = routes()
  .openapi(getCodons, (c) => serveInLanguage(c, c.req.valid('query').lang, codonsJsonIn))
  .openapi(getArchetypes, (c) => serveInLanguage(c, c.req.valid('query').lang, archetypesJsonIn))
  .openapi(getQuiz, (c) => serveInLanguage(c, c.req.valid('query').lang, quizJsonIn))
  .openapi(postResonance, (c) => {
    const { archetype } = c.req.valid('json')
    const locale = answerLocale(c.env, c.req.raw.headers, c.req.valid('query').lang)
    c.header('Content-Language', locale)
    c.header('Vary', 'Accept-Language', { append: true })
    const matches = resonanceMatches(archetype, locale)
    if (!matches) {
      const sentence = NO_RESONANCE_SENTENCES[locale === 'es' || locale === 'de' ? locale : 'en']
      return c.json({ message: sentence.replace('{input}', String(archetype).slice(0, 60)) }, 200)
    }
    return c.json(matches, 200)
  })
