// The typed client's types (test/client/luna-api.d.ts, used by the e2e test of a stranger's client)
// are what openapi-typescript makes of the document today: regenerate with `npm run contract:update`.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { clientTypes } from '../../scripts/client/types.ts'

describe('the generated client', () => {
  it('is generated from the current document', async () => {
    const committed = readFileSync('test/client/luna-api.d.ts', 'utf8')
    expect(committed === (await clientTypes()), 'run npm run contract:update').toBe(true)
  })
})
