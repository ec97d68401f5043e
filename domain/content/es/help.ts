// The Spanish words of domain/content/help.ts: the help guide at /help (four tabs of plain text)
// and one sentence per alignment zone, which the page completes with the visitor's own thresholds.

import type { TextSection } from '../documents.ts'
import type { HelpTabWords } from '../help.ts'

const BASICS: readonly TextSection[] = [
  {
    heading: 'Qué es el escalar ξ',
    paragraphs: [
      'El escalar ξ (la letra griega xi) es tu número de resonancia personal: una sola cifra, normalmente un poco por encima de 81, que Luna usa como ancla de tu día. El punto de referencia neutro es 81, y la base de la mayoría de las personas queda cerca de 81,5. Todo lo que muestra la app trata de pequeños movimientos alrededor de tu propio número, normalmente de unas centésimas y rara vez de más de unas décimas.',
      'El número es simbólico. No mide tu cuerpo, tu ánimo ni tu mente, y un valor más alto no es mejor que uno más bajo. Piensa en él como la tonalidad en la que está escrita una pieza musical: te dice dónde está tu casa, para que los cambios del día tengan algo con qué compararse.',
    ],
  },
  {
    heading: 'Cómo se forma tu base',
    paragraphs: [
      'En la configuración inicial das tu nombre y tu fecha de nacimiento y respondes cinco preguntas breves. Tus respuestas eligen uno de 32 arquetipos, y cada arquetipo tiene su propio escalar, entre 81,10 y 81,98. Tu fecha de nacimiento da un segundo número, el escalar de nacimiento. Los dos se combinan, y tu fecha de nacimiento pesa más.',
      'En la brújula, la base se elige en este orden: la base de tu registro de hoy, si hiciste uno hoy; después, tu base combinada; luego, una reconstruida a partir de tus escalares de nacimiento y de arquetipo; y, por último, 81,5 cuando todavía no se sabe nada.',
    ],
    bullets: [
      'Escalar de nacimiento = 81 + (día del año ÷ 365,25) × 0,8 + (año mod 100) × 0,001, redondeado a tres decimales, contando el 1 de enero como día 1.',
      'Base = 0,7 × escalar de nacimiento + 0,3 × escalar del arquetipo, redondeada a tres decimales.',
      'Ejemplo: alguien nacido el 15 de marzo de 1990 (día 74) tiene un escalar de nacimiento de 81 + 0,162 + 0,090 = 81,252. Con un escalar de arquetipo de 81,60, la base es 0,7 × 81,252 + 0,3 × 81,60 = 81,356.',
      'Sin fecha de nacimiento, la app usa 81,5. «Omitir por ahora», en la pantalla de bienvenida, te da un perfil de invitado con exactamente esa base, 81,500 (sin fecha de nacimiento, arquetipo 6), en todas las pantallas, hasta que hagas el cuestionario.',
    ],
  },
  {
    heading: 'El registro diario',
    paragraphs: [
      'Una vez al día, la brújula te pregunta cómo llegas. Mueves un control deslizante de 0 a 100, que recorre 64 palabras de sentimiento, de la más pesada a la más luminosa, en cuatro niveles de dieciséis: Reto/Crisis, Neutral/Recuperación, Crecimiento activo y Flujo pleno. Cada posición apunta además a uno de los 64 codones.',
      'Tu respuesta ajusta la base solo para ese día, como mucho 0,1 hacia arriba o hacia abajo; el centro del control no cambia nada. El ajuste termina a la medianoche local, y el aviso muestra cuánto le queda (por ejemplo, «caduca en 3 h 12 min»). Puedes hacer un registro una vez al día (un nuevo día empieza a tu medianoche local), anotar cómo te sientes en una nota de ánimo en cualquier momento, y saltártelo siempre está bien. No hay respuestas correctas: un día bajo es información, nunca una marca en tu contra.',
    ],
  },
  {
    heading: 'Rachas',
    paragraphs: [
      'Una racha cuenta los días naturales, en tu propia zona horaria, en los que abriste la app. Sigue viva mientras tu última visita sea de ayer, así que una visita esta mañana la mantiene aunque la anterior fuera a última hora de la noche anterior. La tarjeta de racha muestra tu racha actual, la más larga y tu total de días.',
      'Su etiqueta crece contigo: «Empieza tu camino» antes del primer día, «Primeros pasos» desde un día, «Tomando impulso» desde tres y «¡En racha! Más de una semana» desde siete. Una racha rota es simplemente un nuevo comienzo; no se pierde nada de tu historial.',
    ],
  },
  {
    heading: 'Guardar lecturas',
    paragraphs: [
      'La tarjeta de guardado de la brújula conserva una instantánea del momento: tu escalar actual, la fase horaria, el nivel de energía y las palabras de Luna. Añade etiquetas, escritas separadas por comas o elegidas entre etiquetas rápidas como en paz, brumoso o revelación, y una nota si quieres, y guarda. Los registros y las frecuencias que fijas en el generador se conservan del mismo modo.',
      'Todo lo que guardas aparece en la pestaña Lecturas de tu perfil, donde cada entrada se puede abrir o borrar. Las notas son solo para ti: nunca se muestran a nadie más y nunca aparecen en las estadísticas del operador.',
    ],
  },
  {
    heading: 'Modos Sencillo y Avanzado',
    paragraphs: [
      'Todo el mundo empieza en el modo Sencillo. La navegación incluye Brújula, Perfil, Ayuda y Códice, y algunas pantallas muestran una versión más ligera de sí mismas. El modo Avanzado añade Resonancia y Tiempo (la calculadora de tiempo) a la navegación y abre las vistas completas con sus detalles técnicos.',
      'Cambia de modo con el selector Sencillo/Avanzado de la barra de navegación cuando quieras; la app recuerda tu elección en este navegador. Nada queda bloqueado: se puede llegar a todas las páginas en cualquiera de los dos modos.',
    ],
  },
  {
    heading: 'Tu sesión y tu código de recuperación',
    paragraphs: [
      'No hay cuentas ni contraseñas. En tu primera visita, el navegador crea un identificador de sesión anónimo, que empieza por luna_, y que une tus lecturas. La pantalla de perfil lo muestra como código de recuperación: guarda una copia en un lugar seguro y pégala en Restaurar en otro navegador para llevarte tus datos.',
      'Trata el código como la llave de tu casa, porque cualquiera que lo tenga puede leer los datos de esa sesión. Las ventanas privadas y algunos navegadores borran los datos guardados al cabo de un tiempo, así que el código también es tu camino de vuelta. La página de Privacidad explica qué se guarda, dónde y cómo exportarlo o borrarlo.',
    ],
  },
]

const PAGES: readonly TextSection[] = [
  {
    heading: 'Brújula',
    paragraphs: [
      'La brújula (en / y /compass) es tu casa diaria. El panel de alineación de arriba compara tu escalar actual con tu base: muestra ambos números, la diferencia entre ellos (delta) y esa diferencia en porcentaje, tu zona, un mensaje breve y un marcador en una barra que queda en el centro cuando estás exactamente en tu base. Debajo, la guía diaria nombra la fase horaria, un foco principal, un nivel de energía y algunas sugerencias para el día.',
      'Si la brújula no puede conectar con el servidor, lo dice y ofrece Reintentar la conexión. Si no tienes perfil, primero te envía a la configuración inicial.',
    ],
    bullets: [
      'Contexto planetario: la cifra de la resonancia Schumann con su amplitud y su calidad, y el clima cósmico que se deriva del índice K planetario.',
      'Codones sugeridos: los tres codones cuyo escalar está más cerca de tu escalar actual, cada uno con su tema, su afirmación y su tono.',
      'Tipo de claridad: mental, emocional, física o espiritual, para matizar la línea de guía; la elección se recuerda.',
      'Luna: su tarjeta de perspectiva, su panel de memoria y una tarjeta para compartir que copia o comparte un resumen de la lectura.',
      'Tarjetas para tu racha, para guardar la lectura y para el desglose del escalar; tu historial, cuando tienes más de cinco lecturas; estadísticas reunidas entre todos los visitantes; y el registro diario.',
    ],
  },
  {
    heading: 'Resonancia',
    paragraphs: [
      'Resonancia (en la navegación en el modo Avanzado, y accesible en /resonance en ambos modos) une un arquetipo con codones. La vista completa tiene tres pestañas. Encontrar resonancia te deja elegir un arquetipo y enumera los codones que encajan con él; Protocolo activo muestra el que elegiste con su tema, su afirmación, sus rituales y su tono; Explorar codones presenta los codones en una cuadrícula en la que puedes elegir.',
      'En el modo Sencillo, la página se titula «Encuentra tu resonancia» y conserva solo un selector de arquetipo, un botón Encontrar y el resultado, con un botón que reproduce su tono durante tres segundos.',
    ],
  },
  {
    heading: 'Perfil',
    paragraphs: [
      'Tu perfil (/profile) reúne todo lo personal, en cuatro pestañas. Ahí también encuentras tu código de recuperación, el campo Restaurar para un código de otro navegador y los botones para exportar o borrar tus datos.',
    ],
    bullets: [
      'Perfil: tu nombre, tu fecha de nacimiento, tu gematría (las letras de tu nombre sumadas, de a = 1 a z = 26), la tarjeta de tu arquetipo, tu afirmación con etiquetas, rituales sugeridos y la lectura que hace Luna de tu perfil. «Generar un perfil nuevo» vuelve al formulario, y «Corregir el escalar de nacimiento» aparece si falta tu escalar de nacimiento. El generador de frecuencias reproduce un suave tono sinusoidal de 1 a 2000 Hz (empieza en 128 Hz), con botones de paso, valores predefinidos de 128, 432, 528 y 639 Hz, un control de volumen que empieza en el 30 % y «Fijar esta frecuencia» para guardar un tono con una nota opcional.',
      'Trayectoria: «Tu trayectoria escalar», con un nombre visible editable, tu ξ actual y el de tu base, el número de sesiones y tu alineación media. Análisis de evolución describe el patrón (ascendente, descendente, cíclico o estable) cuando hay tres lecturas, e Historial reciente enumera las diez últimas.',
      'Lecturas: tus lecturas guardadas, con una insignia que indica cuántas hay. Las filas se despliegan para mostrar la lectura completa; cada una muestra hasta tres etiquetas y un «+N» para el resto, y se puede borrar. También aparecen tus ocho últimas frecuencias fijadas.',
      'Codones: la biblioteca de los 64 codones, con un cuadro de búsqueda, un filtro por elemento (Todos, Fuego, Aire, Agua, Tierra), una línea «N de M codones» y un botón de reproducción en cada tarjeta. Suena un solo tono a la vez.',
    ],
  },
  {
    heading: 'Calculadora de tiempo',
    paragraphs: [
      'La Calculadora de tiempo escalar (Tiempo, en el modo Avanzado) responde a una pregunta hipotética: ¿cuál sería tu escalar en otra fecha, a otra hora y en otro lugar? Elige una fecha y una hora, tu arquetipo (obligatorio), una altitud (detectada, o escrita en metros; si la dejas vacía, cuenta como nivel del mar), un nivel de conciencia de 0 a 1 y una ubicación. La ubicación puede ser automática (tu navegador te pide permiso primero), manual (país, zona horaria y ciudad) o uno de diez lugares simbólicos. La base viene de tu perfil y se puede editar con tres decimales.',
      'El resultado muestra el ξ calculado, la fase de la ventana, el estado de alineación, una frase sobre el efecto simbólico de la ubicación y tres acciones sugeridas, elegidas según la fase y la franja de conciencia (nublada, normal, agudizada o máxima). Con el interruptor de Luna activado, ella añade su lectura. Las mismas entradas siempre dan la misma respuesta, y el ξ calculado nunca se aleja más de 1,0 de la base.',
    ],
  },
  {
    heading: 'La configuración inicial y el test de arquetipo',
    paragraphs: [
      'La configuración inicial recorre cinco pasos: bienvenida, nombre, fecha de nacimiento, el cuestionario de cinco preguntas y una pantalla final con «Entrar en la brújula». La revelación que sigue al cuestionario muestra el nombre de tu arquetipo, su descripción, su elemento, su escalar y sus palabras clave, con unas palabras de Luna.',
      'El pie de página enlaza al cuestionario y a la opción de repetirlo. La página del test de arquetipo (/archetype-test) muestra tu arquetipo actual y cómo alimenta tu base, y puede pasarlo a la calculadora de tiempo con «Aplicar a la calculadora de tiempo». «Repetir el cuestionario» borra el resultado guardado y vuelve a empezar.',
    ],
  },
  {
    heading: 'Ayuda',
    paragraphs: [
      'Esta guía (/help) tiene cuatro pestañas: Conceptos básicos, para las ideas; Páginas, para cada pantalla; Luna, para la guía y sus estados; y Ciencia, para un relato honesto de lo que se mide y lo que es símbolo. Aquí se explican las zonas de alineación con tus propios umbrales ya incluidos.',
    ],
  },
  {
    heading: 'Códice',
    paragraphs: [
      'La página del códice (/codex) contiene El Códice de Resonancia Escalar, una guía legible del sistema simbólico, y una página de referencia más breve sobre Luna. Los dos textos largos se pueden descargar: el códice como /scalar-resonance-codex.es.pdf y la teoría que hay detrás de los estados de Luna como /UBT.es.pdf.',
    ],
  },
  {
    heading: 'Apoyo',
    paragraphs: [
      'La página de apoyo (/support) muestra dos tarjetas, una por cada una de las dos personas que hay detrás de Luna. Cada una abre una página de pago externa en una pestaña nueva. El apoyo es voluntario, no es una donación deducible de impuestos y no desbloquea nada: la app funciona igual para todo el mundo. Un enlace lleva de vuelta al inicio.',
    ],
  },
  {
    heading: 'Privacidad',
    paragraphs: [
      'La página de privacidad (/privacy) dice con claridad qué se guarda en el servidor y en tu navegador, qué servicios externos intervienen y para qué, y cuánto tiempo se conservan las cosas. Tiene los mismos dos botones que tu perfil: descargarlo todo como archivo JSON o borrarlo todo de una vez. Los Términos (/terms) y el Aviso legal (/disclaimer) están a su lado, y las tres páginas enlazan de vuelta a la brújula.',
    ],
  },
]

const LUNA: readonly TextSection[] = [
  {
    heading: 'Quién es Luna',
    paragraphs: [
      'Luna es la guía que habla en tus lecturas. Es una voz, no una persona, y no es consejera ni médica. Sus palabras están escritas de antemano: unas reglas fijas eligen uno de seis estados a partir de tu escalar, la fase de la ventana y las cifras planetarias del día, y ella habla con los mensajes de ese estado. Nada de lo que escribes se envía a un chatbot.',
      'Habla en primera persona y es breve: un ánimo y un tono, un mensaje y, a veces, una sugerencia. Toma lo que te ayude y deja el resto.',
    ],
  },
  {
    heading: 'Sus seis estados',
    paragraphs: [
      'Cada lectura pone a Luna en uno de seis estados. Cada estado tiene condiciones; cuando encajan varios, gana el estado que cumple más condiciones, y balanced_flow (flujo equilibrado) es el estado de reserva cuando no encaja ninguno. La tarjeta muestra el ánimo y el tono, y el pie muestra la etiqueta.',
    ],
    bullets: [
      'high_deltaUC: tono enraizante, ánimo caótico, etiqueta umbral. La lectura queda lejos de la línea neutra, y Luna te ayuda a encontrar suelo firme.',
      'pi_stabilizing: tono clarificador, ánimo en cristalización, etiqueta surgimiento. Las cosas se están asentando en una forma más clara.',
      'kerr_spinning: tono dinámico, ánimo eléctrico, etiqueta aceleración. El momento lleva mucho impulso; ella sugiere dirigirlo con suavidad.',
      'balanced_flow: tono fluido, ánimo coherente, etiqueta armonía. Nada tira con fuerza en ninguna dirección.',
      'high_scalar_stable: tono elevado, ánimo luminoso, etiqueta cumbre. Un escalar alto que además es estable.',
      'low_scalar_grounding: tono estabilizador, ánimo arraigado, etiqueta cimiento. Un escalar bajo, leído como un momento para echar raíces más que para llegar lejos.',
    ],
  },
  {
    heading: 'Notas entre visitas',
    paragraphs: [
      'Luna recuerda la etiqueta y el escalar de tu lectura anterior en este navegador. Cuando ambos son iguales, empieza con una nota de que el campo sigue siendo constante. Cuando la etiqueta ha cambiado, lo dice, con una nota propia para algunos cambios, como de caótico a coherente o de arraigado a luminoso, y, si no, con un simple comentario de que algo ha cambiado desde tu última visita.',
    ],
  },
  {
    heading: 'La tarjeta de perspectiva',
    paragraphs: [
      'La tarjeta muestra el avatar de Luna, su ánimo y su tono, el mensaje y, cuando la hay, una sugerencia. Análisis técnico abre las cifras que hay detrás de la lectura: deltaUC, la divergencia π, la potenciación de Kerr, los tres indicadores y el índice de estabilidad. El pie lleva la etiqueta y la hora de la lectura.',
    ],
  },
  {
    heading: 'El panel de memoria',
    paragraphs: [
      'Memoria de Luna reúne patrones de tus interacciones pasadas y muestra hasta tres observaciones, primero la de mayor confianza, cada una con un porcentaje de confianza y una insignia (verde por encima del 80 %, amarilla por encima del 60 %, gris en los demás casos). Un contador muestra cuántas interacciones ha visto. Las tarjetas solo aparecen cuando hay algo que decir.',
    ],
    bullets: [
      'Una intención frecuente, cuando una de estas, claridad, crecimiento, sanación o armonía, ha aparecido al menos tres veces.',
      'Una página favorita, cuando una página tiene al menos cinco visitas.',
      'Constancia, a partir de diez interacciones, descrita como incipiente, en desarrollo o notable según tu racha.',
      'La dirección de tu escalar con el tiempo: ascendente, descendente o estable.',
      'Crecimiento, una nota de reconocimiento a partir de veinte interacciones.',
    ],
  },
  {
    heading: 'El índice de estabilidad en palabras',
    paragraphs: [
      'El índice de estabilidad es una puntuación de 0 a 100 que resume lo asentada que está una lectura. Empieza en 100 y pierde puntos por la distancia a la línea neutra, por la divergencia π y por una potenciación de Kerr alejada de 1. El verde, desde 75, se lee como estable; el amarillo, desde 50, como levemente agitado; el naranja, desde 25, como inquieto; y el rojo, por debajo de eso, como mucho en movimiento.',
      'Describe la lectura, no a ti. Una puntuación baja es una invitación a ir más despacio y nunca una advertencia. La fórmula se explica en el documento UBT de la página del códice.',
    ],
  },
]

const SCIENCE: readonly TextSection[] = [
  {
    heading: 'Qué se mide',
    paragraphs: [
      'Dos cifras de la brújula se refieren a cosas reales y medidas del mundo físico. Las resonancias Schumann son ondas electromagnéticas naturales en el espacio entre la superficie de la Tierra y la ionosfera, que siguen resonando sobre todo gracias a los rayos de todo el planeta; su modo más bajo está cerca de 7,83 Hz. El índice K planetario es una escala de 0 a 9 que indica cuán perturbado está el campo magnético de la Tierra en cada periodo de tres horas, y lo publica el Centro de Predicción del Clima Espacial (Space Weather Prediction Center) de la Administración Nacional Oceánica y Atmosférica de EE. UU. (NOAA).',
      'Luna no tiene instrumentos propios. El servidor lee la fuente pública del índice K de la NOAA, la conserva diez minutos y la clasifica en tranquilo (de 0 a 3), activo (4 y 5), tormenta (6 y 7) y severo (8 y 9). La cifra Schumann es una estimación en torno a 7,83 Hz modulada por ese índice; cuando no se puede acceder a la fuente, la app se basa solo en su propio modelo, y la línea de origen indica cuál de los dos estás viendo.',
    ],
  },
  {
    heading: 'Qué es simbólico',
    paragraphs: [
      'El escalar ξ, tu base, las zonas, las fases de ventana y los estados de Luna son símbolos. Siguen reglas claras y repetibles, así que las mismas entradas siempre dan el mismo número, pero las reglas son un marco para la reflexión y no una medición de nada que haya en ti.',
      'Los 64 codones son reales: son las palabras de tres letras del código genético, y cada uno aparece con el aminoácido que representa. Su emparejamiento con los 64 hexagramas del I Ching es una correspondencia simbólica que se basa en contar (ambos conjuntos tienen 64 miembros formados a partir de seis elecciones entre dos opciones) y no tiene ningún significado biológico. Los tonos asociados a los codones y a los arquetipos siguen asociaciones tradicionales, no pruebas.',
    ],
  },
  {
    heading: 'Qué relación hay entre ambos',
    paragraphs: [
      'La brújula deja que el índice K y la estimación Schumann muevan un poco tu escalar actual. Es una decisión narrativa: permite que el cielo del día tiña la lectura. No hay pruebas establecidas de que ninguna de las dos cifras influya en cómo piensan, sienten o se comportan las personas, y la app no sugiere lo contrario.',
    ],
  },
  {
    heading: 'Cómo tomarlo',
    paragraphs: [
      'Luna es experimental y reflexiva. Es un espejo para fijarte en tus días, no un consejo médico, psicológico, científico ni financiero, y no puede diagnosticar, predecir ni tratar nada. Si alguna vez una lectura te pesa más de lo que debería pesar una invitación a reflexionar, déjala a un lado. Para cualquier cosa relacionada con tu salud, habla con un profesional cualificado.',
    ],
  },
]

/** The help guide's four tabs, under the same keys as HELP_TABS, with their Spanish names. */
export const HELP_TABS_ES: Readonly<Record<'basics' | 'pages' | 'luna' | 'science', HelpTabWords>> = {
  basics: { label: 'Conceptos básicos', sections: BASICS },
  pages: { label: 'Páginas', sections: PAGES },
  luna: { label: 'Luna', sections: LUNA },
  science: { label: 'Ciencia', sections: SCIENCE },
}

/** One sentence per zone; the page adds the visitor's own thresholds after it. */
export const ZONE_HELP_ES: Readonly<Record<'aligned' | 'elevated' | 'grounded' | 'opposed', string>> = {
  aligned:
    'Alineado significa que tu escalar actual está a menos de 0,02 de tu base, así que el día está cerca de tu propio centro.',
  elevated:
    'Elevado significa que tu escalar actual está al menos 0,02 por encima de tu base, pero sin llegar a tu umbral extremo: un día con impulso, para aprovecharlo con suavidad.',
  grounded:
    'Enraizado significa que tu escalar actual está al menos 0,02 por debajo de tu base, pero sin llegar a tu umbral extremo: un día más tranquilo, propicio para las cosas estables.',
  opposed:
    'Opuesto significa que tu escalar actual ha pasado tu umbral extremo en cualquiera de las dos direcciones, lo que se muestra como expandido por encima y contraído por debajo: un día para tomárselo con calma y observar.',
}
