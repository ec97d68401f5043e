// The Read tab's count badge (docs/rules/profile.md), loaded with the reading history's own module.

import type { ReactNode } from 'react'
import { useProfileText } from '@/features/profile/profile-text.ts'
import { useSavedReadingsCount } from '@/lib/queries/saved-readings.ts'

/** `placeholder`: the badge's room while the count is on its way (profile.tsx, READ_COUNT_ROOM). */
export default function ReadCountBadge({ placeholder }: { placeholder: ReactNode }) {
  const t = useProfileText()
  const count = useSavedReadingsCount()
  if (count === undefined) return placeholder
  return (
    <span className="min-w-6 rounded-full bg-night/70 px-1.5 text-xs tabular-nums text-ink">
      <span aria-hidden="true">{count}</span>
      <span className="sr-only"> {t('profile.tab.read.count', { count })}</span>
    </span>
  )
}
