// The Spanish (es) words of domain/content/themes.ts: Luna's answer to each theme heard in a person's words.
// THEME_WORDS and BEDTIME_WORDS are patterns that already match Spanish: they stay in the English file.

import type { Theme } from '../../heard-model.ts'

/**
 * THEME_ANSWERS: each English `suits(parts, text)` answer's text, at the same index. The parts of the
 * day an answer suits are the English item's (`THEME_ANSWERS[theme][i].parts`).
 */
export const THEME_ANSWERS_ES: Readonly<Record<Theme, readonly string[]>> = {
  crisis: [
    'Gracias por contármelo. No tienes que cargar con esto a solas: por favor, habla ahora con alguien de confianza o con una línea de ayuda; en esta página aparece una cerca de ti. Si estás en peligro, llama al número de emergencias de tu zona.',
    'Me alegra mucho que lo hayas dicho. Lo que sientes importa, y ahora mismo lo más importante es hablar con una persona: alguien de confianza o una de las líneas de ayuda de esta página. Si crees que podrías actuar según estos pensamientos, llama ahora al número de emergencias de tu zona.',
  ],
  grief: [
    'Lo siento muchísimo. Perder a alguien a quien querías pesa mucho, y ahora mismo no tienes que hacer nada con ello. Deja que sea tan triste como es.',
    'Es una pérdida real. El duelo es aquello en lo que se convierte el cariño cuando alguien ya no está; trátate con la misma ternura con la que tratarías a alguien a quien quieres.',
    'Siento mucho tu pérdida. Todavía no tienes que encontrarle sentido. Deja que la gente que te rodea te cuide.',
    'Hay días que cargan con más de lo que nadie debería soportar. Estoy aquí contigo, y no se te pide nada más.',
  ],
  illness: [
    'Encontrarse mal gasta mucha energía. Deja que el descanso sea lo principal, y pide ayuda con todo lo demás.',
    'Siento que no te encuentres bien. Tu cuerpo está ocupado reponiéndose: dale agua, calor y todo el descanso que te pida.',
    'Sentirse mal lo hace todo más difícil. Mientras te recuperas, nada más tiene que salir bien; cuidarte es suficiente.',
  ],
  conflict: [
    'Suena difícil. Un choque se queda un tiempo en el cuerpo; deja que tu respiración se calme antes de decidir qué decir, si es que quieres decir algo.',
    'Un conflicto con alguien que te importa sacude todo el día. No tienes que resolverlo ahora mismo; dales primero un poco de tiempo a los sentimientos.',
    'Entiendo que salió mal. Es normal sentirte mal después. Cuando tengas fuerzas, una frase sincera hará más que una respuesta larga.',
  ],
  exhaustion: [
    'Eso era mucho que cargar. Tu cuerpo ha hecho su parte; deja que el descanso vaya primero y que todo lo demás espere su turno.',
    'Sentir este cansancio después de todo eso es simplemente humano. Come algo caliente, bebe agua y permítete parar.',
    'Has dado muchísimo. Duerme bien cuando puedas: el resto del mundo puede esperar hasta que despiertes.',
    'Ya has hecho suficiente. Deja que las luces se apaguen y que el sueño se encargue a partir de aquí.',
  ],
  worry: [
    'Tiene sentido que eso te inquiete. Escribe la preocupación en una sola línea; en el papel suele parecer más pequeña de lo que se siente.',
    'La preocupación intenta protegerte. Nombra la única parte que está en tus manos, y deja el resto al otro lado de la puerta por ahora.',
    'La incertidumbre cansa. Elige el siguiente paso pequeño y concreto, haz solo eso, y deja que la pregunta grande espere.',
    'Las preocupaciones suenan más fuerte al final del día. Pon esta por escrito para que pueda esperar hasta que hayas descansado; entonces se verá más de su tamaño real.',
  ],
  loneliness: [
    'La soledad pesa. Un mensaje corto a alguien que te cae bien, aunque sea solo un hola, puede abrir una puerta.',
    'Me alegra que me lo hayas contado. La soledad dice más del momento que de ti; vale la pena acercarse a ti.',
    'A estas horas, la soledad puede parecer más grande. Ten cerca algo amable, una voz, una canción, una luz, y cuando despiertes, escríbele a una persona.',
  ],
  pride: [
    'Bien hecho. Permítete sentir orgullo un momento antes de que lo siguiente te reclame.',
    'Eso merece una celebración. Dilo en voz alta, para ti o para alguien que te vaya a aplaudir.',
    'Lo has hecho tú. Deja que cuente: escríbelo, para que un día más difícil pueda recordarlo.',
  ],
  gratitude: [
    'Una gratitud así merece guardarse. Si puedes, díselo a esa persona: también significará algo para ella.',
    'Qué bueno que te hayas fijado en eso. Sostenlo una respiración más; es tuyo y puedes quedártelo.',
    'Gracias por compartirlo. Fijarnos en lo que nos ayuda es la manera de volver a encontrarlo.',
  ],
  joy: [
    'Qué bonito oír eso. Deja que dure un momento más: nota dónde lo sientes.',
    'Me alegro. Los buenos momentos crecen cuando se comparten, así que cuéntaselo a alguien.',
    'Qué buena noticia. No hace falta hacer nada con ella; disfrútala mientras está aquí.',
  ],
  love: [
    'Parece que hoy hay personas que te importan, y que tú les importas a ellas. Quédate con eso.',
    'Una cercanía así merece notarse. Deja que sea lo que recuerdes de hoy.',
    'Ese cariño es real. Dale las gracias a alguien que forma parte de él.',
  ],
}
