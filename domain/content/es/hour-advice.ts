// The Spanish (es) words of domain/content/hour-advice.ts: the alignment panel's message (the hour named, then
// what suits it), as whole sentences for every clock part of the day. No glue: see the comments below.

import type { AdviceWords, HourAdviceWords } from '../types.ts'

/**
 * HOUR_ADVICE: an hour in step with the day, by the day's energy and the part of the day the words must
 * fit (`fit`), two each in the English order; HOUR_ADVICE_ES[day][fit][i][part] is the message.
 */
export const HOUR_ADVICE_ES: HourAdviceWords = {
  low: {
    morning: [
      {
        morning: 'Esta mañana, empieza despacio y deja que una sola cosa pequeña baste por ahora.',
        afternoon: 'Esta tarde, empieza despacio y deja que una sola cosa pequeña baste por ahora.',
        evening: 'Este atardecer, empieza despacio y deja que una sola cosa pequeña baste por ahora.',
        night: 'Esta noche, empieza despacio y deja que una sola cosa pequeña baste por ahora.',
      },
      {
        morning: 'Esta mañana, que todo sea suave: primero lo básico, nada que demostrar.',
        afternoon: 'Esta tarde, que todo sea suave: primero lo básico, nada que demostrar.',
        evening: 'Este atardecer, que todo sea suave: primero lo básico, nada que demostrar.',
        night: 'Esta noche, que todo sea suave: primero lo básico, nada que demostrar.',
      },
    ],
    afternoon: [
      {
        morning: 'Esta mañana, deja que la hora sea más ligera que tu lista, y descansa donde puedas.',
        afternoon: 'Esta tarde, deja que la hora sea más ligera que tu lista, y descansa donde puedas.',
        evening: 'Este atardecer, deja que la hora sea más ligera que tu lista, y descansa donde puedas.',
        night: 'Esta noche, deja que la hora sea más ligera que tu lista, y descansa donde puedas.',
      },
      {
        morning: 'Esta mañana, una pausa corta hará más que un empujón.',
        afternoon: 'Esta tarde, una pausa corta hará más que un empujón.',
        evening: 'Este atardecer, una pausa corta hará más que un empujón.',
        night: 'Esta noche, una pausa corta hará más que un empujón.',
      },
    ],
    evening: [
      {
        morning: 'Esta mañana, deja que las cosas se vayan apagando con calma, sin nada nuevo que empezar.',
        afternoon: 'Esta tarde, deja que las cosas se vayan apagando con calma, sin nada nuevo que empezar.',
        evening:
          'Este atardecer, deja que las cosas se vayan apagando con calma, sin nada nuevo que empezar.',
        night: 'Esta noche, deja que las cosas se vayan apagando con calma, sin nada nuevo que empezar.',
      },
      {
        morning: 'Esta mañana, una cena caliente y parar pronto le sientan bien a la hora.',
        afternoon: 'Esta tarde, una cena caliente y parar pronto le sientan bien a la hora.',
        evening: 'Este atardecer, una cena caliente y parar pronto le sientan bien a la hora.',
        night: 'Esta noche, una cena caliente y parar pronto le sientan bien a la hora.',
      },
    ],
    night: [
      {
        morning: 'Esta mañana, que el descanso vaya primero; ahora no hay nada que decidir.',
        afternoon: 'Esta tarde, que el descanso vaya primero; ahora no hay nada que decidir.',
        evening: 'Este atardecer, que el descanso vaya primero; ahora no hay nada que decidir.',
        night: 'Esta noche, que el descanso vaya primero; ahora no hay nada que decidir.',
      },
      {
        morning: 'Esta mañana, baja las luces y deja que el sueño llegue cuando quiera.',
        afternoon: 'Esta tarde, baja las luces y deja que el sueño llegue cuando quiera.',
        evening: 'Este atardecer, baja las luces y deja que el sueño llegue cuando quiera.',
        night: 'Esta noche, baja las luces y deja que el sueño llegue cuando quiera.',
      },
    ],
  },
  moderate: {
    morning: [
      {
        morning: 'Esta mañana, un comienzo sereno le sienta bien a la hora: una cosa cada vez.',
        afternoon: 'Esta tarde, un comienzo sereno le sienta bien a la hora: una cosa cada vez.',
        evening: 'Este atardecer, un comienzo sereno le sienta bien a la hora: una cosa cada vez.',
        night: 'Esta noche, un comienzo sereno le sienta bien a la hora: una cosa cada vez.',
      },
      {
        morning: 'Esta mañana, sigue tu propio ritmo y deja que te lleve.',
        afternoon: 'Esta tarde, sigue tu propio ritmo y deja que te lleve.',
        evening: 'Este atardecer, sigue tu propio ritmo y deja que te lleve.',
        night: 'Esta noche, sigue tu propio ritmo y deja que te lleve.',
      },
    ],
    afternoon: [
      {
        morning: 'Esta mañana, mantén un paso parejo y termina lo que tienes delante.',
        afternoon: 'Esta tarde, mantén un paso parejo y termina lo que tienes delante.',
        evening: 'Este atardecer, mantén un paso parejo y termina lo que tienes delante.',
        night: 'Esta noche, mantén un paso parejo y termina lo que tienes delante.',
      },
      {
        morning: 'Esta mañana, una hora corriente, vivida con cuidado, es suficiente.',
        afternoon: 'Esta tarde, una hora corriente, vivida con cuidado, es suficiente.',
        evening: 'Este atardecer, una hora corriente, vivida con cuidado, es suficiente.',
        night: 'Esta noche, una hora corriente, vivida con cuidado, es suficiente.',
      },
    ],
    evening: [
      {
        morning: 'Esta mañana, mantén un ritmo tranquilo, con un poco de tiempo solo para ti.',
        afternoon: 'Esta tarde, mantén un ritmo tranquilo, con un poco de tiempo solo para ti.',
        evening: 'Este atardecer, mantén un ritmo tranquilo, con un poco de tiempo solo para ti.',
        night: 'Esta noche, mantén un ritmo tranquilo, con un poco de tiempo solo para ti.',
      },
      {
        morning: 'Esta mañana, termina una cosa pequeña y deja el resto como está.',
        afternoon: 'Esta tarde, termina una cosa pequeña y deja el resto como está.',
        evening: 'Este atardecer, termina una cosa pequeña y deja el resto como está.',
        night: 'Esta noche, termina una cosa pequeña y deja el resto como está.',
      },
    ],
    night: [
      {
        morning: 'Esta mañana, deja que la calma se asiente; el descanso mantiene el ritmo.',
        afternoon: 'Esta tarde, deja que la calma se asiente; el descanso mantiene el ritmo.',
        evening: 'Este atardecer, deja que la calma se asiente; el descanso mantiene el ritmo.',
        night: 'Esta noche, deja que la calma se asiente; el descanso mantiene el ritmo.',
      },
      {
        morning: 'Esta mañana, deja a un lado los últimos pensamientos y que la hora sea serena.',
        afternoon: 'Esta tarde, deja a un lado los últimos pensamientos y que la hora sea serena.',
        evening: 'Este atardecer, deja a un lado los últimos pensamientos y que la hora sea serena.',
        night: 'Esta noche, deja a un lado los últimos pensamientos y que la hora sea serena.',
      },
    ],
  },
  high: {
    morning: [
      {
        morning: 'Esta mañana, usa el impulso para una cosa que quieras empezar.',
        afternoon: 'Esta tarde, usa el impulso para una cosa que quieras empezar.',
        evening: 'Este atardecer, usa el impulso para una cosa que quieras empezar.',
        night: 'Esta noche, usa el impulso para una cosa que quieras empezar.',
      },
      {
        morning: 'Esta mañana, comparte una idea o da un primer paso mientras resulta fácil.',
        afternoon: 'Esta tarde, comparte una idea o da un primer paso mientras resulta fácil.',
        evening: 'Este atardecer, comparte una idea o da un primer paso mientras resulta fácil.',
        night: 'Esta noche, comparte una idea o da un primer paso mientras resulta fácil.',
      },
    ],
    afternoon: [
      {
        morning: 'Esta mañana, la hora trae impulso: haz que un plan avance un paso de verdad.',
        afternoon: 'Esta tarde, la hora trae impulso: haz que un plan avance un paso de verdad.',
        evening: 'Este atardecer, la hora trae impulso: haz que un plan avance un paso de verdad.',
        night: 'Esta noche, la hora trae impulso: haz que un plan avance un paso de verdad.',
      },
      {
        morning: 'Esta mañana, dedica esta hora luminosa a algo que vayas a agradecer.',
        afternoon: 'Esta tarde, dedica esta hora luminosa a algo que vayas a agradecer.',
        evening: 'Este atardecer, dedica esta hora luminosa a algo que vayas a agradecer.',
        night: 'Esta noche, dedica esta hora luminosa a algo que vayas a agradecer.',
      },
    ],
    evening: [
      {
        morning: 'Esta mañana, el impulso le sienta mejor a la buena compañía que al trabajo nuevo.',
        afternoon: 'Esta tarde, el impulso le sienta mejor a la buena compañía que al trabajo nuevo.',
        evening: 'Este atardecer, el impulso le sienta mejor a la buena compañía que al trabajo nuevo.',
        night: 'Esta noche, el impulso le sienta mejor a la buena compañía que al trabajo nuevo.',
      },
      {
        morning: 'Esta mañana, comparte la hora con alguien que te cae bien y luego deja que se asiente.',
        afternoon: 'Esta tarde, comparte la hora con alguien que te cae bien y luego deja que se asiente.',
        evening: 'Este atardecer, comparte la hora con alguien que te cae bien y luego deja que se asiente.',
        night: 'Esta noche, comparte la hora con alguien que te cae bien y luego deja que se asiente.',
      },
    ],
    night: [
      {
        morning: 'Esta mañana, si tu mente está animada, anota sus ideas y deja que esperen.',
        afternoon: 'Esta tarde, si tu mente está animada, anota sus ideas y deja que esperen.',
        evening: 'Este atardecer, si tu mente está animada, anota sus ideas y deja que esperen.',
        night: 'Esta noche, si tu mente está animada, anota sus ideas y deja que esperen.',
      },
      {
        morning:
          'Esta mañana, una mente encendida también puede descansar: baja el brillo de las pantallas y déjala.',
        afternoon:
          'Esta tarde, una mente encendida también puede descansar: baja el brillo de las pantallas y déjala.',
        evening:
          'Este atardecer, una mente encendida también puede descansar: baja el brillo de las pantallas y déjala.',
        night:
          'Esta noche, una mente encendida también puede descansar: baja el brillo de las pantallas y déjala.',
      },
    ],
  },
  peak: {
    morning: [
      {
        morning: 'Esta mañana, dale la hora a lo que más importa.',
        afternoon: 'Esta tarde, dale la hora a lo que más importa.',
        evening: 'Este atardecer, dale la hora a lo que más importa.',
        night: 'Esta noche, dale la hora a lo que más importa.',
      },
      {
        morning: 'Esta mañana, da el primer paso audaz mientras resulta fácil.',
        afternoon: 'Esta tarde, da el primer paso audaz mientras resulta fácil.',
        evening: 'Este atardecer, da el primer paso audaz mientras resulta fácil.',
        night: 'Esta noche, da el primer paso audaz mientras resulta fácil.',
      },
    ],
    afternoon: [
      {
        morning: 'Esta mañana, hay lugar para algo grande: dale toda tu atención.',
        afternoon: 'Esta tarde, hay lugar para algo grande: dale toda tu atención.',
        evening: 'Este atardecer, hay lugar para algo grande: dale toda tu atención.',
        night: 'Esta noche, hay lugar para algo grande: dale toda tu atención.',
      },
      {
        morning: 'Esta mañana, apunta esta energía a un solo objetivo y no a muchos.',
        afternoon: 'Esta tarde, apunta esta energía a un solo objetivo y no a muchos.',
        evening: 'Este atardecer, apunta esta energía a un solo objetivo y no a muchos.',
        night: 'Esta noche, apunta esta energía a un solo objetivo y no a muchos.',
      },
    ],
    evening: [
      {
        morning: 'Esta mañana, celebra algo con alguien y luego baja la energía con suavidad.',
        afternoon: 'Esta tarde, celebra algo con alguien y luego baja la energía con suavidad.',
        evening: 'Este atardecer, celebra algo con alguien y luego baja la energía con suavidad.',
        night: 'Esta noche, celebra algo con alguien y luego baja la energía con suavidad.',
      },
      {
        morning: 'Esta mañana, deja que la buena compañía se quede con el brillo, y para antes de agotarte.',
        afternoon: 'Esta tarde, deja que la buena compañía se quede con el brillo, y para antes de agotarte.',
        evening:
          'Este atardecer, deja que la buena compañía se quede con el brillo, y para antes de agotarte.',
        night: 'Esta noche, deja que la buena compañía se quede con el brillo, y para antes de agotarte.',
      },
    ],
    night: [
      {
        morning: 'Esta mañana, deja que la agitación se calme: escribe lo que tienes en mente y descansa.',
        afternoon: 'Esta tarde, deja que la agitación se calme: escribe lo que tienes en mente y descansa.',
        evening: 'Este atardecer, deja que la agitación se calme: escribe lo que tienes en mente y descansa.',
        night: 'Esta noche, deja que la agitación se calme: escribe lo que tienes en mente y descansa.',
      },
      {
        morning: 'Esta mañana, una energía tan alta a esta hora se aprovecha mejor bajando el ritmo.',
        afternoon: 'Esta tarde, una energía tan alta a esta hora se aprovecha mejor bajando el ritmo.',
        evening: 'Este atardecer, una energía tan alta a esta hora se aprovecha mejor bajando el ritmo.',
        night: 'Esta noche, una energía tan alta a esta hora se aprovecha mejor bajando el ritmo.',
      },
    ],
  },
}

/** QUIETER_ADVICE: an hour quieter than the day, by `fit`; QUIETER_ADVICE_ES[fit][i][part] is the message. */
export const QUIETER_ADVICE_ES: AdviceWords = {
  morning: [
    {
      morning: 'Esta mañana, entra poco a poco; la energía del día te saldrá al encuentro por el camino.',
      afternoon: 'Esta tarde, entra poco a poco; la energía del día te saldrá al encuentro por el camino.',
      evening: 'Este atardecer, entra poco a poco; la energía del día te saldrá al encuentro por el camino.',
      night: 'Esta noche, entra poco a poco; la energía del día te saldrá al encuentro por el camino.',
    },
    {
      morning: 'Esta mañana, empieza más suave que el día, con algo fácil primero.',
      afternoon: 'Esta tarde, empieza más suave que el día, con algo fácil primero.',
      evening: 'Este atardecer, empieza más suave que el día, con algo fácil primero.',
      night: 'Esta noche, empieza más suave que el día, con algo fácil primero.',
    },
  ],
  afternoon: [
    {
      morning: 'Esta mañana, afloja un poco y deja que la energía del día se asiente.',
      afternoon: 'Esta tarde, afloja un poco y deja que la energía del día se asiente.',
      evening: 'Este atardecer, afloja un poco y deja que la energía del día se asiente.',
      night: 'Esta noche, afloja un poco y deja que la energía del día se asiente.',
    },
    {
      morning: 'Esta mañana, una hora más lenta dentro del día: descansa un momento antes de lo siguiente.',
      afternoon: 'Esta tarde, una hora más lenta dentro del día: descansa un momento antes de lo siguiente.',
      evening:
        'Este atardecer, una hora más lenta dentro del día: descansa un momento antes de lo siguiente.',
      night: 'Esta noche, una hora más lenta dentro del día: descansa un momento antes de lo siguiente.',
    },
  ],
  evening: [
    {
      morning:
        'Esta mañana, deja que la energía del día se asiente, con buena compañía en lugar de trabajo nuevo.',
      afternoon:
        'Esta tarde, deja que la energía del día se asiente, con buena compañía en lugar de trabajo nuevo.',
      evening:
        'Este atardecer, deja que la energía del día se asiente, con buena compañía en lugar de trabajo nuevo.',
      night:
        'Esta noche, deja que la energía del día se asiente, con buena compañía en lugar de trabajo nuevo.',
    },
    {
      morning: 'Esta mañana, la hora se va calmando: deja que las cosas se apaguen a su propio ritmo.',
      afternoon: 'Esta tarde, la hora se va calmando: deja que las cosas se apaguen a su propio ritmo.',
      evening: 'Este atardecer, la hora se va calmando: deja que las cosas se apaguen a su propio ritmo.',
      night: 'Esta noche, la hora se va calmando: deja que las cosas se apaguen a su propio ritmo.',
    },
  ],
  night: [
    {
      morning: 'Esta mañana, deja que la energía del día se asiente; ahora el descanso va primero.',
      afternoon: 'Esta tarde, deja que la energía del día se asiente; ahora el descanso va primero.',
      evening: 'Este atardecer, deja que la energía del día se asiente; ahora el descanso va primero.',
      night: 'Esta noche, deja que la energía del día se asiente; ahora el descanso va primero.',
    },
    {
      morning: 'Esta mañana, la hora se ha quedado en calma: dásela al sueño.',
      afternoon: 'Esta tarde, la hora se ha quedado en calma: dásela al sueño.',
      evening: 'Este atardecer, la hora se ha quedado en calma: dásela al sueño.',
      night: 'Esta noche, la hora se ha quedado en calma: dásela al sueño.',
    },
  ],
}

/** BRIGHTER_ADVICE: an hour brighter than the day, by `fit`; BRIGHTER_ADVICE_ES[fit][i][part] is the message. */
export const BRIGHTER_ADVICE_ES: AdviceWords = {
  morning: [
    {
      morning: 'Esta mañana, pon el impulso extra en lo primero de tu lista, y mantén ligero el resto.',
      afternoon: 'Esta tarde, pon el impulso extra en lo primero de tu lista, y mantén ligero el resto.',
      evening: 'Este atardecer, pon el impulso extra en lo primero de tu lista, y mantén ligero el resto.',
      night: 'Esta noche, pon el impulso extra en lo primero de tu lista, y mantén ligero el resto.',
    },
    {
      morning:
        'Esta mañana, dedica el impulso a algo que has ido posponiendo, y luego vuelve a un ritmo más pausado.',
      afternoon:
        'Esta tarde, dedica el impulso a algo que has ido posponiendo, y luego vuelve a un ritmo más pausado.',
      evening:
        'Este atardecer, dedica el impulso a algo que has ido posponiendo, y luego vuelve a un ritmo más pausado.',
      night:
        'Esta noche, dedica el impulso a algo que has ido posponiendo, y luego vuelve a un ritmo más pausado.',
    },
  ],
  afternoon: [
    {
      morning: 'Esta mañana, usa el impulso extra para un recado o un mensaje, y luego afloja.',
      afternoon: 'Esta tarde, usa el impulso extra para un recado o un mensaje, y luego afloja.',
      evening: 'Este atardecer, usa el impulso extra para un recado o un mensaje, y luego afloja.',
      night: 'Esta noche, usa el impulso extra para un recado o un mensaje, y luego afloja.',
    },
    {
      morning: 'Esta mañana, buen momento para esa cosa para la que guardabas energía.',
      afternoon: 'Esta tarde, buen momento para esa cosa para la que guardabas energía.',
      evening: 'Este atardecer, buen momento para esa cosa para la que guardabas energía.',
      night: 'Esta noche, buen momento para esa cosa para la que guardabas energía.',
    },
  ],
  evening: [
    {
      morning:
        'Esta mañana, la hora va más luminosa que el día: buena para la compañía o un plan pequeño, y después, un cierre sereno.',
      afternoon:
        'Esta tarde, la hora va más luminosa que el día: buena para la compañía o un plan pequeño, y después, un cierre sereno.',
      evening:
        'Este atardecer, la hora va más luminosa que el día: buena para la compañía o un plan pequeño, y después, un cierre sereno.',
      night:
        'Esta noche, la hora va más luminosa que el día: buena para la compañía o un plan pequeño, y después, un cierre sereno.',
    },
    {
      morning:
        'Esta mañana, queda un poco de impulso: dedícalo a alguien que te cae bien, no a trabajo nuevo.',
      afternoon:
        'Esta tarde, queda un poco de impulso: dedícalo a alguien que te cae bien, no a trabajo nuevo.',
      evening:
        'Este atardecer, queda un poco de impulso: dedícalo a alguien que te cae bien, no a trabajo nuevo.',
      night: 'Esta noche, queda un poco de impulso: dedícalo a alguien que te cae bien, no a trabajo nuevo.',
    },
  ],
  night: [
    {
      morning: 'Esta mañana, si el impulso no te deja dormir, apunta tus pensamientos y deja que esperen.',
      afternoon: 'Esta tarde, si el impulso no te deja dormir, apunta tus pensamientos y deja que esperen.',
      evening: 'Este atardecer, si el impulso no te deja dormir, apunta tus pensamientos y deja que esperen.',
      night: 'Esta noche, si el impulso no te deja dormir, apunta tus pensamientos y deja que esperen.',
    },
    {
      morning:
        'Esta mañana, la hora está más luminosa que el día: deja que se calme antes de intentar dormir.',
      afternoon:
        'Esta tarde, la hora está más luminosa que el día: deja que se calme antes de intentar dormir.',
      evening:
        'Este atardecer, la hora está más luminosa que el día: deja que se calme antes de intentar dormir.',
      night: 'Esta noche, la hora está más luminosa que el día: deja que se calme antes de intentar dormir.',
    },
  ],
}
