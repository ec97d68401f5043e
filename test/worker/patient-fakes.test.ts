// Patient fake visitors over one database (test/worker/patient-fakes.ts, docs/rules/collective.md).
import { env } from 'cloudflare:workers'
import { describe, it } from 'vitest'
import { patientFakes } from './patient-fakes.ts'

describe('patient fake visitors, aged past the established rule', () => {
  it('give each network one voice a day: a /48 of 1,000 moves nothing, and 100 /24s count as 100 voices, not 1,000', async () => {
    await patientFakes(() => env.DB)
  }, 120_000)
})
