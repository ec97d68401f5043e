// The German (de) words of domain/content/places.ts: the ten symbolic locations of the time-window
// calculator. Same order as SYMBOLIC_LOCATIONS: entry i is the place of the English entry i (its id).

import type { PlaceWords } from '../places.ts'

export const SYMBOLIC_LOCATIONS_DE: readonly PlaceWords[] = [
  {
    name: 'Stonehenge',
    region: 'Wiltshire, England',
    effect:
      'Der große Steinkreis verleiht der Lesung ein Gespür für uralte Zeitmaße, als würde die Stunde am kreisenden Himmel gemessen.',
  },
  {
    name: 'Uluru',
    region: 'Northern Territory, Australien',
    effect:
      'Der rote Monolith lenkt die Lesung zu tiefem Grund und Geduld, eine Erinnerung daran, dass manche Dinge über Zeitalter ihre Gestalt finden.',
  },
  {
    name: 'Machu Picchu',
    region: 'Region Cusco, Peru',
    effect:
      'Die Bergfestung hebt die Lesung zu Höhe und Weitblick und begünstigt den langen Blick vor der schnellen Reaktion.',
  },
  {
    name: 'Pyramiden von Gizeh',
    region: 'Gizeh, Ägypten',
    effect:
      'Die Pyramiden fügen einen Ton von Struktur und Ausdauer hinzu und geben Plänen Gewicht, die Stein für Stein beständig gebaut werden.',
  },
  {
    name: 'Sedona',
    region: 'Arizona, Vereinigte Staaten',
    effect:
      'Das Land der roten Felsen bringt eine warme, offene Stimmung mit und lädt die Lesung ein, langsamer zu werden und die Aussicht aufzunehmen.',
  },
  {
    name: 'Glastonbury Tor',
    region: 'Somerset, England',
    effect:
      'Der terrassierte Hügel trägt die Stimmung einer stillen Pilgerreise und begünstigt kleine, stetige Schritte und eine klare Frage nach innen.',
  },
  {
    name: 'Angkor Wat',
    region: 'Siem Reap, Kambodscha',
    effect:
      'Die Tempelstadt färbt die Lesung mit Hingabe und Sorgfalt, wie ein langer Akt der Aufmerksamkeit, in Stein vollbracht.',
  },
  {
    name: 'Fuji',
    region: 'Honshu, Japan',
    effect:
      'Der stille, ebenmäßige Gipfel festigt die Lesung und verbindet Gelassenheit mit einem leisen Streben nach Höherem.',
  },
  {
    name: 'Titicacasee',
    region: 'Anden, zwischen Peru und Bolivien',
    effect:
      'Der hoch gelegene See zieht die Lesung zu Besinnung und ruhiger Tiefe, wie Wasser, das den ganzen Himmel hält.',
  },
  {
    name: 'Delphi',
    region: 'Phokis, Griechenland',
    effect:
      'Das alte Heiligtum am Berghang wendet die Lesung nach innen und zieht eine gute Frage einer schnellen Antwort vor.',
  },
]
