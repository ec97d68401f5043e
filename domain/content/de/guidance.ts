// The German (de) words of domain/content/guidance.ts: window phases, the hour's focus and
// recommendations, planetary weather, location effects and energy labels.

import type { AwarenessBand, KIndexBand, WindowPhase } from '../../vocabulary.ts'

/**
 * Each phase's words. Every list keeps the English order and length: item i suits the parts of the
 * day of the English item i (primaryFocus, recommendations, quietHours, suggestedActions[band]).
 */
export const TIME_PHASE_CONTENT_DE: Readonly<
  Record<
    WindowPhase,
    {
      description: string
      primaryFocus: readonly string[]
      recommendations: readonly string[]
      quietHours: readonly string[]
      suggestedActions: Readonly<Record<AwarenessBand, readonly [string, string, string]>>
    }
  >
> = {
  'Echo Chamber': {
    description:
      'Die Echokammer ist das Fenster, in dem deine Deutung nah an deinem eigenen Ausgangswert liegt, sodass der Tag meist zurückspiegelt, was du in ihn hineinträgst.',
    primaryFocus: [
      'Auf das achten, was sich wiederholt',
      'Vertraute Rhythmen festigen',
      'Deinen eigenen Ton bemerken',
    ],
    recommendations: [
      'Achte darauf, welcher Gedanke am häufigsten wiederkehrt, und schreib ihn einmal auf.',
      'Halte eine kleine Routine genau so ein, wie du sie magst.',
      'Sprich mit dir selbst so, wie du mit einem lieben Menschen sprechen würdest.',
      'Wähle ein Gespräch, in dem du zuhörst, ohne deine Antwort zu planen.',
      'Bring eine kleine Sache zu Ende, die du früher in der Woche angefangen hast.',
      'Spiel ein Musikstück, das du auswendig kennst, und hör es, als wäre es das erste Mal.',
      'Lass den Abend seiner gewohnten, gemütlichen Ordnung folgen.',
      'Wenn du wach bist, atme langsam und lass dich von vertrauten Geräuschen beruhigen.',
    ],
    quietHours: [
      'Lass den Raum still werden und achte auf die Geräusche, die immer da sind.',
      'Leg bereit, was du am nächsten Tag brauchst, und lass den Gedanken daran dann los.',
      'Atme langsam und lass dich von einem vertrauten Lied in Richtung Ruhe tragen.',
    ],
    suggestedActions: {
      clouded: [
        'Setz dich bequem hin und zähl zehn langsame Atemzüge, mehr nicht.',
        'Trink langsam ein Glas Wasser und schau dich dabei in dem Raum um, in dem du bist.',
        'Räum eine Fläche auf, die du jeden Tag siehst, etwa einen Schreibtisch oder einen Nachttisch.',
      ],
      normal: [
        'Schreib drei Zeilen darüber, was sich heute vertraut angefühlt hat und ob es dir willkommen war.',
        'Mach einen zehnminütigen Spaziergang auf einer Strecke, die du gut kennst, und entdecke eine Sache, die dir bisher entgangen ist.',
        'Beantworte eine Nachricht, auf die du schon länger antworten wolltest.',
      ],
      heightened: [
        'Schreib in dein Tagebuch zu der Frage: Welche meiner Gewohnheiten klingt noch nach mir?',
        'Summe eine Minute lang einen einzigen gleichmäßigen Ton und hör, wie er sich im Raum setzt.',
        'Lies eine alte Tagebuchseite und markiere einen Satz, dem du noch immer zustimmst.',
      ],
      peak: [
        'Verbringe fünf Minuten in Stille und lass jeden vorbeiziehenden Gedanken gehen, ohne ihm zu folgen.',
        'Schreib einen kurzen Brief an dich selbst in einem Jahr und beschreib darin, was du beschlossen hast zu bewahren.',
        'Danke jemandem, der dir nahesteht, für eine Freundlichkeit, die er dir immer wieder erweist, ohne dass du darum bittest.',
      ],
    },
  },
  'Resonance Ascendancy': {
    description:
      'Der Resonanz-Aufstieg ist das Fenster, in dem deine Deutung über deinen Ausgangswert steigt, ein symbolischer Auftrieb, der Anfänge, Ausdruck und Großzügigkeit begünstigt.',
    primaryFocus: [
      'Etwas Neues beginnen',
      'Deine Ideen teilen',
      'Kreativem Schwung folgen',
      'Ideen auffangen, ohne ihnen nachzujagen',
      'Einen lebhaften Kopf zur Ruhe kommen lassen',
    ],
    recommendations: [
      'Fang mit der Aufgabe an, um die du schon länger herumschleichst, und sei es nur für fünfzehn Minuten.',
      'Teile eine Idee mit jemandem, der sie gern hören wird.',
      'Leg Musik auf, die dich beflügelt, und lass sie eine Weile dein Tempo bestimmen.',
      'Schreib ein Vorhaben, das dir am Herzen liegt, in einfachen Worten auf und leg den Zettel dorthin, wo du ihn siehst.',
      'Verbinde deine Energie mit Ruhe, indem du zwischen zwei Schüben für ein paar Atemzüge innehältst.',
      'Mach ein Kompliment, das konkret und ehrlich ist.',
      'Notier die Ideen, die auftauchen, und lass sie warten, bis du aufwachst.',
      'Lass einen lebhaften Kopf mit einem langsamen Lieblingslied zur Ruhe kommen.',
    ],
    quietHours: [
      'Schreib die Idee auf, die dich wach hält, damit sie warten kann, bis du aufwachst.',
      'Lass einen lebhaften Kopf mit ein paar langsamen Dehnübungen herunterfahren.',
      'Sag jemandem gute Nacht und nenne eine Sache, auf die du dich freust.',
    ],
    suggestedActions: {
      clouded: [
        'Öffne ein Fenster, richte dich auf und nimm fünf gemächliche Atemzüge.',
        'Nimm den kleinsten Schritt eines Plans und tu nur diesen.',
        'Leg ein Lied auf, das du liebst, und hör es bis zum Ende.',
      ],
      normal: [
        'Skizziere oder notiere den ersten Entwurf von etwas, das du erschaffen möchtest.',
        'Geh in lebhaftem, angenehmem Tempo einmal um den Block und lass deine Gedanken vorauslaufen.',
        'Schick ein paar ermutigende Zeilen an jemanden, der gerade selbst etwas beginnt.',
      ],
      heightened: [
        'Füll eine Seite mit Ideen, ohne eine davon zu bewerten, und kreise dann die ein, die leuchtet.',
        'Dehn dich sanft mit den Armen über dem Kopf und nenne eine Sache, in die du hineinwachsen willst.',
        'Lade eine Freundin oder einen Freund zu einem kleinen gemeinsamen Projekt ein, etwa zusammen zu kochen.',
      ],
      peak: [
        'Schenk der kreativen Arbeit, die dir am meisten bedeutet, eine Stunde, das Handy in einem anderen Zimmer.',
        'Schreib eine kurze Absichtserklärung für die kommende Zeit und lies sie einmal laut vor.',
        'Tu jemandem im Stillen etwas Gutes, ohne irgendwem davon zu erzählen.',
      ],
    },
  },
  'Volatility Field': {
    description:
      'Das Volatilitätsfeld ist das Fenster, in dem deine Deutung unter deinen Ausgangswert sinkt, eine symbolische Ebbe, die um Langsamkeit, Einfachheit und festen Boden bittet.',
    primaryFocus: [
      'Festen Boden finden',
      'Vereinfachen, was noch zu tun ist',
      'Sanft mit Veränderung umgehen',
      'Sanft zur Ruhe kommen',
    ],
    recommendations: [
      'Halte deine Pläne leicht und lass etwas Raum zwischen deinen Verpflichtungen.',
      'Wähle einen Anker für die kommenden Stunden, etwa einen Spaziergang, eine Mahlzeit oder ein Telefonat, und schütze ihn.',
      'Lass Entscheidungen, die warten können, ruhen, bis du dich gefestigter fühlst.',
      'Stell die Füße flach auf den Boden, wann immer du dich setzt, und spür den Halt unter dir.',
      'Räum eine kleine Ecke um dich herum frei, damit das Auge einen ruhigen Ort zum Verweilen hat.',
      'Leg die Messlatte für einen guten Tag niedriger und lass das genug sein.',
      'Dimm eine Stunde vor dem Schlafen das Licht und lass den Abend langsamer werden.',
      'Lieg still, atme langsam aus und lass dich vom Bett halten.',
      'Halte das Licht gedämpft und die Bildschirme fern, während du zur Ruhe kommst.',
    ],
    quietHours: [
      'Leg dich hin und lass jedes Ausatmen länger dauern als das Einatmen.',
      'Dimm das Licht und lass eine kleine Annehmlichkeit für jetzt genügen.',
      'Schreib die Sorgen auf und klapp das Notizbuch zu, bis du ausgeruht bist.',
    ],
    suggestedActions: {
      clouded: [
        'Leg beide Hände auf deinen Bauch und atme eine Minute lang langsam.',
        'Hüll dich in etwas Weiches und sitz ein paar Minuten still.',
        'Räum drei Dinge weg, die nicht an ihrem Platz liegen, und hör dann auf.',
      ],
      normal: [
        'Geh zehn Minuten langsam draußen spazieren und nenne fünf Dinge, die du sehen kannst.',
        'Schreib in zwei kurzen Spalten auf, was heute in deiner Hand liegt und was nicht.',
        'Kreise die Schultern und dehne sanft deinen Nacken, nur so weit, wie es sich leicht anfühlt.',
      ],
      heightened: [
        'Schreib auf, was sich unruhig anfühlt, und dann eine kleine Sache, mit der du dich gefestigter fühlen würdest.',
        'Hör mit geschlossenen Augen ein langsames Musikstück und folge einem einzigen Instrument.',
        'Steh zwei Minuten still und spür, wie der Boden dein Gewicht trägt.',
      ],
      peak: [
        'Sitz zehn Minuten in Stille und beobachte, wie sich dein inneres Wetter verändert, ohne es ändern zu wollen.',
        'Schreib in dein Tagebuch über eine frühere Veränderung, die du durchgestanden hast, und darüber, was dich getragen hat.',
        'Melde dich bei jemandem, der vielleicht einen schwereren Tag hat als du, und frag einfach, wie es geht.',
      ],
    },
  },
}

export const COSMIC_WEATHER_DE: Readonly<Record<KIndexBand, string>> = {
  quiet: 'Das planetare Feld ist ruhig und gleichmäßig, wie ein stiller See unter klarem Nachthimmel.',
  active:
    'Das Erdmagnetfeld regt sich ein wenig, wie eine leichte Brise, die über die magnetische Hülle des Planeten streicht.',
  storm:
    'Ein geomagnetischer Sturm zieht durch die hohe Atmosphäre, ein Wetter, das nahe den Polen Polarlichter an den Himmel malt.',
  severe:
    'Das Magnetfeld des Planeten ist in seltener, wilder Stimmung, ein großes Schauspiel am Himmel und ein symbolischer Anstoß, deinen eigenen Rhythmus einfach zu halten.',
}

export const SCHUMANN_QUALITY_DE: Readonly<Record<KIndexBand, string>> = {
  quiet: 'Klar und gleichmäßig',
  active: 'Sanft gekräuselt',
  storm: 'Aufgewühlt',
  severe: 'Wild und hell',
}

export const SYMBOLIC_EFFECTS_DE: Readonly<{ auto: string; manual: string; global: string }> = {
  auto: 'Deine Ortszeit gibt der Deutung ihre Stunde, sodass das Fenster der Tageszeit dort folgt, wo du tatsächlich bist.',
  manual:
    'Der Ort, den du gewählt hast, bestimmt die Ortszeit der Deutung, sodass du erkunden kannst, wie sich das Fenster von dort aus entfalten würde.',
  global:
    'Ohne festgelegten Ort wirft die Deutung einen gemeinsamen, weltumspannenden Blick auf den Tag statt auf die Stunde eines bestimmten Ortes.',
}

export const ENERGY_LEVEL_LABELS_DE: Readonly<Record<'low' | 'moderate' | 'high' | 'peak', string>> = {
  low: 'Niedrig — ruhig',
  moderate: 'Mittel — ausgeglichen',
  high: 'Hoch — hell',
  peak: 'Gipfel — strahlend',
}
