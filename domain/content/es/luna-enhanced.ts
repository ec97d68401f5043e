// The Spanish (es) words of domain/content/luna-enhanced.ts: the enhanced insight of each Luna state
// (insight, guidance and the state's symbolic figure), keyed by the same LunaState keys.

import type { LunaState } from '../../vocabulary.ts'
import type { LunaEnhanced } from '../types.ts'

export const LUNA_ENHANCED_ES: Readonly<Record<LunaState, LunaEnhanced>> = {
  high_deltaUC: {
    insight:
      'Tu lectura está bastante lejos del centro de 81, lo que muestra un campo del que tiran varias direcciones a la vez.',
    guidance:
      'Hoy elige la estabilidad antes que la velocidad: menos decisiones, planes más sencillos y un hábito que te ancle y que repitas.',
    archetype: 'El Guardián del Umbral',
  },
  pi_stabilizing: {
    insight:
      'Tu lectura se está asentando hacia una proporción estable, lo que muestra impresiones dispersas que cristalizan en una forma más clara.',
    guidance:
      'Nombra lo que está surgiendo en una frase sencilla y deja que esa frase guíe tu próxima pequeña decisión.',
    archetype: 'El Cristal en Formación',
  },
  kerr_spinning: {
    insight:
      'Tu lectura muestra un giro rápido y cargado en el campo, con un impulso que crece más deprisa de lo habitual.',
    guidance:
      'Canaliza esa carga hacia un solo objetivo elegido e incluye pausas breves para que el ritmo siga siendo tuyo.',
    archetype: 'La Rueda del Relámpago',
  },
  balanced_flow: {
    insight:
      'Tu lectura descansa cerca de su centro con poca tensión, lo que muestra un campo coherente cuyas partes se mueven juntas.',
    guidance:
      'Sigue tu ritmo natural y dedica esta facilidad a algo que te importe, sin forzar para conseguir más.',
    archetype: 'El Río Abierto',
  },
  high_scalar_stable: {
    insight:
      'Tu lectura es alta y se mantiene estable, lo que muestra un campo elevado y luminoso, con espacio para ver lejos.',
    guidance:
      'Aprovecha esta vista despejada para fijar una intención con sentido, y luego escríbela donde puedas verla en los días más tranquilos.',
    archetype: 'La Linterna de la Cumbre',
  },
  low_scalar_grounding: {
    insight:
      'Tu lectura está baja y estable, lo que muestra un campo que se recoge hacia dentro para reconstruir sus cimientos.',
    guidance:
      'Mantén el día de hoy sencillo y cerca de lo básico, y trata el descanso y la rutina como un progreso real.',
    archetype: 'La Raíz Profunda',
  },
}
