// Patient fake visitors over two shards (test/worker/patient-fakes.ts, docs/rules/collective.md): a
// network's sessions are spread over both, and still weigh one voice together.
import { env } from 'cloudflare:workers'
import { describe, it } from 'vitest'
import type { ShardMap } from '../../domain/shards.ts'
import { patientFakes } from '../worker/patient-fakes.ts'
import { placed } from './visitor.ts'

const MAP = JSON.parse(env.SHARD_MAP ?? '') as ShardMap
const SHARDS = [env.DB_SHARD_0, env.DB_SHARD_1] as D1Database[]

describe('patient fake visitors over two shards', () => {
  it('give each network one voice a day across the shards', async () => {
    await patientFakes((sid) => SHARDS[placed(sid, MAP)] as D1Database)
  }, 180_000)
})
