// What is stored is what was acknowledged: text that is not well-formed Unicode is refused, controls
// and bidi overrides are removed from names, tags and notes, and the answer carries the stored text.
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { archetypePayload, expectClientError, get, newSessionId, post } from './helpers.ts'

describe('stored strings equal acknowledged strings', () => {
  it('a display name with a lone surrogate is refused, not stored as U+FFFD', async () => {
    const sid = newSessionId()
    const body = await expectClientError(
      await post('/api/user-trajectory', {
        sessionId: sid,
        displayName: 'a\ud800b',
        scalarValue: 81.5,
        context: 'profile-update',
      }),
      400,
    )
    expect(body.error).toBe(
      'The displayName field contains characters that are not valid text (a lone UTF-16 surrogate).',
    )
    const row = await env.DB.prepare('select display_name from sessions where id = ?').bind(sid).first()
    expect(row).toBeNull()
  })

  it('a display name loses its right-to-left override and NUL, and the answer is what was stored', async () => {
    const sid = newSessionId()
    const res = await post('/api/user-trajectory', {
      sessionId: sid,
      displayName: 'Ma\u202Eya\u0000 O\u2066k\u2069afor',
      scalarValue: 81.5,
      context: 'profile-update',
    })
    expect(res.status).toBe(200)
    const acknowledged = ((await res.json()) as { displayName: string }).displayName
    expect(acknowledged).toBe('Maya Okafor')
    const stored = await env.DB.prepare('select display_name as n from sessions where id = ?')
      .bind(sid)
      .first<{ n: string }>()
    expect(stored?.n).toBe(acknowledged)
    const read = (await (await get('/api/user-trajectory', { 'x-session-id': sid })).json()) as {
      displayName: string
    }
    expect(read.displayName).toBe(acknowledged)
  })

  it('tags and notes of a saved reading: controls removed (notes keep their lines), answer = stored', async () => {
    const sid = newSessionId()
    const res = await post('/api/save-reading', {
      sessionId: sid,
      readingType: 'compass',
      readingData: { name: 'ok' },
      userTags: 'calm,\u202Eevil\u0007',
      userNotes: 'line one\r\nline\u0000 two\u202E',
    })
    expect(res.status).toBe(201)
    const { reading } = (await res.json()) as { reading: { userTags: string; userNotes: string } }
    expect(reading.userTags).toBe('calm,evil')
    expect(reading.userNotes).toBe('line one\nline two')
    const [listed] = (await (await get('/api/saved-readings', { 'x-session-id': sid })).json()) as {
      userTags: string
      userNotes: string
    }[]
    expect(listed).toMatchObject({ userTags: reading.userTags, userNotes: reading.userNotes })
  })

  it('a lone surrogate inside readingData (a key or a value) is refused', async () => {
    for (const readingData of [{ note: 'x\udc00' }, { 'k\ud800': 1 }, { deep: [{ a: '\ud83d' }] }]) {
      const body = await expectClientError(
        await post('/api/save-reading', { sessionId: newSessionId(), readingType: 'compass', readingData }),
        400,
      )
      expect(body.error).toMatch(/not valid text/)
    }
  })

  it('strings inside readingData and lunaResponse lose their controls too, keys included; answer = stored', async () => {
    const sid = newSessionId()
    const res = await post('/api/save-reading', {
      sessionId: sid,
      readingType: 'compass',
      readingData: { n: 'a\u0000b\u202e', 'k\u202e': ['line one\r\nline two\u0007'] },
    })
    expect(res.status).toBe(201)
    const { reading } = (await res.json()) as { reading: { readingData: unknown } }
    expect(reading.readingData).toEqual({ n: 'ab', k: ['line one\nline two'] })
    const [listed] = (await (await get('/api/saved-readings', { 'x-session-id': sid })).json()) as {
      readingData: unknown
    }[]
    expect(listed?.readingData).toEqual(reading.readingData)
    const luna = await post('/api/luna-interaction', {
      sessionId: sid,
      page: 'compass',
      lunaResponse: { message: 'calm\u202e' },
      userAction: 'luna_generated',
    })
    expect(luna.status).toBe(201)
    const row = await env.DB.prepare('select luna_response from luna_interactions where session_id = ?')
      .bind(sid)
      .first<{ luna_response: string }>()
    expect(JSON.parse(row?.luna_response ?? 'null')).toEqual({ message: 'calm' })
  })

  it('a number JSON cannot keep, or nesting past 64 levels, is refused with its own sentence', async () => {
    // 1e309 parses as Infinity, which would be stored as null: refused, not changed.
    const big = await expectClientError(
      await post('/api/save-reading', '{"readingType":"compass","readingData":{"a":1e309}}', {
        'x-session-id': newSessionId(),
      }),
      400,
    )
    expect(big.error).toBe('The readingData field holds a number too large to store (such as 1e309).')
    const nest = (levels: number): unknown => (levels === 0 ? 1 : [nest(levels - 1)])
    const deep = await expectClientError(
      await post('/api/save-reading', {
        sessionId: newSessionId(),
        readingType: 'compass',
        readingData: { d: nest(65) },
      }),
      400,
    )
    expect(deep.error).toBe('The readingData field is nested too deeply (at most 64 levels).')
    // Far deeper (10 KB of brackets) is refused the same way, not cleaned or measured first.
    const abyss = await expectClientError(
      await post(
        '/api/save-reading',
        `{"readingType":"compass","readingData":{"d":${'['.repeat(5000)}${']'.repeat(5000)}}}`,
        { 'x-session-id': newSessionId() },
      ),
      400,
    )
    expect(abyss.error).toBe('The readingData field is nested too deeply (at most 64 levels).')
    const fits = await post('/api/save-reading', {
      sessionId: newSessionId(),
      readingType: 'compass',
      readingData: { d: nest(63) },
    })
    expect(fits.status).toBe(201)
  })

  it('a user name shown to the admin is stored without controls', async () => {
    const sid = newSessionId()
    const res = await post('/api/archetype', {
      sessionId: sid,
      ...archetypePayload({ userName: 'Ada\u202E\u0000' }),
    })
    expect(res.status).toBe(201)
    const row = await env.DB.prepare('select user_name as n from archetype_results where session_id = ?')
      .bind(sid)
      .first<{ n: string }>()
    expect(row?.n).toBe('Ada')
  })
})
