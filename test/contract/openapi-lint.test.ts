// The published OpenAPI document passes Redocly's linter (its strict recommended rules, but one)
// with no problem (docs/decisions/015).
import { createConfig, lintFromString } from '@redocly/openapi-core'
import { describe, expect, it } from 'vitest'
import { openApiDocument } from '../../worker/openapi.ts'

describe('the OpenAPI document', () => {
  it('lints clean with Redocly’s recommended rules', async () => {
    const config = await createConfig({
      extends: ['recommended-strict'],
      rules: {
        // Fixed content and the service routes have no failure a client can cause (no input, no
        // limit): they rightly list no 4XX answer.
        'operation-4xx-response': 'off',
      },
    })
    const problems = await lintFromString({
      source: JSON.stringify(openApiDocument()),
      absoluteRef: 'openapi.json',
      config,
    })
    const lines = problems.map(
      (p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ''}`,
    )
    expect(lines).toEqual([])
  })
})
