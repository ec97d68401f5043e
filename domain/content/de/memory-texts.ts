// The German (de) words of domain/content/memory-texts.ts: the memory panel's insights, the same keys.
// `{n}` and `{span}` are filled by the domain rule (domain/memory.ts), as in English; `{span}` and the
// span before a trend's full stop in the language's own words (the app's catalogue, luna.memory.span).
// Apart from memory-texts.ts so that the app loads them only in that language
// (web/src/components/luna/luna-memory-panel.tsx).
import type { MemoryTexts } from '../types.ts'

export const MEMORY_TEXTS_DE: MemoryTexts = {
  intent: {
    clarity:
      'Du bist schon {n}-mal auf der Suche nach Klarheit gekommen; vielleicht hilft es, die Frage aufzuschreiben, die unter allen anderen liegt.',
    growth:
      'Wachstum war jetzt schon {n}-mal deine Absicht, und das sagt mir, dass du bereit bist, weiter über dich hinauszuwachsen, sanft und in deinem eigenen Tempo.',
    healing:
      'Du bist {n}-mal mit dem Wunsch nach Heilung gekommen, und das möchte ich ehren, indem wir Raum schaffen für Ruhe und Freundlichkeit dir selbst gegenüber.',
    harmony:
      'Harmonie hat dich {n}-mal hierhergeführt; das Gleichgewicht zwischen deinem inneren und deinem äußeren Leben ist dir offensichtlich wichtig.',
    generic:
      'Du bist {n}-mal mit derselben Absicht zurückgekehrt, und diese Beständigkeit in deinem Anliegen verdient Beachtung.',
  },
  page: {
    compass:
      'Du hast den Tageskompass {n}-mal geöffnet, ein kurzer Check-in scheint also zu deinem Rhythmus zu passen.',
    resonance:
      'Du hast die Resonanzseite {n}-mal erkundet; die Codons und ihre Töne scheinen dich anzusprechen.',
    profile:
      'Du hast dein Profil {n}-mal besucht und bist zu der Frage zurückgekehrt, wer du bist und wie du dich veränderst.',
    calculator:
      'Du hast den Skalar-Zeitrechner {n}-mal benutzt, neugierig darauf, wie die Stunden und Orte deinen Tag prägen.',
  },
  consistency: {
    remarkable:
      'Du bist mehr als drei Tage hintereinander zurückgekommen, und diese Art von beständiger Aufmerksamkeit ist bemerkenswert.',
    developing:
      'Du entwickelst einen Rhythmus des Wiederkommens, und jeder Besuch macht das Muster in deinen Deutungen leichter erkennbar.',
    beginning:
      'Unsere gemeinsame Reise beginnt gerade erst; komm wieder, wann immer es sich richtig anfühlt, und wir sehen zu, wie sich das Muster bildet.',
  },
  /** Each ends with a full stop: domain/memory.ts puts " (span)" before it. */
  trend: {
    ascending:
      'Dein Skalar ist über deine letzten Deutungen hinweg gestiegen, ein allmählicher Aufstieg zu offeneren, freieren Tagen.',
    descending:
      'Dein Skalar ist in letzter Zeit sanft gesunken, eine natürliche Zeit, dich nach innen zu wenden und deine Wurzeln zu pflegen.',
    stable:
      'Dein Skalar ist über deine letzten Deutungen hinweg stabil geblieben, eine verlässliche Mitte, zu der du immer zurückkehren kannst.',
  },
  /** The same, for readings that lie within a day; `{span}` reads like „über 12 Minuten hinweg“. */
  trendWithinDay: {
    ascending:
      'Deine letzten Deutungen sind {span} gestiegen; ein paar Tage mit Deutungen werden zeigen, ob der Anstieg anhält.',
    descending:
      'Deine letzten Deutungen sind {span} etwas gesunken; ein paar Tage mit Deutungen werden zeigen, ob das anhält.',
    stable:
      'Deine letzten Deutungen sind {span} stabil geblieben; ein paar Tage mit Deutungen werden deinen tieferen Rhythmus zeigen.',
  },
  growth:
    'Über {n} Interaktionen hinweg hast du eine echte Praxis der Besinnung aufgebaut, und deine Deutungen erzählen jetzt eine Geschichte, die dir gehört.',
}
