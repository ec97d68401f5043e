// A Today card's words for a test: each field of DAY_CARD_TEXTS (domain/day-card.ts), the ones a test
// reads given, the others made up, so that a new field of the card changes no test's fixture.
import { DAY_CARD_TEXTS, type DayCardTexts } from '../../domain/day-card-texts.ts'

export function sampleCardTexts(given: Partial<DayCardTexts> = {}): DayCardTexts {
  const made = Object.fromEntries(
    Object.entries(DAY_CARD_TEXTS).map(([field, kind]) => [
      field,
      kind === 'text' ? `The ${field} of the day` : kind === 'texts' ? [`The ${field} of the day`] : 3,
    ]),
  ) as DayCardTexts
  return { ...made, ...given }
}
