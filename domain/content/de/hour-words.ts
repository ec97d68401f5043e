// The German (de) words of domain/content/hour-words.ts: how this hour stands against the day, its name,
// and what the alignment numbers mean. Glued English fragments are given here as whole sentences.

import type { PartOfDay } from '../../dates.ts'
import type { EnergyLevel } from '../../day-tide.ts'
import type { HourEnergyLineWords, HourLineWords } from '../types.ts'

/** The hour, named by the part of the day on the visitor's clock (at the start of a sentence). */
export const WHEN_DE: Readonly<Record<PartOfDay, string>> = {
  morning: 'Heute Morgen',
  afternoon: 'Heute Nachmittag',
  evening: 'Heute Abend',
  night: 'Heute Nacht',
}

/**
 * The day's word by its energy, uninflected (as in „Dein Tag ist strahlend“). German inflects it
 * („dein strahlender Tag“, „mit deinem strahlenden Tag“): do not glue it into sentences; the lines
 * below carry it already inflected.
 */
export const DAY_ADJECTIVE_DE: Readonly<Record<EnergyLevel, string>> = {
  low: 'ruhig',
  moderate: 'ausgeglichen',
  high: 'hell',
  peak: 'strahlend',
}

/**
 * The Today card's line for the hour, whole, in place of `hourLine(turn, day, part, fit)`:
 * HOUR_LINE_DE[turn][day][part][fit]. `part` names the hour (the visitor's clock), `fit` is the part
 * the words must suit (the clock's, or night when the person is going to bed). For `same` the line
 * does not depend on `fit` (all four are equal). Every value of this record is one of the card's lines
 * (the German of HOUR_LINES).
 */
export const HOUR_LINE_DE: HourLineWords = {
  brighter: {
    low: {
      morning: {
        morning:
          'Heute Morgen ist die Stunde heller als dein ruhiger Tag: Raum für einen kleinen Anfang, danach zurück zum Tempo des Tages.',
        afternoon:
          'Heute Morgen ist die Stunde heller als dein ruhiger Tag: eine gute Stunde für einen kleinen Anfang, danach zurück zum Tempo des Tages.',
        evening:
          'Heute Morgen ist die Stunde heller als dein ruhiger Tag: eine gute Stunde für Gesellschaft oder einen kleinen Plan, danach ein sanfter Ausklang.',
        night:
          'Heute Morgen ist die Stunde heller als dein ruhiger Tag: Wenn du hellwach bist, notier deine Gedanken und lass sie warten.',
      },
      afternoon: {
        morning:
          'Heute Nachmittag ist die Stunde heller als dein ruhiger Tag: Raum für einen kleinen Anfang, danach zurück zum Tempo des Tages.',
        afternoon:
          'Heute Nachmittag ist die Stunde heller als dein ruhiger Tag: eine gute Stunde für einen kleinen Anfang, danach zurück zum Tempo des Tages.',
        evening:
          'Heute Nachmittag ist die Stunde heller als dein ruhiger Tag: eine gute Stunde für Gesellschaft oder einen kleinen Plan, danach ein sanfter Ausklang.',
        night:
          'Heute Nachmittag ist die Stunde heller als dein ruhiger Tag: Wenn du hellwach bist, notier deine Gedanken und lass sie warten.',
      },
      evening: {
        morning:
          'Heute Abend ist die Stunde heller als dein ruhiger Tag: Raum für einen kleinen Anfang, danach zurück zum Tempo des Tages.',
        afternoon:
          'Heute Abend ist die Stunde heller als dein ruhiger Tag: eine gute Stunde für einen kleinen Anfang, danach zurück zum Tempo des Tages.',
        evening:
          'Heute Abend ist die Stunde heller als dein ruhiger Tag: eine gute Stunde für Gesellschaft oder einen kleinen Plan, danach ein sanfter Ausklang.',
        night:
          'Heute Abend ist die Stunde heller als dein ruhiger Tag: Wenn du hellwach bist, notier deine Gedanken und lass sie warten.',
      },
      night: {
        morning:
          'Heute Nacht ist die Stunde heller als dein ruhiger Tag: Raum für einen kleinen Anfang, danach zurück zum Tempo des Tages.',
        afternoon:
          'Heute Nacht ist die Stunde heller als dein ruhiger Tag: eine gute Stunde für einen kleinen Anfang, danach zurück zum Tempo des Tages.',
        evening:
          'Heute Nacht ist die Stunde heller als dein ruhiger Tag: eine gute Stunde für Gesellschaft oder einen kleinen Plan, danach ein sanfter Ausklang.',
        night:
          'Heute Nacht ist die Stunde heller als dein ruhiger Tag: Wenn du hellwach bist, notier deine Gedanken und lass sie warten.',
      },
    },
    moderate: {
      morning: {
        morning:
          'Heute Morgen ist die Stunde heller als dein ausgeglichener Tag: Raum für einen kleinen Anfang, danach zurück zum Tempo des Tages.',
        afternoon:
          'Heute Morgen ist die Stunde heller als dein ausgeglichener Tag: eine gute Stunde für einen kleinen Anfang, danach zurück zum Tempo des Tages.',
        evening:
          'Heute Morgen ist die Stunde heller als dein ausgeglichener Tag: eine gute Stunde für Gesellschaft oder einen kleinen Plan, danach ein sanfter Ausklang.',
        night:
          'Heute Morgen ist die Stunde heller als dein ausgeglichener Tag: Wenn du hellwach bist, notier deine Gedanken und lass sie warten.',
      },
      afternoon: {
        morning:
          'Heute Nachmittag ist die Stunde heller als dein ausgeglichener Tag: Raum für einen kleinen Anfang, danach zurück zum Tempo des Tages.',
        afternoon:
          'Heute Nachmittag ist die Stunde heller als dein ausgeglichener Tag: eine gute Stunde für einen kleinen Anfang, danach zurück zum Tempo des Tages.',
        evening:
          'Heute Nachmittag ist die Stunde heller als dein ausgeglichener Tag: eine gute Stunde für Gesellschaft oder einen kleinen Plan, danach ein sanfter Ausklang.',
        night:
          'Heute Nachmittag ist die Stunde heller als dein ausgeglichener Tag: Wenn du hellwach bist, notier deine Gedanken und lass sie warten.',
      },
      evening: {
        morning:
          'Heute Abend ist die Stunde heller als dein ausgeglichener Tag: Raum für einen kleinen Anfang, danach zurück zum Tempo des Tages.',
        afternoon:
          'Heute Abend ist die Stunde heller als dein ausgeglichener Tag: eine gute Stunde für einen kleinen Anfang, danach zurück zum Tempo des Tages.',
        evening:
          'Heute Abend ist die Stunde heller als dein ausgeglichener Tag: eine gute Stunde für Gesellschaft oder einen kleinen Plan, danach ein sanfter Ausklang.',
        night:
          'Heute Abend ist die Stunde heller als dein ausgeglichener Tag: Wenn du hellwach bist, notier deine Gedanken und lass sie warten.',
      },
      night: {
        morning:
          'Heute Nacht ist die Stunde heller als dein ausgeglichener Tag: Raum für einen kleinen Anfang, danach zurück zum Tempo des Tages.',
        afternoon:
          'Heute Nacht ist die Stunde heller als dein ausgeglichener Tag: eine gute Stunde für einen kleinen Anfang, danach zurück zum Tempo des Tages.',
        evening:
          'Heute Nacht ist die Stunde heller als dein ausgeglichener Tag: eine gute Stunde für Gesellschaft oder einen kleinen Plan, danach ein sanfter Ausklang.',
        night:
          'Heute Nacht ist die Stunde heller als dein ausgeglichener Tag: Wenn du hellwach bist, notier deine Gedanken und lass sie warten.',
      },
    },
    high: {
      morning: {
        morning:
          'Heute Morgen ist die Stunde heller als dein heller Tag: Raum für einen kleinen Anfang, danach zurück zum Tempo des Tages.',
        afternoon:
          'Heute Morgen ist die Stunde heller als dein heller Tag: eine gute Stunde für einen kleinen Anfang, danach zurück zum Tempo des Tages.',
        evening:
          'Heute Morgen ist die Stunde heller als dein heller Tag: eine gute Stunde für Gesellschaft oder einen kleinen Plan, danach ein sanfter Ausklang.',
        night:
          'Heute Morgen ist die Stunde heller als dein heller Tag: Wenn du hellwach bist, notier deine Gedanken und lass sie warten.',
      },
      afternoon: {
        morning:
          'Heute Nachmittag ist die Stunde heller als dein heller Tag: Raum für einen kleinen Anfang, danach zurück zum Tempo des Tages.',
        afternoon:
          'Heute Nachmittag ist die Stunde heller als dein heller Tag: eine gute Stunde für einen kleinen Anfang, danach zurück zum Tempo des Tages.',
        evening:
          'Heute Nachmittag ist die Stunde heller als dein heller Tag: eine gute Stunde für Gesellschaft oder einen kleinen Plan, danach ein sanfter Ausklang.',
        night:
          'Heute Nachmittag ist die Stunde heller als dein heller Tag: Wenn du hellwach bist, notier deine Gedanken und lass sie warten.',
      },
      evening: {
        morning:
          'Heute Abend ist die Stunde heller als dein heller Tag: Raum für einen kleinen Anfang, danach zurück zum Tempo des Tages.',
        afternoon:
          'Heute Abend ist die Stunde heller als dein heller Tag: eine gute Stunde für einen kleinen Anfang, danach zurück zum Tempo des Tages.',
        evening:
          'Heute Abend ist die Stunde heller als dein heller Tag: eine gute Stunde für Gesellschaft oder einen kleinen Plan, danach ein sanfter Ausklang.',
        night:
          'Heute Abend ist die Stunde heller als dein heller Tag: Wenn du hellwach bist, notier deine Gedanken und lass sie warten.',
      },
      night: {
        morning:
          'Heute Nacht ist die Stunde heller als dein heller Tag: Raum für einen kleinen Anfang, danach zurück zum Tempo des Tages.',
        afternoon:
          'Heute Nacht ist die Stunde heller als dein heller Tag: eine gute Stunde für einen kleinen Anfang, danach zurück zum Tempo des Tages.',
        evening:
          'Heute Nacht ist die Stunde heller als dein heller Tag: eine gute Stunde für Gesellschaft oder einen kleinen Plan, danach ein sanfter Ausklang.',
        night:
          'Heute Nacht ist die Stunde heller als dein heller Tag: Wenn du hellwach bist, notier deine Gedanken und lass sie warten.',
      },
    },
    peak: {
      morning: {
        morning:
          'Heute Morgen ist die Stunde heller als dein strahlender Tag: Raum für einen kleinen Anfang, danach zurück zum Tempo des Tages.',
        afternoon:
          'Heute Morgen ist die Stunde heller als dein strahlender Tag: eine gute Stunde für einen kleinen Anfang, danach zurück zum Tempo des Tages.',
        evening:
          'Heute Morgen ist die Stunde heller als dein strahlender Tag: eine gute Stunde für Gesellschaft oder einen kleinen Plan, danach ein sanfter Ausklang.',
        night:
          'Heute Morgen ist die Stunde heller als dein strahlender Tag: Wenn du hellwach bist, notier deine Gedanken und lass sie warten.',
      },
      afternoon: {
        morning:
          'Heute Nachmittag ist die Stunde heller als dein strahlender Tag: Raum für einen kleinen Anfang, danach zurück zum Tempo des Tages.',
        afternoon:
          'Heute Nachmittag ist die Stunde heller als dein strahlender Tag: eine gute Stunde für einen kleinen Anfang, danach zurück zum Tempo des Tages.',
        evening:
          'Heute Nachmittag ist die Stunde heller als dein strahlender Tag: eine gute Stunde für Gesellschaft oder einen kleinen Plan, danach ein sanfter Ausklang.',
        night:
          'Heute Nachmittag ist die Stunde heller als dein strahlender Tag: Wenn du hellwach bist, notier deine Gedanken und lass sie warten.',
      },
      evening: {
        morning:
          'Heute Abend ist die Stunde heller als dein strahlender Tag: Raum für einen kleinen Anfang, danach zurück zum Tempo des Tages.',
        afternoon:
          'Heute Abend ist die Stunde heller als dein strahlender Tag: eine gute Stunde für einen kleinen Anfang, danach zurück zum Tempo des Tages.',
        evening:
          'Heute Abend ist die Stunde heller als dein strahlender Tag: eine gute Stunde für Gesellschaft oder einen kleinen Plan, danach ein sanfter Ausklang.',
        night:
          'Heute Abend ist die Stunde heller als dein strahlender Tag: Wenn du hellwach bist, notier deine Gedanken und lass sie warten.',
      },
      night: {
        morning:
          'Heute Nacht ist die Stunde heller als dein strahlender Tag: Raum für einen kleinen Anfang, danach zurück zum Tempo des Tages.',
        afternoon:
          'Heute Nacht ist die Stunde heller als dein strahlender Tag: eine gute Stunde für einen kleinen Anfang, danach zurück zum Tempo des Tages.',
        evening:
          'Heute Nacht ist die Stunde heller als dein strahlender Tag: eine gute Stunde für Gesellschaft oder einen kleinen Plan, danach ein sanfter Ausklang.',
        night:
          'Heute Nacht ist die Stunde heller als dein strahlender Tag: Wenn du hellwach bist, notier deine Gedanken und lass sie warten.',
      },
    },
  },
  same: {
    low: {
      morning: {
        morning:
          'Heute Morgen hält die Stunde Schritt mit deinem ruhigen Tag, also gelten die Worte des Tages so, wie sie sind.',
        afternoon:
          'Heute Morgen hält die Stunde Schritt mit deinem ruhigen Tag, also gelten die Worte des Tages so, wie sie sind.',
        evening:
          'Heute Morgen hält die Stunde Schritt mit deinem ruhigen Tag, also gelten die Worte des Tages so, wie sie sind.',
        night:
          'Heute Morgen hält die Stunde Schritt mit deinem ruhigen Tag, also gelten die Worte des Tages so, wie sie sind.',
      },
      afternoon: {
        morning:
          'Heute Nachmittag hält die Stunde Schritt mit deinem ruhigen Tag, also gelten die Worte des Tages so, wie sie sind.',
        afternoon:
          'Heute Nachmittag hält die Stunde Schritt mit deinem ruhigen Tag, also gelten die Worte des Tages so, wie sie sind.',
        evening:
          'Heute Nachmittag hält die Stunde Schritt mit deinem ruhigen Tag, also gelten die Worte des Tages so, wie sie sind.',
        night:
          'Heute Nachmittag hält die Stunde Schritt mit deinem ruhigen Tag, also gelten die Worte des Tages so, wie sie sind.',
      },
      evening: {
        morning:
          'Heute Abend hält die Stunde Schritt mit deinem ruhigen Tag, also gelten die Worte des Tages so, wie sie sind.',
        afternoon:
          'Heute Abend hält die Stunde Schritt mit deinem ruhigen Tag, also gelten die Worte des Tages so, wie sie sind.',
        evening:
          'Heute Abend hält die Stunde Schritt mit deinem ruhigen Tag, also gelten die Worte des Tages so, wie sie sind.',
        night:
          'Heute Abend hält die Stunde Schritt mit deinem ruhigen Tag, also gelten die Worte des Tages so, wie sie sind.',
      },
      night: {
        morning:
          'Heute Nacht hält die Stunde Schritt mit deinem ruhigen Tag, also gelten die Worte des Tages so, wie sie sind.',
        afternoon:
          'Heute Nacht hält die Stunde Schritt mit deinem ruhigen Tag, also gelten die Worte des Tages so, wie sie sind.',
        evening:
          'Heute Nacht hält die Stunde Schritt mit deinem ruhigen Tag, also gelten die Worte des Tages so, wie sie sind.',
        night:
          'Heute Nacht hält die Stunde Schritt mit deinem ruhigen Tag, also gelten die Worte des Tages so, wie sie sind.',
      },
    },
    moderate: {
      morning: {
        morning:
          'Heute Morgen hält die Stunde Schritt mit deinem ausgeglichenen Tag, also gelten die Worte des Tages so, wie sie sind.',
        afternoon:
          'Heute Morgen hält die Stunde Schritt mit deinem ausgeglichenen Tag, also gelten die Worte des Tages so, wie sie sind.',
        evening:
          'Heute Morgen hält die Stunde Schritt mit deinem ausgeglichenen Tag, also gelten die Worte des Tages so, wie sie sind.',
        night:
          'Heute Morgen hält die Stunde Schritt mit deinem ausgeglichenen Tag, also gelten die Worte des Tages so, wie sie sind.',
      },
      afternoon: {
        morning:
          'Heute Nachmittag hält die Stunde Schritt mit deinem ausgeglichenen Tag, also gelten die Worte des Tages so, wie sie sind.',
        afternoon:
          'Heute Nachmittag hält die Stunde Schritt mit deinem ausgeglichenen Tag, also gelten die Worte des Tages so, wie sie sind.',
        evening:
          'Heute Nachmittag hält die Stunde Schritt mit deinem ausgeglichenen Tag, also gelten die Worte des Tages so, wie sie sind.',
        night:
          'Heute Nachmittag hält die Stunde Schritt mit deinem ausgeglichenen Tag, also gelten die Worte des Tages so, wie sie sind.',
      },
      evening: {
        morning:
          'Heute Abend hält die Stunde Schritt mit deinem ausgeglichenen Tag, also gelten die Worte des Tages so, wie sie sind.',
        afternoon:
          'Heute Abend hält die Stunde Schritt mit deinem ausgeglichenen Tag, also gelten die Worte des Tages so, wie sie sind.',
        evening:
          'Heute Abend hält die Stunde Schritt mit deinem ausgeglichenen Tag, also gelten die Worte des Tages so, wie sie sind.',
        night:
          'Heute Abend hält die Stunde Schritt mit deinem ausgeglichenen Tag, also gelten die Worte des Tages so, wie sie sind.',
      },
      night: {
        morning:
          'Heute Nacht hält die Stunde Schritt mit deinem ausgeglichenen Tag, also gelten die Worte des Tages so, wie sie sind.',
        afternoon:
          'Heute Nacht hält die Stunde Schritt mit deinem ausgeglichenen Tag, also gelten die Worte des Tages so, wie sie sind.',
        evening:
          'Heute Nacht hält die Stunde Schritt mit deinem ausgeglichenen Tag, also gelten die Worte des Tages so, wie sie sind.',
        night:
          'Heute Nacht hält die Stunde Schritt mit deinem ausgeglichenen Tag, also gelten die Worte des Tages so, wie sie sind.',
      },
    },
    high: {
      morning: {
        morning:
          'Heute Morgen hält die Stunde Schritt mit deinem hellen Tag, also gelten die Worte des Tages so, wie sie sind.',
        afternoon:
          'Heute Morgen hält die Stunde Schritt mit deinem hellen Tag, also gelten die Worte des Tages so, wie sie sind.',
        evening:
          'Heute Morgen hält die Stunde Schritt mit deinem hellen Tag, also gelten die Worte des Tages so, wie sie sind.',
        night:
          'Heute Morgen hält die Stunde Schritt mit deinem hellen Tag, also gelten die Worte des Tages so, wie sie sind.',
      },
      afternoon: {
        morning:
          'Heute Nachmittag hält die Stunde Schritt mit deinem hellen Tag, also gelten die Worte des Tages so, wie sie sind.',
        afternoon:
          'Heute Nachmittag hält die Stunde Schritt mit deinem hellen Tag, also gelten die Worte des Tages so, wie sie sind.',
        evening:
          'Heute Nachmittag hält die Stunde Schritt mit deinem hellen Tag, also gelten die Worte des Tages so, wie sie sind.',
        night:
          'Heute Nachmittag hält die Stunde Schritt mit deinem hellen Tag, also gelten die Worte des Tages so, wie sie sind.',
      },
      evening: {
        morning:
          'Heute Abend hält die Stunde Schritt mit deinem hellen Tag, also gelten die Worte des Tages so, wie sie sind.',
        afternoon:
          'Heute Abend hält die Stunde Schritt mit deinem hellen Tag, also gelten die Worte des Tages so, wie sie sind.',
        evening:
          'Heute Abend hält die Stunde Schritt mit deinem hellen Tag, also gelten die Worte des Tages so, wie sie sind.',
        night:
          'Heute Abend hält die Stunde Schritt mit deinem hellen Tag, also gelten die Worte des Tages so, wie sie sind.',
      },
      night: {
        morning:
          'Heute Nacht hält die Stunde Schritt mit deinem hellen Tag, also gelten die Worte des Tages so, wie sie sind.',
        afternoon:
          'Heute Nacht hält die Stunde Schritt mit deinem hellen Tag, also gelten die Worte des Tages so, wie sie sind.',
        evening:
          'Heute Nacht hält die Stunde Schritt mit deinem hellen Tag, also gelten die Worte des Tages so, wie sie sind.',
        night:
          'Heute Nacht hält die Stunde Schritt mit deinem hellen Tag, also gelten die Worte des Tages so, wie sie sind.',
      },
    },
    peak: {
      morning: {
        morning:
          'Heute Morgen hält die Stunde Schritt mit deinem strahlenden Tag, also gelten die Worte des Tages so, wie sie sind.',
        afternoon:
          'Heute Morgen hält die Stunde Schritt mit deinem strahlenden Tag, also gelten die Worte des Tages so, wie sie sind.',
        evening:
          'Heute Morgen hält die Stunde Schritt mit deinem strahlenden Tag, also gelten die Worte des Tages so, wie sie sind.',
        night:
          'Heute Morgen hält die Stunde Schritt mit deinem strahlenden Tag, also gelten die Worte des Tages so, wie sie sind.',
      },
      afternoon: {
        morning:
          'Heute Nachmittag hält die Stunde Schritt mit deinem strahlenden Tag, also gelten die Worte des Tages so, wie sie sind.',
        afternoon:
          'Heute Nachmittag hält die Stunde Schritt mit deinem strahlenden Tag, also gelten die Worte des Tages so, wie sie sind.',
        evening:
          'Heute Nachmittag hält die Stunde Schritt mit deinem strahlenden Tag, also gelten die Worte des Tages so, wie sie sind.',
        night:
          'Heute Nachmittag hält die Stunde Schritt mit deinem strahlenden Tag, also gelten die Worte des Tages so, wie sie sind.',
      },
      evening: {
        morning:
          'Heute Abend hält die Stunde Schritt mit deinem strahlenden Tag, also gelten die Worte des Tages so, wie sie sind.',
        afternoon:
          'Heute Abend hält die Stunde Schritt mit deinem strahlenden Tag, also gelten die Worte des Tages so, wie sie sind.',
        evening:
          'Heute Abend hält die Stunde Schritt mit deinem strahlenden Tag, also gelten die Worte des Tages so, wie sie sind.',
        night:
          'Heute Abend hält die Stunde Schritt mit deinem strahlenden Tag, also gelten die Worte des Tages so, wie sie sind.',
      },
      night: {
        morning:
          'Heute Nacht hält die Stunde Schritt mit deinem strahlenden Tag, also gelten die Worte des Tages so, wie sie sind.',
        afternoon:
          'Heute Nacht hält die Stunde Schritt mit deinem strahlenden Tag, also gelten die Worte des Tages so, wie sie sind.',
        evening:
          'Heute Nacht hält die Stunde Schritt mit deinem strahlenden Tag, also gelten die Worte des Tages so, wie sie sind.',
        night:
          'Heute Nacht hält die Stunde Schritt mit deinem strahlenden Tag, also gelten die Worte des Tages so, wie sie sind.',
      },
    },
  },
  quieter: {
    low: {
      morning: {
        morning:
          'Heute Morgen ist die Stunde ruhiger als dein ruhiger Tag, also nimm die Worte des Tages in sanfterem Tempo.',
        afternoon:
          'Heute Morgen ist die Stunde ruhiger als dein ruhiger Tag, also nimm die Worte des Tages in gemächlicherem Tempo.',
        evening:
          'Heute Morgen ist die Stunde ruhiger als dein ruhiger Tag, also nimm die Worte des Tages im Tempo des Abends.',
        night:
          'Heute Morgen ist die Stunde ruhiger als dein ruhiger Tag, also lass die Worte des Tages warten, während du ruhst.',
      },
      afternoon: {
        morning:
          'Heute Nachmittag ist die Stunde ruhiger als dein ruhiger Tag, also nimm die Worte des Tages in sanfterem Tempo.',
        afternoon:
          'Heute Nachmittag ist die Stunde ruhiger als dein ruhiger Tag, also nimm die Worte des Tages in gemächlicherem Tempo.',
        evening:
          'Heute Nachmittag ist die Stunde ruhiger als dein ruhiger Tag, also nimm die Worte des Tages im Tempo des Abends.',
        night:
          'Heute Nachmittag ist die Stunde ruhiger als dein ruhiger Tag, also lass die Worte des Tages warten, während du ruhst.',
      },
      evening: {
        morning:
          'Heute Abend ist die Stunde ruhiger als dein ruhiger Tag, also nimm die Worte des Tages in sanfterem Tempo.',
        afternoon:
          'Heute Abend ist die Stunde ruhiger als dein ruhiger Tag, also nimm die Worte des Tages in gemächlicherem Tempo.',
        evening:
          'Heute Abend ist die Stunde ruhiger als dein ruhiger Tag, also nimm die Worte des Tages im Tempo des Abends.',
        night:
          'Heute Abend ist die Stunde ruhiger als dein ruhiger Tag, also lass die Worte des Tages warten, während du ruhst.',
      },
      night: {
        morning:
          'Heute Nacht ist die Stunde ruhiger als dein ruhiger Tag, also nimm die Worte des Tages in sanfterem Tempo.',
        afternoon:
          'Heute Nacht ist die Stunde ruhiger als dein ruhiger Tag, also nimm die Worte des Tages in gemächlicherem Tempo.',
        evening:
          'Heute Nacht ist die Stunde ruhiger als dein ruhiger Tag, also nimm die Worte des Tages im Tempo des Abends.',
        night:
          'Heute Nacht ist die Stunde ruhiger als dein ruhiger Tag, also lass die Worte des Tages warten, während du ruhst.',
      },
    },
    moderate: {
      morning: {
        morning:
          'Heute Morgen ist die Stunde ruhiger als dein ausgeglichener Tag, also nimm die Worte des Tages in sanfterem Tempo.',
        afternoon:
          'Heute Morgen ist die Stunde ruhiger als dein ausgeglichener Tag, also nimm die Worte des Tages in gemächlicherem Tempo.',
        evening:
          'Heute Morgen ist die Stunde ruhiger als dein ausgeglichener Tag, also nimm die Worte des Tages im Tempo des Abends.',
        night:
          'Heute Morgen ist die Stunde ruhiger als dein ausgeglichener Tag, also lass die Worte des Tages warten, während du ruhst.',
      },
      afternoon: {
        morning:
          'Heute Nachmittag ist die Stunde ruhiger als dein ausgeglichener Tag, also nimm die Worte des Tages in sanfterem Tempo.',
        afternoon:
          'Heute Nachmittag ist die Stunde ruhiger als dein ausgeglichener Tag, also nimm die Worte des Tages in gemächlicherem Tempo.',
        evening:
          'Heute Nachmittag ist die Stunde ruhiger als dein ausgeglichener Tag, also nimm die Worte des Tages im Tempo des Abends.',
        night:
          'Heute Nachmittag ist die Stunde ruhiger als dein ausgeglichener Tag, also lass die Worte des Tages warten, während du ruhst.',
      },
      evening: {
        morning:
          'Heute Abend ist die Stunde ruhiger als dein ausgeglichener Tag, also nimm die Worte des Tages in sanfterem Tempo.',
        afternoon:
          'Heute Abend ist die Stunde ruhiger als dein ausgeglichener Tag, also nimm die Worte des Tages in gemächlicherem Tempo.',
        evening:
          'Heute Abend ist die Stunde ruhiger als dein ausgeglichener Tag, also nimm die Worte des Tages im Tempo des Abends.',
        night:
          'Heute Abend ist die Stunde ruhiger als dein ausgeglichener Tag, also lass die Worte des Tages warten, während du ruhst.',
      },
      night: {
        morning:
          'Heute Nacht ist die Stunde ruhiger als dein ausgeglichener Tag, also nimm die Worte des Tages in sanfterem Tempo.',
        afternoon:
          'Heute Nacht ist die Stunde ruhiger als dein ausgeglichener Tag, also nimm die Worte des Tages in gemächlicherem Tempo.',
        evening:
          'Heute Nacht ist die Stunde ruhiger als dein ausgeglichener Tag, also nimm die Worte des Tages im Tempo des Abends.',
        night:
          'Heute Nacht ist die Stunde ruhiger als dein ausgeglichener Tag, also lass die Worte des Tages warten, während du ruhst.',
      },
    },
    high: {
      morning: {
        morning:
          'Heute Morgen ist die Stunde ruhiger als dein heller Tag, also nimm die Worte des Tages in sanfterem Tempo.',
        afternoon:
          'Heute Morgen ist die Stunde ruhiger als dein heller Tag, also nimm die Worte des Tages in gemächlicherem Tempo.',
        evening:
          'Heute Morgen ist die Stunde ruhiger als dein heller Tag, also nimm die Worte des Tages im Tempo des Abends.',
        night:
          'Heute Morgen ist die Stunde ruhiger als dein heller Tag, also lass die Worte des Tages warten, während du ruhst.',
      },
      afternoon: {
        morning:
          'Heute Nachmittag ist die Stunde ruhiger als dein heller Tag, also nimm die Worte des Tages in sanfterem Tempo.',
        afternoon:
          'Heute Nachmittag ist die Stunde ruhiger als dein heller Tag, also nimm die Worte des Tages in gemächlicherem Tempo.',
        evening:
          'Heute Nachmittag ist die Stunde ruhiger als dein heller Tag, also nimm die Worte des Tages im Tempo des Abends.',
        night:
          'Heute Nachmittag ist die Stunde ruhiger als dein heller Tag, also lass die Worte des Tages warten, während du ruhst.',
      },
      evening: {
        morning:
          'Heute Abend ist die Stunde ruhiger als dein heller Tag, also nimm die Worte des Tages in sanfterem Tempo.',
        afternoon:
          'Heute Abend ist die Stunde ruhiger als dein heller Tag, also nimm die Worte des Tages in gemächlicherem Tempo.',
        evening:
          'Heute Abend ist die Stunde ruhiger als dein heller Tag, also nimm die Worte des Tages im Tempo des Abends.',
        night:
          'Heute Abend ist die Stunde ruhiger als dein heller Tag, also lass die Worte des Tages warten, während du ruhst.',
      },
      night: {
        morning:
          'Heute Nacht ist die Stunde ruhiger als dein heller Tag, also nimm die Worte des Tages in sanfterem Tempo.',
        afternoon:
          'Heute Nacht ist die Stunde ruhiger als dein heller Tag, also nimm die Worte des Tages in gemächlicherem Tempo.',
        evening:
          'Heute Nacht ist die Stunde ruhiger als dein heller Tag, also nimm die Worte des Tages im Tempo des Abends.',
        night:
          'Heute Nacht ist die Stunde ruhiger als dein heller Tag, also lass die Worte des Tages warten, während du ruhst.',
      },
    },
    peak: {
      morning: {
        morning:
          'Heute Morgen ist die Stunde ruhiger als dein strahlender Tag, also nimm die Worte des Tages in sanfterem Tempo.',
        afternoon:
          'Heute Morgen ist die Stunde ruhiger als dein strahlender Tag, also nimm die Worte des Tages in gemächlicherem Tempo.',
        evening:
          'Heute Morgen ist die Stunde ruhiger als dein strahlender Tag, also nimm die Worte des Tages im Tempo des Abends.',
        night:
          'Heute Morgen ist die Stunde ruhiger als dein strahlender Tag, also lass die Worte des Tages warten, während du ruhst.',
      },
      afternoon: {
        morning:
          'Heute Nachmittag ist die Stunde ruhiger als dein strahlender Tag, also nimm die Worte des Tages in sanfterem Tempo.',
        afternoon:
          'Heute Nachmittag ist die Stunde ruhiger als dein strahlender Tag, also nimm die Worte des Tages in gemächlicherem Tempo.',
        evening:
          'Heute Nachmittag ist die Stunde ruhiger als dein strahlender Tag, also nimm die Worte des Tages im Tempo des Abends.',
        night:
          'Heute Nachmittag ist die Stunde ruhiger als dein strahlender Tag, also lass die Worte des Tages warten, während du ruhst.',
      },
      evening: {
        morning:
          'Heute Abend ist die Stunde ruhiger als dein strahlender Tag, also nimm die Worte des Tages in sanfterem Tempo.',
        afternoon:
          'Heute Abend ist die Stunde ruhiger als dein strahlender Tag, also nimm die Worte des Tages in gemächlicherem Tempo.',
        evening:
          'Heute Abend ist die Stunde ruhiger als dein strahlender Tag, also nimm die Worte des Tages im Tempo des Abends.',
        night:
          'Heute Abend ist die Stunde ruhiger als dein strahlender Tag, also lass die Worte des Tages warten, während du ruhst.',
      },
      night: {
        morning:
          'Heute Nacht ist die Stunde ruhiger als dein strahlender Tag, also nimm die Worte des Tages in sanfterem Tempo.',
        afternoon:
          'Heute Nacht ist die Stunde ruhiger als dein strahlender Tag, also nimm die Worte des Tages in gemächlicherem Tempo.',
        evening:
          'Heute Nacht ist die Stunde ruhiger als dein strahlender Tag, also nimm die Worte des Tages im Tempo des Abends.',
        night:
          'Heute Nacht ist die Stunde ruhiger als dein strahlender Tag, also lass die Worte des Tages warten, während du ruhst.',
      },
    },
  },
}

/**
 * The hour's energy beside the day's ("Right now"), whole, in place of
 * `hourEnergyLine(turn, ENERGY_LEVEL_LABELS[day])`: HOUR_ENERGY_LINE_DE[turn][day]. The day's label is
 * ENERGY_LEVEL_LABELS_DE[day] of guidance.ts, written in.
 */
export const HOUR_ENERGY_LINE_DE: HourEnergyLineWords = {
  brighter: {
    low: 'Eine Stufe heller als dein Tag: Niedrig — ruhig.',
    moderate: 'Eine Stufe heller als dein Tag: Mittel — ausgeglichen.',
    high: 'Eine Stufe heller als dein Tag: Hoch — hell.',
    peak: 'Eine Stufe heller als dein Tag: Gipfel — strahlend.',
  },
  same: {
    low: 'Genau wie dein Tag: Niedrig — ruhig.',
    moderate: 'Genau wie dein Tag: Mittel — ausgeglichen.',
    high: 'Genau wie dein Tag: Hoch — hell.',
    peak: 'Genau wie dein Tag: Gipfel — strahlend.',
  },
  quieter: {
    low: 'Eine Stufe ruhiger als dein Tag: Niedrig — ruhig.',
    moderate: 'Eine Stufe ruhiger als dein Tag: Mittel — ausgeglichen.',
    high: 'Eine Stufe ruhiger als dein Tag: Hoch — hell.',
    peak: 'Eine Stufe ruhiger als dein Tag: Gipfel — strahlend.',
  },
}
