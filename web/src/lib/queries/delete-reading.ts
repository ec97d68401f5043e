// Deleting a saved reading (docs/decisions/004-atomic-writes-and-idempotency.md), with its toasts: apart
// from saved-readings.ts, whose list and count the compass loads cold (the Read tab's badge), so that
// the compass does not carry the readings page's words (docs/performance.md, budgets).
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query'
import { NETWORK_MODE } from '@/lib/queries/journey.ts'
import { deleteSavedReading, historyKey, type ReadingsPage } from '@/lib/queries/saved-readings.ts'
import { queryKeys } from '@/lib/query.tsx'
import { useReadingsText } from '@/lib/readings-text.ts'
import { toast } from '@/lib/toast.ts'

/** Deletes a reading: toast, the row leaves the list at once, then the lists are refetched. */
export function useDeleteReading(onDeleted?: (id: string) => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteSavedReading,
    // Offline, say so at once ('Delete Failed') rather than wait silently for the network.
    networkMode: NETWORK_MODE,
    onSuccess: async (_data, id) => {
      toast({
        title: useReadingsText.now('readings.deleted.title'),
        description: useReadingsText.now('readings.deleted.body'),
        variant: 'success',
      })
      queryClient.setQueryData<InfiniteData<ReadingsPage>>(historyKey, (old) =>
        old
          ? {
              ...old,
              pages: old.pages.map((p) => {
                const readings = p.readings.filter((r) => r.id !== id)
                return { ...p, readings, total: p.total - (p.readings.length - readings.length) }
              }),
            }
          : old,
      )
      onDeleted?.(id)
      await queryClient.invalidateQueries({ queryKey: queryKeys.savedReadings })
    },
    onError: (err) => {
      // The spec's internal message, for whoever reads the console; the visitor sees the toast.
      console.warn('Failed to delete reading', err)
      toast({
        title: useReadingsText.now('readings.deleteFailed.title'),
        description: useReadingsText.now('readings.deleteFailed.body'),
        variant: 'destructive',
      })
    },
  })
}
