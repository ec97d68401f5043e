// Finding a resonance (docs/rules/tuner.md): POST /api/resonance with the archetype id as text.
// A list selects its first match; an object with a message shows 'No Direct Match'.
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useResonanceText } from '@/features/resonance/resonance-text.ts'
import type { ProtocolCodon } from '@/features/resonance/types.ts'
import { api, ok } from '@/lib/api.ts'
import { archetypeOf } from '@/lib/device-state/archetype-of.ts'
import { readDevice } from '@/lib/device-state/store.ts'
import { useSpokenLocale } from '@/lib/i18n.ts'
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

  const locale = useSpokenLocale()
  const search = useMutation({
    // The codons' words in the language spoken (asked for by name: the browser's may differ).
    mutationFn: async (id: string) =>
      ok(await api.resonance.$post({ json: { archetype: id }, query: { lang: locale } })),
    onSuccess: (body) => {
      if (Array.isArray(body)) {
        const list: ProtocolCodon[] = body
        setMatches(list)
        setNoMatch(null)
        const first = list[0]
        if (first) {
          setSelected(first)
          toast({
            title: useResonanceText.now('resonance.found.title'),
            description: useResonanceText.now('resonance.found.body', {
              name: first.name,
              theme: first.theme,
            }),
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
        title: useResonanceText.now('resonance.failed.title'),
        description: useResonanceText.now('resonance.failed.body'),
        variant: 'destructive',
      })
    },
  })

  const find = () => {
    if (!archetype) {
      toast({
        title: useResonanceText.now('resonance.required.title'),
        description: useResonanceText.now('resonance.required.body'),
        variant: 'destructive',
      })
      return
    }
    search.mutate(archetype)
  }

  return { archetype, setArchetype, matches, noMatch, selected, setSelected, find, pending: search.isPending }
}

export type ResonanceSearch = ReturnType<typeof useResonanceSearch>
