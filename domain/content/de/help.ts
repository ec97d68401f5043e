// The German (de) words of `domain/content/help.ts`: the help guide's four tabs and one sentence per
// alignment zone. Same keys, tab order, section order and list lengths as HELP_TABS and ZONE_HELP.

import type { TextSection } from '../documents.ts'
import type { HelpTabWords } from '../help.ts'

const BASICS: readonly TextSection[] = [
  {
    heading: 'Was der Skalar ξ ist',
    paragraphs: [
      'Der Skalar ξ (der griechische Buchstabe Xi) ist deine persönliche Resonanzzahl: eine einzige Zahl, meist knapp über 81, die Luna als Anker für deinen Tag nutzt. Der neutrale Bezugspunkt ist 81, und bei den meisten Menschen liegt der Ausgangswert nahe bei 81,5. Alles, was die App zeigt, dreht sich um kleine Bewegungen rund um deine eigene Zahl, meist ein paar Hundertstel und selten mehr als ein paar Zehntel.',
      'Die Zahl ist symbolisch. Sie misst weder deinen Körper noch deine Stimmung oder deinen Geist, und ein höherer Wert ist nicht besser als ein niedrigerer. Stell sie dir vor wie die Tonart, in der ein Musikstück geschrieben ist: Sie sagt dir, wo du zu Hause bist, damit die Veränderungen des Tages etwas haben, woran sie sich messen lassen.',
    ],
  },
  {
    heading: 'Wie dein Ausgangswert entsteht',
    paragraphs: [
      'Beim Einstieg gibst du deinen Namen und dein Geburtsdatum an und beantwortest fünf kurze Fragen. Deine Antworten wählen einen von 32 Archetypen, und jeder Archetyp hat einen eigenen Skalar zwischen 81,10 und 81,98. Dein Geburtsdatum ergibt eine zweite Zahl, den Geburtsskalar. Beide werden gemischt, wobei dein Geburtsdatum stärker zählt.',
      'Auf dem Kompass wird der Ausgangswert in dieser Reihenfolge gewählt: zuerst der Check-in-Ausgangswert von heute, falls du heute eingecheckt hast, dann dein kombinierter Ausgangswert, dann einer, der aus deinem Geburts- und deinem Archetyp-Skalar neu berechnet wird, und schließlich 81,5, wenn noch nichts bekannt ist.',
    ],
    bullets: [
      'Geburtsskalar = 81 + (Tag des Jahres ÷ 365,25) × 0,8 + (Jahr mod 100) × 0,001, auf drei Nachkommastellen gerundet, wobei der 1. Januar Tag 1 ist.',
      'Ausgangswert = 0,7 × Geburtsskalar + 0,3 × Archetyp-Skalar, auf drei Nachkommastellen gerundet.',
      'Beispiel: Wer am 15. März 1990 geboren ist (Tag 74), hat einen Geburtsskalar von 81 + 0,162 + 0,090 = 81,252. Mit einem Archetyp-Skalar von 81,60 ergibt sich ein Ausgangswert von 0,7 × 81,252 + 0,3 × 81,60 = 81,356.',
      'Ohne Geburtsdatum verwendet die App 81,5. „Vorerst überspringen“ auf dem Willkommensbildschirm gibt dir ein Gastprofil mit genau diesem Ausgangswert, 81,500 (kein Geburtsdatum, Archetyp 6), auf jedem Bildschirm, bis du das Quiz machst.',
    ],
  },
  {
    heading: 'Der tägliche Check-in',
    paragraphs: [
      'Einmal am Tag fragt dich der Kompass, wie du heute ankommst. Du bewegst einen Schieberegler von 0 bis 100, und er wandert durch 64 Gefühlswörter, von schwer bis hell, in vier Stufen zu je sechzehn: Herausforderung/Krise, Neutral/Erholung, Aktives Wachstum und Voller Fluss. Jede Position verweist außerdem auf eines der 64 Codons.',
      'Deine Antwort verschiebt den Ausgangswert nur für diesen Tag, um höchstens 0,1 nach oben oder unten; die Mitte des Schiebereglers ändert nichts. Die Anpassung endet um Mitternacht deiner Ortszeit, und die Abfrage zeigt, wie lange sie noch gilt (zum Beispiel „läuft ab in 3 h 12 min“). Du kannst einmal pro Tag einchecken (ein neuer Tag beginnt um Mitternacht deiner Ortszeit), jederzeit in einer Stimmungsnotiz festhalten, wie es dir geht, und Überspringen ist immer in Ordnung. Es gibt keine richtigen Antworten: Ein schwerer Tag ist eine Information, nie ein Minuspunkt für dich.',
    ],
  },
  {
    heading: 'Serien',
    paragraphs: [
      'Eine Serie zählt die Kalendertage in deiner eigenen Zeitzone, an denen du die App geöffnet hast. Sie bleibt bestehen, solange dein letzter Besuch gestern oder heute war: Ein Besuch heute Morgen setzt sie also fort, auch wenn der vorige spät am Vorabend war. Die Serienkarte zeigt deine aktuelle Serie, deine längste und die Gesamtzahl deiner Tage.',
      'Ihre Bezeichnung wächst mit dir: „Beginne deine Reise“ vor dem ersten Tag, „Der Anfang ist gemacht“ ab einem Tag, „Es kommt in Schwung“ ab drei und „Voll in Fahrt! Über eine Woche“ ab sieben. Eine unterbrochene Serie ist einfach ein neuer Anfang; nichts aus deinem Verlauf geht verloren.',
    ],
  },
  {
    heading: 'Deutungen speichern',
    paragraphs: [
      'Die Speicherkarte auf dem Kompass hält eine Momentaufnahme fest: deinen aktuellen Skalar, die Zeitphase, das Energieniveau und Lunas Worte. Füge Schlagwörter hinzu, mit Kommas getrennt eingetippt oder aus schnelle Schlagwörter wie friedlich, neblig oder Durchbruch gewählt, und wenn du magst eine Notiz, und speichere dann. Check-ins und die Frequenzen, die du im Generator festhältst, werden auf dieselbe Weise aufbewahrt.',
      'Alles, was du aufbewahrst, erscheint im Tab „Deutungen“ deines Profils, wo du jeden Eintrag öffnen oder löschen kannst. Notizen sind nur für dich: Sie werden nie jemand anderem gezeigt und tauchen nie in den Statistiken des Betreibers auf.',
    ],
  },
  {
    heading: 'Einfacher und erweiterter Modus',
    paragraphs: [
      'Alle beginnen im einfachen Modus. Die Navigation enthält Kompass, Profil, Hilfe und Kodex, und manche Bildschirme zeigen eine schlankere Version von sich. Der erweiterte Modus ergänzt die Navigation um Resonanz und Zeit (den Zeitrechner) und öffnet die ausführlicheren Ansichten mit ihren technischen Details.',
      'Wechsle jederzeit mit dem Schalter Einfach/Erweitert in der Navigationsleiste; die App merkt sich deine Wahl in diesem Browser. Nichts ist weggesperrt: Jede Seite ist in beiden Modi erreichbar.',
    ],
  },
  {
    heading: 'Deine Sitzung und dein Rettungscode',
    paragraphs: [
      'Es gibt keine Konten und keine Passwörter. Bei deinem ersten Besuch erzeugt der Browser eine anonyme Sitzungs-ID, die mit luna_ beginnt und deine Deutungen miteinander verbindet. Der Profilbildschirm zeigt sie als Rettungscode: Bewahre eine Kopie an einem sicheren Ort auf und füge sie in einem anderen Browser unter „Wiederherstellen“ ein, um deine Daten mitzunehmen.',
      'Behandle den Code wie einen Hausschlüssel, denn wer ihn hat, kann die Daten dieser Sitzung lesen. Private Fenster und manche Browser löschen gespeicherte Daten nach einer Weile, daher ist der Code auch dein Weg zurück. Die Datenschutzseite erklärt, was wo gespeichert wird und wie du es exportieren oder löschen kannst.',
    ],
  },
]

const PAGES: readonly TextSection[] = [
  {
    heading: 'Kompass',
    paragraphs: [
      'Der Kompass (unter / und /compass) ist dein tägliches Zuhause. Das Ausrichtungsfeld oben vergleicht deinen aktuellen Skalar mit deinem Ausgangswert: Es zeigt beide Zahlen, die Differenz zwischen ihnen (Delta) und diese Differenz in Prozent, deine Zone, eine kurze Nachricht und eine Markierung auf einem Balken, die genau in der Mitte steht, wenn du exakt auf deinem Ausgangswert liegst. Darunter nennt die Tagesführung die Zeitphase, einen Hauptfokus, ein Energieniveau und ein paar Vorschläge für den Tag.',
      'Wenn der Kompass den Server nicht erreicht, sagt er das und bietet „Verbindung erneut versuchen“ an. Ohne Profil schickt er dich zuerst zum Einstieg.',
    ],
    bullets: [
      'Planetarer Kontext: der Wert der Schumann-Resonanz mit Amplitude und Qualität sowie das kosmische Wetter, abgeleitet aus dem planetaren K-Index.',
      'Vorgeschlagene Codons: die drei Codons, deren Skalar deinem aktuellen am nächsten liegt, jeweils mit Thema, Affirmation und Ton.',
      'Klarheitstyp: mental, emotional, körperlich oder spirituell, um die Zeile mit der Tagesführung zu färben; deine Wahl wird gespeichert.',
      'Luna: ihre Karte „Lunas Einsicht“, ihr Gedächtnisfeld und eine Teilen-Karte, die eine Zusammenfassung der Deutung kopiert oder teilt.',
      'Karten für deine Serie, zum Speichern der Deutung und für die Aufschlüsselung des Skalars, dein Verlauf, sobald du mehr als fünf Deutungen hast, Statistiken über alle Besucherinnen und Besucher hinweg und der tägliche Check-in.',
    ],
  },
  {
    heading: 'Resonanz',
    paragraphs: [
      'Resonanz (im erweiterten Modus in der Navigation, in beiden Modi unter /resonance erreichbar) verbindet einen Archetyp mit Codons. Die volle Ansicht hat drei Tabs. „Resonanz finden“ lässt dich einen Archetyp wählen und listet die passenden Codons auf; „Aktives Protokoll“ zeigt das gewählte Codon mit Thema, Affirmation, Ritualen und Ton; „Codons durchstöbern“ legt die Codons als Raster aus, aus dem du wählen kannst.',
      'Im einfachen Modus heißt die Seite „Finde deine Resonanz“ und enthält nur eine Archetyp-Auswahl, einen Button „Finden“ und das Ergebnis, dazu einen Button, der seinen Ton drei Sekunden lang abspielt.',
    ],
  },
  {
    heading: 'Profil',
    paragraphs: [
      'Dein Profil (/profile) enthält alles Persönliche, verteilt auf vier Tabs. Hier findest du auch deinen Rettungscode, das Feld „Wiederherstellen“ für einen Code aus einem anderen Browser und die Buttons, mit denen du deine Daten exportieren oder löschen kannst.',
    ],
    bullets: [
      'Profil: dein Name, dein Geburtsdatum, die Gematrie (die Buchstaben deines Namens zusammengezählt, a = 1 bis z = 26), deine Archetyp-Karte, die Affirmation mit Schlagwörtern, vorgeschlagene Rituale und Lunas Deutung deines Profils. „Neues Profil erstellen“ führt zurück zum Formular, und „Geburtsskalar korrigieren“ erscheint, wenn dein Geburtsskalar fehlt. Der Tongenerator spielt einen sanften Sinuston von 1 bis 2000 Hz (zu Beginn 128 Hz), mit Schritt-Buttons, Voreinstellungen bei 128, 432, 528 und 639 Hz, einem Lautstärkeregler, der bei 30 % beginnt, und „Diese Frequenz festhalten“, um einen Ton mit einer optionalen Notiz aufzubewahren.',
      'Reise: „Deine Skalar-Reise“ mit einem bearbeitbaren Anzeigenamen, deinem aktuellen ξ und deinem Ausgangswert ξ, der Zahl der Sitzungen und deiner durchschnittlichen Ausrichtung. Die „Analyse der Entwicklung“ beschreibt das Muster (aufsteigend, absteigend, zyklisch oder stabil), sobald es drei Deutungen gibt, und „Bisheriger Verlauf“ listet die letzten zehn auf.',
      'Deutungen: deine gespeicherten Deutungen mit einem Zähler. Zeilen klappen auf und zeigen die ganze Deutung; jede zeigt bis zu drei Schlagwörter und ein „+N“ für die übrigen und kann gelöscht werden. Auch deine letzten acht festgehaltenen Frequenzen werden aufgelistet.',
      'Codons: die Bibliothek aller 64 Codons, mit einem Suchfeld, einem Filter nach Element (Alle, Feuer, Luft, Wasser, Erde), einer Zeile „N von M Codons“ und einem Abspiel-Button auf jeder Karte. Es spielt immer nur ein Ton auf einmal.',
    ],
  },
  {
    heading: 'Zeitrechner',
    paragraphs: [
      'Der Skalar-Zeitrechner (Zeit, im erweiterten Modus) beantwortet eine Was-wäre-wenn-Frage: Wie hoch wäre dein Skalar an einem anderen Datum, zu einer anderen Uhrzeit und an einem anderen Ort? Wähle ein Datum und eine Uhrzeit, deinen Archetyp (Pflichtangabe), eine Höhe (erkannt oder in Metern eingegeben; leer gelassen zählt sie als Meereshöhe), einen Bewusstseinsgrad von 0 bis 1 und einen Ort. Der Ort kann automatisch bestimmt werden (dein Browser fragt dich zuerst um Erlaubnis), von Hand eingegeben werden (Land, Zeitzone und Stadt) oder einer von zehn symbolischen Orten sein. Der Ausgangswert stammt aus deinem Profil und lässt sich auf drei Nachkommastellen genau bearbeiten.',
      'Das Ergebnis zeigt das berechnete ξ, die Fensterphase, den Ausrichtungsstatus, einen Satz über die symbolische Wirkung des Ortes und drei vorgeschlagene Handlungen, ausgewählt nach Phase und Bewusstseinsbereich (getrübt, normal, gesteigert oder auf dem Höhepunkt). Ist der Luna-Schalter an, fügt sie ihre Deutung hinzu. Dieselben Eingaben ergeben immer dieselbe Antwort, und das berechnete ξ entfernt sich nie mehr als 1,0 vom Ausgangswert.',
    ],
  },
  {
    heading: 'Einstieg und Archetyp-Test',
    paragraphs: [
      'Der Einstieg führt durch fünf Schritte: Willkommen, Name, Geburtsdatum, das Quiz mit fünf Fragen und ein Abschlussbildschirm mit „Zum Kompass“. Die Enthüllung nach dem Quiz zeigt Namen, Beschreibung, Element, Skalar und Schlüsselwörter deines Archetyps, dazu ein Wort von Luna.',
      'Die Fußzeile verlinkt auf das Quiz und auf eine Wiederholung. Die Seite zum Archetyp-Test (/archetype-test) zeigt deinen aktuellen Archetyp und wie er in deinen Ausgangswert einfließt, und kann ihn mit „Im Zeitrechner verwenden“ an den Zeitrechner übergeben. „Quiz wiederholen“ löscht das gespeicherte Ergebnis und beginnt von vorn.',
    ],
  },
  {
    heading: 'Hilfe',
    paragraphs: [
      'Diese Anleitung (/help) hat vier Tabs: Grundlagen für die Ideen, Seiten für jeden Bildschirm, Luna für die Begleiterin und ihre Zustände und Wissenschaft für eine ehrliche Darstellung dessen, was gemessen wird und was Symbol ist. Die Ausrichtungszonen werden hier mit deinen eigenen Schwellenwerten erklärt.',
    ],
  },
  {
    heading: 'Kodex',
    paragraphs: [
      'Die Codex-Seite (/codex) enthält den Skalar-Resonanz-Kodex, eine gut lesbare Einführung in das symbolische System, und eine kürzere Übersichtsseite über Luna. Beide langen Texte lassen sich herunterladen: der Kodex als /scalar-resonance-codex.de.pdf und die Theorie hinter Lunas Zuständen als /UBT.de.pdf.',
    ],
  },
  {
    heading: 'Unterstützung',
    paragraphs: [
      'Die Unterstützungsseite (/support) zeigt zwei Karten, eine für jede der beiden Personen hinter Luna. Jede öffnet eine externe Zahlungsseite in einem neuen Tab. Unterstützung ist freiwillig, sie ist keine steuerlich absetzbare Spende, und sie schaltet nichts frei: Die App funktioniert für alle gleich. Ein Link führt zurück zum Anfang.',
    ],
  },
  {
    heading: 'Datenschutz',
    paragraphs: [
      'Die Datenschutzseite (/privacy) sagt klar, was auf dem Server und in deinem Browser gespeichert wird, welche externen Dienste beteiligt sind und wofür, und wie lange Daten aufbewahrt werden. Sie hat dieselben zwei Buttons wie dein Profil: alles als JSON-Datei herunterladen oder alles auf einmal löschen. Die Nutzungsbedingungen (/terms) und der Haftungsausschluss (/disclaimer) stehen daneben, und alle drei verlinken zurück zum Kompass.',
    ],
  },
]

const LUNA: readonly TextSection[] = [
  {
    heading: 'Wer Luna ist',
    paragraphs: [
      'Luna ist die Begleiterin, die in deinen Deutungen spricht. Sie ist eine Stimme, keine Person, und weder Beraterin noch Ärztin. Ihre Worte sind im Voraus geschrieben: Feste Regeln wählen aus deinem Skalar, der Fensterphase und den planetaren Werten des Tages einen von sechs Zuständen, und sie spricht mit den Botschaften dieses Zustands. Nichts, was du eintippst, wird an einen Chatbot geschickt.',
      'Sie spricht in der Ich-Form und fasst sich kurz: eine Stimmung und ein Ton, eine Botschaft, manchmal ein Vorschlag. Nimm, was dir hilft, und lass den Rest.',
    ],
  },
  {
    heading: 'Ihre sechs Zustände',
    paragraphs: [
      'Jede Deutung versetzt Luna in einen von sechs Zuständen. Jeder Zustand hat Bedingungen; passen mehrere, gewinnt der Zustand, der die meisten Bedingungen erfüllt, und balanced_flow greift, wenn keiner passt. Die Karte zeigt Stimmung und Ton, die Fußzeile das Stichwort.',
    ],
    bullets: [
      'high_deltaUC: Ton erdend, Stimmung chaotisch, Stichwort Schwelle. Die Deutung liegt weit von der neutralen Linie entfernt, und Luna hilft dir, wieder festen Boden unter die Füße zu bekommen.',
      'pi_stabilizing: Ton klärend, Stimmung kristallisierend, Stichwort Entstehung. Die Dinge finden zu einer klareren Form.',
      'kerr_spinning: Ton dynamisch, Stimmung elektrisch, Stichwort Beschleunigung. Der Moment hat viel Schwung; sie rät, behutsam zu steuern.',
      'balanced_flow: Ton fließend, Stimmung kohärent, Stichwort Harmonie. Nichts zieht stark in irgendeine Richtung.',
      'high_scalar_stable: Ton gehoben, Stimmung leuchtend, Stichwort Gipfel. Ein hoher Skalar, der zugleich stabil bleibt.',
      'low_scalar_grounding: Ton stabilisierend, Stimmung verwurzelt, Stichwort Fundament. Ein niedriger Skalar, gelesen als Zeit für Wurzeln statt für Weite.',
    ],
  },
  {
    heading: 'Notizen zwischen deinen Besuchen',
    paragraphs: [
      'Luna merkt sich in diesem Browser das Stichwort und den Skalar deiner vorigen Deutung. Sind beide gleich, beginnt sie mit dem Hinweis, dass das Feld beständig bleibt. Hat sich das Stichwort geändert, sagt sie es, bei manchen Wechseln mit einer eigenen Notiz, etwa von chaotisch zu kohärent oder von verwurzelt zu leuchtend, und sonst mit der schlichten Bemerkung, dass sich seit deinem letzten Besuch etwas verschoben hat.',
    ],
  },
  {
    heading: 'Die Einsichtskarte',
    paragraphs: [
      'Die Karte zeigt Lunas Avatar, ihre Stimmung und ihren Ton, die Botschaft und, falls es einen gibt, einen Vorschlag. „Technische Analyse“ öffnet die Werte hinter der Deutung: deltaUC, die π-Divergenz, die Kerr-Verstärkung, die drei Flags und den Stabilitätsindex. In der Fußzeile stehen das Stichwort und die Uhrzeit der Deutung.',
    ],
  },
  {
    heading: 'Das Gedächtnisfeld',
    paragraphs: [
      'Lunas Gedächtnis sammelt Muster aus deinen bisherigen Interaktionen und zeigt bis zu drei Einsichten, die sicherste zuerst, jede mit ihrer Sicherheit in Prozent und einem Abzeichen (grün über 80 %, gelb über 60 %, sonst grau). Ein Zähler zeigt, wie viele Interaktionen sie gesehen hat. Karten erscheinen erst, wenn es etwas zu sagen gibt.',
    ],
    bullets: [
      'Eine häufige Absicht, sobald Klarheit, Wachstum, Heilung oder Harmonie mindestens dreimal vorgekommen ist.',
      'Eine Lieblingsseite, sobald eine Seite mindestens fünf Besuche hat.',
      'Beständigkeit, ab zehn Interaktionen, je nach deiner Serie beschrieben als beginnend, wachsend oder bemerkenswert.',
      'Die Richtung deines Skalars im Lauf der Zeit: aufsteigend, absteigend oder stabil.',
      'Wachstum, eine Anerkennung ab zwanzig Interaktionen.',
    ],
  },
  {
    heading: 'Der Stabilitätsindex in Worten',
    paragraphs: [
      'Der Stabilitätsindex ist ein Wert von 0 bis 100, der zusammenfasst, wie gefestigt eine Deutung ist. Er beginnt bei 100 und verliert Punkte für den Abstand von der neutralen Linie, für die π-Divergenz und für eine Kerr-Verstärkung, die von 1 abweicht. Grün ab 75 steht für gefestigt, gelb ab 50 für leicht bewegt, orange ab 25 für unruhig und rot darunter für viel in Bewegung.',
      'Er beschreibt die Deutung, nicht dich. Ein niedriger Wert ist eine Einladung, langsamer zu werden, und niemals eine Warnung. Die Formel steht im UBT-Dokument auf der Codex-Seite.',
    ],
  },
]

const SCIENCE: readonly TextSection[] = [
  {
    heading: 'Was gemessen wird',
    paragraphs: [
      'Zwei Werte auf dem Kompass beziehen sich auf reale, gemessene Dinge in der physischen Welt. Die Schumann-Resonanzen sind natürliche elektromagnetische Wellen im Raum zwischen der Erdoberfläche und der Ionosphäre, die vor allem von Blitzen rund um den Globus in Schwingung gehalten werden; ihre Grundschwingung liegt bei etwa 7,83 Hz. Der planetare K-Index ist eine Skala von 0 bis 9, die angibt, wie stark das Erdmagnetfeld in jedem Dreistundenzeitraum gestört ist; er wird vom Space Weather Prediction Center der US-Wetter- und Ozeanbehörde National Oceanic and Atmospheric Administration (NOAA) veröffentlicht.',
      'Luna hat keine eigenen Messinstrumente. Der Server liest den öffentlichen K-Index-Datenstrom der NOAA, hält ihn zehn Minuten lang vor und ordnet ihn ein in ruhig (0 bis 3), aktiv (4 und 5), Sturm (6 und 7) und heftig (8 und 9). Der Schumann-Wert ist eine Schätzung um 7,83 Hz, die von diesem Index geformt wird; wenn der Datenstrom nicht erreichbar ist, verlässt sich die App allein auf ihr eigenes Modell, und die Quellenzeile sagt dir, welches von beiden du gerade siehst.',
    ],
  },
  {
    heading: 'Was symbolisch ist',
    paragraphs: [
      'Der Skalar ξ, dein Ausgangswert, die Zonen, die Fensterphasen und Lunas Zustände sind Symbole. Sie folgen klaren, wiederholbaren Regeln, sodass dieselben Eingaben immer dieselbe Zahl ergeben, aber die Regeln sind ein Rahmen zum Nachdenken und keine Messung von irgendetwas in dir.',
      'Die 64 Codons sind real: Sie sind die Drei-Buchstaben-Wörter des genetischen Codes, und jedes ist mit der Aminosäure aufgeführt, für die es steht. Ihre Zuordnung zu den 64 Hexagrammen des I Ging ist eine symbolische Entsprechung, die auf bloßem Abzählen beruht (beide Mengen haben 64 Elemente, die aus sechs Entweder-oder-Entscheidungen entstehen), und hat keine biologische Bedeutung. Die Töne, die Codons und Archetypen zugeordnet sind, folgen überlieferten Zuschreibungen, nicht wissenschaftlichen Belegen.',
    ],
  },
  {
    heading: 'Wie beides zusammenhängt',
    paragraphs: [
      'Der Kompass lässt den K-Index und die Schumann-Schätzung deinen aktuellen Skalar ein wenig anstoßen. Das ist eine erzählerische Entscheidung: So kann der Himmel des Tages die Deutung färben. Es gibt keine gesicherten Belege dafür, dass einer dieser Werte beeinflusst, wie Menschen denken, fühlen oder handeln, und die App behauptet nichts anderes.',
    ],
  },
  {
    heading: 'Wie du damit umgehen kannst',
    paragraphs: [
      'Luna ist experimentell und dient der Reflexion. Die App ist ein Spiegel, in dem du deine Tage wahrnehmen kannst, keine medizinische, psychologische, wissenschaftliche oder finanzielle Beratung, und sie kann nichts diagnostizieren, vorhersagen oder behandeln. Wenn sich eine Deutung einmal schwerer anfühlt, als ein Anstoß zum Nachdenken sein sollte, leg sie beiseite. Bei allem, was deine Gesundheit betrifft, sprich mit einer qualifizierten Fachperson.',
    ],
  },
]

/** The help guide's four tabs, in display order (same keys as HELP_TABS). */
export const HELP_TABS_DE: Readonly<Record<'basics' | 'pages' | 'luna' | 'science', HelpTabWords>> = {
  basics: { label: 'Grundlagen', sections: BASICS },
  pages: { label: 'Seiten', sections: PAGES },
  luna: { label: 'Luna', sections: LUNA },
  science: { label: 'Wissenschaft', sections: SCIENCE },
}

/** One sentence per zone; the page adds the visitor's own thresholds after it. */
export const ZONE_HELP_DE: Readonly<Record<'aligned' | 'elevated' | 'grounded' | 'opposed', string>> = {
  aligned:
    'Ausgerichtet heißt, dass dein aktueller Skalar innerhalb von 0,02 um deinen Ausgangswert liegt: Der Tag ist nah an deiner eigenen Mitte.',
  elevated:
    'Erhöht heißt, dass dein aktueller Skalar mindestens 0,02 über deinem Ausgangswert liegt, deine Extremschwelle aber noch nicht erreicht: ein gehobener Tag, den du behutsam nutzen kannst.',
  grounded:
    'Geerdet heißt, dass dein aktueller Skalar mindestens 0,02 unter deinem Ausgangswert liegt, deine Extremschwelle aber noch nicht erreicht: ein ruhigerer Tag, der zu beständigen Dingen passt.',
  opposed:
    'Gegenläufig heißt, dass dein aktueller Skalar deine Extremschwelle in die eine oder andere Richtung überschritten hat, oben als erweitert und unten als verengt angezeigt: ein Tag, den du langsam angehen und aufmerksam wahrnehmen kannst.',
}
