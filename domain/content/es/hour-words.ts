// The Spanish (es) words of domain/content/hour-words.ts: the hour's name, the Today card's line for the hour,
// the hour's energy beside the day's, and the alignment status and zone meanings. Whole sentences, no glue.

import type { PartOfDay } from '../../dates.ts'
import type { EnergyLevel } from '../../day-tide.ts'
import type { HourEnergyLineWords, HourLineWords } from '../types.ts'

/**
 * WHEN: the hour, named by the part of the day on the visitor's clock. Spanish "tarde" is the
 * afternoon only; the evening (17–21) is "atardecer" (masculine), the night "noche".
 */
export const WHEN_ES: Readonly<Record<PartOfDay, string>> = {
  morning: 'Esta mañana',
  afternoon: 'Esta tarde',
  evening: 'Este atardecer',
  night: 'Esta noche',
}

/** DAY_ADJECTIVE: the day, named by its energy, agreeing with "tu día" (masculine). */
export const DAY_ADJECTIVE_ES: Readonly<Record<EnergyLevel, string>> = {
  low: 'tranquilo',
  moderate: 'estable',
  high: 'luminoso',
  peak: 'radiante',
}

/**
 * hourLine(turn, day, part, fit) as whole sentences: HOUR_LINE_ES[turn][day][part][fit], keyed as the
 * English function's arguments (the hour's turn, the day's energy, the clock's part of the day, the
 * part the words must fit). The hour's name agrees with its comparison ("Esta tarde va más
 * tranquila", "Este atardecer va más tranquilo"). Every combination is given, as HOUR_LINES needs.
 */
export const HOUR_LINE_ES: HourLineWords = {
  brighter: {
    low: {
      morning: {
        morning:
          'Esta mañana va más luminosa que tu día tranquilo: hay lugar para un pequeño comienzo, y después, de vuelta al ritmo del día.',
        afternoon:
          'Esta mañana va más luminosa que tu día tranquilo: buena hora para un pequeño comienzo, y después, de vuelta al ritmo del día.',
        evening:
          'Esta mañana va más luminosa que tu día tranquilo: buena hora para la compañía o un plan pequeño, y después, un cierre sereno.',
        night:
          'Esta mañana va más luminosa que tu día tranquilo: si el sueño no llega, apunta tus pensamientos y deja que esperen.',
      },
      afternoon: {
        morning:
          'Esta tarde va más luminosa que tu día tranquilo: hay lugar para un pequeño comienzo, y después, de vuelta al ritmo del día.',
        afternoon:
          'Esta tarde va más luminosa que tu día tranquilo: buena hora para un pequeño comienzo, y después, de vuelta al ritmo del día.',
        evening:
          'Esta tarde va más luminosa que tu día tranquilo: buena hora para la compañía o un plan pequeño, y después, un cierre sereno.',
        night:
          'Esta tarde va más luminosa que tu día tranquilo: si el sueño no llega, apunta tus pensamientos y deja que esperen.',
      },
      evening: {
        morning:
          'Este atardecer va más luminoso que tu día tranquilo: hay lugar para un pequeño comienzo, y después, de vuelta al ritmo del día.',
        afternoon:
          'Este atardecer va más luminoso que tu día tranquilo: buena hora para un pequeño comienzo, y después, de vuelta al ritmo del día.',
        evening:
          'Este atardecer va más luminoso que tu día tranquilo: buena hora para la compañía o un plan pequeño, y después, un cierre sereno.',
        night:
          'Este atardecer va más luminoso que tu día tranquilo: si el sueño no llega, apunta tus pensamientos y deja que esperen.',
      },
      night: {
        morning:
          'Esta noche va más luminosa que tu día tranquilo: hay lugar para un pequeño comienzo, y después, de vuelta al ritmo del día.',
        afternoon:
          'Esta noche va más luminosa que tu día tranquilo: buena hora para un pequeño comienzo, y después, de vuelta al ritmo del día.',
        evening:
          'Esta noche va más luminosa que tu día tranquilo: buena hora para la compañía o un plan pequeño, y después, un cierre sereno.',
        night:
          'Esta noche va más luminosa que tu día tranquilo: si el sueño no llega, apunta tus pensamientos y deja que esperen.',
      },
    },
    moderate: {
      morning: {
        morning:
          'Esta mañana va más luminosa que tu día estable: hay lugar para un pequeño comienzo, y después, de vuelta al ritmo del día.',
        afternoon:
          'Esta mañana va más luminosa que tu día estable: buena hora para un pequeño comienzo, y después, de vuelta al ritmo del día.',
        evening:
          'Esta mañana va más luminosa que tu día estable: buena hora para la compañía o un plan pequeño, y después, un cierre sereno.',
        night:
          'Esta mañana va más luminosa que tu día estable: si el sueño no llega, apunta tus pensamientos y deja que esperen.',
      },
      afternoon: {
        morning:
          'Esta tarde va más luminosa que tu día estable: hay lugar para un pequeño comienzo, y después, de vuelta al ritmo del día.',
        afternoon:
          'Esta tarde va más luminosa que tu día estable: buena hora para un pequeño comienzo, y después, de vuelta al ritmo del día.',
        evening:
          'Esta tarde va más luminosa que tu día estable: buena hora para la compañía o un plan pequeño, y después, un cierre sereno.',
        night:
          'Esta tarde va más luminosa que tu día estable: si el sueño no llega, apunta tus pensamientos y deja que esperen.',
      },
      evening: {
        morning:
          'Este atardecer va más luminoso que tu día estable: hay lugar para un pequeño comienzo, y después, de vuelta al ritmo del día.',
        afternoon:
          'Este atardecer va más luminoso que tu día estable: buena hora para un pequeño comienzo, y después, de vuelta al ritmo del día.',
        evening:
          'Este atardecer va más luminoso que tu día estable: buena hora para la compañía o un plan pequeño, y después, un cierre sereno.',
        night:
          'Este atardecer va más luminoso que tu día estable: si el sueño no llega, apunta tus pensamientos y deja que esperen.',
      },
      night: {
        morning:
          'Esta noche va más luminosa que tu día estable: hay lugar para un pequeño comienzo, y después, de vuelta al ritmo del día.',
        afternoon:
          'Esta noche va más luminosa que tu día estable: buena hora para un pequeño comienzo, y después, de vuelta al ritmo del día.',
        evening:
          'Esta noche va más luminosa que tu día estable: buena hora para la compañía o un plan pequeño, y después, un cierre sereno.',
        night:
          'Esta noche va más luminosa que tu día estable: si el sueño no llega, apunta tus pensamientos y deja que esperen.',
      },
    },
    high: {
      morning: {
        morning:
          'Esta mañana va más luminosa que tu día luminoso: hay lugar para un pequeño comienzo, y después, de vuelta al ritmo del día.',
        afternoon:
          'Esta mañana va más luminosa que tu día luminoso: buena hora para un pequeño comienzo, y después, de vuelta al ritmo del día.',
        evening:
          'Esta mañana va más luminosa que tu día luminoso: buena hora para la compañía o un plan pequeño, y después, un cierre sereno.',
        night:
          'Esta mañana va más luminosa que tu día luminoso: si el sueño no llega, apunta tus pensamientos y deja que esperen.',
      },
      afternoon: {
        morning:
          'Esta tarde va más luminosa que tu día luminoso: hay lugar para un pequeño comienzo, y después, de vuelta al ritmo del día.',
        afternoon:
          'Esta tarde va más luminosa que tu día luminoso: buena hora para un pequeño comienzo, y después, de vuelta al ritmo del día.',
        evening:
          'Esta tarde va más luminosa que tu día luminoso: buena hora para la compañía o un plan pequeño, y después, un cierre sereno.',
        night:
          'Esta tarde va más luminosa que tu día luminoso: si el sueño no llega, apunta tus pensamientos y deja que esperen.',
      },
      evening: {
        morning:
          'Este atardecer va más luminoso que tu día luminoso: hay lugar para un pequeño comienzo, y después, de vuelta al ritmo del día.',
        afternoon:
          'Este atardecer va más luminoso que tu día luminoso: buena hora para un pequeño comienzo, y después, de vuelta al ritmo del día.',
        evening:
          'Este atardecer va más luminoso que tu día luminoso: buena hora para la compañía o un plan pequeño, y después, un cierre sereno.',
        night:
          'Este atardecer va más luminoso que tu día luminoso: si el sueño no llega, apunta tus pensamientos y deja que esperen.',
      },
      night: {
        morning:
          'Esta noche va más luminosa que tu día luminoso: hay lugar para un pequeño comienzo, y después, de vuelta al ritmo del día.',
        afternoon:
          'Esta noche va más luminosa que tu día luminoso: buena hora para un pequeño comienzo, y después, de vuelta al ritmo del día.',
        evening:
          'Esta noche va más luminosa que tu día luminoso: buena hora para la compañía o un plan pequeño, y después, un cierre sereno.',
        night:
          'Esta noche va más luminosa que tu día luminoso: si el sueño no llega, apunta tus pensamientos y deja que esperen.',
      },
    },
    peak: {
      morning: {
        morning:
          'Esta mañana va más luminosa que tu día radiante: hay lugar para un pequeño comienzo, y después, de vuelta al ritmo del día.',
        afternoon:
          'Esta mañana va más luminosa que tu día radiante: buena hora para un pequeño comienzo, y después, de vuelta al ritmo del día.',
        evening:
          'Esta mañana va más luminosa que tu día radiante: buena hora para la compañía o un plan pequeño, y después, un cierre sereno.',
        night:
          'Esta mañana va más luminosa que tu día radiante: si el sueño no llega, apunta tus pensamientos y deja que esperen.',
      },
      afternoon: {
        morning:
          'Esta tarde va más luminosa que tu día radiante: hay lugar para un pequeño comienzo, y después, de vuelta al ritmo del día.',
        afternoon:
          'Esta tarde va más luminosa que tu día radiante: buena hora para un pequeño comienzo, y después, de vuelta al ritmo del día.',
        evening:
          'Esta tarde va más luminosa que tu día radiante: buena hora para la compañía o un plan pequeño, y después, un cierre sereno.',
        night:
          'Esta tarde va más luminosa que tu día radiante: si el sueño no llega, apunta tus pensamientos y deja que esperen.',
      },
      evening: {
        morning:
          'Este atardecer va más luminoso que tu día radiante: hay lugar para un pequeño comienzo, y después, de vuelta al ritmo del día.',
        afternoon:
          'Este atardecer va más luminoso que tu día radiante: buena hora para un pequeño comienzo, y después, de vuelta al ritmo del día.',
        evening:
          'Este atardecer va más luminoso que tu día radiante: buena hora para la compañía o un plan pequeño, y después, un cierre sereno.',
        night:
          'Este atardecer va más luminoso que tu día radiante: si el sueño no llega, apunta tus pensamientos y deja que esperen.',
      },
      night: {
        morning:
          'Esta noche va más luminosa que tu día radiante: hay lugar para un pequeño comienzo, y después, de vuelta al ritmo del día.',
        afternoon:
          'Esta noche va más luminosa que tu día radiante: buena hora para un pequeño comienzo, y después, de vuelta al ritmo del día.',
        evening:
          'Esta noche va más luminosa que tu día radiante: buena hora para la compañía o un plan pequeño, y después, un cierre sereno.',
        night:
          'Esta noche va más luminosa que tu día radiante: si el sueño no llega, apunta tus pensamientos y deja que esperen.',
      },
    },
  },
  same: {
    low: {
      morning: {
        morning:
          'Esta mañana va al mismo paso que tu día tranquilo, así que las palabras del día valen tal como están.',
        afternoon:
          'Esta mañana va al mismo paso que tu día tranquilo, así que las palabras del día valen tal como están.',
        evening:
          'Esta mañana va al mismo paso que tu día tranquilo, así que las palabras del día valen tal como están.',
        night:
          'Esta mañana va al mismo paso que tu día tranquilo, así que las palabras del día valen tal como están.',
      },
      afternoon: {
        morning:
          'Esta tarde va al mismo paso que tu día tranquilo, así que las palabras del día valen tal como están.',
        afternoon:
          'Esta tarde va al mismo paso que tu día tranquilo, así que las palabras del día valen tal como están.',
        evening:
          'Esta tarde va al mismo paso que tu día tranquilo, así que las palabras del día valen tal como están.',
        night:
          'Esta tarde va al mismo paso que tu día tranquilo, así que las palabras del día valen tal como están.',
      },
      evening: {
        morning:
          'Este atardecer va al mismo paso que tu día tranquilo, así que las palabras del día valen tal como están.',
        afternoon:
          'Este atardecer va al mismo paso que tu día tranquilo, así que las palabras del día valen tal como están.',
        evening:
          'Este atardecer va al mismo paso que tu día tranquilo, así que las palabras del día valen tal como están.',
        night:
          'Este atardecer va al mismo paso que tu día tranquilo, así que las palabras del día valen tal como están.',
      },
      night: {
        morning:
          'Esta noche va al mismo paso que tu día tranquilo, así que las palabras del día valen tal como están.',
        afternoon:
          'Esta noche va al mismo paso que tu día tranquilo, así que las palabras del día valen tal como están.',
        evening:
          'Esta noche va al mismo paso que tu día tranquilo, así que las palabras del día valen tal como están.',
        night:
          'Esta noche va al mismo paso que tu día tranquilo, así que las palabras del día valen tal como están.',
      },
    },
    moderate: {
      morning: {
        morning:
          'Esta mañana va al mismo paso que tu día estable, así que las palabras del día valen tal como están.',
        afternoon:
          'Esta mañana va al mismo paso que tu día estable, así que las palabras del día valen tal como están.',
        evening:
          'Esta mañana va al mismo paso que tu día estable, así que las palabras del día valen tal como están.',
        night:
          'Esta mañana va al mismo paso que tu día estable, así que las palabras del día valen tal como están.',
      },
      afternoon: {
        morning:
          'Esta tarde va al mismo paso que tu día estable, así que las palabras del día valen tal como están.',
        afternoon:
          'Esta tarde va al mismo paso que tu día estable, así que las palabras del día valen tal como están.',
        evening:
          'Esta tarde va al mismo paso que tu día estable, así que las palabras del día valen tal como están.',
        night:
          'Esta tarde va al mismo paso que tu día estable, así que las palabras del día valen tal como están.',
      },
      evening: {
        morning:
          'Este atardecer va al mismo paso que tu día estable, así que las palabras del día valen tal como están.',
        afternoon:
          'Este atardecer va al mismo paso que tu día estable, así que las palabras del día valen tal como están.',
        evening:
          'Este atardecer va al mismo paso que tu día estable, así que las palabras del día valen tal como están.',
        night:
          'Este atardecer va al mismo paso que tu día estable, así que las palabras del día valen tal como están.',
      },
      night: {
        morning:
          'Esta noche va al mismo paso que tu día estable, así que las palabras del día valen tal como están.',
        afternoon:
          'Esta noche va al mismo paso que tu día estable, así que las palabras del día valen tal como están.',
        evening:
          'Esta noche va al mismo paso que tu día estable, así que las palabras del día valen tal como están.',
        night:
          'Esta noche va al mismo paso que tu día estable, así que las palabras del día valen tal como están.',
      },
    },
    high: {
      morning: {
        morning:
          'Esta mañana va al mismo paso que tu día luminoso, así que las palabras del día valen tal como están.',
        afternoon:
          'Esta mañana va al mismo paso que tu día luminoso, así que las palabras del día valen tal como están.',
        evening:
          'Esta mañana va al mismo paso que tu día luminoso, así que las palabras del día valen tal como están.',
        night:
          'Esta mañana va al mismo paso que tu día luminoso, así que las palabras del día valen tal como están.',
      },
      afternoon: {
        morning:
          'Esta tarde va al mismo paso que tu día luminoso, así que las palabras del día valen tal como están.',
        afternoon:
          'Esta tarde va al mismo paso que tu día luminoso, así que las palabras del día valen tal como están.',
        evening:
          'Esta tarde va al mismo paso que tu día luminoso, así que las palabras del día valen tal como están.',
        night:
          'Esta tarde va al mismo paso que tu día luminoso, así que las palabras del día valen tal como están.',
      },
      evening: {
        morning:
          'Este atardecer va al mismo paso que tu día luminoso, así que las palabras del día valen tal como están.',
        afternoon:
          'Este atardecer va al mismo paso que tu día luminoso, así que las palabras del día valen tal como están.',
        evening:
          'Este atardecer va al mismo paso que tu día luminoso, así que las palabras del día valen tal como están.',
        night:
          'Este atardecer va al mismo paso que tu día luminoso, así que las palabras del día valen tal como están.',
      },
      night: {
        morning:
          'Esta noche va al mismo paso que tu día luminoso, así que las palabras del día valen tal como están.',
        afternoon:
          'Esta noche va al mismo paso que tu día luminoso, así que las palabras del día valen tal como están.',
        evening:
          'Esta noche va al mismo paso que tu día luminoso, así que las palabras del día valen tal como están.',
        night:
          'Esta noche va al mismo paso que tu día luminoso, así que las palabras del día valen tal como están.',
      },
    },
    peak: {
      morning: {
        morning:
          'Esta mañana va al mismo paso que tu día radiante, así que las palabras del día valen tal como están.',
        afternoon:
          'Esta mañana va al mismo paso que tu día radiante, así que las palabras del día valen tal como están.',
        evening:
          'Esta mañana va al mismo paso que tu día radiante, así que las palabras del día valen tal como están.',
        night:
          'Esta mañana va al mismo paso que tu día radiante, así que las palabras del día valen tal como están.',
      },
      afternoon: {
        morning:
          'Esta tarde va al mismo paso que tu día radiante, así que las palabras del día valen tal como están.',
        afternoon:
          'Esta tarde va al mismo paso que tu día radiante, así que las palabras del día valen tal como están.',
        evening:
          'Esta tarde va al mismo paso que tu día radiante, así que las palabras del día valen tal como están.',
        night:
          'Esta tarde va al mismo paso que tu día radiante, así que las palabras del día valen tal como están.',
      },
      evening: {
        morning:
          'Este atardecer va al mismo paso que tu día radiante, así que las palabras del día valen tal como están.',
        afternoon:
          'Este atardecer va al mismo paso que tu día radiante, así que las palabras del día valen tal como están.',
        evening:
          'Este atardecer va al mismo paso que tu día radiante, así que las palabras del día valen tal como están.',
        night:
          'Este atardecer va al mismo paso que tu día radiante, así que las palabras del día valen tal como están.',
      },
      night: {
        morning:
          'Esta noche va al mismo paso que tu día radiante, así que las palabras del día valen tal como están.',
        afternoon:
          'Esta noche va al mismo paso que tu día radiante, así que las palabras del día valen tal como están.',
        evening:
          'Esta noche va al mismo paso que tu día radiante, así que las palabras del día valen tal como están.',
        night:
          'Esta noche va al mismo paso que tu día radiante, así que las palabras del día valen tal como están.',
      },
    },
  },
  quieter: {
    low: {
      morning: {
        morning:
          'Esta mañana va más tranquila que tu día tranquilo, así que toma las palabras del día a un ritmo más suave.',
        afternoon:
          'Esta mañana va más tranquila que tu día tranquilo, así que toma las palabras del día a un ritmo más pausado.',
        evening:
          'Esta mañana va más tranquila que tu día tranquilo, así que toma las palabras del día al ritmo del atardecer.',
        night:
          'Esta mañana va más tranquila que tu día tranquilo, así que deja que las palabras del día esperen mientras descansas.',
      },
      afternoon: {
        morning:
          'Esta tarde va más tranquila que tu día tranquilo, así que toma las palabras del día a un ritmo más suave.',
        afternoon:
          'Esta tarde va más tranquila que tu día tranquilo, así que toma las palabras del día a un ritmo más pausado.',
        evening:
          'Esta tarde va más tranquila que tu día tranquilo, así que toma las palabras del día al ritmo del atardecer.',
        night:
          'Esta tarde va más tranquila que tu día tranquilo, así que deja que las palabras del día esperen mientras descansas.',
      },
      evening: {
        morning:
          'Este atardecer va más tranquilo que tu día tranquilo, así que toma las palabras del día a un ritmo más suave.',
        afternoon:
          'Este atardecer va más tranquilo que tu día tranquilo, así que toma las palabras del día a un ritmo más pausado.',
        evening:
          'Este atardecer va más tranquilo que tu día tranquilo, así que toma las palabras del día al ritmo del atardecer.',
        night:
          'Este atardecer va más tranquilo que tu día tranquilo, así que deja que las palabras del día esperen mientras descansas.',
      },
      night: {
        morning:
          'Esta noche va más tranquila que tu día tranquilo, así que toma las palabras del día a un ritmo más suave.',
        afternoon:
          'Esta noche va más tranquila que tu día tranquilo, así que toma las palabras del día a un ritmo más pausado.',
        evening:
          'Esta noche va más tranquila que tu día tranquilo, así que toma las palabras del día al ritmo del atardecer.',
        night:
          'Esta noche va más tranquila que tu día tranquilo, así que deja que las palabras del día esperen mientras descansas.',
      },
    },
    moderate: {
      morning: {
        morning:
          'Esta mañana va más tranquila que tu día estable, así que toma las palabras del día a un ritmo más suave.',
        afternoon:
          'Esta mañana va más tranquila que tu día estable, así que toma las palabras del día a un ritmo más pausado.',
        evening:
          'Esta mañana va más tranquila que tu día estable, así que toma las palabras del día al ritmo del atardecer.',
        night:
          'Esta mañana va más tranquila que tu día estable, así que deja que las palabras del día esperen mientras descansas.',
      },
      afternoon: {
        morning:
          'Esta tarde va más tranquila que tu día estable, así que toma las palabras del día a un ritmo más suave.',
        afternoon:
          'Esta tarde va más tranquila que tu día estable, así que toma las palabras del día a un ritmo más pausado.',
        evening:
          'Esta tarde va más tranquila que tu día estable, así que toma las palabras del día al ritmo del atardecer.',
        night:
          'Esta tarde va más tranquila que tu día estable, así que deja que las palabras del día esperen mientras descansas.',
      },
      evening: {
        morning:
          'Este atardecer va más tranquilo que tu día estable, así que toma las palabras del día a un ritmo más suave.',
        afternoon:
          'Este atardecer va más tranquilo que tu día estable, así que toma las palabras del día a un ritmo más pausado.',
        evening:
          'Este atardecer va más tranquilo que tu día estable, así que toma las palabras del día al ritmo del atardecer.',
        night:
          'Este atardecer va más tranquilo que tu día estable, así que deja que las palabras del día esperen mientras descansas.',
      },
      night: {
        morning:
          'Esta noche va más tranquila que tu día estable, así que toma las palabras del día a un ritmo más suave.',
        afternoon:
          'Esta noche va más tranquila que tu día estable, así que toma las palabras del día a un ritmo más pausado.',
        evening:
          'Esta noche va más tranquila que tu día estable, así que toma las palabras del día al ritmo del atardecer.',
        night:
          'Esta noche va más tranquila que tu día estable, así que deja que las palabras del día esperen mientras descansas.',
      },
    },
    high: {
      morning: {
        morning:
          'Esta mañana va más tranquila que tu día luminoso, así que toma las palabras del día a un ritmo más suave.',
        afternoon:
          'Esta mañana va más tranquila que tu día luminoso, así que toma las palabras del día a un ritmo más pausado.',
        evening:
          'Esta mañana va más tranquila que tu día luminoso, así que toma las palabras del día al ritmo del atardecer.',
        night:
          'Esta mañana va más tranquila que tu día luminoso, así que deja que las palabras del día esperen mientras descansas.',
      },
      afternoon: {
        morning:
          'Esta tarde va más tranquila que tu día luminoso, así que toma las palabras del día a un ritmo más suave.',
        afternoon:
          'Esta tarde va más tranquila que tu día luminoso, así que toma las palabras del día a un ritmo más pausado.',
        evening:
          'Esta tarde va más tranquila que tu día luminoso, así que toma las palabras del día al ritmo del atardecer.',
        night:
          'Esta tarde va más tranquila que tu día luminoso, así que deja que las palabras del día esperen mientras descansas.',
      },
      evening: {
        morning:
          'Este atardecer va más tranquilo que tu día luminoso, así que toma las palabras del día a un ritmo más suave.',
        afternoon:
          'Este atardecer va más tranquilo que tu día luminoso, así que toma las palabras del día a un ritmo más pausado.',
        evening:
          'Este atardecer va más tranquilo que tu día luminoso, así que toma las palabras del día al ritmo del atardecer.',
        night:
          'Este atardecer va más tranquilo que tu día luminoso, así que deja que las palabras del día esperen mientras descansas.',
      },
      night: {
        morning:
          'Esta noche va más tranquila que tu día luminoso, así que toma las palabras del día a un ritmo más suave.',
        afternoon:
          'Esta noche va más tranquila que tu día luminoso, así que toma las palabras del día a un ritmo más pausado.',
        evening:
          'Esta noche va más tranquila que tu día luminoso, así que toma las palabras del día al ritmo del atardecer.',
        night:
          'Esta noche va más tranquila que tu día luminoso, así que deja que las palabras del día esperen mientras descansas.',
      },
    },
    peak: {
      morning: {
        morning:
          'Esta mañana va más tranquila que tu día radiante, así que toma las palabras del día a un ritmo más suave.',
        afternoon:
          'Esta mañana va más tranquila que tu día radiante, así que toma las palabras del día a un ritmo más pausado.',
        evening:
          'Esta mañana va más tranquila que tu día radiante, así que toma las palabras del día al ritmo del atardecer.',
        night:
          'Esta mañana va más tranquila que tu día radiante, así que deja que las palabras del día esperen mientras descansas.',
      },
      afternoon: {
        morning:
          'Esta tarde va más tranquila que tu día radiante, así que toma las palabras del día a un ritmo más suave.',
        afternoon:
          'Esta tarde va más tranquila que tu día radiante, así que toma las palabras del día a un ritmo más pausado.',
        evening:
          'Esta tarde va más tranquila que tu día radiante, así que toma las palabras del día al ritmo del atardecer.',
        night:
          'Esta tarde va más tranquila que tu día radiante, así que deja que las palabras del día esperen mientras descansas.',
      },
      evening: {
        morning:
          'Este atardecer va más tranquilo que tu día radiante, así que toma las palabras del día a un ritmo más suave.',
        afternoon:
          'Este atardecer va más tranquilo que tu día radiante, así que toma las palabras del día a un ritmo más pausado.',
        evening:
          'Este atardecer va más tranquilo que tu día radiante, así que toma las palabras del día al ritmo del atardecer.',
        night:
          'Este atardecer va más tranquilo que tu día radiante, así que deja que las palabras del día esperen mientras descansas.',
      },
      night: {
        morning:
          'Esta noche va más tranquila que tu día radiante, así que toma las palabras del día a un ritmo más suave.',
        afternoon:
          'Esta noche va más tranquila que tu día radiante, así que toma las palabras del día a un ritmo más pausado.',
        evening:
          'Esta noche va más tranquila que tu día radiante, así que toma las palabras del día al ritmo del atardecer.',
        night:
          'Esta noche va más tranquila que tu día radiante, así que deja que las palabras del día esperen mientras descansas.',
      },
    },
  },
}

/**
 * hourEnergyLine(turn, dayLabel) as whole sentences: HOUR_ENERGY_LINE_ES[turn][day], keyed by the
 * hour's turn and the day's energy level (the key the English call passes to ENERGY_LEVEL_LABELS); the
 * day's label in each is ENERGY_LEVEL_LABELS_ES[day]. Feminine, as it speaks of the hour's energy.
 */
export const HOUR_ENERGY_LINE_ES: HourEnergyLineWords = {
  brighter: {
    low: 'Un paso más luminosa que la energía de tu día: Baja — tranquila.',
    moderate: 'Un paso más luminosa que la energía de tu día: Moderada — estable.',
    high: 'Un paso más luminosa que la energía de tu día: Alta — luminosa.',
    peak: 'Un paso más luminosa que la energía de tu día: Máxima — radiante.',
  },
  same: {
    low: 'La misma energía que tu día: Baja — tranquila.',
    moderate: 'La misma energía que tu día: Moderada — estable.',
    high: 'La misma energía que tu día: Alta — luminosa.',
    peak: 'La misma energía que tu día: Máxima — radiante.',
  },
  quieter: {
    low: 'Un paso más tranquila que la energía de tu día: Baja — tranquila.',
    moderate: 'Un paso más tranquila que la energía de tu día: Moderada — estable.',
    high: 'Un paso más tranquila que la energía de tu día: Alta — luminosa.',
    peak: 'Un paso más tranquila que la energía de tu día: Máxima — radiante.',
  },
}
