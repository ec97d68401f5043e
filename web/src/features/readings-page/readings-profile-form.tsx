// The readings page's profile form (docs/rules/frequency-matching.md): name and birth date required
// ('Missing Information'), an optional display name for the journey, 'Generate Resonance
// Profile' -> 'Profile Generated!' or 'Generation Failed'. Saved profile data is restored on load.

import { useState } from 'react'
import { Link } from 'react-router'
import { IdentityFormView, useIdentityForm } from '@/components/profile/identity-form.tsx'
import { Card, CardDescription, CardTitle } from '@/components/ui/card.tsx'
import { Hint, Input, Label } from '@/components/ui/field.tsx'
import { useBirthDateToast } from '@/lib/birth-date-toast.ts'
import { identityOf, isGuest } from '@/lib/device-state/profile.ts'
import { useDevice } from '@/lib/device-state/store.ts'
import { fixed, formatLongDate, hz } from '@/lib/format.ts'
import { useSaveDisplayName } from '@/lib/queries/journey.ts'
import { type GeneratedProfile, readUserProfile } from '@/lib/queries/profile.ts'
import { useReadingsText } from '@/lib/readings-text.ts'
import { toast, useProblemToast } from '@/lib/toast.ts'

function ProfileSummary({ profile }: { profile: GeneratedProfile }) {
  const t = useReadingsText()
  return (
    <div className="mt-5 rounded-xl border border-moon/40 bg-moon/10 p-4" aria-live="polite">
      <p className="font-semibold text-ink">
        {t('readings.profile.born', { name: profile.name, date: formatLongDate(profile.birth_date) })}
      </p>
      <dl className="mt-2 figures gap-x-4 gap-y-1 text-sm">
        <div>
          <dt className="text-muted">{t('readings.profile.scalar')}</dt>
          <dd className="tabular-nums text-ink">ξ&nbsp;{fixed(profile.scalar_ξ)}</dd>
        </div>
        <div>
          <dt className="text-muted">{t('readings.profile.gematria')}</dt>
          <dd className="tabular-nums text-ink">{profile.gematria}</dd>
        </div>
        <div>
          <dt className="text-muted">{t('readings.profile.primaryCodon')}</dt>
          <dd className="text-ink">{profile.baseline_codon ?? profile.primary_codon}</dd>
        </div>
        <div>
          <dt className="text-muted">{t('readings.profile.tone')}</dt>
          <dd className="tabular-nums text-ink">{profile.frequency ? hz(profile.frequency) : '—'}</dd>
        </div>
      </dl>
      {profile.theme ? (
        <p className="mt-2 text-sm text-ink">{t('readings.profile.theme', { theme: profile.theme })}</p>
      ) : null}
      <Link to="/profile" className="mt-2 inline-flex min-h-10 items-center text-sm">
        {t('readings.profile.full')}
      </Link>
    </div>
  )
}

export function ReadingsProfileForm({ onGenerated }: { onGenerated: (profile: GeneratedProfile) => void }) {
  const t = useReadingsText()
  const form = useIdentityForm()
  // The name the visitor gave Luna (their profile's): what the journey shows without a display name.
  const device = useDevice()
  // A guest's 'Guest' is not a name they gave.
  const profileName = isGuest(device) ? null : identityOf(device)?.name || null
  const [displayName, setDisplayName] = useState('')
  const [profile, setProfile] = useState<GeneratedProfile | null>(readUserProfile)
  const sendDisplayName = useSaveDisplayName()
  const { id } = form
  const birthDateToast = useBirthDateToast()
  const missingToast = useProblemToast(!form.nameMissing && form.birthDateProblem !== 'required')
  const dateToast = useProblemToast(!form.birthDateProblem)

  const saveDisplayName = async (value: string, scalar: number) => {
    try {
      await sendDisplayName(value, scalar)
    } catch (err) {
      console.warn('Saving the display name failed.', err)
      toast({ title: t('readings.profile.displayFailed'), variant: 'destructive' })
    }
  }

  const submit = async () => {
    if (form.nameMissing || form.birthDateProblem === 'required') {
      missingToast({
        title: t('readings.profile.missing.title'),
        description: t('readings.profile.missing.body'),
        variant: 'destructive',
      })
      form.focus(form.nameMissing ? 'name' : 'date')
      return
    }
    if (form.birthDateProblem) {
      dateToast({ ...birthDateToast(form.birthDateProblem), variant: 'destructive' })
      return
    }
    const next = await form.generate()
    if (!next) return
    try {
      setProfile(next)
      onGenerated(next)
      toast({
        title: t('readings.profile.generated.title'),
        description: t('readings.profile.generated.body', {
          scalar: fixed(next.scalar_ξ),
          theme: next.theme,
        }),
        variant: 'success',
      })
      if (displayName.trim()) await saveDisplayName(displayName.trim(), next.scalar_ξ)
    } finally {
      form.setGenerating(false)
    }
  }

  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardTitle id={`${id}-title`}>{t('readings.profile.title')}</CardTitle>
      <CardDescription>{t('readings.profile.body')}</CardDescription>
      <IdentityFormView form={form} onSubmit={() => void submit()}>
        <div className="sm:col-span-2">
          <Label htmlFor={`${id}-display`}>{t('readings.profile.display')}</Label>
          <Input
            id={`${id}-display`}
            value={displayName}
            maxLength={60}
            autoComplete="nickname"
            placeholder={t('readings.profile.displayPlaceholder')}
            onChange={(e) => setDisplayName(e.target.value)}
            aria-describedby={`${id}-display-hint`}
          />
          <Hint id={`${id}-display-hint`}>
            {profileName
              ? t('readings.profile.displayHintNamed', { name: profileName })
              : t('readings.profile.displayHintAnonymous')}
          </Hint>
        </div>
      </IdentityFormView>
      {profile ? <ProfileSummary profile={profile} /> : null}
    </Card>
  )
}
