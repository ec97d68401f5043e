// The readings page's profile form (spec 02 §2, §5, §7, §8): name and birth date required
// ('Missing Information'), an optional display name for the journey, 'Generate Resonance
// Profile' -> 'Profile Generated!' or 'Generation Failed'. Saved profile data is restored on load.
import { useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Link } from 'react-router'
import { ageOn, isValidDate, localDateOf } from '../../../../domain/dates.ts'
import { MIN_BIRTH_DATE } from '../../../../domain/scalar.ts'
import { Button } from '../../components/ui/button.tsx'
import { Card, CardDescription, CardTitle } from '../../components/ui/card.tsx'
import { Hint, Input, Label } from '../../components/ui/field.tsx'
import { api, ok } from '../../lib/api.ts'
import { queryKeys } from '../../lib/query.tsx'
import { toast } from '../../lib/toast.ts'
import {
  formatBirthDate,
  type GeneratedProfile,
  generateResonanceProfile,
  readUserProfile,
  storedIdentity,
} from '../profile/profile-store.ts'

function ProfileSummary({ profile }: { profile: GeneratedProfile }) {
  return (
    <div className="mt-5 rounded-xl border border-moon/40 bg-moon/10 p-4" aria-live="polite">
      <p className="font-semibold text-ink">
        {profile.name} · born {formatBirthDate(profile.birth_date)}
      </p>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted">Scalar</dt>
          <dd className="tabular-nums text-ink">ξ {profile.scalar_ξ.toFixed(3)}</dd>
        </div>
        <div>
          <dt className="text-muted">Gematria</dt>
          <dd className="tabular-nums text-ink">{profile.gematria}</dd>
        </div>
        <div>
          <dt className="text-muted">Codon</dt>
          <dd className="text-ink">{profile.baseline_codon ?? profile.primary_codon}</dd>
        </div>
        <div>
          <dt className="text-muted">Tone</dt>
          <dd className="tabular-nums text-ink">{profile.frequency ? `${profile.frequency} Hz` : '—'}</dd>
        </div>
      </dl>
      {profile.theme ? <p className="mt-2 text-sm text-ink">Theme: {profile.theme}</p> : null}
      <Link to="/profile" className="mt-2 inline-flex min-h-10 items-center text-sm">
        See your full profile
      </Link>
    </div>
  )
}

export function ReadingsProfileForm({ onGenerated }: { onGenerated: (profile: GeneratedProfile) => void }) {
  const [initial] = useState(storedIdentity)
  const [name, setName] = useState(initial.name)
  const [birthDate, setBirthDate] = useState(initial.birthDate)
  const [displayName, setDisplayName] = useState('')
  const [profile, setProfile] = useState<GeneratedProfile | null>(readUserProfile)
  const [generating, setGenerating] = useState(false)
  const queryClient = useQueryClient()
  const id = useId()
  const today = localDateOf(new Date())

  const saveDisplayName = async (value: string, scalar: number) => {
    try {
      await ok(
        await api['user-trajectory'].$post({
          json: { displayName: value, scalarValue: scalar, context: 'profile-update' },
        }),
      )
      await queryClient.invalidateQueries({ queryKey: queryKeys.trajectory })
    } catch (err) {
      console.warn('Saving the display name failed.', err)
      toast({ title: 'Failed to update profile', variant: 'destructive' })
    }
  }

  const submit = async () => {
    if (!name.trim() || !birthDate) {
      toast({
        title: 'Missing Information',
        description: 'Please provide both name and birth date.',
        variant: 'destructive',
      })
      document.getElementById(!name.trim() ? `${id}-name` : `${id}-date`)?.focus()
      return
    }
    if (!isValidDate(birthDate) || birthDate < MIN_BIRTH_DATE || birthDate > today) {
      toast({
        title: 'Date Error',
        description: 'There was an issue with your birth date. Please try again.',
        variant: 'destructive',
      })
      return
    }
    if (ageOn(birthDate, today) < 18) {
      toast({
        title: 'Age Requirement',
        description: 'This experience is for adults 18 and older.',
        variant: 'destructive',
      })
      return
    }
    setGenerating(true)
    try {
      const next = await generateResonanceProfile(name, birthDate)
      setProfile(next)
      onGenerated(next)
      toast({
        title: 'Profile Generated!',
        description: `Your scalar is ξ ${next.scalar_ξ.toFixed(3)}: ${next.theme}.`,
        variant: 'success',
      })
      if (displayName.trim()) await saveDisplayName(displayName.trim(), next.scalar_ξ)
    } catch (err) {
      console.warn('Failed to generate profile', err)
      toast({
        title: 'Generation Failed',
        description: 'Unable to generate profile. Please try again.',
        variant: 'destructive',
      })
    } finally {
      setGenerating(false)
    }
  }

  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardTitle id={`${id}-title`}>Resonance profile</CardTitle>
      <CardDescription>
        Your name and birth date give your gematria, your scalar and your baseline codon.
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
            onChange={(e) => setName(e.target.value)}
          />
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
            onChange={(e) => setBirthDate(e.target.value)}
          />
        </div>
        <div className="sm:col-span-2">
          <Label htmlFor={`${id}-display`}>Display name</Label>
          <Input
            id={`${id}-display`}
            value={displayName}
            maxLength={60}
            autoComplete="nickname"
            placeholder="Enter your name (optional)"
            onChange={(e) => setDisplayName(e.target.value)}
            aria-describedby={`${id}-display-hint`}
          />
          <Hint id={`${id}-display-hint`}>
            Shown on your scalar journey. Without one you are an Anonymous Traveler.
          </Hint>
        </div>
        <div className="sm:col-span-2">
          <Button type="submit" disabled={generating}>
            {generating ? 'Generating…' : 'Generate Resonance Profile'}
          </Button>
        </div>
      </form>
      {profile ? <ProfileSummary profile={profile} /> : null}
    </Card>
  )
}
