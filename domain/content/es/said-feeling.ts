// What the check-in says after it is made, in Spanish (domain/content/feelings.ts, checkInSentence): the
// feeling said, as a whole sentence, and which way today's baseline moved. Apart from feelings.ts so
// that the app loads only these (web/src/features/checkin/check-in-sentence.tsx).

/**
 * saidFeeling as whole sentences ("You said you feel anxious."): entry i is the sentence for
 * EMOTIONAL_DESCRIPTORS[i] (look the English descriptor up by its index; 'Supported' has the same
 * sentence at 21 and 49). No gender is needed in any of them.
 */
export const SAID_FEELING_ES: readonly string[] = [
  // 1–16 Challenge/Crisis
  'Dijiste que te sientes al límite.',
  'Dijiste que te sientes sin esperanza.',
  'Dijiste que te sientes en pedazos.',
  'Dijiste que sientes pánico.',
  'Dijiste que te sientes sin salida.',
  'Dijiste que tienes el corazón roto.',
  'Dijiste que te sientes sin fuerzas.',
  'Dijiste que te sientes sin rumbo.',
  'Dijiste que te sientes al margen.',
  'Dijiste que sientes ansiedad.',
  'Dijiste que te sientes sin energía.',
  'Dijiste que sientes cansancio.',
  'Dijiste que sientes frustración.',
  'Dijiste que te sientes frágil.',
  'Dijiste que sientes inquietud.',
  'Dijiste que sientes incertidumbre.',
  // 17–32 Neutral/Recovery
  'Dijiste que te sientes a media luz.',
  'Dijiste que te sientes sensible.',
  'Dijiste que vas con cautela.',
  'Dijiste que te sientes neutral.',
  'Dijiste que te sientes en reposo.',
  'Dijiste que sientes que tienes apoyo.',
  'Dijiste que te sientes más estable.',
  'Dijiste que sientes sosiego.',
  'Dijiste que sientes alivio.',
  'Dijiste que te sientes en paz con lo que hay.',
  'Dijiste que te sientes paciente.',
  'Dijiste que te sientes en calma.',
  'Dijiste que te sientes con fuerzas renovadas.',
  'Dijiste que te sientes con los pies en la tierra.',
  'Dijiste que sientes esperanza.',
  'Dijiste que te sientes con el corazón abierto.',
  // 33–48 Active Growth
  'Dijiste que sientes curiosidad.',
  'Dijiste que te sientes con buena disposición.',
  'Dijiste que te sientes en marcha.',
  'Dijiste que te sientes con ánimo.',
  'Dijiste que te sientes capaz.',
  'Dijiste que te sientes con la mente enfocada.',
  'Dijiste que te sientes con ganas.',
  'Dijiste que sientes confianza.',
  'Dijiste que te sientes con energía.',
  'Dijiste que sientes que tienes un propósito.',
  'Dijiste que sientes la creatividad despierta.',
  'Dijiste que sientes inspiración.',
  'Dijiste que te sientes con fuerza interior.',
  'Dijiste que te sientes con valor.',
  'Dijiste que sientes entusiasmo.',
  'Dijiste que sientes que estás floreciendo.',
  // 49–64 Peak Flow
  'Dijiste que te sientes en conexión.',
  'Dijiste que sientes que tienes apoyo.',
  'Dijiste que sientes gratitud.',
  'Dijiste que te sientes alegre.',
  'Dijiste que te sientes en armonía.',
  'Dijiste que te sientes vibrante.',
  'Dijiste que te sientes radiante.',
  'Dijiste que te sientes vital.',
  'Dijiste que te sientes libre.',
  'Dijiste que te sientes con luz propia.',
  'Dijiste que te sientes plenamente presente.',
  'Dijiste que sientes una dicha plena.',
  'Dijiste que sientes asombro.',
  'Dijiste que te sientes trascendente.',
  'Dijiste que te sientes en comunión con todo.',
  'Dijiste que te sientes sin límites.',
]

/**
 * The second sentence of checkInSentence, by which way today's baseline moved: 'down' when
 * newBaseline < baseline, 'up' when newBaseline > baseline, else 'same'. The whole line is
 * `${SAID_FEELING_ES[i]} ${CHECK_IN_MOVED_ES[way]}`: two complete sentences, nothing glued inside one.
 */
export const CHECK_IN_MOVED_ES: Readonly<Record<'down' | 'up' | 'same', string>> = {
  down: 'La base de hoy baja un poco hasta medianoche, para que la lectura del día te encuentre donde estás.',
  up: 'La base de hoy sube un poco hasta medianoche, para acompañar el impulso que sientes.',
  same: 'La base de hoy se queda donde está: un sentimiento intermedio la deja como estaba.',
}
