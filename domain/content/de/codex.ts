// The German (de) words of `domain/content/codex.ts`: the Scalar Resonance Kodex and the shorter
// reference page about Luna, shown on the codex page.

import type { LongDocument } from '../documents.ts'

export const CODEX_DE: LongDocument = {
  title: 'Der Skalar-Resonanz-Kodex',
  subtitle:
    'Ein Leitfaden zu den Symbolen hinter Luna: der Skalar ξ, die 32 Archetypen, die 64 Codons und wie du sie lesen kannst.',
  sections: [
    {
      heading: 'Wie du diesen Kodex nutzt',
      paragraphs: [
        'Luna beruht auf einem kleinen symbolischen System. Eine persönliche Zahl, der Skalar ξ, gibt jedem Menschen eine Mitte. Zweiunddreißig Archetypen beschreiben Arten, dem Leben zu begegnen. Vierundsechzig Codons, jedes mit einem Hexagramm des I Ging gepaart, bieten Themen, Affirmationen und einfache Übungen. Alles andere in der App, vom Kompass bis zum Zeitrechner, ist eine Art, diese Teile zusammen zu betrachten.',
        'Dieser Kodex erklärt, wie die Teile zusammenpassen. Er will langsam gelesen und mit leichter Hand genutzt werden. Das System ist experimentell und dient der Reflexion: Seine Zahlen folgen klaren Regeln, aber sie beschreiben eine Art, aufmerksam zu sein, keine Tatsachen über deinen Körper oder deine Zukunft.',
      ],
    },
    {
      heading: 'Der Skalar ξ und dein Ausgangswert',
      paragraphs: [
        'Der Skalar ξ lebt auf einer schmalen Skala rund um 81, den neutralen Bezugspunkt. Dein Ausgangswert ist dein eigener Ruhepunkt auf dieser Skala, und bei den meisten Menschen liegt er nahe 81,5. Er setzt sich aus zwei Teilen zusammen. Der Geburtsskalar verortet deinen Geburtstag im Jahr: 81, plus 0,8 mal der Anteil des Jahres, der an deinem Geburtsdatum vergangen war (Tag des Jahres geteilt durch 365,25), plus ein Tausendstel für jedes Jahr des Jahrhunderts, in dem du geboren bist (Jahr mod 100). Der Archetyp-Skalar ist die Zahl des Archetyps, den deine Antworten im Quiz gewählt haben, irgendwo zwischen 81,10 und 81,98.',
        'Der Ausgangswert mischt beide: siebzig Teile Geburtsskalar auf dreißig Teile Archetyp-Skalar, auf drei Nachkommastellen gerundet. Wer am 15. März 1990 geboren ist, hat einen Geburtsskalar von 81,252; mit einem Archetyp bei 81,60 kommt der Ausgangswert auf 81,356. Das Geburtsdatum wiegt schwerer, weil es sich nie ändert, während du ein Quiz wiederholen kannst, wenn du dich veränderst.',
        'Zusätzlich zum Ausgangswert bewegen sich zwei Dinge von Tag zu Tag. Der tägliche Check-in kann ihn nur für diesen Tag um bis zu ein Zehntel verschieben. Und der aktuelle Skalar, abgeleitet aus der Tageszeit, der Jahreszeit und den planetaren Werten, schwankt über und unter ihm. Luna zu lesen heißt vor allem, diesem Schwanken mit Neugier zuzusehen.',
      ],
    },
    {
      heading: 'Die 32 Archetypen',
      paragraphs: [
        'Das Quiz stellt fünf Fragen mit je vier Antworten. Jede Antwort stimmt für acht der 32 Archetypen; der Archetyp mit den meisten Stimmen ist deiner, und bei Gleichstand gewinnt die niedrigere Nummer. Kein Archetyp ist besser als ein anderer. Jeder ist das Porträt einer Art, sich durch die Welt zu bewegen, mit einer Beschreibung, Lunas Deutung, Schlüsselwörtern, einer Bedeutung, einem Schattenaspekt (derselben Stärke, wenn sie übertrieben wird) und zwei Solfeggio-Tönen.',
        'Die Archetypen sind in vier Elementkategorien zu je acht gruppiert. Die Kategorie beschreibt das Temperament, und die Codon-Bibliothek nutzt dieselben vier Wörter als Filter:',
      ],
      bullets: [
        'Feuer: Wandlung, Führung, Initiative und Klarheit. Archetypen, die Dinge in Gang bringen und den Weg erhellen.',
        'Luft: Weisheit, Kommunikation, Wachstum und Lernen. Archetypen, die denken, verbinden und Ideen weitertragen.',
        'Wasser: Heilung, Intuition, Fluss und Frieden. Archetypen, die fühlen, pflegen und sich anpassen.',
        'Erde: Erdung, Stabilität, Fülle und Dienst. Archetypen, die aufbauen, bewahren und versorgen.',
        'Jeder Archetyp hält außerdem ein Hexagrammpaar aus der King-Wen-Folge: Archetyp k hält die Hexagramme 2k - 1 und 2k und damit zwei Codons. Archetyp 1 hält „Das Schöpferische“ und „Das Empfangende“ (UUU und AAA); Archetyp 32 schließt die Folge mit „Nach der Vollendung“ und „Vor der Vollendung“ (CCC und GGG), ein Ende, das die Tür offen lässt.',
        'Die Elementbezeichnung auf einer Archetyp-Karte stammt aus den beiden Trigrammen seines ersten Hexagramms, in der achtfachen Sprache des I Ging (Himmel, Metall, Feuer, Holz, Luft, Wasser, Berg, Erde). Sie legt eine zweite Bildebene über die Kategorie und ist nicht dasselbe wie diese.',
        'Zwei kleine Modifikatoren, Entropie und Krümmung, lassen den Zeitrechner eine Deutung leicht zum Charakter eines Archetyps hin neigen. Sie weichen höchstens etwa ein Zehntel von 1 ab, und die Archetypen 7 und 32 liegen genau bei 1.',
      ],
    },
    {
      heading: 'Die 64 Codons und ihre Hexagramme',
      paragraphs: [
        'In lebenden Zellen ist der genetische Code in vier Basen geschrieben, und die RNA schreibt sie A, U, C und G. Drei Basen bilden ein Codon, was 4 × 4 × 4 = 64 Codons ergibt. Auch das I Ging hat 64 Figuren: Hexagramme aus sechs Linien, jede gebrochen oder ungebrochen. Luna verbindet die beiden Mengen mit einer einfachen Regel, sodass jedes Codon genau ein Hexagramm hat und jedes Hexagramm genau ein Codon.',
        'Jede Base wird zu zwei Linien des Hexagramms. Die erste Base des Codons zeichnet die unteren beiden Linien, die zweite Base die mittleren beiden, die dritte Base die oberen beiden, immer von unten nach oben gelesen. Die unteren drei Linien bilden dann ein Trigramm und die oberen drei ein zweites, und die überlieferte King-Wen-Tafel benennt das Hexagramm, das aus diesem Paar entsteht.',
      ],
      bullets: [
        'A: gebrochen, gebrochen.',
        'U: ungebrochen, ungebrochen.',
        'C: ungebrochen, dann gebrochen.',
        'G: gebrochen, dann ungebrochen.',
        'Durchgerechnetes Beispiel, CAC: C ergibt unten ungebrochen und gebrochen, A ergibt in der Mitte zwei gebrochene Linien, C ergibt oben ungebrochen und gebrochen. Von unten gelesen lauten die Linien: ungebrochen, gebrochen, gebrochen, gebrochen, ungebrochen, gebrochen. Das untere Trigramm ist Donner und das obere Wasser, und Wasser über Donner ist Hexagramm 3, „Die Anfangsschwierigkeit“.',
        'Komplementäre Basen (A mit U, C mit G) ergeben entgegengesetzte Linien, daher ergeben komplementäre Codons gespiegelte Hexagramme: UUU sind sechs ungebrochene Linien, „Das Schöpferische“, und AAA sind sechs gebrochene Linien, „Das Empfangende“.',
        'Jedes Codon behält außerdem seine echte Aminosäure aus dem genetischen Standardcode. Die drei Stoppcodons UAA, UAG und UGA fallen auf „Die Annäherung“, „Die Minderung“ und „Das heiratende Mädchen“, und AUG, das Codon, mit dem die meisten Proteine beginnen, fällt auf „Der Wanderer“.',
        'Die Codon-Skalare steigen gleichmäßig mit der Hexagrammnummer: 80,800 für Hexagramm 1, dann jeweils in Schritten von 0,025 bis 82,375 für Hexagramm 64. Der Kompass schlägt die drei Codons vor, deren Skalar deinem aktuellen am nächsten liegt.',
        'Die dritte Base legt das Entropie-Regime fest, mit je sechzehn Codons: U Standard, C Krümmungsverstärkt, A Hoher Spin und G Beobachteraktiviert. Beobachteraktivierte Codons gelten als solche, die auf Aufmerksamkeit antworten: Sie belohnen das Hinschauen.',
      ],
    },
    {
      heading: 'Die drei Fensterphasen',
      paragraphs: [
        'Ein Fenster ist ein Moment, betrachtet durch den Rechner oder den Kompass. Die Zeitberechnung geht von deinem Ausgangswert aus und addiert kleine, feste Beiträge aus der Stunde des Tages, dem Tag des Jahres, deinem Bewusstseinsgrad, der Höhe, den Modifikatoren deines Archetyps und, bei einem realen Ort, seiner Zeitzone. Das Ergebnis, das berechnete ξ, bleibt immer innerhalb von 1,0 um den Ausgangswert, und dieselben Eingaben ergeben immer dieselbe Zahl.',
        'Der Abstand zwischen berechnetem ξ und Ausgangswert benennt die Phase des Fensters:',
      ],
      bullets: [
        'Echokammer, wenn der Abstand in beide Richtungen kleiner als 0,05 ist. Der Moment wirft deinen eigenen Ton auf dich zurück: eine gute Zeit, um zu festigen, aufzuräumen und abzuschließen.',
        'Resonanz-Aufstieg, wenn das berechnete ξ mindestens 0,05 über dem Ausgangswert liegt. Der Moment hebt dich an: eine gute Zeit, um anzufangen, auf andere zuzugehen oder etwas zu erschaffen.',
        'Volatilitätsfeld, wenn das berechnete ξ mindestens 0,05 unter dem Ausgangswert liegt. Der Moment wühlt auf: eine gute Zeit, um es langsam angehen zu lassen, Pläne einfach zu halten und deine Aufmerksamkeit ruhen zu lassen.',
        'Innerhalb jeder Phase ändern sich die vorgeschlagenen Handlungen mit deinem Bewusstseinsgrad: getrübt (0 bis 0,3), normal (0,4 bis 0,6), gesteigert (0,7 bis 0,9) und auf dem Höhepunkt (1,0).',
      ],
    },
    {
      heading: 'Ausrichtungszonen',
      paragraphs: [
        'Der Kompass vergleicht deinen aktuellen Skalar mit deinem Ausgangswert. Die Differenz ist das Delta, und die Zone hängt davon ab, wie groß es im Vergleich zu deiner eigenen üblichen Spannweite ist. Deine Spannweite wird als Streuung (Standardabweichung) deiner eigenen Deutungen gemessen, sobald du fünf davon hast; bis dahin geht die App von 0,15 aus. Die Extremschwelle ist das Doppelte dieser Streuung und nie kleiner als 0,1.',
      ],
      bullets: [
        'Ausgerichtet: Das Delta ist in beide Richtungen kleiner als 0,02. Du bist in deiner Mitte.',
        'Erhöht: Das Delta ist positiv, von 0,02 bis zur Extremschwelle. Ein gehobener, nach außen gewandter Tag.',
        'Geerdet: Das Delta ist negativ, von -0,02 bis hinunter zur Extremschwelle. Ein ruhigerer, nach innen gewandter Tag.',
        'Gegenläufig: Das Delta erreicht die Extremschwelle oder geht darüber hinaus. Über dem Ausgangswert lautet der Status erweitert, darunter verengt.',
        'Beispiel: Mit der anfänglichen Streuung von 0,15 liegt die Extremschwelle bei 0,30, sodass ein aktueller Skalar 0,12 über dem Ausgangswert als erhöht gilt. Bei jemandem, dessen Deutungen nur sehr wenig schwanken, könnte die Schwelle bei 0,10 liegen, und dieselben 0,12 würden dann als gegenläufig und ausgedehnt gelten.',
        'Die Markierung auf dem Ausrichtungsbalken steht in der Mitte, wenn das Delta null ist, und erreicht an der Extremschwelle das eine oder das andere Ende.',
      ],
    },
    {
      heading: 'Die Stufen des Gefühls-Check-ins',
      paragraphs: [
        'Der Schieberegler des Check-ins läuft durch 64 Gefühlswörter in aufsteigender Reihenfolge, und jede Position entspricht einem der 64 Codons. Die Wörter verteilen sich auf vier Stufen zu je sechzehn, von denen jede ungefähr ein Viertel des Schiebereglers abdeckt. Das Wort „Getragen“ kommt zweimal vor, an den Positionen 22 und 50, weil es sowohl zur Erholung als auch zum vollen Fluss gehört, von anderen gehalten zu werden.',
        'Deine Antwort bewegt den Ausgangswert des Tages ein wenig: Niedrigere Antworten senken ihn, höhere heben ihn an, um höchstens 0,1, und die Änderung verfällt um Mitternacht deiner Ortszeit. Die Stufe prägt, was Luna dir als Nächstes anbietet: eine Zusammenfassung in einer Zeile, eine Art, mit der Anpassung des Tages zu leben, vier sanfte Vorschläge und einen Hinweis darauf, wie die Archetypen jedes Elements dieser Stufe meist begegnen.',
      ],
      bullets: [
        'Herausforderung/Krise (1 bis 16): schwere, harte oder wunde Tage, denen du am besten mit Ruhe, der Gesellschaft von Menschen, denen du vertraust, und den kleinsten freundlichen Gesten begegnest.',
        'Neutral/Erholung (17 bis 32): Tage, an denen du dich nach einer Anstrengung wieder sammelst und an denen Routine, sanfte Bewegung und ein wenig Geduld dir helfen, wieder Halt zu finden.',
        'Aktives Wachstum (33 bis 48): engagierte, neugierige Tage, gut dafür, etwas zu lernen, etwas zu erschaffen und eine Sache gut zu Ende zu bringen.',
        'Voller Fluss (49 bis 64): helle, offene Tage, die es wert sind, sie mit anderen zu teilen und in ihnen innezuhalten, damit die Helligkeit auch bemerkt wird.',
      ],
    },
    {
      heading: 'Frequenzen und sicheres Hören',
      paragraphs: [
        'Töne geben den Symbolen einen Klang. Jedes Codon trägt eine Frequenz aus einer festen Liste zwischen 396 und 963 Hz, und jeder Archetyp trägt zwei aus der Solfeggio-Skala (174, 285, 396, 417, 528, 639, 741, 852 und 963 Hz). Die App behandelt 528 Hz als ihren Bezugston. Der Frequenzgenerator in deinem Profil spielt jeden beliebigen Sinuston von 1 bis 2000 Hz, mit Voreinstellungen bei 128, 432, 528 und 639 Hz, und du kannst eine Frequenz festhalten, um sie mit einer Notiz aufzubewahren.',
        'Eine festgehaltene Frequenz lässt sich Codons zuordnen: direkt, wenn der Ton eines Codons höchstens 50 Hz entfernt liegt; über die Harmonie, wenn das Zwei-, Drei- oder Vierfache deiner Frequenz höchstens 10 Hz (eine primäre Übereinstimmung) oder 30 Hz (eine sekundäre) vom Ton eines Codons entfernt liegt; oder über die Zahl, wenn die Ziffern der Frequenz, zusammengezählt und in den Bereich von 1 bis 64 gefaltet, auf ein Hexagramm verweisen, dessen Codon-Ton dieselbe einstellige Quersumme hat wie die Frequenz. Eine Frequenz, die keine dieser Bedingungen erfüllt, heißt einzigartig.',
        'Diese Töne folgen überlieferten Zuschreibungen. Sie sind eine Art, einen Moment mit Klang zu markieren, keine Behandlung für irgendetwas. Hör achtsam zu:',
      ],
      bullets: [
        'Fang leise an. Der Generator beginnt bei 30 % Lautstärke; mit Kopfhörern geh noch weiter herunter.',
        'Halte die Sitzungen kurz. Töne aus der Bibliothek spielen drei Sekunden lang, und längeres Hören ist selten nötig.',
        'Unter etwa 20 Hz ist ein Ton als solcher nicht mehr hörbar, deshalb spielt der Generator ihn als binauralen Beat: zwei nah beieinanderliegende Töne, einer in jedem Ohr, am besten über Kopfhörer bei niedriger Lautstärke zu hören. Dreh die Lautstärke nicht auf, um einem Ton nachzujagen, den du nicht hören kannst.',
        'Hohe Töne, gegen 2000 Hz, können sich scharf anfühlen. Verringere die Lautstärke oder wähle einen anderen Ton.',
        'Hör sofort auf, wenn du Unbehagen, ein Klingeln in den Ohren, Schwindel oder Kopfschmerzen spürst.',
        'Hör nicht zu, während du Auto fährst oder etwas tust, das deine volle Aufmerksamkeit braucht.',
        'Wenn du Epilepsie oder eine Erkrankung des Gehörs hast, sei besonders vorsichtig und frag im Zweifel deine Ärztin oder deinen Arzt.',
      ],
    },
    {
      heading: 'Den Kodex in den Tag holen',
      paragraphs: [
        'Eine gute Art, den Kodex zu nutzen, ist, einen Faden zu wählen und ihm eine Woche lang zu folgen. Lies die beiden Hexagramme deines Archetyps und die Themen ihrer Codons. Wirf jeden Morgen einen Blick auf den Kompass, notiere deine Zone und deine Fensterphase und wähle eines der vorgeschlagenen Rituale: ein paar langsame Atemzüge, einen kurzen Spaziergang, eine Seite Tagebuch, eine aufgeräumte Schublade, ein leise gespieltes Lied. Speichere eine Deutung, wenn etwas heraussticht, und schau am siebten Tag im Tab „Deutungen“ zurück.',
        'Was du bemerkst, zählt mehr als das, was die Zahlen sagen. Wenn eine Deutung für dich stimmig klingt, behalte sie; wenn nicht, lass sie vorüberziehen. Der Kodex bietet dir einen Wortschatz für deine Tage, nie eine Regel, wie du sie leben sollst.',
      ],
    },
  ],
}

export const REFERENCE_DE: LongDocument = {
  title: 'Über Luna',
  subtitle: 'Was Luna ist, für wen die App gedacht ist und wie du sie lesen kannst.',
  sections: [
    {
      heading: 'Was Luna ist',
      paragraphs: [
        'Luna ist ein kleiner täglicher Begleiter für die Reflexion. Die App gibt dir eine persönliche Resonanzzahl, den Skalar ξ, zeigt, wie sich jeder Tag um sie herum bewegt, und stellt dir eine Begleiterin namens Luna zur Seite, die die Deutung in Worte fasst. Dazu gehören 32 Archetypen, 64 Codons, die mit den Hexagrammen des I Ging gepaart sind, und eine Reihe von Tönen zum Anhören.',
        'Die App ist experimentell und symbolisch. Die Zahlen folgen festen, dokumentierten Regeln, und welche Bedeutung du in ihnen findest, bestimmst du selbst.',
      ],
    },
    {
      heading: 'Für wen Luna gedacht ist',
      paragraphs: [
        'Luna ist für Erwachsene ab 18 Jahren gedacht, die Freude an symbolischen Systemen, am Tagebuchschreiben und an kleinen Ritualen haben und sich jeden Tag ein paar ruhige Minuten nehmen möchten, um bei sich selbst nachzuspüren. Die App braucht kein Konto und fragt nur nach einem Namen und einem Geburtsdatum.',
        'Sie ist nichts für alle, die eine Diagnose, eine Vorhersage oder eine Entscheidung suchen, die ihnen abgenommen wird. Wenn du gerade etwas Schweres durchmachst, hilft dir ein Mensch, dem du vertraust, oder eine qualifizierte Fachperson weit mehr als jede Deutung.',
      ],
    },
    {
      heading: 'Wie du Luna liest',
      paragraphs: [
        'Beginne mit dem Kompass. Schau zuerst auf deine Zone (ausgerichtet, erhöht, geerdet oder gegenläufig), dann auf die Fensterphase, dann auf Lunas Botschaft. Wähle einen Vorschlag, der zum Tag passt, und lass die anderen liegen. Checke ein, wann du möchtest, speichere eine Deutung, wenn dir etwas bewahrenswert erscheint, und lies ab und zu in deinem Verlauf wie in einem alten Notizbuch.',
        'Kleine Zahlen sind normal. Unterschiede von ein paar Hundertsteln sind die übliche Textur der Skala, und keine Zone ist gut oder schlecht.',
      ],
    },
    {
      heading: 'Tiefer eintauchen',
      paragraphs: [
        'Der Skalar-Resonanz-Kodex erklärt das ganze symbolische System: den Ausgangswert, die Archetypen, wie aus einem Codon ein Hexagramm wird, die Phasen, die Zonen und die Töne. Die UBT, die Unified Baseline Theory, beschreibt die Metapher hinter Lunas sechs Zuständen und ihrem Stabilitätsindex. Beide kannst du hier lesen und als PDF-Dateien herunterladen, und die Hilfe erklärt jeden Bildschirm.',
      ],
    },
  ],
}
