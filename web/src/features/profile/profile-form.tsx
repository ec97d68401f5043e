// The profile form of the Profile tab (docs/rules/profile.md): full name and birth date, then
// 'Generate Resonance Profile'. Required fields are enforced with inline errors and the first
// faulty field focused.

import { type BirthDateProblem, MIN_BIRTH_DATE } from '@domain/dates.ts'
import { useState } from 'react'
import { IdentityFormView, useIdentityForm } from '@/components/profile/identity-form.tsx'
import { Button } from '@/components/ui/button.tsx'
import { Card, CardDescription, CardTitle } from '@/components/ui/card.tsx'
import { focusOnArrival, useArrivalFocus } from '@/lib/arrival-focus.ts'
import type { GeneratedProfile } from '@/lib/queries/profile.ts'
import { toast } from '@/lib/toast.ts'

/** A birth date the rules refuse, as an inline field error. */
function birthDateError(problem: BirthDateProblem): string {
  if (problem === 'required') return 'Please enter your birth date.'
  if (problem === 'minor') return 'This experience is for adults 18 and older.'
  return `Please enter a real date between ${MIN_BIRTH_DATE.slice(0, 4)} and today.`
}

export function ProfileForm({
  onGenerated,
  onCancel,
}: {
  onGenerated: (profile: GeneratedProfile) => void
  onCancel?: () => void
}) {
  const form = useIdentityForm()
  useArrivalFocus('profile-form', `${form.id}-name`)
  const [errors, setErrors] = useState<{ name?: string; birthDate?: string }>({})

  const submit = async () => {
    const next = {
      name: form.nameMissing ? 'Please enter your full name.' : undefined,
      birthDate: form.birthDateProblem ? birthDateError(form.birthDateProblem) : undefined,
    }
    setErrors(next)
    if (next.name || next.birthDate) {
      form.focus(next.name ? 'name' : 'date')
      return
    }
    const profile = await form.generate()
    if (!profile) return
    toast({
      title: 'Profile Generated!',
      description: `Your resonance profile is ready, ${profile.name}.`,
      variant: 'success',
    })
    onGenerated(profile)
  }

  return (
    <Card aria-labelledby={`${form.id}-title`}>
      <CardTitle id={`${form.id}-title`}>Your resonance profile</CardTitle>
      <CardDescription>
        Luna reads your name as a gematria number and your birth date as a birth scalar, then finds your
        baseline codon.
      </CardDescription>
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
              Keep my current profile
            </Button>
          ) : null
        }
      />
    </Card>
  )
}
