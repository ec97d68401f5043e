import { exports } from 'cloudflare:workers'
import { expect, it } from 'vitest'

it('answers', async () => {
  const res = await exports.default.fetch('http://x/api/health')
  expect(await res.json()).toEqual({ ok: true })
})
