// The archetype picker: the 32 archetypes in their 4 elemental categories, with a Find button
// that is disabled while empty (it then explains why) or while a search is pending.

import { ARCHETYPES } from '@domain/archetypes.ts'
import type { ElementCategory } from '@domain/content/types.ts'
import { useId } from 'react'
import { Button } from '@/components/ui/button.tsx'
import { Label, Select } from '@/components/ui/field.tsx'
import { ARIA_DISABLED } from '@/features/resonance/play-button.tsx'
import type { ResonanceSearch } from '@/features/resonance/use-resonance-search.ts'

const CATEGORIES: readonly ElementCategory[] = ['Fire', 'Air', 'Water', 'Earth']

export function ArchetypePicker({ search, findLabel }: { search: ResonanceSearch; findLabel: string }) {
  const id = useId()
  const empty = search.archetype === ''
  return (
    <form
      className="flex flex-col gap-3 sm:flex-row sm:items-end"
      onSubmit={(e) => {
        e.preventDefault()
        if (!search.pending) search.find()
      }}
    >
      <div className="min-w-0 flex-1">
        <Label htmlFor={id}>Your archetype</Label>
        <Select id={id} value={search.archetype} onChange={(e) => search.setArchetype(e.target.value)}>
          <option value="">Choose an archetype…</option>
          {CATEGORIES.map((category) => (
            <optgroup key={category} label={category}>
              {ARCHETYPES.filter((a) => a.category === category).map((a) => (
                <option key={a.id} value={String(a.id)}>
                  {a.name}
                </option>
              ))}
            </optgroup>
          ))}
        </Select>
      </div>
      <Button
        type="submit"
        aria-disabled={empty}
        disabled={search.pending}
        className={`sm:min-w-40 ${ARIA_DISABLED}`}
      >
        {search.pending ? 'Finding…' : findLabel}
      </Button>
    </form>
  )
}
