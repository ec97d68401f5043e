// The Read tab's count badge (docs/rules/profile.md), loaded with the reading history's own module.

import { useProfileText } from '@/features/profile/profile-text.ts'
import { useSavedReadingsCount } from '@/lib/queries/saved-readings.ts'

export default function ReadCountBadge() {
  const t = useProfileText()
  const count = useSavedReadingsCount()
  if (count === undefined) return null
  return (
    <span className="min-w-6 rounded-full bg-night/70 px-1.5 text-xs tabular-nums text-ink">
      <span aria-hidden="true">{count}</span>
      <span className="sr-only"> {t('profile.tab.read.count', { count })}</span>
    </span>
  )
}
