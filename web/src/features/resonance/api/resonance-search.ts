// Finding a resonance (docs/rules/tuner.md): POST /api/resonance with the archetype id as text.
// A list selects its first match; an object with a message shows 'No Direct Match'.
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import type { ProtocolCodon } from '@/features/resonance/types.ts'
import { api, ok } from '@/lib/api.ts'
import { archetypeOf } from '@/lib/device-state/archetype-of.ts'
import { readDevice } from '@/lib/device-state/store.ts'
import { toast } from '@/lib/toast.ts'

/** The stored archetype id as text, or '' when the visitor has none. */
export function storedArchetype(): string {
  const archetype = archetypeOf(readDevice())
  return archetype ? String(archetype.id) : ''
}

export function useResonanceSearch() {
  const [archetype, setArchetype] = useState(storedArchetype)
  const [matches, setMatches] = useState<ProtocolCodon[] | null>(null)
  const [noMatch, setNoMatch] = useState<string | null>(null)
  const [selected, setSelected] = useState<ProtocolCodon | null>(null)

  const search = useMutation({
    mutationFn: async (id: string) => ok(await api.resonance.$post({ json: { archetype: id } })),
    onSuccess: (body) => {
      if (Array.isArray(body)) {
        const list: ProtocolCodon[] = body
        setMatches(list)
        setNoMatch(null)
        const first = list[0]
        if (first) {
          setSelected(first)
          toast({
            title: 'Resonance Found',
            description: `Matched with ${first.name} - ${first.theme}`,
            variant: 'success',
          })
        }
      } else {
        setMatches(null)
        setNoMatch(body.message)
      }
    },
    onError: () => {
      toast({
        title: 'Search Failed',
        description: 'Unable to process resonance request',
        variant: 'destructive',
      })
    },
  })

  const find = () => {
    if (!archetype) {
      toast({
        title: 'Archetype Required',
        description: 'Please select your archetype',
        variant: 'destructive',
      })
      return
    }
    search.mutate(archetype)
  }

  return { archetype, setArchetype, matches, noMatch, selected, setSelected, find, pending: search.isPending }
}

export type ResonanceSearch = ReturnType<typeof useResonanceSearch>
