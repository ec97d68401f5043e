// The Spanish words of domain/content/legal.ts: the legal pages (/privacy, /terms, /disclaimer).
// `{email}` is the legal contact address, filled in when the page is rendered.

import type { LongDocument } from '../documents.ts'

/** The same date as LEGAL_UPDATED ('August 6, 2025'), written in Spanish. */
export const LEGAL_UPDATED_ES: string = '6 de agosto de 2025'

export const PRIVACY_ES: LongDocument = {
  title: 'Política de privacidad',
  subtitle: 'Qué guarda Luna, dónde lo guarda y cómo puedes llevártelo o borrarlo.',
  updated: LEGAL_UPDATED_ES,
  sections: [
    {
      heading: 'En resumen',
      paragraphs: [
        'Luna no tiene cuentas. Tus lecturas están vinculadas a un identificador de sesión anónimo que crea tu navegador, y los datos que introduces se guardan para que la app pueda mostrártelos de nuevo. No se vende nada, no se usa nada para publicidad y puedes exportarlo o borrarlo todo por tu cuenta en cualquier momento.',
      ],
      bullets: [
        'Sin registro, sin dirección de correo electrónico, sin contraseña.',
        'Sin cookies para los visitantes. La única cookie que establece Luna pertenece al inicio de sesión del administrador.',
        'Lo que guardas (tu perfil, tus lecturas guardadas, tus registros emocionales, tu trayectoria y los días de tu racha) se conserva hasta que lo borres, y el borrado desde la app surte efecto de inmediato. Los registros de actividad en bruto (interacciones con Luna, reproducciones de codones y visitas a páginas más allá de una por día) se eliminan al cabo de 60 días.',
        'Solo intervienen servicios externos donde esta página lo indica.',
      ],
    },
    {
      heading: 'A qué se aplica esta política',
      paragraphs: [
        'Esta política se aplica a la aplicación web Luna y a su servidor. Luna es un servicio para personas adultas de 18 años o más; la configuración inicial rechaza una fecha de nacimiento que corresponda a una edad inferior a 18 años, y el servicio no está destinado a menores. Las preguntas sobre esta política, o sobre tus datos, se pueden enviar a {email}.',
      ],
    },
    {
      heading: 'Tu identificador de sesión es tu llave',
      paragraphs: [
        'En tu primera visita, tu navegador crea un identificador de sesión anónimo que empieza por luna_ seguido de una marca de tiempo y una larga cadena aleatoria. Se guarda en el almacenamiento local de tu navegador y se envía con cada solicitud para que el servidor sepa qué lecturas son tuyas.',
        'El identificador de sesión funciona como la llave de un casillero: quien la tenga puede leer los datos de esa sesión, y el servidor no puede saber quién la tiene. La pantalla de perfil lo muestra como código de recuperación para que puedas restaurar tus datos en otro navegador pegándolo en el campo Restaurar. Mantén el código en privado. Si crees que otra persona lo tiene, borra tus datos desde la pantalla de perfil, y el casillero queda vacío desde ese momento.',
      ],
    },
    {
      heading: 'Qué se guarda en nuestro servidor',
      paragraphs: [
        'Luna funciona en Cloudflare Workers. Los datos que deben perdurar se guardan en una base de datos Cloudflare D1, y algunas cifras calculadas se almacenan en caché durante poco tiempo en Cloudflare KV. Para cada sesión, el servidor guarda:',
      ],
      bullets: [
        'El nombre y la fecha de nacimiento que introdujiste en la configuración inicial, el resultado de tu arquetipo con sus escalares y modificadores, y tus respuestas al cuestionario.',
        'Tus visitas: qué página y qué día, que se usan para tu racha.',
        'Las lecturas que guardas, con las etiquetas y notas que les añades, incluidas las frecuencias que fijas.',
        'Tus registros emocionales: el valor del control deslizante, la palabra que mostró, su codón, y la hora y el contexto planetario del momento.',
        'Los puntos de tu trayectoria escalar (el escalar, tu base, cuándo y desde qué pantalla) y el nombre visible que puedes elegir para él.',
        'Interacciones con Luna: la página, el escalar y la fase de la ventana, el mensaje y la etiqueta de Luna, las cifras que hay detrás, lo que hiciste (por ejemplo, abrir la vista técnica), la etiqueta de ubicación que se muestra en la página y si el dispositivo era un teléfono o una computadora.',
        'Interacciones con codones: de qué codón reprodujiste el tono.',
        'Si activas el recordatorio diario: la dirección que el servicio de notificaciones push de tu navegador asignó a este navegador, con sus claves de cifrado, la hora que elegiste y tu zona horaria. El texto del recordatorio se cifra solo para tu navegador. Desactivar el recordatorio o borrar tus datos lo elimina.',
      ],
    },
    {
      heading: 'Qué se queda en tu navegador',
      paragraphs: [
        'El almacenamiento local de tu navegador guarda una copia de los datos de tu perfil y de tu arquetipo, para que las pantallas carguen rápido, junto con tus ajustes (modo Simple o Avanzado, tu tipo de claridad), la ubicación que configuraste en la calculadora, la última etiqueta y el último escalar de Luna para su nota sobre tu última visita, pequeñas comodidades como tu última lectura de la brújula y las lecturas de los tres días siguientes, calculadas en tu navegador a partir de tu perfil para que la brújula se abra al instante, y el identificador de sesión. Algunos indicadores, como haber cerrado el aviso de ventana privada, duran solo hasta que termina la sesión del navegador.',
        'Tú controlas este almacenamiento. Borrar los datos de este sitio en los ajustes de tu navegador los elimina de ese navegador; no afecta a la copia del servidor, que puedes borrar como se describe más abajo.',
      ],
    },
    {
      heading: 'Lo que no recopilamos',
      paragraphs: [
        'Luna no establece cookies para los visitantes y no usa ninguna tecnología propia de publicidad ni de seguimiento. Los registros del servidor nunca contienen tu identificador de sesión, tu nombre, tu fecha de nacimiento ni tus notas, y cada respuesta lleva la cabecera Referrer-Policy: no-referrer, de modo que la dirección de una página de Luna no se transmite a otros sitios cuando sigues un enlace.',
        'Nuestra base de datos no registra la dirección de red de los visitantes. La única excepción es el inicio de sesión del administrador, donde los intentos fallidos se cuentan por dirección de red para impedir que se adivinen contraseñas. El panel del operador muestra solo totales y promedios, como cuántas personas tienen cada arquetipo o el escalar medio de un día, y nunca los datos de una sola sesión.',
      ],
    },
    {
      heading: 'Para qué se usan los datos',
      paragraphs: [
        'Todo lo indicado arriba se usa para prestar el servicio que pides: calcular tu base y tus lecturas, mostrar tu historial, tu racha, tu trayectoria y la memoria que Luna tiene de tus patrones, y producir las cifras colectivas anónimas que se muestran en la brújula. No se usa para elaborar un perfil tuyo para nadie más, no se comparte con fines de marketing y nunca se vende.',
      ],
    },
    {
      heading: 'Servicios externos',
      paragraphs: [
        'Algunas funciones dependen de servicios gestionados por terceros. Cada uno recibe solo lo que se describe aquí.',
      ],
      bullets: [
        'Cloudflare aloja la app. Como cualquier proveedor de alojamiento, gestiona los detalles técnicos de cada solicitud, como tu dirección de red, para entregar las páginas y protegerlas de ataques, conforme a su propia política de privacidad.',
        'Google Analytics solo se usa cuando el operador ha configurado un identificador de medición; si no, no se carga ningún script de analítica. Cuando está activo, recibe las rutas de las páginas que ves y un evento cuando completas el cuestionario de arquetipo, con el nombre y el número del arquetipo. El script de Google puede establecer sus propias cookies de analítica y, como cualquier solicitud web, ve tu dirección de red.',
        'La ubicación automática, en la calculadora de tiempo, solo se activa cuando la eliges, y tu navegador te pide permiso primero. Después, tu navegador envía las coordenadas directamente a OpenStreetMap Nominatim, para encontrar el nombre del lugar, y a Open-Meteo, para conocer su altitud. Nuestro servidor no guarda tus coordenadas; solo la etiqueta del lugar que se muestra en la página (un nombre, «Global» o unas coordenadas redondeadas a dos decimales cuando no se encontró ningún nombre) puede aparecer en los registros de interacciones con Luna.',
        'Los datos de clima espacial los obtiene nuestro servidor de la fuente pública del Centro de Predicción del Clima Espacial (Space Weather Prediction Center) de la NOAA. Con esa solicitud no se envía ningún dato de los visitantes.',
        'Los botones de apoyo abren páginas de pago externas en una pestaña nueva. Esas páginas las gestionan proveedores de pago a los que se aplican sus propias políticas de privacidad, y Luna nunca ve tus datos de pago.',
        'Si usas el botón de compartir, el texto de tu lectura va adonde tú decidas enviarlo.',
      ],
    },
    {
      heading: 'Cuánto tiempo se conservan los datos',
      paragraphs: [
        'Lo que guardas en el servidor se conserva hasta que lo borres: tu perfil y el resultado de tu arquetipo, las lecturas guardadas, los registros emocionales, los puntos de tu trayectoria, una visita por día (de lo que está hecha tu racha) y los recuentos acumulados de Luna de las intenciones que eliges, las páginas que visitas y tus interacciones (de lo que está hecha su memoria de tus patrones). Los registros de actividad en bruto se eliminan automáticamente 60 días después de crearse: las interacciones con Luna, las reproducciones de codones y las visitas a páginas posteriores a la primera de cada día. Antes de eso, cada día se resume en totales diarios de todo el servicio (cuántas personas estuvieron activas, cuántas lecturas hubo, el escalar mediano del día, los registros emocionales por arquetipo); esos totales no contienen ningún identificador de sesión ni nada que remita a ti, y se conservan. Las copias en caché de KV duran poco y se eliminan con todo lo demás cuando borras tus datos. La plataforma de la base de datos conserva copias de seguridad de recuperación a un momento dado, que caducan en un plazo de 30 días, de modo que los datos borrados desaparecen de todas las copias de seguridad en un plazo de 30 días desde el borrado.',
      ],
    },
    {
      heading: 'Exportación y borrado',
      paragraphs: [
        'Puedes llevarte tus datos o eliminarlos cuando quieras, desde la pantalla de perfil o desde esta página.',
      ],
      bullets: [
        'Exportación: descarga en un único archivo JSON todas las filas guardadas para tu sesión.',
        'Borrado: elimina de una vez todas las filas y entradas en caché de tu sesión. Surte efecto de inmediato y la app te indica cuánto se ha eliminado.',
        'Por correo electrónico: escribe a {email} con tu código de recuperación, que es la única forma en que podemos encontrar tus datos, e indica si quieres una copia o el borrado. Las solicitudes se completan en un plazo de 14 días.',
        'Rectificación: repite el cuestionario, genera un perfil nuevo, edita tu nombre visible o borra lecturas concretas en cualquier momento.',
        'Copias de seguridad: tras el borrado, las copias que se conservan en las copias de seguridad de la plataforma caducan en un plazo de 30 días.',
      ],
    },
    {
      heading: 'Ventanas privadas y almacenamiento del navegador',
      paragraphs: [
        'Las ventanas privadas o de incógnito olvidan el almacenamiento local al cerrarse, y algunos navegadores lo borran por su cuenta, por ejemplo Safari tras 7 días sin visitas. Cuando eso ocurre, tu navegador olvida su identificador de sesión y empieza una sesión nueva y vacía, aunque tus datos sigan en el servidor. Guarda tu código de recuperación para volver a ellos. Luna muestra un aviso cuando detecta una ventana privada.',
      ],
    },
    {
      heading: 'Seguridad',
      paragraphs: [
        'Todo el tráfico está cifrado, y se indica a los navegadores que usen solo conexiones seguras. Cada consulta de datos de sesión se limita a la sesión que la hace, y una lectura que pertenece a otra sesión se responde como si no existiera. Una política de seguridad de contenido estricta solo permite scripts de la propia Luna y, cuando la analítica está activada, del servicio de analítica. Ningún sistema es perfecto: la mejor protección que tienes es no compartir con nadie tu código de recuperación.',
      ],
    },
    {
      heading: 'Tus derechos',
      paragraphs: [
        'Según dónde vivas, puedes tener derecho a acceder a tus datos, rectificarlos, exportarlos y borrarlos, y a oponerte a su uso. Las herramientas anteriores te permiten ejercer la mayoría de esos derechos por tu cuenta, y cualquier otra cosa se puede solicitar en {email}. También tienes derecho a presentar una reclamación ante la autoridad de protección de datos del lugar donde vives.',
        'Si crees que alguien menor de 18 años ha usado Luna, el mismo botón de borrado sirve para esa persona; también puedes escribirnos con el código de recuperación y borraremos esa sesión.',
      ],
    },
    {
      heading: 'Cambios en esta política',
      paragraphs: [
        'Cuando esta política cambie, la fecha de arriba cambiará con ella, y cualquier cambio en lo que se recopila se describirá en esta página antes de que surta efecto.',
      ],
    },
  ],
}

export const TERMS_ES: LongDocument = {
  title: 'Términos de uso',
  subtitle: 'El acuerdo entre tú y Luna, en palabras sencillas.',
  updated: LEGAL_UPDATED_ES,
  sections: [
    {
      heading: 'Acuerdo',
      paragraphs: [
        'Al usar Luna aceptas estos términos y la Política de privacidad. Si no los aceptas, te pedimos que no uses el servicio.',
      ],
    },
    {
      heading: 'Solo para personas adultas',
      paragraphs: [
        'Luna es para personas adultas de 18 años o más. Al usarla confirmas que tienes al menos 18 años.',
      ],
    },
    {
      heading: 'Qué es Luna',
      paragraphs: [
        'Luna es un servicio experimental de reflexión y entretenimiento. Sus números, arquetipos, codones, hexagramas, tonos y mensajes forman un sistema simbólico; siguen reglas fijas, pero no describen ningún hecho medible sobre ti. El contenido y las funciones pueden cambiar a medida que evolucione el experimento.',
      ],
    },
    {
      heading: 'No es asesoramiento',
      paragraphs: [
        'Nada de lo que hay en Luna constituye asesoramiento médico, psicológico, financiero ni jurídico, y usarla no crea ninguna relación profesional de ningún tipo. No uses una lectura para tomar decisiones sobre tu salud, tu tratamiento, tu dinero o tu seguridad. Si necesitas ayuda con cualquiera de estas cosas, consulta a un profesional cualificado; en caso de emergencia, contacta con los servicios de emergencia de tu zona.',
      ],
    },
    {
      heading: 'Tu sesión',
      paragraphs: [
        'Luna no tiene cuentas. Tus datos están vinculados a un identificador de sesión anónimo que se guarda en tu navegador y se muestra como código de recuperación en la pantalla de perfil. Eres responsable de mantener ese código en privado; cualquiera que lo tenga puede leer y modificar los datos de esa sesión. No podemos recuperar por ti un código perdido.',
      ],
    },
    {
      heading: 'Uso aceptable',
      paragraphs: [
        'Te pedimos que uses Luna tal como está pensada para usarse. En particular, te comprometes a no:',
      ],
      bullets: [
        'intentar leer, adivinar o alterar la sesión o los datos de otra persona;',
        'atacar, sobrecargar o sondear el servicio, ni intentar eludir sus límites o el inicio de sesión del administrador;',
        'recopilar su contenido o sus datos con herramientas automatizadas más allá del uso personal ordinario;',
        'guardar material ilícito, de odio o dañino en notas, etiquetas o nombres visibles;',
        'copiar, revender o publicar el contenido escrito de Luna como si fuera tuyo;',
        'usar el servicio para dañar, acosar o engañar a nadie.',
      ],
    },
    {
      heading: 'Contenido y propiedad',
      paragraphs: [
        'Los textos de Luna, incluidos los arquetipos, los temas de los codones, las afirmaciones, los rituales, los mensajes de Luna y estos documentos, son obras originales de las personas que hay detrás de Luna. Puedes leerlos, compartir tus propias lecturas con el botón de compartir y citar pasajes breves con un enlace a la fuente. Los nombres tradicionales de los hexagramas y el código genético pertenecen a todo el mundo.',
        'Tus notas, tus etiquetas y tu nombre visible siguen siendo tuyos. Solo los usamos para mostrártelos y para mantener el servicio en funcionamiento, como explica la Política de privacidad.',
      ],
    },
    {
      heading: 'Pagos de apoyo',
      paragraphs: [
        'Los pagos de apoyo son regalos voluntarios a las personas que hacen Luna. No compran funciones, servicios ni prioridad, no son donaciones benéficas y no son deducibles de impuestos. Los pagos los gestionan proveedores de pago externos conforme a sus propias condiciones. Las preguntas sobre un pago se pueden enviar a {email}.',
      ],
    },
    {
      heading: 'Disponibilidad',
      paragraphs: [
        'Luna se ofrece tal cual, y puede modificarse, pausarse o cerrarse en cualquier momento. Intentamos mantener tus datos a salvo, pero no prometemos que el servicio vaya a estar siempre disponible ni que los datos guardados vayan a durar para siempre, así que exporta todo lo que quieras conservar.',
      ],
    },
    {
      heading: 'Ausencia de garantía y límites de responsabilidad',
      paragraphs: [
        'El servicio se presta sin garantía de ningún tipo, expresa o implícita, incluidas la idoneidad para un fin concreto, la exactitud o la disponibilidad ininterrumpida. En la máxima medida permitida por la ley, las personas que hay detrás de Luna no son responsables de ninguna pérdida o daño derivado de su uso, ni de las decisiones tomadas a partir de su contenido. Nada de lo dispuesto en estos términos limita una responsabilidad que no pueda limitarse por ley, ni los derechos que tengas como consumidor y a los que no se pueda renunciar.',
      ],
    },
    {
      heading: 'Cambios y contacto',
      paragraphs: [
        'Estos términos pueden actualizarse; la fecha de arriba indica la versión más reciente, y seguir usando Luna después de un cambio significa que lo aceptas. Las preguntas sobre estos términos se pueden enviar a {email}.',
      ],
    },
  ],
}

export const DISCLAIMER_ES: LongDocument = {
  title: 'Descargo de responsabilidad',
  subtitle: 'Lee esto antes de usar las lecturas y los tonos de Luna.',
  updated: LEGAL_UPDATED_ES,
  sections: [
    {
      heading: 'Para reflexionar, no para la salud',
      paragraphs: [
        'Luna es una herramienta experimental de reflexión, pensada para personas adultas de 18 años o más. No es un dispositivo médico y no ofrece asesoramiento médico, psicológico ni terapéutico. No puede diagnosticar, prevenir, tratar ni curar ninguna afección, y no sustituye la atención de un médico, un terapeuta u otro profesional cualificado.',
      ],
    },
    {
      heading: 'Números y símbolos',
      paragraphs: [
        'El escalar ξ, la base, las zonas, el índice de estabilidad, los arquetipos y los emparejamientos entre codones y hexagramas son simbólicos. Siguen reglas fijas y significan lo que tú hagas de ellos. Las cifras de clima espacial proceden de fuentes públicas y se muestran solo como contexto. Te pedimos que no bases decisiones sobre tu salud, tu dinero o tu seguridad en nada de lo que muestre Luna.',
      ],
    },
    {
      heading: 'Tonos de audio',
      paragraphs: [
        'Los tonos que reproduce Luna no son un tratamiento y no tienen ningún efecto demostrado sobre la salud. Si decides escucharlos:',
      ],
      bullets: [
        'mantén el volumen bajo, sobre todo con auriculares, sean de diadema o de botón;',
        'para de inmediato si sientes molestias, zumbidos en los oídos, mareo o dolor de cabeza;',
        'nunca escuches mientras conduces, vas en bicicleta o manejas maquinaria;',
        'ten especial cuidado, y consulta a un médico si tienes dudas, si tienes epilepsia o cualquier afección auditiva; esto se aplica especialmente a los pulsos binaurales que usa el generador para los tonos por debajo de 20 Hz;',
        'ten en cuenta el volumen cuando haya otros cerca, incluidas las mascotas.',
      ],
    },
    {
      heading: 'Prácticas suaves',
      paragraphs: [
        'Los rituales que sugiere Luna son actividades cotidianas, como respirar despacio, escribir un diario, dar un paseo corto, estirarte con suavidad, un momento de quietud u ordenar un espacio pequeño. Adáptalos a tu propio cuerpo y a tus circunstancias, y sáltate cualquier cosa que no te parezca adecuada para ti.',
      ],
    },
    {
      heading: 'Días difíciles',
      paragraphs: [
        'El nivel más bajo del registro emocional se llama Reto/Crisis. Es una palabra para cómo se siente un día, no una evaluación de ti. Si lo estás pasando mal, busca a alguien de confianza o a un profesional. Si estás en peligro o piensas en hacerte daño, contacta de inmediato con el número de emergencias de tu zona o con una línea de crisis de tu país.',
      ],
    },
    {
      heading: 'Preocupaciones de salud',
      paragraphs: [
        'Si tienes cualquier preocupación sobre tu salud física o mental, busca la ayuda de un profesional cualificado. Nunca retrases, cambies ni interrumpas un tratamiento por algo que hayas leído en Luna.',
      ],
    },
  ],
}
