// The old-host redirect at the edge (docs/ARCHITECTURE.md, invariant 6).
import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { codonIndexFromValue, descriptorAt } from '../../domain/emotion.ts'

afterEach(() => {
  vi.restoreAllMocks()
})

/** A D1 binding whose statements prepare fine and then fail when run, like a dropped connection. */
function _failingOnRunD1(): D1Database {
  const fail = () => Promise.reject(new Error('D1_ERROR: Network connection lost.'))
  const statement = (): D1PreparedStatement =>
    ({
      bind: () => statement(),
      all: fail,
      run: fail,
      raw: fail,
      first: fail,
    }) as unknown as D1PreparedStatement
  const session = { prepare: statement, batch: fail, getBookmark: () => null }
  return { ...session, withSession: () => session } as unknown as D1Database
}

const _checkIn = (value: number, extra: Record<string, unknown> = {}) => ({
  emotionalValue: value,
  codonIndex: codonIndexFromValue(value),
  descriptor: descriptorAt(codonIndexFromValue(value)),
  baseline: 81.5,
  ...extra,
})

describe('the old-host redirect', () => {
  it('keeps a single slash when CANONICAL_HOST ends with one', async () => {
    const { app } = await import('../../worker/index.ts')
    for (const canonical of ['luna.example.com/', 'https://luna.example.com//']) {
      const res = await app.fetch(new Request('http://legacy.localhost/compass?x=1'), {
        ...env,
        OLD_HOSTS: 'legacy.localhost',
        CANONICAL_HOST: canonical,
      })
      expect(res.status).toBe(301)
      expect(res.headers.get('location')).toBe('https://luna.example.com/compass?x=1')
    }
  })
})
