// The Spanish (es) words of domain/content/day-words.ts: the day's headline, lean-into and go-easy-on
// items, focus and intentions. Each list keeps the English order; an item's parts of the day are the English item's.

import type { PartOfDay } from '../../dates.ts'
import type { EnergyLevel } from '../../day-tide.ts'
import type { Theme } from '../../heard-model.ts'

/** DAY_HEADLINES: by the day's energy and the part of the day the words suit, five each. */
export const DAY_HEADLINES_ES: Readonly<Record<EnergyLevel, Readonly<Record<PartOfDay, readonly string[]>>>> =
  {
    low: {
      morning: [
        'Hoy pide menos: empieza despacio y deja que unos pasos pequeños y amables sean todo el plan.',
        'Hoy es una marea lenta: mantén la mañana ligera y deja que el descanso cuente como avance.',
        'Hoy se inclina hacia dentro: atiende primero lo básico y deja que las decisiones grandes esperen un día.',
        'Hoy es un día para refugiarse: menos planes, horas más cálidas y nada que tengas que demostrar.',
        'Hoy avanza a ritmo de paseo: elige una sola cosa para la mañana y deja que eso sea suficiente.',
      ],
      afternoon: [
        'Hoy pide menos: si la tarde se te hace pesada, es el día el que habla, no un fallo tuyo.',
        'Hoy es una marea lenta: recorta la lista de la tarde a lo que de verdad te necesita.',
        'Hoy se inclina hacia dentro: una hora tranquila ahora hará más que un empujón.',
        'Hoy es de aguas bajas: fíjate en lo que necesitas antes de dar nada más.',
        'Hoy descansa entre olas: deja que la tarde recupere lo que gastaron los últimos días.',
      ],
      evening: [
        'Hoy pide menos, y el atardecer puede dárselo: una cena sencilla, una luz suave, parar pronto.',
        'Hoy es una marea lenta: que el atardecer sea cálido y sin prisas.',
        'Hoy se inclina hacia dentro: ciérralo con suavidad, sin nada más que demostrar.',
        'Hoy es de aguas bajas: deja que el atardecer te recargue antes que cualquier otra cosa.',
        'Hoy descansa entre olas: deja que el atardecer complete el descanso.',
      ],
      night: [
        'Tu día se lee tranquilo y hacia dentro: a esta hora, dormir es el plan más amable.',
        'Tu día es una marea lenta: que esta hora sea para descansar, y deja las listas para después.',
        'Tu día pide menos: baja las luces y dale a tu cuerpo el descanso que te está pidiendo.',
        'Tu día es de aguas bajas: ahora no hay nada que decidir, solo descansar.',
        'Tu día descansa entre olas: deja que el sueño haga su trabajo silencioso.',
      ],
    },
    moderate: {
      morning: [
        'Hoy es un día parejo y estable: bueno para las cosas de siempre hechas con cuidado.',
        'Hoy se mantiene en un punto medio sereno: sigue tu propio ritmo y empieza por lo que tienes delante.',
        'Hoy es un buen día de trabajo: elige una cosa que importe y avanza en ella de verdad.',
        'Hoy hace un tiempo estable: un día para cumplir las promesas que ya hiciste.',
        'Hoy mantiene un rumbo sereno: sigue con lo que ya está en marcha y deja que se tome su tiempo.',
      ],
      afternoon: [
        'Hoy es un día parejo y estable: mantén el ritmo de la tarde y termina lo que tienes delante.',
        'Hoy se mantiene en un punto medio sereno: ni un empujón ni una pausa, solo lo siguiente que sea útil.',
        'Hoy es un día sencillo y útil: ordena un rincón de tu vida y disfruta de cómo se siente.',
        'Hoy va por el centro de la corriente: sigue tu rutina y fíjate en lo que te devuelve.',
        'Hoy hace un tiempo estable: buena tarde para cumplir una promesa que hiciste.',
      ],
      evening: [
        'Hoy es un día parejo y estable: deja que el atardecer mantenga ese ritmo tranquilo.',
        'Hoy se mantiene en un punto medio sereno: termina una cosa pequeña y deja el resto como está.',
        'Hoy es un buen día de trabajo: ciérralo con algo sencillo que disfrutes.',
        'Hoy mantiene un rumbo sereno: un atardecer corriente, vivido con cuidado, es suficiente.',
        'Hoy hace un tiempo estable: fíjate en una cosa que te dio antes de descansar.',
      ],
      night: [
        'Tu día se lee parejo y estable: que esta hora sea para descansar, y confía en que se sostiene.',
        'Tu día se mantiene en un punto medio sereno: ahora no hay nada que empezar; el sueño mantiene el ritmo.',
        'Tu día mantiene un rumbo sereno: deja a un lado los últimos pensamientos y que la hora sea tranquila.',
        'Tu día tiene un tiempo estable: a esta hora, lo más estable es descansar.',
        'Tu día va por el centro de la corriente: deja que el sueño te lleve, sin nada más que hacer.',
      ],
    },
    high: {
      morning: [
        'Hoy trae un pequeño impulso extra: buena mañana para empezar algo o compartir una idea.',
        'Hoy tiene viento a favor: usa la mañana para algo que llevas tiempo queriendo empezar.',
        'Hoy es un día luminoso y dispuesto: busca a alguien, crea algo o di eso que te has estado guardando.',
        'Hoy favorece un primer borrador: empieza sin esperar a que todo esté listo y dale forma después.',
        'Hoy tiene brío: mueve el cuerpo y después haz avanzar un plan un paso.',
      ],
      afternoon: [
        'Hoy trae un pequeño impulso extra: dedica la tarde a una conversación que has ido posponiendo.',
        'Hoy tiene viento a favor: aún hay tiempo para que un plan avance un paso de verdad.',
        'Hoy es un día de pequeños síes: prueba la ruta nueva, el plato nuevo, la idea nueva.',
        'Hoy se abre hacia fuera: buena tarde para compartir aquello en lo que estás trabajando.',
        'Hoy sube con facilidad: dedica ese impulso a algo que agradecerás la semana que viene.',
      ],
      evening: [
        'Hoy trae un pequeño impulso extra: deja que el atardecer lo convierta en buena compañía o en una buena cena.',
        'Hoy tiene viento a favor: apunta lo que hizo avanzar y deja que el atardecer sea tranquilo.',
        'Hoy es un día luminoso y dispuesto: llama a alguien que te cae bien y luego deja que el día se vaya apagando.',
        'Hoy se abre hacia fuera: le sienta bien un atardecer con gente con la que disfrutas.',
        'Hoy sube con facilidad: anota la idea que te dio, para que se guarde hasta que la necesites.',
      ],
      night: [
        'Tu día se lee luminoso y dispuesto: si las ideas no te dejan dormir, escríbelas y deja que esperen.',
        'Tu día tiene viento a favor, y las buenas ideas se conservan: que esta hora sea tranquila.',
        'Tu día trae un pequeño impulso extra: úsalo ahora para ir bajando el ritmo con calma.',
        'Tu día sube con facilidad: una mente encendida también puede descansar, así que baja el brillo de las pantallas y déjala.',
        'Tu día es luminoso y dispuesto: termínalo con cariño, con una cosa que agradezcas.',
      ],
    },
    peak: {
      morning: [
        'Hoy va luminoso y abierto: elige una cosa que importe y dale tus mejores horas.',
        'Hoy está bien despierto: un día para un primer paso audaz, con alguna pausa para mantener los pies en la tierra.',
        'Hoy es marea alta: lanza el proyecto, envía el mensaje, haz la llamada.',
        'Hoy arde con una llama clara: haz primero lo valiente, mientras la mañana está de tu lado.',
        'Hoy hay lugar para algo grande: nómbralo en voz alta y da su primer paso de verdad.',
      ],
      afternoon: [
        'Hoy va luminoso y abierto: aún queda tiempo para darle a una cosa toda tu atención.',
        'Hoy va lleno de impulso: apunta la tarde hacia un solo objetivo en vez de repartirla entre muchos.',
        'Hoy es generoso: comparte lo que tienes y deja que alguien participe en tus planes.',
        'Hoy va a toda vela: pon rumbo a lo que te importa y deja pasar lo demás.',
        'Hoy es marea alta: si un mensaje o una llamada importan, esta tarde es buen momento para ello.',
      ],
      evening: [
        'Hoy va luminoso y abierto: dedica lo que queda de él a la gente que quieres.',
        'Hoy va lleno de impulso: anota lo que puso en marcha y luego deja que el atardecer sea sereno.',
        'Hoy es generoso: regala algo de su brillo a alguien en tu mesa o al teléfono.',
        'Hoy va a toda vela: llévalo a puerto con suavidad, con una buena cena y parando pronto.',
        'Hoy arde con una llama clara: celebra una cosa que te dio y luego empieza a bajar el ritmo.',
      ],
      night: [
        'Tu día se lee radiante: a esta hora, lo más valiente es descansar bien.',
        'Tu día va lleno de impulso: deja que descanse contigo; los planes que hagas ahora seguirán ahí cuando despiertes.',
        'Tu día va luminoso y abierto: escribe lo que te da vueltas y luego deja el resto al sueño.',
        'Tu día va a toda vela: echa el ancla, descansa y deja que el viento espere.',
        'Tu día es generoso: guarda algo de esa calidez para ti, y descansa.',
      ],
    },
  }

/**
 * LEAN_INTO: each English `suits(parts, text)` item's text, at the same index. The parts of the day
 * an item suits are the English item's (`LEAN_INTO[level][i].parts`).
 */
export const LEAN_INTO_ES: Readonly<Record<EnergyLevel, readonly string[]>> = {
  low: [
    'Descanso, comidas sencillas y acostarte temprano',
    'Una tarea pequeña bien terminada',
    'Un rato tranquilo a solas o con alguien con quien estés a gusto',
    'Rutinas que no te piden nada nuevo',
    'Una bebida caliente y diez minutos sin pantallas',
    'Decir que no a una cosa, con amabilidad',
    'Estirarte despacio antes de acostarte',
    'Luces bajas y el teléfono en otra habitación',
    'Dormir todo lo que tu cuerpo pida',
    'Una ducha caliente y sábanas limpias',
    'Un desayuno sin prisa, sentándote a la mesa',
    'Un descanso corto después de comer, aunque sean diez minutos',
  ],
  moderate: [
    'Trabajo constante en lo que ya está en marcha',
    'Escuchar con atención en las conversaciones',
    'Atar cabos sueltos',
    'Un paseo a tu propio ritmo',
    'Cumplir una promesa que te hiciste',
    'Cocinar algo sencillo desde cero',
    'Una hora de trabajo sin interrupciones',
    'Un buen libro y acostarte a tu hora de siempre',
    'Apuntar en una nota la primera tarea del día siguiente',
    'Devolver las cosas a su sitio',
    'Dejar que tus pensamientos se asienten antes de dormir',
    'Una hora tranquila con las luces bajas',
    'Un rato tranquilo con alguien con quien estés a gusto',
    'Un desayuno sereno y sin prisas',
  ],
  high: [
    'Empezar la tarea a la que llevas tiempo dando vueltas',
    'Compartir una idea con alguien que la vaya a disfrutar',
    'Mover el cuerpo a un ritmo animado',
    'Trabajo creativo con el teléfono en otra habitación',
    'Hacer la pregunta que te has estado guardando',
    'Probar algo que nunca has hecho',
    'Invitar a alguien a sumarse a un plan',
    'Buena compañía y una buena cena',
    'Anotar las ideas que todavía te dan vueltas',
    'Música que te encanta mientras te relajas',
    'Estiramientos suaves para que la energía se asiente',
    'Una taza de algo caliente y sin cafeína',
  ],
  peak: [
    'Un primer paso audaz hacia algo que importa',
    'Dar las gracias, de forma generosa y concreta, a la gente que te rodea',
    'Pensar en grande y ponerlo por escrito con palabras sencillas',
    'Hacer algo de principio a fin, de una sentada',
    'Tomar la iniciativa cuando el momento lo pida',
    'Una caminata larga o salir a correr mientras haya luz',
    'Decir que sí a la invitación que te ilusiona',
    'Celebrar algo pequeño con alguien a quien quieres',
    'Unas líneas sobre lo que el día removió en ti',
    'Dejar que la agitación se calme con una respiración lenta',
    'Un baño o una ducha caliente para bajar la energía',
    'Contarle a alguien cercano qué hizo tan bueno el día',
  ],
}

/** GO_EASY_ON: each English item's text, at the same index (its parts of the day are the English item's). */
export const GO_EASY_ON_ES: Readonly<Record<EnergyLevel, readonly string[]>> = {
  low: [
    'Grandes decisiones y conversaciones difíciles',
    'Planes apretados y trasnochar',
    'Comparar tu ritmo con el de los demás',
    'Leer las noticias justo antes de dormir',
    'Prometer más de lo que cabe en el día',
    'Pasar pantallas sin fin cuando podrías estar durmiendo',
    'El café a última hora del día',
    'Una lista de tareas más larga que la mañana',
  ],
  moderate: [
    'Empezar tres cosas nuevas a la vez',
    'Decir que sí a todo lo que te pidan',
    'Ir con prisas',
    'Mirar los mensajes entre tarea y tarea',
    'Juzgar un día tranquilo como un día perdido',
    'Un episodio más cuando el cansancio ya ha llegado',
    'Repasar conversaciones una y otra vez en la cama',
  ],
  high: [
    'Comprometerte de más porque el día parece fácil',
    'Saltarte las pausas entre un arranque de energía y otro',
    'Hablar antes de haber escuchado',
    'Empezar más de lo que puedes terminar esta semana',
    'No dejar tiempo para comer bien',
    'Empezar un proyecto nuevo a estas horas',
    'Pantallas en la cama',
    'Trasnochar para aprovechar la energía',
  ],
  peak: [
    'Repartirte entre demasiados planes',
    'Promesas que tus días corrientes no pueden cumplir',
    'Olvidarte de comer, beber agua y descansar',
    'Decidir por los demás',
    'Trasnochar para que la sensación no se acabe',
    'Grandes decisiones tomadas cuando podrías estar durmiendo',
    'Contestar mensajes en la cama',
  ],
}

/** DAY_FOCUS: the day's focus, by its energy. */
export const DAY_FOCUS_ES: Readonly<Record<EnergyLevel, readonly string[]>> = {
  low: [
    'Descanso y pequeñas amabilidades',
    'Cuidar lo básico',
    'Ser amable contigo',
    'Mantener las cosas sencillas',
  ],
  moderate: [
    'Avance constante y cotidiano',
    'Tu propio ritmo',
    'Terminar lo que está en marcha',
    'Cumplir tus promesas',
  ],
  high: ['Seguir lo que te eleva', 'Compartir tus ideas', 'Apertura a lo nuevo', 'Impulso creativo'],
  peak: [
    'Una cosa que importa',
    'Generosidad con tu energía',
    'Valentía bien dirigida',
    'Una visión de conjunto clara',
  ],
}

/**
 * DAY_INTENTIONS: the intention, by the day's energy. English "Today, I…" is "Hoy…" with the verb in
 * the first person and no comma (natural Spanish): every line starts with "Hoy ".
 */
export const DAY_INTENTIONS_ES: Readonly<Record<EnergyLevel, readonly string[]>> = {
  low: [
    'Hoy dejo que el descanso cuente como avance y mantengo pequeñas mis promesas.',
    'Hoy voy despacio, cuido lo que tengo cerca y confío en que lo suave es suficiente.',
    'Hoy me trato con el cuidado que le daría a alguien querido que está cansado.',
  ],
  moderate: [
    'Hoy soy fiel a mi propio ritmo y dejo que las cosas pequeñas salgan bien.',
    'Hoy hago con cuidado lo siguiente que sea útil, y dejo que eso baste.',
    'Hoy sigo mi propio paso y me fijo en lo que me devuelve.',
  ],
  high: [
    'Hoy le doy mi chispa extra a una cosa que importa y dejo que lo demás espere su turno.',
    'Hoy digo que sí a lo que me eleva y lo comparto con alguien.',
    'Hoy sigo mi impulso adonde me lleve, con alguna pausa de vez en cuando.',
  ],
  peak: [
    'Hoy dedico mi brillo a lo que más me importa y dejo pasar lo demás.',
    'Hoy recibo mi energía con un objetivo claro y un corazón generoso.',
    'Hoy dejo que la luz del día sostenga una cosa valiente y bien elegida.',
  ],
}

/** THEME_INTENTIONS: the intention of a day whose words carried a theme. */
export const THEME_INTENTIONS_ES: Readonly<Record<Theme, string>> = {
  crisis: 'Hoy busco a alguien y dejo que me ayude a cargar con esto.',
  grief: 'Hoy dejo que el duelo sea tan grande como es, y dejo que los demás sean amables conmigo.',
  illness: 'Hoy dejo que mi cuerpo se reponga y pido la ayuda que necesito.',
  conflict: 'Hoy les doy tiempo a los sentimientos difíciles antes de responderles.',
  exhaustion: 'Hoy pongo el descanso primero y dejo que todo lo demás espere su turno.',
  worry: 'Hoy sostengo lo que me toca sostener y dejo el resto a un lado.',
  loneliness: 'Hoy me acerco a una persona, aunque sea con un simple hola.',
  pride: 'Hoy dejo que lo que hice cuente, y lo disfruto.',
  gratitude: 'Hoy me fijo en lo que me ayuda y doy las gracias por ello.',
  joy: 'Hoy dejo que lo bueno sea bueno, sin pasar de largo con prisa.',
  love: 'Hoy les hago saber a las personas que me importan que me importan.',
}
