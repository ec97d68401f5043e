// The toast a visitor sees for a birth date the rules refuse (domain/dates.ts `checkBirthDate`),
// the spec's texts word for word in English (docs/ARCHITECTURE.md; docs/decisions/007-derived-rules.md),
// in the language spoken (domain/messages/<locale>/birth.json). Kept tiny and free of heavy imports:
// the onboarding page, the first one loaded, uses it.
import type { BirthDateProblem } from '@domain/dates.ts'
import { messages } from '@domain/messages/compiled/en/birth.ts'
import { catalogue } from '@/lib/i18n.ts'

export interface BirthDateToast {
  title: string
  description: string
}

const useBirthText = catalogue(messages, 'birth')

/** The toast of a refused birth date, in the language spoken. */
export function useBirthDateToast(): (problem: BirthDateProblem) => BirthDateToast {
  const t = useBirthText()
  return (problem) => {
    const kind = problem === 'required' || problem === 'minor' ? problem : 'invalid'
    return { title: t(`birth.${kind}.title`), description: t(`birth.${kind}.body`) }
  }
}
