// The Personal Profile (docs/rules/profile.md): four tabs — Profile, Journey, Read (with a count badge) and
// Codons. The Profile tab, the one a visit opens, comes with the page (so a cold load fetches its
// code alongside the page's, not a round trip later: docs/performance.md, 2026-12-01); each other
// tab's content loads when it is first opened. The tab is kept in ?tab= so that links, reloads and
// the back button keep the visitor's place.
import { lazy, Suspense, useEffect, useState } from 'react'
import { Link, useSearchParams } from 'react-router'
import { PageHeader } from '@/components/ui/notice.tsx'
import { PageLoading } from '@/components/ui/spinner.tsx'
import { Tabs } from '@/components/ui/tabs.tsx'
import ProfileTab from '@/features/profile/profile-tab.tsx'
import { useProfileText } from '@/features/profile/profile-text.ts'
import { QueryProvider } from '@/lib/query.tsx'
import { richText } from '@/lib/rich-text.tsx'
import { useIdle } from '@/lib/when-idle.ts'

const JourneyPanel = lazy(() => import('@/routes/profile-journey.tsx'))
const ReadingHistory = lazy(() =>
  import('@/features/readings/reading-history.tsx').then((m) => ({ default: m.ReadingHistory })),
)
const CodonLibrary = lazy(() =>
  import('@/features/codons/codon-library.tsx').then((m) => ({ default: m.CodonLibrary })),
)
const ReadCountBadge = lazy(() => import('@/features/profile/read-count-badge.tsx'))

const TAB_KEYS = ['profile', 'journey', 'read', 'codons'] as const
type TabKey = (typeof TAB_KEYS)[number]
const isTab = (v: string | null): v is TabKey => TAB_KEYS.some((k) => k === v)

/**
 * The Read tab's badge's room, kept while its count is on its way: the tabs share the bar's width, and
 * a badge arriving later would widen its tab and move the others (a layout shift, measured in the
 * profile's browser test). One digit's room, as most visitors' counts: a count of ten or more is a
 * few pixels wider.
 */
const READ_COUNT_ROOM = (
  <span aria-hidden="true" className="invisible min-w-6 px-1.5 text-xs tabular-nums">
    0
  </span>
)

/** `idle`: the badge's code and count are asked for once the page has painted (lib/when-idle.ts). */
const tabItems = (t: ReturnType<typeof useProfileText>, idle: boolean) =>
  [
    { key: 'profile', label: t('profile.tab.profile') },
    { key: 'journey', label: t('profile.tab.journey') },
    {
      key: 'read',
      label: (
        <>
          {t('profile.tab.read')}
          <Suspense fallback={READ_COUNT_ROOM}>
            {idle ? <ReadCountBadge placeholder={READ_COUNT_ROOM} /> : READ_COUNT_ROOM}
          </Suspense>
        </>
      ),
    },
    { key: 'codons', label: t('profile.tab.codons') },
  ] as const

function ProfilePageBody() {
  const t = useProfileText()
  const idle = useIdle()
  const [params, setParams] = useSearchParams()
  const raw = params.get('tab')
  const fromUrl: TabKey = isTab(raw) ? raw : 'profile'
  // The selection changes at once (the panel shows its loading state); the address follows.
  const [tab, setTab] = useState<TabKey>(fromUrl)
  useEffect(() => setTab(fromUrl), [fromUrl])
  const select = (key: TabKey) => {
    setTab(key)
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev)
        if (key === 'profile') next.delete('tab')
        else next.set('tab', key)
        return next
      },
      { replace: true },
    )
  }

  return (
    <div className="pb-10">
      <PageHeader title={t('profile.title')} description={t('profile.description')} />
      <Tabs items={tabItems(t, idle)} value={tab} onChange={select} label={t('profile.tabs')}>
        <Suspense fallback={<PageLoading />}>
          {tab === 'profile' ? <ProfileTab /> : null}
          {tab === 'journey' ? <JourneyPanel /> : null}
          {tab === 'read' ? (
            <div className="grid gap-4">
              <p className="text-sm text-muted">
                {richText(t('profile.read.note'), { link: (words) => <Link to="/readings">{words}</Link> })}
              </p>
              <ReadingHistory />
            </div>
          ) : null}
          {tab === 'codons' ? <CodonLibrary /> : null}
        </Suspense>
      </Tabs>
    </div>
  )
}

export default function ProfilePage() {
  return (
    <QueryProvider>
      <ProfilePageBody />
    </QueryProvider>
  )
}
