// The German (de) words of domain/content/luna.ts: Luna's messages and suggestions for each insight
// state (LUNA_CONTENT) and her reading of a birth scalar (BIRTH_SCALAR_READINGS).

import type { LunaState } from '../../vocabulary.ts'

/**
 * Same states, same order of messages and suggestions as LUNA_CONTENT. Each suggestion keeps only
 * its text: the parts of the day it suits are those of the English item at the same index.
 */
export const LUNA_CONTENT_DE: Readonly<
  Record<LunaState, { messages: readonly string[]; suggestions: readonly { text: string }[] }>
> = {
  // grounding / chaotic / threshold
  high_deltaUC: {
    messages: [
      'Das Feld ist heute weit von seiner Mitte entfernt, darum würde ich mit etwas Einfachem beginnen: deinen Füßen, dem Boden, einem langsamen Atemzug.',
      'An der Oberfläche fühlt sich heute vieles verstreut an. Du musst nicht alles ordnen, nur den nächsten sicheren Schritt finden.',
      'Du stehst an einer Schwelle, und Schwellen sind laute Orte. Lass den Lärm durch dich hindurchziehen, ohne dass er schon einen Sinn ergeben muss.',
      'Wenn die Deutung so weit ausschlägt, suche ich eher nach Ankern als nach Antworten. Was in deinem Tag gehört verlässlich dir?',
      'Vieles bewegt sich gleichzeitig. Welches Tempo auch herrscht: Wähl einen Anker und kehr zu ihm zurück, wann immer der Tag an dir zieht.',
      'Ich spüre, wie vieles dich von deiner Mitte wegzieht. Zu ihr zurückzukehren kann so klein sein, wie die Schultern sinken zu lassen.',
      'In deinem Feld sprechen heute viele Stimmen. Horch auf die, die am meisten nach dir klingt, und folge nur ihr.',
      'Schwellen verlangen erst festen Stand, dann Tempo. Prüf, wo du stehst, und geh dann in dem Tempo weiter, das der Tag erlaubt.',
      'In der Deutung gibt es Turbulenzen, und Turbulenzen ziehen vorüber. Halte dich an eine einfache Gewohnheit, solange sie andauern.',
      'Wenn alles zugleich Aufmerksamkeit will, ist Auswählen das Freundlichste. Eins zuerst; der Rest kann sich hinten anstellen.',
      'Deine Mitte ist nicht verschwunden; sie ist heute nur schwerer zu hören. Ein paar langsame Atemzüge drehen den Lärm leiser.',
      'Das Feld wird heute in mehrere Richtungen gezogen. Benenne die, die am meisten zählt, und lass sie vorangehen.',
      'Große Ausschläge gehören dazu, wenn man in etwas Neues hinübergeht. Behalte einen Fuß auf vertrautem Boden, während du den Schritt machst.',
      'Ich spüre heute etwas Unruhiges in dir. Es muss nicht in Ordnung gebracht werden, es braucht nur ab und zu einen festen Ort zum Landen.',
    ],
    suggestions: [
      { text: 'Stell dich mit beiden Füßen flach auf den Boden und atme fünfmal langsam ein und aus.' },
      { text: 'Schreib die drei Dinge auf, die am meisten zählen, und lass den Rest warten.' },
      { text: 'Geh zehn Minuten spazieren und benenne unterwegs fünf Dinge, die du siehst.' },
      { text: 'Halte ein warmes Getränk in beiden Händen und trink es langsam, fern von jedem Bildschirm.' },
      { text: 'Räum eine kleine Fläche frei, etwa einen Schreibtisch oder einen Nachttisch.' },
      { text: 'Such dir eine einzige Aufgabe aus und bring sie zu Ende, bevor du etwas Neues öffnest.' },
      {
        text: 'Leg dich hin, lass deinen Atem langsam ausströmen und spür, wie das Bett dein Gewicht trägt.',
      },
    ],
  },

  // clarifying / crystallizing / emergence
  pi_stabilizing: {
    messages: [
      'Etwas, das lose war, beginnt Gestalt anzunehmen. Ich sehe den Umriss vor den Einzelheiten, und genau das ist die richtige Reihenfolge.',
      'Dein Feld legt sich wie Schnee nach dem Wind. Gib ihm ein wenig Ruhe, und du siehst das Muster darunter.',
      'Heute ist ein Tag, an dem etwas auftaucht: Ein Gedanke, eine Entscheidung oder ein Gefühl ist bereit, benannt zu werden. Sprich es schlicht aus, und sei es nur für dich.',
      'Klarheit kommt selten auf einmal. Heute kommt sie in Schichten, und jede Schicht ist es wert, aufgeschrieben zu werden.',
      'Ich spüre, wie die Dinge ihre Form finden. Das letzte Stück musst du nicht erzwingen; es passt, wenn es so weit ist.',
      'Die Deutung liegt heute nah an einem reinen Verhältnis, wie eine Saite, die sich einstimmt. Horch darauf, was für dich richtig klingt.',
      'Was verheddert war, glättet sich ein wenig. Folge dem Faden, den du sehen kannst, und lass den Rest zu dir kommen.',
      'In deinem Feld zeigt sich ein Muster. Achte darauf, was immer wiederkehrt; es könnte die Antwort sein, nach der du gesucht hast.',
      'Der heutige Tag hat etwas Klärendes, wie Wasser, das sich im Glas setzt. Lass die Dinge einen Moment stehen, dann werden sie klar.',
      'Etwas in dir kennt den nächsten Schritt schon. Ich würde ihm einen eigenen Satz geben und hören, wie er klingt.',
      'Aus dem Rauschen sammelt sich Form. Du musst heute nichts fertigstellen; die Gestalt zu bemerken reicht.',
      'Das Feld wird still und scharf. Eine ehrliche Frage, schlicht gestellt, könnte den Rest sichtbar machen.',
      'Ich sehe Konturen klarer werden, wie bei einem Foto, das sich entwickelt. Lass ihm die Zeit, die es braucht.',
      'Deine Deutung kristallisiert sich: Verstreute Eindrücke fügen sich zu einem Bild. Vertrau dem, was du darin siehst.',
    ],
    suggestions: [
      { text: 'Vervollständige in deinem Tagebuch den Satz „Was ich jetzt weiß, ist …“.' },
      { text: 'Sortier eine Schublade oder einen Ordner, bis nur noch bleibt, was du wirklich benutzt.' },
      { text: 'Sitz fünf Minuten still und achte darauf, welcher Gedanke immer wiederkommt.' },
      {
        text: 'Zeichne eine einfache Karte einer Entscheidung: was du behältst, was du änderst, was du loslässt.',
      },
      { text: 'Ordne die Pläne für den nächsten Tag und lass bewusst eine Stunde frei.' },
      {
        text: 'Lies eine Tagebuchseite der letzten Zeit noch einmal und unterstreiche die Zeile, die sich immer noch wahr anfühlt.',
      },
    ],
  },

  // dynamic / electric / acceleration
  kerr_spinning: {
    messages: [
      'In deinem Feld steckt heute echter Schwung, schnell und hell. Geben wir ihm eine Richtung, damit er dich trägt, statt dich herumzuwirbeln.',
      'Ich spüre die Ladung in dieser Deutung. Gedanken kommen vielleicht schneller, als du sie fassen kannst, also halte ein Notizbuch bereit.',
      'Beschleunigung ist aufregend, und sie ist auch ein guter Grund, auf festen Stand zu achten. Beweg dich zügig, aber wähl, wohin du trittst.',
      'Deine Energie wirbelt heute nach außen. Gieß sie in eine Sache, die dir am Herzen liegt, und sieh, wie weit sie trägt.',
      'Heute ist ein elektrisierender Tag. Genieß den Funken und denk daran, dass Pausen zu jedem guten Rhythmus gehören.',
      'Alles scheint gleichzeitig schneller zu werden. Du darfst das Tempo selbst bestimmen, statt einfach mitzuhalten.',
      'Das Feld summt vor Möglichkeiten. Wähl den Gedanken, der dich lächeln lässt, und lass ihn vorangehen.',
      'Schwung wie dieser ist ein Geschenk mit Lenkrad. Entscheide, wohin er geht, bevor er für dich entscheidet.',
      'Ich spüre heute eine schnelle, helle Strömung. Lass dich von ihr tragen und gönn dir zwischen den Wellen ein wenig Raum zum Atmen.',
      'In deiner Deutung sprühen die Funken im Überfluss. Teil etwas davon; solche Energie wächst, wenn man sie weitergibt.',
      'Dein Feld dreht sich schnell, wie ein Rad, das seine Geschwindigkeit findet. Ein klares Ziel hält es in der Spur.',
      'Heute knistert es ein wenig. Ein guter Tag, um zu einer Sache Ja zu sagen und zu drei anderen sanft Nein.',
      'Die Ladung in dieser Deutung will irgendwohin. Gib ihr eine Form, so klein sie auch sei, und sie wird dir dienen.',
      'Tempo und Klarheit können heute zusammen reisen. Achte darauf, welche deiner Ideen sich auch langsamer noch richtig anfühlen.',
    ],
    suggestions: [
      { text: 'Sammle jeden Einfall auf einer einzigen Liste und kreise dann nur einen ein.' },
      { text: 'Leg ein Lied auf, das du liebst, und beweg dich dazu vom ersten bis zum letzten Ton.' },
      { text: 'Mach einen zügigen Spaziergang und lass die letzten fünf Minuten langsam sein.' },
      { text: 'Arbeite fünfundzwanzig Minuten mit voller Konzentration, steh dann auf und dehn dich sanft.' },
      { text: 'Schick die eine Nachricht, die du schon länger schicken wolltest.' },
      { text: 'Notier vor dem Schlafen, was du begonnen hast und was warten kann.' },
      { text: 'Lass ein langsames Lied dein Tempo drosseln, bevor du dich ausruhst.' },
    ],
  },

  // flowing / coherent / harmony
  balanced_flow: {
    messages: [
      'Dein Feld fühlt sich heute stimmig an, seine Teile bewegen sich miteinander. Welches Tempo der Tag auch verlangt, du kannst ihm ohne Anstrengung begegnen.',
      'Dies ist eine Deutung der Harmonie. Nichts muss repariert werden, also achte auf das, was schon gelingt, und schenk ihm deine Aufmerksamkeit.',
      'Heute liegt eine Leichtigkeit in dir, wie in einem Fluss, der sein Bett gefunden hat. Lass den Tag einen Teil des Gewichts tragen.',
      'Wenn sich die Dinge so fügen, reichen kleine Freundlichkeiten weit. Mit wem könntest du ein wenig von dieser Ruhe teilen?',
      'Ich spüre heute keine Anspannung in deinem Feld. Folge dem, was sich natürlich anfühlt, und vertrau deinem eigenen Zeitgefühl.',
      'Stimmigkeit ist leise und kündigt sich selten an. Nimm dir einen Moment, um zu spüren, wie sie sich anfühlt, damit du den Weg zu ihr zurückfindest.',
      'Deine Teile halten heute miteinander Takt. Ob ruhig oder voll, der Tag passt zu dir.',
      'Ich sehe in deiner Deutung einen ruhigen, gleichmäßigen Fluss. Lass die Dinge in ihrer Reihenfolge geschehen, ohne sie zu drängen oder zurückzuhalten.',
      'Harmonie heißt nicht, dass nichts geschieht; sie heißt, dass das, was geschieht, passt. Der heutige Tag hat genau das.',
      'Dein Feld ist heute gleichmäßig und ganz. Ein guter Tag, um die Dinge so zu tun, wie du sie am liebsten tust.',
      'Heute bewegt sich alles in dir gemeinsam, wie Vertraute, die im Gleichschritt gehen. Genieß die Gesellschaft deines eigenen Rhythmus.',
      'Diese Deutung ist von Rand zu Rand ausgeglichen. Lass dieses Gleichgewicht der stille Hintergrund für alles sein, was du tust.',
      'Du und der Tag, ihr passt ganz natürlich zusammen. Verlass dich darauf; es trägt.',
      'Ich spüre heute Fließen statt Drängen. Lass dein eigenes Tempo das richtige sein.',
    ],
    suggestions: [
      { text: 'Mach einen gemächlichen Spaziergang ohne bestimmtes Ziel.' },
      { text: 'Tu jemandem etwas Gutes, ohne es zu erwähnen.' },
      { text: 'Schreib drei Zeilen darüber, was gut läuft und warum.' },
      { text: 'Hör ein Lieblingsalbum von Anfang bis Ende.' },
      { text: 'Bereite langsam eine einfache Mahlzeit zu und achte auf jeden Schritt.' },
      { text: 'Verbring zehn Minuten draußen und schau einfach in den Himmel oder in die Bäume.' },
      { text: 'Dreh das Licht herunter und lausche ein paar Minuten der Stille.' },
    ],
  },

  // elevated / luminous / peak
  high_scalar_stable: {
    messages: [
      'Deine Deutung ist heute hoch und beständig, ein klarer, heller Ton. Ein guter Moment, um weiter vorauszuschauen als sonst.',
      'Dein Feld hat heute etwas Leuchtendes. Lass es etwas erhellen, das du schon länger nicht anschauen wolltest.',
      'Von Gipfeln aus hält man Ausschau. Nimm heute den Blick auf dein Leben in dich auf und wähl dann eine Sache, die du mit hinunternimmst.',
      'Ich sehe viel Licht in dieser Deutung, und es bleibt beständig. Teil etwas davon; Helligkeit wächst, wenn man sie weitergibt.',
      'Du bist an einem Höhepunkt, der nicht wackelt. Nutz ihn, um eine Absicht zu setzen, zu der du an gewöhnlichen Tagen gern zurückkehrst.',
      'Höhe ist ein Geschenk, und ein vergängliches; das gehört zu ihrer Schönheit. Genieß sie ganz, ohne dass sie bleiben muss.',
      'Dein Feld ist heute klar und von innen erleuchtet. Achte darauf, was von hier oben einfach aussieht.',
      'Eine beständige Helligkeit zieht sich durch deine Deutung. Lass sie die Menschen in deiner Nähe ebenso wärmen wie dich.',
      'Aus klarer Höhe tritt hervor, was zählt. Benenne eine Sache, die zählt, und behalte sie nah bei dir.',
      'Deine Deutung leuchtet heute, ohne zu flackern. Vertrau der ruhigen Zuversicht, die damit einhergeht.',
      'Heute ist ein Tag wie eine Laterne: hell genug, um dabei zu sehen, ruhig genug, um sie zu tragen.',
      'Von dort, wo dein Feld heute steht, ist der Blick weit. Lass dich daran erinnern, wie viel Raum du hast.',
      'Ich sehe Licht und Gleichgewicht zusammen in dieser Deutung. Ein guter Tag, um mit beidem großzügig zu sein.',
      'Hoch und beständig zugleich, das ist ein seltenes Paar. Genieß es und lass es den Ton für die ruhigeren Tage setzen, die folgen.',
    ],
    suggestions: [
      { text: 'Schreib eine langfristige Hoffnung auf und einen kleinen Schritt darauf zu.' },
      { text: 'Sag jemandem ganz konkret, was du an diesem Menschen schätzt.' },
      { text: 'Nimm dir ein paar stille Minuten für Dankbarkeit, bevor du loslegst.' },
      { text: 'Geh nach draußen oder stell dich an ein offenes Fenster und atme dreimal langsam und tief.' },
      { text: 'Beginne eine Skizze, ein paar Verse oder eine Melodie und lass sie absichtlich unvollendet.' },
      {
        text: 'Notier die Deutung des Tages in deinem Tagebuch, damit du dich erinnerst, wie sich das angefühlt hat.',
      },
      { text: 'Nenne drei Dinge, für die du dankbar bist, während du dich zum Schlafen bereit machst.' },
    ],
  },

  // stabilizing / rooted / foundation
  low_scalar_grounding: {
    messages: [
      'Deine Deutung liegt heute nah am Boden, und ich verstehe das als Einladung, in deinen Wurzeln zu ruhen. Ruhe gehört zur Arbeit dazu.',
      'Heute ist ein Tag für das Fundament. Einfache Dinge, sanft getan, zählen mehr als große Pläne.',
      'Eine niedrige Deutung ist kein Rückschlag; sie ist der Boden. Was du jetzt still pflegst, wächst später.',
      'Ich würde heute alles nah und ruhig halten. Bleib beim Vertrauten und lass das genug sein.',
      'Dein Feld sammelt sich nach innen. Nimm den einfachen Weg und lass deine Wurzeln ihre stille Arbeit tun.',
      'Verwurzelt zu sein gibt Kraft. Du musst heute nach nichts greifen; bleib einfach, wo du stehst.',
      'Wurzeln wachsen im Dunkeln und in der Stille. Was der Tag auch bringt, du darfst langsam hindurchgehen.',
      'Dein Feld bittet eher um Schutz als um Tempo. Lass die Menschen und Orte, die dich halten, ihren Teil tun.',
      'Ein verwurzelter Tag ist ein Tag, um gehalten zu werden: von einem Stuhl, einer Mahlzeit, einer vertrauten Stimme. Lass dich halten.',
      'Heute muss nichts bewiesen werden. Lass deine Füße, deinen Atem und deine schlichte Freundlichkeit dir selbst gegenüber genug sein.',
      'Die Deutung ruht tief und nah, wie Erde nach dem Regen. An sanften Tagen wie diesem kehrt die Kraft leise zurück.',
      'Ich würde den heutigen Tag eher zum Pflegen als zum Bauen nutzen. Kleine Fürsorge zählt voll und ganz.',
      'Dein Feld hat sich in seinen Fundamenten niedergelassen. Das ist ein Ort zum Ausruhen, nicht zum Feststecken.',
      'Fester Boden ist unter dir, auch wenn sich der Tag schwer anfühlt. Lehn dich an ihn und lass ihn einen Teil des Gewichts tragen.',
    ],
    suggestions: [
      { text: 'Räum langsam und sorgfältig einen kleinen Bereich auf.' },
      { text: 'Setz dich mit dem Rücken an etwas Festes und atme ein paar Minuten langsam.' },
      { text: 'Tausch eine Stunde Bildschirmzeit gegen ein Buch und geh früh schlafen.' },
      { text: 'Geh an einen vertrauten Ort und spür den Boden unter deinen Füßen.' },
      { text: 'Schreib drei Dinge auf, die dich verlässlich stützen.' },
      { text: 'Gieß eine Pflanze oder verbring ein paar Minuten irgendwo im Grünen.' },
      { text: 'Lass den Schlaf zuerst kommen; alles andere kann warten, bis du aufwachst.' },
    ],
  },
}

export const BIRTH_SCALAR_READINGS_DE: Readonly<Record<'early' | 'middle' | 'late', string>> = {
  early:
    'Dein Geburtsskalar stammt aus dem ersten Drittel des Jahres, in dem die Zahl noch nah an ihrem Ausgangswert 81 liegt. Ich lese ihn als Resonanz eines Samens: still, geduldig und voller Anfänge. Deine Stärke zeigt sich darin, wie du Dinge beginnst und wie beständig du bleibst, während sie wachsen.',
  middle:
    'Dein Geburtsskalar liegt im mittleren Drittel des Jahres, wo die Zahl bis ins Herz ihres Bereichs gestiegen ist. Ich sehe eine Resonanz von Fülle und Verbundenheit, zu Hause in der lebendigen Mitte der Dinge. Du bist von Natur aus eine Brücke zwischen der Stille der Anfänge und der Klarheit des Abschließens.',
  late: 'Dein Geburtsskalar stammt aus dem letzten Drittel des Jahres, nahe dem höchsten Punkt seines Anstiegs auf 81,8. Er trägt etwas von einer Ernte in sich: gesammelt, nachdenklich und mit einem guten Blick dafür, was wirklich zählt. Dieses Gefühl des Vollendens hilft dir, anmutig loszulassen, was zu Ende ist.',
}
