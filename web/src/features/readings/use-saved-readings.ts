// The visitor's saved readings (spec 01 §7, spec 02 §7): GET /api/saved-readings, shared by the
// history list and the Read tab's count badge; deleting one by id.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, ok, settled } from '../../lib/api.ts'
import { queryKeys } from '../../lib/query.tsx'
import { toast } from '../../lib/toast.ts'
import { FetchError, NETWORK_MODE } from '../journey/use-journey.ts'

export async function fetchSavedReadings() {
  try {
    return await ok(await api['saved-readings'].$get({ query: {} }))
  } catch (err) {
    throw new FetchError('Failed to fetch readings', err)
  }
}

export type SavedReading = Awaited<ReturnType<typeof fetchSavedReadings>>[number]

export function useSavedReadings() {
  return useQuery({
    queryKey: queryKeys.savedReadings,
    queryFn: fetchSavedReadings,
    networkMode: NETWORK_MODE,
  })
}

async function deleteSavedReading(id: string): Promise<void> {
  const res = await api['saved-reading'][':id'].$delete({ param: { id }, json: {} })
  // Already gone (deleted in another tab): the visitor's wish is met.
  if (res.status === 404) {
    await settled(res)
    return
  }
  await ok(res)
}

/** Deletes a reading: toast, the row leaves the list at once, then the list is refetched. */
export function useDeleteReading(onDeleted?: (id: string) => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteSavedReading,
    // Offline, say so at once ('Delete Failed') rather than wait silently for the network.
    networkMode: NETWORK_MODE,
    onSuccess: async (_data, id) => {
      toast({
        title: 'Reading Deleted',
        description: 'The reading has been removed from your history.',
        variant: 'success',
      })
      queryClient.setQueryData<SavedReading[]>(queryKeys.savedReadings, (old) =>
        old?.filter((r) => r.id !== id),
      )
      onDeleted?.(id)
      await queryClient.invalidateQueries({ queryKey: queryKeys.savedReadings })
    },
    onError: () => {
      toast({
        title: 'Delete Failed',
        description: 'Unable to delete reading. Please try again.',
        variant: 'destructive',
      })
    },
  })
}
