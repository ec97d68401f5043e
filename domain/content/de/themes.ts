// The German (de) words of domain/content/themes.ts: Luna's answer to each theme heard in a person's
// words. THEME_WORDS and BEDTIME_WORDS (patterns, already German-aware) are not repeated here.

import type { Theme } from '../../heard-model.ts'

/**
 * Luna's answer to each theme, in the English order: answer i suits the parts of the day of the
 * English THEME_ANSWERS[theme][i].
 */
export const THEME_ANSWERS_DE: Readonly<Record<Theme, readonly string[]>> = {
  crisis: [
    'Danke, dass du es mir sagst. Du musst das nicht allein tragen: Bitte wende dich jetzt an einen Menschen, dem du vertraust, oder an ein Krisentelefon; eines in deiner Nähe findest du auf dieser Seite. Wenn du in Gefahr bist, ruf deine örtliche Notrufnummer an.',
    'Ich bin wirklich froh, dass du es ausgesprochen hast. Was du fühlst, zählt, und gerade jetzt ist das Wichtigste, mit einem Menschen zu sprechen: mit jemandem, dem du vertraust, oder mit einem Krisentelefon von dieser Seite. Wenn die Gefahr besteht, dass du diesen Gedanken folgst, ruf jetzt deine örtliche Notrufnummer an.',
  ],
  grief: [
    'Das tut mir so leid. Jemanden zu verlieren, der dir wichtig war, wiegt schwer, und du musst jetzt nichts damit tun. Lass es so traurig sein, wie es ist.',
    'Das ist ein echter Verlust. Trauer ist das, was aus Zuneigung wird, wenn jemand nicht mehr da ist; sei so sanft mit dir, wie du es mit einem lieben Menschen wärst.',
    'Dein Verlust tut mir leid. Du musst noch keinen Sinn darin finden. Lass die Menschen um dich herum freundlich zu dir sein.',
    'Manche Tage tragen mehr, als irgendjemand tragen müsste. Ich bin hier bei dir, und mehr wird nicht von dir verlangt.',
  ],
  illness: [
    'Krank zu sein kostet echte Kraft. Lass Ruhe das Wichtigste sein und bitte bei allem anderen um Hilfe.',
    'Es tut mir leid, dass es dir nicht gut geht. Dein Körper ist damit beschäftigt, sich zu erholen: Gib ihm Wasser, Wärme und so viel Ruhe, wie er verlangt.',
    'Wenn man krank ist, wird alles schwerer. Solange du dich erholst, muss nichts anderes gut gelingen; für dich zu sorgen ist genug.',
  ],
  conflict: [
    'Das klingt schwer. Ein Streit bleibt eine Weile im Körper; lass deinen Atem ruhiger werden, bevor du entscheidest, was du als Nächstes sagst, wenn überhaupt.',
    'Ein Konflikt mit jemandem, der dir wichtig ist, erschüttert den ganzen Tag. Du musst ihn nicht sofort lösen; gib den Gefühlen erst ein wenig Zeit.',
    'Ich höre, dass es schlecht gelaufen ist. Danach aufgewühlt zu sein ist normal. Wenn du so weit bist, bewirkt ein ehrlicher Satz mehr als eine lange Antwort.',
  ],
  exhaustion: [
    'Das war viel zu tragen. Dein Körper hat seinen Teil getan; lass die Ruhe vorgehen und alles andere warten, bis es dran ist.',
    'Nach alldem so müde zu sein ist einfach menschlich. Iss etwas Warmes, trink etwas Wasser und erlaube dir aufzuhören.',
    'Du hast sehr viel gegeben. Schlaf gut, wenn du kannst: Der Rest der Welt kann warten, bis du aufwachst.',
    'Du hast genug getan. Lass das Licht ausgehen und den Schlaf übernehmen.',
  ],
  worry: [
    'Es ist verständlich, dass dich das beunruhigt. Schreib die Sorge in einer Zeile auf; auf Papier wirkt sie meist kleiner, als sie sich anfühlt.',
    'Die Sorge will dich schützen. Benenne den einen Teil, der in deiner Hand liegt, und lass den Rest fürs Erste vor der Tür.',
    'Ungewissheit ist anstrengend. Such dir den nächsten kleinen, konkreten Schritt, tu nur diesen und lass die größere Frage warten.',
    'Sorgen werden spät am Tag lauter. Schreib diese hier auf, damit sie warten kann, bis du ausgeruht bist; dann zeigt sie sich eher in ihrer wahren Größe.',
  ],
  loneliness: [
    'Sich allein zu fühlen ist schwer. Eine kurze Nachricht an jemanden, den du magst, auch nur ein Hallo, kann eine Tür öffnen.',
    'Ich bin froh, dass du es mir gesagt hast. Einsamkeit sagt mehr über den Moment als über dich; es lohnt sich, auf dich zuzugehen.',
    'Späte Stunden können das Alleinsein größer wirken lassen. Halte etwas Freundliches in deiner Nähe, eine Stimme, ein Lied, ein Licht, und wenn du aufwachst, melde dich bei einem Menschen.',
  ],
  pride: [
    'Gut gemacht. Erlaube dir, einen Moment stolz zu sein, bevor das Nächste nach dir ruft.',
    'Das ist es wert, gefeiert zu werden. Sag es laut, dir selbst oder jemandem, der sich mit dir freut.',
    'Das hast du geschafft. Lass es zählen: Schreib es auf, damit sich ein schwererer Tag daran erinnern kann.',
  ],
  gratitude: [
    'Solche Dankbarkeit ist es wert, bewahrt zu werden. Wenn du kannst, sag es der Person selbst: Es wird auch ihr etwas bedeuten.',
    'Wie schön, dass du das bemerkst. Halte es einen Atemzug länger fest; es gehört dir.',
    'Danke, dass du das teilst. Wer bemerkt, was hilft, findet leichter dorthin zurück.',
  ],
  joy: [
    'Wie schön, das zu hören. Lass es noch einen Moment nachklingen: Spür, wo du es fühlst.',
    'Das freut mich. Schöne Momente wachsen, wenn man sie teilt, also erzähl jemandem davon.',
    'Wie schön. Du musst nichts damit machen; genieß es einfach, solange es da ist.',
  ],
  love: [
    'Es klingt, als wären dir heute Menschen wichtig und als wärst du ihnen wichtig. Halte daran fest.',
    'Solche Nähe ist es wert, bemerkt zu werden. Lass sie das sein, woran du dich von heute erinnerst.',
    'Diese Wärme ist echt. Sag jemandem danke, der dazugehört.',
  ],
}
