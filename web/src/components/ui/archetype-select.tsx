// The one archetype picker: the 32 archetypes in their 4 elemental categories, valued by id, their
// names and the categories' in the language spoken (docs/decisions/057-content-languages.md).
import type { ElementCategory } from '@domain/content/types.ts'
import type { SelectHTMLAttributes } from 'react'
import { useArchetypes, useArchetypeWords } from '@/components/quiz/quiz-text.ts'
import { Select } from '@/components/ui/field.tsx'

const CATEGORIES: readonly ElementCategory[] = ['Fire', 'Air', 'Water', 'Earth']

export function ArchetypeSelect({
  placeholder,
  ...props
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & { placeholder: string }) {
  const archetypes = useArchetypes()
  const elements = useArchetypeWords()?.elements
  return (
    <Select {...props}>
      <option value="">{placeholder}</option>
      {CATEGORIES.map((category) => (
        <optgroup key={category} label={elements?.[category] ?? category}>
          {archetypes
            .filter((a) => a.category === category)
            .map((a) => (
              <option key={a.id} value={String(a.id)}>
                {a.id}. {a.name}
              </option>
            ))}
        </optgroup>
      ))}
    </Select>
  )
}
