// The Profile tab (docs/rules/profile.md): no profile -> form -> generating -> profile shown -> reset
// to the form; the frequency generator; the recovery code and the visitor's own data controls
// (docs/decisions/002-sessions-privacy-and-recovery.md).

import { lazy, Suspense, useState } from 'react'
import { Link } from 'react-router'
import { InstallCard } from '@/components/install/install-card.tsx'
import { buttonClass } from '@/components/ui/button.tsx'
import { Card, CardDescription, CardTitle } from '@/components/ui/card.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { ArchetypeCard } from '@/features/profile/archetype-card.tsx'
import { FrequencyGenerator } from '@/features/profile/frequency-generator.tsx'
import { ProfileForm } from '@/features/profile/profile-form.tsx'
import { useProfileText } from '@/features/profile/profile-text.ts'
import { ProfileView } from '@/features/profile/profile-view.tsx'
import { RecoveryCodeCard } from '@/features/profile/recovery-code.tsx'
import { userProfileOf } from '@/lib/device-state/changes.ts'
import { isGuest } from '@/lib/device-state/profile.ts'
import { useDevice } from '@/lib/device-state/store.ts'
import { useIdle } from '@/lib/when-idle.ts'

const ReminderCard = lazy(() => import('@/components/reminders/reminder-card.tsx'))
const MyDataControls = lazy(() =>
  import('@/components/privacy/my-data-controls.tsx').then((m) => ({ default: m.MyDataControls })),
)

export default function ProfileTab() {
  const t = useProfileText()
  const device = useDevice()
  const profile = userProfileOf(device)
  const archetypeData = device.archetypeData
  const [editing, setEditing] = useState(false)
  const idle = useIdle()
  const reminderLoading = <Spinner label={t('profile.loading.reminder')} />
  const dataLoading = <Spinner label={t('profile.loading.data')} />

  return (
    <div className="grid gap-6">
      {isGuest(device) ? (
        // A guest's stored name (Guest), birth date (today) and archetype are placeholders, not theirs.
        <div className="grid gap-4">
          <Card aria-labelledby="guest-profile" data-testid="guest-profile">
            <CardTitle id="guest-profile">{t('profile.guest.title')}</CardTitle>
            <CardDescription>{t('profile.guest.body')}</CardDescription>
            <Link
              to="/onboarding?retake=true"
              className={buttonClass('secondary', 'md', 'mt-3 no-underline')}
            >
              {t('profile.guest.quiz')}
            </Link>
          </Card>
          {profile && !editing ? (
            // A profile the guest made with their own name: shown, but the guest archetype is not theirs.
            <ProfileView profile={profile} archetypeData={null} onReset={() => setEditing(true)} />
          ) : (
            <ProfileForm
              onGenerated={() => setEditing(false)}
              onCancel={profile ? () => setEditing(false) : undefined}
            />
          )}
        </div>
      ) : profile && !editing ? (
        <ProfileView profile={profile} archetypeData={archetypeData} onReset={() => setEditing(true)} />
      ) : (
        <div className="grid gap-4">
          <ProfileForm
            onGenerated={() => setEditing(false)}
            onCancel={profile ? () => setEditing(false) : undefined}
          />
          {/* The archetype (and 'Fix Birth Scalar' when needed) stays within reach before a profile exists. */}
          <ArchetypeCard data={archetypeData} />
        </div>
      )}

      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <FrequencyGenerator />
        <div className="grid gap-6">
          <Card aria-labelledby="readings-page-link">
            <CardTitle id="readings-page-link">{t('profile.readings.title')}</CardTitle>
            <CardDescription>{t('profile.readings.body')}</CardDescription>
            <Link to="/readings" className="mt-3 inline-flex min-h-10 items-center font-medium">
              {t('profile.readings.open')} <span aria-hidden="true">&nbsp;→</span>
            </Link>
          </Card>
          <RecoveryCodeCard />
        </div>
      </div>

      {/* Below the fold: their code is asked for once the tab's first screen has painted, so it never
          competes with it (docs/performance.md, 2026-12-01, "eighteenth"). */}
      <Suspense fallback={reminderLoading}>{idle ? <ReminderCard /> : reminderLoading}</Suspense>
      <InstallCard />
      <Suspense fallback={dataLoading}>{idle ? <MyDataControls headingLevel={2} /> : dataLoading}</Suspense>
    </div>
  )
}
