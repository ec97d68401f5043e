// The German (de) words of domain/content/day-words.ts: the words that speak of the day, by its energy
// and the part of the day. Lists of suited items keep the English order: item i takes its parts from the
// English item i.

import type { PartOfDay } from '../../dates.ts'
import type { EnergyLevel } from '../../day-tide.ts'
import type { Theme } from '../../heard-model.ts'

/** One sentence for the day, by its energy and the part of the day (five each, same order as English). */
export const DAY_HEADLINES_DE: Readonly<Record<EnergyLevel, Readonly<Record<PartOfDay, readonly string[]>>>> =
  {
    low: {
      morning: [
        'Heute darf es weniger sein: Fang langsam an und lass kleine, freundliche Schritte der ganze Plan sein.',
        'Heute ist ein Tag der langsamen Gezeiten: Halte den Morgen leicht und lass Ruhe als Fortschritt zählen.',
        'Heute zieht es dich nach innen: Kümmere dich zuerst um das Nötigste und lass größere Entscheidungen einen Tag warten.',
        'Heute ist ein Tag der Geborgenheit: weniger Pläne, wärmere Stunden und nichts, was du beweisen musst.',
        'Heute geht es im Schritttempo: Wähle eine Sache für den Morgen und lass das genug sein.',
      ],
      afternoon: [
        'Heute darf es weniger sein: Wenn sich der Nachmittag schwer anfühlt, spricht daraus der Tag, kein Versagen.',
        'Heute ist ein Tag der langsamen Gezeiten: Kürze die Liste für den Nachmittag auf das, was wirklich dich braucht.',
        'Heute zieht es dich nach innen: Eine stille Stunde bringt jetzt mehr als jeder Kraftakt.',
        'Heute ist Niedrigwasser: Spür nach, was du brauchst, bevor du noch mehr von dir hergibst.',
        'Heute ist eine Ruhepause zwischen den Wellen: Lass den Nachmittag zurückholen, was die letzten Tage verbraucht haben.',
      ],
      evening: [
        'Heute darf es weniger sein, und der Abend kann dir das schenken: ein einfaches Essen, sanftes Licht, ein früher Feierabend.',
        'Heute ist ein Tag der langsamen Gezeiten: Lass den Abend warm und gemächlich sein.',
        'Heute zieht es dich nach innen: Schließ den Tag sanft ab, ohne noch etwas beweisen zu müssen.',
        'Heute ist Niedrigwasser: Lass dich vom Abend auffüllen, bevor irgendetwas anderes kommt.',
        'Heute ist eine Ruhepause zwischen den Wellen: Lass den Abend zu Ende bringen, was das Ausruhen begonnen hat.',
      ],
      night: [
        'Dein Tag liest sich still und nach innen gewandt: Zu dieser Stunde ist Schlaf der freundlichste Plan.',
        'Dein Tag ist ein Tag der langsamen Gezeiten: Lass diese Stunde der Ruhe gehören und heb dir die Listen für später auf.',
        'Dein Tag verlangt weniger: Dimm das Licht und gönn deinem Körper die Ruhe, um die er bittet.',
        'Dein Tag ist Niedrigwasser: Jetzt ist nichts zu entscheiden, nur auszuruhen.',
        'Dein Tag ruht zwischen den Wellen: Lass den Schlaf seine stille Arbeit tun.',
      ],
    },
    moderate: {
      morning: [
        'Heute ist ein ausgeglichener, beständiger Tag: gut für alltägliche Dinge, mit Sorgfalt getan.',
        'Heute ist ein Tag der gelassenen Mitte: Bleib in deinem eigenen Rhythmus und fang mit dem an, was vor dir liegt.',
        'Heute ist ein guter Arbeitstag: Wähle eine Sache, die zählt, und komm ehrlich damit voran.',
        'Heute ist beständiges Wetter: ein Tag, um Versprechen zu halten, die du schon gegeben hast.',
        'Heute ist alles im Lot: Mach mit dem weiter, was schon angefangen ist, und lass ihm seine Zeit.',
      ],
      afternoon: [
        'Heute ist ein ausgeglichener, beständiger Tag: Behalte das Tempo des Nachmittags bei und bring zu Ende, was vor dir liegt.',
        'Heute ist ein Tag der gelassenen Mitte: weder Anlauf noch Pause, einfach der nächste sinnvolle Schritt.',
        'Heute ist ein schlichter, nützlicher Tag: Räum eine Ecke deines Lebens auf und genieß, wie sich das anfühlt.',
        'Heute schwimmst du in der Mitte des Stroms: Folge deiner Routine und achte darauf, was sie dir zurückgibt.',
        'Heute ist beständiges Wetter: ein guter Nachmittag, um ein Versprechen zu halten, das du gegeben hast.',
      ],
      evening: [
        'Heute ist ein ausgeglichener, beständiger Tag: Lass den Abend dieses gemächliche Tempo behalten.',
        'Heute ist ein Tag der gelassenen Mitte: Bring eine kleine Sache zu Ende und lass den Rest sein.',
        'Heute ist ein guter Arbeitstag: Beschließ ihn mit etwas Einfachem, das dir Freude macht.',
        'Heute ist alles im Lot: Ein gewöhnlicher Abend, mit Sorgfalt verbracht, ist genug.',
        'Heute ist beständiges Wetter: Achte auf eine Sache, die dir der Tag geschenkt hat, bevor du zur Ruhe kommst.',
      ],
      night: [
        'Dein Tag liest sich ausgeglichen und beständig: Lass diese Stunde der Ruhe gehören und vertrau darauf, dass er trägt.',
        'Dein Tag hat eine gelassene Mitte: Jetzt muss nichts begonnen werden; der Schlaf hält den Rhythmus.',
        'Dein Tag ist im Lot: Leg die letzten Gedanken ab und lass die Stunde still sein.',
        'Dein Tag ist beständiges Wetter: Zu dieser Stunde ist Ruhe das Beständigste.',
        'Dein Tag schwimmt in der Mitte des Stroms: Lass dich vom Schlaf tragen, es gibt nichts mehr zu tun.',
      ],
    },
    high: {
      morning: [
        'Heute hast du ein wenig mehr Schwung: ein guter Morgen, um etwas zu beginnen oder eine Idee zu teilen.',
        'Heute hast du Rückenwind: Nutze den Morgen für eine Sache, die du schon lange anfangen wolltest.',
        'Heute ist ein heller Tag voller Tatendrang: Geh auf jemanden zu, erschaffe etwas oder sprich aus, was du zurückgehalten hast.',
        'Heute ist ein Tag für erste Entwürfe: Fang an, bevor du dich bereit fühlst, und feile später daran.',
        'Heute liegt Leichtigkeit in der Luft: Beweg deinen Körper und bring dann einen Plan einen Schritt voran.',
      ],
      afternoon: [
        'Heute hast du ein wenig mehr Schwung: Nutze den Nachmittag für ein Gespräch, das du schon länger vor dir herschiebst.',
        'Heute hast du Rückenwind: Es ist noch Zeit, einen Plan einen echten Schritt voranzubringen.',
        'Heute ist ein Tag, um öfter Ja zu sagen: Probier den neuen Weg, das neue Gericht, die neue Idee.',
        'Heute öffnet sich der Tag nach außen: ein guter Nachmittag, um zu zeigen, woran du arbeitest.',
        'Heute geht vieles leicht: Steck den Schwung in etwas, über das du dich nächste Woche freuen wirst.',
      ],
      evening: [
        'Heute hast du ein wenig mehr Schwung: Lass den Abend gute Gesellschaft oder ein gutes Essen daraus machen.',
        'Heute hast du Rückenwind: Halte fest, was heute vorangekommen ist, und lass den Abend leicht sein.',
        'Heute ist ein heller Tag voller Tatendrang: Ruf jemanden an, den du magst, und lass den Tag dann ausklingen.',
        'Heute öffnet sich der Tag nach außen: Ein Abend mit Menschen, die du gern hast, passt gut dazu.',
        'Heute geht vieles leicht: Notier dir die Idee, die dir heute gekommen ist, damit sie bleibt, bis du sie brauchst.',
      ],
      night: [
        'Dein Tag liest sich hell und voller Tatendrang: Wenn dich Ideen wach halten, schreib sie auf und lass sie warten.',
        'Dein Tag hat Rückenwind, und gute Ideen laufen nicht weg: Lass diese Stunde still sein.',
        'Dein Tag hat ein wenig mehr Schwung: Nutze ihn jetzt, um gut zur Ruhe zu kommen.',
        'Dein Tag geht leicht: Auch ein heller Kopf darf ruhen, also dimm die Bildschirme und gönn es ihm.',
        'Dein Tag ist hell und voller Tatendrang: Beende ihn freundlich, mit einer Sache, über die du froh bist.',
      ],
    },
    peak: {
      morning: [
        'Heute ist alles hell und offen: Wähle eine Sache, die zählt, und schenk ihr deine besten Stunden.',
        'Heute ist ein hellwacher Tag: Zeit für einen mutigen ersten Schritt, mit ein, zwei Pausen, um geerdet zu bleiben.',
        'Heute ist volle Flut: Starte das Vorhaben, schick die Nachricht, führ das Telefonat.',
        'Heute brennt die Flamme klar: Tu das Mutige zuerst, solange der Morgen auf deiner Seite ist.',
        'Heute ist Platz für etwas Großes: Sprich es laut aus und mach den ersten echten Schritt darauf zu.',
      ],
      afternoon: [
        'Heute ist alles hell und offen: Es bleibt Zeit, einer Sache deine volle Aufmerksamkeit zu schenken.',
        'Heute ist ein Tag voller Schwung: Richte den Nachmittag auf ein Ziel aus, statt ihn dünn zu verteilen.',
        'Heute ist ein großzügiger Tag: Teile, was du hast, und lass jemanden an deinen Plänen teilhaben.',
        'Heute bist du unter vollen Segeln: Steuere auf das zu, was dir am Herzen liegt, und lass den Rest vorbeiziehen.',
        'Heute ist volle Flut: Wenn eine Nachricht oder ein Anruf wichtig ist, ist dieser Nachmittag ein guter Zeitpunkt dafür.',
      ],
      evening: [
        'Heute ist alles hell und offen: Schenk, was davon übrig ist, den Menschen, die du liebst.',
        'Heute ist ein Tag voller Schwung: Schreib auf, was heute begonnen hat, und lass dann den Abend gelassen werden.',
        'Heute ist ein großzügiger Tag: Gib etwas von seinem Glanz an jemanden an deinem Tisch oder am Telefon weiter.',
        'Heute bist du unter vollen Segeln: Bring den Tag sanft in den Hafen, mit einem guten Essen und einem frühen Schluss.',
        'Heute brennt die Flamme klar: Feiere eine Sache, die dir der Tag geschenkt hat, und fang dann an, zur Ruhe zu kommen.',
      ],
      night: [
        'Dein Tag liest sich strahlend: Zu dieser Stunde ist das Mutigste, gut zu ruhen.',
        'Dein Tag ist voller Schwung: Lass ihn mit dir ruhen; Pläne, die du jetzt machst, halten sich, bis du aufwachst.',
        'Dein Tag ist hell und offen: Schreib auf, was noch in dir summt, und überlass den Rest dem Schlaf.',
        'Dein Tag ist unter vollen Segeln: Wirf Anker, ruh dich aus und lass den Wind warten.',
        'Dein Tag ist großzügig: Lass etwas von dieser Wärme dir selbst zugutekommen, und ruh dich aus.',
      ],
    },
  }

/** What to lean into, by the day's energy: item i suits the parts of the English LEAN_INTO item i. */
export const LEAN_INTO_DE: Readonly<Record<EnergyLevel, readonly string[]>> = {
  low: [
    'Ruhe, einfache Mahlzeiten und früh ins Bett',
    'Eine kleine Aufgabe, gut erledigt',
    'Stille Zeit allein oder mit jemandem, bei dem du dich nicht anstrengen musst',
    'Routinen, die nichts Neues von dir verlangen',
    'Ein warmes Getränk und zehn Minuten ohne Bildschirm',
    'Einmal freundlich Nein sagen',
    'Langsames Dehnen vor dem Schlafengehen',
    'Gedimmtes Licht und das Handy in einem anderen Zimmer',
    'Schlaf, so viel dein Körper verlangt',
    'Eine warme Dusche und frische Bettwäsche',
    'Ein langsames Frühstück, im Sitzen',
    'Eine kurze Pause nach dem Mittagessen, auch nur zehn Minuten',
  ],
  moderate: [
    'Stetige Arbeit an dem, was schon läuft',
    'Genaues Zuhören in Gesprächen',
    'Offene Kleinigkeiten erledigen',
    'Ein Spaziergang in deinem eigenen Tempo',
    'Ein Versprechen halten, das du dir selbst gegeben hast',
    'Etwas Einfaches selbst kochen',
    'Eine Stunde Arbeit ohne Unterbrechung',
    'Ein gutes Buch und zur gewohnten Zeit ins Bett',
    'Die erste Aufgabe des nächsten Tages auf einen Zettel schreiben',
    'Dinge wieder an ihren Platz räumen',
    'Die Gedanken vor dem Schlafen zur Ruhe kommen lassen',
    'Eine stille Stunde bei gedämpftem Licht',
    'Stille Zeit mit jemandem, bei dem du dich nicht anstrengen musst',
    'Ein gemütliches Frühstück ohne Eile',
  ],
  high: [
    'Die Aufgabe anfangen, um die du schon länger herumschleichst',
    'Eine Idee mit jemandem teilen, der Freude daran hat',
    'Bewegung in lebhaftem Tempo',
    'Kreative Arbeit, das Handy in einem anderen Zimmer',
    'Die Frage stellen, die du dir aufgehoben hast',
    'Etwas ausprobieren, das du noch nie gemacht hast',
    'Jemanden einladen, bei einem Plan mitzumachen',
    'Gute Gesellschaft und ein gutes Essen',
    'Die Ideen aufschreiben, die noch in dir summen',
    'Musik, die du liebst, während du abschaltest',
    'Sanftes Dehnen, damit sich die Energie setzen kann',
    'Eine Tasse mit etwas Warmem ohne Koffein',
  ],
  peak: [
    'Ein mutiger erster Schritt zu etwas, das zählt',
    'Großzügiger, konkreter Dank an die Menschen um dich herum',
    'Das große Ganze, in einfachen Worten aufgeschrieben',
    'Etwas in einem Zug erschaffen, von Anfang bis Ende',
    'Führung übernehmen, wenn der Moment danach verlangt',
    'Ein langer Spaziergang oder Lauf, solange es hell ist',
    'Ja sagen zu der Einladung, die dich begeistert',
    'Etwas Kleines mit jemandem feiern, den du liebst',
    'Ein paar Zeilen darüber, was der Tag in dir bewegt hat',
    'Das Summen mit langsamem Atmen abklingen lassen',
    'Ein warmes Bad oder eine Dusche, um die Energie herunterzufahren',
    'Jemandem, der dir nahesteht, erzählen, was den Tag so schön gemacht hat',
  ],
}

/** What to go easy on, by the day's energy: item i suits the parts of the English GO_EASY_ON item i. */
export const GO_EASY_ON_DE: Readonly<Record<EnergyLevel, readonly string[]>> = {
  low: [
    'Große Entscheidungen und schwierige Gespräche',
    'Volle Terminkalender und lange Nächte',
    'Dein Tempo mit dem anderer vergleichen',
    'Nachrichten lesen kurz vor dem Schlafen',
    'Mehr versprechen, als der Tag tragen kann',
    'Scrollen, wenn du schlafen könntest',
    'Kaffee spät am Tag',
    'Eine To-do-Liste, die länger ist als der Morgen',
  ],
  moderate: [
    'Drei neue Dinge auf einmal anfangen',
    'Zu allem Ja sagen, worum man dich bittet',
    'Hetze',
    'Nach jeder Aufgabe Nachrichten checken',
    'Einen stillen Tag für einen verlorenen halten',
    'Noch eine Folge, wenn du schon müde bist',
    'Gespräche im Bett immer wieder durchgehen',
  ],
  high: [
    'Dir zu viel vornehmen, weil sich der Tag leicht anfühlt',
    'Die Pausen zwischen den Energieschüben auslassen',
    'Reden, bevor du zugehört hast',
    'Mehr anfangen, als du diese Woche fertigbekommst',
    'Keine Zeit für ein richtiges Essen lassen',
    'So spät noch ein neues Projekt beginnen',
    'Bildschirme im Bett',
    'Lange aufbleiben, um die Energie auszukosten',
  ],
  peak: [
    'Dich auf zu viele Pläne verteilen',
    'Versprechen, die deine gewöhnlichen Tage nicht halten können',
    'Vergessen, zu essen, zu trinken und dich auszuruhen',
    'Für andere Menschen entscheiden',
    'Aufbleiben, um das Gefühl festzuhalten',
    'Große Entscheidungen, wenn du schlafen könntest',
    'Nachrichten im Bett beantworten',
  ],
}

/** The day's focus (Today's card), by its energy: words about the day, true at any hour. */
export const DAY_FOCUS_DE: Readonly<Record<EnergyLevel, readonly string[]>> = {
  low: [
    'Ruhe und kleine Freundlichkeiten',
    'Für das Nötigste sorgen',
    'Sanft mit dir selbst sein',
    'Die Dinge einfach halten',
  ],
  moderate: [
    'Stetiger, alltäglicher Fortschritt',
    'Dein eigener Rhythmus',
    'Zu Ende bringen, was schon läuft',
    'Deine Versprechen halten',
  ],
  high: ['Dem folgen, was dich beflügelt', 'Deine Ideen teilen', 'Offenheit für Neues', 'Kreativer Schwung'],
  peak: [
    'Eine Sache, die zählt',
    'Großzügigkeit mit deiner Energie',
    'Mut mit klarem Ziel',
    'Klarheit über das große Ganze',
  ],
}

/** The intention ("Heute …", first person), by the day's energy: true at any hour of that day. */
export const DAY_INTENTIONS_DE: Readonly<Record<EnergyLevel, readonly string[]>> = {
  low: [
    'Heute lasse ich Ruhe als Fortschritt zählen und halte meine Versprechen klein.',
    'Heute gehe ich langsam, kümmere mich um das, was mir nah ist, und vertraue darauf, dass sanft genug ist.',
    'Heute sorge ich für mich so liebevoll, wie ich für einen müden Freund sorgen würde.',
  ],
  moderate: [
    'Heute bleibe ich meinem eigenen Rhythmus treu und lasse kleine Dinge gut gelingen.',
    'Heute tue ich mit Sorgfalt das nächste Sinnvolle und lasse das genug sein.',
    'Heute gehe ich in meinem eigenen Tempo und achte darauf, was es mir zurückgibt.',
  ],
  high: [
    'Heute schenke ich meinen zusätzlichen Funken einer Sache, die zählt, und lasse den Rest warten, bis er dran ist.',
    'Heute sage ich Ja zu dem, was mich beflügelt, und teile es mit jemandem.',
    'Heute folge ich meinem Schwung, wohin er mich führt, mit einer Pause hier und da.',
  ],
  peak: [
    'Heute schenke ich meine Strahlkraft dem, was mir am meisten bedeutet, und lasse den Rest vorbeiziehen.',
    'Heute begegne ich meiner Energie mit einem klaren Ziel und einem großzügigen Herzen.',
    'Heute lasse ich das Licht des Tages eine mutige, gut gewählte Sache tragen.',
  ],
}

/** The intention of a day whose words carried a theme: it answers what the person said. */
export const THEME_INTENTIONS_DE: Readonly<Record<Theme, string>> = {
  crisis: 'Heute wende ich mich an jemanden und lasse mir helfen, das zu tragen.',
  grief: 'Heute lasse ich die Trauer so groß sein, wie sie ist, und lasse andere freundlich zu mir sein.',
  illness: 'Heute gebe ich meinem Körper Zeit, sich zu erholen, und bitte um die Hilfe, die ich brauche.',
  conflict: 'Heute gebe ich schwierigen Gefühlen Zeit, bevor ich auf sie antworte.',
  exhaustion: 'Heute stelle ich die Ruhe an erste Stelle und lasse alles andere warten, bis es dran ist.',
  worry: 'Heute halte ich, was meins ist, und lege den Rest ab.',
  loneliness: 'Heute gehe ich auf einen Menschen zu, und sei es nur mit einem kleinen Hallo.',
  pride: 'Heute lasse ich zählen, was ich geschafft habe, und freue mich daran.',
  gratitude: 'Heute bemerke ich, was mir guttut, und sage danke dafür.',
  joy: 'Heute lasse ich das Gute gut sein, ohne daran vorbeizueilen.',
  love: 'Heute lasse ich die Menschen, die mir wichtig sind, wissen, dass sie es sind.',
}
