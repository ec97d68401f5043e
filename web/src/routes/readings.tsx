// The readings page (route /readings; docs/decisions/004-atomic-writes-and-idempotency.md): the profile form, the archetype
// baseline tools with the repairs made on load, frequency matching and the saved readings.
import { lazy, Suspense, useEffect, useState } from 'react'
import { Link } from 'react-router'
import { PageHeader } from '@/components/ui/notice.tsx'
import { PageLoading } from '@/components/ui/spinner.tsx'
import { BaselineTools } from '@/features/readings-page/baseline-tools.tsx'
import { FrequencyMatch } from '@/features/readings-page/frequency-match.tsx'
import { ReadingsProfileForm } from '@/features/readings-page/readings-profile-form.tsx'
import { planLoadRepairs, saveLoadRepairs } from '@/features/readings-page/repairs.ts'
import { useFrequencySources } from '@/features/readings-page/use-frequency-sources.ts'
import { type GeneratedProfile, readUserProfile } from '@/lib/queries/profile.ts'
import { QueryProvider } from '@/lib/query.tsx'
import { useReadingsText } from '@/lib/readings-text.ts'
import { useIdle } from '@/lib/when-idle.ts'

const ReadingHistory = lazy(() =>
  import('@/features/readings/reading-history.tsx').then((m) => ({ default: m.ReadingHistory })),
)

function ReadingsPageBody() {
  const t = useReadingsText()
  // The repairs are shown from the first paint and stored once the page is on screen.
  const [repairs] = useState(planLoadRepairs)
  useEffect(() => saveLoadRepairs(repairs), [repairs])
  const [profile, setProfile] = useState<GeneratedProfile | null>(readUserProfile)
  const sources = useFrequencySources(profile)
  // Below the fold on a phone: the frequency match (64 codons matched as it first renders) and the
  // saved readings are drawn once the page's first screen has painted, so that neither lengthens
  // the task a tap waits for (docs/performance.md, "twenty-first"; as the profile's, "eighteenth").
  const idle = useIdle()

  return (
    <div className="pb-10">
      <PageHeader title={t('readings.title')} description={t('readings.description')}>
        <Link to="/profile" className="mt-2 inline-flex min-h-10 items-center text-sm">
          <span aria-hidden="true">←&nbsp;</span>
          {t('readings.back')}
        </Link>
      </PageHeader>
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <ReadingsProfileForm onGenerated={setProfile} />
        <BaselineTools
          initial={repairs.data}
          initialBaseline={repairs.archetypeBaseline}
          notes={repairs.notes}
        />
      </div>
      {idle ? (
        <>
          <div className="mt-6">
            <FrequencyMatch sources={sources} />
          </div>
          <div className="mt-6">
            <Suspense fallback={<PageLoading />}>
              <ReadingHistory />
            </Suspense>
          </div>
        </>
      ) : (
        <div className="mt-6">
          <PageLoading />
        </div>
      )}
    </div>
  )
}

export default function ReadingsPage() {
  return (
    <QueryProvider>
      <ReadingsPageBody />
    </QueryProvider>
  )
}
