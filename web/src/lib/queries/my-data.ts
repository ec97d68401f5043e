// The visitor's data on the server: GET /api/my-data (everything, as one JSON document) and
// DELETE /api/my-data (erase it all).
import { api, ok } from '@/lib/api.ts'
import { forgetEverything } from '@/lib/device-state/stored.ts'
import { queryClient } from '@/lib/query.tsx'

export const fetchMyData = async () => ok(await api['my-data'].$get({ query: {} }))

export const eraseMyData = async () => ok(await api['my-data'].$delete({ query: {} }))

/** Forgets everything this browser keeps for Luna (every key, the session id) and every answer. */
export function forgetThisDevice(): void {
  forgetEverything()
  queryClient.clear()
}
