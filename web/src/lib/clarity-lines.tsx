// The clarity focus's lines (domain/messages/<locale>/clarity-lines.json; docs/rules/compass.md): four
// for each clarity type, one of which domain/clarity.ts picks. Shown only once a focus is chosen, so
// they are a chunk of their own, out of the compass's first load; the share cards read them too.
import { clarityLineKey } from '@domain/clarity.ts'
import { messages } from '@domain/messages/compiled/en/clarity-lines.ts'
import type { ClarityType } from '@domain/vocabulary.ts'
import { catalogue } from '@/lib/i18n.ts'

const useClarityLines = catalogue(messages, 'clarity-lines')

/** The clarity line of `type` at `currentAlignment`, in the language spoken. */
export function useClarityLine(type: ClarityType | null, currentAlignment: number): string | null {
  const t = useClarityLines()
  return type ? t(clarityLineKey(type, currentAlignment)) : null
}

/** The line as text, for a lazy part of a screen (the clarity selector's). */
export default function ClarityLine({
  type,
  currentAlignment,
}: {
  type: ClarityType
  currentAlignment: number
}) {
  return <>{useClarityLine(type, currentAlignment)}</>
}
