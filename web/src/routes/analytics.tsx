// /analytics: the admin analytics dashboard behind a server-checked password.
import { AdminArea } from '@/features/admin/admin-area.tsx'
import { QueryProvider } from '@/lib/query.tsx'

export default function AnalyticsPage() {
  return (
    <QueryProvider>
      <AdminArea />
    </QueryProvider>
  )
}
