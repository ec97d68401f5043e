// The archetype picker: the 32 archetypes in their 4 elemental categories, with a Find button
// that is disabled while empty (it then explains why) or while a search is pending.

import { useId } from 'react'
import { ArchetypeSelect } from '@/components/ui/archetype-select.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Label } from '@/components/ui/field.tsx'
import type { ResonanceSearch } from '@/features/resonance/api/resonance-search.ts'
import { ARIA_DISABLED } from '@/features/resonance/play-button.tsx'
import { useResonanceText } from '@/features/resonance/resonance-text.ts'

export function ArchetypePicker({ search, findLabel }: { search: ResonanceSearch; findLabel: string }) {
  const t = useResonanceText()
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
        <Label htmlFor={id}>{t('resonance.picker.label')}</Label>
        <ArchetypeSelect
          id={id}
          value={search.archetype}
          onChange={(e) => search.setArchetype(e.target.value)}
          placeholder={t('resonance.picker.placeholder')}
        />
      </div>
      <Button
        type="submit"
        aria-disabled={empty}
        disabled={search.pending}
        className={`sm:min-w-40 ${ARIA_DISABLED}`}
      >
        {search.pending ? t('resonance.picker.finding') : findLabel}
      </Button>
    </form>
  )
}
