// /analytics: the password gate, then the dashboard (docs/decisions/008-admin-and-analytics.md; docs/decisions/008-admin-and-analytics.md).
import { useState } from 'react'
import { PageHeader } from '@/components/ui/notice.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { AdminGate } from '@/features/admin/admin-gate.tsx'
import { Dashboard } from '@/features/admin/dashboard.tsx'
import { useAdminGate } from '@/features/admin/use-admin-gate.ts'

export function AdminArea() {
  const gate = useAdminGate()
  const [justUnlocked, setJustUnlocked] = useState(false)
  return (
    <div className="pb-10">
      {/* An admin screen: keep it out of search results. */}
      <meta name="robots" content="noindex, nofollow" />
      <PageHeader
        title="Analytics"
        description="Archetypes, activity and Luna's quality across all visitors. Figures are aggregates only."
      />
      {gate.state === 'checking' ? (
        <div className="flex min-h-[30vh] items-center justify-center">
          <Spinner label="Checking your admin session" />
        </div>
      ) : null}
      {gate.state === 'locked' ? (
        <AdminGate
          notice={gate.notice}
          autoFocus={gate.focusGate}
          onUnlocked={() => {
            setJustUnlocked(true)
            gate.unlock()
          }}
        />
      ) : null}
      {gate.state === 'unlocked' ? <Dashboard onLocked={gate.lock} focusOnMount={justUnlocked} /> : null}
    </div>
  )
}
