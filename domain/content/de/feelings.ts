// The German words of domain/content/feelings.ts: Luna's strategies for each tier, and whole sentences
// in place of the English functions that glue a feeling's word into a sentence (saidFeeling, feltWord).

/**
 * The strategies of each tier, in the English order: list i, item j is the German of
 * FEELING_STRATEGIES[i][j].text and suits the same parts of the day (take `parts` from the English).
 */
export const FEELING_STRATEGIES_DE: readonly (readonly string[])[] = [
  // Challenge/Crisis: grounding.
  [
    // any
    'Fangen wir bei deinem Körper an: Drück deine Füße in den Boden und lass fünf Atemzüge lang das Ausatmen länger dauern als das Einatmen.',
    // any
    'Schau dich um und benenne fünf Dinge, die du sehen kannst, und drei, die du hören kannst. So kommt der Raum um dich herum zurück.',
    // any
    'Halte etwas Warmes in beiden Händen und lass deine Schultern mit jedem Ausatmen ein wenig tiefer sinken.',
    // any
    'Leg eine Hand auf deine Brust und eine auf deinen Bauch und atme langsam, bis sich die untere Hand mehr bewegt.',
    // morning afternoon evening
    'Geh für zwei Minuten an ein Fenster oder nach draußen und spür die Luft auf deinem Gesicht, bevor du irgendetwas entscheidest.',
    // morning afternoon evening
    'Trink langsam ein Glas Wasser und lass in der nächsten Stunde nur Platz für eine kleine, machbare Sache.',
    // evening night
    'Leg dich hin, wenn du kannst, und lass das Bett oder den Boden für ein paar Atemzüge dein ganzes Gewicht tragen.',
    // night
    'Dimm das Licht und lass deinen Atem langsamer werden, bevor du versuchst, alles zu durchdenken.',
  ],
  // Neutral/Recovery: kindness and rest.
  [
    // any
    'Das ist ein stiller Ort, und er darf sein. Schenk dir eine kleine Freundlichkeit, bevor irgendetwas anderes nach dir verlangt.',
    // morning afternoon
    'Lass die kommenden Stunden sanft sein: eine Sache tun, eine Pause machen und dich nicht für das Tempo entschuldigen.',
    // afternoon evening
    'Bemerke eine Sache, die sich ein wenig leichter anfühlt als gestern, und lass sie zählen.',
    // morning afternoon evening
    'Sei in der nächsten Stunde nachsichtig mit dir: ein warmes Getränk, eine Nachricht an einen lieben Menschen, eine kurze Pause.',
    // any
    'Erholung ist auch Arbeit. Halte deinen Rhythmus einfach und lass deine Energie in ihrem eigenen Tempo zurückkommen.',
    // morning afternoon
    'Nimm dir jetzt fünf ruhige Minuten für dich, bevor du zu dem zurückkehrst, was der Tag von dir will.',
    // evening
    'Lass den Abend weich sein: Mehr braucht es jetzt nicht von dir.',
    // night
    'Ruhe ist um diese Uhrzeit die richtige Antwort. Lass den Schlaf den Rest tun.',
  ],
  // Active Growth: a direction for the energy.
  [
    // morning afternoon
    'Steck diese Energie in eine Sache, die dir am Herzen liegt, und schreib ihren ersten Schritt auf, bevor du anfängst.',
    // morning afternoon
    'Nutze den Schwung, solange er da ist: Nimm dir die Aufgabe vor, um die du schon länger herumschleichst, und gib ihr zwanzig konzentrierte Minuten.',
    // morning afternoon evening
    'Teile den Schwung: Erzähl jemandem, worauf du hinarbeitest, damit er Gesellschaft hat.',
    // morning afternoon
    'Wähle ein Ziel für die kommenden Stunden und lass die kleineren Dinge warten, bis sie an der Reihe sind.',
    // morning afternoon
    'Beweg dich zuerst ein wenig, ein flotter Spaziergang oder ein bisschen Dehnen, und nimm diesen Auftrieb dann mit in deine Arbeit.',
    // morning afternoon evening
    'Lerne ganz bewusst eine neue Sache, egal wie klein, und spür, wie es sich anfühlt zu wachsen.',
    // evening night
    'Schreib auf, was du mitnehmen möchtest, damit es beim nächsten Mal auf dich wartet.',
    // night
    'Lass diese gute Energie in Ruhe übergehen; sie hält sich besser, als du denkst.',
  ],
  // Peak Flow: savoring.
  [
    // any
    'Bleib einen Moment bei diesem Gefühl: Spür, wo in deinem Körper es sitzt, und lass es einen Atemzug länger dauern.',
    // any
    'Koste es aus: Schreib in ein paar Worten auf, woher dieses Gefühl kam, damit du den Weg dorthin zurückfindest.',
    // morning afternoon evening
    'Erzähl jemandem davon. Gute Gefühle wachsen, wenn man sie laut teilt.',
    // morning afternoon evening
    'Schau dich langsam um und lass eine gewöhnliche Sache für eine Minute schön sein.',
    // morning afternoon evening
    'Bedanke dich bei jemandem, der dazu beigetragen hat, und sag genau, wofür.',
    // any
    'Lass das für den Moment genug sein: Du musst es nicht ausgeben, nur genießen.',
  ],
]

/**
 * feltWord in German: each slider word as it reads after "du fühlst dich" / "du fühltest dich"
 * ("Gestern hast du dich erschöpft gefühlt"), lower-case. Keyed by the English descriptor (the stored
 * value), complete for all 63 words: German needs an entry for every word, not only the exceptions.
 */
export const FELT_WORDS_DE: Readonly<Record<string, string>> = {
  Overwhelmed: 'überfordert',
  Despairing: 'verzweifelt',
  Shattered: 'am Boden zerstört',
  Panicked: 'panisch',
  Trapped: 'gefangen',
  Heartbroken: 'untröstlich',
  Exhausted: 'erschöpft',
  Lost: 'verloren',
  Isolated: 'isoliert',
  Anxious: 'ängstlich',
  Drained: 'ausgelaugt',
  Weary: 'müde',
  Frustrated: 'frustriert',
  Fragile: 'dünnhäutig',
  Restless: 'unruhig',
  Uncertain: 'unsicher',
  Muted: 'gedämpft',
  Tender: 'empfindsam',
  Cautious: 'vorsichtig',
  Neutral: 'neutral',
  Resting: 'wie in einer Ruhepause',
  Supported: 'getragen',
  Steadying: 'stabiler',
  Settled: 'angekommen',
  Relieved: 'erleichtert',
  Accepting: 'bereit, anzunehmen, was ist',
  Patient: 'geduldig',
  Calm: 'ruhig',
  Rested: 'ausgeruht',
  Grounded: 'geerdet',
  Hopeful: 'hoffnungsvoll',
  Open: 'offen',
  Curious: 'neugierig',
  Willing: 'bereit',
  Engaged: 'engagiert',
  Encouraged: 'ermutigt',
  Capable: 'handlungsfähig',
  Focused: 'fokussiert',
  Motivated: 'motiviert',
  Confident: 'selbstbewusst',
  Energized: 'voller Energie',
  Purposeful: 'zielstrebig',
  Creative: 'kreativ',
  Inspired: 'inspiriert',
  Empowered: 'gestärkt',
  Courageous: 'mutig',
  Enthusiastic: 'begeistert',
  Flourishing: 'wie aufgeblüht',
  Connected: 'verbunden',
  Grateful: 'dankbar',
  Joyful: 'fröhlich',
  Harmonious: 'im Einklang',
  Vibrant: 'schwungvoll',
  Radiant: 'strahlend',
  Alive: 'lebendig',
  Free: 'frei',
  Luminous: 'voller Licht',
  'Fully Present': 'ganz präsent',
  Blissful: 'selig',
  Awestruck: 'ergriffen',
  Transcendent: 'beseelt',
  'At One': 'eins mit allem',
  Boundless: 'grenzenlos',
}

export { CHECK_IN_MOVED_DE, SAID_FEELING_DE } from './said-feeling.ts'
