// The profile form of the Profile tab (docs/rules/profile.md): full name and birth date, then
// 'Generate Resonance Profile'. Required fields are enforced with inline errors and the first
// faulty field focused.

import { type BirthDateProblem, MIN_BIRTH_DATE } from '@domain/dates.ts'
import { useState } from 'react'
import { IdentityFormView, useIdentityForm } from '@/components/profile/identity-form.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardDescription, CardTitle } from '@/components/ui/card.tsx'
import { type ProfileText, useProfileText } from '@/features/profile/profile-text.ts'
import { focusOnArrival, useArrivalFocus } from '@/lib/arrival-focus.ts'
import type { GeneratedProfile } from '@/lib/queries/profile.ts'
import { toast } from '@/lib/toast.ts'

/** A birth date the rules refuse, as an inline field error. */
function birthDateError(problem: BirthDateProblem, t: ProfileText): string {
  if (problem === 'required') return t('profile.form.dateMissing')
  if (problem === 'minor') return t('profile.form.minor')
  return t('profile.form.dateRange', { year: MIN_BIRTH_DATE.slice(0, 4) })
}

export function ProfileForm({
  onGenerated,
  onCancel,
}: {
  onGenerated: (profile: GeneratedProfile) => void
  onCancel?: () => void
}) {
  const form = useIdentityForm()
  const t = useProfileText()
  useArrivalFocus('profile-form', `${form.id}-name`)
  const [errors, setErrors] = useState<{ name?: string; birthDate?: string }>({})

  const submit = async () => {
    const next = {
      name: form.nameMissing ? t('profile.form.nameMissing') : undefined,
      birthDate: form.birthDateProblem ? birthDateError(form.birthDateProblem, t) : undefined,
    }
    setErrors(next)
    if (next.name || next.birthDate) {
      form.focus(next.name ? 'name' : 'date')
      return
    }
    const profile = await form.generate()
    if (!profile) return
    toast({
      title: t('profile.form.generated'),
      description: t('profile.form.generated.body', { name: profile.name }),
      variant: 'success',
    })
    onGenerated(profile)
  }

  return (
    <Card aria-labelledby={`${form.id}-title`}>
      <CardTitle id={`${form.id}-title`}>{t('profile.form.title')}</CardTitle>
      <CardDescription>{t('profile.form.body')}</CardDescription>
      <IdentityFormView
        form={form}
        errors={errors}
        onSubmit={() => void submit()}
        actions={
          onCancel ? (
            <Button
              variant="ghost"
              onClick={() => {
                focusOnArrival('profile-view')
                onCancel()
              }}
              disabled={form.generating}
            >
              {t('profile.form.keep')}
            </Button>
          ) : null
        }
      />
    </Card>
  )
}
