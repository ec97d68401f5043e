// A codon's tags: at most 3, plus a '+N' count (docs/rules/tuner.md), each in the language's word.
import { Badge } from '@/components/ui/badge.tsx'
import { useResonanceText } from '@/features/resonance/resonance-text.ts'
import { useSayTag } from '@/lib/tag-words.ts'

export const MAX_TAGS = 3

export function CodonTags({ tags }: { tags: readonly string[] }) {
  const t = useResonanceText()
  const sayTag = useSayTag()
  const shown = tags.slice(0, MAX_TAGS)
  const rest = tags.length - shown.length
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={t('resonance.tags')}>
      {shown.map((tag) => (
        <li key={tag}>
          <Badge>{sayTag(tag)}</Badge>
        </li>
      ))}
      {rest > 0 ? (
        <li>
          <Badge tone="purple">
            <span aria-hidden="true">+{rest}</span>
            <span className="sr-only">{t('resonance.tags.more', { count: rest })}</span>
          </Badge>
        </li>
      ) : null}
    </ul>
  )
}
