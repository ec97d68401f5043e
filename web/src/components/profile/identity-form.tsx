// What the profile tab's form and the readings page's form share (docs/rules/profile.md; docs/rules/api-calls.md):
// the name and birth date, started from what this browser stored, checked by the domain's
// birth-date rule, the 'Generate Resonance Profile' form with its two fields, focus on a faulty
// field, and the generation with its 'Generation Failed' toast. Each form keeps its own texts.

import { type BirthDateProblem, checkBirthDate, localDateOf, MIN_BIRTH_DATE } from '@domain/dates.ts'
import { type ReactNode, useId, useState } from 'react'
import { useIdentityText } from '@/components/profile/identity-text.ts'
import { Button } from '@/components/ui/button.tsx'
import { Input, Label } from '@/components/ui/field.tsx'
import { type GeneratedProfile, generateResonanceProfile, storedIdentity } from '@/lib/queries/profile.ts'
import { toast } from '@/lib/toast.ts'

export type IdentityField = 'name' | 'date'

export interface IdentityForm {
  id: string
  name: string
  setName: (name: string) => void
  birthDate: string
  setBirthDate: (birthDate: string) => void
  today: string
  /** The trimmed name is empty. */
  nameMissing: boolean
  birthDateProblem: BirthDateProblem | null
  focus: (field: IdentityField) => void
  generating: boolean
  setGenerating: (generating: boolean) => void
  /** POST /api/generate-profile with the fields; null (after the failure toast) when it fails. */
  generate: () => Promise<GeneratedProfile | null>
}

export function useIdentityForm(): IdentityForm {
  const [initial] = useState(storedIdentity)
  const [name, setName] = useState(initial.name)
  const [birthDate, setBirthDate] = useState(initial.birthDate)
  const [generating, setGenerating] = useState(false)
  const t = useIdentityText()
  const id = useId()
  const today = localDateOf(new Date())

  const generate = async (): Promise<GeneratedProfile | null> => {
    setGenerating(true)
    try {
      return await generateResonanceProfile(name, birthDate)
    } catch (err) {
      console.warn('Failed to generate profile', err)
      toast({
        title: t('identity.failed'),
        description: t('identity.failed.body'),
        variant: 'destructive',
      })
      setGenerating(false)
      return null
    }
  }

  return {
    id,
    name,
    setName,
    birthDate,
    setBirthDate,
    today,
    nameMissing: !name.trim(),
    birthDateProblem: checkBirthDate(birthDate, today),
    focus: (field) => document.getElementById(`${id}-${field}`)?.focus(),
    generating,
    setGenerating,
    generate,
  }
}

function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className="mt-1 text-sm text-danger">
      {text}
    </p>
  ) : null
}

/**
 * The form: full name and birth date (inline errors when given), then `children` (further fields),
 * then 'Generate Resonance Profile' and `actions`.
 */
export function IdentityFormView({
  form,
  errors,
  onSubmit,
  children,
  actions,
}: {
  form: IdentityForm
  errors?: { name?: string; birthDate?: string }
  onSubmit: () => void
  children?: ReactNode
  actions?: ReactNode
}) {
  const { id } = form
  const t = useIdentityText()
  const invalid = (error: string | undefined, errorId: string) =>
    errors ? { 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined } : {}
  return (
    <form
      noValidate
      className="mt-4 grid gap-4 sm:grid-cols-2"
      aria-busy={form.generating}
      onSubmit={(e) => {
        e.preventDefault()
        onSubmit()
      }}
    >
      <div>
        <Label htmlFor={`${id}-name`}>{t('identity.name')}</Label>
        <Input
          id={`${id}-name`}
          value={form.name}
          autoComplete="name"
          maxLength={100}
          required
          {...invalid(errors?.name, `${id}-name-error`)}
          onChange={(e) => form.setName(e.target.value)}
        />
        <FieldError id={`${id}-name-error`} text={errors?.name} />
      </div>
      <div>
        <Label htmlFor={`${id}-date`}>{t('identity.birthDate')}</Label>
        <Input
          id={`${id}-date`}
          type="date"
          value={form.birthDate}
          min={MIN_BIRTH_DATE}
          max={form.today}
          required
          {...invalid(errors?.birthDate, `${id}-date-error`)}
          onChange={(e) => form.setBirthDate(e.target.value)}
        />
        <FieldError id={`${id}-date-error`} text={errors?.birthDate} />
      </div>
      {children}
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <Button type="submit" disabled={form.generating}>
          {form.generating ? t('identity.generating') : t('identity.generate')}
        </Button>
        {actions}
      </div>
    </form>
  )
}
