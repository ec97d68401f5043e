// The profile form of the Profile tab (spec 01 §2, §4, §5): full name and birth date, then
// 'Generate Resonance Profile'. Required fields are enforced with inline errors and the first
// faulty field focused.
import { useId, useState } from 'react'
import { localDateOf } from '../../../../domain/dates.ts'
import { MIN_BIRTH_DATE } from '../../../../domain/scalar.ts'
import { Button } from '../../components/ui/button.tsx'
import { Card, CardDescription, CardTitle } from '../../components/ui/card.tsx'
import { Input, Label } from '../../components/ui/field.tsx'
import { toast } from '../../lib/toast.ts'
import {
  birthDateProblem,
  type GeneratedProfile,
  generateResonanceProfile,
  storedIdentity,
} from './profile-store.ts'

export function ProfileForm({
  onGenerated,
  onCancel,
}: {
  onGenerated: (profile: GeneratedProfile) => void
  onCancel?: () => void
}) {
  const [initial] = useState(storedIdentity)
  const [name, setName] = useState(initial.name)
  const [birthDate, setBirthDate] = useState(initial.birthDate)
  const [errors, setErrors] = useState<{ name?: string; birthDate?: string }>({})
  const [generating, setGenerating] = useState(false)
  const id = useId()
  const today = localDateOf(new Date())

  const submit = async () => {
    const next = {
      name: name.trim() ? undefined : 'Please enter your full name.',
      birthDate: birthDateProblem(birthDate, today) ?? undefined,
    }
    setErrors(next)
    if (next.name || next.birthDate) {
      document.getElementById(next.name ? `${id}-name` : `${id}-date`)?.focus()
      return
    }
    setGenerating(true)
    try {
      const profile = await generateResonanceProfile(name, birthDate)
      toast({
        title: 'Profile Generated!',
        description: `Your resonance profile is ready, ${profile.name}.`,
        variant: 'success',
      })
      onGenerated(profile)
    } catch (err) {
      console.warn('Profile generation failed.', err)
      toast({
        title: 'Generation Failed',
        description: 'Unable to generate profile. Please try again.',
        variant: 'destructive',
      })
      setGenerating(false)
    }
  }

  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardTitle id={`${id}-title`}>Your resonance profile</CardTitle>
      <CardDescription>
        Luna reads your name as a gematria number and your birth date as a birth scalar, then finds your
        baseline codon.
      </CardDescription>
      <form
        noValidate
        className="mt-4 grid gap-4 sm:grid-cols-2"
        aria-busy={generating}
        onSubmit={(e) => {
          e.preventDefault()
          void submit()
        }}
      >
        <div>
          <Label htmlFor={`${id}-name`}>Full name</Label>
          <Input
            id={`${id}-name`}
            value={name}
            autoComplete="name"
            maxLength={100}
            required
            aria-invalid={Boolean(errors.name)}
            aria-describedby={errors.name ? `${id}-name-error` : undefined}
            onChange={(e) => setName(e.target.value)}
          />
          {errors.name ? (
            <p id={`${id}-name-error`} className="mt-1 text-sm text-danger">
              {errors.name}
            </p>
          ) : null}
        </div>
        <div>
          <Label htmlFor={`${id}-date`}>Birth date</Label>
          <Input
            id={`${id}-date`}
            type="date"
            value={birthDate}
            min={MIN_BIRTH_DATE}
            max={today}
            required
            aria-invalid={Boolean(errors.birthDate)}
            aria-describedby={errors.birthDate ? `${id}-date-error` : undefined}
            onChange={(e) => setBirthDate(e.target.value)}
          />
          {errors.birthDate ? (
            <p id={`${id}-date-error`} className="mt-1 text-sm text-danger">
              {errors.birthDate}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <Button type="submit" disabled={generating}>
            {generating ? 'Generating…' : 'Generate Resonance Profile'}
          </Button>
          {onCancel ? (
            <Button variant="ghost" onClick={onCancel} disabled={generating}>
              Keep my current profile
            </Button>
          ) : null}
        </div>
      </form>
    </Card>
  )
}
