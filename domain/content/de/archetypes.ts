// The German (de) words of the 32 archetypes (docs/decisions/057-content-languages.md), in
// domain/content/archetypes.ts's order (entry k − 1 is archetype k): only the words people read. Ids,
// categories, numbers and tones stay in the English file (domain/archetypes-language.ts lays these over
// it). The elements' names are keyed by English's, each side of a pair ('Water/Fire') named alone.

import type { ArchetypeWords } from '../types.ts'

export const ARCHETYPE_WORDS_DE: ArchetypeWords = {
  archetypes: [
    {
      // 1: The Open Flame
      name: 'Die offene Flamme',
      description:
        'Du trägst beides in dir: den Drang, etwas zu beginnen, und die Geduld, einen Anfang Gestalt annehmen zu lassen. Ideen ziehen in dir auf wie Wetter, und du weißt, dass ein guter Start ebenso Boden braucht wie einen Funken.',
      lunaInterpretation:
        'Ich spüre in dir eine starke, anstoßende Strömung, und ich spüre, dass sie am besten wirkt, wenn du innehältst und die Welt antworten lässt, bevor du wieder vorangehst.',
      keywords: ['Initiative', 'Empfänglichkeit', 'Anfänge', 'Vision'],
      meaning:
        'Dieses Muster ist da, um Dinge gut zu beginnen: Es verbindet einen mutigen ersten Schritt mit der Demut, auf das zu hören, was dieser Schritt in Bewegung setzt.',
      shadowAspect:
        'Wenn der Funke den Boden vergisst, beginnst du vielleicht mehr, als du pflegen kannst, und verzettelst dich in deiner eigenen Begeisterung.',
    },
    {
      // 2: The Curious Apprentice
      name: 'Der neugierige Lehrling',
      description:
        'Du lernst, indem du einsteigst, bevor du dich bereit fühlst, und dein anfängliches Durcheinander ist oft der Rohentwurf von etwas Gutem. Du stellst die Fragen, für die andere zu stolz sind, und wächst dadurch schneller.',
      lunaInterpretation:
        'Ich spüre, dass du im unordentlichen ersten Kapitel von etwas Neuem stehst. Das Knäuel, das du spürst, ist einfach, wie Lernen von innen aussieht, und kein Zeichen dafür, dass du falsch gewählt hast.',
      keywords: ['Lernen', 'Neugier', 'Demut', 'Anfänge'],
      meaning:
        'Es verwandelt die Unbeholfenheit des Anfangs in eine Übung im Lernen und hält dich lernbereit, solange noch alles verworren ist.',
      shadowAspect:
        'In der Eile, alles auf einmal zu verstehen, stellst du vielleicht immer wieder dieselbe Frage, ohne lange genug innezuhalten, um die Antwort zu hören.',
    },
    {
      // 3: The Patient Tide
      name: 'Die geduldige Flut',
      description:
        'Du weißt, dass sich manches nicht beschleunigen lässt und dass viele Streitigkeiten milder werden, wenn man ihnen Zeit gibt. Du bleibst standhaft, ohne laut zu werden, und wartest auf den Moment, in dem ein Gespräch wirklich gehört werden kann.',
      lunaInterpretation:
        'Ich spüre, dass du etwas zurückhältst, bis sich der Zeitpunkt richtig anfühlt. Diese Geduld ist eine echte Stärke, solange sie nie zu Schweigen erstarrt.',
      keywords: ['Geduld', 'Zeitgefühl', 'Vertrauen', 'Diplomatie'],
      meaning:
        'Es lehrt die Kunst des rechten Zeitpunkts: warten ohne Angst und widersprechen, ohne gewinnen zu müssen.',
      shadowAspect:
        'Warten kann leise in Ausweichen übergehen, sodass eine Spannung unausgesprochen bleibt, lange nachdem ihr Moment gekommen und wieder vergangen ist.',
    },
    {
      // 4: The Circle Keeper
      name: 'Die Mitte des Kreises',
      description:
        'Du bemerkst, wer am Tisch fehlt, und deckst still ein weiteres Gedeck. Du bringst Ordnung in gemeinsame Vorhaben, nicht durch Anweisungen, sondern indem du allen das Gefühl gibst, Teil desselben Ziels zu sein.',
      lunaInterpretation:
        'Ich spüre, dass sich die Menschen um dich herum mehr auf deine Beständigkeit stützen, als sie sagen. Und ich spüre, dass es Zeit ist, dich eine Weile vom Kreis halten zu lassen.',
      keywords: ['Zugehörigkeit', 'Treue', 'Ordnung', 'Gemeinschaft'],
      meaning:
        'Dieses Muster sammelt Menschen und Kräfte um ein gemeinsames Ziel, sodass niemand die ganze Last allein tragen muss.',
      shadowAspect:
        'Während du alle zusammenhältst, vergisst du vielleicht, dass du dich auch an die Gruppe anlehnen darfst, die du versammelt hast.',
    },
    {
      // 5: The Light-Footed Diplomat
      name: 'Der leichte Schritt',
      description:
        'Du bewegst dich mit Taktgefühl durch heikle Situationen und passt dich in kleinen, genauen Schritten an, statt große Veränderungen zu erzwingen. Dein Einfluss ist leise und wächst mit der Zeit, wie Wind, der eine Düne Korn für Korn neu formt.',
      lunaInterpretation:
        'Ich spüre, dass du gerade heiklen Boden überquerst, und dort vertraue ich deiner leichten Hand mehr als jeder großen Geste.',
      keywords: ['Taktgefühl', 'Höflichkeit', 'Feinsinn', 'Zurückhaltung'],
      meaning:
        'Es zeigt, wie kleine, beständige Gesten und umsichtiges Verhalten verschieben können, was mit Kraft nie zu bewegen wäre.',
      shadowAspect:
        'Zu viel Vorsicht kann dich auf Zehenspitzen um etwas herumschleichen lassen, das ein klares, freundliches Wort verdient.',
    },
    {
      // 6: The Tranquil Harbor
      name: 'Der ruhige Hafen',
      description:
        'Du bist ein Ort, an dem andere ausruhen können: beständig, wenn das Leben leicht fließt, und noch beständiger, wenn es stockt. Du weißt, dass Zeiten der Leichtigkeit und Zeiten des Innehaltens beide zu einem erfüllten Leben gehören, und du begegnest jeder mit offenen Händen.',
      lunaInterpretation:
        'Willkommen, schön, dass du da bist. Ich spüre in dir einen ruhigen Hafen, weit genug für die leichten Tage und die stillen gleichermaßen.',
      keywords: ['Frieden', 'Willkommen', 'Gleichgewicht', 'Beständigkeit'],
      meaning:
        'Es bietet eine ruhige Mitte, von der aus du jeder Lebensphase, ob sie fließt oder feststeckt, ohne Eile und ohne Sorge begegnen kannst.',
      shadowAspect:
        'Weil du die Ruhe so liebst, glättest du vielleicht eine Veränderung, die geschehen muss, und nennst die Stille Frieden.',
    },
    {
      // 7: The Generous Host
      name: 'Das gastfreundliche Herz',
      description:
        'Du bringst Menschen um ein gemeinsames Feuer zusammen und bist am glücklichsten, wenn viele genießen, was du hast. Deine Wärme ist freigebig: Du misst deinen Reichtum daran, wie viele Menschen er erreicht.',
      lunaInterpretation:
        'Ich spüre in dir eine großzügige Helligkeit, die wächst, je mehr du sie teilst. Behalte auch ein wenig von dieser Wärme für dich.',
      keywords: ['Verbundenheit', 'Großzügigkeit', 'Fülle', 'Wärme'],
      meaning:
        'Dieses Muster verwandelt persönliche Fülle, ob an Zeit, Können oder Aufmerksamkeit, in Zugehörigkeit, die andere mit dir teilen können.',
      shadowAspect:
        'Großzügigkeit kann zu einer Art werden, gebraucht zu werden, bis du so freigebig gibst, dass du aus den Augen verlierst, was du eigentlich willst.',
    },
    {
      // 8: The Quiet Drummer
      name: 'Die leise Trommel',
      description:
        'Du hältst einen gleichmäßigen Rhythmus, der andere trägt, ohne dass du dafür bemerkt werden willst. Deine Freude ist echt und ansteckend, und doch brauchst du nie das Rampenlicht, um sie zu spüren.',
      lunaInterpretation:
        'Ich spüre in dir eine stille Begeisterung, die einen Raum bewegt, ohne laut zu werden.',
      keywords: ['Bescheidenheit', 'Rhythmus', 'Freude', 'Ermutigung'],
      meaning:
        'Es trägt Energie auf geerdete Weise in die Welt, sodass Inspiration der Gruppe dient statt dem Ego.',
      shadowAspect:
        'Bescheidenheit kann in Kleinmachen umschlagen, sodass du deinen eigenen Funken zurückhältst, damit bloß niemand denkt, du wolltest angeben.',
    },
    {
      // 9: The Gentle Mender
      name: 'Die behutsame Hand',
      description:
        'Du hast eine Gabe dafür, dich dem anzupassen, was eine Situation verlangt, und still zu reparieren, was andere zerbrochen zurückgelassen haben. Du folgst der Strömung eines Moments, bevor du versuchst, sie zu ändern, und deshalb halten deine Reparaturen meist lange.',
      lunaInterpretation:
        'Ich spüre, dass du bereit bist, etwas Altes zu flicken. Am besten gelingt es dir, wenn du zuerst hinhörst, wie es zerbrochen ist.',
      keywords: ['Reparatur', 'Anpassungsfähigkeit', 'Erneuerung', 'Zuhören'],
      meaning:
        'Es stellt wieder her, was schal oder brüchig geworden ist, in Freundschaften, Gewohnheiten oder gemeinsamen Räumen, indem es mit der Maserung der Dinge arbeitet statt gegen sie.',
      shadowAspect:
        'Immer bereit, etwas zu richten, übernimmst du vielleicht Reparaturen, die nie deine Aufgabe waren.',
    },
    {
      // 10: The Clear-Eyed Sage
      name: 'Der klare Blick',
      description:
        'Du liest Muster aus einem kleinen Abstand und trittst dann behutsam näher, um deine Sicht anzubieten, wenn sie gewünscht ist. Die Menschen merken, dass du sie wirklich angesehen hast, bevor du sprichst.',
      lunaInterpretation:
        'Ich spüre, dass du in einer Zeit des Beobachtens und Wahrnehmens bist. Was du jetzt siehst, wird dir genau zeigen, wo du näher treten kannst.',
      keywords: ['Weitblick', 'Beobachtung', 'Wärme', 'Weisheit'],
      meaning:
        'Dieses Muster verbindet klares Beobachten mit einer warmen Annäherung, sodass Einsicht als Angebot ankommt und nicht als Urteil.',
      shadowAspect:
        'Auf dem Ausguck zu bleiben kann dich in sicherem Abstand halten, sodass du dem Leben mehr zuschaust, als daran teilzunehmen.',
    },
    {
      // 11: The Honest Artisan
      name: 'Das ehrliche Handwerk',
      description:
        'Du durchschneidest Verwirrung mit entschlossener Ehrlichkeit und gibst dem, was bleibt, dann eine sorgfältige, schöne Form. In dir treffen sich Wahrheit und Handwerk: Du sagst, was ist, und du sagst es gut.',
      lunaInterpretation:
        'Ich spüre heute eine klare, entschlossene Schärfe in dir. Lass die Anmut, die du in Form und Gefühl der Dinge bringst, sie beim Ankommen abmildern.',
      keywords: ['Klarheit', 'Entschlossenheit', 'Handwerk', 'Schönheit'],
      meaning:
        'Es löst, was feststeckt, durch Direktheit und gestaltet das, was folgt, mit Sorgfalt und gutem Auge.',
      shadowAspect:
        'Scharfe Klarheit kann wie ein Urteil klingen, und Feinschliff kann zum Versteck für das werden, was noch unfertig ist.',
    },
    {
      // 12: The Returning Gardener
      name: 'Das wiederkehrende Grün',
      description:
        'Du weißt, wie du Dinge gehen lassen kannst, wenn ihre Zeit vorbei ist, und wie du mit dem, was bleibt, neu beginnst. Verlust bringt dich nicht lange aus dem Gleichgewicht, denn du hast oft gesehen, wie auf kahlem Boden wieder Grün wächst.',
      lunaInterpretation:
        'Ich spüre, dass sich in deinem Leben etwas lichtet, und darunter spüre ich den ersten kleinen Trieb einer Rückkehr.',
      keywords: ['Loslassen', 'Kreisläufe', 'Widerstandskraft', 'Rückkehr'],
      meaning:
        'Es ehrt Enden als den Kompost neuer Anfänge, lässt sauber los und kehrt zum Wesentlichen zurück.',
      shadowAspect:
        'Weil du darauf vertraust, dass sich jedes Ende erneuert, überspringst du vielleicht die Traurigkeit, die dir helfen würde, wirklich loszulassen.',
    },
    {
      // 13: The Unscripted Pioneer
      name: 'Der unverstellte Aufbruch',
      description:
        'Du handelst aus einer klaren, ungeprobten Aufrichtigkeit, und darunter liegt ein tiefer Vorrat an Kraft, den du über Jahre aufgebaut hast. Auf deine Spontaneität ist Verlass, weil Disziplin sie trägt.',
      lunaInterpretation:
        'Ich spüre heute eine ehrliche, spontane Energie in dir, getragen von weit mehr gespeicherter Kraft, als du dir meistens eingestehst.',
      keywords: ['Aufrichtigkeit', 'Spontaneität', 'Disziplin', 'Kraft'],
      meaning:
        'Dieses Muster lässt echte Impulse vorangehen, während beständige Übung ihre Kraft nutzbar hält.',
      shadowAspect:
        'Wenn die Aufrichtigkeit der Vorbereitung davonläuft, jagst du vielleicht jedem neuen Impuls nach und wirst müde, bevor die eigentliche Arbeit beginnt.',
    },
    {
      // 14: The Nourishing Pillar
      name: 'Die nährende Säule',
      description:
        'Du sorgst dafür, dass alle genährt sind, mit Essen, Aufmerksamkeit und Ermutigung gleichermaßen, und du trägst oft mehr Gewicht, als irgendjemand sieht. Deine Stärke liegt darin, wie du nährst; dein Wachstum darin, zu bemerken, wann der Balken überlastet ist.',
      lunaInterpretation:
        'Ich spüre, dass du gerade sehr viel trägst. Dich selbst gut zu nähren, in jedem Sinn, gehört dazu, es gut zu tragen.',
      keywords: ['Nahrung', 'Fürsorge', 'Verantwortung', 'Ausdauer'],
      meaning:
        'Es erhält Menschen und Vorhaben durch das, was du ihnen gibst, und wählt die Worte und Gewohnheiten, die wirklich nähren.',
      shadowAspect:
        'Wenn du zu viel schweigend trägst, kannst du dich unter einer Last beugen, die du nie laut ausgesprochen hast.',
    },
    {
      // 15: The Deepwater Lantern
      name: 'Die Laterne der Tiefe',
      description:
        'Du bist durch tiefes Wasser gegangen und daraus mit der Fähigkeit hervorgekommen, anderen den Weg zu leuchten. Du hältst Tiefe und Klarheit zusammen: Du fühlst die Dinge ganz und siehst dabei trotzdem, was wahr ist.',
      lunaInterpretation:
        'Ich spüre, dass du durch starke Strömungen gegangen bist und dein Licht dabei nicht hast ausgehen lassen. Dieses Licht ist beständiger, als du denkst.',
      keywords: ['Tiefe', 'Klarheit', 'Mut', 'Hingabe'],
      meaning:
        'Es geht mit beständiger Aufmerksamkeit durch Schwierigkeiten und lässt das, was dort gelernt wurde, zu Licht für andere werden.',
      shadowAspect:
        'So vertraut mit der Tiefe, tauchst du vielleicht allein in jede Schwierigkeit, obwohl ein geteiltes Licht den Weg leichter machen würde.',
    },
    {
      // 16: The Constant Companion
      name: 'Die treue Begleitung',
      description:
        'Menschen berühren dich, und du berührst sie zurück, und was in dir als Anziehung beginnt, wächst oft zu etwas Dauerhaftem. Du glaubst, dass eine Verbindung durch kleine, stetige Erneuerungen lebendig bleibt.',
      lunaInterpretation:
        'Ich spüre eine tiefe Treue in der Art, wie du dich verbindest. Die Bindungen, die du jetzt pflegst, gehören zu denen, die halten können.',
      keywords: ['Verbindung', 'Verbindlichkeit', 'Beständigkeit', 'Zärtlichkeit'],
      meaning:
        'Dieses Muster verwandelt gegenseitigen Einfluss in dauerhafte Bindungen, indem du da bist, immer wieder, über lange Zeit.',
      shadowAspect:
        'Weil dir Beständigkeit so viel bedeutet, hältst du vielleicht an einer Routine fest, lange nachdem sie den Menschen darin nicht mehr dient.',
    },
    {
      // 17: The Composed Strategist
      name: 'Die besonnene Kraft',
      description:
        'Du hast echte Stärke, und du weißt, dass sie gut zu nutzen manchmal heißt, einen Schritt zurückzutreten. Du wählst deine Momente und sparst deine Energie für das, was wirklich zählt, statt sie an jede Herausforderung zu verschwenden.',
      lunaInterpretation:
        'Ich spüre große Stärke in dir, die nichts beweisen muss. Gerade jetzt zurückzutreten könnte dein kraftvollster Schritt sein.',
      keywords: ['Stärke', 'Urteilsvermögen', 'Gelassenheit', 'Reserve'],
      meaning:
        'Es setzt Kraft klug ein und weiß, wann es Zeit ist, voranzugehen, und wann, sich mit Würde zurückzuziehen.',
      shadowAspect:
        'Rückzug kann zur Gewohnheit der Distanz werden, sodass du deine Stärke für einen Moment aufsparst, den du nie kommen lässt.',
    },
    {
      // 18: The Rising Ember
      name: 'Die aufsteigende Glut',
      description:
        'Du kommst stetig voran, wie Morgenlicht über einem Hügel, und wenn die Umstände dunkler werden, weißt du, wie du dein Leuchten schützt und nach innen holst. Deine Helligkeit hängt nicht davon ab, gesehen zu werden.',
      lunaInterpretation:
        'Ich spüre ein Licht in dir, das weiter aufsteigt, auch wenn es leise reisen muss. Nichts daran ist erloschen.',
      keywords: ['Fortschritt', 'Strahlkraft', 'Diskretion', 'Beharrlichkeit'],
      meaning:
        'Dieses Muster hält dich in hellen wie in dunklen Zeiten in Bewegung: Es teilt Licht offen, wo es willkommen ist, und hütet es klug, wo es das nicht ist.',
      shadowAspect:
        'Wenn dein Licht eine Weile verborgen bleiben muss, beginnst du vielleicht zu glauben, es sei fort, und vergisst, wie weit es dich schon getragen hat.',
    },
    {
      // 19: The Kind Translator
      name: 'Die freundliche Brücke',
      description:
        'Du verstehst, wie Familien und Teams wirklich funktionieren, und du kannst gut zwischen Menschen vermitteln, die die Welt unterschiedlich sehen. Wo andere nur Gegensätze finden, findest du die gemeinsame Sprache darunter.',
      lunaInterpretation:
        'Ich spüre, dass du zwischen zwei Sichtweisen stehst. Ich vertraue deiner Gabe, Worte zu finden, die beide Seiten hören können.',
      keywords: ['Familie', 'Kommunikation', 'Verständnis', 'Brückenbau'],
      meaning:
        'Es hält enge Bindungen gesund, indem es Unterschiede in Verständnis übersetzt statt in Distanz.',
      shadowAspect:
        'Weil du immer für andere übersetzt, schwächst du deine eigene Sicht vielleicht ab, bis sie verschwindet.',
    },
    {
      // 20: The Winding River
      name: 'Der gewundene Fluss',
      description:
        'Du begegnest Hindernissen wie Wasser dem Stein: Du hältst inne, kreist und findest früher oder später den Weg hindurch. Wenn die Erleichterung endlich kommt, lässt du sie klar und großzügig sein, verzeihst schnell und gehst weiter.',
      lunaInterpretation:
        'Ich spüre, dass du gegen etwas drückst, das sich nicht bewegen will. Und ich spüre auch, dass sich schon ein Weg darum herum bildet.',
      keywords: ['Flexibilität', 'Vergebung', 'Einfallsreichtum', 'Erleichterung'],
      meaning:
        'Dieses Muster findet mit Beweglichkeit den Weg durch Blockaden und lässt Erleichterung kommen, ohne nachtragend zu sein.',
      shadowAspect:
        'So geübt darin, Hindernisse zu umgehen, weichst du vielleicht dem einen ehrlichen Gespräch aus, das sie auflösen würde.',
    },
    {
      // 21: The Thoughtful Steward
      name: 'Das rechte Maß',
      description:
        'Du verstehst, dass weniger manchmal mehr ist und dass erst das Wegschneiden des Überflüssigen Raum für echtes Wachstum schafft. Du spürst, wann eine Zeit nach Vereinfachen verlangt und wann nach Investieren, und du gibst und nimmst in gutem Maß.',
      lunaInterpretation:
        'Ich spüre, dass du abwägst, was du loslassen und worin du investieren willst. Dein Gespür für das rechte Maß ist verlässlich.',
      keywords: ['Einfachheit', 'Großzügigkeit', 'Maß', 'Genügsamkeit'],
      meaning:
        'Es geht klug mit Energie, Zeit und Mitteln um und vereinfacht, um Raum zu schaffen für das, was wirklich bereichert.',
      shadowAspect:
        'Im Versuch, das Gleichgewicht genau richtig hinzubekommen, zählst du vielleicht immer wieder nach, was du hast, und vergisst, es zu genießen.',
    },
    {
      // 22: The Bold Herald
      name: 'Die kühne Botschaft',
      description:
        'Du sprichst es an, wenn etwas zu lange so weitergegangen ist, und kündigst Veränderung mit Mut und Fairness an. Du begegnest auch dem Unerwarteten direkt und erkennst, wann eine zufällige Begegnung mehr bedeutet, als es zuerst scheint.',
      lunaInterpretation:
        'Ich spüre, dass ein Durchbruch nahe ist. Sag, was gesagt werden muss, und bleib dann offen dafür, wer oder was als Antwort kommt.',
      keywords: ['Durchbruch', 'Mut', 'Offenheit', 'Begegnung'],
      meaning:
        'Dieses Muster bringt verborgene Spannungen fair ans Licht und begrüßt, was neu ankommt, wachsam und in gutem Glauben.',
      shadowAspect:
        'Weil du dich nach einer Lösung sehnst, drängst du vielleicht auf eine Entscheidung, bevor alle Beteiligten bereit sind, sie zu hören.',
    },
    {
      // 23: The Upward Grove
      name: 'Der aufstrebende Hain',
      description:
        'Du bringst Menschen um das zusammen, was zählt, und wächst dann mit ihnen, langsam und stetig, wie eine Gruppe junger Bäume. Dein Vorankommen ist organisch: zuerst verwurzelt, danach aufstrebend.',
      lunaInterpretation:
        'Ich spüre stetiges Wachstum nach oben, in dir und um dich herum, genau in dem Tempo, dem deine Wurzeln folgen können.',
      keywords: ['Sammlung', 'Wachstum', 'Verwurzelung', 'Einsatz'],
      meaning:
        'Es lässt Gemeinschaften und Ziele allmählich wachsen, jeden Schritt getragen von dem darunter.',
      shadowAspect:
        'Während du darauf wartest, alle mitzunehmen, hältst du dein eigenes Wachstum vielleicht länger zurück als nötig.',
    },
    {
      // 24: The Hidden Spring
      name: 'Die verborgene Quelle',
      description:
        'Du weißt, wie es sich anfühlt, eingeengt zu sein, und du hast gelernt, aus einer inneren Quelle zu schöpfen, die keine Lage leeren kann. Andere kommen zu dir, um sich zu erfrischen, weil du dieses Wasser klar und das Seil in Reichweite hältst.',
      lunaInterpretation:
        'Ich spüre, dass du dich in letzter Zeit vielleicht eingeengt gefühlt hast. Deine innere Quelle fließt weiter, und sie ist da, wann immer du den Eimer hinablässt.',
      keywords: ['Auftanken', 'Quelle', 'Hoffnung', 'Teilen'],
      meaning:
        'Dieses Muster hält eine tiefe, verlässliche Quelle von Sinn in Reichweite, für dich und für andere, besonders wenn die Umstände eng werden.',
      shadowAspect:
        'Wenn es eng wird, wirst du vielleicht still und wartest es allein ab, obwohl du schneller Unterstützung fändest, wenn du den Druck laut benennst.',
    },
    {
      // 25: The Kindled Alchemist
      name: 'Die entfachte Alchemie',
      description:
        'Du spürst, wann eine alte Art, Dinge zu tun, ausgedient hat, und du bist bereit, sie von Grund auf neu werden zu lassen. Wie ein gut gehüteter Kochtopf hältst du die Hitze der Veränderung gleichmäßig, bis etwas wirklich Nährendes daraus entsteht.',
      lunaInterpretation:
        'Ich spüre, dass sich in dir eine echte Veränderung zusammenbraut. Halte das Feuer gleichmäßig und vertraue dem Gefäß, das du gebaut hast, um sie zu halten.',
      keywords: ['Verwandlung', 'Neuerfindung', 'Vision', 'Integrität'],
      meaning:
        'Es lenkt Veränderung im richtigen Moment und gibt ihr ein Gefäß, das stark genug ist, damit daraus dauerhafte Erneuerung wird.',
      shadowAspect:
        'Verliebt in die Verwandlung, reißt du vielleicht etwas nieder, das nur eine Anpassung gebraucht hätte.',
    },
    {
      // 26: The Unshaken Mountain
      name: 'Der unerschütterliche Berg',
      description:
        'Plötzliche Nachrichten und plötzliche Veränderungen gehen durch dich hindurch, und du hast eine bemerkenswerte Fähigkeit, danach zur Stille zurückzukehren. Du kannst erschrecken, ohne an der Wurzel erschüttert zu werden.',
      lunaInterpretation:
        'Ich spüre, dass kürzlich ein Ruck durch deine Tage gegangen ist. Ich spüre auch eine Stille in dir, die der Ruck nicht erreichen konnte.',
      keywords: ['Stille', 'Präsenz', 'Erdung', 'Ruhe'],
      meaning:
        'Dieses Muster begegnet Überraschungen aus einer festen Mitte und findet in der Stille den richtigen Moment, sich zu bewegen.',
      shadowAspect:
        'Weil du die Stille so schätzt, erstarrst du vielleicht, wenn eine Situation dich eigentlich einlädt, dich zu bewegen.',
    },
    {
      // 27: The Unhurried Voyager
      name: 'Die gemächliche Reise',
      description:
        'Du wächst in Etappen und achtest den langsamen Prozess, der einen Anfang in ein dauerhaftes Zuhause verwandelt. Wenn du dich auf Gegebenheiten einlässt, die du nicht selbst entworfen hast, bringst du Anmut und Geduld mit statt Groll.',
      lunaInterpretation:
        'Ich spüre, dass du mitten in einer langsamen Entfaltung bist. Jeder kleine Schritt, den du gehst, baut still an etwas, das zu dir passt.',
      keywords: ['Entwicklung', 'Anpassung', 'Haltung', 'Etappen'],
      meaning:
        'Es trägt dich allmählich und mit Würde durch Übergänge und ehrt jede Etappe, statt zur letzten zu eilen.',
      shadowAspect:
        'Während du dich anmutig den Plänen anderer anpasst, schiebst du vielleicht immer wieder auf, was du wirklich willst.',
    },
    {
      // 28: The Noonday Wanderer
      name: 'Die Wanderschaft im Mittagslicht',
      description:
        'Du weißt einen Höhepunkt ganz zu feiern, und du weißt auch, mit leichtem Gepäck zu reisen, zu Hause, wo immer du gerade bist. Du trägst Helligkeit durch fremde Orte, ohne sie besitzen zu müssen.',
      lunaInterpretation:
        'Ich spüre einen vollen, hellen Moment um dich herum. Genieße ihn von ganzem Herzen und trag seine Wärme leicht in alles, was als Nächstes kommt.',
      keywords: ['Fülle', 'Abenteuer', 'Offenheit', 'Feier'],
      meaning:
        'Dieses Muster genießt die Fülle, ohne sich an sie zu klammern, und begegnet dem Fremden mit Neugier und Respekt.',
      shadowAspect:
        'Immer zum nächsten Horizont hingezogen, verlässt du vielleicht einen guten Ort, bevor er die Chance hat, ein Zuhause zu werden.',
    },
    {
      // 29: The Laughing Breeze
      name: 'Die lachende Brise',
      description:
        'Dein Einfluss ist sanft und beharrlich, wie eine Brise, die langsam die Stimmung eines Raums verändert, und deine Freude ist von der Art, die andere einlädt. Du überzeugst durch Wärme, Humor und beständige Freundlichkeit.',
      lunaInterpretation:
        'Ich spüre in dir eine leichte, fröhliche Strömung, die weiter reicht, als dir bewusst ist. Bleib sanft dabei, und bleib ehrlich.',
      keywords: ['Freude', 'Sanftheit', 'Überzeugungskraft', 'Humor'],
      meaning: 'Es verändert Dinge durch sanfte Beharrlichkeit und geteilte Freude statt durch Druck.',
      shadowAspect:
        'Weil du möchtest, dass es allen gut geht, hältst du die Dinge vielleicht leicht, wenn ein Moment nach Tiefe verlangt.',
    },
    {
      // 30: The Measured Current
      name: 'Die maßvolle Strömung',
      description:
        'Du kannst Starre und Spaltung schmelzen und festgefahrenen Situationen helfen, wieder in Fluss zu kommen, und du weißt, dass jeder Fluss Ufer braucht, die ihn führen. Dein Gespür für gesunde Grenzen ist es, das deine Offenheit für andere sicher wirken lässt.',
      lunaInterpretation:
        'Ich spüre, dass du etwas lockerst, das starr geworden war. Und ich spüre, dass du genau weißt, wohin die sanften Ränder gehören.',
      keywords: ['Grenzen', 'Fluss', 'Mäßigung', 'Loslassen'],
      meaning:
        'Dieses Muster bringt Fluss, wo Dinge feststecken, und vernünftige Grenzen, wo Dinge überlaufen.',
      shadowAspect:
        'Hin- und hergerissen zwischen Loslassen und Zügeln, setzt du dir vielleicht Regeln, die strenger sind, als irgendjemand verlangt hat.',
    },
    {
      // 31: The Truthful Wren
      name: 'Der wahrhaftige Zaunkönig',
      description:
        'Dein Einfluss beruht auf innerer Aufrichtigkeit: Menschen vertrauen dir, weil das, was du sagst, und das, was du bist, zusammenpassen. Du achtest auf kleine Dinge, die gut gemacht sind, und weißt, dass bescheidene Sorgfalt oft mehr zählt als große Gesten.',
      lunaInterpretation:
        'Ich spüre in dir eine stille Wahrhaftigkeit, die andere fühlen können. Heute sind kleine, ehrliche Schritte genau genug.',
      keywords: ['Wahrheit', 'Vertrauen', 'Aufmerksamkeit', 'Detail'],
      meaning:
        'Es baut Vertrauen von innen nach außen auf und ehrt die kleinen Details, durch die Fürsorge wirklich wird.',
      shadowAspect:
        'Ganz darauf bedacht, die kleinen Dinge richtig zu machen, zweifelst du vielleicht mehr an dir, als die Lage es verlangt.',
    },
    {
      // 32: The Threshold Weaver
      name: 'Der Faden an der Schwelle',
      description:
        'Auf Schwellen fühlst du dich wohl: Du schließt ein Kapitel ab und spürst dabei schon die Umrisse des nächsten. Du weißt, dass jeder Abschluss auch ein Anfang ist, und du pflegst beides mit derselben Sorgfalt.',
      lunaInterpretation:
        'Ich spüre, dass du zwischen einem Ende und einem Anfang stehst. Ehre, was vollendet ist, und lass das Unfertige noch ein wenig offen.',
      keywords: ['Vollendung', 'Übergang', 'Kontinuität', 'Achtsamkeit'],
      meaning:
        'Dieses Muster schenkt Enden und Anfängen gleiche Aufmerksamkeit, sodass das Abgeschlossene gut bleibt und das Kommende gut beginnt.',
      shadowAspect:
        'An einer Schwelle polierst du vielleicht weiter an dem, was schon fertig ist, oder überstürzt, was es noch nicht ist, statt dazwischen zu ruhen.',
    },
  ],
  elements: {
    Heaven: 'Himmel',
    Metal: 'Metall',
    Fire: 'Feuer',
    Wood: 'Holz',
    Air: 'Luft',
    Water: 'Wasser',
    Mountain: 'Berg',
    Earth: 'Erde',
  },
}
