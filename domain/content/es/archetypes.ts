// The Spanish (es) words of the 32 archetypes (docs/decisions/057-content-languages.md), in
// domain/content/archetypes.ts's order (entry k − 1 is archetype k): only the words people read. Ids,
// categories, numbers and tones stay in the English file (domain/archetypes-language.ts lays these over
// it). The elements' names are keyed by English's, each side of a pair ('Water/Fire') named alone.

import type { ArchetypeWords } from '../types.ts'

export const ARCHETYPE_WORDS_ES: ArchetypeWords = {
  archetypes: [
    {
      // 1: The Open Flame
      name: 'La Llama Abierta',
      description:
        'Llevas dentro a la vez el impulso de empezar y la paciencia de dejar que un comienzo tome forma. Las ideas te llegan como llegan la lluvia o el viento, y entiendes que un buen comienzo necesita tierra tanto como necesita una chispa.',
      lunaInterpretation:
        'Percibo en ti una fuerte corriente de iniciativa, y percibo que da lo mejor de sí cuando haces una pausa para dejar que el mundo responda antes de volver a empujar.',
      keywords: ['iniciativa', 'receptividad', 'comienzos', 'visión'],
      meaning:
        'Este patrón está aquí para empezar bien las cosas: une un primer paso audaz con la humildad de escuchar lo que ese paso pone en marcha.',
      shadowAspect:
        'Cuando la chispa se olvida de la tierra, puedes empezar más de lo que eres capaz de cuidar y acabar dispersándote por tu propio entusiasmo.',
    },
    {
      // 2: The Curious Apprentice
      name: 'El Aprendiz Curioso',
      description:
        'Aprendes dando el paso antes de sentir que estás a punto, y tu desorden inicial suele ser el borrador de algo bueno. Haces las preguntas que otros no se atreven a hacer por orgullo, y por eso creces más deprisa.',
      lunaInterpretation:
        'Percibo que estás en el primer capítulo, todavía desordenado, de algo nuevo. El enredo que sientes es el aspecto que tiene aprender visto desde dentro, no una señal de que elegiste mal.',
      keywords: ['aprendizaje', 'curiosidad', 'humildad', 'comienzos'],
      meaning:
        'Convierte la torpeza de empezar en una práctica de aprendizaje y mantiene vivas tus ganas de aprender mientras todo sigue enredado.',
      shadowAspect:
        'Con prisa por entenderlo todo a la vez, puedes hacer la misma pregunta una y otra vez sin detenerte lo suficiente para escuchar la respuesta.',
    },
    {
      // 3: The Patient Tide
      name: 'La Marea Paciente',
      description:
        'Sabes que algunas cosas no se pueden apresurar y que muchas discusiones se suavizan cuando se les da tiempo. Te mantienes firme sin alzar la voz, esperando el momento en que una conversación pueda escucharse de verdad.',
      lunaInterpretation:
        'Percibo que te estás guardando algo hasta que el momento se sienta adecuado. Esa paciencia es una fortaleza real, siempre que nunca se endurezca hasta volverse silencio.',
      keywords: ['paciencia', 'el momento justo', 'confianza', 'diplomacia'],
      meaning: 'Enseña el arte del momento justo: esperar sin ansiedad y discrepar sin necesidad de ganar.',
      shadowAspect:
        'La espera puede deslizarse en silencio hacia la evasión y dejar una tensión sin nombrar mucho después de que su momento haya llegado y pasado.',
    },
    {
      // 4: The Circle Keeper
      name: 'La Guardiana del Círculo',
      description:
        'Eres quien se da cuenta de quién falta en la mesa y, sin decir nada, pone otro plato. Pones orden en los esfuerzos compartidos, no dando órdenes, sino ayudando a que todo el mundo se sienta parte del mismo propósito.',
      lunaInterpretation:
        'Percibo que las personas a tu alrededor se apoyan en tu firmeza más de lo que dicen. También percibo que es hora de dejar que el círculo te sostenga a ti durante un tiempo.',
      keywords: ['pertenencia', 'lealtad', 'orden', 'comunidad'],
      meaning:
        'Este patrón reúne a las personas y los esfuerzos en torno a un objetivo común, para que nadie tenga que cargar sin ayuda con todo el peso.',
      shadowAspect:
        'Mientras mantienes unido a todo el mundo, puedes olvidar que también tienes permiso para apoyarte en el grupo que has reunido.',
    },
    {
      // 5: The Light-Footed Diplomat
      name: 'El Diplomático de Paso Ligero',
      description:
        'Te mueves por situaciones delicadas con tacto, ajustando las cosas de formas pequeñas y precisas en lugar de forzar grandes cambios. Tu influencia es callada y acumulativa, como el viento que da nueva forma a una duna grano a grano.',
      lunaInterpretation:
        'Percibo que ahora mismo estás pisando un terreno delicado, y ahí confío más en tu toque ligero que en cualquier gran gesto.',
      keywords: ['tacto', 'cortesía', 'sutileza', 'contención'],
      meaning:
        'Muestra cómo los gestos pequeños y constantes y una conducta cuidadosa pueden mover lo que la fuerza nunca movería.',
      shadowAspect:
        'Demasiada cautela puede hacerte andar de puntillas alrededor de algo que merece una palabra clara y amable.',
    },
    {
      // 6: The Tranquil Harbor
      name: 'El Puerto Tranquilo',
      description:
        'Eres un lugar donde los demás pueden descansar: estable cuando la vida fluye con facilidad, y más estable aún cuando se detiene. Sabes que las temporadas de calma y las temporadas de pausa forman parte por igual de una vida plena, y recibes cada una con las manos abiertas.',
      lunaInterpretation:
        'Te doy la bienvenida; me alegra que estés aquí. Percibo en ti un puerto en calma, lo bastante amplio para acoger por igual los días fáciles y los días quietos.',
      keywords: ['paz', 'acogida', 'equilibrio', 'estabilidad'],
      meaning:
        'Ofrece un centro en calma desde el que cualquier temporada, fluida o estancada, puede recibirse sin prisa ni alarma.',
      shadowAspect:
        'Como amas tanto la calma, podrías alisar un cambio que necesita ocurrir y llamar paz a ese silencio.',
    },
    {
      // 7: The Generous Host
      name: 'La Anfitriona Generosa',
      description:
        'Reúnes a la gente alrededor de un fuego compartido, y eres más feliz cuando lo que tienes lo disfrutan muchas personas. Tu calidez es de mano abierta: mides tu riqueza por cuántas personas alcanza.',
      lunaInterpretation:
        'Percibo en ti un brillo generoso que crece cuanto más lo compartes. Guarda también un poco de ese calor para ti.',
      keywords: ['compañerismo', 'generosidad', 'abundancia', 'calidez'],
      meaning:
        'Este patrón convierte la abundancia personal, ya sea de tiempo, de habilidad o de atención, en una pertenencia que otros pueden compartir.',
      shadowAspect:
        'La generosidad puede volverse una manera de que te necesiten, hasta que das con tanta libertad que pierdes de vista lo que de verdad quieres.',
    },
    {
      // 8: The Quiet Drummer
      name: 'El Tambor Sereno',
      description:
        'Mantienes un ritmo constante que eleva a los demás sin pedir que nadie lo note. Tu alegría es real y contagiosa, y aun así nunca necesitas ser el centro de atención para sentirla.',
      lunaInterpretation:
        'Percibo en ti un entusiasmo sereno, de ese que mueve una sala entera sin alzar la voz.',
      keywords: ['modestia', 'ritmo', 'alegría', 'ánimo'],
      meaning:
        'Lleva la energía al mundo con los pies en la tierra, para que la inspiración sirva al grupo y no al ego.',
      shadowAspect:
        'La modestia puede convertirse en encogerte, de modo que contienes tu propia chispa por si alguien piensa que estás presumiendo.',
    },
    {
      // 9: The Gentle Mender
      name: 'La Reparadora Gentil',
      description:
        'Tienes un don para adaptarte a lo que pide cada situación y para reparar en silencio lo que otros dejaron roto. Sigues la corriente de un momento antes de intentar cambiarla, y por eso tus arreglos suelen durar.',
      lunaInterpretation:
        'Percibo que ha llegado tu momento de reparar algo antiguo. Lo harás mejor si primero escuchas cómo llegó a romperse.',
      keywords: ['reparación', 'adaptabilidad', 'renovación', 'escucha'],
      meaning:
        'Restaura lo que se ha vuelto rancio o se ha roto, en amistades, hábitos o espacios compartidos, trabajando a favor de la veta de las cosas.',
      shadowAspect:
        'Siempre con ganas de arreglar, puedes cargar con reparaciones que nunca te tocaba hacer a ti.',
    },
    {
      // 10: The Clear-Eyed Sage
      name: 'El Sabio de Mirada Clara',
      description:
        'Lees los patrones desde cierta distancia y luego te acercas con cuidado, ofreciendo perspectiva cuando se desea. La gente nota que de verdad la has mirado antes de hablar.',
      lunaInterpretation:
        'Percibo que estás en una temporada de observar y darte cuenta. Lo que ves ahora te mostrará exactamente dónde acercarte.',
      keywords: ['perspectiva', 'observación', 'calidez', 'sabiduría'],
      meaning:
        'Este patrón une la observación clara con un acercamiento cálido, para que la comprensión llegue como una ofrenda y no como un veredicto.',
      shadowAspect:
        'Quedarte en el mirador puede mantenerte a una distancia segura, mirando la vida más que tomando parte en ella.',
    },
    {
      // 11: The Honest Artisan
      name: 'La Artesana Honesta',
      description:
        'Atraviesas la confusión con una honestidad decidida, y después das a lo que queda una forma cuidada y bella. En ti se encuentran la verdad y el oficio: dices lo que es, y lo dices bien.',
      lunaInterpretation:
        'Hoy percibo en ti un filo limpio y decidido. Deja que la gracia que pones en cómo se ven y se sienten las cosas lo suavice al llegar.',
      keywords: ['claridad', 'decisión', 'oficio', 'belleza'],
      meaning:
        'Resuelve lo que está atascado con franqueza y luego da forma a lo que sigue con cuidado y buen ojo.',
      shadowAspect:
        'Una claridad afilada puede sonar a juicio, y el pulido puede convertirse en una forma de esconder lo que aún no está terminado.',
    },
    {
      // 12: The Returning Gardener
      name: 'El Jardinero que Regresa',
      description:
        'Sabes dejar caer las cosas cuando termina su temporada y volver a empezar desde lo que queda. La pérdida no te desestabiliza por mucho tiempo, porque has visto muchas veces cómo el verde vuelve a la tierra desnuda.',
      lunaInterpretation:
        'Percibo que algo en tu vida se está despejando, y debajo percibo el primer brote pequeño de un regreso.',
      keywords: ['soltar', 'ciclos', 'resiliencia', 'regreso'],
      meaning:
        'Honra los finales como el abono de los comienzos: suelta con limpieza y vuelve a lo esencial.',
      shadowAspect:
        'Confiando en que cada final se renovará por sí solo, podrías saltarte la tristeza que te ayudaría a soltar de verdad.',
    },
    {
      // 13: The Unscripted Pioneer
      name: 'La Pionera sin Guion',
      description:
        'Actúas desde una sinceridad limpia y sin ensayar, y debajo hay una profunda reserva de fuerza que has ido construyendo durante años. Se puede confiar en tu espontaneidad porque la sostiene la disciplina.',
      lunaInterpretation:
        'Hoy percibo en ti una energía honesta y espontánea, respaldada por mucha más fuerza acumulada de la que sueles admitir.',
      keywords: ['sinceridad', 'espontaneidad', 'disciplina', 'fuerza'],
      meaning:
        'Este patrón deja que los impulsos genuinos lleven la delantera, mientras la práctica constante mantiene útil su poder.',
      shadowAspect:
        'Cuando la sinceridad corre por delante de la preparación, puedes perseguir cada impulso nuevo y cansarte antes de que empiece el trabajo de verdad.',
    },
    {
      // 14: The Nourishing Pillar
      name: 'El Pilar que Nutre',
      description:
        'Te aseguras de que todo el mundo esté alimentado, de comida, de atención y de ánimo por igual, y a menudo cargas con más peso del que nadie ve. Tu fuerza está en cómo nutres; tu crecimiento, en darte cuenta de cuándo la viga está sobrecargada.',
      lunaInterpretation:
        'Percibo que ahora mismo sostienes muchísimo. Alimentarte bien, en todos los sentidos, es parte de sostenerlo bien.',
      keywords: ['alimento', 'cuidado', 'responsabilidad', 'resistencia'],
      meaning:
        'Sostiene a personas y proyectos a través de aquello con lo que los alimentas, eligiendo las palabras y los hábitos que de verdad nutren.',
      shadowAspect:
        'Cargando demasiado en silencio, puedes doblarte bajo un peso que nunca has dicho en voz alta.',
    },
    {
      // 15: The Deepwater Lantern
      name: 'La Linterna de Aguas Profundas',
      description:
        'Has atravesado aguas profundas y has salido con la capacidad de iluminar el camino a otras personas. Sostienes juntas la profundidad y la claridad: sientes las cosas por completo sin dejar de ver lo que es verdad.',
      lunaInterpretation:
        'Percibo que has pasado por corrientes fuertes y has mantenido tu luz encendida. Esa luz es más firme de lo que crees.',
      keywords: ['profundidad', 'claridad', 'valentía', 'entrega'],
      meaning:
        'Atraviesa la dificultad con una atención constante y deja que lo aprendido allí se convierta en luz para los demás.',
      shadowAspect:
        'Como conoces tan bien las profundidades, podrías sumergirte a solas en cada dificultad cuando una luz compartida haría el camino más fácil.',
    },
    {
      // 16: The Constant Companion
      name: 'El Compañero Constante',
      description:
        'Las personas te conmueven y tú las conmueves a ellas, y lo que empieza en ti como atracción suele crecer hasta convertirse en algo duradero. Crees que un vínculo sigue vivo gracias a pequeñas renovaciones constantes.',
      lunaInterpretation:
        'Percibo una lealtad profunda en tu manera de conectar. Los lazos que cuidas ahora son de los que pueden durar.',
      keywords: ['conexión', 'compromiso', 'constancia', 'ternura'],
      meaning:
        'Este patrón convierte la influencia mutua en lazos duraderos a base de estar presente, una y otra vez, con el paso del tiempo.',
      shadowAspect:
        'Como valoras la constancia, puedes mantener una rutina mucho después de que haya dejado de servir a las personas que viven dentro de ella.',
    },
    {
      // 17: The Composed Strategist
      name: 'La Estratega Serena',
      description:
        'Tienes una fuerza real, y sabes que usarla bien a veces significa dar un paso atrás. Eliges tus momentos y guardas tu energía para lo que de verdad importa en lugar de gastarla en cada desafío.',
      lunaInterpretation:
        'Percibo en ti una gran fuerza que no tiene nada que demostrar. Dar un paso atrás ahora mismo puede ser tu movimiento más poderoso.',
      keywords: ['fuerza', 'discernimiento', 'serenidad', 'reserva'],
      meaning: 'Usa el poder con sabiduría: sabe cuándo avanzar y cuándo retirarse con dignidad.',
      shadowAspect:
        'La retirada puede volverse una costumbre de distancia, que guarda tu fuerza para un momento al que nunca dejas llegar.',
    },
    {
      // 18: The Rising Ember
      name: 'La Brasa Ascendente',
      description:
        'Avanzas con constancia, como la luz de la mañana sobre una colina, y cuando las circunstancias se oscurecen sabes mantener tu brillo protegido y hacia dentro. Tu luz no depende de que te vean.',
      lunaInterpretation:
        'Percibo en ti una luz que sigue subiendo incluso cuando tiene que viajar en silencio. Nada en ella se ha apagado.',
      keywords: ['progreso', 'resplandor', 'discreción', 'perseverancia'],
      meaning:
        'Este patrón te mantiene en movimiento tanto en temporadas luminosas como oscuras: comparte la luz abiertamente donde es bienvenida y la guarda con sabiduría donde no lo es.',
      shadowAspect:
        'Cuando tu luz tiene que quedarse oculta un tiempo, puedes empezar a creer que se ha ido y olvidar lo lejos que ya te ha llevado.',
    },
    {
      // 19: The Kind Translator
      name: 'El Traductor Amable',
      description:
        'Entiendes cómo funcionan de verdad los hogares y los equipos, y tienes mucha habilidad para tender puentes entre personas que ven el mundo de forma distinta. Donde otros solo encuentran oposición, tú encuentras el lenguaje común que hay debajo.',
      lunaInterpretation:
        'Percibo que estás entre dos puntos de vista. Confío en tu don para encontrar palabras que ambas partes puedan escuchar.',
      keywords: ['familia', 'comunicación', 'comprensión', 'puentes'],
      meaning:
        'Mantiene sanos los vínculos cercanos traduciendo las diferencias en comprensión en lugar de en distancia.',
      shadowAspect: 'De tanto traducir para otros, podrías suavizar tu propia opinión hasta que desaparezca.',
    },
    {
      // 20: The Winding River
      name: 'El Río Sinuoso',
      description:
        'Enfrentas los obstáculos como el agua enfrenta la piedra: te detienes, rodeas y, tarde o temprano, encuentras el paso. Cuando por fin llega el alivio, dejas que sea limpio y generoso: perdonas pronto y sigues adelante.',
      lunaInterpretation:
        'Percibo que has estado empujando contra algo que no se mueve. Percibo también que ya se está formando un camino para rodearlo.',
      keywords: ['flexibilidad', 'perdón', 'ingenio', 'alivio'],
      meaning:
        'Este patrón encuentra el paso a través de los bloqueos con flexibilidad y deja que el alivio llegue sin guardar rencor.',
      shadowAspect:
        'Con tanta práctica en rodear obstáculos, puedes evitar la única conversación honesta que los disolvería.',
    },
    {
      // 21: The Thoughtful Steward
      name: 'La Administradora Prudente',
      description:
        'Entiendes que a veces menos es más, y que recortar lo que sobra es lo que deja espacio para un crecimiento real. Sabes cuándo una temporada pide simplificar y cuándo pide invertir, y das y recibes en su justa medida.',
      lunaInterpretation:
        'Percibo que estás sopesando qué soltar y en qué invertir. Tu instinto para la medida justa es acertado.',
      keywords: ['sencillez', 'generosidad', 'medida', 'suficiencia'],
      meaning:
        'Cuida con sabiduría la energía, el tiempo y los recursos, y simplifica para dejar espacio a lo que de verdad enriquece.',
      shadowAspect:
        'Intentando que el equilibrio sea exacto, puedes pasarte el tiempo recontando lo que tienes y olvidarte de disfrutarlo.',
    },
    {
      // 22: The Bold Herald
      name: 'El Heraldo Audaz',
      description:
        'Alzas la voz cuando algo ha durado demasiado, y anuncias el cambio con valentía y justicia. También recibes lo inesperado de frente y reconoces cuándo un encuentro casual importa más de lo que parece al principio.',
      lunaInterpretation:
        'Percibo que un gran avance está cerca. Di lo que hay que decir y luego deja la puerta abierta a quien o a lo que llegue como respuesta.',
      keywords: ['avance', 'valentía', 'franqueza', 'encuentro'],
      meaning:
        'Este patrón saca a la luz con justicia las tensiones ocultas y recibe a quien llega con atención y buena fe.',
      shadowAspect:
        'Con ganas de resolver, puedes presionar para que se tome una decisión antes de que todas las personas implicadas estén en condiciones de oírla.',
    },
    {
      // 23: The Upward Grove
      name: 'La Arboleda que Crece',
      description:
        'Reúnes a la gente en torno a lo que importa y luego creces a su lado, despacio y con constancia, como un bosquecillo de árboles jóvenes. Tu progreso es orgánico: primero echa raíces, después se eleva.',
      lunaInterpretation:
        'Percibo un crecimiento constante y ascendente en ti y a tu alrededor, que avanza justo al ritmo que tus raíces pueden seguir.',
      keywords: ['reunión', 'crecimiento', 'arraigo', 'esfuerzo'],
      meaning: 'Hace crecer comunidades y metas poco a poco, con cada paso apoyado en el anterior.',
      shadowAspect:
        'Esperando a que todo el mundo te acompañe, podrías frenar tu propio crecimiento más tiempo del necesario.',
    },
    {
      // 24: The Hidden Spring
      name: 'El Manantial Escondido',
      description:
        'Sabes lo que es sentir que el espacio se estrecha a tu alrededor, y has aprendido a beber de una fuente interior que ninguna situación puede agotar. Otras personas acuden a ti para refrescarse, porque mantienes esa agua clara y la cuerda al alcance de la mano.',
      lunaInterpretation:
        'Percibo que últimamente quizá has sentido que te faltaba espacio. Tu manantial interior sigue corriendo, y está ahí cada vez que bajas el cubo.',
      keywords: ['recarga', 'fuente', 'esperanza', 'compartir'],
      meaning:
        'Este patrón mantiene al alcance una fuente de sentido profunda y fiable, para ti y para los demás, sobre todo cuando las circunstancias aprietan.',
      shadowAspect:
        'Cuando las cosas aprietan, puedes quedarte en silencio y esperar a solas a que pase, cuando nombrar la presión en voz alta te traería apoyo antes.',
    },
    {
      // 25: The Kindled Alchemist
      name: 'La Alquimista Encendida',
      description:
        'Percibes cuándo una vieja manera de hacer las cosas ha llegado a su fin, y tienes la voluntad de dejar que cambie por completo. Como una olla bien cuidada sobre el fuego, mantienes estable el calor del cambio hasta que de él sale algo que de verdad alimenta.',
      lunaInterpretation:
        'Percibo que en ti se está gestando un cambio real. Mantén el fuego parejo y confía en el recipiente que has construido para contenerlo.',
      keywords: ['transformación', 'reinvención', 'visión', 'integridad'],
      meaning:
        'Guía el cambio en el momento adecuado y le da un recipiente lo bastante fuerte como para convertirse en una renovación duradera.',
      shadowAspect:
        'Con tanto amor por la transformación, podrías derribar algo que solo necesitaba un ajuste.',
    },
    {
      // 26: The Unshaken Mountain
      name: 'La Montaña Imperturbable',
      description:
        'Las noticias repentinas y los cambios bruscos pasan a través de ti, y tienes una capacidad notable para volver después a la quietud. Algo puede sobresaltarte sin sacudirte de raíz.',
      lunaInterpretation:
        'Percibo que hace poco una sacudida recorrió tus días. También percibo en ti una quietud que esa sacudida no pudo alcanzar.',
      keywords: ['quietud', 'presencia', 'solidez', 'calma'],
      meaning:
        'Este patrón recibe las sorpresas desde un centro estable y encuentra en la quietud el momento justo para moverse.',
      shadowAspect:
        'Como valoras tanto la quietud, podrías quedarte inmóvil cuando una situación en realidad te está invitando a moverte.',
    },
    {
      // 27: The Unhurried Voyager
      name: 'El Viajero sin Prisa',
      description:
        'Creces por etapas, y respetas el proceso lento que convierte un comienzo en un hogar duradero. Cuando entras en acuerdos que no diseñaste tú, aportas gracia y paciencia en lugar de resentimiento.',
      lunaInterpretation:
        'Percibo que estás en medio de un despliegue lento. Cada pequeño paso que das está construyendo en silencio algo a tu medida.',
      keywords: ['desarrollo', 'adaptación', 'aplomo', 'etapas'],
      meaning:
        'Te lleva por las transiciones poco a poco y con dignidad, honrando cada etapa en lugar de correr hacia la última.',
      shadowAspect:
        'Adaptándote con elegancia a los planes de otras personas, podrías seguir aplazando lo que de verdad quieres.',
    },
    {
      // 28: The Noonday Wanderer
      name: 'La Caminante del Mediodía',
      description:
        'Sabes celebrar del todo un momento álgido, y también sabes viajar con poco equipaje, como en casa allí donde estés. Llevas tu luz por lugares desconocidos sin necesidad de poseerlos.',
      lunaInterpretation:
        'Percibo a tu alrededor un momento pleno y luminoso. Disfrútalo de todo corazón, y lleva su calidez con ligereza a lo que venga después.',
      keywords: ['abundancia', 'aventura', 'apertura', 'celebración'],
      meaning:
        'Este patrón saborea la plenitud sin aferrarse a ella y recibe lo desconocido con curiosidad y respeto.',
      shadowAspect:
        'Con la mirada siempre en el siguiente horizonte, puedes dejar un buen lugar antes de que tenga ocasión de convertirse en hogar.',
    },
    {
      // 29: The Laughing Breeze
      name: 'La Brisa Risueña',
      description:
        'Tu influencia es suave y persistente, como una brisa que poco a poco cambia el ambiente de una habitación, y tu alegría es de las que invitan a otros a entrar. Convences con calidez, humor y una amabilidad constante.',
      lunaInterpretation:
        'Percibo en ti una corriente ligera y alegre que llega más lejos de lo que imaginas. Mantenla suave y mantenla honesta.',
      keywords: ['alegría', 'suavidad', 'persuasión', 'humor'],
      meaning: 'Cambia las cosas con una persistencia suave y un disfrute compartido, no con presión.',
      shadowAspect:
        'Queriendo que todo el mundo se sienta bien, podrías mantener las cosas en la superficie cuando un momento pide profundidad.',
    },
    {
      // 30: The Measured Current
      name: 'La Corriente Mesurada',
      description:
        'Sabes deshacer la rigidez y la división, y ayudas a que las situaciones congeladas vuelvan a fluir; sabes también que todo caudal necesita orillas que lo guíen. Tu sentido de los límites sanos es lo que hace que tu apertura les resulte segura a los demás.',
      lunaInterpretation:
        'Percibo que estás aflojando algo que se había vuelto rígido. También percibo que sabes exactamente dónde van los bordes suaves.',
      keywords: ['límites', 'fluir', 'moderación', 'soltar'],
      meaning:
        'Este patrón trae fluidez donde las cosas están atascadas y límites sensatos donde se desbordan.',
      shadowAspect:
        'Oscilando entre soltar y contener, puedes ponerte reglas más estrictas de lo que nadie te ha pedido.',
    },
    {
      // 31: The Truthful Wren
      name: 'El Pajarillo Sincero',
      description:
        'Tu influencia descansa en una sinceridad interior: la gente confía en ti porque lo que dices y lo que eres coinciden. Prestas atención a las cosas pequeñas bien hechas, sabiendo que un cuidado modesto suele importar más que los grandes gestos.',
      lunaInterpretation:
        'Percibo en ti una veracidad tranquila que los demás pueden sentir. Hoy, los pasos pequeños y honestos son exactamente suficientes.',
      keywords: ['verdad', 'confianza', 'atención', 'detalle'],
      meaning:
        'Construye confianza de dentro hacia fuera y honra los pequeños detalles a través de los cuales el cuidado se vuelve real.',
      shadowAspect:
        'Con la atención puesta en hacer bien las cosas pequeñas, puedes dudar de ti más de lo que la situación requiere.',
    },
    {
      // 32: The Threshold Weaver
      name: 'La Tejedora del Umbral',
      description:
        'Te sientes a gusto en los umbrales: cierras un capítulo mientras ya intuyes el contorno del siguiente. Sabes que cada final es también un comienzo, y cuidas de ambos con el mismo esmero.',
      lunaInterpretation:
        'Percibo que estás entre un final y un comienzo. Honra lo que está completo, y deja que lo inacabado siga abierto un poco más.',
      keywords: ['culminación', 'transición', 'continuidad', 'atención plena'],
      meaning:
        'Este patrón da la misma atención a los finales y a los comienzos, para que lo terminado quede bien y lo que viene después empiece bien.',
      shadowAspect:
        'En pleno umbral, puedes seguir puliendo lo que ya está hecho, o apresurar lo que no lo está, en lugar de descansar en medio.',
    },
  ],
  elements: {
    Heaven: 'Cielo',
    Metal: 'Metal',
    Fire: 'Fuego',
    Wood: 'Madera',
    Air: 'Aire',
    Water: 'Agua',
    Mountain: 'Montaña',
    Earth: 'Tierra',
  },
}
