// At most 3 tags, then a '+N' count (docs/rules/README.md), for codon cards and saved readings. The
// caller names the list and the count in its own words, and says each tag (a codon's tag is English's
// key, said in the language spoken; a visitor's own tag as written).
import { visibleTags } from '@domain/history-lists.ts'

export function TagChips({
  tags,
  label,
  more,
  say = (tag) => tag,
}: {
  tags: readonly string[]
  /** The list's accessible name, e.g. "Tags". */
  label: string
  /** What the '+N' chip says to a screen reader, e.g. "and 2 more tags". */
  more: (count: number) => string
  say?: (tag: string) => string
}) {
  if (tags.length === 0) return null
  const { shown, hidden } = visibleTags(tags)
  return (
    <ul aria-label={label} className="flex min-w-0 flex-wrap gap-1.5">
      {shown.map((t) => (
        <li
          key={t}
          // A long tag is cut to the row with an ellipsis (its whole text in the tooltip), never wider.
          title={say(t)}
          className="max-w-full truncate rounded-full border border-line bg-surface-2 px-2.5 py-0.5 text-xs text-ink"
        >
          {say(t)}
        </li>
      ))}
      {hidden > 0 ? (
        <li
          className="rounded-full border border-line px-2.5 py-0.5 text-xs tabular-nums text-muted"
          title={tags.slice(shown.length).map(say).join(', ')}
        >
          <span aria-hidden="true">+{hidden}</span>
          <span className="sr-only">{more(hidden)}</span>
        </li>
      ) : null}
    </ul>
  )
}
