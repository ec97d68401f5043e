// The scalar journey's data (docs/rules/api-calls.md): GET /api/user-trajectory (404 = no journey yet) and,
// only once a trajectory exists, GET /api/trajectory-analysis (404 = no data).
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { ApiError, api, ok } from '@/lib/api.ts'
import { queryKeys } from '@/lib/query.tsx'

/**
 * Queries here use networkMode 'always': offline, the visitor sees the spec's error with a
 * 'Try again' button instead of a spinner that waits silently for the network.
 */
export const NETWORK_MODE = 'always' as const

/** The spec's error for a failed fetch, keeping the server's sentence when it sent one. */
export class FetchError extends Error {
  readonly detail: string | null
  constructor(message: string, cause: unknown) {
    super(message, { cause })
    this.detail = cause instanceof ApiError ? cause.serverMessage : null
  }
}

/** Runs a GET; a 404 is "no data" (null); any other failure becomes `message`. */
async function getOrNull<T>(call: () => Promise<T>, message: string): Promise<T | null> {
  try {
    return await call()
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null
    throw new FetchError(message, err)
  }
}

export async function fetchTrajectory() {
  return getOrNull(
    async () => ok(await api['user-trajectory'].$get({ query: {} })),
    'Failed to fetch trajectory',
  )
}

export async function fetchTrajectoryAnalysis() {
  return getOrNull(
    async () => ok(await api['trajectory-analysis'].$get({ query: {} })),
    'Failed to fetch analysis',
  )
}

export type Trajectory = NonNullable<Awaited<ReturnType<typeof fetchTrajectory>>>
export type TrajectoryAnalysisBody = NonNullable<Awaited<ReturnType<typeof fetchTrajectoryAnalysis>>>
export type HistoryPoint = Trajectory['scalarHistory'][number]

/** The one query of the journey (GET /api/user-trajectory): the journey, Luna and help read it. */
export const trajectoryQuery = queryOptions({
  queryKey: queryKeys.trajectory,
  queryFn: fetchTrajectory,
  networkMode: NETWORK_MODE,
})

export const useTrajectory = () => useQuery(trajectoryQuery)

/**
 * The evolution analysis, fetched only after a trajectory exists. Its key carries the time of the
 * newest reading, so a new reading (which refreshes the trajectory) refreshes the analysis too, even
 * on a day already counted.
 */
export const trajectoryAnalysisQuery = (trajectory: Trajectory | null | undefined) =>
  queryOptions({
    queryKey: [...queryKeys.trajectoryAnalysis, trajectory?.scalarHistory.at(-1)?.date ?? ''],
    queryFn: fetchTrajectoryAnalysis,
    enabled: trajectory !== null && trajectory !== undefined,
    networkMode: NETWORK_MODE,
  })

export const useTrajectoryAnalysis = (trajectory: Trajectory | null | undefined) =>
  useQuery(trajectoryAnalysisQuery(trajectory))

/** POST /api/user-trajectory with context profile-update: saves the display name (no scalar point). */
export function useSaveDisplayName() {
  const client = useQueryClient()
  return async (displayName: string | null, scalarValue: number): Promise<void> => {
    await ok(
      await api['user-trajectory'].$post({ json: { displayName, scalarValue, context: 'profile-update' } }),
    )
    await client.invalidateQueries({ queryKey: queryKeys.trajectory })
  }
}
