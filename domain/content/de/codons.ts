// The German (de) words of the codon library (docs/decisions/057-content-languages.md), as
// GET /api/codons?lang=de answers them (domain/codons-language.ts): each codon's theme, affirmation,
// three rituals and symbolic tag, keyed by RNA triplet in hexagram order; the 64 hexagrams' names in
// their order (index = number − 1); and the amino acids' names, keyed by the English name that
// aminoAcidOf() returns. Tags, frequencies and every id stay as domain/content/codons.ts has them.

import type { CodonContentWords } from '../types.ts'

export const CODON_CONTENT_DE: CodonContentWords = {
  // 1 Das Schöpferische
  UUU: {
    theme: 'Schöpferische Kraft in Bewegung',
    affirmation:
      'Ich beginne, was mir wichtig ist, und halte es mit steter, sich erneuernder Energie in Gang.',
    rituals: [
      'Schreib einen Satz auf, der benennt, was du heute am liebsten in Gang setzen möchtest.',
      'Mach einen zügigen Spaziergang von zehn Minuten und lass jeden Schritt für eine Entscheidung stehen, die du schon getroffen hast.',
      'Sitz fünf Minuten lang aufrecht, atme langsam und spür, wie sich deine Wirbelsäule mit jedem Einatmen streckt.',
    ],
    symbolicTag: 'Offener Himmel',
  },
  // 2 Das Empfangende
  AAA: {
    theme: 'Die empfangende Kraft des Bodens',
    affirmation:
      'Ich lasse das, was mir angeboten wird, erst Wurzeln schlagen, bevor ich entscheide, wie ich antworte.',
    rituals: [
      'Sitz oder lieg zehn Minuten bequem und nimm jede Stelle wahr, an der dein Körper getragen wird.',
      'Hör einem Menschen, der dir nahesteht, zehn Minuten lang zu und stell nur Fragen, ohne Ratschläge zu geben.',
      'Gieß eine Pflanze oder pflege langsam ein Stück Erde und schenk ihm deine volle Aufmerksamkeit.',
    ],
    symbolicTag: 'Fruchtbares Feld',
  },
  // 3 Die Anfangsschwierigkeit
  CAC: {
    theme: 'Ordnung im frühen Chaos',
    affirmation:
      'Ich begegne dem Durcheinander eines Neuanfangs mit Geduld, einen kleinen Schritt nach dem anderen.',
    rituals: [
      'Liste alles auf, was sich an einem neuen Vorhaben verworren anfühlt, und kreise dann nur den allerersten Schritt ein.',
      'Räum bei dir zu Hause eine kleine Fläche frei und halte sie den Rest des Tages frei.',
      'Bitte jemanden um eine ganz bestimmte Hilfe, um die du schon länger bitten wolltest.',
    ],
    symbolicTag: 'Keimender Samen',
  },
  // 4 Die Jugendtorheit
  GAG: {
    theme: 'Offener Anfängergeist',
    affirmation: 'Ich gehe an das, was ich noch nicht weiß, mit Demut und ehrlicher Neugier heran.',
    rituals: [
      'Lern ein neues Wort oder eine neue Tatsache und erklär sie dir laut, so schlicht du kannst.',
      'Schreib eine Frage auf, für die du bisher zu stolz warst, und stell sie heute.',
      'Lies eine Viertelstunde über ein Thema, von dem du fast nichts weißt.',
    ],
    symbolicTag: 'Leeres Blatt',
  },
  // 5 Das Warten
  UCC: {
    theme: 'Geduldiges Vertrauen in den rechten Zeitpunkt',
    affirmation: 'Ich warte in ruhiger Zuversicht und sorge gut für mich, während die Dinge reifen.',
    rituals: [
      'Mach dir ein warmes Getränk und genieß es langsam, ohne aufs Handy zu schauen.',
      'Stell einen Timer auf zehn Minuten und sitz still da; lass Ungeduld aufsteigen und von selbst vergehen.',
      'Schreib auf, worauf du wartest, und eine Sache, die du in der Zwischenzeit genießen kannst.',
    ],
    symbolicTag: 'Aufziehende Wolken',
  },
  // 6 Der Streit
  GGU: {
    theme: 'Klug mit Uneinigkeit umgehen',
    affirmation:
      'Ich kann bei meinem Standpunkt bleiben und trotzdem nach dem Punkt suchen, an dem wir uns treffen.',
    rituals: [
      'Schreib eine aktuelle Meinungsverschiedenheit aus der Sicht der anderen Person auf, in ihren eigenen Worten.',
      'Atme dreimal langsam durch, bevor du heute auf eine Nachricht antwortest, die dich aufwühlt.',
      'Geh zehn Minuten spazieren und entscheide bis zum Ende, welcher Teil eines Streits es wirklich wert ist, weiterverfolgt zu werden.',
    ],
    symbolicTag: 'Gekreuzte Strömungen',
  },
  // 7 Das Heer
  GAA: {
    theme: 'Disziplinierte gemeinsame Anstrengung',
    affirmation: 'Ich bringe Ordnung und Sinn in gemeinsame Arbeit, ohne etwas erzwingen zu müssen.',
    rituals: [
      'Schreib einen einfachen Plan für eine gemeinsame Aufgabe, der festhält, wer welchen Teil übernimmt.',
      'Verwende zehn Minuten auf etwas, das du jemand anderem versprochen hast, bevor du mit etwas Eigenem beginnst.',
      'Steh fünf Minuten fest auf beiden Füßen, atme langsam und spür, wie ruhig und aufrecht du stehst.',
    ],
    symbolicTag: 'Geschlossene Reihe',
  },
  // 8 Das Zusammenhalten
  AAC: {
    theme: 'Zugehörigkeit und gegenseitiger Halt',
    affirmation: 'Ich suche die Nähe von Menschen, die meine Werte teilen, und lasse sie mir nahekommen.',
    rituals: [
      'Schick jemandem, mit dem du länger nicht gesprochen hast, eine herzliche Nachricht.',
      'Schreib drei Menschen auf, auf die du dich verlassen kannst, und was jeder von ihnen in dein Leben bringt.',
      'Teil eine Tasse Tee oder einen kurzen Spaziergang mit jemandem aus der Nachbarschaft, dem Freundeskreis oder der Arbeit.',
    ],
    symbolicTag: 'Vertrauter Kreis',
  },
  // 9 Des Kleinen Zähmungskraft
  UCU: {
    theme: 'Kleiner, sanfter Einfluss',
    affirmation: 'Mit kleinen, steten und sanften Taten bewirke ich einen echten Unterschied.',
    rituals: [
      'Räum eine einzige Schublade vollständig auf und genieß, wie gut sich ein wenig Ordnung anfühlt.',
      'Schreib einen freundlichen, konkreten Satz der Ermutigung und schick ihn jemandem.',
      'Atme fünf Minuten langsam: beim Einatmen bis vier zählen, beim Ausatmen bis sechs.',
    ],
    symbolicTag: 'Lockerer Zügel',
  },
  // 10 Das Auftreten
  UGU: {
    theme: 'Behutsame Schritte, höfliches Auftreten',
    affirmation: 'Ich bewege mich mit Höflichkeit durch heikle Situationen und spüre klar, wo ich stehe.',
    rituals: [
      'Mach einen langsamen Spaziergang von zehn Minuten und achte genau darauf, wo jeder Fuß aufsetzt.',
      'Schreib vor einem heiklen Gespräch den einen Gedanken auf, den du am dringendsten respektvoll aussprechen möchtest.',
      'Achte heute auf einen Moment, in dem du Höflichkeit statt Rechthaben wählen kannst, und wähl sie.',
    ],
    symbolicTag: 'Tigerschwanz',
  },
  // 11 Der Friede
  UCA: {
    theme: 'Himmel und Erde im Einklang',
    affirmation:
      'Ich heiße diese leichte Zeit willkommen und teile ihr Gutes freigebig mit den Menschen um mich.',
    rituals: [
      'Setz dich zehn Minuten an ein offenes Fenster oder nach draußen und genieß einfach die Ruhe.',
      'Lade jemanden zu einer einfachen Mahlzeit oder einem gemächlichen Spaziergang ein.',
      'Schreib drei Dinge auf, die gerade gut laufen, und was jeweils dazu beigetragen hat.',
    ],
    symbolicTag: 'Himmelsbegegnung',
  },
  // 12 Die Stockung
  AGU: {
    theme: 'Integrität im Stillstand',
    affirmation:
      'Wenn alles stockt, bleibe ich meinen Werten treu und lasse das Blatt sich zu seiner Zeit wenden.',
    rituals: [
      'Schreib einen Grundsatz auf, an dem du festhältst, wie langsam sich die Dinge auch bewegen.',
      'Tritt heute aus einer Situation zurück, die dich auslaugt, und gib diese Energie etwas Ruhigerem.',
      'Dehn dich zehn Minuten sanft und spür, wo du Anspannung festgehalten hast.',
    ],
    symbolicTag: 'Geschlossenes Tor',
  },
  // 13 Gemeinschaft mit Menschen
  CUU: {
    theme: 'Offene Gemeinschaft mit anderen',
    affirmation: 'Ich finde mit anderen ein gemeinsames Ziel, offen und ohne Hintergedanken.',
    rituals: [
      'Beginne ein freundliches Gespräch mit jemandem außerhalb deines gewohnten Kreises.',
      'Schreib ein Ziel auf, das du mit anderen teilst, und einen Weg, wie du diese Woche dazu beiträgst.',
      'Teil ein Musikstück, das du liebst, mit einem Menschen, der dir nahesteht, und erzähl, was es dir bedeutet.',
    ],
    symbolicTag: 'Gemeinsames Feuer',
  },
  // 14 Der Besitz von Großem
  UUG: {
    theme: 'Großzügiger Umgang mit Fülle',
    affirmation: 'Ich halte, was ich habe, in Dankbarkeit und lasse es mehr als nur mir dienen.',
    rituals: [
      'Zähl zehn Dinge auf, die du schon hast und die dein Leben reicher machen.',
      'Verschenk heute etwas Nützliches: einen Gegenstand, eine Stunde deiner Zeit oder etwas, das du gut kannst.',
      'Setz dich fünf Minuten an einen hellen Ort und überleg, was du teilen kannst.',
    ],
    symbolicTag: 'Offene Hand',
  },
  // 15 Die Bescheidenheit
  ACA: {
    theme: 'Die stille Stärke der Bescheidenheit',
    affirmation: 'Ich trage meine Gaben leicht und lasse Fairness bestimmen, was ich gebe und nehme.',
    rituals: [
      'Erledige heute eine hilfreiche Aufgabe, ohne jemandem davon zu erzählen.',
      'Schreib nebeneinander auf, worin du gut bist und was du noch lernst.',
      'Lass in einem Gespräch zehn Minuten lang dein Gegenüber bestimmen, wohin es geht.',
    ],
    symbolicTag: 'Niedriger Berg',
  },
  // 16 Die Begeisterung
  AGA: {
    theme: 'Begeisterung, die andere mitreißt',
    affirmation: 'Meine echte Begeisterung gibt Plänen Gestalt und lädt andere ein mitzumachen.',
    rituals: [
      'Spiel ein Lied, das dich aufbaut, und beweg dich frei in deinem eigenen Tempo, bis es zu Ende ist.',
      'Erzähl jemandem von einem Plan, der dich begeistert, und frag, wie er aus der Sicht deines Gegenübers aussieht.',
      'Schreib die ersten drei Schritte von etwas auf, das du voller Vorfreude beginnen willst.',
    ],
    symbolicTag: 'Rollende Trommel',
  },
  // 17 Die Nachfolge
  CGC: {
    theme: 'Sich dem Augenblick anpassen',
    affirmation: 'Ich folge dem, was für diesen Moment richtig ist, und ruhe, wenn das Tagwerk getan ist.',
    rituals: [
      'Lass heute jemand anderen den Plan für eine gemeinsame Unternehmung wählen und mach voll mit.',
      'Achte darauf, was der Tag von dir verlangt, und streich eine Aufgabe, die nicht mehr passt.',
      'Lass den Tag in der Dämmerung mit zehn Minuten ruhiger Musik und ohne Bildschirm ausklingen.',
    ],
    symbolicTag: 'Biegsames Schilf',
  },
  // 18 Die Arbeit am Verdorbenen
  GCG: {
    theme: 'Reparieren, was vernachlässigt wurde',
    affirmation:
      'Geduldig bringe ich in Ordnung, was vernachlässigt wurde, und beginne mit dem, was in Reichweite liegt.',
    rituals: [
      'Flick, reparier oder reinige einen Gegenstand, den du schon eine Weile übersiehst.',
      'Schreib eine übernommene Gewohnheit auf, die du ändern möchtest, und den kleinsten ersten Schritt.',
      'Räum eine Viertelstunde lang eine vollgestellte Ecke auf, ein Teil nach dem anderen.',
    ],
    symbolicTag: 'Geflicktes Gefäß',
  },
  // 19 Die Annäherung
  UAA: {
    theme: 'Die Wärme nahenden Wachstums',
    affirmation: 'Ich heiße das Gute willkommen, das auf mich zukommt, und begegne ihm mit Wärme.',
    rituals: [
      'Ermutige jemanden, der gerade mit etwas anfängt, das du gut kennst.',
      'Schreib eine Gelegenheit auf, die näher rückt, und wie du sie begrüßen möchtest.',
      'Mach einen Spaziergang von zehn Minuten und achte auf jedes Zeichen von neuem Wachstum.',
    ],
    symbolicTag: 'Vorfrühling',
  },
  // 20 Die Betrachtung
  AAU: {
    theme: 'Mit weitem Blick sehen',
    affirmation:
      'Ich halte inne, beobachte genau und lasse das Gesehene bestimmen, was ich als Nächstes tue.',
    rituals: [
      'Setz dich zehn Minuten an einen Ort mit weitem Blick und schau einfach, was sich bewegt.',
      'Schreib in dein Tagebuch über eine Situation, als würdest du sie ruhig von oben betrachten.',
      'Schließ fünf Minuten die Augen und lausche den Geräuschen um dich, ohne sie zu benennen.',
    ],
    symbolicTag: 'Wachturm',
  },
  // 21 Das Durchbeißen
  CGG: {
    theme: 'Hindernisse durchtrennen',
    affirmation: 'Ich benenne, was im Weg steht, und gehe klar und fair damit um.',
    rituals: [
      'Such dir ein Hindernis aus, dem du immer wieder ausweichst, und unternimm einen einzigen entschlossenen Schritt.',
      'Schreib die Fakten einer verzwickten Lage in kurzen, schlichten Sätzen auf, ohne Schuldzuweisung.',
      'Sag freundlich Nein zu einer Bitte, die nicht zu deinen Prioritäten passt.',
    ],
    symbolicTag: 'Sauberer Schnitt',
  },
  // 22 Die Anmut
  CCG: {
    theme: 'Schönheit mit schlichter Substanz',
    affirmation: 'Ich schätze Schönheit und lasse sie ausdrücken, was echt an mir ist.',
    rituals: [
      'Gestalte eine kleine Ecke deines Zuhauses so, dass sie deinem Auge gefällt.',
      'Beschreib in drei schlichten Sätzen etwas Schönes, das du heute gesehen hast.',
      'Kleide und pflege dich heute mit Sorgfalt, als kleine Geste des Respekts vor dir selbst.',
    ],
    symbolicTag: 'Polierter Stein',
  },
  // 23 Die Zersplitterung
  AAG: {
    theme: 'Was endet, fallen lassen',
    affirmation: 'Ich lasse abfallen, was zu Ende geht, und kümmere mich um das Fundament, das bleibt.',
    rituals: [
      'Wähl bei dir zu Hause fünf Dinge aus, die dir nicht mehr dienen, und leg sie beiseite, um sie weiterzugeben.',
      'Schreib über ein Ende, das du gerade durchlebst, und darüber, was darunter fest bleibt.',
      'Leg dich zehn Minuten hin und lass Boden oder Bett dein ganzes Gewicht tragen.',
    ],
    symbolicTag: 'Fallende Blätter',
  },
  // 24 Die Wiederkehr
  CAA: {
    theme: 'Der Wendepunkt der Erneuerung',
    affirmation: 'Ich kehre zu dem zurück, was mir wichtig ist, sanft und ohne Eile.',
    rituals: [
      'Kehr zu einer Übung zurück, die du einmal geliebt hast, und schenk ihr heute zehn Minuten.',
      'Ruh dich fünf Minuten still aus und erlaube dir, genau hier neu anzufangen.',
      'Schreib einen Satz darüber, wozu du zurückkehrst und warum es sich richtig anfühlt.',
    ],
    symbolicTag: 'Wiederkehrendes Licht',
  },
  // 25 Die Unschuld
  CGU: {
    theme: 'Handeln ohne Hintergedanken',
    affirmation: 'Ich handle aus ehrlicher Absicht und lasse mich vom Unerwarteten lehren.',
    rituals: [
      'Tu heute etwas Freundliches, ohne Dank dafür zu erwarten.',
      'Achte heute auf einen Moment der Überraschung und schreib auf, wie du ihm begegnet bist.',
      'Kritzle, summ oder spiel zehn Minuten lang, ganz ohne Ziel.',
    ],
    symbolicTag: 'Unberührter Schnee',
  },
  // 26 Des Großen Zähmungskraft
  UCG: {
    theme: 'Kraft in Reserve',
    affirmation: 'Ich halte meine Energie in Reserve und baue daraus etwas, das Bestand hat.',
    rituals: [
      'Lies zehn Seiten in einem Buch, das Weisheit aus einer früheren Zeit bewahrt.',
      'Verschieb einen Spontankauf oder eine vorschnelle Antwort und beobachte, was aus dem Drang wird.',
      'Schreib ein langfristiges Ziel auf und die kleine tägliche Gewohnheit, die still darauf hinarbeitet.',
    ],
    symbolicTag: 'Großer Speicher',
  },
  // 27 Die Mundwinkel
  CAG: {
    theme: 'Achtsam mit Nahrung und Worten',
    affirmation: 'Ich wähle mit Sorgfalt, was ich aufnehme und was ich ausspreche.',
    rituals: [
      'Iss heute eine Mahlzeit mit voller Aufmerksamkeit und achte auf Geschmack, Beschaffenheit und Temperatur.',
      'Halte in einem angespannten Moment einen ganzen Atemzug lang inne, bevor du sprichst.',
      'Wähl heute etwas zum Lesen, Anschauen oder Anhören, nur weil es dir guttut.',
    ],
    symbolicTag: 'Nährende Schale',
  },
  // 28 Des Großen Übergewicht
  GUC: {
    theme: 'Eine schwere Last tragen',
    affirmation:
      'Ich merke, wenn eine Last zu schwer geworden ist, und verlagere sie mit ruhiger Entschlossenheit.',
    rituals: [
      'Liste alles auf, was du gerade trägst, und markiere eine Sache, die du abgeben oder ablegen kannst.',
      'Bitte um Hilfe bei einer Aufgabe, die dich zu sehr fordert.',
      'Lockere Schultern und oberen Rücken mit zehn Minuten sanftem Dehnen.',
    ],
    symbolicTag: 'Durchgebogener Balken',
  },
  // 29 Das Abgründige
  GAC: {
    theme: 'Durch Schwieriges weiterfließen',
    affirmation:
      'Ich bleibe in Bewegung wie Wasser, stetig und meinem Lauf treu, auch durch das, was sich schwer anfühlt.',
    rituals: [
      'Atme fünf Minuten langsam und stell dir vor, wie Wasser seinen Weg um Steine herum findet.',
      'Schreib eine Sache auf, die sich gerade schwer anfühlt, und einen kleinen Schritt, der dich in Bewegung hält.',
      'Erledige eine vertraute Alltagsaufgabe mit voller Aufmerksamkeit und lass dich von ihrem Rhythmus verankern.',
    ],
    symbolicTag: 'Tiefes Wasser',
  },
  // 30 Das Haftende
  CUG: {
    theme: 'Licht, das seine Nahrung braucht',
    affirmation: 'Ich lasse mein Licht auf dem ruhen, was es wirklich nährt.',
    rituals: [
      'Setz dich fünf Minuten ins Tageslicht und denk darüber nach, was deine Energie speist.',
      'Schreib die Menschen, Orte und Gewohnheiten auf, von denen deine Klarheit abhängt.',
      'Lerne zehn Minuten von jemandem, dessen Denkweise du bewunderst.',
    ],
    symbolicTag: 'Ruhige Flamme',
  },
  // 31 Die Einwirkung
  AUC: {
    theme: 'Gegenseitige Anziehung und Offenheit',
    affirmation: 'Ich bleibe offen und empfänglich, und echte Verbindung findet ihren Weg zu mir.',
    rituals: [
      'Hör heute einem Menschen ganz zu und gib wieder, was du gehört hast, bevor du antwortest.',
      'Schreib über jemanden, der dich still geprägt hat, und darüber, was du von diesem Menschen gelernt hast.',
      'Mach ein aufrichtiges Kompliment, ohne etwas dafür zu wollen.',
    ],
    symbolicTag: 'Stiller See',
  },
  // 32 Die Dauer
  GUA: {
    theme: 'Die Ausdauer der Treue',
    affirmation: 'Ich bleibe meiner Richtung treu und lasse meine Wege dorthin sich wandeln.',
    rituals: [
      'Halte heute eine kleine tägliche Gewohnheit aufrecht, und sei es nur für fünf Minuten.',
      'Schreib eine Verpflichtung auf, die du einhältst, und eine frische Art, sie zu erneuern.',
      'Geh einen Weg, den du oft gehst, und achte darauf, was sich unterwegs verändert hat.',
    ],
    symbolicTag: 'Immergrün',
  },
  // 33 Der Rückzug
  AUU: {
    theme: 'Ein kluger Rückzug zur rechten Zeit',
    affirmation: 'Ich trete rechtzeitig zurück und bewahre meine Würde und meine Ruhe.',
    rituals: [
      'Verlass ein Gespräch oder eine Online-Diskussion früher und verbring die Zeit stattdessen in Stille.',
      'Such dir einen ruhigen Raum und sitz zehn Minuten still.',
      'Schreib auf, wovon du zurücktrittst und was du damit schützt.',
    ],
    symbolicTag: 'Bergzuflucht',
  },
  // 34 Des Großen Macht
  UUA: {
    theme: 'Stärke, von Fairness geleitet',
    affirmation: 'Ich setze meine Stärke fair und rücksichtsvoll ein.',
    rituals: [
      'Räum eine Viertelstunde lang zügig ein Zimmer auf und genieß deine eigene Energie.',
      'Bevor du auf etwas drängst, frag dich, ob es für alle Beteiligten fair ist.',
      'Schreib über eine Situation, in der deine Stärke jemandem geholfen hat, und wie sich das angefühlt hat.',
    ],
    symbolicTag: 'Große Stärke',
  },
  // 35 Der Fortschritt
  AGG: {
    theme: 'Aufgehen wie der Morgen',
    affirmation: 'Ich gehe stetig voran, und meine Klarheit wächst mit jedem Schritt.',
    rituals: [
      'Schreib drei Fortschritte dieser Woche auf, so klein sie auch sind.',
      'Teil die Anerkennung für einen Erfolg der letzten Zeit mit jemandem, der dir geholfen hat.',
      'Beginne deinen Tag mit fünf Minuten sanftem Dehnen und einer klaren Absicht.',
    ],
    symbolicTag: 'Sonnenaufgang',
  },
  // 36 Die Verfinsterung des Lichts
  CCA: {
    theme: 'Inneres Licht in dunklen Zeiten',
    affirmation: 'Ich hüte mein inneres Licht still und sicher, wenn die Welt um mich trüb erscheint.',
    rituals: [
      'Schreib eine Sache auf, an die du glaubst und die dir kein Umstand nehmen kann.',
      'Setz dich zehn Minuten in einen sanft beleuchteten Raum und lass deinen Atem ruhiger werden.',
      'Tu heute etwas Gutes für dich, von dem niemand sonst wissen muss.',
    ],
    symbolicTag: 'Verborgene Laterne',
  },
  // 37 Die Sippe
  CCU: {
    theme: 'Die Wärme des Zuhauses',
    affirmation: 'Ich bringe Wärme und Verlässlichkeit zu den Menschen, die mein Zuhause sind.',
    rituals: [
      'Teil eine einfache Mahlzeit mit Menschen, mit denen du lebst oder die dir wichtig sind, die Handys beiseitegelegt.',
      'Räum zehn Minuten einen gemeinsamen Raum zu Hause auf, als stilles Geschenk an alle.',
      'Schreib einem Familienmitglied oder einem nahen Menschen ein paar Zeilen der Wertschätzung.',
    ],
    symbolicTag: 'Herdfeuer',
  },
  // 38 Der Gegensatz
  UGG: {
    theme: 'Gemeinsamer Boden trotz Unterschieden',
    affirmation: 'Ich achte unsere Unterschiede und suche nach kleinen Wegen, zusammenzuarbeiten.',
    rituals: [
      'Schreib eine Ansicht auf, die du nicht teilst, und einen Punkt darin, den du respektieren kannst.',
      'Tu dich für eine kleine, praktische Aufgabe mit jemandem zusammen, der ganz anders ist als du.',
      'Hör zehn Minuten Musik aus einer Tradition oder einem Genre, das dir fremd ist.',
    ],
    symbolicTag: 'Zwei Ufer',
  },
  // 39 Das Hemmnis
  ACC: {
    theme: 'Innehalten vor einem Hindernis',
    affirmation: 'Wenn der Weg versperrt ist, halte ich inne, schaue nach innen und suche guten Rat.',
    rituals: [
      'Schreib über ein Hindernis und frag dich, was es dir zeigen könnte.',
      'Sprich zehn Minuten mit jemandem, dem du vertraust, über deine Lage.',
      'Geh langsam um den Block und stell dir einen anderen Weg zum selben Ziel vor.',
    ],
    symbolicTag: 'Bergpass',
  },
  // 40 Die Befreiung
  GGA: {
    theme: 'Lösung nach der Anspannung',
    affirmation: 'Ich lasse Anspannung los und vergebe leicht, während sich die Dinge lösen.',
    rituals: [
      'Atme zehnmal ein, während du bis vier zählst, und aus, während du bis acht zählst, und lass dabei die Schultern sinken.',
      'Vergib heute ein kleines Unrecht, im Herzen oder mit Worten.',
      'Erledige eine Aufgabe, vor der dir graut, so schnell und einfach du kannst.',
    ],
    symbolicTag: 'Tauwetter',
  },
  // 41 Die Minderung
  UAG: {
    theme: 'Vereinfachen auf das Wesentliche',
    affirmation: 'Ich lasse das Überflüssige los, damit das Wesentliche Raum zum Atmen hat.',
    rituals: [
      'Melde dich von einem Newsletter oder Feed ab, der mehr Aufmerksamkeit nimmt, als er gibt.',
      'Räum von deinem Schreibtisch alles weg, was du heute nicht brauchst.',
      'Atme zehn Minuten ruhig, ganz ohne Hintergrundgeräusche.',
    ],
    symbolicTag: 'Stiller Rückschnitt',
  },
  // 42 Die Mehrung
  CAU: {
    theme: 'Wachstum durch Geben',
    affirmation: 'Indem ich großzügig gebe, wachse ich auf eine Weise, die ich nicht erwartet habe.',
    rituals: [
      'Hilf heute jemandem bei einer Aufgabe, ganz und gern.',
      'Schreib eine Eigenschaft auf, die du an jemandem bewunderst, und einen Weg, sie in dir selbst wachsen zu lassen.',
      'Lerne eine Viertelstunde etwas Neues und gib es dann an jemanden weiter.',
    ],
    symbolicTag: 'Frühlingsregen',
  },
  // 43 Der Durchbruch
  UUC: {
    theme: 'Ein entschlossener Durchbruch',
    affirmation: 'Ich spreche die Wahrheit ruhig aus und tue einen entschlossenen Schritt nach vorn.',
    rituals: [
      'Schreib die Entscheidung auf, um die du kreist, und leg dich in einem Satz darauf fest.',
      'Sag jemandem, der es hören muss, eine ehrliche, freundliche Wahrheit.',
      'Leg eine Gewohnheit ab oder räum einen Gegenstand fort, der dir still im Weg gestanden hat.',
    ],
    symbolicTag: 'Brechender Damm',
  },
  // 44 Das Entgegenkommen
  GUU: {
    theme: 'Unerwarteten Einflüssen begegnen',
    affirmation: 'Ich begegne neuen Einflüssen mit offenen Augen und einem klaren Gespür dafür, wer ich bin.',
    rituals: [
      'Bemerke einen neuen Einfluss in deinem Leben und schreib auf, ob er zu deinen Werten passt.',
      'Sprich heute mit jemandem, dem du zufällig begegnest, und hör wirklich zu.',
      'Bevor du etwas Neuem zustimmst, halte drei Atemzüge lang inne und horch in dich hinein.',
    ],
    symbolicTag: 'Zufällige Begegnung',
  },
  // 45 Die Sammlung
  AGC: {
    theme: 'Versammelt um ein gemeinsames Ziel',
    affirmation: 'Ich helfe, Menschen um das zu versammeln, was uns allen wichtig ist.',
    rituals: [
      'Organisier ein kleines Treffen, ein Telefonat oder einen Spaziergang mit Freundinnen und Freunden.',
      'Schreib die gemeinsamen Werte auf, die eine deiner Gemeinschaften zusammenhalten.',
      'Bring einer Gruppe, zu der du gehörst, einen kleinen Beitrag mit, etwa einen Snack, ein Werkzeug oder eine Idee.',
    ],
    symbolicTag: 'Treffpunkt',
  },
  // 46 Das Empordringen
  GCA: {
    theme: 'Stetiges Wachstum nach oben',
    affirmation: 'Ich wachse Schritt für Schritt nach oben, mit stetem und sicherem Einsatz.',
    rituals: [
      'Mach in gemächlichem Tempo einen Spaziergang mit einer sanften Steigung oder ein paar Stufen.',
      'Schreib den nächsten Schritt zu einem Ziel auf und erledige ihn heute.',
      'Such dir jemanden mit mehr Erfahrung als du und stell eine gute Frage.',
    ],
    symbolicTag: 'Wachsender Setzling',
  },
  // 47 Die Bedrängnis
  GGC: {
    theme: 'Innere Entschlossenheit bei Erschöpfung',
    affirmation:
      'Wenn ich mich eingeengt fühle, bleibe ich mir treu und spare meine Worte für das, was zählt.',
    rituals: [
      'Schreib auf, was dich auslaugt, und eine Sache, die dir trotzdem Kraft gibt.',
      'Ruh dich zehn Minuten aus, ohne irgendetwas in Ordnung bringen zu wollen.',
      'Lass einen schweren Tag schwer sein und plan für deinen Abend etwas Sanftes, das dir guttut.',
    ],
    symbolicTag: 'Ausgetrockneter See',
  },
  // 48 Der Brunnen
  GCC: {
    theme: 'Aus der tiefen Quelle schöpfen',
    affirmation: 'Ich kehre zu meiner tiefsten Quelle zurück und teile, was ich aus ihr schöpfe.',
    rituals: [
      'Schreib zehn Minuten in dein Tagebuch über das, was in dir nie zu versiegen scheint.',
      'Biete heute jemandem, der sie gebrauchen kann, deine Zeit oder dein Wissen an.',
      'Schenk dir ein Glas Wasser ein und trink es langsam, mit ganzer Aufmerksamkeit.',
    ],
    symbolicTag: 'Tiefer Brunnen',
  },
  // 49 Die Umwälzung
  CUC: {
    theme: 'Rechtzeitiger, notwendiger Wandel',
    affirmation:
      'Ich heiße Veränderung willkommen, wenn ihre Zeit gekommen ist, und begleite sie mit Sorgfalt.',
    rituals: [
      'Schreib einen Bereich deines Lebens auf, der seiner Form entwachsen ist, und wie er sich verändern könnte.',
      'Stell einen Raum oder Arbeitsplatz so um, dass er zeigt, wer du jetzt bist.',
      'Würdige einen kleinen persönlichen Übergang mit einem stillen Moment des Nachdenkens.',
    ],
    symbolicTag: 'Häutung',
  },
  // 50 Der Tiegel
  GUG: {
    theme: 'Aus Rohem wird Nahrung',
    affirmation: 'Ich verwandle rohe Erfahrung in etwas, das mich und andere nährt.',
    rituals: [
      'Koch langsam ein einfaches Gericht und achte auf jede Zutat.',
      'Schreib auf, was dich eine Erfahrung der letzten Zeit gelehrt hat und wie du es nutzen wirst.',
      'Beleb eine kleine Tradition neu, die deinen Tagen Sinn gibt.',
    ],
    symbolicTag: 'Bronzegefäß',
  },
  // 51 Das Erregende
  CGA: {
    theme: 'Ein Ruck, der aufweckt',
    affirmation: 'Wenn mich etwas erschüttert, finde ich meinen Halt und bemerke, was es in mir weckt.',
    rituals: [
      'Atme heute nach jeder Überraschung fünfmal langsam durch, bevor du handelst.',
      'Schreib über eine Erschütterung der letzten Zeit und darüber, was sie dich bemerken ließ.',
      'Steh mit beiden Füßen fest auf dem Boden und atme langsam, bis du dich gesammelt fühlst.',
    ],
    symbolicTag: 'Donnerschlag',
  },
  // 52 Das Stillehalten
  ACG: {
    theme: 'Die Stille der Berge',
    affirmation: 'Ich lasse meinen Geist in der Stille ruhen und handle erst, wenn der Moment reif ist.',
    rituals: [
      'Sitz zehn Minuten ganz still und lass Gedanken kommen und gehen.',
      'Schalte eine Stunde lang die Benachrichtigungen aus und bemerke die Ruhe, die sie hinterlassen.',
      'Erledige heute eine Aufgabe nach der anderen und halte ganz inne, bevor du die nächste beginnst.',
    ],
    symbolicTag: 'Stiller Gipfel',
  },
  // 53 Die Entwicklung
  ACU: {
    theme: 'Allmähliche, stetige Entwicklung',
    affirmation:
      'Ich wachse allmählich und vertraue dem langsamen, steten Weg, auf dem Gutes sich entwickelt.',
    rituals: [
      'Sieh dir ein langsam wachsendes Vorhaben an und schreib ein kleines Zeichen des Fortschritts auf.',
      'Pflanz einen Samen oder topf eine Pflanze um und notier dir ein Datum, an dem du wieder nach ihr siehst.',
      'Schreib dir selbst einen kurzen Brief, den du in einem Jahr öffnest.',
    ],
    symbolicTag: 'Baum am Berg',
  },
  // 54 Das heiratende Mädchen
  UGA: {
    theme: 'Rollen in Beziehungen achten',
    affirmation: 'Ich gehe Beziehungen mit klarem Blick, Feingefühl und Respekt für das Angemessene ein.',
    rituals: [
      'Schreib über eine Beziehung, zu der du gehörst, und über die Rolle, die du darin spielst.',
      'Stell dir vor, wohin eine Verpflichtung, die du erwägst, in einem Jahr führen könnte, und notier, was du siehst.',
      'Zeig heute Respekt für jemanden, dessen Rolle sich stark von deiner unterscheidet.',
    ],
    symbolicTag: 'Stilles Versprechen',
  },
  // 55 Die Fülle
  CUA: {
    theme: 'Fülle auf ihrem Höhepunkt',
    affirmation: 'Ich genieße diesen Moment der Fülle, ohne mich zu sorgen, wann er vorübergeht.',
    rituals: [
      'Schreib alles auf, was sich in deinem Leben gerade voll und reich anfühlt.',
      'Feiere einen Erfolg der letzten Zeit mit jemandem, und sei es im Kleinen.',
      'Verbring zehn Minuten draußen im Tageslicht und genieß es, genau da zu sein, wo du bist.',
    ],
    symbolicTag: 'Mittagssonne',
  },
  // 56 Der Wanderer
  AUG: {
    theme: 'Anmut unterwegs',
    affirmation: 'Wo immer ich bin, bewege ich mich mit Höflichkeit, Leichtigkeit und Sorgfalt.',
    rituals: [
      'Geh einen Weg, den du noch nie gegangen bist, und entdecke drei neue Einzelheiten.',
      'Pack eine kleine Tasche nur mit dem, was du für einen Tag unterwegs wirklich brauchst.',
      'Sei heute besonders rücksichtsvoll, ob zu Gast, beim Einkaufen oder unterwegs.',
    ],
    symbolicTag: 'Auf Wanderschaft',
  },
  // 57 Das Sanfte
  GCU: {
    theme: 'Sanfte, durchdringende Beharrlichkeit',
    affirmation: 'Ich wirke sanft und beständig, wie Wind, der hohes Gras beugt.',
    rituals: [
      'Wiederhole eine kleine freundliche Geste gegenüber demselben Menschen zu verschiedenen Tageszeiten.',
      'Öffne ein Fenster und atme fünf Minuten langsam die frische Luft.',
      'Kehr für zehn Minuten ohne Eile zu einer unerledigten Aufgabe zurück.',
    ],
    symbolicTag: 'Sanfter Wind',
  },
  // 58 Das Heitere
  UGC: {
    theme: 'Geteilte Freude und Heiterkeit',
    affirmation: 'Ich lasse Freude durch mich hindurchfließen und teile sie freigebig.',
    rituals: [
      'Erzähl einem Menschen, der dir nahesteht, eine lustige Geschichte oder eine glückliche Erinnerung.',
      'Sing oder summ ein Lieblingslied von Anfang bis Ende mit.',
      'Schreib fünf Dinge auf, die dich diese Woche zum Lächeln gebracht haben.',
    ],
    symbolicTag: 'Heller See',
  },
  // 59 Die Auflösung
  GAU: {
    theme: 'Auflösen, was trennt',
    affirmation: 'Ich lasse Starrheit schmelzen und verbinde mich neu mit dem, was uns eint.',
    rituals: [
      'Schreib einen alten Groll auf, zerreiß dann das Blatt und gib es ins Altpapier.',
      'Mach bei etwas Gemeinsamem mit, etwa einem Fest in der Nachbarschaft, einem Chor oder einem Gruppenkurs.',
      'Spiel ruhige Musik und lass deinen Atem zehn Minuten lang langsamer werden.',
    ],
    symbolicTag: 'Schmelzendes Eis',
  },
  // 60 Die Beschränkung
  UAC: {
    theme: 'Weise und freundliche Grenzen',
    affirmation: 'Ich setze klare, freundliche Grenzen, die meiner Energie ihre Form geben.',
    rituals: [
      'Setz heute einer Tätigkeit eine sanfte Zeitgrenze und halte dich daran.',
      'Schreib drei Grenzen auf, die dich stützen, und eine, die du hinzufügen möchtest.',
      'Plan die Zeit von morgen in ein paar einfachen Blöcken auf einem einzigen Blatt Papier.',
    ],
    symbolicTag: 'Flussufer',
  },
  // 61 Innere Wahrheit
  UAU: {
    theme: 'Aufrichtigkeit, die andere erreicht',
    affirmation: 'Ich spreche aus der Mitte meiner Wahrheit, und andere können es spüren.',
    rituals: [
      'Schreib einen ehrlichen Satz darüber, wie du dich heute wirklich fühlst.',
      'Hör jemandem zehn Minuten lang offen und ohne Urteil zu.',
      'Sitz still, leg eine Hand auf deine Brust und atme fünf Minuten langsam.',
    ],
    symbolicTag: 'Innerer Kompass',
  },
  // 62 Des Kleinen Übergewicht
  AUA: {
    theme: 'Sorgfalt im Kleinen',
    affirmation: 'Ich widme mich heute den kleinen Dingen und bleibe nah am Boden.',
    rituals: [
      'Erledige drei kleine Aufgaben, die du vor dir hergeschoben hast.',
      'Wähl heute bei einer Entscheidung Bescheidenheit statt Ehrgeiz.',
      'Mach einen langsamen Spaziergang und achte auf winzige Einzelheiten: ein Blatt, einen Stein, einen Riss im Pflaster.',
    ],
    symbolicTag: 'Tiefer Flug',
  },
  // 63 Nach der Vollendung
  CCC: {
    theme: 'Pflegen, was vollendet ist',
    affirmation: 'Ich würdige, was vollendet ist, und bleibe aufmerksam, damit es gut bleibt.',
    rituals: [
      'Sieh dir ein abgeschlossenes Projekt an und notier eine Sache, die Pflege braucht.',
      'Danke jemandem, der dir geholfen hat, etwas zu vollenden.',
      'Räum heute nach einer Aufgabe so sorgfältig auf, wie du sie begonnen hast.',
    ],
    symbolicTag: 'Geschlossener Kreis',
  },
  // 64 Vor der Vollendung
  GGG: {
    theme: 'Kurz vor der Vollendung',
    affirmation: 'Ich bewege mich behutsam auf die Vollendung zu und vertraue dem Übergang, in dem ich bin.',
    rituals: [
      'Schreib die verbleibenden Schritte eines unvollendeten Ziels in der Reihenfolge auf, in der du sie gehen wirst.',
      'Mach einen sanften Spaziergang und stell dir jeden Schritt als Fortschritt zum anderen Ufer vor.',
      'Stell dir fünf Minuten lang das fertige Ergebnis vor und tu dann einen behutsamen Schritt darauf zu.',
    ],
    symbolicTag: 'Flussüberquerung',
  },
}

/** The 64 hexagrams' names, by number (index = number − 1). */
export const HEXAGRAM_NAMES_DE: readonly string[] = [
  'Das Schöpferische',
  'Das Empfangende',
  'Die Anfangsschwierigkeit',
  'Die Jugendtorheit',
  'Das Warten',
  'Der Streit',
  'Das Heer',
  'Das Zusammenhalten',
  'Des Kleinen Zähmungskraft',
  'Das Auftreten',
  'Der Friede',
  'Die Stockung',
  'Gemeinschaft mit Menschen',
  'Der Besitz von Großem',
  'Die Bescheidenheit',
  'Die Begeisterung',
  'Die Nachfolge',
  'Die Arbeit am Verdorbenen',
  'Die Annäherung',
  'Die Betrachtung',
  'Das Durchbeißen',
  'Die Anmut',
  'Die Zersplitterung',
  'Die Wiederkehr',
  'Die Unschuld',
  'Des Großen Zähmungskraft',
  'Die Mundwinkel',
  'Des Großen Übergewicht',
  'Das Abgründige',
  'Das Haftende',
  'Die Einwirkung',
  'Die Dauer',
  'Der Rückzug',
  'Des Großen Macht',
  'Der Fortschritt',
  'Die Verfinsterung des Lichts',
  'Die Sippe',
  'Der Gegensatz',
  'Das Hemmnis',
  'Die Befreiung',
  'Die Minderung',
  'Die Mehrung',
  'Der Durchbruch',
  'Das Entgegenkommen',
  'Die Sammlung',
  'Das Empordringen',
  'Die Bedrängnis',
  'Der Brunnen',
  'Die Umwälzung',
  'Der Tiegel',
  'Das Erregende',
  'Das Stillehalten',
  'Die Entwicklung',
  'Das heiratende Mädchen',
  'Die Fülle',
  'Der Wanderer',
  'Das Sanfte',
  'Das Heitere',
  'Die Auflösung',
  'Die Beschränkung',
  'Innere Wahrheit',
  'Des Kleinen Übergewicht',
  'Nach der Vollendung',
  'Vor der Vollendung',
]

/** The amino acids' names, by the English name aminoAcidOf() returns ('Stop' marks a stop codon). */
export const AMINO_ACID_LABELS_DE: Readonly<Record<string, string>> = {
  Phenylalanine: 'Phenylalanin',
  Leucine: 'Leucin',
  Isoleucine: 'Isoleucin',
  Methionine: 'Methionin',
  Valine: 'Valin',
  Serine: 'Serin',
  Proline: 'Prolin',
  Threonine: 'Threonin',
  Alanine: 'Alanin',
  Tyrosine: 'Tyrosin',
  Stop: 'Stopp',
  Histidine: 'Histidin',
  Glutamine: 'Glutamin',
  Asparagine: 'Asparagin',
  Lysine: 'Lysin',
  'Aspartic acid': 'Asparaginsäure',
  'Glutamic acid': 'Glutaminsäure',
  Cysteine: 'Cystein',
  Tryptophan: 'Tryptophan',
  Arginine: 'Arginin',
  Glycine: 'Glycin',
}
