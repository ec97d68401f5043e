// The one archetype picker: the 32 archetypes in their 4 elemental categories, valued by id.
import { ARCHETYPES } from '@domain/archetypes.ts'
import type { ElementCategory } from '@domain/content/types.ts'
import type { SelectHTMLAttributes } from 'react'
import { Select } from '@/components/ui/field.tsx'

const CATEGORIES: readonly ElementCategory[] = ['Fire', 'Air', 'Water', 'Earth']

export function ArchetypeSelect({
  placeholder,
  ...props
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & { placeholder: string }) {
  return (
    <Select {...props}>
      <option value="">{placeholder}</option>
      {CATEGORIES.map((category) => (
        <optgroup key={category} label={category}>
          {ARCHETYPES.filter((a) => a.category === category).map((a) => (
            <option key={a.id} value={String(a.id)}>
              {a.id}. {a.name}
            </option>
          ))}
        </optgroup>
      ))}
    </Select>
  )
}
