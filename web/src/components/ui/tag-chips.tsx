// At most 3 tags, then a '+N' count (docs/rules/README.md), for codon cards and saved readings.
import { visibleTags } from '@domain/history-lists.ts'

export function TagChips({ tags, label = 'Tags' }: { tags: readonly string[]; label?: string }) {
  if (tags.length === 0) return null
  const { shown, hidden } = visibleTags(tags)
  return (
    <ul aria-label={label} className="flex min-w-0 flex-wrap gap-1.5">
      {shown.map((t) => (
        <li
          key={t}
          // A long tag is cut to the row with an ellipsis (its whole text in the tooltip), never wider.
          title={t}
          className="max-w-full truncate rounded-full border border-line bg-surface-2 px-2.5 py-0.5 text-xs text-ink"
        >
          {t}
        </li>
      ))}
      {hidden > 0 ? (
        <li
          className="rounded-full border border-line px-2.5 py-0.5 text-xs tabular-nums text-muted"
          title={tags.slice(shown.length).join(', ')}
        >
          <span aria-hidden="true">+{hidden}</span>
          <span className="sr-only">and {hidden === 1 ? '1 more tag' : `${hidden} more tags`}</span>
        </li>
      ) : null}
    </ul>
  )
}
