// The German (de) words of domain/content/hour-advice.ts: the alignment panel's message, what suits the
// hour, given as whole messages (the hour's name included) for every part of the day the hour can be.

import type { AdviceWords, HourAdviceWords } from '../types.ts'

/**
 * What suits an hour in step with the day, as whole messages, in place of
 * `alignmentMessageOf(part, HOUR_ADVICE[day][fit][i])`: HOUR_ADVICE_DE[day][fit][i][part]. The list
 * HOUR_ADVICE_DE[day][fit] keeps the English order and length (two each); `part` names the hour.
 */
export const HOUR_ADVICE_DE: HourAdviceWords = {
  low: {
    morning: [
      {
        morning: 'Heute Morgen darfst du langsam anfangen und eine kleine Sache fürs Erste genügen lassen.',
        afternoon:
          'Heute Nachmittag darfst du langsam anfangen und eine kleine Sache fürs Erste genügen lassen.',
        evening: 'Heute Abend darfst du langsam anfangen und eine kleine Sache fürs Erste genügen lassen.',
        night: 'Heute Nacht darfst du langsam anfangen und eine kleine Sache fürs Erste genügen lassen.',
      },
      {
        morning: 'Heute Morgen darf alles sanft bleiben: erst das Nötigste, und beweisen musst du nichts.',
        afternoon:
          'Heute Nachmittag darf alles sanft bleiben: erst das Nötigste, und beweisen musst du nichts.',
        evening: 'Heute Abend darf alles sanft bleiben: erst das Nötigste, und beweisen musst du nichts.',
        night: 'Heute Nacht darf alles sanft bleiben: erst das Nötigste, und beweisen musst du nichts.',
      },
    ],
    afternoon: [
      {
        morning: 'Heute Morgen darf die Stunde leichter sein als deine Liste; ruh dich aus, wo du kannst.',
        afternoon:
          'Heute Nachmittag darf die Stunde leichter sein als deine Liste; ruh dich aus, wo du kannst.',
        evening: 'Heute Abend darf die Stunde leichter sein als deine Liste; ruh dich aus, wo du kannst.',
        night: 'Heute Nacht darf die Stunde leichter sein als deine Liste; ruh dich aus, wo du kannst.',
      },
      {
        morning: 'Heute Morgen bringt eine kurze Pause mehr als ein Kraftakt.',
        afternoon: 'Heute Nachmittag bringt eine kurze Pause mehr als ein Kraftakt.',
        evening: 'Heute Abend bringt eine kurze Pause mehr als ein Kraftakt.',
        night: 'Heute Nacht bringt eine kurze Pause mehr als ein Kraftakt.',
      },
    ],
    evening: [
      {
        morning: 'Heute Morgen dürfen die Dinge sanft ausklingen, ohne dass etwas Neues beginnen muss.',
        afternoon: 'Heute Nachmittag dürfen die Dinge sanft ausklingen, ohne dass etwas Neues beginnen muss.',
        evening: 'Heute Abend dürfen die Dinge sanft ausklingen, ohne dass etwas Neues beginnen muss.',
        night: 'Heute Nacht dürfen die Dinge sanft ausklingen, ohne dass etwas Neues beginnen muss.',
      },
      {
        morning: 'Heute Morgen passen ein warmes Essen und ein früher Schluss zur Stunde.',
        afternoon: 'Heute Nachmittag passen ein warmes Essen und ein früher Schluss zur Stunde.',
        evening: 'Heute Abend passen ein warmes Essen und ein früher Schluss zur Stunde.',
        night: 'Heute Nacht passen ein warmes Essen und ein früher Schluss zur Stunde.',
      },
    ],
    night: [
      {
        morning: 'Heute Morgen geht die Ruhe vor; jetzt muss nichts entschieden werden.',
        afternoon: 'Heute Nachmittag geht die Ruhe vor; jetzt muss nichts entschieden werden.',
        evening: 'Heute Abend geht die Ruhe vor; jetzt muss nichts entschieden werden.',
        night: 'Heute Nacht geht die Ruhe vor; jetzt muss nichts entschieden werden.',
      },
      {
        morning:
          'Heute Morgen ist es Zeit, das Licht zu dimmen und den Schlaf kommen zu lassen, wann er will.',
        afternoon:
          'Heute Nachmittag ist es Zeit, das Licht zu dimmen und den Schlaf kommen zu lassen, wann er will.',
        evening:
          'Heute Abend ist es Zeit, das Licht zu dimmen und den Schlaf kommen zu lassen, wann er will.',
        night: 'Heute Nacht ist es Zeit, das Licht zu dimmen und den Schlaf kommen zu lassen, wann er will.',
      },
    ],
  },
  moderate: {
    morning: [
      {
        morning: 'Heute Morgen passt ein gleichmäßiger Start zur Stunde: eins nach dem anderen.',
        afternoon: 'Heute Nachmittag passt ein gleichmäßiger Start zur Stunde: eins nach dem anderen.',
        evening: 'Heute Abend passt ein gleichmäßiger Start zur Stunde: eins nach dem anderen.',
        night: 'Heute Nacht passt ein gleichmäßiger Start zur Stunde: eins nach dem anderen.',
      },
      {
        morning: 'Heute Morgen darfst du in deinem eigenen Rhythmus bleiben und dich von ihm tragen lassen.',
        afternoon:
          'Heute Nachmittag darfst du in deinem eigenen Rhythmus bleiben und dich von ihm tragen lassen.',
        evening: 'Heute Abend darfst du in deinem eigenen Rhythmus bleiben und dich von ihm tragen lassen.',
        night: 'Heute Nacht darfst du in deinem eigenen Rhythmus bleiben und dich von ihm tragen lassen.',
      },
    ],
    afternoon: [
      {
        morning: 'Heute Morgen kannst du in gleichmäßigem Tempo zu Ende bringen, was vor dir liegt.',
        afternoon: 'Heute Nachmittag kannst du in gleichmäßigem Tempo zu Ende bringen, was vor dir liegt.',
        evening: 'Heute Abend kannst du in gleichmäßigem Tempo zu Ende bringen, was vor dir liegt.',
        night: 'Heute Nacht kannst du in gleichmäßigem Tempo zu Ende bringen, was vor dir liegt.',
      },
      {
        morning: 'Heute Morgen ist eine gewöhnliche Stunde, mit Sorgfalt verbracht, genug.',
        afternoon: 'Heute Nachmittag ist eine gewöhnliche Stunde, mit Sorgfalt verbracht, genug.',
        evening: 'Heute Abend ist eine gewöhnliche Stunde, mit Sorgfalt verbracht, genug.',
        night: 'Heute Nacht ist eine gewöhnliche Stunde, mit Sorgfalt verbracht, genug.',
      },
    ],
    evening: [
      {
        morning: 'Heute Morgen darf das Tempo gemächlich sein, mit ein wenig Zeit, die nur dir gehört.',
        afternoon: 'Heute Nachmittag darf das Tempo gemächlich sein, mit ein wenig Zeit, die nur dir gehört.',
        evening: 'Heute Abend darf das Tempo gemächlich sein, mit ein wenig Zeit, die nur dir gehört.',
        night: 'Heute Nacht darf das Tempo gemächlich sein, mit ein wenig Zeit, die nur dir gehört.',
      },
      {
        morning: 'Heute Morgen reicht es, eine kleine Sache zu Ende zu bringen und den Rest sein zu lassen.',
        afternoon:
          'Heute Nachmittag reicht es, eine kleine Sache zu Ende zu bringen und den Rest sein zu lassen.',
        evening: 'Heute Abend reicht es, eine kleine Sache zu Ende zu bringen und den Rest sein zu lassen.',
        night: 'Heute Nacht reicht es, eine kleine Sache zu Ende zu bringen und den Rest sein zu lassen.',
      },
    ],
    night: [
      {
        morning: 'Heute Morgen darf die Stille einkehren; die Ruhe hält den Rhythmus.',
        afternoon: 'Heute Nachmittag darf die Stille einkehren; die Ruhe hält den Rhythmus.',
        evening: 'Heute Abend darf die Stille einkehren; die Ruhe hält den Rhythmus.',
        night: 'Heute Nacht darf die Stille einkehren; die Ruhe hält den Rhythmus.',
      },
      {
        morning: 'Heute Morgen kannst du die letzten Gedanken ablegen und die Stunde still sein lassen.',
        afternoon:
          'Heute Nachmittag kannst du die letzten Gedanken ablegen und die Stunde still sein lassen.',
        evening: 'Heute Abend kannst du die letzten Gedanken ablegen und die Stunde still sein lassen.',
        night: 'Heute Nacht kannst du die letzten Gedanken ablegen und die Stunde still sein lassen.',
      },
    ],
  },
  high: {
    morning: [
      {
        morning: 'Heute Morgen kannst du den Schwung für eine Sache nutzen, die du beginnen willst.',
        afternoon: 'Heute Nachmittag kannst du den Schwung für eine Sache nutzen, die du beginnen willst.',
        evening: 'Heute Abend kannst du den Schwung für eine Sache nutzen, die du beginnen willst.',
        night: 'Heute Nacht kannst du den Schwung für eine Sache nutzen, die du beginnen willst.',
      },
      {
        morning:
          'Heute Morgen ist ein guter Moment, eine Idee zu teilen oder einen ersten Schritt zu machen, solange es leicht geht.',
        afternoon:
          'Heute Nachmittag ist ein guter Moment, eine Idee zu teilen oder einen ersten Schritt zu machen, solange es leicht geht.',
        evening:
          'Heute Abend ist ein guter Moment, eine Idee zu teilen oder einen ersten Schritt zu machen, solange es leicht geht.',
        night:
          'Heute Nacht ist ein guter Moment, eine Idee zu teilen oder einen ersten Schritt zu machen, solange es leicht geht.',
      },
    ],
    afternoon: [
      {
        morning: 'Heute Morgen liegt Schwung in der Stunde: Bring einen Plan einen echten Schritt voran.',
        afternoon:
          'Heute Nachmittag liegt Schwung in der Stunde: Bring einen Plan einen echten Schritt voran.',
        evening: 'Heute Abend liegt Schwung in der Stunde: Bring einen Plan einen echten Schritt voran.',
        night: 'Heute Nacht liegt Schwung in der Stunde: Bring einen Plan einen echten Schritt voran.',
      },
      {
        morning:
          'Heute Morgen lohnt es sich, diese helle Stunde in etwas zu stecken, über das du dich später freust.',
        afternoon:
          'Heute Nachmittag lohnt es sich, diese helle Stunde in etwas zu stecken, über das du dich später freust.',
        evening:
          'Heute Abend lohnt es sich, diese helle Stunde in etwas zu stecken, über das du dich später freust.',
        night:
          'Heute Nacht lohnt es sich, diese helle Stunde in etwas zu stecken, über das du dich später freust.',
      },
    ],
    evening: [
      {
        morning: 'Heute Morgen passt der Schwung besser zu guter Gesellschaft als zu neuer Arbeit.',
        afternoon: 'Heute Nachmittag passt der Schwung besser zu guter Gesellschaft als zu neuer Arbeit.',
        evening: 'Heute Abend passt der Schwung besser zu guter Gesellschaft als zu neuer Arbeit.',
        night: 'Heute Nacht passt der Schwung besser zu guter Gesellschaft als zu neuer Arbeit.',
      },
      {
        morning:
          'Heute Morgen kannst du die Stunde mit jemandem teilen, den du magst, und sie dann ausklingen lassen.',
        afternoon:
          'Heute Nachmittag kannst du die Stunde mit jemandem teilen, den du magst, und sie dann ausklingen lassen.',
        evening:
          'Heute Abend kannst du die Stunde mit jemandem teilen, den du magst, und sie dann ausklingen lassen.',
        night:
          'Heute Nacht kannst du die Stunde mit jemandem teilen, den du magst, und sie dann ausklingen lassen.',
      },
    ],
    night: [
      {
        morning:
          'Heute Morgen hilft es, die Ideen eines lebhaften Kopfes aufzuschreiben und sie warten zu lassen.',
        afternoon:
          'Heute Nachmittag hilft es, die Ideen eines lebhaften Kopfes aufzuschreiben und sie warten zu lassen.',
        evening:
          'Heute Abend hilft es, die Ideen eines lebhaften Kopfes aufzuschreiben und sie warten zu lassen.',
        night:
          'Heute Nacht hilft es, die Ideen eines lebhaften Kopfes aufzuschreiben und sie warten zu lassen.',
      },
      {
        morning: 'Heute Morgen darf auch ein heller Kopf ruhen: Dimm die Bildschirme und gönn es ihm.',
        afternoon: 'Heute Nachmittag darf auch ein heller Kopf ruhen: Dimm die Bildschirme und gönn es ihm.',
        evening: 'Heute Abend darf auch ein heller Kopf ruhen: Dimm die Bildschirme und gönn es ihm.',
        night: 'Heute Nacht darf auch ein heller Kopf ruhen: Dimm die Bildschirme und gönn es ihm.',
      },
    ],
  },
  peak: {
    morning: [
      {
        morning: 'Heute Morgen gehört die Stunde der Sache, die dir am meisten bedeutet.',
        afternoon: 'Heute Nachmittag gehört die Stunde der Sache, die dir am meisten bedeutet.',
        evening: 'Heute Abend gehört die Stunde der Sache, die dir am meisten bedeutet.',
        night: 'Heute Nacht gehört die Stunde der Sache, die dir am meisten bedeutet.',
      },
      {
        morning: 'Heute Morgen kannst du den mutigen ersten Schritt machen, solange es leicht geht.',
        afternoon: 'Heute Nachmittag kannst du den mutigen ersten Schritt machen, solange es leicht geht.',
        evening: 'Heute Abend kannst du den mutigen ersten Schritt machen, solange es leicht geht.',
        night: 'Heute Nacht kannst du den mutigen ersten Schritt machen, solange es leicht geht.',
      },
    ],
    afternoon: [
      {
        morning: 'Heute Morgen ist Raum für etwas Großes: Schenk ihm deine volle Aufmerksamkeit.',
        afternoon: 'Heute Nachmittag ist Raum für etwas Großes: Schenk ihm deine volle Aufmerksamkeit.',
        evening: 'Heute Abend ist Raum für etwas Großes: Schenk ihm deine volle Aufmerksamkeit.',
        night: 'Heute Nacht ist Raum für etwas Großes: Schenk ihm deine volle Aufmerksamkeit.',
      },
      {
        morning: 'Heute Morgen richtest du diese Energie am besten auf ein Ziel statt auf viele.',
        afternoon: 'Heute Nachmittag richtest du diese Energie am besten auf ein Ziel statt auf viele.',
        evening: 'Heute Abend richtest du diese Energie am besten auf ein Ziel statt auf viele.',
        night: 'Heute Nacht richtest du diese Energie am besten auf ein Ziel statt auf viele.',
      },
    ],
    evening: [
      {
        morning:
          'Heute Morgen ist es Zeit, mit jemandem etwas zu feiern und die Energie dann sanft herunterzufahren.',
        afternoon:
          'Heute Nachmittag ist es Zeit, mit jemandem etwas zu feiern und die Energie dann sanft herunterzufahren.',
        evening:
          'Heute Abend ist es Zeit, mit jemandem etwas zu feiern und die Energie dann sanft herunterzufahren.',
        night:
          'Heute Nacht ist es Zeit, mit jemandem etwas zu feiern und die Energie dann sanft herunterzufahren.',
      },
      {
        morning: 'Heute Morgen gehört der Glanz guter Gesellschaft; hör auf, bevor du dich verausgabt hast.',
        afternoon:
          'Heute Nachmittag gehört der Glanz guter Gesellschaft; hör auf, bevor du dich verausgabt hast.',
        evening: 'Heute Abend gehört der Glanz guter Gesellschaft; hör auf, bevor du dich verausgabt hast.',
        night: 'Heute Nacht gehört der Glanz guter Gesellschaft; hör auf, bevor du dich verausgabt hast.',
      },
    ],
    night: [
      {
        morning:
          'Heute Morgen darf sich das Summen legen: Schreib auf, was dich beschäftigt, und ruh dich aus.',
        afternoon:
          'Heute Nachmittag darf sich das Summen legen: Schreib auf, was dich beschäftigt, und ruh dich aus.',
        evening:
          'Heute Abend darf sich das Summen legen: Schreib auf, was dich beschäftigt, und ruh dich aus.',
        night: 'Heute Nacht darf sich das Summen legen: Schreib auf, was dich beschäftigt, und ruh dich aus.',
      },
      {
        morning: 'Heute Morgen nutzt du so viel Energie zu dieser Stunde am besten, um zur Ruhe zu kommen.',
        afternoon:
          'Heute Nachmittag nutzt du so viel Energie zu dieser Stunde am besten, um zur Ruhe zu kommen.',
        evening: 'Heute Abend nutzt du so viel Energie zu dieser Stunde am besten, um zur Ruhe zu kommen.',
        night: 'Heute Nacht nutzt du so viel Energie zu dieser Stunde am besten, um zur Ruhe zu kommen.',
      },
    ],
  },
}

/** What suits an hour quieter than the day: [fit][i][part], a whole message. */
export const QUIETER_ADVICE_DE: AdviceWords = {
  morning: [
    {
      morning:
        'Heute Morgen darfst du sanft hineinfinden; die Energie des Tages kommt dir unterwegs entgegen.',
      afternoon:
        'Heute Nachmittag darfst du sanft hineinfinden; die Energie des Tages kommt dir unterwegs entgegen.',
      evening:
        'Heute Abend darfst du sanft hineinfinden; die Energie des Tages kommt dir unterwegs entgegen.',
      night: 'Heute Nacht darfst du sanft hineinfinden; die Energie des Tages kommt dir unterwegs entgegen.',
    },
    {
      morning: 'Heute Morgen darfst du sanfter beginnen als der Tag, zuerst mit einer leichten Sache.',
      afternoon: 'Heute Nachmittag darfst du sanfter beginnen als der Tag, zuerst mit einer leichten Sache.',
      evening: 'Heute Abend darfst du sanfter beginnen als der Tag, zuerst mit einer leichten Sache.',
      night: 'Heute Nacht darfst du sanfter beginnen als der Tag, zuerst mit einer leichten Sache.',
    },
  ],
  afternoon: [
    {
      morning: 'Heute Morgen kannst du etwas nachlassen und die Energie des Tages sich setzen lassen.',
      afternoon: 'Heute Nachmittag kannst du etwas nachlassen und die Energie des Tages sich setzen lassen.',
      evening: 'Heute Abend kannst du etwas nachlassen und die Energie des Tages sich setzen lassen.',
      night: 'Heute Nacht kannst du etwas nachlassen und die Energie des Tages sich setzen lassen.',
    },
    {
      morning:
        'Heute Morgen ist eine langsamere Stunde im Tag: Ruh dich einen Moment aus, bevor das Nächste kommt.',
      afternoon:
        'Heute Nachmittag ist eine langsamere Stunde im Tag: Ruh dich einen Moment aus, bevor das Nächste kommt.',
      evening:
        'Heute Abend ist eine langsamere Stunde im Tag: Ruh dich einen Moment aus, bevor das Nächste kommt.',
      night:
        'Heute Nacht ist eine langsamere Stunde im Tag: Ruh dich einen Moment aus, bevor das Nächste kommt.',
    },
  ],
  evening: [
    {
      morning:
        'Heute Morgen darf sich die Energie des Tages setzen, bei guter Gesellschaft statt neuer Arbeit.',
      afternoon:
        'Heute Nachmittag darf sich die Energie des Tages setzen, bei guter Gesellschaft statt neuer Arbeit.',
      evening:
        'Heute Abend darf sich die Energie des Tages setzen, bei guter Gesellschaft statt neuer Arbeit.',
      night: 'Heute Nacht darf sich die Energie des Tages setzen, bei guter Gesellschaft statt neuer Arbeit.',
    },
    {
      morning: 'Heute Morgen kommt die Stunde zur Ruhe: Lass die Dinge in ihrem eigenen Tempo ausklingen.',
      afternoon:
        'Heute Nachmittag kommt die Stunde zur Ruhe: Lass die Dinge in ihrem eigenen Tempo ausklingen.',
      evening: 'Heute Abend kommt die Stunde zur Ruhe: Lass die Dinge in ihrem eigenen Tempo ausklingen.',
      night: 'Heute Nacht kommt die Stunde zur Ruhe: Lass die Dinge in ihrem eigenen Tempo ausklingen.',
    },
  ],
  night: [
    {
      morning: 'Heute Morgen darf sich die Energie des Tages setzen; jetzt geht die Ruhe vor.',
      afternoon: 'Heute Nachmittag darf sich die Energie des Tages setzen; jetzt geht die Ruhe vor.',
      evening: 'Heute Abend darf sich die Energie des Tages setzen; jetzt geht die Ruhe vor.',
      night: 'Heute Nacht darf sich die Energie des Tages setzen; jetzt geht die Ruhe vor.',
    },
    {
      morning: 'Heute Morgen ist die Stunde still geworden: Überlass sie dem Schlaf.',
      afternoon: 'Heute Nachmittag ist die Stunde still geworden: Überlass sie dem Schlaf.',
      evening: 'Heute Abend ist die Stunde still geworden: Überlass sie dem Schlaf.',
      night: 'Heute Nacht ist die Stunde still geworden: Überlass sie dem Schlaf.',
    },
  ],
}

/** What suits an hour brighter than the day: [fit][i][part], a whole message. */
export const BRIGHTER_ADVICE_DE: AdviceWords = {
  morning: [
    {
      morning:
        'Heute Morgen kannst du den zusätzlichen Schwung in den ersten Punkt deiner Liste stecken und den Rest leicht halten.',
      afternoon:
        'Heute Nachmittag kannst du den zusätzlichen Schwung in den ersten Punkt deiner Liste stecken und den Rest leicht halten.',
      evening:
        'Heute Abend kannst du den zusätzlichen Schwung in den ersten Punkt deiner Liste stecken und den Rest leicht halten.',
      night:
        'Heute Nacht kannst du den zusätzlichen Schwung in den ersten Punkt deiner Liste stecken und den Rest leicht halten.',
    },
    {
      morning:
        'Heute Morgen kannst du den Schwung für etwas nutzen, das du vor dir herschiebst, und danach wieder langsamer werden.',
      afternoon:
        'Heute Nachmittag kannst du den Schwung für etwas nutzen, das du vor dir herschiebst, und danach wieder langsamer werden.',
      evening:
        'Heute Abend kannst du den Schwung für etwas nutzen, das du vor dir herschiebst, und danach wieder langsamer werden.',
      night:
        'Heute Nacht kannst du den Schwung für etwas nutzen, das du vor dir herschiebst, und danach wieder langsamer werden.',
    },
  ],
  afternoon: [
    {
      morning:
        'Heute Morgen kannst du den zusätzlichen Schwung für eine Besorgung oder eine Nachricht nutzen und dann wieder zurückschalten.',
      afternoon:
        'Heute Nachmittag kannst du den zusätzlichen Schwung für eine Besorgung oder eine Nachricht nutzen und dann wieder zurückschalten.',
      evening:
        'Heute Abend kannst du den zusätzlichen Schwung für eine Besorgung oder eine Nachricht nutzen und dann wieder zurückschalten.',
      night:
        'Heute Nacht kannst du den zusätzlichen Schwung für eine Besorgung oder eine Nachricht nutzen und dann wieder zurückschalten.',
    },
    {
      morning: 'Heute Morgen ist ein guter Moment für die eine Sache, für die du Energie aufgespart hast.',
      afternoon:
        'Heute Nachmittag ist ein guter Moment für die eine Sache, für die du Energie aufgespart hast.',
      evening: 'Heute Abend ist ein guter Moment für die eine Sache, für die du Energie aufgespart hast.',
      night: 'Heute Nacht ist ein guter Moment für die eine Sache, für die du Energie aufgespart hast.',
    },
  ],
  evening: [
    {
      morning:
        'Heute Morgen ist die Stunde heller als der Tag: gut für Gesellschaft oder einen kleinen Plan, danach ein sanfter Ausklang.',
      afternoon:
        'Heute Nachmittag ist die Stunde heller als der Tag: gut für Gesellschaft oder einen kleinen Plan, danach ein sanfter Ausklang.',
      evening:
        'Heute Abend ist die Stunde heller als der Tag: gut für Gesellschaft oder einen kleinen Plan, danach ein sanfter Ausklang.',
      night:
        'Heute Nacht ist die Stunde heller als der Tag: gut für Gesellschaft oder einen kleinen Plan, danach ein sanfter Ausklang.',
    },
    {
      morning:
        'Heute Morgen ist noch ein wenig Schwung übrig: Schenk ihn jemandem, den du magst, nicht neuer Arbeit.',
      afternoon:
        'Heute Nachmittag ist noch ein wenig Schwung übrig: Schenk ihn jemandem, den du magst, nicht neuer Arbeit.',
      evening:
        'Heute Abend ist noch ein wenig Schwung übrig: Schenk ihn jemandem, den du magst, nicht neuer Arbeit.',
      night:
        'Heute Nacht ist noch ein wenig Schwung übrig: Schenk ihn jemandem, den du magst, nicht neuer Arbeit.',
    },
  ],
  night: [
    {
      morning:
        'Heute Morgen hilft es, deine Gedanken zu notieren und warten zu lassen, falls dich der Schwung wach hält.',
      afternoon:
        'Heute Nachmittag hilft es, deine Gedanken zu notieren und warten zu lassen, falls dich der Schwung wach hält.',
      evening:
        'Heute Abend hilft es, deine Gedanken zu notieren und warten zu lassen, falls dich der Schwung wach hält.',
      night:
        'Heute Nacht hilft es, deine Gedanken zu notieren und warten zu lassen, falls dich der Schwung wach hält.',
    },
    {
      morning:
        'Heute Morgen ist die Stunde heller als der Tag: Lass sie zur Ruhe kommen, bevor du einzuschlafen versuchst.',
      afternoon:
        'Heute Nachmittag ist die Stunde heller als der Tag: Lass sie zur Ruhe kommen, bevor du einzuschlafen versuchst.',
      evening:
        'Heute Abend ist die Stunde heller als der Tag: Lass sie zur Ruhe kommen, bevor du einzuschlafen versuchst.',
      night:
        'Heute Nacht ist die Stunde heller als der Tag: Lass sie zur Ruhe kommen, bevor du einzuschlafen versuchst.',
    },
  ],
}
