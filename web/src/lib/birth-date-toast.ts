// The toast a visitor sees for a birth date the rules refuse (domain/dates.ts `checkBirthDate`),
// the spec's texts word for word (docs/ARCHITECTURE.md; docs/decisions/007-derived-rules.md). Kept tiny and free of heavy
// imports: the onboarding page, the first one loaded, uses it.
import type { BirthDateProblem } from '@domain/dates.ts'

export interface BirthDateToast {
  title: string
  description: string
}

export function birthDateToast(problem: BirthDateProblem): BirthDateToast {
  switch (problem) {
    case 'required':
      return { title: 'Birth Date Required', description: 'Please enter your birth date to continue' }
    case 'minor':
      return { title: 'Age Requirement', description: 'This experience is for adults 18 and older.' }
    default:
      return {
        title: 'Date Error',
        description: 'There was an issue with your birth date. Please try again.',
      }
  }
}
