// The German words of domain/content/luna-enhanced.ts: the enhanced insight of each Luna state,
// keyed by the same states.

import type { LunaState } from '../../vocabulary.ts'
import type { LunaEnhanced } from '../types.ts'

export const LUNA_ENHANCED_DE: Readonly<Record<LunaState, LunaEnhanced>> = {
  high_deltaUC: {
    insight:
      'Deine Lesung liegt deutlich entfernt von der Mitte bei 81, und das zeigt ein Feld, das gleichzeitig in mehrere Richtungen gezogen wird.',
    guidance:
      'Wähle heute Beständigkeit statt Tempo: weniger Entscheidungen, einfachere Pläne und eine erdende Gewohnheit, die du wiederholst.',
    archetype: 'Die Wache an der Schwelle',
  },
  pi_stabilizing: {
    insight:
      'Deine Lesung pendelt sich auf ein stabiles Verhältnis ein, und das zeigt, wie verstreute Eindrücke zu einer klareren Form kristallisieren.',
    guidance:
      'Benenne in einem schlichten Satz, was gerade entsteht, und lass diesen Satz deine nächste kleine Entscheidung leiten.',
    archetype: 'Der werdende Kristall',
  },
  kerr_spinning: {
    insight:
      'Deine Lesung zeigt eine schnelle, geladene Drehung im Feld, und der Schwung baut sich schneller auf als sonst.',
    guidance:
      'Lenke die Ladung auf ein gewähltes Ziel und plane kurze Pausen ein, damit das Tempo deins bleibt.',
    archetype: 'Das Blitzrad',
  },
  balanced_flow: {
    insight:
      'Deine Lesung ruht nahe ihrer Mitte, mit wenig Spannung, und das zeigt ein stimmiges Feld, dessen Teile sich gemeinsam bewegen.',
    guidance:
      'Bleib bei deinem natürlichen Rhythmus und verwende diese Leichtigkeit für etwas, das dir wichtig ist, ohne nach mehr zu drängen.',
    archetype: 'Der offene Fluss',
  },
  high_scalar_stable: {
    insight:
      'Deine Lesung ist hoch und hält sich stabil, und das zeigt ein gehobenes, leuchtendes Feld, von dem aus du weit sehen kannst.',
    guidance:
      'Nutze diesen klaren Blick, um eine bedeutsame Absicht zu setzen, und schreib sie dorthin, wo du sie an ruhigeren Tagen siehst.',
    archetype: 'Die Gipfellaterne',
  },
  low_scalar_grounding: {
    insight:
      'Deine Lesung liegt niedrig und stabil, und das zeigt ein Feld, das sich nach innen zieht, um sein Fundament neu aufzubauen.',
    guidance:
      'Halte den heutigen Tag einfach und nah an den Grundlagen, und sieh Ruhe und Routine als echten Fortschritt.',
    archetype: 'Die tiefe Wurzel',
  },
}
