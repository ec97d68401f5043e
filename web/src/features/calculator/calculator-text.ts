// The time calculator's words (domain/messages/<locale>/calculator.json; docs/decisions/056-languages.md).
// The window's sentences (actions, effect) are the API's, in the language asked for.
import { messages } from '@domain/messages/compiled/en/calculator.ts'
import { ELEVATION_MAX_M, ELEVATION_MIN_M } from '@domain/time-engine.ts'
import { DEFAULT_BASELINE } from '@domain/vocabulary.ts'
import { BASELINE_MAX, BASELINE_MIN, type FieldName } from '@/features/calculator/calculate.ts'
import { decimalMark, formatTimeOfDay } from '@/lib/format.ts'
import { catalogue } from '@/lib/i18n.ts'

export const useCalculatorText = catalogue(messages, 'calculator')

type Text = ReturnType<typeof useCalculatorText>

/** A field's error in the language spoken (each field has one: calculate.ts's checkForm). */
export function fieldErrorText(t: Text, field: FieldName): string {
  switch (field) {
    case 'date':
      return t('calc.error.date')
    case 'time':
      return t('calc.error.time', { example: formatTimeOfDay('14:30') })
    case 'elevation':
      return t('calc.error.elevation', { min: String(ELEVATION_MIN_M), max: String(ELEVATION_MAX_M) })
    case 'archetype':
      return t('calc.error.archetype')
    case 'baseline':
      return t('calc.error.baseline', {
        min: decimalMark(String(BASELINE_MIN)),
        max: decimalMark(String(BASELINE_MAX)),
        value: decimalMark(String(DEFAULT_BASELINE)),
      })
  }
}
