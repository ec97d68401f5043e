// The Spanish words of domain/content/codex.ts: The Scalar Resonance Codex (also built into
// /scalar-resonance-codex.pdf) and the shorter reference page about Luna.

import type { LongDocument } from '../documents.ts'

export const CODEX_ES: LongDocument = {
  title: 'El Códice de Resonancia Escalar',
  subtitle:
    'Una guía de los símbolos que hay detrás de Luna: el escalar ξ, los 32 arquetipos, los 64 codones y cómo leerlos.',
  sections: [
    {
      heading: 'Cómo usar este códice',
      paragraphs: [
        'Luna se basa en un pequeño sistema simbólico. Un número personal, el escalar ξ, da a cada persona un centro. Treinta y dos arquetipos describen maneras de afrontar la vida. Sesenta y cuatro codones, cada uno emparejado con un hexagrama del I Ching, ofrecen temas, afirmaciones y prácticas sencillas. Todo lo demás en la app, de la brújula a la calculadora de tiempo, es una manera de mirar estas piezas juntas.',
        'Este códice explica cómo encajan las piezas. Está pensado para leerse despacio y usarse con ligereza. El sistema es experimental y reflexivo: sus números siguen reglas claras, pero describen una manera de prestar atención, no hechos sobre tu cuerpo ni sobre tu futuro.',
      ],
    },
    {
      heading: 'El escalar ξ y tu base',
      paragraphs: [
        'El escalar ξ vive en una escala estrecha en torno a 81, la referencia neutra. Tu base es tu propio punto de reposo en esa escala, y para la mayoría de las personas queda cerca de 81,5. Se forma a partir de dos partes. El escalar de nacimiento sitúa tu cumpleaños en el año: 81, más 0,8 por la fracción del año que había transcurrido en tu fecha de nacimiento (el día del año dividido entre 365,25), más una milésima por cada año del siglo en que naciste (año mod 100). El escalar del arquetipo es el número del arquetipo que eligieron tus respuestas al cuestionario, en algún punto entre 81,10 y 81,98.',
        'La base los combina: setenta partes de escalar de nacimiento por treinta de escalar del arquetipo, con el resultado redondeado a tres decimales. Una persona nacida el 15 de marzo de 1990 tiene un escalar de nacimiento de 81,252; con un arquetipo de 81,60, la base resulta ser 81,356. La fecha de nacimiento pesa más porque nunca cambia, mientras que el cuestionario se puede repetir a medida que tú cambias.',
        'Sobre la base, dos cosas se mueven de un día a otro. El registro diario puede desplazarla hasta una décima, solo para ese día. Y el escalar actual, que se obtiene de la hora del día, la estación y las cifras planetarias, oscila por encima y por debajo de ella. Leer a Luna consiste sobre todo en observar esa deriva con curiosidad.',
      ],
    },
    {
      heading: 'Los 32 arquetipos',
      paragraphs: [
        'El cuestionario hace cinco preguntas con cuatro respuestas cada una. Cada respuesta vota por ocho de los 32 arquetipos; el arquetipo con más votos es el tuyo, y un empate se resuelve a favor del número más bajo. Ningún arquetipo es mejor que otro. Cada uno es el retrato de una manera de moverse por el mundo, con una descripción, la interpretación de Luna, palabras clave, un significado, un aspecto sombra (la misma fortaleza cuando se usa en exceso) y dos tonos solfeggio.',
        'Los arquetipos se agrupan en cuatro categorías elementales de ocho. La categoría describe el temperamento, y la biblioteca de codones usa las mismas cuatro palabras como filtros:',
      ],
      bullets: [
        'Fuego: transformación, liderazgo, iniciativa y claridad. Arquetipos que ponen las cosas en marcha e iluminan el camino.',
        'Aire: sabiduría, comunicación, crecimiento y aprendizaje. Arquetipos que piensan, conectan y transmiten ideas.',
        'Agua: sanación, intuición, fluidez y paz. Arquetipos que sienten, cuidan y se adaptan.',
        'Tierra: arraigo, estabilidad, abundancia y servicio. Arquetipos que construyen, conservan y proveen.',
        'Cada arquetipo tiene además un par de hexagramas de la secuencia del rey Wen: el arquetipo k tiene los hexagramas 2k - 1 y 2k, y por tanto dos codones. El arquetipo 1 tiene Lo creativo y Lo receptivo (UUU y AAA); el arquetipo 32 cierra la secuencia con Después de la consumación y Antes de la consumación (CCC y GGG), un final que deja la puerta abierta.',
        'La etiqueta de elemento impresa en la tarjeta de un arquetipo procede de los dos trigramas de su primer hexagrama, en el lenguaje óctuple del I Ching (Cielo, Metal, Fuego, Madera, Aire, Agua, Montaña, Tierra). Añade una segunda capa de imágenes a la categoría y no es lo mismo que ella.',
        'Dos pequeños modificadores, la entropía y la curvatura, permiten que la calculadora de tiempo incline ligeramente una lectura hacia el carácter de un arquetipo. Se mantienen a una décima de 1, aproximadamente, como mucho, y los arquetipos 7 y 32 están exactamente en 1.',
      ],
    },
    {
      heading: 'Los 64 codones y sus hexagramas',
      paragraphs: [
        'En las células vivas, el código genético está escrito con cuatro bases, que el ARN escribe A, U, C y G. Tres bases forman un codón, lo que da 4 × 4 × 4 = 64 codones. El I Ching también tiene 64 figuras: hexagramas de seis líneas, cada una de ellas partida o entera. Luna empareja los dos conjuntos con una regla sencilla, de modo que cada codón tiene exactamente un hexagrama y cada hexagrama, un codón.',
        'Cada base se convierte en dos líneas del hexagrama. La primera base del codón traza las dos líneas de abajo; la segunda, las dos del medio; la tercera, las dos de arriba, leyendo siempre hacia arriba. Las tres líneas inferiores forman entonces un trigrama y las tres superiores otro, y la tabla tradicional del rey Wen da nombre al hexagrama que forma ese par.',
      ],
      bullets: [
        'A: partida, partida.',
        'U: entera, entera.',
        'C: entera y luego partida.',
        'G: partida y luego entera.',
        'Ejemplo resuelto, CAC: la C da una línea entera y una partida abajo, la A da dos líneas partidas en el medio y la C da una entera y una partida arriba. De abajo arriba, las líneas son: entera, partida, partida, partida, entera, partida. El trigrama inferior es el Trueno y el superior es el Agua, y el Agua sobre el Trueno es el hexagrama 3, La dificultad inicial.',
        'Las bases complementarias (A con U, C con G) dan líneas opuestas, así que los codones complementarios dan hexagramas especulares: UUU son seis líneas enteras, Lo creativo, y AAA son seis líneas partidas, Lo receptivo.',
        'Cada codón conserva además su aminoácido real del código genético estándar. Los tres codones de parada, UAA, UAG y UGA, caen en El acercamiento, La merma y La muchacha que se casa, y AUG, el codón con el que empiezan la mayoría de las proteínas, cae en El andariego.',
        'Los escalares de los codones suben de forma regular con el número del hexagrama: 80,800 para el hexagrama 1, con un paso de 0,025 cada vez, hasta 82,375 para el hexagrama 64. La brújula sugiere los tres codones cuyo escalar está más cerca de tu escalar actual.',
        'La tercera base fija el régimen de entropía, con dieciséis codones cada uno: U Estándar, C Curvatura Aumentada, A Alto Giro y G Activado por el Observador. Los codones Activados por el Observador se leen como codones que responden a la atención: recompensan el hecho de fijarse.',
      ],
    },
    {
      heading: 'Las tres fases de ventana',
      paragraphs: [
        'Una ventana es un momento en el tiempo visto a través de la calculadora o de la brújula. El motor de tiempo parte de tu base y suma pequeñas contribuciones fijas de la hora del día, el día del año, tu nivel de conciencia, la altitud, los modificadores de tu arquetipo y, para una ubicación real, su zona horaria. El resultado, el ξ calculado, nunca se aleja más de 1,0 de la base, y las mismas entradas siempre dan el mismo número.',
        'La distancia entre el ξ calculado y la base da nombre a la fase de la ventana:',
      ],
      bullets: [
        'Cámara de Eco, cuando la distancia es menor que 0,05 en cualquier sentido. El momento te devuelve tu propio tono: buena ocasión para consolidar, ordenar y terminar.',
        'Ascenso de Resonancia, cuando el ξ calculado está al menos 0,05 por encima de la base. El momento te eleva: buena ocasión para empezar, tender la mano o crear.',
        'Campo de Volatilidad, cuando el ξ calculado está al menos 0,05 por debajo de la base. El momento agita las cosas: buena ocasión para moverte despacio, mantener los planes sencillos y dejar descansar tu atención.',
        'Dentro de cada fase, las acciones sugeridas cambian con tu nivel de conciencia: nublado (de 0 a 0,3), normal (de 0,4 a 0,6), agudizado (de 0,7 a 0,9) y máximo (1,0).',
      ],
    },
    {
      heading: 'Zonas de alineación',
      paragraphs: [
        'La brújula compara tu escalar actual con tu base. La diferencia es el delta, y la zona depende de lo grande que sea en comparación con tu propio rango habitual. Tu rango se mide como la dispersión (desviación estándar) de tus propias lecturas cuando ya tienes cinco; antes de eso, la app supone 0,15. El umbral extremo es el doble de esa dispersión, y nunca menos de 0,1.',
      ],
      bullets: [
        'Alineado: el delta es menor que 0,02 en cualquier sentido. Estás en tu centro.',
        'Elevado: el delta es positivo, desde 0,02 hasta el umbral extremo. Un día con impulso, volcado hacia fuera.',
        'Enraizado: el delta es negativo, desde -0,02 hasta el umbral extremo. Un día más tranquilo, volcado hacia dentro.',
        'Opuesto: el delta alcanza el umbral extremo o lo supera. Por encima de la base, el estado es expandido; por debajo, contraído.',
        'Ejemplo: con la dispersión inicial de 0,15, el umbral extremo es 0,30, así que un escalar actual 0,12 por encima de la base se lee como elevado. Alguien cuyas lecturas varíen muy poco podría tener un umbral de 0,10, y ese mismo 0,12 se leería, en su caso, como opuesto y expandido.',
        'El marcador de la barra de alineación queda en el centro cuando el delta es cero y llega a uno de los extremos en el umbral extremo.',
      ],
    },
    {
      heading: 'Los niveles del registro emocional',
      paragraphs: [
        'El control deslizante del registro recorre 64 palabras de sentimiento, en orden ascendente, y cada posición corresponde a uno de los 64 codones. Las palabras se reparten en cuatro niveles de dieciséis, cada uno de los cuales cubre aproximadamente una cuarta parte del control. La palabra «Con apoyo» aparece dos veces, en las posiciones 22 y 50, porque contar con el sostén de los demás pertenece tanto a la recuperación como al flujo.',
        'Tu respuesta mueve un poco la base del día: las respuestas más bajas la bajan y las más altas la suben, como mucho 0,1, y el cambio caduca a la medianoche local. El nivel da forma a lo que Luna ofrece después: un resumen de una línea, una manera de convivir con el ajuste del día, cuatro sugerencias suaves y una nota sobre cómo suele vivir ese nivel cada tipo elemental de arquetipo.',
      ],
      bullets: [
        'Reto/Crisis (de 1 a 16): días pesados, duros o en carne viva, que se llevan mejor con descanso, con la compañía de personas de confianza y con los gestos amables más pequeños.',
        'Neutral/Recuperación (de 17 a 32): días para estabilizarse después de un esfuerzo, en los que la rutina, el movimiento suave y un poco de paciencia te ayudan a recuperar el equilibrio.',
        'Crecimiento activo (de 33 a 48): días de implicación y curiosidad, buenos para aprender algo, hacer algo y terminar bien una cosa.',
        'Flujo pleno (de 49 a 64): días luminosos y abiertos, que vale la pena compartir con otros y en los que vale la pena detenerse, para que esa luz no pase desapercibida.',
      ],
    },
    {
      heading: 'Frecuencias y escucha segura',
      paragraphs: [
        'Los tonos dan sonido a los símbolos. Cada codón tiene una frecuencia de una lista fija entre 396 y 963 Hz, y cada arquetipo tiene dos de la escala solfeggio (174, 285, 396, 417, 528, 639, 741, 852 y 963 Hz). La app trata 528 Hz como su tono de referencia. El generador de frecuencias de tu perfil reproduce cualquier tono sinusoidal de 1 a 2000 Hz, con valores predefinidos de 128, 432, 528 y 639 Hz, y puedes fijar una frecuencia para guardarla con una nota.',
        'Una frecuencia fijada se puede relacionar con codones: de forma directa, cuando el tono de un codón está a menos de 50 Hz; por armonía, cuando el doble, el triple o el cuádruple de tu frecuencia cae a menos de 10 Hz (una coincidencia primaria) o de 30 Hz (una secundaria) del tono de un codón; o por número, cuando los dígitos de la frecuencia, sumados y reducidos al intervalo de 1 a 64, apuntan a un hexagrama cuyo tono de codón comparte la raíz digital de la frecuencia. Una frecuencia que no cumple ninguna de estas condiciones se llama única.',
        'Estos tonos siguen asociaciones tradicionales. Son una manera de marcar un momento con sonido, no un tratamiento para nada. Escucha con cuidado:',
      ],
      bullets: [
        'Empieza con poco volumen. El generador arranca al 30 % del volumen; con auriculares, bájalo todavía más.',
        'Haz sesiones cortas. Los tonos de la biblioteca suenan durante tres segundos, y rara vez hace falta escuchar más tiempo.',
        'Por debajo de unos 20 Hz, un tono no se puede oír como tal, así que el generador lo reproduce como un pulso binaural: dos tonos cercanos, uno en cada oído, que se oyen mejor con auriculares y a bajo volumen. No subas el volumen para perseguir un tono que no oyes.',
        'Los tonos agudos, cerca de 2000 Hz, pueden resultar estridentes. Baja el volumen o elige otro tono.',
        'Para de inmediato si notas cualquier molestia, zumbido, mareo o dolor de cabeza.',
        'No escuches mientras conduces ni mientras haces algo que requiera toda tu atención.',
        'Si tienes epilepsia o alguna afección auditiva, ten especial cuidado y consulta a tu médico si tienes dudas.',
      ],
    },
    {
      heading: 'Llevarlo al día a día',
      paragraphs: [
        'Una buena manera de usar el códice es elegir un hilo y seguirlo durante una semana. Lee los dos hexagramas de tu arquetipo y los temas de sus codones. Cada mañana, echa un vistazo a la brújula, anota tu zona y la fase de la ventana, y elige uno de los rituales sugeridos: unas cuantas respiraciones lentas, un paseo corto, una página de diario, un cajón ordenado, una canción a volumen bajo. Guarda una lectura cuando algo destaque, y repasa la pestaña Lecturas el séptimo día.',
        'Lo que notas importa más que lo que dicen los números. Si una lectura te suena verdadera, quédatela; si no, déjala pasar. El códice ofrece un vocabulario para tus días, nunca una regla para vivirlos.',
      ],
    },
  ],
}

export const REFERENCE_ES: LongDocument = {
  title: 'Acerca de Luna',
  subtitle: 'Qué es Luna, para quién es y cómo leerla.',
  sections: [
    {
      heading: 'Qué es Luna',
      paragraphs: [
        'Luna es una pequeña compañera diaria para la reflexión. Te da un número de resonancia personal, el escalar ξ, te muestra cómo se mueve cada día a su alrededor y te ofrece una guía llamada Luna que pone la lectura en palabras. En torno a eso hay 32 arquetipos, 64 codones emparejados con los hexagramas del I Ching y un conjunto de tonos para escuchar.',
        'Es experimental y simbólica. Los números siguen reglas fijas y documentadas, y el significado que encuentres en ellos te corresponde a ti darlo.',
      ],
    },
    {
      heading: 'Para quién es',
      paragraphs: [
        'Luna es para personas adultas de 18 años o más a quienes les gustan los sistemas simbólicos, escribir un diario y los pequeños rituales, y que quieren unos minutos tranquilos al día para ver cómo están. No necesita cuenta y solo pide un nombre y una fecha de nacimiento.',
        'No es para quien busca un diagnóstico, una predicción o que otros decidan en su lugar. Si estás pasando por algo difícil, una persona de confianza o un profesional cualificado te ayudará mucho más que cualquier lectura.',
      ],
    },
    {
      heading: 'Cómo leerla',
      paragraphs: [
        'Empieza por la brújula. Mira primero tu zona (alineado, elevado, enraizado u opuesto), luego la fase de la ventana y después el mensaje de Luna. Elige una sugerencia que encaje con el día y deja las demás. Haz un registro cuando quieras, guarda una lectura cuando algo te parezca digno de conservar y, de vez en cuando, lee tu historial como leerías un viejo cuaderno.',
        'Los números pequeños son normales. Las diferencias de unas centésimas son la textura habitual de la escala, y ninguna zona es buena ni mala.',
      ],
    },
    {
      heading: 'Para profundizar',
      paragraphs: [
        'El Códice de Resonancia Escalar explica todo el sistema simbólico: la base, los arquetipos, cómo un codón se convierte en hexagrama, las fases, las zonas y los tonos. UBT, la Teoría Unificada de la Base, describe la metáfora que hay detrás de los seis estados de Luna y de su índice de estabilidad. Ambos se pueden leer aquí y descargar como archivos PDF, y la guía de ayuda cubre todas las pantallas.',
      ],
    },
  ],
}
