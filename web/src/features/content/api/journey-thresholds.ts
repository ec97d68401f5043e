// The journey for the help page's zone thresholds: the journey's one query (GET /api/user-trajectory,
// lib/queries/journey.ts), where no journey yet (404) means the default thresholds.
import { useQuery } from '@tanstack/react-query'
import { trajectoryQuery } from '@/lib/queries/journey.ts'

/** Asked again on each visit to the page: new journey points may have been posted since. */
export const useJourneyForThresholds = () => useQuery({ ...trajectoryQuery, staleTime: 0 })
