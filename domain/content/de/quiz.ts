// The German (de) words of the archetype quiz (docs/decisions/057-content-languages.md): the five
// questions, Luna's prompts and the four answers of each, in domain/content/quiz.ts's order. Ids and
// the vote table stay in the English file (domain/quiz-language.ts lays these over it).

import type { QuizWords } from '../types.ts'

export const QUIZ_WORDS_DE: QuizWords = [
  {
    // 1
    question: 'Wie beginnst du normalerweise etwas Neues?',
    lunaPrompt:
      'Fangen wir an einer Schwelle an. Denk an das letzte Mal, als du etwas begonnen hast, das dir wichtig war, und achte auf deinen allerersten Schritt.',
    options: [
      { text: 'Ich springe hinein, solange der Funke frisch ist, und finde unterwegs meinen Halt.' },
      {
        text: 'Ich bespreche es mit anderen, lese mich in die Idee ein und skizziere zuerst ein paar Möglichkeiten.',
      },
      {
        text: 'Ich warte, bis es sich innerlich richtig anfühlt, und lasse es sich dann in seinem eigenen Tempo entfalten.',
      },
      {
        text: 'Ich mache einen einfachen Plan, besorge, was ich brauche, und gehe einen praktischen ersten Schritt.',
      },
    ],
  },
  {
    // 2
    question: 'Was gibt dir neue Kraft, wenn du dich leer fühlst?',
    lunaPrompt:
      'Jeder Mensch tankt auf seine eigene Weise auf. Stell dir einen freien Abend vor, an dem niemand etwas von dir will: Wohin zieht es deine Energie?',
    options: [
      {
        text: 'Ein gutes Gespräch, ein Buch, das ich nicht aus der Hand legen kann, oder eine frische Idee, über die ich nachdenken kann.',
      },
      {
        text: 'Etwas Einfaches kochen, meine Pflanzen pflegen oder in meinen vier Wänden wieder Ordnung schaffen.',
      },
      { text: 'Bewegung: ein flotter Spaziergang, Tanzen in der Küche, alles, was ein bisschen Puls hat.' },
      { text: 'Ruhige Zeit allein mit Musik, ein warmes Bad oder das Geräusch von Regen am Fenster.' },
    ],
  },
  {
    // 3
    question: 'Wie triffst du eine wichtige Entscheidung?',
    lunaPrompt:
      'Es gibt keinen falschen Weg, sich zu entscheiden. Erinnere dich an eine Weggabelung, an der du vor Kurzem standest, und daran, wie du deine Richtung gefunden hast.',
    options: [
      {
        text: 'Ich lasse jeden Weg eine Weile auf mich wirken und spüre, welcher sich in meinem Herzen wahr anfühlt.',
      },
      { text: 'Ich wäge die Möglichkeiten ab, stelle viele Fragen und folge der klarsten Überlegung.' },
      { text: 'Ich schaue, was früher funktioniert hat und was für mich gerade realistisch ist.' },
      { text: 'Ich vertraue meinem ersten starken Instinkt und lege mich mit ganzem Herzen darauf fest.' },
    ],
  },
  {
    // 4
    question: 'Wenn etwas Schweres kommt, was tust du als Erstes?',
    lunaPrompt:
      'Schwere Tage kommen zu jedem Menschen. Antworte ehrlich; jede dieser Reaktionen trägt ihre eigene Art von Stärke in sich.',
    options: [
      { text: 'Ich stelle mich der Sache direkt und suche nach einem Punkt, den ich heute angehen kann.' },
      {
        text: 'Ich trete einen Schritt zurück, um es zu verstehen, oft indem ich es aufschreibe oder mit jemandem bespreche.',
      },
      {
        text: 'Ich lasse das Gefühl ganz zu und vertraue darauf, dass die Welle zu ihrer Zeit vorüberzieht.',
      },
      { text: 'Ich halte an meinem Alltagsrhythmus fest und setze weiter einen Fuß vor den anderen.' },
    ],
  },
  {
    // 5
    question: 'Wonach sehnst du dich am meisten?',
    lunaPrompt:
      'Eine letzte Frage. Lass die Antwort aus dem stillen Teil in dir kommen, nicht aus dem geschäftigen.',
    options: [
      {
        text: 'Mich tief verbunden zu fühlen, mit den Menschen, die ich liebe, und mit etwas, das größer ist als ich.',
      },
      { text: 'Weiter zu lernen, andere zu verstehen und selbst verstanden zu werden.' },
      { text: 'Etwas zu erschaffen, das meinen eigenen Funken hinaus in die Welt trägt.' },
      {
        text: 'Etwas Dauerhaftes aufzubauen, das mir und den Menschen um mich herum einen festen Stand gibt.',
      },
    ],
  },
]
