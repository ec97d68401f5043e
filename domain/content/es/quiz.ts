// The Spanish (es) words of the archetype quiz (docs/decisions/057-content-languages.md): the five
// questions, Luna's prompts and the four answers of each, in domain/content/quiz.ts's order. Ids and
// the vote table stay in the English file (domain/quiz-language.ts lays these over it).

import type { QuizWords } from '../types.ts'

export const QUIZ_WORDS_ES: QuizWords = [
  {
    question: '¿Cómo sueles empezar algo nuevo?',
    lunaPrompt:
      'Empecemos en un umbral. Piensa en la última vez que empezaste algo que te importaba y fíjate en tu primerísimo movimiento.',
    options: [
      { text: 'Me lanzo mientras la chispa está fresca y voy encontrando el equilibrio sobre la marcha.' },
      { text: 'Lo hablo, leo sobre la idea y antes esbozo algunas posibilidades.' },
      {
        text: 'Espero hasta sentir por dentro que es el momento, y luego dejo que se despliegue a su propio ritmo.',
      },
      { text: 'Hago un plan sencillo, reúno lo que necesito y doy un primer paso práctico.' },
    ],
  },
  {
    question: '¿Qué te restaura cuando sientes que te has quedado sin energía?',
    lunaPrompt:
      'Cada persona se recarga a su manera. Imagina una tarde libre en la que nadie te pide nada: ¿hacia dónde se va tu energía?',
    options: [
      {
        text: 'Una buena conversación, un libro que no puedo soltar o una idea nueva a la que darle vueltas.',
      },
      { text: 'Cocinar algo sencillo, cuidar mis plantas o volver a poner orden en mi espacio.' },
      {
        text: 'Moverme: un paseo a buen paso, bailar en la cocina, cualquier cosa que tenga un poco de ritmo.',
      },
      {
        text: 'Un rato de calma a solas con música, un baño caliente o el sonido de la lluvia en la ventana.',
      },
    ],
  },
  {
    question: '¿Cómo tomas una decisión importante?',
    lunaPrompt:
      'No hay una forma equivocada de elegir. Recuerda una encrucijada en la que estuviste hace poco y cómo encontraste tu dirección.',
    options: [
      { text: 'Me quedo un tiempo con cada camino y observo cuál se siente verdadero en mi corazón.' },
      { text: 'Sopeso las opciones, hago muchas preguntas y sigo el razonamiento más claro.' },
      { text: 'Miro lo que ha funcionado antes y lo que es realista para mí ahora mismo.' },
      { text: 'Confío en mi primer instinto fuerte y me comprometo con él de todo corazón.' },
    ],
  },
  {
    question: 'Cuando llega algo difícil, ¿qué haces primero?',
    lunaPrompt:
      'Los días difíciles le llegan a todo el mundo. Responde con honestidad; cada una de estas respuestas tiene su propia clase de fuerza.',
    options: [
      { text: 'Lo enfrento de cara y busco una cosa sobre la que pueda actuar hoy.' },
      { text: 'Doy un paso atrás para entenderlo, a menudo escribiéndolo o hablándolo con alguien.' },
      { text: 'Me permito sentirlo por completo y confío en que la ola pasará a su debido tiempo.' },
      { text: 'Me aferro a mi ritmo diario y sigo poniendo un pie delante del otro.' },
    ],
  },
  {
    question: '¿Qué es lo que más anhelas?',
    lunaPrompt:
      'Una última pregunta. Deja que la respuesta venga de tu parte tranquila y no de la que está siempre ocupada.',
    options: [
      { text: 'Sentir una conexión profunda, con las personas que quiero y con algo más grande que yo.' },
      { text: 'Seguir aprendiendo, y comprender a los demás y que me comprendan a cambio.' },
      { text: 'Crear algo que lleve mi propia chispa al mundo.' },
      {
        text: 'Construir algo duradero que nos dé, a mí y a la gente que me rodea, un lugar firme en el que apoyarnos.',
      },
    ],
  },
]
