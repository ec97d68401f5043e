// The Spanish (es) words of the codon library (docs/decisions/057-content-languages.md), as
// GET /api/codons?lang=es answers them (domain/codons-language.ts): each codon's theme, affirmation,
// three rituals and symbolic tag, keyed by RNA triplet in hexagram order; the 64 hexagrams' names in
// their order (index = number − 1); and the amino acids' names, keyed by the English name that
// aminoAcidOf() returns. Tags, frequencies and every id stay as domain/content/codons.ts has them.

import type { CodonContentWords } from '../types.ts'

export const CODON_CONTENT_ES: CodonContentWords = {
  // 1 The Creative
  UUU: {
    theme: 'Fuerza creadora en movimiento',
    affirmation: 'Empiezo lo que me importa y lo mantengo en marcha con una energía constante y renovable.',
    rituals: [
      'Escribe una frase que nombre lo que más quieres poner en marcha hoy.',
      'Da un paseo enérgico de diez minutos y deja que cada zancada represente una decisión ya tomada.',
      'Siéntate con la espalda erguida durante cinco minutos, respira despacio y siente cómo se alarga tu columna en cada inhalación.',
    ],
    symbolicTag: 'Cielo abierto',
  },
  // 2 The Receptive
  AAA: {
    theme: 'La fuerza receptiva de la tierra',
    affirmation: 'Dejo que lo que se me ofrece eche raíces antes de decidir cómo responder.',
    rituals: [
      'Siéntate o recuéstate cómodamente durante diez minutos y nota cada lugar donde tu cuerpo está sostenido.',
      'Escucha a un amigo o una amiga durante diez minutos y ofrécele solo preguntas, ningún consejo.',
      'Riega una planta o cuida un trozo de tierra con calma, prestándole toda tu atención.',
    ],
    symbolicTag: 'Campo fértil',
  },
  // 3 Difficulty at the Beginning
  CAC: {
    theme: 'Orden a partir del caos inicial',
    affirmation: 'Recibo el desorden de un nuevo comienzo con paciencia, un pequeño paso cada vez.',
    rituals: [
      'Haz una lista de todo lo que te parece enredado en un proyecto nuevo y luego rodea solo el primer paso.',
      'Despeja una superficie pequeña de tu casa y mantenla despejada el resto del día.',
      'Pídele a alguien una ayuda concreta que llevas tiempo aplazando pedir.',
    ],
    symbolicTag: 'Semilla que brota',
  },
  // 4 Youthful Folly
  GAG: {
    theme: 'La mente abierta del principiante',
    affirmation: 'Me acerco a lo que aún no sé con humildad y curiosidad sincera.',
    rituals: [
      'Aprende una palabra o un dato nuevo y explícatelo en voz alta con las palabras más sencillas que puedas.',
      'Escribe una pregunta que el orgullo te ha impedido hacer y hazla hoy.',
      'Dedica quince minutos a leer sobre un tema del que no sabes casi nada.',
    ],
    symbolicTag: 'Página en blanco',
  },
  // 5 Waiting
  UCC: {
    theme: 'Confianza paciente en el momento justo',
    affirmation: 'Espero con calma y confianza, y me cuido mientras las cosas maduran.',
    rituals: [
      'Prepárate una bebida caliente y disfrútala despacio sin mirar el teléfono.',
      'Pon un temporizador de diez minutos y siéntate en silencio, dejando que la impaciencia suba y pase sola.',
      'Escribe qué estás esperando y una cosa que puedes disfrutar mientras tanto.',
    ],
    symbolicTag: 'Nubes que se reúnen',
  },
  // 6 Conflict
  GGU: {
    theme: 'Afrontar el desacuerdo con sabiduría',
    affirmation: 'Puedo mantenerme firme y aun así buscar el punto donde nos encontramos.',
    rituals: [
      'Escribe un desacuerdo actual desde el punto de vista de la otra persona, con sus propias palabras.',
      'Respira lentamente tres veces antes de responder hoy a cualquier mensaje que te altere.',
      'Camina diez minutos y decide, al terminar, qué parte de una disputa vale realmente la pena defender.',
    ],
    symbolicTag: 'Corrientes cruzadas',
  },
  // 7 The Army
  GAA: {
    theme: 'Esfuerzo compartido y disciplinado',
    affirmation: 'Aporto orden y propósito al trabajo compartido sin necesidad de forzar nada.',
    rituals: [
      'Escribe un plan sencillo para una tarea compartida que diga quién hace cada parte.',
      'Dedica diez minutos a algo que le prometiste a otra persona antes de empezar nada propio.',
      'Quédate de pie con los pies bien plantados durante cinco minutos, respirando despacio, y siente tu cuerpo estable y erguido.',
    ],
    symbolicTag: 'Fila en marcha',
  },
  // 8 Holding Together
  AAC: {
    theme: 'Pertenencia y apoyo mutuo',
    affirmation: 'Me acerco a las personas que comparten mis valores y dejo que ellas se acerquen a mí.',
    rituals: [
      'Envía un mensaje cariñoso a alguien con quien no hablas desde hace tiempo.',
      'Escribe el nombre de tres personas con las que puedes contar y lo que cada una aporta a tu vida.',
      'Comparte una taza de té o un paseo corto con un vecino, un amigo o un compañero de trabajo.',
    ],
    symbolicTag: 'Círculo afín',
  },
  // 9 The Taming Power of the Small
  UCU: {
    theme: 'Influencia pequeña y suave',
    affirmation: 'Marco una diferencia real con acciones pequeñas, constantes y suaves.',
    rituals: [
      'Ordena por completo un solo cajón y disfruta de lo satisfactorio que resulta un poco de orden.',
      'Escribe una frase de ánimo amable y concreta y envíasela a alguien.',
      'Respira despacio durante cinco minutos, contando cuatro al inhalar y seis al exhalar.',
    ],
    symbolicTag: 'Rienda suave',
  },
  // 10 Treading
  UGU: {
    theme: 'Pasos cuidadosos, trato cortés',
    affirmation: 'Atravieso las situaciones delicadas con cortesía y sabiendo bien dónde piso.',
    rituals: [
      'Da un paseo lento de diez minutos y fíjate bien en dónde cae cada pie.',
      'Antes de una conversación delicada, escribe lo que más quieres decir con respeto.',
      'Detecta hoy un momento en que podrías elegir la cortesía en lugar de tener razón, y elígela.',
    ],
    symbolicTag: 'Cola del tigre',
  },
  // 11 Peace
  UCA: {
    theme: 'Cielo y tierra en armonía',
    affirmation:
      'Recibo con gusto esta temporada de calma y comparto libremente lo bueno con quienes me rodean.',
    rituals: [
      'Siéntate junto a una ventana abierta o al aire libre durante diez minutos y simplemente disfruta de la calma.',
      'Invita a alguien a compartir contigo una comida sencilla o un paseo sin prisa.',
      'Escribe tres cosas que van bien ahora mismo y qué ayudó a que cada una sucediera.',
    ],
    symbolicTag: 'Cielo al encuentro',
  },
  // 12 Standstill
  AGU: {
    theme: 'Integridad en el estancamiento',
    affirmation: 'Cuando todo se detiene, sigo fiel a mis valores y dejo que la marea cambie a su tiempo.',
    rituals: [
      'Escribe un principio que mantendrás por muy despacio que parezcan avanzar las cosas.',
      'Aléjate hoy de una situación que te agota y dedica esa energía a algo más tranquilo.',
      'Estírate suavemente durante diez minutos y nota dónde has estado acumulando tensión.',
    ],
    symbolicTag: 'Puerta cerrada',
  },
  // 13 Fellowship with Men
  CUU: {
    theme: 'Comunidad abierta con los demás',
    affirmation: 'Encuentro un propósito común con los demás a la vista, sin nada oculto.',
    rituals: [
      'Empieza una conversación amistosa con alguien de fuera de tu círculo habitual.',
      'Escribe un objetivo que compartes con otras personas y una forma en que contribuirás a él esta semana.',
      'Comparte con un amigo una música que te encante y cuéntale lo que significa para ti.',
    ],
    symbolicTag: 'Fuego compartido',
  },
  // 14 Possession in Great Measure
  UUG: {
    theme: 'Uso generoso de la abundancia',
    affirmation: 'Sostengo lo que tengo con gratitud y dejo que sirva a algo más que a mí.',
    rituals: [
      'Haz una lista de diez cosas que ya tienes y que enriquecen tu vida.',
      'Regala hoy algo útil: un objeto, una hora de tu tiempo o una habilidad.',
      'Siéntate en un lugar luminoso durante cinco minutos y piensa en lo que estás en condiciones de compartir.',
    ],
    symbolicTag: 'Mano abierta',
  },
  // 15 Modesty
  ACA: {
    theme: 'La fuerza callada de la modestia',
    affirmation: 'Llevo mis dones con ligereza y dejo que la justicia guíe lo que doy y lo que tomo.',
    rituals: [
      'Haz hoy una tarea útil sin mencionársela a nadie.',
      'Escribe, una al lado de la otra, una cosa que se te da bien y otra que todavía estás aprendiendo.',
      'Pasa diez minutos conversando y deja que la otra persona decida hacia dónde va la charla.',
    ],
    symbolicTag: 'Montaña baja',
  },
  // 16 Enthusiasm
  AGA: {
    theme: 'Entusiasmo que convoca a los demás',
    affirmation: 'Mi entusiasmo sincero da forma a los planes e invita a otros a sumarse.',
    rituals: [
      'Pon una canción alegre y muévete libremente, a tu ritmo, mientras dure.',
      'Cuéntale a alguien un plan que te ilusiona y pregúntale cómo lo ve desde su lugar.',
      'Escribe los tres primeros pasos de algo que tienes ganas de empezar.',
    ],
    symbolicTag: 'Tambor que retumba',
  },
  // 17 Following
  CGC: {
    theme: 'Adaptarse al momento',
    affirmation: 'Sigo lo que es adecuado para este momento y descanso cuando el día termina.',
    rituals: [
      'Deja que otra persona elija hoy el plan de una actividad compartida y participa de lleno.',
      'Fíjate en lo que el día te pide y deja a un lado una tarea que ya no encaja.',
      'Al caer la tarde, relájate con diez minutos de música tranquila y sin pantallas.',
    ],
    symbolicTag: 'Junco flexible',
  },
  // 18 Work on What Has Been Spoiled
  GCG: {
    theme: 'Reparar lo descuidado',
    affirmation: 'Reparo con paciencia lo que se ha descuidado, empezando por lo que está a mi alcance.',
    rituals: [
      'Arregla, repara o limpia un objeto que llevas tiempo ignorando.',
      'Escribe un hábito heredado que te gustaría cambiar y el primer paso más pequeño.',
      'Dedica quince minutos a despejar un rincón desordenado, objeto por objeto.',
    ],
    symbolicTag: 'Vasija reparada',
  },
  // 19 Approach
  UAA: {
    theme: 'La calidez del crecimiento que se acerca',
    affirmation: 'Doy la bienvenida a lo bueno que viene hacia mí y lo recibo con calidez.',
    rituals: [
      'Anima a alguien que está empezando en algo que tú conoces bien.',
      'Escribe una oportunidad que se está acercando y cómo te gustaría recibirla.',
      'Da un paseo de diez minutos y fíjate en cada señal de crecimiento nuevo por el camino.',
    ],
    symbolicTag: 'Primavera temprana',
  },
  // 20 Contemplation
  AAU: {
    theme: 'Ver desde una mirada más amplia',
    affirmation: 'Hago una pausa, observo con atención y dejo que lo que veo guíe lo que hago después.',
    rituals: [
      'Siéntate en algún lugar con una vista amplia durante diez minutos y simplemente observa lo que se mueve.',
      'Escribe en tu diario sobre una situación como si la miraras con calma desde arriba.',
      'Cierra los ojos cinco minutos y escucha los sonidos que te rodean sin ponerles nombre.',
    ],
    symbolicTag: 'Atalaya',
  },
  // 21 Biting Through
  CGG: {
    theme: 'Atravesar los obstáculos',
    affirmation: 'Nombro lo que se interpone en el camino y lo afronto con claridad y justicia.',
    rituals: [
      'Elige un obstáculo que sigues evitando y da un solo paso decidido para resolverlo.',
      'Escribe los hechos de una situación complicada en frases cortas y sencillas, sin culpar a nadie.',
      'Di que no con amabilidad a una petición que no encaja con tus prioridades.',
    ],
    symbolicTag: 'Corte limpio',
  },
  // 22 Grace
  CCG: {
    theme: 'Belleza con sustancia sencilla',
    affirmation: 'Aprecio la belleza y dejo que exprese lo que hay de auténtico en mí.',
    rituals: [
      'Arregla un pequeño rincón de tu espacio de modo que agrade a tu vista.',
      'Describe en tres frases sencillas algo hermoso que hayas visto hoy.',
      'Vístete o arréglate hoy con esmero, como un pequeño gesto de respeto hacia ti.',
    ],
    symbolicTag: 'Piedra pulida',
  },
  // 23 Splitting Apart
  AAG: {
    theme: 'Dejar caer lo que termina',
    affirmation: 'Dejo caer lo que está terminando y cuido el cimiento que permanece.',
    rituals: [
      'Elige cinco cosas de tu casa que ya no te sirven y apártalas para dárselas a otras personas.',
      'Escribe sobre un final que estás viviendo y lo que sigue firme debajo de él.',
      'Acuéstate diez minutos y deja que el suelo o la cama sostengan todo tu peso.',
    ],
    symbolicTag: 'Hojas que caen',
  },
  // 24 Return
  CAA: {
    theme: 'El punto de inflexión de la renovación',
    affirmation: 'Vuelvo a lo que me importa, con suavidad y sin prisa.',
    rituals: [
      'Retoma una práctica que te encantaba y dedícale diez minutos hoy.',
      'Descansa en silencio cinco minutos y permítete volver a empezar justo desde aquí.',
      'Escribe una frase sobre aquello a lo que estás volviendo y por qué te parece lo correcto.',
    ],
    symbolicTag: 'Luz que regresa',
  },
  // 25 Innocence
  CGU: {
    theme: 'Actuar sin segundas intenciones',
    affirmation: 'Actúo con una intención honesta y dejo que lo inesperado me enseñe.',
    rituals: [
      'Haz hoy algo amable sin esperar que te lo agradezcan.',
      'Fíjate hoy en un momento de sorpresa y escribe cómo lo recibiste.',
      'Pasa diez minutos garabateando, tarareando o jugando sin ningún objetivo.',
    ],
    symbolicTag: 'Nieve intacta',
  },
  // 26 The Taming Power of the Great
  UCG: {
    theme: 'Fuerza guardada en reserva',
    affirmation: 'Guardo mi energía en reserva y la convierto en algo que perdura.',
    rituals: [
      'Lee diez páginas de un libro que guarde la sabiduría de otra época.',
      'Aplaza una compra impulsiva o una respuesta apresurada y observa qué pasa con las ganas.',
      'Escribe un objetivo a largo plazo y el pequeño hábito diario que, sin ruido, te acerca a él.',
    ],
    symbolicTag: 'Gran granero',
  },
  // 27 The Corners of the Mouth
  CAG: {
    theme: 'Alimento y palabras con atención',
    affirmation: 'Elijo con cuidado lo que dejo entrar en mí y lo que digo.',
    rituals: [
      'Come hoy una comida con plena atención, notando el sabor, la textura y la temperatura.',
      'Antes de hablar en un momento tenso, haz una pausa de una respiración completa.',
      'Elige hoy algo para leer, ver o escuchar solo porque te nutre.',
    ],
    symbolicTag: 'Copa que nutre',
  },
  // 28 Preponderance of the Great
  GUC: {
    theme: 'Llevar una carga pesada',
    affirmation:
      'Me doy cuenta de cuándo una carga se ha vuelto demasiado pesada y la reparto con serena determinación.',
    rituals: [
      'Haz una lista de todo lo que cargas ahora mismo y marca una cosa que puedas pasar a otra persona o dejar.',
      'Pide ayuda con una tarea que te está exigiendo demasiado.',
      'Alivia los hombros y la parte alta de la espalda con diez minutos de estiramientos suaves.',
    ],
    symbolicTag: 'Viga que se curva',
  },
  // 29 The Abysmal
  GAC: {
    theme: 'Fluir a través de la dificultad',
    affirmation:
      'Sigo avanzando como el agua, constante y fiel a mi cauce, a través de lo que se siente difícil.',
    rituals: [
      'Respira despacio durante cinco minutos imaginando el agua que se abre paso entre las piedras.',
      'Escribe una cosa que ahora mismo te resulta difícil y un pequeño paso que te mantenga en movimiento.',
      'Haz una tarea cotidiana conocida con plena atención y deja que su ritmo te ancle.',
    ],
    symbolicTag: 'Aguas profundas',
  },
  // 30 The Clinging
  CUG: {
    theme: 'Luz que necesita su combustible',
    affirmation: 'Dejo que mi luz descanse en lo que de verdad la sostiene.',
    rituals: [
      'Siéntate cinco minutos a la luz natural del día y reflexiona sobre lo que alimenta tu energía.',
      'Escribe las personas, los lugares y los hábitos de los que depende tu claridad.',
      'Dedica diez minutos a aprender de alguien cuya forma de pensar admiras.',
    ],
    symbolicTag: 'Llama firme',
  },
  // 31 Influence
  AUC: {
    theme: 'Atracción mutua y apertura',
    affirmation:
      'Me mantengo en apertura y receptividad, y la conexión verdadera encuentra el camino hacia mí.',
    rituals: [
      'Escucha hoy de lleno a una persona y repítele lo que has oído antes de responder.',
      'Escribe sobre alguien que te ha influido en silencio y lo que aprendiste de esa persona.',
      'Haz un cumplido sincero sin querer nada a cambio.',
    ],
    symbolicTag: 'Lago en calma',
  },
  // 32 Duration
  GUA: {
    theme: 'La constancia del compromiso',
    affirmation: 'Sigo fiel a mi rumbo mientras dejo que mis métodos cambien.',
    rituals: [
      'Mantén hoy un pequeño hábito diario, aunque sea solo cinco minutos.',
      'Escribe un compromiso que cumples y una forma nueva de renovarlo.',
      'Haz un paseo que sueles hacer y fíjate en lo que ha cambiado por el camino.',
    ],
    symbolicTag: 'Hoja perenne',
  },
  // 33 Retreat
  AUU: {
    theme: 'Una retirada sabia y a tiempo',
    affirmation: 'Me retiro a tiempo y conservo mi dignidad y mi calma.',
    rituals: [
      'Deja pronto una conversación o un hilo en línea y dedica ese tiempo a la calma.',
      'Busca una habitación tranquila y siéntate en quietud durante diez minutos.',
      'Escribe de qué te estás apartando y qué proteges al hacerlo.',
    ],
    symbolicTag: 'Refugio de montaña',
  },
  // 34 The Power of the Great
  UUA: {
    theme: 'Fuerza guiada por la justicia',
    affirmation: 'Uso mi fuerza de maneras justas y consideradas.',
    rituals: [
      'Ordena una habitación con brío durante quince minutos y disfruta de tu propia energía.',
      'Antes de insistir en algo, pregúntate si es justo para todas las personas implicadas.',
      'Escribe sobre una vez en que tu fuerza ayudó a alguien y cómo te sentiste.',
    ],
    symbolicTag: 'Gran fuerza',
  },
  // 35 Progress
  AGG: {
    theme: 'Elevarse como la mañana',
    affirmation: 'Avanzo con constancia, y mi claridad crece con cada paso.',
    rituals: [
      'Escribe tres avances que hayas logrado esta semana, por pequeños que sean.',
      'Comparte el mérito de un éxito reciente con alguien que te ayudó.',
      'Empieza el día con cinco minutos de estiramientos suaves y una intención clara.',
    ],
    symbolicTag: 'Amanecer',
  },
  // 36 Darkening of the Light
  CCA: {
    theme: 'Luz interior en tiempos oscuros',
    affirmation: 'Mantengo mi luz interior a salvo y en calma cuando el mundo a mi alrededor parece apagado.',
    rituals: [
      'Escribe una cosa en la que crees y que ninguna circunstancia puede quitarte.',
      'Siéntate diez minutos en una habitación con luz suave y deja que tu respiración se haga más lenta.',
      'Haz hoy algo amable por ti que nadie más necesite saber.',
    ],
    symbolicTag: 'Farol escondido',
  },
  // 37 The Family
  CCU: {
    theme: 'La calidez del hogar',
    affirmation: 'Aporto calidez y fiabilidad a las personas que considero mi hogar.',
    rituals: [
      'Comparte una comida sencilla con las personas con quienes vives o que te importan, sin teléfonos.',
      'Ordena durante diez minutos un espacio compartido de tu casa, como un regalo silencioso para todos.',
      'Escribe una nota de agradecimiento a un familiar o a un amigo cercano.',
    ],
    symbolicTag: 'Lumbre del hogar',
  },
  // 38 Opposition
  UGG: {
    theme: 'Terreno común en la diferencia',
    affirmation: 'Respeto nuestras diferencias y busco pequeñas formas de trabajar en equipo.',
    rituals: [
      'Escribe una opinión con la que no estás de acuerdo y un punto de ella que puedes respetar.',
      'Únete a alguien muy distinto de ti para una tarea pequeña y práctica.',
      'Escucha durante diez minutos música de una tradición o un género que no conoces.',
    ],
    symbolicTag: 'Dos orillas',
  },
  // 39 Obstruction
  ACC: {
    theme: 'Detenerse ante un obstáculo',
    affirmation: 'Cuando el camino se cierra, me detengo, miro hacia dentro y busco buen consejo.',
    rituals: [
      'Escribe sobre un obstáculo y pregúntate qué podría estar mostrándote.',
      'Habla de tu situación durante diez minutos con alguien de confianza.',
      'Da una vuelta lenta a la manzana e imagina otra ruta hacia la misma meta.',
    ],
    symbolicTag: 'Paso de montaña',
  },
  // 40 Deliverance
  GGA: {
    theme: 'Alivio tras la tensión',
    affirmation: 'Suelto la tensión y perdono con facilidad a medida que las cosas se aflojan.',
    rituals: [
      'Inhala contando hasta cuatro y exhala contando hasta ocho, diez veces, dejando caer los hombros.',
      'Perdona hoy una pequeña ofensa, en tu corazón o con palabras.',
      'Termina una tarea que llevas tiempo temiendo, de la forma más rápida y sencilla que puedas.',
    ],
    symbolicTag: 'Deshielo',
  },
  // 41 Decrease
  UAG: {
    theme: 'Simplificar hasta lo esencial',
    affirmation: 'Suelto lo que sobra para que lo que importa tenga espacio para respirar.',
    rituals: [
      'Date de baja de una lista o un canal que te quita más atención de la que te da.',
      'Despeja tu escritorio de todo lo que no vayas a necesitar hoy.',
      'Pasa diez minutos respirando en calma, sin ningún ruido de fondo.',
    ],
    symbolicTag: 'Poda tranquila',
  },
  // 42 Increase
  CAU: {
    theme: 'Crecer dando',
    affirmation: 'Al dar con generosidad, crezco de maneras que no esperaba.',
    rituals: [
      'Ayuda hoy a alguien con una tarea, de lleno y con alegría.',
      'Escribe una cualidad que admiras en otra persona y una forma de cultivarla en ti.',
      'Aprende algo nuevo durante quince minutos y luego compártelo con alguien.',
    ],
    symbolicTag: 'Lluvia de primavera',
  },
  // 43 Break-through
  UUC: {
    theme: 'Un avance decidido',
    affirmation: 'Digo la verdad con calma y doy un paso decidido hacia delante.',
    rituals: [
      'Escribe la decisión a la que llevas tiempo dando vueltas y comprométete con ella en una frase.',
      'Comparte una verdad honesta y amable con alguien que necesita oírla.',
      'Quita de en medio un hábito o un objeto que, sin hacer ruido, te ha estado estorbando.',
    ],
    symbolicTag: 'Dique que cede',
  },
  // 44 Coming to Meet
  GUU: {
    theme: 'Recibir influencias inesperadas',
    affirmation: 'Recibo las nuevas influencias con los ojos abiertos y sabiendo bien quién soy.',
    rituals: [
      'Fíjate en una influencia nueva en tu vida y escribe si encaja con tus valores.',
      'Habla hoy con alguien que encuentres por casualidad y presta verdadera atención a lo que dice.',
      'Antes de aceptar algo nuevo, haz una pausa de tres respiraciones y consulta contigo.',
    ],
    symbolicTag: 'Encuentro casual',
  },
  // 45 Gathering Together
  AGC: {
    theme: 'Reunirse en torno a un propósito común',
    affirmation: 'Ayudo a reunir a las personas en torno a lo que a todos nos importa.',
    rituals: [
      'Organiza un pequeño encuentro, una llamada o un paseo con amigos.',
      'Haz una lista de los valores compartidos que mantienen unida a una de tus comunidades.',
      'Lleva una pequeña aportación a un grupo al que perteneces, como algo de comer, una herramienta o una idea.',
    ],
    symbolicTag: 'Lugar de encuentro',
  },
  // 46 Pushing Upward
  GCA: {
    theme: 'Crecimiento constante hacia arriba',
    affirmation: 'Crezco hacia arriba paso a paso, con un esfuerzo constante y seguro.',
    rituals: [
      'Da un paseo que incluya una cuesta suave o unos cuantos escalones, a un ritmo tranquilo.',
      'Escribe el siguiente paso hacia una meta y complétalo hoy.',
      'Busca a alguien con más experiencia que tú y hazle una buena pregunta.',
    ],
    symbolicTag: 'Árbol joven',
  },
  // 47 Oppression
  GGC: {
    theme: 'Determinación interior cuando faltan fuerzas',
    affirmation: 'Cuando todo me aprieta, sigo confiando en mí y guardo mis palabras para lo que importa.',
    rituals: [
      'Escribe lo que te está agotando y una cosa que todavía te da fuerza.',
      'Descansa diez minutos sin intentar arreglar absolutamente nada.',
      'Deja que un día difícil sea difícil, y planea algo suave y amable para el final de tu día.',
    ],
    symbolicTag: 'Lago seco',
  },
  // 48 The Well
  GCC: {
    theme: 'Beber de la fuente profunda',
    affirmation: 'Vuelvo a mi fuente más profunda y comparto lo que saco de ella.',
    rituals: [
      'Escribe en tu diario durante diez minutos sobre aquello que nunca parece agotarse en ti.',
      'Ofrece hoy tu tiempo o tus conocimientos a alguien a quien le vengan bien.',
      'Sírvete un vaso de agua y bébelo despacio, con toda tu atención.',
    ],
    symbolicTag: 'Pozo profundo',
  },
  // 49 Revolution
  CUC: {
    theme: 'Un cambio oportuno y necesario',
    affirmation: 'Acojo el cambio cuando le ha llegado su momento y lo guío con cuidado.',
    rituals: [
      'Escribe un aspecto de tu vida al que se le ha quedado pequeña su forma y cómo podría cambiar.',
      'Reorganiza una habitación o tu espacio de trabajo para que refleje quién eres ahora.',
      'Marca una pequeña transición personal con un momento tranquilo de reflexión.',
    ],
    symbolicTag: 'Muda de piel',
  },
  // 50 The Caldron
  GUG: {
    theme: 'Convertir lo crudo en alimento',
    affirmation: 'Convierto la experiencia en bruto en algo que me nutre a mí y a los demás.',
    rituals: [
      'Cocina un plato sencillo despacio, prestando atención a cada ingrediente.',
      'Escribe lo que te enseñó una experiencia reciente y cómo vas a ponerlo en práctica.',
      'Renueva una pequeña tradición que da sentido a tus días.',
    ],
    symbolicTag: 'Vasija de bronce',
  },
  // 51 The Arousing
  CGA: {
    theme: 'Una sacudida que despierta',
    affirmation: 'Cuando algo me sacude, recupero el equilibrio y observo qué está despertando en mí.',
    rituals: [
      'Después de cualquier sorpresa de hoy, respira lentamente cinco veces antes de actuar.',
      'Escribe sobre una sacudida reciente y lo que te hizo notar.',
      'Ponte de pie con los pies firmes en el suelo y respira despacio hasta sentir calma.',
    ],
    symbolicTag: 'Estruendo',
  },
  // 52 Keeping Still
  ACG: {
    theme: 'La quietud de las montañas',
    affirmation: 'Dejo descansar mi mente en la quietud y actúo solo cuando el momento está maduro.',
    rituals: [
      'Siéntate sin moverte durante diez minutos y deja que los pensamientos vengan y se vayan.',
      'Desactiva las notificaciones durante una hora y nota el silencio que dejan.',
      'Haz hoy una sola tarea a la vez, con una pausa completa antes de empezar la siguiente.',
    ],
    symbolicTag: 'Cumbre serena',
  },
  // 53 Development
  ACU: {
    theme: 'Desarrollo gradual y constante',
    affirmation:
      'Crezco poco a poco y confío en el modo lento y constante en que se desarrollan las cosas buenas.',
    rituals: [
      'Mira un proyecto de crecimiento lento y anota una pequeña señal de progreso.',
      'Planta una semilla o cambia una planta de maceta y anota una fecha para volver a revisarla.',
      'Escríbete una carta breve para abrirla dentro de un año.',
    ],
    symbolicTag: 'Árbol de montaña',
  },
  // 54 The Marrying Maiden
  UGA: {
    theme: 'Honrar los papeles en las relaciones',
    affirmation: 'Entro en las relaciones con mirada clara, tacto y respeto por lo que corresponde.',
    rituals: [
      'Escribe sobre una relación de la que formas parte y el papel que tienes en ella.',
      'Imagina adónde podría llevarte dentro de un año un compromiso que estás considerando, y anota lo que ves.',
      'Muestra hoy respeto por alguien cuyo papel es muy distinto del tuyo.',
    ],
    symbolicTag: 'Promesa callada',
  },
  // 55 Abundance
  CUA: {
    theme: 'La plenitud en su punto más alto',
    affirmation: 'Disfruto este momento de plenitud sin preocuparme por cuándo pasará.',
    rituals: [
      'Escribe todo lo que ahora mismo se siente pleno y rico en tu vida.',
      'Celebra con alguien un logro reciente, aunque sea de forma sencilla.',
      'Pasa diez minutos al aire libre con la luz del día, disfrutando de estar justo donde estás.',
    ],
    symbolicTag: 'Sol de mediodía',
  },
  // 56 The Wanderer
  AUG: {
    theme: 'La gracia de quien viaja',
    affirmation: 'Dondequiera que esté, me muevo con cortesía, ligereza y cuidado.',
    rituals: [
      'Recorre un camino que nunca hayas tomado y fíjate en tres detalles nuevos.',
      'Prepara una bolsa pequeña solo con lo que de verdad necesitas para un día fuera.',
      'Hoy, cuando estés de visita, de compras o de viaje, muestra una consideración especial.',
    ],
    symbolicTag: 'Caminante',
  },
  // 57 The Gentle
  GCU: {
    theme: 'Persistencia suave y penetrante',
    affirmation: 'Influyo con suavidad y constancia, como el viento que dobla la hierba alta.',
    rituals: [
      'Repite un pequeño gesto amable hacia la misma persona en distintos momentos del día.',
      'Abre una ventana y respira el aire fresco despacio durante cinco minutos.',
      'Vuelve durante diez minutos sin prisa a una tarea inacabada.',
    ],
    symbolicTag: 'Viento suave',
  },
  // 58 The Joyous
  UGC: {
    theme: 'Alegría y deleite compartidos',
    affirmation: 'Dejo que la alegría me atraviese y la comparto libremente.',
    rituals: [
      'Comparte una anécdota divertida o un recuerdo feliz con un amigo.',
      'Canta o tararea una de tus canciones favoritas de principio a fin.',
      'Escribe cinco cosas que te hicieron sonreír esta semana.',
    ],
    symbolicTag: 'Lago luminoso',
  },
  // 59 Dispersion
  GAU: {
    theme: 'Disolver lo que divide',
    affirmation: 'Dejo que la rigidez se derrita y vuelvo a conectar con lo que nos une.',
    rituals: [
      'Escribe un viejo rencor, luego rompe la hoja y recíclala.',
      'Únete a una actividad compartida, como un evento de tu comunidad, un coro o una clase en grupo.',
      'Pon música tranquila y deja que tu respiración se haga más lenta durante diez minutos.',
    ],
    symbolicTag: 'Hielo que se derrite',
  },
  // 60 Limitation
  UAC: {
    theme: 'Límites sabios y amables',
    affirmation: 'Pongo límites claros y amables que dan forma a mi energía.',
    rituals: [
      'Ponle hoy un límite de tiempo suave a una actividad y respétalo.',
      'Escribe tres límites que te sostienen y uno que te gustaría añadir.',
      'Planifica el tiempo de mañana en unos pocos bloques sencillos en una sola hoja de papel.',
    ],
    symbolicTag: 'Ribera',
  },
  // 61 Inner Truth
  UAU: {
    theme: 'Sinceridad que llega a los demás',
    affirmation: 'Hablo desde el centro de mi verdad, y los demás pueden sentirlo.',
    rituals: [
      'Escribe una frase honesta sobre cómo te sientes de verdad hoy.',
      'Escucha a alguien durante diez minutos con la mente abierta y sin juzgar.',
      'Siéntate en silencio con una mano apoyada en el pecho y respira despacio durante cinco minutos.',
    ],
    symbolicTag: 'Brújula interior',
  },
  // 62 Preponderance of the Small
  AUA: {
    theme: 'Cuidado en las cosas pequeñas',
    affirmation: 'Hoy atiendo los pequeños detalles y me mantengo cerca del suelo.',
    rituals: [
      'Termina tres tareas pequeñas que llevas tiempo posponiendo.',
      'En una decisión de hoy, elige la modestia por encima de la ambición.',
      'Da un paseo lento y fíjate en los detalles diminutos: una hoja, una piedra, una grieta en la acera.',
    ],
    symbolicTag: 'Vuelo bajo',
  },
  // 63 After Completion
  CCC: {
    theme: 'Cuidar lo que está completo',
    affirmation: 'Honro lo que está terminado y sigo prestando atención para que se mantenga bien.',
    rituals: [
      'Revisa un proyecto terminado y anota una cosa que necesite cuidado.',
      'Da las gracias a alguien que te ayudó a llevar algo a término.',
      'Recoge hoy después de una tarea con el mismo cuidado con que la empezaste.',
    ],
    symbolicTag: 'Círculo completo',
  },
  // 64 Before Completion
  GGG: {
    theme: 'A punto de completarse',
    affirmation: 'Avanzo con cuidado hacia la culminación y confío en la transición en la que estoy.',
    rituals: [
      'Escribe los pasos que quedan de una meta inacabada en el orden en que los darás.',
      'Da un paseo tranquilo e imagina cada paso como un avance hacia la otra orilla.',
      'Pasa cinco minutos imaginando el resultado terminado y luego da un paso cuidadoso hacia él.',
    ],
    symbolicTag: 'Cruce del río',
  },
}

/** The 64 hexagrams' names, by number (index = number − 1). */
export const HEXAGRAM_NAMES_ES: readonly string[] = [
  'Lo creativo',
  'Lo receptivo',
  'La dificultad inicial',
  'La necedad juvenil',
  'La espera',
  'El conflicto',
  'El ejército',
  'La solidaridad',
  'La fuerza domesticadora de lo pequeño',
  'La pisada',
  'La paz',
  'El estancamiento',
  'Comunidad con los hombres',
  'La posesión de lo grande',
  'La modestia',
  'El entusiasmo',
  'El seguimiento',
  'El trabajo en lo echado a perder',
  'El acercamiento',
  'La contemplación',
  'La mordedura tajante',
  'La gracia',
  'La desintegración',
  'El retorno',
  'La inocencia',
  'La fuerza domesticadora de lo grande',
  'Las comisuras de la boca',
  'La preponderancia de lo grande',
  'Lo abismal',
  'Lo adherente',
  'El influjo',
  'La duración',
  'La retirada',
  'El poder de lo grande',
  'El progreso',
  'El oscurecimiento de la luz',
  'La familia',
  'La oposición',
  'El impedimento',
  'La liberación',
  'La merma',
  'El aumento',
  'El desbordamiento',
  'Ir al encuentro',
  'La reunión',
  'El empuje hacia arriba',
  'La opresión',
  'El pozo',
  'La revolución',
  'El caldero',
  'La conmoción',
  'El aquietamiento',
  'La evolución',
  'La muchacha que se casa',
  'La plenitud',
  'El andariego',
  'Lo suave',
  'Lo alegre',
  'La disolución',
  'La limitación',
  'La verdad interior',
  'La preponderancia de lo pequeño',
  'Después de la consumación',
  'Antes de la consumación',
]

/** The amino acids' names, by the English name aminoAcidOf() returns ('Stop' marks a stop codon). */
export const AMINO_ACID_LABELS_ES: Readonly<
  Record<
    | 'Phenylalanine'
    | 'Leucine'
    | 'Isoleucine'
    | 'Methionine'
    | 'Valine'
    | 'Serine'
    | 'Proline'
    | 'Threonine'
    | 'Alanine'
    | 'Tyrosine'
    | 'Stop'
    | 'Histidine'
    | 'Glutamine'
    | 'Asparagine'
    | 'Lysine'
    | 'Aspartic acid'
    | 'Glutamic acid'
    | 'Cysteine'
    | 'Tryptophan'
    | 'Arginine'
    | 'Glycine',
    string
  >
> = {
  Phenylalanine: 'Fenilalanina',
  Leucine: 'Leucina',
  Isoleucine: 'Isoleucina',
  Methionine: 'Metionina',
  Valine: 'Valina',
  Serine: 'Serina',
  Proline: 'Prolina',
  Threonine: 'Treonina',
  Alanine: 'Alanina',
  Tyrosine: 'Tirosina',
  Stop: 'Parada',
  Histidine: 'Histidina',
  Glutamine: 'Glutamina',
  Asparagine: 'Asparagina',
  Lysine: 'Lisina',
  'Aspartic acid': 'Ácido aspártico',
  'Glutamic acid': 'Ácido glutámico',
  Cysteine: 'Cisteína',
  Tryptophan: 'Triptófano',
  Arginine: 'Arginina',
  Glycine: 'Glicina',
}
