// The old-host redirect at the edge (docs/ARCHITECTURE.md, invariant 6).
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'

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
