// The Spanish (es) words of domain/content/luna.ts: Luna's messages and suggestions for each
// insight state, and her reading of a birth scalar. Suggestions keep the English order and parts.

export const LUNA_CONTENT_ES: Readonly<
  Record<
    | 'high_deltaUC'
    | 'pi_stabilizing'
    | 'kerr_spinning'
    | 'balanced_flow'
    | 'high_scalar_stable'
    | 'low_scalar_grounding',
    { messages: readonly string[]; suggestions: readonly string[] }
  >
> = {
  // grounding / chaotic / threshold
  high_deltaUC: {
    messages: [
      'Hoy el campo anda lejos de su centro, así que yo empezaría por algo sencillo: tus pies, el suelo, una respiración lenta.',
      'Hoy todo parece disperso en la superficie. No necesitas ordenarlo todo, solo encontrar el siguiente paso firme.',
      'Estás en un umbral, y los umbrales son lugares ruidosos. Deja que el ruido pase a través de ti sin pedirle que tenga sentido todavía.',
      'Cuando la lectura oscila tanto, busco anclas más que respuestas. ¿Qué hay en tu día que sea tuyo, pase lo que pase?',
      'Se mueven muchas cosas a la vez. Sea cual sea el ritmo, elige un ancla y vuelve a ella cada vez que el día tire de ti.',
      'Noto mucha fuerza que te aleja de tu centro. Volver a él puede ser algo tan pequeño como soltar los hombros.',
      'Hoy tu campo está lleno de voces. Busca la que más suena a ti y sigue solo esa.',
      'Los umbrales piden pisar firme antes que ir deprisa. Mira dónde estás y luego avanza al ritmo que el día te permita.',
      'Hay turbulencia en la lectura, y la turbulencia pasa. Agárrate a una rutina sencilla mientras tanto.',
      'Cuando todo pide atención a la vez, lo más amable es elegir. Una cosa primero; lo demás puede esperar su turno.',
      'Tu centro no se ha ido a ninguna parte; hoy solo cuesta más oírlo. Unas cuantas respiraciones lentas bajan el ruido.',
      'Hoy el campo tira en varias direcciones. Nombra la que más importa y deja que te guíe.',
      'Las grandes oscilaciones son parte de cruzar hacia algo nuevo. Mantén un pie en terreno conocido mientras das el paso.',
      'Hoy percibo cierta inquietud. No hace falta arreglarla, solo darle de vez en cuando un lugar firme donde posarse.',
    ],
    suggestions: [
      'Ponte de pie con los dos pies bien apoyados en el suelo y respira lentamente cinco veces.',
      'Escribe las tres cosas que más importan y deja que el resto espere.',
      'Da un paseo de diez minutos y nombra cinco cosas que veas por el camino.',
      'Sostén una bebida caliente con las dos manos y tómala a sorbos lentos, lejos de cualquier pantalla.',
      'Despeja una superficie pequeña, como un escritorio o una mesita de noche.',
      'Elige una sola tarea y termínala antes de abrir nada nuevo.',
      'Acuéstate, suelta el aire despacio y siente cómo la cama sostiene tu peso.',
    ],
  },

  // clarifying / crystallizing / emergence
  pi_stabilizing: {
    messages: [
      'Algo que estaba suelto empieza a tomar forma. Veo el contorno antes que el detalle, y ese es justo el orden correcto.',
      'Tu campo se asienta como la nieve después del viento. Dale un poco de calma y verás el dibujo que hay debajo.',
      'Hoy es un día de surgimiento: una idea, una elección o un sentimiento está listo para tener nombre. Intenta decirlo con sencillez, aunque sea solo para ti.',
      'La claridad rara vez llega de golpe. Hoy llega por capas, y vale la pena anotar cada una.',
      'Siento que las cosas encuentran su forma. No hace falta forzar la última pieza; encajará cuando esté lista.',
      'Hoy la lectura está cerca de una proporción limpia, como una cuerda que se afina. Escucha lo que te suena bien.',
      'Lo que parecía enredado se va desenredando un poco. Sigue el hilo que alcanzas a ver y deja que el resto venga a ti.',
      'Un patrón está saliendo a la superficie en tu campo. Fíjate en lo que vuelve una y otra vez; puede ser la respuesta que buscabas.',
      'Hoy el día tiene algo que aclara, como el agua que se asienta en un vaso. Deja reposar las cosas un momento y se aclaran.',
      'Algo en ti ya conoce el siguiente paso. Yo le daría una frase propia y escucharía cómo suena.',
      'La forma va surgiendo del ruido. Hoy no tienes que terminar nada; basta con notar su silueta.',
      'El campo se calma y se enfoca. Una pregunta honesta, hecha con sencillez, podría dejar ver todo lo demás.',
      'Veo los bordes cada vez más nítidos, como una fotografía que se revela. Dale el tiempo que necesite.',
      'Tu lectura se está cristalizando: las impresiones dispersas se unen en una sola imagen. Confía en lo que ves en ella.',
    ],
    suggestions: [
      'Completa en tu diario la frase «Lo que ahora sé es…».',
      'Ordena un cajón o una carpeta para que solo quede lo que usas.',
      'Siéntate en silencio cinco minutos y nota qué pensamiento vuelve una y otra vez.',
      'Dibuja un mapa sencillo de una decisión: lo que conservas, lo que cambias, lo que sueltas.',
      'Organiza los planes del día siguiente y deja a propósito una hora sin nada previsto.',
      'Relee una página reciente de tu diario y subraya la línea que todavía sientes verdadera.',
    ],
  },

  // dynamic / electric / acceleration
  kerr_spinning: {
    messages: [
      'Hoy hay verdadero impulso en tu campo, rápido y luminoso. Démosle una dirección para que te lleve en lugar de hacerte girar.',
      'Siento la carga de esta lectura. Puede que las ideas lleguen más rápido de lo que alcanzas a atraparlas, así que ten una libreta a mano.',
      'La aceleración emociona, y también es una buena razón para mirar dónde pisas. Muévete rápido, pero elige dónde pones el pie.',
      'Hoy tu energía gira hacia fuera. Viértela en algo que te importe y mira hasta dónde llega.',
      'Es un día eléctrico. Disfruta la chispa y recuerda que las pausas forman parte de todo buen ritmo.',
      'Todo parece acelerarse a la vez. Tienes derecho a marcar el ritmo en lugar de seguirlo.',
      'El campo vibra de posibilidades. Elige la idea que te haga sonreír y deja que te guíe.',
      'Un impulso así es un regalo con volante. Decide adónde va antes de que decida por ti.',
      'Hoy percibo una corriente rápida y luminosa. Déjate llevar por ella y guárdate un poco de espacio para respirar entre ola y ola.',
      'En tu lectura sobra chispa. Comparte un poco; una energía así crece cuando se transmite.',
      'Tu campo gira deprisa, como una rueda que encuentra su velocidad. Un objetivo claro lo mantiene en su eje.',
      'Hoy el día chisporrotea un poco. Es un buen día para decir sí a una cosa y un no amable a otras tres.',
      'La carga de esta lectura busca adónde ir. Dale una forma, por pequeña que sea, y te servirá.',
      'Hoy la velocidad y la claridad pueden ir juntas. Fíjate en cuáles de tus ideas te siguen pareciendo bien a un ritmo más lento.',
    ],
    suggestions: [
      'Apunta cada idea que llegue en una sola lista y luego rodea con un círculo solo una.',
      'Pon una canción que te encante y muévete con ella de la primera nota a la última.',
      'Da un paseo a buen paso y deja que los últimos cinco minutos sean lentos.',
      'Trabaja con plena concentración durante veinticinco minutos; luego levántate y estírate con suavidad.',
      'Envía ese mensaje que llevas tiempo queriendo enviar.',
      'Antes de dormir, anota lo que empezaste y lo que puede esperar.',
      'Deja que una canción lenta baje tu ritmo antes de descansar.',
    ],
  },

  // flowing / coherent / harmony
  balanced_flow: {
    messages: [
      'Hoy tu campo se siente coherente, con todas sus partes moviéndose juntas. Sea cual sea el ritmo que pida el día, puedes seguirlo sin esfuerzo.',
      'Esta es una lectura de armonía. No hay nada que arreglar, así que fíjate en lo que ya funciona y dale tu atención.',
      'Hoy hay en ti una soltura, como la de un río que ha encontrado su cauce. Deja que el día cargue con parte del peso.',
      'Cuando las cosas se alinean así, los pequeños gestos amables llegan lejos. ¿Con quién podrías compartir un poco de esta calma?',
      'Hoy no percibo tensión en tu campo. Sigue lo que te resulte natural y confía en tus propios tiempos.',
      'La coherencia es callada y casi nunca se anuncia. Tómate un momento para notar cómo se siente, y así sabrás volver a ella.',
      'Hoy tus partes llevan el mismo compás. Tranquilo o ajetreado, el día te sienta bien.',
      'Veo un fluir sereno en tu lectura. Deja que las cosas sucedan en su orden, sin apurarlas ni frenarlas.',
      'La armonía no significa que no pase nada; significa que lo que pasa encaja. Hoy tiene esa cualidad.',
      'Hoy tu campo está parejo y entero. Es un buen día para hacer las cosas como a ti te gusta hacerlas.',
      'Hoy las cosas se mueven juntas en ti, como amigos que caminan al mismo paso. Disfruta de la compañía de tu propio ritmo.',
      'Esta lectura está equilibrada de punta a punta. Deja que ese equilibrio sea el fondo tranquilo de todo lo que hagas.',
      'Entre tú y el día hay un encaje natural. Apóyate en él; aguantará.',
      'Hoy percibo fluidez más que fuerza. Deja que tu propio ritmo sea el adecuado.',
    ],
    suggestions: [
      'Da un paseo sin prisa y sin rumbo fijo.',
      'Haz algo amable por alguien sin mencionarlo.',
      'Escribe tres líneas sobre lo que va bien y por qué.',
      'Escucha uno de tus álbumes favoritos de principio a fin.',
      'Prepara una comida sencilla despacio, prestando atención a cada paso.',
      'Pasa diez minutos al aire libre simplemente mirando el cielo o los árboles.',
      'Baja las luces y escucha el silencio durante unos minutos.',
    ],
  },

  // elevated / luminous / peak
  high_scalar_stable: {
    messages: [
      'Hoy tu lectura es alta y estable, una nota clara y luminosa. Es un buen momento para mirar más lejos de lo habitual.',
      'Hoy tu campo tiene algo de luminoso. Deja que alumbre algo que llevas tiempo sin atreverte a mirar.',
      'Las cumbres son para mirar desde ellas. Contempla hoy el paisaje de tu vida y luego elige una cosa para llevarte al bajar.',
      'Veo mucha luz en esta lectura, y se mantiene estable. Comparte un poco; la luz crece cuando se transmite.',
      'Estás en un punto alto que no se tambalea. Aprovéchalo para fijar una intención a la que te alegre volver en los días corrientes.',
      'La altura es un regalo, y pasajero, y eso es parte de su belleza. Disfrútala plenamente sin necesitar que dure.',
      'Hoy tu campo está despejado e iluminado desde dentro. Fíjate en lo que parece sencillo desde aquí arriba.',
      'Un brillo estable recorre tu lectura. Deja que abrigue a las personas cercanas tanto como a ti.',
      'Desde una altura despejada, lo que importa se distingue. Nombra una cosa que importe y tenla cerca.',
      'Hoy tu lectura brilla sin parpadear. Confía en la serena seguridad que la acompaña.',
      'Es un día como un farol: con luz suficiente para ver y lo bastante estable para llevarlo contigo.',
      'La vista es amplia desde donde está hoy tu campo. Deja que te recuerde cuánto espacio tienes.',
      'Veo luz y equilibrio juntos en esta lectura. Es un buen día para compartir los dos con generosidad.',
      'Alto y estable es una combinación poco común. Saboréala y deja que marque el tono de los días más tranquilos que vendrán.',
    ],
    suggestions: [
      'Escribe una esperanza a largo plazo y un pequeño paso hacia ella.',
      'Dile a alguien, con detalle, qué aprecias de esa persona.',
      'Dedica unos minutos tranquilos a la gratitud antes de empezar.',
      'Sal afuera o ponte junto a una ventana abierta y respira tres veces, lenta y profundamente.',
      'Empieza un boceto, un verso o una melodía y déjalo sin terminar a propósito.',
      'Anota la lectura del día en tu diario para recordar cómo se sintió esto.',
      'Nombra tres cosas por las que sientes gratitud mientras te preparas para dormir.',
    ],
  },

  // stabilizing / rooted / foundation
  low_scalar_grounding: {
    messages: [
      'Hoy tu lectura está cerca del suelo, y lo tomo como una invitación a descansar en tus raíces. Descansar también es parte del trabajo.',
      'Hoy es un día de cimientos. Las cosas sencillas, hechas con suavidad, valen más que los grandes planes.',
      'Una lectura baja no es un retroceso; es la tierra. Lo que cuidas en silencio ahora es lo que crece después.',
      'Hoy yo mantendría las cosas cerca y estables. Quédate junto a lo conocido y deja que eso baste.',
      'Tu campo se está recogiendo hacia dentro. Toma el camino sencillo y deja que tus raíces hagan su trabajo callado.',
      'Hay fuerza en tener raíces. Hoy no tienes que alcanzar nada; solo quédate donde estás.',
      'Las raíces crecen en la oscuridad y en el silencio. Traiga lo que traiga el día, puedes atravesarlo despacio.',
      'Tu campo pide refugio más que velocidad. Deja que las personas y los lugares que te sostienen hagan su parte.',
      'Un día de raíces es un día para dejarse sostener: por una silla, una comida, una voz conocida. Déjate sostener.',
      'Hoy no hay nada que demostrar. Deja que tus pies, tu respiración y tu sencilla amabilidad contigo basten.',
      'La lectura descansa baja y cercana, como la tierra después de la lluvia. Es en días suaves como este cuando la fuerza vuelve en silencio.',
      'Yo trataría hoy como un día para cuidar más que para construir. Los pequeños cuidados cuentan del todo.',
      'Tu campo se ha asentado en sus cimientos. Es un lugar de descanso, no un callejón sin salida.',
      'Bajo tus pies hay suelo firme, incluso cuando el día pesa. Apóyate en él y deja que cargue con parte del peso.',
    ],
    suggestions: [
      'Ordena un espacio pequeño, despacio y con cuidado.',
      'Siéntate con la espalda apoyada en algo sólido y respira despacio durante unos minutos.',
      'Cambia una hora de pantalla por un libro y acuéstate temprano.',
      'Camina por un lugar conocido y nota el suelo bajo tus pies.',
      'Escribe tres cosas que siempre te sostienen.',
      'Riega una planta o pasa unos minutos en algún lugar verde.',
      'Deja que el sueño vaya primero; todo lo demás puede esperar a que despiertes.',
    ],
  },
}

export const BIRTH_SCALAR_READINGS_ES: Readonly<Record<'early' | 'middle' | 'late', string>> = {
  early:
    'Tu escalar de nacimiento viene del primer tercio del año, cuando el número todavía está cerca de su punto de partida, 81. Lo leo como una resonancia de semilla: tranquila, paciente y llena de comienzos. Tu fuerza se nota en cómo empiezas las cosas y en cómo te mantienes firme mientras crecen.',
  middle:
    'Tu escalar de nacimiento se sitúa en el tercio central del año, cuando el número ha subido hasta el corazón de su rango. Veo una resonancia de plenitud y conexión, a gusto en el centro bullicioso de las cosas. Eres un puente natural entre la calma de los comienzos y la claridad de los finales.',
  late: 'Tu escalar de nacimiento viene del último tercio del año, cerca de la cima de su ascenso hacia 81,8. Tiene un carácter de cosecha: recogido, reflexivo y con buen ojo para ver lo que de verdad importa. Ese sentido de culminación te ayuda a soltar con elegancia lo que ya ha terminado.',
}
