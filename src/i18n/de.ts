import type { Messages } from './types.js';

/** German (addressing the reader as “du”, as Slack does) messages. */
export const de: Messages = {
  'app.name': 'Controller Finder',

  'help.intro': 'Ich sage dir, welchen Controller (SKU) du für ein Klima-Innengerät verkaufst.',
  'help.ask':
    '*Frag mit Marke und Modell*\n• `/controller daikin ftxm25r`\n• `/controller wifi daikin ftxm25r` für nur einen Controller-Typ\n• `/controller` allein öffnet die Menüs: Typ, Marke, Modell\n• `/controller` und die Artikelnummer (SKU) eines Controllers: die Geräte, zu denen er passt',
  'help.elsewhere':
    '*Überall sonst in Slack*\n• Wähle bei jeder Nachricht (einer Kunden-E-Mail, einem Ticket) *Weitere Aktionen → Find controller*\n• Schick mir eine Direktnachricht mit Marke und Modell\n• Erwähne mich in einem Channel, und ich antworte im Thread',
  'help.lists':
    '*Gerätelisten*\n• Füge eine Liste in eine Direktnachricht oder eine Erwähnung ein, ein Gerät pro Zeile (auch Tabellenzeilen), oder teile eine Datei im Format `.csv`, `.tsv`, `.txt` oder `.xlsx`\n• `/controller list` öffnet ein Feld zum Einfügen\n• Du bekommst die Zahlen und eine CSV-Datei: die SKU jeder Zeile und die Gesamtmenge pro SKU. Nenne einen Typ wie `wifi`, um eine SKU pro Zeile zu erhalten',
  'help.replies':
    'Antworten siehst nur du, bis du auf *Im Channel teilen* klickst. `/controller help` zeigt diese Nachricht.',
  'help.openMenus': 'Menüs öffnen',
  'help.settings':
    '*Märkte und Sprachen*\n• `/controller settings` wählt deinen Markt, deine Sprache und deinen Standard-Controller-Typ (auch auf meinem Tab *Home*)\n• Füge `market:{market}` oder `lang:en` irgendwo in eine Frage ein, um sie nur für diese Frage zu ändern, z. B. `/controller daikin ftxm25r market:{market} lang:en`\n• Märkte: {markets}',

  'status.lookingUp': 'Ich suche …',
  'status.error': 'Bei mir ist etwas schiefgegangen. Bitte versuch es gleich noch einmal.',
  'status.more': '… und {count} weitere',
  'format.labelled': '{label}: {value}',

  'answer.controllers': 'Zu verkaufender Controller für {unit}',
  'answer.protocol': 'Protokoll: {name}',
  'answer.closestMatch': 'Beste Übereinstimmung mit *{text}*: Prüfe die Modellbezeichnung.',
  'answer.differentUnit': 'Du hast nach *{asked}* gefragt; das hier ist *{unit}*, ein anderes Gerät.',
  'answer.noRows': 'Kein Controller-Typ dieses Markts passt zu diesem Gerät.',
  'answer.variants': {
    one: 'Dieselben Controller für diese Variante.',
    other: 'Dieselben Controller für jede dieser {count} Varianten.',
  },
  'answer.cooling': 'Kühlen',
  'answer.heating': 'Heizen',
  'answer.airflow': 'Luftvolumenstrom',
  'answer.additionalInfo': 'Zusätzliche Informationen',
  'answer.share': 'Im Channel teilen',

  'context.searched': 'Gesucht: {text}',
  'context.market': 'Markt {market}',
  'context.language': 'Sprache {language}',
  'context.stale': 'aus dem Cache, evtl. nicht aktuell',
  'context.contentFallback':
    'Der Katalog hat für den Markt {market} keine Inhalte auf Deutsch: Bezeichnungen und Hinweise sind auf {content}.',
  'context.sharedBy': 'Geteilt von {user}',

  'choices.intro': {
    one: '*{text}* passt zu diesem Gerät. Meinst du dieses?',
    other: '{count} Geräte passen zu *{text}*. Welches meinst du?',
  },
  'choices.series': {
    one: '{count} Gerät von {brand} beginnt mit *{text}*. Meinst du dieses?',
    other: '{count} Geräte von {brand} beginnen mit *{text}*. Welches meinst du?',
  },
  'choices.more': {
    one: '{count} weiteres ist nicht aufgeführt: Gib mehr vom Code ein oder öffne die Menüs.',
    other: '{count} weitere sind nicht aufgeführt: Gib mehr vom Code ein oder öffne die Menüs.',
  },
  'choices.sameControllers': 'Diese Geräte nehmen dieselben Controller, egal welches es ist:',
  'choices.warningsDiffer': 'Ihre Warnhinweise unterscheiden sich: wähle deins, um sie zu sehen.',
  'choices.noController': 'kein Controller in diesem Markt',

  'several.intro': {
    one: 'Deine Frage nennt {count} Gerät:',
    other: 'Deine Frage nennt {count} Geräte, jedes mit seiner Antwort unten:',
  },
  'several.more': {
    one: 'Du nennst {count} weiteres Gerät: schick die Geräte als Liste (eines pro Zeile, oder eine Datei), um alle zu bekommen, mit einer CSV.',
    other:
      'Du nennst {count} weitere Geräte: schick die Geräte als Liste (eines pro Zeile, oder eine Datei), um alle zu bekommen, mit einer CSV.',
  },

  'notFound.noBrand': 'Ich finde in *{text}* keine Marke, die ich kenne.',
  'notFound.noModel':
    'Ich finde *{text}* nicht unter den Geräten mit Controller im Markt {market}. Vielleicht gibt es das Gerät hier ohne Controller, oder der Code ist vertippt.',
  'notFound.noCompatibleType': 'Kein Controller-Typ dieses Markts passt zu *{text}*.',
  'notFound.emptyQuery': 'Nenn mir eine Marke und ein Modell, zum Beispiel `/controller daikin ftxm25r`.',
  'notFound.suggestions': 'Andere Geräte mit ähnlichem Code. Jedes ist ein anderes Gerät als das angefragte:',
  'notFound.hint':
    'Prüfe die Schreibweise, oder gib `/controller` allein ein, um Marken und Modelle zu durchsuchen.',

  'typeNotOffered.intro': '*{type}* wird im Markt {market} nicht angeboten.',
  'typeNotOffered.offered': 'Hier angeboten: {types}',
  'typeNotOffered.none': 'Dieser Markt bietet keine Controller-Typen an.',

  'otherMarkets.intro':
    '*{unit}* wird in {markets} verkauft, nicht in {market}: Hier gibt es keinen Controller dafür zu verkaufen.',
  'otherMarkets.ask': 'Um dort zu fragen, füge den Markt zu deiner Frage hinzu: `{example}`',
  'whichModel.intro':
    'Welches Modell von *{brands}*? Wähle es unten aus, oder gib die Marke mit dem Modellcode ein.',

  'stillLearning.intro':
    'Ich lese den Katalog noch, deshalb kann ich *{text}* ohne Marke noch nicht finden. Gib die Marke mit an (zum Beispiel `daikin ftxm25r`) oder versuch es in einer Minute noch einmal.',

  'unavailable.timeout':
    'Der Katalog hat nicht rechtzeitig geantwortet. Bitte versuch es gleich noch einmal.',
  'unavailable.unauthorized':
    'Der Katalog hat unsere Zugangsdaten abgelehnt. Bitte sag der Person Bescheid, die diese App betreut.',
  'unavailable.rateLimited':
    'Der Katalog ist gerade ausgelastet. Bitte versuch es in einer Minute noch einmal.',
  'unavailable.rejected':
    'Der Katalog hat den Markt {market} mit der Sprache {locale} nicht akzeptiert. Bitte sag der Person Bescheid, die diese App betreut.',
  'unavailable.other': 'Der Katalog ist gerade nicht erreichbar. Bitte versuch es gleich noch einmal.',

  'menu.intro': 'Wähle einen Controller-Typ, dann eine Marke, dann ein Modell.',
  'menu.type': 'Controller-Typ',
  'menu.allTypes': 'Alle Typen',
  'menu.brand': 'Marke',
  'menu.model': 'Modell',
  'menu.modelOfBrand': 'Modell ({brand})',
  'menu.typePlaceholder': 'Typ wählen',
  'menu.brandPlaceholder': 'Tippen, um Marken zu suchen',
  'menu.modelPlaceholder': 'Tippen, um Modelle zu suchen',
  'menu.chooseBrandFirst': 'Wähle zuerst eine Marke',
  'menu.noTypes': 'Im Markt {market} werden keine Controller-Typen angeboten.',

  'shortcut.noText':
    'Diese Nachricht enthält keinen Text, den ich lesen kann. Versuch es stattdessen mit `/controller daikin ftxm25r` und deiner Marke und deinem Modell.',
  'shortcut.title': 'Controller finden',
  'shortcut.query': 'Marke und Modell',
  'shortcut.queryPlaceholder': 'z. B. daikin ftxm25r',
  'shortcut.submit': 'Suchen',
  'shortcut.close': 'Schließen',

  'override.unknownMarket':
    'Der Markt *{market}* ist hier nicht freigeschaltet. Verfügbare Märkte: {markets}.',
  'override.unknownLanguage':
    'Die Sprache *{language}* ist hier nicht verfügbar. Verfügbare Sprachen: {languages}.',

  'settings.title': 'Einstellungen',
  'settings.submit': 'Speichern',
  'settings.cancel': 'Abbrechen',
  'settings.intro': 'Wähle deinen Markt, deine Sprache und einen Standard-Controller-Typ.',
  'settings.open': 'Einstellungen ändern',
  'settings.market': 'Markt',
  'settings.marketHint': 'Der Katalog, der antwortet: seine Controller-Typen, Geräte und SKUs.',
  'settings.language': 'Sprache',
  'settings.languageHint': 'Sprache meiner Nachrichten und der Namen und Beschreibungen im Katalog.',
  'settings.languageAuto': 'Automatisch (meine Slack-Sprache)',
  'settings.defaultType': 'Standard-Controller-Typ',
  'settings.defaultTypeHint': 'Gilt, wenn eine Frage keinen Controller-Typ nennt.',
  'settings.defaultTypeNone': 'Keiner (alle Typen)',
  'settings.typesUnavailable':
    'Die Controller-Typen des Markts {market} konnten gerade nicht geladen werden.',
  'settings.typeNotInMarket':
    'Der Markt {market} bietet diesen Controller-Typ nicht an. Wähle einen anderen oder Keiner.',
  'settings.typesUnchecked':
    'Die Controller-Typen des Markts {market} konnten gerade nicht geprüft werden. Wähle Keiner oder versuch es noch einmal.',
  'settings.unknownMarket': 'Wähle einen der Märkte aus der Liste.',
  'settings.tip':
    'Nur eine Frage in einem anderen Markt oder einer anderen Sprache? Füge `market:{market}` oder `lang:en` hinzu.',
  'settings.saved':
    'Einstellungen gespeichert: Markt *{market}*, Sprache *{language}*, Standard-Controller-Typ *{type}*.',
  'settings.saveFailed':
    'Ich konnte deine Einstellungen nicht speichern. Bitte versuch es gleich noch einmal.',

  'home.settings': '*Deine Einstellungen*',
  'home.market': 'Markt: *{market}*',
  'home.language': 'Sprache: *{language}*',
  'home.languageAuto': 'Automatisch, derzeit {language}',
  'home.defaultType': 'Standard-Controller-Typ: *{type}*',
  'home.recent': '*Deine letzten Suchen*',
  'home.noRecent': 'Noch keine Suchen. Probier `/controller daikin ftxm25r`.',
  'home.howTo': '*So fragst du*',

  'recent.choices': { one: '{count} mögliches Gerät', other: '{count} mögliche Geräte' },
  'recent.skus': { one: '{count} SKU', other: '{count} SKUs' },
  'recent.notFound': 'nicht gefunden',
  'recent.typeNotOffered': '{type} nicht angeboten',
  'recent.stillLearning': 'Katalog wird noch geladen',
  'recent.unavailable': 'Katalog nicht verfügbar',
  'recent.whichModel': 'welches Modell von {brands}?',
  'recent.otherMarkets': 'nur in {markets} verkauft',
  'recent.photoNoModel': 'kein Modell auf dem Foto gelesen',
  'recent.photoUnread': 'Foto nicht gelesen',

  'list.csv.line': 'Zeile',
  'list.csv.typed': 'Eingabe',
  'list.csv.quantity': 'Menge',
  'list.csv.brand': 'Marke',
  'list.csv.model': 'Modell',
  'list.csv.type': 'Controller-Typ',
  'list.csv.sku': 'SKU',
  'list.csv.status': 'Status',
  'list.csv.candidates': 'Kandidaten',
  'list.csv.warnings': 'Warnhinweise',
  'list.csv.summary': 'Bestellübersicht',
  'list.csv.summary.sku': 'SKU',
  'list.csv.summary.type': 'Controller-Typ',
  'list.csv.summary.total': 'Gesamtmenge',
  'list.csv.summary.lines': 'Zeilen',
  'list.csv.status.answered': 'gefunden',
  'list.csv.status.check': 'prüfen',
  'list.csv.status.choose': 'auswählen',
  'list.csv.status.notFound': 'nicht gefunden',
  'list.csv.status.notSold': 'in diesem Markt nicht verkauft',
  'list.csv.status.unavailable': 'keine Antwort vom Katalog',
  'list.warn.closest': 'Beste Übereinstimmung mit der Eingabe: Modell prüfen',
  'list.warn.nearest': 'Am nächsten: {units}',
  'list.warn.typeNotOffered': '{type} wird im Markt {market} nicht angeboten',
  'list.warn.unavailable': 'Der Katalog hat nicht geantwortet: Zeile erneut suchen',
  'list.title': { one: 'Liste mit {count} Gerät', other: 'Liste mit {count} Geräten' },
  'list.working': {
    one: 'Ich suche deine Liste mit {count} Gerät …',
    other: 'Ich suche deine Liste mit {count} Geräten …',
  },
  'list.progress': '{done} von {total} gesucht …',
  'list.counts.answered': { other: '{count} gefunden' },
  'list.counts.check': { other: '{count} zu prüfen (beste Übereinstimmung)' },
  'list.counts.choose': { other: '{count} zur Auswahl' },
  'list.counts.notFound': { other: '{count} nicht gefunden' },
  'list.counts.notSold': { other: '{count} in diesem Markt nicht verkauft' },
  'list.counts.unavailable': '{count} ohne Antwort vom Katalog',
  'list.attention': '*Zeilen, die Aufmerksamkeit brauchen*',
  'list.line': 'Zeile {number}',
  'list.status.check': 'beste Übereinstimmung {unit}: Modellbezeichnung prüfen',
  'list.status.choose': 'auswählen: {units}',
  'list.status.notFound': 'nicht gefunden',
  'list.status.notSold': 'in diesem Markt nicht verkauft',
  'list.status.unavailable': 'der Katalog hat nicht geantwortet, bitte erneut versuchen',
  'list.more': '… und {count} weitere in der Datei',
  'list.file':
    'Die CSV-Datei enthält eine Zeile pro Listenzeile und die Bestellübersicht (Gesamtmenge pro SKU).',
  'list.typeHint':
    'Zu den meisten Geräten passen mehrere Controller-Typen: Nenne einen mit der Liste (zum Beispiel `wifi`), um eine SKU pro Zeile zu erhalten.',
  'list.fileTitle': 'Controller für deine Liste',
  'list.job.storeDown':
    'Ich kann gerade keine Listen annehmen: deine Liste konnte nicht zur Bearbeitung gespeichert werden. Schick sie in ein paar Minuten noch einmal.',
  'list.job.failed': {
    one: 'Ich konnte deine Liste mit {count} Gerät nicht fertigstellen: bei mir ist immer wieder etwas schiefgegangen.',
    other:
      'Ich konnte deine Liste mit {count} Geräten nicht fertigstellen: bei mir ist immer wieder etwas schiefgegangen.',
  },
  'list.job.catalogueDown': {
    one: 'Ich konnte deine Liste mit {count} Gerät nicht fertigstellen: der Katalog hat zu lange nicht geantwortet.',
    other:
      'Ich konnte deine Liste mit {count} Geräten nicht fertigstellen: der Katalog hat zu lange nicht geantwortet.',
  },
  'list.job.partial':
    'Die {done} von {total} bereits nachgeschlagenen Zeilen stehen in der Datei unten, als unvollständig markiert: schick die übrigen Zeilen später noch einmal.',
  'list.job.nothing': 'Keine Zeile konnte nachgeschlagen werden: schick die Liste später noch einmal.',
  'list.job.partialTitle': 'Controller für deine Liste (unvollständig: {done} von {total} Zeilen)',
  'list.inDm':
    'Diese {count} Geräte sind eine Liste: ich schlage sie in unseren Direktnachrichten nach, mit einer CSV-Datei.',
  'list.failed':
    'Beim Suchen deiner Liste ist etwas schiefgegangen, tut mir leid. Bitte schick sie noch einmal.',
  'list.uploadFailed':
    'Ich konnte die CSV-Datei hier nicht anhängen. Bitte die Person, die diese App betreut, Datei-Uploads zu erlauben.',
  'list.tooLarge':
    'Diese Liste hat {count} Zeilen; ich nehme höchstens {max} auf einmal. Bitte teile sie auf und schick die Teile einzeln.',
  'list.accepts':
    'Ich lese Gerätelisten, die in eine Nachricht eingefügt sind (ein Gerät pro Zeile), oder Dateien im Format `.csv`, `.tsv`, `.txt` oder `.xlsx`, bis zu {max} Zeilen und {size}.',
  'list.fileTooLarge': 'Diese Datei ist zu groß für mich.',
  'list.notAList': 'Diese Art von Datei kann ich nicht lesen.',
  'list.noLines':
    'Ich habe in dieser Datei keine Geräte gefunden: Schreib ein Gerät pro Zeile (Marke und Modell), gern mit einer Mengenspalte.',
  'list.unreadable': 'Ich konnte diese Datei nicht als Liste lesen.',
  'list.tooLargeToRead':
    'Diese Datei ist zu groß zum Lesen: Entpackt enthält sie weit mehr als eine Geräteliste.',
  'list.fileUnavailable':
    'Ich konnte diese Datei nicht aus Slack herunterladen. Bitte teile sie noch einmal.',
  'file.withheld':
    'Slack hat mich eine hier geteilte Datei nicht öffnen lassen: Eine Datei aus einer anderen Organisation (Slack Connect) kann für Apps gesperrt sein. Füge ihre Zeilen in eine Nachricht ein oder teile die Datei aus deinem eigenen Workspace.',
  'list.modal.title': 'Geräteliste',
  'list.modal.lines': 'Geräte, eines pro Zeile',
  'list.modal.hint':
    'Marke und Modell, gern mit Menge: 3 x Daikin FTXM25R. Tabellenzeilen kannst du unverändert einfügen.',
  'list.modal.type': 'Controller-Typ (optional)',
  'list.modal.submit': 'Suchen',
  'list.modal.noLines': 'Gib mindestens ein Gerät (Marke und Modell) pro Zeile an.',

  'photo.reading': 'Ich lese das Foto …',
  'photo.readFrom': 'Vom Foto gelesen: {model}',
  'photo.readFromBrand': 'Vom Foto gelesen: {model}, {brand}',
  'photo.noModel':
    'Ich konnte auf diesem Bild kein Modell lesen: Schick ein schärferes Foto des Typenschilds, von vorn aufgenommen.',
  'photo.timeout':
    'Das Lesen dieses Bildes hat zu lange gedauert: Schick ein schärferes Foto des Typenschilds, von vorn aufgenommen.',
  'photo.notImage':
    'Ich kann diese Datei nicht als Bild lesen: Schick ein JPEG-, PNG-, WebP- oder HEIC-Foto des Typenschilds.',
  'photo.tooLarge':
    'Dieses Bild ist zu groß für mich (höchstens {size}): Schick ein kleineres Foto des Typenschilds.',
  'photo.unavailable': 'Ich konnte dieses Bild nicht aus Slack herunterladen. Bitte teile es noch einmal.',
  'photo.job.storeDown':
    'Ich kann gerade keine Fotos lesen: dein Bild konnte nicht zur Bearbeitung gespeichert werden. Schick es in ein paar Minuten noch einmal.',
  'photo.notInChannel':
    'Ich kann keine Dateien in einem Channel öffnen, in dem ich nicht bin. Lade mich mit `/invite @Controller Finder` ein und versuche es erneut, oder schick mir das Foto in einer Direktnachricht.',
  'photo.failed': 'Beim Lesen dieses Bildes ist etwas schiefgegangen. Bitte schick es noch einmal.',
  'photo.didYouMean':
    'Ich habe *{model}* auf dem Typenschild gelesen, aber kein Gerät mit diesem Code gefunden: Meintest du eines der Geräte unten? Wähle eines nur, wenn es das Gerät auf dem Schild ist.',
  'photo.retake':
    'Damit ich es lesen kann, fotografiere das Schild noch einmal: näher, sodass es den größten Teil des Bildes füllt; gerade von vorn; ohne hellen Fleck darauf (Blitz aus, oder geh etwas zur Seite, weg von Lampe oder Fenster); und halte das Handy bei gutem Licht ruhig.',

  'demo.pick': 'Gib die Nummer ein, um eines auszuwählen.',
  'demo.pickRange': 'Wähle eine Nummer von 1 bis {count}.',
  'demo.inSlack.menus':
    'In Slack öffnet `/controller` allein Menüs für Typ, Marke und Modell; hier gib eine Marke und ein Modell ein, z. B. `daikin ftxm25r`.',
  'demo.inSlack.settings':
    'In Slack wählt `/controller settings` (oder der Tab *Home* der App) deinen Markt, deine Sprache und deinen Standard-Controller-Typ; hier füge `market:{market}` oder `lang:fr` zu einer Frage hinzu, oder starte die Demo mit `--market` und `--locale`.',
  'demo.inSlack.list':
    'In Slack öffnet `/controller list` ein Feld zum Einfügen einer Geräteliste (oder füge die Liste ein oder teile eine Datei in einer Direktnachricht an die App); hier frage nach bis zu 5 Geräten auf einmal.',
  'demo.inSlack.refresh':
    'In Slack lesen Admins mit `/controller refresh` den Katalog neu in die Kopie der App ein; die Demo liest den Katalog selbst.',
  'demo.inSlack.report':
    'In Slack erhalten Admins den Bericht zu Kataloglücken mit `/controller report` oder auf dem Tab *Home* der App; die Demo speichert keine Suchen für einen Bericht.',

  'report.title': 'Kataloglücken und Nutzung, letzte {days} Tage',
  'report.lookups': 'Suchen',
  'report.users': 'Verschiedene Nutzer',
  'report.answered': 'Sofort beantwortet',
  'report.choices': 'Auswahl nötig',
  'report.gaps': '*Angefragte Geräte, die der Katalog nicht beantworten konnte*',
  'report.noGaps': 'Keine: Jedes angefragte Gerät wurde gefunden.',
  'report.brands': '*Am häufigsten angefragte Marken*',
  'report.export': 'Lückenbericht exportieren (CSV)',
  'report.sent': 'Der Lückenbericht ist auf dem Weg in unsere Direktnachrichten.',
  'report.adminsOnly': 'Berichte sind den Admins dieser App vorbehalten.',
  'report.fileTitle': 'Bericht zu Kataloglücken',
  'report.csv.figure': 'Kennzahl',
  'report.csv.value': 'Wert',
  'report.csv.code': 'Modellcode',
  'report.csv.model': 'Modell wie angefragt',
  'report.csv.count': 'Anzahl Anfragen',
  'report.csv.markets': 'Märkte',
  'report.csv.since': 'Seit',
  'report.markedRight': 'Als richtig markierte Antworten',
  'report.markedWrong': 'Als falsch markierte Antworten',
  'report.wrongAnswers':
    '*Als falsch markierte Antworten* (für den Anbieter des Katalogs: ein falscher Eintrag oder eine schlechte Zuordnung)',
  'report.noWrongAnswers': 'Keine.',
  'report.status.markedWrong': 'Antwort als falsch markiert',
  'report.csv.skus': 'Angezeigte Artikelnummern',
  'report.csv.question': 'Frage wie gestellt',
  'feedback.right.label': 'Diese Antwort ist richtig',
  'feedback.wrong.label': 'Diese Antwort ist falsch',
  'feedback.thanks.right': 'Danke für die Rückmeldung.',
  'feedback.thanks.wrong':
    'Danke: Die Admins sehen diese Antwort als falsch markiert in ihrem Lückenbericht.',

  'agent.prompts.title': 'Was kann ich für dich finden?',
  'agent.prompt.unit': 'Den Controller für ein Gerät finden',
  'agent.prompt.list': 'Eine Projektliste prüfen',
  'agent.prompt.list.message': 'Wie prüfe ich eine Projektliste?',
  'agent.prompt.photo': 'Ein Typenschild-Foto lesen',
  'agent.prompt.photo.message': 'Wie schicke ich ein Foto des Typenschilds?',
  'agent.howTo.list':
    '*Eine Projektliste prüfen*\n• Füge die Liste hier ein, ein Gerät pro Zeile (auch Tabellenzeilen), mit einer Menge, wo du willst: `3 x Daikin FTXM25R`\n• Oder teile hier eine Datei im Format `.csv`, `.tsv`, `.txt` oder `.xlsx`\n• Du bekommst die Zahlen und eine CSV-Datei: die SKU jeder Zeile und die Gesamtmenge pro SKU',
  'agent.howTo.photo':
    '*Ein Typenschild-Foto lesen*\n• Mach ein scharfes Foto vom Typenschild des Innengeräts, gerade von vorn\n• Schick es hierher: JPEG, PNG, WebP oder HEIC vom Handy\n• Ich lese das Modell ab und antworte, als hättest du es eingetippt',
  'agent.status.lookingUp': 'Suche {text}…',
  'agent.status.list': 'Prüfe deine Liste…',
  'agent.status.files': 'Lese, was du geteilt hast…',
  'agent.title.files': 'Geteilte Datei',
  'agent.share.done': 'In {channel} geteilt.',
  'agent.share.noChannel': 'Öffne mich neben einem Channel, um eine Antwort dort zu teilen.',
  'agent.share.notMember':
    'Du bist nicht Mitglied von {channel}, deshalb habe ich die Antwort dort nicht geteilt.',
  'agent.share.onlyYou':
    'Ich habe die Antwort in {channel} nur dir gezeigt: Ich konnte nicht prüfen, ob du dort posten darfst.',
  'agent.share.failed':
    'Ich konnte nicht in {channel} posten: füge mich diesem Channel hinzu und tippe dann noch einmal auf *Im Channel teilen*.',

  'workflow.summary.noUnit': 'Kein Gerät angegeben: nenne Marke und Modell, z. B. Daikin FTXM25R.',
  'workflow.summary.choose':
    'Mehrere Geräte passen: {units}. Führe den Schritt mit dem vollständigen Modell eines davon erneut aus.',
  'workflow.summary.notFound': 'Kein Gerät des Katalogs passt.',
  'workflow.summary.notSold': 'Im Markt {market} nicht verkauft.',
  'workflow.summary.notSoldUnit': '{unit}: im Markt {market} nicht verkauft.',
  'workflow.summary.unavailable':
    'Der Katalog hat nicht geantwortet: führe den Schritt gleich noch einmal aus.',
  'workflow.summary.unknownMarket': 'Der Markt {market} ist hier nicht aktiviert. Märkte: {markets}.',
  'workflow.summary.unknownLanguage': 'Der Katalog kennt die Sprache {locale} im Markt {market} nicht.',
  'workflow.summary.warnings': 'Warnhinweise',
  'workflow.fail.notText': 'Das Gerät muss Text sein: Marke und Modell, z. B. Daikin FTXM25R.',
  'workflow.fail.error': 'Der Schritt konnte das Gerät nicht nachschlagen. Führe ihn gleich noch einmal aus.',
  'workflow.fail.completeRefused':
    'Slack hat die Ausgaben des Schritts nicht angenommen ({code}). Führe ihn gleich noch einmal aus.',
  'workflow.fail.completeFailed':
    'Der Schritt konnte seine Ausgaben nicht an Slack übergeben. Führe ihn gleich noch einmal aus.',
  'brands.intro': 'Marken im Markt {market}: {brands}.',
  'brands.none':
    'Ich konnte die Marken des Markts {market} gerade nicht auflisten: versuch es gleich noch einmal.',
  'whichModel.series': 'Ihre Serien: {series}.',
  greeting:
    'Hallo! Gib Marke und Modell eines Innengeräts ein, z. B. `daikin ftxm25r`, und ich sage dir, welchen Controller (SKU) du verkaufst. `hilfe` sagt mehr.',
  'sample.notice': 'Beispielkatalog: nicht für Bestellungen.',
  'demo.switched': 'Jetzt Markt {market}, Sprache {language}.',
  'demo.help':
    '*Frag mit Marke und Modell*, z. B. `daikin ftxm25r`. Füge einen Typ wie `wifi` hinzu für nur einen Controller-Typ. Mehrere Geräte: durch Kommas trennen.\n`marken` listet die Marken des Markts; eine Marke allein ihre Serien.\n`market:{market}` oder `lang:fr` allein wechseln diese Sitzung; in einer Frage nur für diese Frage, z. B. `daikin ftxm25r market:{market} lang:fr`. Märkte: {markets}.\nEine Zahl wählt eine der aufgelisteten Optionen; `quit` oder `exit` beendet.\nNur in Slack: Menüs, Einstellungen, Gerätelisten mit ihrer CSV, In Kanal teilen und der Lückenbericht.',
  'demo.menusInSlack': '(In Slack wählen hier Menüs Typ, Marke und Modell.)',
  'demo.notFound.hint':
    'Prüf die Schreibweise, oder gib `marken` für die Marken des Markts ein (in Slack öffnet `/controller` allein die Menüs).',
  'demo.ask': 'Frag mit Marke und Modell, z. B. `daikin ftxm25r`. `hilfe` sagt mehr.',

  'context.asOf': 'aus der Katalogkopie der App, Stand {when}',
  'copy.digest.title': 'Katalogänderungen im Markt {market}',
  'copy.digest.counts':
    'Geräte hinzugefügt: {added} · entfernt: {removed} · mit anderer SKU: {skus} · mit anderen Warnhinweisen: {warnings}',
  'copy.digest.more': '…und {count} weitere: alle Änderungen stehen in der CSV.',
  'copy.digest.fileTitle': 'Katalogänderungen, Markt {market}',
  'copy.change.added': 'hinzugefügt',
  'copy.change.removed': 'entfernt',
  'copy.change.warnings': 'Warnhinweise',
  'copy.csv.brand': 'Marke',
  'copy.csv.unit': 'Gerät',
  'copy.csv.change': 'Änderung',
  'copy.csv.type': 'Controller-Typ',
  'copy.csv.before': 'Vorher',
  'copy.csv.after': 'Nachher',
  'copy.refresh.started':
    'Ich lese den Katalog jetzt neu ein und sage dir, was sich geändert hat, sobald ich fertig bin.',
  'copy.refresh.joined':
    '{admin} hat schon eine Aktualisierung angestoßen, die gerade läuft. Eine zweite wird nicht gestartet; was sich geändert hat, erfährt {admin}.',
  'copy.refresh.adminsOnly': 'Die Katalogkopie zu aktualisieren ist den Admins dieser App vorbehalten.',
  'copy.refresh.off': 'Diese App hält keine Katalogkopie: jede Antwort liest den Katalog selbst.',
  'copy.refresh.done': 'Die Katalogkopie ist aktualisiert.',
  'copy.refresh.market': 'Markt {market}: {counts}',
  'copy.refresh.unchanged': 'Markt {market}: nichts hat sich geändert.',
  'copy.refresh.failed':
    'Die Aktualisierung des Katalogs ist fehlgeschlagen: Antworten kommen weiter aus der vorherigen Kopie.',
  'copy.home.digest': '*Letzte Katalogänderungen*',
  'copy.home.noDigest': 'Keine Katalogänderung seit die Kopie angelegt wurde.',
  'watch.footer': 'Ich beobachte diese Liste bis {date}: Ändert der Katalog sie, sage ich es Ihnen.',
  'watch.openList': 'Als Slack-Liste öffnen',
  'watch.openIncompleteList': 'Die Slack-Liste öffnen (unvollständig: {done} von {total} Zeilen)',
  'watch.listRemoved':
    'Die Slack-Liste konnte nicht fertiggestellt werden und wurde entfernt; die CSV enthält alle Zeilen.',
  'watch.incompleteName': '{name} (unvollständig)',
  'watch.stop': 'Nicht mehr beobachten',
  'watch.stopped': 'Ich beobachte diese Liste nicht mehr.',
  'watch.notYours': 'Nur wer diese Liste geschickt hat, kann die Beobachtung beenden.',
  'watch.notWatched': 'Diese Liste wird nicht mehr beobachtet.',
  'watch.changed': {
    one: 'Der Katalog hat {count} Zeile Ihrer Liste geändert:',
    other: 'Der Katalog hat {count} Zeilen Ihrer Liste geändert:',
  },
  'watch.note.gone': 'nicht mehr im Katalog',
  'watch.note.typeGone': '{type} nicht mehr angeboten ({before})',
  'watch.note.typeNew': '{type} jetzt angeboten: {after}',
  'watch.note.warning': 'neuer Hinweis: {warning}',
  'watch.note.warningGone': 'Hinweis entfallen: {warning}',
  'watch.more': '…und {count} weitere: Die CSV enthält alle Zeilen.',
  'watch.fileTitle': 'Controller für Ihre Liste, aktualisiert',
  'watch.csv.changed': 'Geändert',
  'watch.csv.changedMark': 'geändert',
  'watch.home.title': '*Beobachtete Listen*',
  'watch.home.none': 'Keine Ihrer Listen wird beobachtet.',
  'watch.home.dm': '{name} · bis {date}',
  'watch.home.channel': 'Eine Liste in einem Kanal · bis {date}',
  'sku.fits': {
    one: '*{sku}* passt zu {count} Gerät im Markt {market}:',
    other: '*{sku}* passt zu {count} Geräten im Markt {market}:',
  },
  'sku.series': 'Serie {series}',
  'sku.more': {
    one: '…und {count} weiteres Gerät: alle stehen in der CSV.',
    other: '…und {count} weitere Geräte: alle stehen in der CSV.',
  },
  'sku.elsewhere': '*{sku}* wird im Markt {market} nicht verkauft. Es wird in {markets} verkauft.',
  'sku.notReference': '*{text}* ist hier keine Controller-Referenz.',
  'sku.fileTitle': 'Geräte für {sku}, Markt {market}',
  'mcp.notFromSlack':
    'Dieses Tool antwortet nur Slack-Nutzern: Der Aufruf muss von Slack (Slackbot) kommen und seinen Nutzer nennen.',
  'mcp.types': 'Controller-Typen im Markt {market}: {types}.',
  'mcp.skuFirst':
    'Die ersten {shown} von {count} Geräten sind aufgeführt: `/controller {sku}` liefert alle als CSV.',
  'mcp.listOrder': 'Bestellübersicht',
};
