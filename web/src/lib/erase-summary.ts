// Words for the counts that DELETE /api/my-data answers with (docs/decisions/002-sessions-privacy-and-recovery.md),
// in the language spoken (domain/messages/<locale>/privacy.json).
import { usePrivacyText } from '@/components/privacy/privacy-text.ts'

/** The kinds of rows named, in this order; technical rows are counted only. */
const NAMED = [
  'sessions',
  'archetypeResults',
  'visits',
  'savedReadings',
  'emotionalStates',
  'moodNotes',
  'trajectoryPoints',
  'lunaInteractions',
  'codonInteractions',
  'pushSubscriptions',
] as const

/**
 * 'Erased 6 records from the server: 1 session record, 5 journey points. This browser’s copy is
 * cleared too.', in the language spoken (technical rows are counted, not named).
 */
export function describeErased(erased: Readonly<Record<string, number | undefined>>): string {
  const t = usePrivacyText.now
  const parts = NAMED.map((key) => [key, erased[key] ?? 0] as const)
    .filter(([, n]) => n > 0)
    .map(([key, count]) => t(`data.erased.${key}`, { count }))
  const total = Object.values(erased).reduce<number>(
    (sum, n) => sum + (typeof n === 'number' && Number.isFinite(n) ? n : 0),
    0,
  )
  if (total === 0) return t('data.erased.nothing')
  const said = t('data.erased.total', { count: total })
  return parts.length > 0
    ? t('data.erased.named', { total: said, parts: parts.join(', ') })
    : t('data.erased.unnamed', { total: said })
}
