// The Spanish (es) words of domain/content/feelings.ts: Luna's strategies for each feeling tier, and
// whole sentences for saidFeeling and checkInSentence (no English fragments glued to Spanish words).

/**
 * FEELING_STRATEGIES_ES[t][i] is the text of FEELING_STRATEGIES[t][i]; the parts of the day it suits
 * are the English item's `parts` (not repeated here). Each text keeps to the parts it is tagged with.
 */
export const FEELING_STRATEGIES_ES: readonly (readonly string[])[] = [
  // Challenge/Crisis: grounding.
  [
    // any
    'Empecemos por tu cuerpo: apoya bien los pies en el suelo y deja que cinco exhalaciones duren más que las inhalaciones.',
    // any
    'Mira a tu alrededor y nombra cinco cosas que puedas ver y tres que puedas oír. Así la habitación vuelve a estar a tu alrededor.',
    // any
    'Sostén algo cálido con las dos manos y deja que los hombros bajen un poco más cada vez que sueltas el aire.',
    // any
    'Pon una mano en el pecho y otra en el vientre, y respira despacio hasta que la mano de abajo se mueva más.',
    // morning afternoon evening
    'Acércate a una ventana o sal afuera dos minutos y siente el aire en la cara antes de decidir nada.',
    // morning afternoon evening
    'Bebe un vaso de agua despacio, y deja que la próxima hora contenga solo una cosa pequeña y posible.',
    // evening night
    'Acuéstate si puedes, y deja que la cama o el suelo sostengan todo tu peso durante unas respiraciones.',
    // night
    'Baja las luces y deja que tu respiración se calme antes de intentar pensarlo a fondo.',
  ],
  // Neutral/Recovery: kindness and rest.
  [
    // any
    'Es un lugar tranquilo en el que estar, y está permitido. Regálate una pequeña amabilidad antes de que cualquier otra cosa te reclame.',
    // morning afternoon
    'Deja que las horas que vienen sean suaves: una cosa hecha, una cosa descansada y ninguna disculpa por el ritmo.',
    // afternoon evening
    'Fíjate en algo que te resulte un poco más fácil que ayer, y deja que cuente.',
    // morning afternoon evening
    'Trátate con suavidad durante la próxima hora: una bebida caliente, un mensaje a alguien amable, un breve descanso.',
    // any
    'Recuperarse también es trabajo. Mantén tu ritmo sencillo y deja que la energía vuelva a su debido tiempo.',
    // morning afternoon
    'Tómate ahora cinco minutos tranquilos para ti, antes de volver a lo que pide el día.',
    // evening
    'Deja que el final del día sea suave: ahora no hace falta nada más de ti.',
    // night
    'A esta hora, descansar es la respuesta correcta. Deja que el sueño haga su trabajo de reparar.',
  ],
  // Active Growth: a direction for the energy.
  [
    // morning afternoon
    'Pon esa energía en algo que te importe, y anota su primer paso antes de empezar.',
    // morning afternoon
    'Aprovéchala mientras está aquí: elige la tarea a la que le has estado dando vueltas y dedícale veinte minutos de concentración.',
    // morning afternoon evening
    'Compártela: cuéntale a alguien hacia dónde te diriges, para que el impulso tenga compañía.',
    // morning afternoon
    'Elige un objetivo para las horas que vienen y deja que las cosas más pequeñas esperen su turno.',
    // morning afternoon
    'Muévete un poco primero, con un paseo a buen paso o unos estiramientos, y luego lleva ese impulso a tu trabajo.',
    // morning afternoon evening
    'Aprende a propósito una cosa nueva, por pequeña que sea, y fíjate en lo que se siente al crecer.',
    // evening night
    'Anota lo que quieres llevar contigo, para que te esté esperando la próxima vez.',
    // night
    'Deja que esa buena energía se asiente en el descanso; se conserva mejor de lo que crees.',
  ],
  // Peak Flow: savoring.
  [
    // any
    'Quédate con ello un momento: nota en qué parte del cuerpo lo sientes y deja que dure una respiración más.',
    // any
    'Saboréalo: escribe unas palabras sobre lo que ha dado lugar a este sentimiento, para poder encontrar el camino de vuelta a él.',
    // morning afternoon evening
    'Cuéntaselo a alguien. Los buenos sentimientos crecen cuando se comparten en voz alta.',
    // morning afternoon evening
    'Mira despacio a tu alrededor y deja que una cosa corriente sea bella durante un minuto.',
    // morning afternoon evening
    'Dale las gracias, en concreto, a alguien que haya tenido parte en esto.',
    // any
    'Deja que esto baste por ahora: no hace falta gastarlo, solo disfrutarlo.',
  ],
]

/**
 * feltWord (re-exported by feelings.ts from ../felt-word.ts): the word after «te sientes» or «te
 * sentiste», entry i for EMOTIONAL_DESCRIPTORS[i]. The slider's words in lower case; none needs a
 * gender, so «Ayer te sentiste en calma» and a bare «en calma» both read well.
 */
export const FELT_WORDS_ES: readonly string[] = [
  // 1–16 Challenge/Crisis
  'al límite',
  'sin esperanza',
  'en pedazos',
  'presa del pánico',
  'sin salida',
  'con el corazón roto',
  'sin fuerzas',
  'sin rumbo',
  'al margen',
  'con ansiedad',
  'sin energía',
  'con cansancio',
  'con frustración',
  'frágil',
  'con inquietud',
  'con dudas',
  // 17–32 Neutral/Recovery
  'a media luz',
  'sensible',
  'con cautela',
  'neutral',
  'en reposo',
  'con apoyo',
  'más estable',
  'con sosiego',
  'con alivio',
  'en paz con lo que hay',
  'paciente',
  'en calma',
  'con fuerzas renovadas',
  'con los pies en la tierra',
  'con esperanza',
  'con el corazón abierto',
  // 33–48 Active Growth
  'con curiosidad',
  'con disposición',
  'en marcha',
  'con ánimo',
  'capaz',
  'con foco',
  'con ganas',
  'con confianza',
  'con energía',
  'con propósito',
  'con creatividad',
  'con inspiración',
  'con fuerza interior',
  'con valor',
  'con entusiasmo',
  'en pleno florecimiento',
  // 49–64 Peak Flow
  'en conexión',
  'con apoyo',
  'con gratitud',
  'alegre',
  'en armonía',
  'vibrante',
  'radiante',
  'vital',
  'libre',
  'con luz propia',
  'plenamente presente',
  'en plena dicha',
  'con asombro',
  'trascendente',
  'en comunión con todo',
  'sin límites',
]

export { CHECK_IN_MOVED_ES, SAID_FEELING_ES } from './said-feeling.ts'
