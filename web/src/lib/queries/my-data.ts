// The visitor's data on the server: GET /api/my-data (everything, as one JSON document) and
// DELETE /api/my-data (erase it all).
import { api, ok } from '@/lib/api.ts'

export const fetchMyData = async () => ok(await api['my-data'].$get({ query: {} }))

export const eraseMyData = async () => ok(await api['my-data'].$delete({ query: {} }))
