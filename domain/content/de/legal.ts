// The German (de) words of `domain/content/legal.ts`: the privacy policy, the terms of use and the
// disclaimer. `{email}` is the legal contact address, filled in when the page is rendered.

import type { LongDocument } from '../documents.ts'

export const LEGAL_UPDATED_DE: string = '6. August 2025'

export const PRIVACY_DE: LongDocument = {
  title: 'Datenschutzerklärung',
  subtitle: 'Was Luna speichert, wo es gespeichert wird und wie du es mitnehmen oder löschen kannst.',
  updated: LEGAL_UPDATED_DE,
  sections: [
    {
      heading: 'Kurz gesagt',
      paragraphs: [
        'Luna hat keine Konten. Deine Deutungen sind mit einer anonymen Sitzungs-ID verknüpft, die dein Browser erzeugt, und die Daten, die du eingibst, werden gespeichert, damit die App sie dir wieder anzeigen kann. Nichts wird verkauft, nichts wird für Werbung verwendet, und du kannst jederzeit alles selbst exportieren oder löschen.',
      ],
      bullets: [
        'Keine Registrierung, keine E-Mail-Adresse, kein Passwort.',
        'Keine Cookies für Besucherinnen und Besucher. Das einzige Cookie, das Luna setzt, gehört zur Anmeldung des Administrators.',
        'Was du aufbewahrst (dein Profil, gespeicherte Deutungen, Check-ins, deine Reise und die Tage deiner Serie), bleibt gespeichert, bis du es löschst, und das Löschen in der App wirkt sofort. Rohe Aktivitätsdaten (Luna-Interaktionen, abgespielte Codons und Seitenbesuche über einen pro Tag hinaus) werden nach 60 Tagen gelöscht.',
        'Externe Dienste sind nur dort beteiligt, wo diese Seite es angibt.',
      ],
    },
    {
      heading: 'Geltungsbereich dieser Erklärung',
      paragraphs: [
        'Diese Erklärung gilt für die Web-App Luna und ihren Server. Luna ist ein Dienst für Erwachsene ab 18 Jahren; beim Einstieg wird ein Geburtsdatum abgelehnt, nach dem jemand jünger als 18 Jahre ist, und der Dienst ist nicht für Kinder bestimmt. Fragen zu dieser Erklärung oder zu deinen Daten kannst du an {email} senden.',
      ],
    },
    {
      heading: 'Deine Sitzungs-ID ist dein Schlüssel',
      paragraphs: [
        'Bei deinem ersten Besuch erzeugt dein Browser eine anonyme Sitzungs-ID, die mit luna_ beginnt, gefolgt von einem Zeitstempel und einer langen Zufallszeichenfolge. Sie wird im lokalen Speicher deines Browsers abgelegt und mit jeder Anfrage mitgeschickt, damit der Server weiß, welche Deutungen deine sind.',
        'Die Sitzungs-ID funktioniert wie der Schlüssel zu einem Schließfach: Wer sie hat, kann die Daten dieser Sitzung lesen, und der Server kann nicht erkennen, wer sie gerade in der Hand hält. Der Profilbildschirm zeigt sie als Wiederherstellungscode, damit du deine Daten in einem anderen Browser wiederherstellen kannst, indem du ihn in das Feld „Wiederherstellen“ einfügst. Halte den Code geheim. Wenn du glaubst, dass jemand anderes ihn hat, lösche deine Daten über den Profilbildschirm, und das Schließfach ist von diesem Moment an leer.',
      ],
    },
    {
      heading: 'Was auf unserem Server gespeichert wird',
      paragraphs: [
        'Luna läuft auf Cloudflare Workers. Daten, die dauerhaft bleiben müssen, werden in einer Cloudflare-D1-Datenbank gespeichert, und manche berechneten Werte werden kurzzeitig in Cloudflare KV zwischengespeichert. Für jede Sitzung speichert der Server:',
      ],
      bullets: [
        'den Namen und das Geburtsdatum, die du beim Einstieg eingegeben hast, dein Archetyp-Ergebnis mit seinen Skalaren und Modifikatoren sowie deine Antworten im Quiz;',
        'deine Besuche: welche Seite an welchem Tag, verwendet für deine Serie;',
        'die Deutungen, die du speicherst, mit den Tags und Notizen, die du hinzufügst, einschließlich der Frequenzen, die du festhältst;',
        'deine Gefühls-Check-ins: den Wert des Schiebereglers, das angezeigte Wort, sein Codon sowie die Uhrzeit und den planetaren Kontext des Moments;',
        'die Punkte deiner Skalar-Reise (den Skalar, deinen Ausgangswert, den Zeitpunkt und den Bildschirm, von dem sie stammen) und den Anzeigenamen, den du dafür wählen kannst;',
        'Luna-Interaktionen: die Seite, den Skalar und die Fensterphase, Lunas Botschaft und Stichwort, die Werte dahinter, was du getan hast (zum Beispiel die technische Ansicht geöffnet), die auf der Seite angezeigte Ortsbezeichnung und ob das Gerät ein Telefon oder ein Computer war;',
        'Codon-Interaktionen: welchen Codon-Ton du abgespielt hast;',
        'wenn du die tägliche Erinnerung einschaltest: die Adresse, die der Push-Dienst deines Browsers für diesen Browser vergeben hat, mit ihren Verschlüsselungsschlüsseln, die von dir gewählte Uhrzeit und deine Zeitzone. Der Text der Erinnerung wird nur für deinen Browser verschlüsselt. Wenn du die Erinnerung abstellst oder deine Daten löschst, werden diese Angaben gelöscht.',
      ],
    },
    {
      heading: 'Was in deinem Browser bleibt',
      paragraphs: [
        'Der lokale Speicher deines Browsers enthält eine Kopie deiner Profil- und Archetyp-Daten, damit Bildschirme schnell laden, dazu deine Einstellungen (einfacher oder erweiterter Modus, dein Klarheitstyp), den Ort, den du im Rechner eingestellt hast, Lunas letztes Stichwort und ihren letzten Skalar für ihre Notiz zu deinem letzten Besuch, kleine Annehmlichkeiten wie deine letzte Kompass-Deutung und die Deutungen der nächsten drei Tage, die in deinem Browser aus deinem Profil berechnet werden, damit der Kompass sofort öffnet, sowie die Sitzungs-ID. Einige Markierungen, etwa dass du den Hinweis zum privaten Fenster geschlossen hast, gelten nur bis zum Ende der Browsersitzung.',
        'Du hast diesen Speicher selbst in der Hand. Wenn du in den Einstellungen deines Browsers die Daten dieser Website löschst, werden sie aus diesem Browser entfernt; die Kopie auf dem Server bleibt davon unberührt, und du kannst sie wie unten beschrieben löschen.',
      ],
    },
    {
      heading: 'Was wir nicht erheben',
      paragraphs: [
        'Luna setzt keine Cookies für Besucherinnen und Besucher und verwendet keine eigene Werbe- oder Tracking-Technik. Die Protokolle des Servers enthalten nie deine Sitzungs-ID, deinen Namen, dein Geburtsdatum oder deine Notizen, und jede Antwort trägt den Header Referrer-Policy: no-referrer, sodass die Adresse einer Luna-Seite nicht an andere Websites weitergegeben wird, wenn du einem Link folgst.',
        'Unsere Datenbank erfasst nicht die Netzwerkadresse von Besucherinnen und Besuchern. Die einzige Ausnahme ist die Anmeldung des Administrators: Dort werden fehlgeschlagene Versuche pro Netzwerkadresse gezählt, um das Erraten von Passwörtern zu verhindern. Das Dashboard des Betreibers zeigt nur Summen und Durchschnittswerte, etwa wie viele Menschen welchen Archetyp haben oder den durchschnittlichen Skalar eines Tages, und nie die Daten einer einzelnen Sitzung.',
      ],
    },
    {
      heading: 'Wofür die Daten verwendet werden',
      paragraphs: [
        'Alles oben Aufgeführte wird verwendet, um den Dienst bereitzustellen, den du in Anspruch nimmst: um deinen Ausgangswert und deine Deutungen zu berechnen, deinen Verlauf, deine Serie, deine Reise und Lunas Gedächtnis für deine Muster anzuzeigen und um die anonymen Gesamtwerte zu erstellen, die auf dem Kompass erscheinen. Die Daten werden nicht verwendet, um für andere ein Profil von dir zu erstellen, sie werden nicht zu Marketingzwecken weitergegeben, und sie werden niemals verkauft.',
      ],
    },
    {
      heading: 'Externe Dienste',
      paragraphs: [
        'Einige Funktionen hängen von Diensten ab, die andere betreiben. Jeder dieser Dienste erhält nur das, was hier beschrieben ist.',
      ],
      bullets: [
        'Cloudflare hostet die App. Wie jeder Hoster verarbeitet Cloudflare die technischen Angaben jeder Anfrage, etwa deine Netzwerkadresse, um die Seiten auszuliefern und vor Angriffen zu schützen, und zwar nach seiner eigenen Datenschutzerklärung.',
        'Google Analytics wird nur verwendet, wenn der Betreiber eine Mess-ID eingerichtet hat; andernfalls wird überhaupt kein Analyse-Skript geladen. Ist es aktiv, erhält es die Pfade der Seiten, die du aufrufst, und ein Ereignis, wenn du das Archetyp-Quiz abschließt, mit dem Namen und der Nummer des Archetyps. Das Skript von Google kann eigene Analyse-Cookies setzen und sieht, wie jede Webanfrage, deine Netzwerkadresse.',
        'Die automatische Ortsbestimmung im Zeitfenster-Rechner startet nur, wenn du sie auswählst, und dein Browser fragt dich zuerst um Erlaubnis. Dein Browser sendet die Koordinaten dann direkt an OpenStreetMap Nominatim, um den Namen des Ortes zu finden, und an Open-Meteo, um seine Höhe zu ermitteln. Unser Server speichert deine Koordinaten nicht; nur die auf der Seite angezeigte Ortsbezeichnung (ein Name, „Global“ oder auf zwei Nachkommastellen gerundete Koordinaten, wenn kein Name gefunden wurde) kann in den Aufzeichnungen der Luna-Interaktionen erscheinen.',
        'Weltraumwetterdaten ruft unser Server aus dem öffentlichen Datenstrom des Space Weather Prediction Center der NOAA ab. Mit dieser Anfrage werden keine Daten von Besucherinnen und Besuchern gesendet.',
        'Die Unterstützungs-Buttons öffnen externe Zahlungsseiten in einem neuen Tab. Diese Seiten werden von Zahlungsanbietern betrieben, für die deren eigene Datenschutzerklärungen gelten, und Luna sieht deine Zahlungsdaten nie.',
        'Wenn du den Teilen-Button verwendest, geht der Text deiner Deutung dorthin, wohin du ihn schickst.',
      ],
    },
    {
      heading: 'Wie lange Daten aufbewahrt werden',
      paragraphs: [
        'Was du auf dem Server aufbewahrst, bleibt dort, bis du es löschst: dein Profil und dein Archetyp-Ergebnis, gespeicherte Deutungen, Check-ins, die Punkte deiner Reise, ein Besuch pro Tag (daraus besteht deine Serie) und Lunas laufende Zählungen deiner gewählten Absichten, besuchten Seiten und Interaktionen (daraus besteht ihr Gedächtnis für deine Muster). Rohe Aktivitätsdaten werden 60 Tage nach ihrer Entstehung automatisch gelöscht: Luna-Interaktionen, abgespielte Codons und Seitenbesuche über den ersten Besuch jedes Tages hinaus. Vorher wird jeder Tag zu Tagessummen für den gesamten Dienst zusammengefasst (wie viele Menschen aktiv waren, wie viele Deutungen es gab, der Median-Skalar des Tages, Check-ins pro Archetyp); diese Summen enthalten keine Sitzungs-ID und nichts, was auf dich verweist, und sie werden aufbewahrt. Zwischengespeicherte Kopien in KV sind kurzlebig und werden mit allem anderen entfernt, wenn du löschst. Die Datenbankplattform hält Sicherungen zur Wiederherstellung auf einen bestimmten Zeitpunkt vor, und diese verfallen innerhalb von 30 Tagen, sodass gelöschte Daten innerhalb von 30 Tagen nach der Löschung aus jeder Sicherung verschwinden.',
      ],
    },
    {
      heading: 'Export und Löschung',
      paragraphs: [
        'Du kannst deine Daten jederzeit mitnehmen oder entfernen, über den Profilbildschirm oder über diese Seite.',
      ],
      bullets: [
        'Export: Lade jede für deine Sitzung gespeicherte Zeile als eine einzige JSON-Datei herunter.',
        'Löschung: Lösche jede Zeile und jeden zwischengespeicherten Eintrag deiner Sitzung auf einmal. Das wirkt sofort, und die App sagt dir, wie viel entfernt wurde.',
        'Per E-Mail: Schreib an {email} und gib deinen Wiederherstellungscode an, denn nur so können wir deine Daten finden, und sag uns, ob du eine Kopie oder die Löschung möchtest. Anfragen werden innerhalb von 14 Tagen erledigt.',
        'Berichtigung: Wiederhole jederzeit das Quiz, erstelle ein neues Profil, ändere deinen Anzeigenamen oder lösche einzelne Deutungen.',
        'Sicherungen: Nach der Löschung verfallen Kopien in den Sicherungen der Plattform innerhalb von 30 Tagen.',
      ],
    },
    {
      heading: 'Private Fenster und Browserspeicher',
      paragraphs: [
        'Private oder Inkognito-Fenster vergessen den lokalen Speicher, wenn sie geschlossen werden, und manche Browser löschen ihn von sich aus, zum Beispiel Safari nach sieben Tagen ohne Besuch. Dann vergisst dein Browser seine Sitzungs-ID, und eine neue, leere Sitzung beginnt, obwohl deine Daten noch auf dem Server liegen. Bewahre deinen Wiederherstellungscode auf, um wieder zu ihnen zu gelangen. Luna zeigt einen Hinweis an, wenn ein privates Fenster erkannt wird.',
      ],
    },
    {
      heading: 'Sicherheit',
      paragraphs: [
        'Der gesamte Datenverkehr ist verschlüsselt, und Browser werden angewiesen, nur sichere Verbindungen zu verwenden. Jede Abfrage von Sitzungsdaten ist auf die anfragende Sitzung beschränkt, und eine Deutung, die zu einer anderen Sitzung gehört, wird so beantwortet, als gäbe es sie nicht. Eine strenge Content Security Policy erlaubt Skripte nur von Luna selbst und, wenn die Analyse aktiv ist, vom Analysedienst. Kein System ist perfekt: Der beste Schutz, den du hast, ist, deinen Wiederherstellungscode für dich zu behalten.',
      ],
    },
    {
      heading: 'Deine Rechte',
      paragraphs: [
        'Je nachdem, wo du lebst, hast du möglicherweise das Recht auf Auskunft über deine Daten, auf ihre Berichtigung, ihren Export und ihre Löschung sowie das Recht, ihrer Verwendung zu widersprechen. Mit den oben genannten Werkzeugen kannst du die meisten dieser Rechte selbst ausüben, und alles Weitere kannst du unter {email} anfordern. Außerdem hast du das Recht, dich bei der Datenschutzaufsichtsbehörde an deinem Wohnort zu beschweren.',
        'Wenn du glaubst, dass jemand unter 18 Jahren Luna genutzt hat, funktioniert derselbe Lösch-Button auch für diese Person, oder schreib uns mit dem Wiederherstellungscode, und wir löschen diese Sitzung.',
      ],
    },
    {
      heading: 'Änderungen dieser Erklärung',
      paragraphs: [
        'Wenn sich diese Erklärung ändert, ändert sich auch das Datum oben, und jede Änderung daran, welche Daten erhoben werden, wird auf dieser Seite beschrieben, bevor sie in Kraft tritt.',
      ],
    },
  ],
}

export const TERMS_DE: LongDocument = {
  title: 'Nutzungsbedingungen',
  subtitle: 'Die Vereinbarung zwischen dir und Luna, in einfachen Worten.',
  updated: LEGAL_UPDATED_DE,
  sections: [
    {
      heading: 'Vereinbarung',
      paragraphs: [
        'Indem du Luna nutzt, akzeptierst du diese Bedingungen und die Datenschutzerklärung. Wenn du sie nicht akzeptierst, nutze den Dienst bitte nicht.',
      ],
    },
    {
      heading: 'Nur für Erwachsene',
      paragraphs: [
        'Luna ist für Erwachsene ab 18 Jahren bestimmt. Indem du Luna nutzt, bestätigst du, dass du mindestens 18 Jahre alt bist.',
      ],
    },
    {
      heading: 'Was Luna ist',
      paragraphs: [
        'Luna ist ein experimenteller Dienst zur Reflexion und Unterhaltung. Die Zahlen, Archetypen, Codons, Hexagramme, Töne und Botschaften von Luna bilden ein symbolisches System; sie folgen festen Regeln, beschreiben aber keine messbare Tatsache über dich. Inhalte und Funktionen können sich ändern, während sich das Experiment weiterentwickelt.',
      ],
    },
    {
      heading: 'Keine Beratung',
      paragraphs: [
        'Nichts in Luna ist medizinische, psychologische, finanzielle oder rechtliche Beratung, und durch die Nutzung entsteht keinerlei professionelles Verhältnis, gleich welcher Art. Triff auf Grundlage einer Deutung keine Entscheidungen über deine Gesundheit, eine Behandlung, dein Geld oder deine Sicherheit. Wenn du bei einem dieser Themen Hilfe brauchst, wende dich an eine qualifizierte Fachperson; im Notfall wende dich an den örtlichen Notruf.',
      ],
    },
    {
      heading: 'Deine Sitzung',
      paragraphs: [
        'Luna hat keine Konten. Deine Daten sind an eine anonyme Sitzungs-ID gebunden, die in deinem Browser gespeichert und auf dem Profilbildschirm als Wiederherstellungscode angezeigt wird. Du bist dafür verantwortlich, diesen Code geheim zu halten; wer ihn hat, kann die Daten dieser Sitzung lesen und ändern. Einen verlorenen Code können wir nicht für dich wiederherstellen.',
      ],
    },
    {
      heading: 'Zulässige Nutzung',
      paragraphs: [
        'Bitte nutze Luna so, wie es gedacht ist. Insbesondere verpflichtest du dich, Folgendes zu unterlassen:',
      ],
      bullets: [
        'zu versuchen, die Sitzung oder die Daten einer anderen Person zu lesen, zu erraten oder zu verändern;',
        'den Dienst anzugreifen, zu überlasten oder auszuspähen oder zu versuchen, seine Beschränkungen oder die Anmeldung des Administrators zu umgehen;',
        'seine Inhalte oder Daten über die gewöhnliche persönliche Nutzung hinaus mit automatisierten Werkzeugen zu sammeln;',
        'rechtswidrige, hasserfüllte oder schädliche Inhalte in Notizen, Tags oder Anzeigenamen zu speichern;',
        'die Texte von Luna zu kopieren, weiterzuverkaufen oder als deine eigenen zu veröffentlichen;',
        'den Dienst zu nutzen, um jemandem zu schaden, jemanden zu belästigen oder zu täuschen.',
      ],
    },
    {
      heading: 'Inhalte und Rechte',
      paragraphs: [
        'Die Texte von Luna, einschließlich der Archetypen, der Codon-Themen, der Affirmationen, der Rituale, der Botschaften von Luna und dieser Dokumente, sind Originalwerke der Menschen hinter Luna. Du darfst sie lesen, deine eigenen Deutungen mit dem Teilen-Button teilen und kurze Passagen mit einem Link auf die Quelle zitieren. Die überlieferten Namen der Hexagramme und der genetische Code gehören allen.',
        'Deine Notizen, deine Tags und dein Anzeigename gehören weiterhin dir. Wir verwenden sie nur, um sie dir wieder anzuzeigen und den Dienst am Laufen zu halten, wie es in der Datenschutzerklärung erläutert wird.',
      ],
    },
    {
      heading: 'Unterstützungszahlungen',
      paragraphs: [
        'Unterstützungszahlungen sind freiwillige Geschenke an die Menschen, die Luna machen. Mit ihnen kaufst du keine Funktionen, Leistungen oder Vorrang, sie sind keine gemeinnützigen Spenden, und sie sind nicht steuerlich absetzbar. Zahlungen werden von externen Zahlungsanbietern nach deren eigenen Bedingungen abgewickelt. Fragen zu einer Zahlung kannst du an {email} senden.',
      ],
    },
    {
      heading: 'Verfügbarkeit',
      paragraphs: [
        'Luna wird im jeweils vorliegenden Zustand angeboten und kann jederzeit geändert, pausiert oder eingestellt werden. Wir bemühen uns, deine Daten sicher aufzubewahren, versprechen aber nicht, dass der Dienst immer verfügbar ist oder dass gespeicherte Daten für immer erhalten bleiben; exportiere daher alles, was du behalten möchtest.',
      ],
    },
    {
      heading: 'Keine Gewährleistung und Haftungsbeschränkung',
      paragraphs: [
        'Der Dienst wird ohne Gewährleistung jeglicher Art bereitgestellt, weder ausdrücklich noch stillschweigend, auch nicht hinsichtlich der Eignung für einen bestimmten Zweck, der Richtigkeit oder der ununterbrochenen Verfügbarkeit. Im größtmöglichen gesetzlich zulässigen Umfang haften die Menschen hinter Luna nicht für Verluste oder Schäden, die aus seiner Nutzung oder aus Entscheidungen auf Grundlage seiner Inhalte entstehen. Nichts in diesen Bedingungen beschränkt eine Haftung, die gesetzlich nicht beschränkt werden kann, oder Rechte, die dir als Verbraucherin oder Verbraucher zustehen und auf die nicht verzichtet werden kann.',
      ],
    },
    {
      heading: 'Änderungen und Kontakt',
      paragraphs: [
        'Diese Bedingungen können aktualisiert werden; das Datum oben zeigt die neueste Fassung, und wenn du Luna nach einer Änderung weiter nutzt, akzeptierst du sie. Fragen zu diesen Bedingungen kannst du an {email} senden.',
      ],
    },
  ],
}

export const DISCLAIMER_DE: LongDocument = {
  title: 'Haftungsausschluss',
  subtitle: 'Bitte lies das, bevor du Lunas Deutungen und Töne nutzt.',
  updated: LEGAL_UPDATED_DE,
  sections: [
    {
      heading: 'Zur Reflexion, nicht für die Gesundheit',
      paragraphs: [
        'Luna ist ein experimentelles Werkzeug zur Reflexion, gedacht für Erwachsene ab 18 Jahren. Es ist kein Medizinprodukt und gibt keine medizinischen, psychologischen oder therapeutischen Ratschläge. Es kann keine Erkrankung diagnostizieren, verhüten, behandeln oder heilen und ist kein Ersatz für die Betreuung durch eine Ärztin, einen Arzt, eine Therapeutin, einen Therapeuten oder eine andere qualifizierte Fachperson.',
      ],
    },
    {
      heading: 'Zahlen und Symbole',
      paragraphs: [
        'Der Skalar ξ, der Ausgangswert, die Zonen, der Stabilitätsindex, die Archetypen und die Zuordnungen von Codons zu Hexagrammen sind symbolisch. Sie folgen festen Regeln und bedeuten das, was du aus ihnen machst. Die Weltraumwetterwerte stammen aus öffentlichen Quellen und werden nur zur Einordnung angezeigt. Bitte stütze keine Entscheidungen über deine Gesundheit, dein Geld oder deine Sicherheit auf irgendetwas, das Luna anzeigt.',
      ],
    },
    {
      heading: 'Audiotöne',
      paragraphs: [
        'Die Töne, die Luna abspielt, sind keine Behandlung und haben keine nachgewiesene Wirkung auf die Gesundheit. Wenn du dich entscheidest, sie anzuhören:',
      ],
      bullets: [
        'Halte die Lautstärke niedrig, besonders mit Kopfhörern oder Ohrhörern.',
        'Hör sofort auf, wenn du Unbehagen, ein Klingeln in den Ohren, Schwindel oder Kopfschmerzen spürst.',
        'Hör niemals zu, während du Auto oder Fahrrad fährst oder Maschinen bedienst.',
        'Sei besonders vorsichtig und frag im Zweifel eine Ärztin oder einen Arzt, wenn du Epilepsie oder eine Erkrankung des Gehörs hast; das gilt besonders für die binauralen Beats, die der Generator für Töne unter 20 Hz verwendet.',
        'Denk an die Lautstärke, wenn andere in der Nähe sind, auch Haustiere.',
      ],
    },
    {
      heading: 'Sanfte Übungen',
      paragraphs: [
        'Die Rituale, die Luna vorschlägt, sind alltägliche Tätigkeiten wie langsames Atmen, Tagebuchschreiben, ein kurzer Spaziergang, sanftes Dehnen, ein Moment der Stille oder das Aufräumen einer kleinen Ecke. Passe sie an deinen eigenen Körper und deine Umstände an, und lass alles weg, was sich für dich nicht richtig anfühlt.',
      ],
    },
    {
      heading: 'Schwere Tage',
      paragraphs: [
        'Die niedrigste Stufe des Check-ins heißt Herausforderung/Krise. Das ist ein Wort dafür, wie sich ein Tag anfühlt, keine Beurteilung deiner Person. Wenn du gerade zu kämpfen hast, wende dich bitte an einen Menschen, dem du vertraust, oder an eine Fachperson. Wenn du in Gefahr bist oder daran denkst, dir etwas anzutun, ruf sofort die Notrufnummer vor Ort an oder wende dich an ein Krisentelefon in deinem Land.',
      ],
    },
    {
      heading: 'Gesundheitliche Sorgen',
      paragraphs: [
        'Wenn du dir Sorgen um deine körperliche oder seelische Gesundheit machst, hol dir Hilfe bei einer qualifizierten Fachperson. Schiebe eine Behandlung niemals auf, ändere sie nicht und brich sie nicht ab, weil du etwas in Luna gelesen hast.',
      ],
    },
  ],
}
