// What a failed save of a compass reading becomes (web/src/features/compass/api/save-outcome.ts):
// queued and retried, waiting out a rate limit, or failed with a sentence.
import { describe, expect, it } from 'vitest'
import { outcomeOfFailure } from '../../web/src/features/compass/api/save-outcome.ts'

describe('a failed save', () => {
  it('stays queued while the network is away, retried after 1 s, 2 s, 4 s, 8 s, then every 15 s', () => {
    expect(outcomeOfFailure({ network: true })).toEqual({
      kind: 'wait',
      status: 'offline',
      delayMs: 1000,
      message: null,
    })
    const delays = [0, 1, 2, 3, 4, 5, 50].map((n) => outcomeOfFailure({ network: true }, n))
    expect(delays.map((o) => (o.kind === 'wait' ? o.delayMs : null))).toEqual([
      1000, 2000, 4000, 8000, 15_000, 15_000, 15_000,
    ])
  })

  it('waits out a rate limit for the server’s Retry-After, with its sentence', () => {
    expect(
      outcomeOfFailure({ network: false, status: 429, serverMessage: 'Slow down.', retryAfterSeconds: 42 }),
    ).toEqual({
      kind: 'wait',
      status: 'limited',
      delayMs: 42_000,
      message: 'Slow down.',
    })
    expect(outcomeOfFailure({ network: false, status: 429 })).toMatchObject({
      delayMs: 60_000,
      message: expect.stringMatching(/saved shortly/),
    })
  })

  it('fails with the status, and for a quota with what to delete', () => {
    expect(outcomeOfFailure({ network: false, status: 500 })).toEqual({
      kind: 'failed',
      description: 'Failed to save reading: 500',
    })
    expect(
      outcomeOfFailure({ network: false, status: 409, serverMessage: 'Delete some older readings.' }),
    ).toEqual({
      kind: 'failed',
      description: 'Failed to save reading: 409. Delete some older readings.',
    })
    expect(outcomeOfFailure({ network: false })).toEqual({
      kind: 'failed',
      description: 'Unable to save reading. Please try again.',
    })
  })
})
