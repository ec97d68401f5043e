// The Spanish (es) words of domain/content/memory-texts.ts: the memory panel's insights, the same keys.
// `{n}` and `{span}` are filled by the domain rule (domain/memory.ts), as in English; `{span}` and the
// span before a trend's full stop in the language's own words (the app's catalogue, luna.memory.span).
// Apart from memory-texts.ts so that the app loads them only in that language
// (web/src/components/luna/luna-memory-panel.tsx).
import type { MemoryTexts } from '../types.ts'

export const MEMORY_TEXTS_ES: MemoryTexts = {
  intent: {
    clarity:
      'Has venido buscando claridad {n} veces; quizá te ayude escribir la pregunta que está debajo de todas las demás.',
    growth:
      'El crecimiento ya ha sido tu intención {n} veces, y eso me dice que tienes ganas de seguir creciendo, con suavidad y a tu ritmo.',
    healing:
      'Has llegado {n} veces con la sanación en mente, así que quiero honrarlo haciendo sitio al descanso y a la amabilidad contigo.',
    harmony:
      'La armonía te ha traído aquí {n} veces; está claro que te importa el equilibrio entre tu vida interior y la exterior.',
    generic: 'Has vuelto con la misma intención {n} veces, y esa constancia de propósito merece atención.',
  },
  page: {
    compass:
      'Has abierto la brújula diaria {n} veces, así que un registro breve parece ir bien con tu ritmo.',
    resonance: 'Has explorado la página de resonancia {n} veces; los codones y sus tonos parecen hablarte.',
    profile:
      'Has visitado tu perfil {n} veces, volviendo a la pregunta de quién eres y de cómo estás cambiando.',
    calculator:
      'Has usado la calculadora de tiempo escalar {n} veces, con curiosidad por cómo las horas y los lugares dan forma a tu día.',
  },
  consistency: {
    remarkable: 'Has vuelto más de tres días seguidos, y esa atención constante es admirable.',
    developing:
      'Estás construyendo un ritmo de regreso, y cada visita hace que el patrón de tus lecturas sea más fácil de ver.',
    beginning:
      'Nuestro camino en común apenas empieza; vuelve cuando te parezca bien y veremos cómo se forma el patrón.',
  },
  // Each ends with a full stop: memory.ts replaces it with ` (${spanWords(span)}).`
  trend: {
    ascending:
      'Tu escalar ha ido subiendo a lo largo de tus lecturas recientes, un ascenso gradual hacia días más expansivos.',
    descending:
      'Tu escalar ha ido bajando poco a poco últimamente, una temporada natural para recogerte hacia dentro y cuidar tus raíces.',
    stable:
      'Tu escalar se ha mantenido estable a lo largo de tus lecturas recientes, un centro fiable al que siempre puedes volver.',
  },
  /** Readings within a day: they speak of the readings, never of a season. */
  trendWithinDay: {
    ascending:
      'Tus últimas lecturas subieron {span}; unos días de lecturas mostrarán si el ascenso se mantiene.',
    descending: 'Tus últimas lecturas bajaron {span}; unos días de lecturas mostrarán si la bajada dura.',
    stable:
      'Tus últimas lecturas se mantuvieron estables {span}; unos días de lecturas mostrarán tu ritmo más profundo.',
  },
  growth:
    'A lo largo de {n} interacciones has construido una verdadera práctica de reflexión, y tus lecturas cuentan ahora una historia que es tuya.',
}
