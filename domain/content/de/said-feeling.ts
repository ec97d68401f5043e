// What the check-in says after it is made, in German (domain/content/feelings.ts, checkInSentence): the
// feeling said, as a whole sentence, and which way today's baseline moved. Apart from feelings.ts so
// that the app loads only these (web/src/features/checkin/check-in-sentence.tsx).

/**
 * saidFeeling in German, as whole sentences keyed by the English descriptor: read
 * SAID_FEELING_DE[descriptor] instead of gluing "You said you feel " + feltWord(descriptor) + ".".
 */
export const SAID_FEELING_DE: Readonly<Record<string, string>> = {
  Overwhelmed: 'Du hast gesagt, du fühlst dich überfordert.',
  Despairing: 'Du hast gesagt, du fühlst dich verzweifelt.',
  Shattered: 'Du hast gesagt, du fühlst dich am Boden zerstört.',
  Panicked: 'Du hast gesagt, du fühlst dich panisch.',
  Trapped: 'Du hast gesagt, du fühlst dich gefangen.',
  Heartbroken: 'Du hast gesagt, du fühlst dich untröstlich.',
  Exhausted: 'Du hast gesagt, du fühlst dich erschöpft.',
  Lost: 'Du hast gesagt, du fühlst dich verloren.',
  Isolated: 'Du hast gesagt, du fühlst dich isoliert.',
  Anxious: 'Du hast gesagt, du fühlst dich ängstlich.',
  Drained: 'Du hast gesagt, du fühlst dich ausgelaugt.',
  Weary: 'Du hast gesagt, du bist müde.',
  Frustrated: 'Du hast gesagt, du fühlst dich frustriert.',
  Fragile: 'Du hast gesagt, du fühlst dich dünnhäutig.',
  Restless: 'Du hast gesagt, du fühlst dich unruhig.',
  Uncertain: 'Du hast gesagt, du fühlst dich unsicher.',
  Muted: 'Du hast gesagt, du fühlst dich gedämpft.',
  Tender: 'Du hast gesagt, du fühlst dich empfindsam.',
  Cautious: 'Du hast gesagt, du bist gerade vorsichtig.',
  Neutral: 'Du hast gesagt, du fühlst dich neutral.',
  Resting: 'Du hast gesagt, du bist gerade in einer Ruhepause.',
  Supported: 'Du hast gesagt, du fühlst dich getragen.',
  Steadying: 'Du hast gesagt, du fühlst dich stabiler.',
  Settled: 'Du hast gesagt, du fühlst dich angekommen.',
  Relieved: 'Du hast gesagt, du fühlst dich erleichtert.',
  Accepting: 'Du hast gesagt, du kannst annehmen, was ist.',
  Patient: 'Du hast gesagt, du bist geduldig.',
  Calm: 'Du hast gesagt, du fühlst dich ruhig.',
  Rested: 'Du hast gesagt, du fühlst dich ausgeruht.',
  Grounded: 'Du hast gesagt, du fühlst dich geerdet.',
  Hopeful: 'Du hast gesagt, du bist hoffnungsvoll.',
  Open: 'Du hast gesagt, du fühlst dich offen.',
  Curious: 'Du hast gesagt, du bist neugierig.',
  Willing: 'Du hast gesagt, du fühlst dich bereit.',
  Engaged: 'Du hast gesagt, du fühlst dich engagiert.',
  Encouraged: 'Du hast gesagt, du fühlst dich ermutigt.',
  Capable: 'Du hast gesagt, du fühlst dich handlungsfähig.',
  Focused: 'Du hast gesagt, du fühlst dich fokussiert.',
  Motivated: 'Du hast gesagt, du fühlst dich motiviert.',
  Confident: 'Du hast gesagt, du fühlst dich selbstbewusst.',
  Energized: 'Du hast gesagt, du fühlst dich voller Energie.',
  Purposeful: 'Du hast gesagt, du fühlst dich zielstrebig.',
  Creative: 'Du hast gesagt, du fühlst dich kreativ.',
  Inspired: 'Du hast gesagt, du fühlst dich inspiriert.',
  Empowered: 'Du hast gesagt, du fühlst dich gestärkt.',
  Courageous: 'Du hast gesagt, du fühlst dich mutig.',
  Enthusiastic: 'Du hast gesagt, du bist begeistert.',
  Flourishing: 'Du hast gesagt, du blühst gerade auf.',
  Connected: 'Du hast gesagt, du fühlst dich verbunden.',
  Grateful: 'Du hast gesagt, du bist dankbar.',
  Joyful: 'Du hast gesagt, du fühlst dich fröhlich.',
  Harmonious: 'Du hast gesagt, du fühlst dich im Einklang.',
  Vibrant: 'Du hast gesagt, du fühlst dich schwungvoll.',
  Radiant: 'Du hast gesagt, du fühlst dich strahlend.',
  Alive: 'Du hast gesagt, du fühlst dich lebendig.',
  Free: 'Du hast gesagt, du fühlst dich frei.',
  Luminous: 'Du hast gesagt, du fühlst dich voller Licht.',
  'Fully Present': 'Du hast gesagt, du fühlst dich ganz präsent.',
  Blissful: 'Du hast gesagt, du fühlst dich selig.',
  Awestruck: 'Du hast gesagt, du fühlst dich ergriffen.',
  Transcendent: 'Du hast gesagt, du fühlst dich beseelt.',
  'At One': 'Du hast gesagt, du fühlst dich eins mit allem.',
  Boundless: 'Du hast gesagt, du fühlst dich grenzenlos.',
}

/**
 * checkInSentence in German: the second sentence, keyed by which way the baseline moved
 * (down: newBaseline < baseline; up: newBaseline > baseline; same: equal). The whole text is
 * SAID_FEELING_DE[descriptor] + ' ' + CHECK_IN_MOVED_DE[direction]: two whole sentences.
 */
export const CHECK_IN_MOVED_DE: Readonly<{ down: string; up: string; same: string }> = {
  down: 'Dein Ausgangswert für heute sinkt bis Mitternacht ein wenig, damit die Deutung des Tages dich dort abholt, wo du gerade stehst.',
  up: 'Dein Ausgangswert für heute steigt bis Mitternacht ein wenig, passend zu dem Auftrieb, den du spürst.',
  same: 'Dein Ausgangswert für heute bleibt, wo er ist: Ein Gefühl in der Mitte lässt ihn unverändert.',
}
