// The Spanish words of domain/content/theory.ts: UBT, the symbolic model behind Luna's states and
// stability index, shown on the codex page and built into /UBT.pdf.

import type { LongDocument } from '../documents.ts'

export const THEORY_ES: LongDocument = {
  title: 'UBT: la Teoría Unificada de la Base (un marco experimental)',
  subtitle:
    'El modelo simbólico que hay detrás de los seis estados de Luna y de su índice de estabilidad. Una metáfora para la reflexión: no es física, no es ciencia validada y no es medicina.',
  sections: [
    {
      heading: 'Lee esto primero',
      paragraphs: [
        'UBT es el conjunto de reglas que Luna usa para convertir un número en un estado de ánimo. Toma prestadas palabras de la física y de las matemáticas, como divergencia, giro y el nombre del físico Roy Kerr, porque son buenas imágenes de cómo puede sentirse un día: centrado, a la deriva, asentándose, girando. El préstamo se queda en las palabras. UBT no es una teoría física, no se ha probado ni validado como ciencia y no describe nada que ocurra en tu cuerpo ni en tu cerebro.',
        'Tampoco es un recurso médico. Nada en ella puede detectar, explicar ni tratar una afección, y ninguna de sus cifras debe guiar una decisión sobre salud, dinero o seguridad. Léela como leerías las reglas de un juego de cartas que da pie a una buena conversación: precisa en sus propias jugadas, modesta con respecto al mundo.',
      ],
    },
    {
      heading: 'La línea neutra y los códigos del escalar',
      paragraphs: [
        'Toda lectura parte de un escalar ξ, un número cercano a 81. El modelo trata 81 como la línea neutra, un ancla elegida sin significado físico, y se pregunta a qué distancia de ella queda cada lectura y en qué dirección.',
        'Para una visión general, el escalar también se clasifica en ocho códigos, de S1 a S8. Las lecturas habituales caen en S4, S5 o S6; los códigos exteriores existen para que el modelo quede definido para cualquier número que reciba.',
      ],
      bullets: [
        'S1: por debajo de 78.',
        'S2: desde 78 hasta 79.',
        'S3: desde 79 hasta 80.',
        'S4: desde 80 hasta 81.',
        'S5: desde 81 hasta 82.',
        'S6: desde 82 hasta 84.',
        'S7: desde 84 hasta 85.',
        'S8: 85 o más.',
      ],
    },
    {
      heading: 'deltaUC: la distancia a la línea neutra',
      paragraphs: [
        'deltaUC es la medida con la que el modelo indica cuánto se ha alejado una lectura del 81 neutro, sea cual sea el lado en que quede. Es la diferencia absoluta entre el escalar y 81, dividida entre 10, más una pequeña medida de inquietud que aporta la fase de la ventana: ninguna en una Cámara de Eco, algo en un Ascenso de Resonancia y la mayor en un Campo de Volatilidad. Una base de 81,5 en una ventana de Cámara de Eco tiene un deltaUC de 0,05. La escala está elegida para que las lecturas habituales, entre 80 y 83, caigan a ambos lados de los umbrales de abajo, y para que días distintos lleguen a estados distintos en lugar de compartir todo el mundo uno solo.',
        'Como imagen, deltaUC es la distancia de un barco a su amarre. Cerca de cero, el barco descansa en el muelle; por encima de 0,15, el modelo habla de un umbral, un día lo bastante alejado como para que lo primero sea encontrar suelo firme.',
      ],
    },
    {
      heading: 'Divergencia π: cuánto se desvía el ritmo',
      paragraphs: [
        'El círculo es la imagen más antigua de un ciclo perfecto, y π es su emblema. El modelo enrolla el escalar alrededor de un círculo multiplicándolo por π, y deja que la distancia de la estimación Schumann a su referencia de 7,83 Hz gire el círculo un poco más. La divergencia π es el punto donde cae la lectura: 0 en la cresta del ciclo, 1 en su valle. Por la multiplicación por π, incluso un cambio de unas centésimas mueve la lectura alrededor del círculo, lo que la convierte en la más cambiante de las tres medidas.',
        'Una divergencia π baja (0,2 o menos) se lee como cristalización: impresiones dispersas que se asientan en una forma clara. superPiDivergence es el nombre que el índice de estabilidad da a esta misma cifra.',
      ],
    },
    {
      heading: 'Potenciación de Kerr: la imagen del giro',
      paragraphs: [
        'En 1963, el matemático Roy Kerr describió el espacio alrededor de un agujero negro en rotación. UBT toma de ese trabajo solo la imagen: un centro que gira y arrastra al movimiento todo lo que tiene cerca. La potenciación de Kerr es la medida del impulso de una lectura en el modelo. Empieza en 1, que significa ningún giro añadido, y crece con el giro de la fase de la ventana (el mayor, en Ascenso de Resonancia), con el doble de la distancia de la estimación Schumann a 7,83 Hz y, un poco, con los decimales más finos del escalar.',
        'kerrDelta es la misma cifra tal como la leen las reglas de los estados, y a partir de 1,2 marca el paso a la aceleración. Cuando se lee una frecuencia en lugar de un escalar, los mismos tres indicadores se activan con pruebas más sencillas: delta alto cuando la distancia del escalar a 81, dividida entre 10, supera 0,5; estabilización π cuando la frecuencia está a menos del 10 % de la referencia de 528 Hz; casi Kerr por encima de 700 Hz.',
      ],
    },
    {
      heading: 'El índice de estabilidad',
      paragraphs: [
        'El índice de estabilidad reúne las tres medidas en una sola cifra entre 0 y 100. Parte de 100 y resta una suma ponderada:',
        'índice de estabilidad = 100 - (deltaUC × 100 + superPiDivergence × 50 + |kerrEnhancement - 1| × 30)',
        'El resultado se limita al intervalo de 0 a 100 y se redondea a un número entero; en el raro caso de que baje hasta 0, la tarjeta muestra 50 en su lugar, un punto medio neutro en vez de una lectura vacía. Los pesos dicen que la distancia a la línea neutra es lo que más importa, después el ritmo y, por último, el giro.',
        'Dos ejemplos. Con deltaUC 0,08, superPiDivergence 0,2 y potenciación de Kerr 1,1, el índice es 100 - (8 + 10 + 3) = 79. Con deltaUC 0,3, superPiDivergence 0,6 y potenciación de Kerr 1,5, es 100 - (30 + 30 + 15) = 25.',
      ],
      bullets: [
        '75 o más (verde): estable.',
        'De 50 a 74 (amarillo): levemente agitado.',
        'De 25 a 49 (naranja): inquieto.',
        'Por debajo de 25 (rojo): mucho en movimiento.',
      ],
    },
    {
      heading: 'Los seis estados de Luna',
      paragraphs: [
        'A partir de las medidas anteriores y del código del escalar, Luna elige uno de seis estados. Cada estado tiene una o más condiciones. Cuando encajan varios estados, gana el que tiene más condiciones, un empate se resuelve a favor del estado que aparece antes en la lista de abajo, y balanced_flow (flujo equilibrado) es el estado de reserva cuando no encaja ninguno. Cada estado tiene su propio tono, su propio ánimo y su propia etiqueta, y su propia biblioteca de mensajes y sugerencias.',
      ],
      bullets: [
        'high_deltaUC (tono enraizante, ánimo caótico, etiqueta umbral) se aplica cuando deltaUC es 0,15 o más.',
        'pi_stabilizing (tono clarificador, ánimo en cristalización, etiqueta surgimiento) se aplica cuando la divergencia π es 0,2 o menos.',
        'kerr_spinning (tono dinámico, ánimo eléctrico, etiqueta aceleración) se aplica cuando kerrDelta es 1,2 o más.',
        'balanced_flow (tono fluido, ánimo coherente, etiqueta armonía) se aplica cuando deltaUC es como máximo 0,1, la divergencia π como máximo 0,25 y kerrDelta como máximo 1,15.',
        'high_scalar_stable (tono elevado, ánimo luminoso, etiqueta cumbre) se aplica cuando el código del escalar es S6, S7 o S8 y deltaUC es como máximo 0,12.',
        'low_scalar_grounding (tono estabilizador, ánimo arraigado, etiqueta cimiento) se aplica cuando el código del escalar es S1, S2 o S3.',
      ],
    },
    {
      heading: 'Memoria y cambio',
      paragraphs: [
        'El modelo tiene una memoria corta. Después de cada lectura, el navegador guarda la etiqueta y el escalar. En la lectura siguiente, Luna compara: la misma etiqueta y el mismo escalar significan que el campo sigue siendo constante; una etiqueta nueva significa que algo ha cambiado, y unos pocos cambios concretos, como de caótico a coherente o de arraigado a luminoso, tienen notas propias. El cambio se trata como una noticia, nunca como un problema.',
        'La fase de la ventana vincula el modelo con el tiempo. Una lectura en una ventana de Cámara de Eco se mantiene cerca de la base, una ventana de Ascenso de Resonancia la eleva por encima y una ventana de Campo de Volatilidad la hace bajar por debajo, y cada una de ellas tiñe las medidas anteriores.',
      ],
    },
    {
      heading: 'Lo que UBT no es',
      paragraphs: [
        'Dicho una vez más, con claridad: UBT es una metáfora hecha de números. No es física, no ha sido validada por ningún estudio científico y no afirma nada sobre campos de energía, cuerpos, salud ni el futuro. Sus magnitudes no tienen unidades físicas y ningún instrumento podría medirlas.',
        'Tampoco es asesoramiento médico ni psicológico. Un índice de estabilidad bajo no es un síntoma, y uno alto no es señal de bienestar; ambos son invitaciones a la reflexión. Si algo en tu vida necesita cuidado, un profesional cualificado es la persona adecuada a quien preguntar. Usado así, como un espejo lúdico y honesto, el marco puede ser una compañía agradable para fijarte en tus días.',
      ],
    },
  ],
}
