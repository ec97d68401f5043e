// The Read tab's count badge (docs/rules/profile.md), loaded with the reading history's own module.
import { useSavedReadingsCount } from '@/lib/queries/saved-readings.ts'

export default function ReadCountBadge() {
  const count = useSavedReadingsCount()
  if (count === undefined) return null
  return (
    <span className="min-w-6 rounded-full bg-night/70 px-1.5 text-xs tabular-nums text-ink">
      {count}
      <span className="sr-only"> saved</span>
    </span>
  )
}
