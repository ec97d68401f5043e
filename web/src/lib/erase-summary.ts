// Words for the counts that DELETE /api/my-data answers with (docs/decisions/002-sessions-privacy-and-recovery.md).

const LABELS: Record<string, [string, string]> = {
  sessions: ['session record', 'session records'],
  archetypeResults: ['archetype result', 'archetype results'],
  visits: ['visit', 'visits'],
  savedReadings: ['saved reading', 'saved readings'],
  emotionalStates: ['check-in', 'check-ins'],
  moodNotes: ['logged feeling', 'logged feelings'],
  trajectoryPoints: ['journey point', 'journey points'],
  lunaInteractions: ['Luna interaction', 'Luna interactions'],
  codonInteractions: ['codon play', 'codon plays'],
  pushSubscriptions: ['daily reminder', 'daily reminders'],
}

/** 'Erased from the server: 1 session record, 5 journey points.' (technical rows are counted, not named). */
export function describeErased(erased: Readonly<Record<string, number | undefined>>): string {
  const parts = Object.entries(LABELS)
    .map(([key, [one, many]]) => [erased[key] ?? 0, one, many] as const)
    .filter(([n]) => n > 0)
    .map(([n, one, many]) => `${n} ${n === 1 ? one : many}`)
  const total = Object.values(erased).reduce<number>(
    (sum, n) => sum + (typeof n === 'number' && Number.isFinite(n) ? n : 0),
    0,
  )
  const local = 'This browser’s copy is cleared too.'
  if (total === 0) return `Nothing was stored on the server for this session. ${local}`
  const named = parts.length > 0 ? `: ${parts.join(', ')}` : ''
  return `Erased ${total} ${total === 1 ? 'record' : 'records'} from the server${named}. ${local}`
}
