// Every limit names itself: a refused value is told which limit it broke, never a generic or
// misleading sentence ("must be text" for a password that is too long).
import { describe, expect, it } from 'vitest'
import { expectClientError, newSessionId, ORIGIN, post } from './helpers.ts'

async function errorOf(res: Response, status = 400) {
  await expectClientError(res.clone(), status)
  return (await res.json()) as { error: string; issues?: { path: string; message: string }[] }
}

describe('error sentences at the limits', () => {
  it('a password of 201 characters is "at most 200 characters", not "must be text"', async () => {
    const body = await errorOf(
      await post(
        '/api/admin/login',
        { password: 'p'.repeat(201) },
        { origin: ORIGIN, 'cf-connecting-ip': '192.0.2.201' },
      ),
    )
    expect(body.error).toBe('The password field must be at most 200 characters.')
  })

  it('a readingData key over 100 characters names the key limit, at readingData', async () => {
    const body = await errorOf(
      await post('/api/save-reading', {
        sessionId: newSessionId(),
        readingType: 'compass',
        readingData: { ['k'.repeat(101)]: 1 },
      }),
    )
    expect(body.error).toBe('The readingData field may only have keys of at most 100 characters.')
    expect(body.issues?.[0]?.path).toBe('readingData')
  })

  it('a text field over its length names its length', async () => {
    const body = await errorOf(
      await post('/api/save-reading', {
        sessionId: newSessionId(),
        readingType: 'compass',
        readingData: {},
        userNotes: 'n'.repeat(2001),
      }),
    )
    expect(body.error).toBe('The userNotes field must be at most 2000 characters.')
  })

  it('free-form object caps count UTF-8 bytes: 16,370 × 漢 (48 KB stored) is over the 16 KB cap', async () => {
    const body = await errorOf(
      await post('/api/save-reading', {
        sessionId: newSessionId(),
        readingType: 'compass',
        readingData: { text: '漢'.repeat(16_370) },
      }),
    )
    expect(body.error).toBe('The readingData field is too large (at most 16 KB).')
    // Just under the cap in bytes passes.
    const fits = await post('/api/save-reading', {
      sessionId: newSessionId(),
      readingType: 'compass',
      readingData: { text: '漢'.repeat(5_400) },
    })
    expect(fits.status).toBe(201)
  })
})
