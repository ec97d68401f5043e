// One owner per push endpoint across every shard (docs/decisions/049). Each shard's unique index
// holds an endpoint to one session there; with shards, the aggregates database also keeps who holds
// each endpoint (hashes only), so a session on another shard cannot register the same endpoint
// under other keys. The same browser, proving it with the subscription's own keys, may move it to
// a new session wherever that session lives.
import { sha256, toHex } from '../addresses.ts'

/** What a registration found: a free endpoint, its own, one it takes over by its keys, or another's. */
export type EndpointClaim = 'new' | 'mine' | 'taken-over' | 'taken'

export interface EndpointHashes {
  endpoint: string
  owner: string
  keys: string
}

const hashed = async (label: string, value: string) => toHex(await sha256(`push:${label}:${value}`))

export async function endpointHashes(
  sessionId: string,
  subscription: { endpoint: string; p256dh: string; auth: string },
): Promise<EndpointHashes> {
  const [endpoint, owner, keys] = await Promise.all([
    hashed('endpoint', subscription.endpoint),
    hashed('owner', sessionId),
    hashed('keys', `${subscription.p256dh}\n${subscription.auth}`),
  ])
  return { endpoint, owner, keys }
}

/**
 * Claims an endpoint for a session in one batch (one transaction): the endpoint's owner before, and
 * the claim, which changes the row only when it is free, already the session's, or held under the
 * same keys.
 */
export async function claimEndpoint(
  aggregates: D1DatabaseSession | D1Database,
  h: EndpointHashes,
  now: number,
): Promise<EndpointClaim> {
  const [before] = await aggregates.batch([
    aggregates.prepare('select owner, keys from push_endpoint_owners where endpoint = ?').bind(h.endpoint),
    aggregates
      .prepare(
        `insert into push_endpoint_owners (endpoint, owner, keys, updated_at) values (?1, ?2, ?3, ?4)
         on conflict (endpoint) do update set owner = excluded.owner, keys = excluded.keys,
           updated_at = excluded.updated_at
         where push_endpoint_owners.owner = excluded.owner or push_endpoint_owners.keys = excluded.keys`,
      )
      .bind(h.endpoint, h.owner, h.keys, now),
  ])
  const row = (before?.results[0] ?? null) as { owner: string; keys: string } | null
  if (!row) return 'new'
  if (row.owner === h.owner) return 'mine'
  return row.keys === h.keys ? 'taken-over' : 'taken'
}

/** Gives an endpoint up, when the session holds it. */
export async function releaseEndpoint(
  aggregates: D1DatabaseSession | D1Database,
  sessionId: string,
  endpoint: string,
): Promise<void> {
  const [e, o] = await Promise.all([hashed('endpoint', endpoint), hashed('owner', sessionId)])
  await aggregates
    .prepare('delete from push_endpoint_owners where endpoint = ? and owner = ?')
    .bind(e, o)
    .run()
}
