// The notes Luna prefixes when the field has changed (or not) since the last day she spoke
// (docs/rules/luna.md, transition notes, as the spec names them). Apart from her messages
// (content/luna.ts), so the day's insight on the compass loads only these.
import type { TransitionNotes } from './types.ts'

export const TRANSITION_NOTES: TransitionNotes = {
  consistent: [
    'Your field remains consistent with your last visit, steady and recognizable.',
    'The field remains consistent since we last met, so we can build on the same ground.',
    'I notice your field remains consistent, holding the same note as before.',
    'Your field remains consistent today, a quiet kind of reliability.',
  ],
  shifted: 'I sense something has shifted since your last visit.',
  pairs: {
    'chaotic->coherent': 'The turbulence of your last visit has settled, and your field now moves as one.',
    'threshold->flowing':
      'Last time you stood at a threshold; today you have stepped through, and things are flowing.',
    'chaotic->crystallizing': 'What felt scattered last time is now taking a clear shape.',
    'electric->coherent': 'The charged speed of your last visit has eased into a calmer, steadier rhythm.',
    'rooted->luminous': 'You were resting in your roots last time, and now your field has risen into light.',
  },
}
