// The words a compass answer is given (the day's reading gives them in the app:
// domain/compass-answer.ts), for tests of `computeCompass`'s numbers alone.
import type { CompassWords } from '../../domain/compass.ts'

export const WORDS: CompassWords = {
  alignmentMessage: 'This morning, keep your own rhythm and let it carry you.',
  primaryFocus: 'Listening for what repeats',
  energyLevel: 'Moderate — steady',
  recommendations: ['Speak to yourself the way you would speak to a good friend.'],
  intention: 'Today, I keep my own pace and notice what it gives back.',
}
