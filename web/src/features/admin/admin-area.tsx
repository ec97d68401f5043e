// /analytics: the password gate, then the dashboard (docs/decisions/008-admin-and-analytics.md; docs/decisions/008-admin-and-analytics.md).
import { useState } from 'react'
import { PageHeader } from '@/components/ui/notice.tsx'
import { Spinner } from '@/components/ui/spinner.tsx'
import { AdminGate } from '@/features/admin/admin-gate.tsx'
import { useAdminText } from '@/features/admin/admin-text.ts'
import { Dashboard } from '@/features/admin/dashboard.tsx'
import { useAdminGate } from '@/features/admin/use-admin-gate.ts'

export function AdminArea() {
  const t = useAdminText()
  const gate = useAdminGate()
  const [justUnlocked, setJustUnlocked] = useState(false)
  return (
    <div className="pb-10">
      {/* An admin screen: keep it out of search results. */}
      <meta name="robots" content="noindex, nofollow" />
      <PageHeader title={t('admin.title')} description={t('admin.description')} />
      {gate.state === 'checking' ? (
        <div className="flex min-h-[30vh] items-center justify-center">
          <Spinner label={t('admin.checking')} />
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
