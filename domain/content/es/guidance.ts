// The Spanish (es) words of domain/content/guidance.ts: window phases, the hour's focus and recommendations,
// planetary weather, clarity guidance, location effects and energy labels. Lists keep the English order.

import type { AwarenessBand, KIndexBand, WindowPhase } from '../../vocabulary.ts'

/**
 * One window phase's words. Every list holds the English `suits(parts, text)` items' texts at the
 * same index; the parts of the day an item suits are the English item's.
 */
interface TimePhaseContentEs {
  description: string
  primaryFocus: readonly string[]
  recommendations: readonly string[]
  quietHours: readonly string[]
  suggestedActions: Readonly<Record<AwarenessBand, readonly [string, string, string]>>
}

/** TIME_PHASE_CONTENT, keyed by the same (English) phase names. */
export const TIME_PHASE_CONTENT_ES: Readonly<Record<WindowPhase, TimePhaseContentEs>> = {
  'Echo Chamber': {
    description:
      'La Cámara de Eco es la ventana en la que tu lectura se mantiene cerca de tu propia base, así que el día tiende a devolverte como un espejo lo que traes a él.',
    primaryFocus: ['Escuchar lo que se repite', 'Afianzar los ritmos conocidos', 'Notar tu propio tono'],
    recommendations: [
      'Fíjate en qué pensamiento vuelve más a menudo y escríbelo una vez.',
      'Mantén una pequeña rutina exactamente como te gusta.',
      'Háblate como le hablarías a alguien a quien quieres mucho.',
      'Elige una conversación en la que escuches sin preparar tu respuesta.',
      'Termina algo pequeño que empezaste hace unos días.',
      'Pon una pieza de música que te sepas de memoria y escúchala como si fuera la primera vez.',
      'Deja que el atardecer siga su orden de siempre, cómodo y conocido.',
      'Si sigues en vela, respira despacio y deja que los sonidos conocidos te calmen.',
    ],
    quietHours: [
      'Deja que la habitación se quede en silencio y fíjate en los sonidos que siempre están ahí.',
      'Deja preparado lo que necesitarás al día siguiente y luego suelta ese pensamiento.',
      'Respira despacio y deja que una canción conocida te lleve hacia el descanso.',
    ],
    suggestedActions: {
      clouded: [
        'Siéntate en algún lugar cómodo y cuenta diez respiraciones lentas, nada más.',
        'Bebe un vaso de agua despacio mientras miras la habitación en la que estás.',
        'Ordena una superficie que veas todos los días, como un escritorio o la mesa junto a tu cama.',
      ],
      normal: [
        'Escribe tres líneas sobre lo que hoy te resultó familiar y si lo recibiste con gusto.',
        'Da un paseo de diez minutos por una ruta que conozcas bien y descubre algo que se te había pasado.',
        'Contesta un mensaje que llevas tiempo queriendo responder.',
      ],
      heightened: [
        'Escribe en tu diario sobre esta pregunta: ¿cuáles de mis hábitos todavía suenan a mí?',
        'Tararea una sola nota sostenida durante un minuto y escucha cómo se asienta en la habitación.',
        'Relee una página antigua de tu diario y marca una frase con la que sigas de acuerdo.',
      ],
      peak: [
        'Pasa cinco minutos en quietud, dejando ir cada pensamiento sin seguirlo.',
        'Escríbete una carta breve para dentro de un año contando lo que elegiste conservar.',
        'Dale las gracias a alguien cercano por una amabilidad que repite sin que se lo pidan.',
      ],
    },
  },
  'Resonance Ascendancy': {
    description:
      'El Ascenso de Resonancia es la ventana en la que tu lectura sube por encima de tu base, un impulso simbólico que favorece los comienzos, la expresión y la generosidad.',
    primaryFocus: [
      'Empezar algo nuevo',
      'Compartir tus ideas',
      'Seguir el impulso creativo',
      'Atrapar ideas sin perseguirlas',
      'Dejar que una mente encendida se calme',
    ],
    recommendations: [
      'Empieza la tarea a la que llevas tiempo dando vueltas, aunque sea solo quince minutos.',
      'Comparte una idea con alguien que disfrute escuchándola.',
      'Pon música que te anime y deja que marque tu ritmo durante un rato.',
      'Escribe una ambición con palabras sencillas y deja la nota donde puedas verla.',
      'Acompaña tu energía con descanso y haz unas cuantas respiraciones de pausa entre un arranque y otro.',
      'Haz un cumplido concreto y sincero.',
      'Anota las ideas que lleguen y deja que esperen hasta que despiertes.',
      'Deja que una mente animada se relaje con una canción lenta que te guste.',
    ],
    quietHours: [
      'Escribe la idea que no te deja dormir, para que pueda esperar hasta que despiertes.',
      'Deja que una mente animada se calme con unos cuantos estiramientos lentos.',
      'Dale las buenas noches a alguien y nombra una cosa que esperas con ilusión.',
    ],
    suggestedActions: {
      clouded: [
        'Abre una ventana, estira la espalda y haz cinco respiraciones sin prisa.',
        'Elige el paso más pequeño de un plan y haz solo eso.',
        'Pon una canción que te encante y escúchala hasta el final.',
      ],
      normal: [
        'Esboza o apunta las primeras líneas de algo que quieras crear.',
        'Da una vuelta a la manzana a un paso animado y cómodo, y deja que tus pensamientos se adelanten.',
        'Envía unas palabras de ánimo a alguien que esté empezando algo propio.',
      ],
      heightened: [
        'Llena una página de ideas sin juzgar ninguna y luego rodea con un círculo la que más brille.',
        'Estírate con suavidad con los brazos por encima de la cabeza y nombra algo hacia lo que ya quieres crecer.',
        'Invita a alguien cercano a un pequeño proyecto compartido, como cocinar algo juntos.',
      ],
      peak: [
        'Dedica una hora al trabajo creativo que más te importa, con el teléfono en otra habitación.',
        'Escribe una breve declaración de intenciones para la temporada que viene y léela una vez en voz alta.',
        'Ten un gesto amable con alguien sin contárselo a nadie.',
      ],
    },
  },
  'Volatility Field': {
    description:
      'El Campo de Volatilidad es la ventana en la que tu lectura cae por debajo de tu base, una marea simbólica que pide lentitud, sencillez y un suelo firme.',
    primaryFocus: [
      'Encontrar suelo firme',
      'Simplificar lo que queda por hacer',
      'Ser amable con los cambios',
      'Ir bajando el ritmo con suavidad',
    ],
    recommendations: [
      'Mantén los planes ligeros y deja algo de espacio entre compromisos.',
      'Elige un ancla para las próximas horas, como un paseo, una comida o una llamada, y protégela.',
      'Deja que las decisiones que pueden esperar reposen hasta que sientas más calma.',
      'Apoya los pies en el suelo cada vez que te sientes y nota el apoyo bajo tu cuerpo.',
      'Despeja un pequeño rincón de tu espacio para que la vista tenga un lugar tranquilo donde posarse.',
      'Baja el listón de lo que cuenta como un buen día y deja que eso sea suficiente.',
      'Baja las luces una hora antes de dormir y deja que el atardecer vaya más despacio.',
      'Quédate en la cama sin moverte, suelta el aire despacio y deja que te sostenga.',
      'Mantén las luces bajas y las pantallas lejos mientras te acomodas.',
    ],
    quietHours: [
      'Acuéstate y deja que cada exhalación sea más larga que la inhalación.',
      'Baja las luces y deja que un pequeño consuelo sea suficiente por ahora.',
      'Pon las preocupaciones por escrito y cierra el cuaderno hasta que hayas descansado.',
    ],
    suggestedActions: {
      clouded: [
        'Pon las dos manos sobre el vientre y respira despacio durante un minuto.',
        'Envuélvete en algo suave y siéntate en silencio unos minutos.',
        'Guarda tres cosas que estén fuera de su sitio y para ahí.',
      ],
      normal: [
        'Camina despacio al aire libre durante diez minutos y nombra cinco cosas que puedas ver.',
        'Haz una lista de lo que hoy está en tus manos y lo que no, en dos columnas cortas.',
        'Gira los hombros y estira el cuello con suavidad, solo hasta donde te resulte cómodo.',
      ],
      heightened: [
        'Escribe lo que te inquieta y luego una cosa pequeña que te ayudaría a sentirte más estable.',
        'Escucha una pieza de música lenta con los ojos cerrados y sigue un solo instrumento.',
        'Quédate de pie, sin moverte, durante dos minutos y nota cómo el suelo sostiene tu peso.',
      ],
      peak: [
        'Siéntate en quietud diez minutos y observa cómo cambia tu clima interior sin intentar arreglarlo.',
        'Escribe en tu diario sobre un cambio que atravesaste y sobre lo que te sostuvo.',
        'Escríbele a alguien que quizá esté teniendo un día más difícil que el tuyo y pregúntale, sin más, cómo está.',
      ],
    },
  },
}

/** COSMIC_WEATHER, by K-index band. */
export const COSMIC_WEATHER_ES: Readonly<Record<KIndexBand, string>> = {
  quiet: 'El campo planetario está en calma y parejo, como un lago quieto bajo un cielo nocturno despejado.',
  active:
    'El campo geomagnético se agita un poco, como una brisa ligera que recorre el escudo magnético del planeta.',
  storm:
    'Una tormenta geomagnética recorre la alta atmósfera, el tipo de tiempo que pinta auroras cerca de los polos.',
  severe:
    'El campo magnético del planeta está de un humor raro y salvaje, un gran espectáculo en lo alto y un empujón simbólico para mantener sencillo tu propio ritmo.',
}

/** SCHUMANN_QUALITY, by K-index band (shown after "Calidad", so feminine: la resonancia, la calidad). */
export const SCHUMANN_QUALITY_ES: Readonly<Record<KIndexBand, string>> = {
  quiet: 'Clara y estable',
  active: 'Con ondas suaves',
  storm: 'Agitada',
  severe: 'Salvaje y luminosa',
}

/** SYMBOLIC_EFFECTS, by location mode. */
export const SYMBOLIC_EFFECTS_ES: Readonly<{ auto: string; manual: string; global: string }> = {
  auto: 'Tu hora local le da a la lectura su hora, así que la ventana sigue el momento del día en el lugar donde realmente estás.',
  manual:
    'El lugar que elegiste fija la hora local de la lectura, para que puedas explorar la ventana tal como se desplegaría desde allí.',
  global:
    'Sin una ubicación, la lectura adopta una mirada compartida del día, a escala de todo el planeta, en lugar de la hora de un lugar concreto.',
}

/**
 * ENERGY_LEVEL_LABELS: feminine, as they describe "la energía" (shown after "Energía"). The glossary's
 * words: tranquila, estable, luminosa, radiante.
 */
export const ENERGY_LEVEL_LABELS_ES: Readonly<Record<'low' | 'moderate' | 'high' | 'peak', string>> = {
  low: 'Baja — tranquila',
  moderate: 'Moderada — estable',
  high: 'Alta — luminosa',
  peak: 'Máxima — radiante',
}
