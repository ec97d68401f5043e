// A refusal's sentence (web/src/lib/api.ts ok): the server writes its error sentences in English, so
// an ApiError carries it only while the page is English; in another language the screen says its own.
import { afterEach, describe, expect, it } from 'vitest'
import { ok } from '../../web/src/lib/api.ts'
import { ApiError } from '../../web/src/lib/api-errors.ts'

const refusal = () =>
  new Response(JSON.stringify({ error: 'The note must be 500 characters or fewer.' }), {
    status: 422,
    headers: { 'content-type': 'application/json' },
  }) as unknown as Parameters<typeof ok>[0]

async function refusedWith(lang: string): Promise<ApiError> {
  document.documentElement.lang = lang
  const err = await ok(refusal()).catch((e: unknown) => e)
  if (!(err instanceof ApiError)) throw new Error('not refused')
  return err
}

describe('a refusal’s sentence', () => {
  afterEach(() => {
    document.documentElement.lang = 'en'
  })

  it('is the server’s in English (and in the pseudo-language, or with no language declared)', async () => {
    expect((await refusedWith('en')).serverMessage).toBe('The note must be 500 characters or fewer.')
    expect((await refusedWith('en-XA')).serverMessage).toBe('The note must be 500 characters or fewer.')
    // A page that declares no language is English's.
    expect((await refusedWith('')).serverMessage).toBe('The note must be 500 characters or fewer.')
  })

  it('is left to the screen in Spanish and German, the status kept', async () => {
    for (const lang of ['es', 'de']) {
      const err = await refusedWith(lang)
      expect(err.serverMessage, lang).toBeNull()
      expect(err.status).toBe(422)
    }
  })
})
