// The German (de) words of `domain/content/theory.ts`: UBT, the symbolic model behind Luna's states
// and stability index, shown on the codex page.

import type { LongDocument } from '../documents.ts'

export const THEORY_DE: LongDocument = {
  title: 'UBT: die Unified Baseline Theory (ein experimenteller Denkrahmen)',
  subtitle:
    'Das symbolische Modell hinter Lunas sechs Zuständen und ihrem Stabilitätsindex. Eine Metapher zum Nachdenken: keine Physik, keine geprüfte Wissenschaft, nichts Medizinisches.',
  sections: [
    {
      heading: 'Zuerst lesen',
      paragraphs: [
        'Die UBT ist das Regelwerk, mit dem Luna eine Zahl in eine Stimmung verwandelt. Dafür leiht sie sich Wörter aus Physik und Mathematik, etwa Divergenz, Spin und den Namen des Physikers Roy Kerr, weil sie gute Bilder dafür abgeben, wie sich ein Tag anfühlen kann: zentriert, treibend, sich setzend, kreiselnd. Die Anleihe endet bei den Wörtern. Die UBT ist keine physikalische Theorie, sie wurde nicht als Wissenschaft geprüft oder bestätigt, und sie beschreibt nichts, was in deinem Körper oder deinem Gehirn geschieht.',
        'Medizinisch ist sie ebenso wenig. Nichts darin kann eine Erkrankung erkennen, erklären oder behandeln, und kein Wert darin sollte eine Entscheidung über Gesundheit, Geld oder Sicherheit leiten. Lies sie so, wie du die Regeln eines Kartenspiels lesen würdest, das gute Gespräche anregt: genau, was die eigenen Spielzüge angeht, bescheiden gegenüber der Welt.',
      ],
    },
    {
      heading: 'Die neutrale Linie und die Skalar-Codes',
      paragraphs: [
        'Jede Deutung beginnt mit einem Skalar ξ, einer Zahl nahe 81. Das Modell behandelt 81 als neutrale Linie, einen gewählten Anker ohne physikalische Bedeutung, und fragt, wie weit jede Deutung davon entfernt liegt und in welcher Richtung.',
        'Für einen groben Überblick wird der Skalar außerdem in acht Codes eingeteilt, S1 bis S8. Gewöhnliche Deutungen landen in S4, S5 oder S6; die äußeren Codes gibt es, damit das Modell für jede Zahl definiert bleibt, die es bekommt.',
      ],
      bullets: [
        'S1: unter 78.',
        'S2: von 78 bis unter 79.',
        'S3: von 79 bis unter 80.',
        'S4: von 80 bis unter 81.',
        'S5: von 81 bis unter 82.',
        'S6: von 82 bis unter 84.',
        'S7: von 84 bis unter 85.',
        'S8: 85 und darüber.',
      ],
    },
    {
      heading: 'deltaUC: der Abstand von der neutralen Linie',
      paragraphs: [
        'deltaUC ist das Maß des Modells dafür, wie weit sich eine Deutung von der neutralen 81 entfernt hat, gleich auf welcher Seite sie liegt. Es ist der Betrag der Differenz zwischen Skalar und 81, geteilt durch 10, plus ein kleines Maß an Unruhe aus der Fensterphase: keine in einer Echokammer, etwas im Resonanz-Aufstieg und am meisten in einem Volatilitätsfeld. Ein Ausgangswert von 81,5 in einem Echokammer-Fenster hat ein deltaUC von 0,05. Die Skala ist so gewählt, dass gewöhnliche Deutungen zwischen 80 und 83 auf beide Seiten der unten genannten Schwellen fallen und verschiedene Tage verschiedene Zustände erreichen, statt dass alle denselben teilen.',
        'Als Bild ist deltaUC der Abstand eines Bootes von seinem Liegeplatz. Nahe null liegt das Boot am Kai; jenseits von 0,15 spricht das Modell von einer Schwelle, einem Tag, der so weit draußen liegt, dass es zuerst darum geht, festen Boden unter die Füße zu bekommen.',
      ],
    },
    {
      heading: 'π-Divergenz: wie weit der Rhythmus abweicht',
      paragraphs: [
        'Der Kreis ist das älteste Bild eines vollkommenen Zyklus, und π ist sein Sinnbild. Das Modell wickelt den Skalar um einen Kreis, indem es ihn mit π multipliziert, und lässt den Abstand der Schumann-Schätzung von ihrem Bezugswert 7,83 Hz den Kreis ein wenig weiterdrehen. Die π-Divergenz ist die Stelle, an der die Deutung landet: 0 auf dem Scheitel des Zyklus, 1 in seinem Tal. Wegen der Multiplikation mit π bewegt schon eine Änderung um wenige Hundertstel die Deutung um den Kreis, und das macht dieses Maß zum wechselhaftesten der drei.',
        'Eine niedrige π-Divergenz (0,2 oder weniger) wird als kristallisierend gelesen: Verstreute Eindrücke fügen sich zu einer klaren Form. superPiDivergence ist der Name, den der Stabilitätsindex genau diesem Wert gibt.',
      ],
    },
    {
      heading: 'Kerr-Verstärkung: das Bild des Spins',
      paragraphs: [
        'Im Jahr 1963 beschrieb der Mathematiker Roy Kerr den Raum um ein rotierendes Schwarzes Loch. Die UBT übernimmt aus dieser Arbeit nur das Bild: ein Zentrum, das sich dreht und alles in seiner Nähe mit in Bewegung zieht. Die Kerr-Verstärkung ist das Maß des Modells für den Schwung in einer Deutung. Sie beginnt bei 1, was keinen zusätzlichen Spin bedeutet, und wächst mit dem Spin der Fensterphase (am stärksten im Resonanz-Aufstieg), mit dem doppelten Abstand der Schumann-Schätzung von 7,83 Hz und um eine Spur durch die feineren Nachkommastellen des Skalars.',
        'kerrDelta ist derselbe Wert, so wie ihn die Zustandsregeln lesen, und ab 1,2 markiert er den Übergang in die Beschleunigung. Wenn statt eines Skalars eine Frequenz gelesen wird, werden dieselben drei Flags durch einfachere Prüfungen gesetzt: ein hohes Delta, wenn der Abstand des Skalars von 81, geteilt durch 10, über 0,5 liegt; pi-stabilisierend, wenn die Frequenz höchstens 10 % vom Bezugswert 528 Hz abweicht; nahe Kerr über 700 Hz.',
      ],
    },
    {
      heading: 'Der Stabilitätsindex',
      paragraphs: [
        'Der Stabilitätsindex fasst die drei Maße zu einem Wert zwischen 0 und 100 zusammen. Er beginnt bei 100 und zieht eine gewichtete Summe ab:',
        'Stabilitätsindex = 100 - (deltaUC × 100 + superPiDivergence × 50 + |kerrEnhancement - 1| × 30)',
        'Das Ergebnis wird auf den Bereich von 0 bis 100 begrenzt und auf eine ganze Zahl gerundet; im seltenen Fall, dass es ganz auf 0 fällt, zeigt die Karte stattdessen 50, eine neutrale Mitte statt einer leeren Deutung. Die Gewichte besagen, dass der Abstand von der neutralen Linie am meisten zählt, danach der Rhythmus und am wenigsten der Spin.',
        'Zwei Beispiele: Mit deltaUC 0,08, superPiDivergence 0,2 und einer Kerr-Verstärkung von 1,1 beträgt der Index 100 - (8 + 10 + 3) = 79. Mit deltaUC 0,3, superPiDivergence 0,6 und einer Kerr-Verstärkung von 1,5 beträgt er 100 - (30 + 30 + 15) = 25.',
      ],
      bullets: [
        '75 und darüber (grün): gefestigt.',
        '50 bis 74 (gelb): leicht bewegt.',
        '25 bis 49 (orange): unruhig.',
        'Unter 25 (rot): viel in Bewegung.',
      ],
    },
    {
      heading: 'Lunas sechs Zustände',
      paragraphs: [
        'Aus den obigen Maßen und dem Skalar-Code wählt Luna einen von sechs Zuständen. Jeder Zustand hat eine oder mehrere Bedingungen. Passen mehrere Zustände, gewinnt der mit den meisten Bedingungen, bei Gleichstand der weiter oben aufgeführte, und balanced_flow greift, wenn keiner passt. Jeder Zustand hat seinen eigenen Ton, seine eigene Stimmung und sein eigenes Stichwort sowie eine eigene Sammlung von Botschaften und Vorschlägen.',
      ],
      bullets: [
        'high_deltaUC (Ton erdend, Stimmung chaotisch, Stichwort Schwelle) gilt, wenn deltaUC 0,15 oder mehr beträgt.',
        'pi_stabilizing (Ton klärend, Stimmung kristallisierend, Stichwort Entstehung) gilt, wenn die π-Divergenz 0,2 oder weniger beträgt.',
        'kerr_spinning (Ton dynamisch, Stimmung elektrisch, Stichwort Beschleunigung) gilt, wenn kerrDelta 1,2 oder mehr beträgt.',
        'balanced_flow (Ton fließend, Stimmung kohärent, Stichwort Harmonie) gilt, wenn deltaUC höchstens 0,1, die π-Divergenz höchstens 0,25 und kerrDelta höchstens 1,15 beträgt.',
        'high_scalar_stable (Ton gehoben, Stimmung leuchtend, Stichwort Gipfel) gilt, wenn der Skalar-Code S6, S7 oder S8 ist und deltaUC höchstens 0,12 beträgt.',
        'low_scalar_grounding (Ton stabilisierend, Stimmung verwurzelt, Stichwort Fundament) gilt, wenn der Skalar-Code S1, S2 oder S3 ist.',
      ],
    },
    {
      heading: 'Gedächtnis und Wandel',
      paragraphs: [
        'Das Modell hat ein kurzes Gedächtnis. Nach jeder Deutung behält der Browser das Stichwort und den Skalar. Bei der nächsten Deutung vergleicht Luna: Dasselbe Stichwort und derselbe Skalar bedeuten, dass das Feld beständig bleibt; ein neues Stichwort bedeutet, dass sich etwas verschoben hat, und einige bestimmte Wechsel, etwa von chaotisch zu kohärent oder von verwurzelt zu leuchtend, haben eigene Notizen. Veränderung wird als Neuigkeit behandelt, nie als Problem.',
        'Die Fensterphase verbindet das Modell mit der Zeit. Eine Deutung in einem Echokammer-Fenster bleibt nah am Ausgangswert, ein Fenster im Resonanz-Aufstieg hebt sie darüber, und ein Volatilitätsfeld-Fenster senkt sie darunter, und jede dieser Phasen färbt die obigen Maße.',
      ],
    },
    {
      heading: 'Was die UBT nicht ist',
      paragraphs: [
        'Um es noch einmal klar zu sagen: Die UBT ist eine Metapher aus Zahlen. Sie ist keine Physik, sie wurde von keiner wissenschaftlichen Studie bestätigt, und sie behauptet nichts über Energiefelder, Körper, Gesundheit oder die Zukunft. Die Größen darin haben keine physikalischen Einheiten, und kein Instrument könnte sie messen.',
        'Ebenso wenig ist sie medizinische oder psychologische Beratung. Ein niedriger Stabilitätsindex ist kein Symptom und ein hoher kein Zeichen von Wohlbefinden; beide sind Anstöße zum Nachdenken. Wenn etwas in deinem Leben Fürsorge braucht, ist eine qualifizierte Fachperson die richtige Ansprechpartnerin. So genutzt, als verspielter und ehrlicher Spiegel, kann dieser Denkrahmen ein angenehmer Begleiter sein, um deine Tage wahrzunehmen.',
      ],
    },
  ],
}
