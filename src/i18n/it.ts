import type { Messages } from './types.js';

/** Italian messages. */
export const it: Messages = {
  'app.name': 'Controller Finder',

  'help.intro': 'Ti dico quale controller (SKU) vendere per un’unità interna di climatizzazione.',
  'help.ask':
    '*Chiedi con una marca e un modello*\n• `/controller daikin ftxm25r`\n• `/controller wifi daikin ftxm25r` per un solo tipo di controller\n• `/controller` da solo apre i menu: tipo, marca, modello\n• `/controller` e il codice (SKU) di un controller: le unità a cui si adatta',
  'help.elsewhere':
    '*Ovunque in Slack*\n• Su qualsiasi messaggio (l’e-mail di un cliente, un ticket), scegli *Altre azioni → Find controller*\n• Mandami un messaggio diretto con una marca e un modello\n• Menzionami in un canale e rispondo nel thread',
  'help.lists':
    '*Elenchi di unità*\n• Incolla un elenco in un messaggio diretto o in una menzione, un’unità per riga (anche righe di un foglio di calcolo), oppure condividi un file `.csv`, `.tsv`, `.txt` o `.xlsx`\n• `/controller list` apre una casella in cui incollarlo\n• Ricevi i conteggi e un file CSV: lo SKU di ogni riga e la quantità totale per SKU. Aggiungi un tipo come `wifi` per avere un solo SKU per riga',
  'help.replies':
    'Le risposte sono visibili solo a te finché non premi *Condividi nel canale*. `/controller help` mostra questo messaggio.',
  'help.openMenus': 'Apri i menu',
  'help.settings':
    '*Mercati e lingue*\n• `/controller settings` sceglie il tuo mercato, la tua lingua e il tipo di controller predefinito (anche nella mia scheda *Home*)\n• Aggiungi `market:{market}` o `lang:en` in qualsiasi punto di una domanda per cambiarli solo per quella domanda, ad es. `/controller daikin ftxm25r market:{market} lang:en`\n• Mercati: {markets}',

  'status.lookingUp': 'Sto cercando…',
  'status.error': 'Qualcosa è andato storto da parte mia. Riprova tra un momento.',
  'status.more': '…e altri {count}',
  'format.labelled': '{label}: {value}',

  'answer.controllers': 'Controller da vendere per {unit}',
  'answer.protocol': 'Protocollo: {name}',
  'answer.closestMatch': 'Corrispondenza più vicina a *{text}*: verifica la sigla del modello.',
  'answer.differentUnit': 'Hai chiesto *{asked}*; questa è *{unit}*, un’unità diversa.',
  'answer.noRows': 'Nessun tipo di controller di questo mercato funziona con questa unità.',
  'answer.variants': {
    one: 'Gli stessi controller per questa variante.',
    other: 'Gli stessi controller per ciascuna di queste {count} varianti.',
  },
  'answer.cooling': 'Raffrescamento',
  'answer.heating': 'Riscaldamento',
  'answer.airflow': 'Portata d’aria',
  'answer.additionalInfo': 'Informazioni aggiuntive',
  'answer.share': 'Condividi nel canale',

  'context.searched': 'Ricerca: {text}',
  'context.market': 'Mercato {market}',
  'context.language': 'Lingua {language}',
  'context.stale': 'dalla cache, potrebbe non essere aggiornato',
  'context.contentFallback':
    'Il catalogo non ha contenuti in italiano per il mercato {market}: nomi e note sono in {content}.',
  'context.sharedBy': 'Condiviso da {user}',

  'choices.intro': {
    one: '*{text}* corrisponde a questa unità. È quella che intendi?',
    other: '{count} unità corrispondono a *{text}*. Quale intendi?',
  },
  'choices.series': {
    one: '{count} unità {brand} inizia con *{text}*. È quella che intendi?',
    other: '{count} unità {brand} iniziano con *{text}*. Quale intendi?',
  },
  'choices.more': {
    one: '{count} altra unità non è in elenco: digita più caratteri del codice o apri i menu.',
    other: 'Altre {count} unità non sono in elenco: digita più caratteri del codice o apri i menu.',
  },
  'choices.sameControllers': 'Queste unità usano gli stessi controller, qualunque sia:',
  'choices.warningsDiffer': 'Le loro avvertenze sono diverse: scegli la tua per vederle.',
  'choices.noController': 'nessun controller in questo mercato',

  'several.intro': {
    one: 'La tua domanda nomina {count} unità:',
    other: 'La tua domanda nomina {count} unità, ognuna con la sua risposta qui sotto:',
  },
  'several.more': {
    one: 'Nomini {count} altra unità: invia le unità come elenco (una per riga, o un file) per averle tutte, con un CSV.',
    other:
      'Nomini altre {count} unità: invia le unità come elenco (una per riga, o un file) per averle tutte, con un CSV.',
  },

  'notFound.noBrand': 'Non trovo nessuna marca conosciuta in *{text}*.',
  'notFound.noModel':
    'Non trovo *{text}* tra le unità con un controller nel mercato {market}. L’unità potrebbe esistere senza controller qui, oppure il codice potrebbe contenere un errore.',
  'notFound.noCompatibleType': 'Nessun tipo di controller di questo mercato funziona con *{text}*.',
  'notFound.emptyQuery': 'Indicami una marca e un modello, ad esempio `/controller daikin ftxm25r`.',
  'notFound.suggestions':
    'Altre unità con un codice simile. Ognuna è un’unità diversa da quella che hai chiesto:',
  'notFound.hint':
    'Controlla l’ortografia, oppure digita `/controller` da solo per sfogliare marche e modelli.',

  'typeNotOffered.intro': '*{type}* non è offerto nel mercato {market}.',
  'typeNotOffered.offered': 'Offerti qui: {types}',
  'typeNotOffered.none': 'Questo mercato non offre alcun tipo di controller.',

  'otherMarkets.intro':
    '*{unit}* è venduta in {markets}, non in {market}: qui non c’è un controller da vendere per questa unità.',
  'otherMarkets.ask': 'Per chiedere lì, aggiungi il mercato alla domanda: `{example}`',
  'whichModel.intro':
    'Quale modello *{brands}*? Sceglilo qui sotto, oppure digita la marca con il codice del modello.',

  'stillLearning.intro':
    'Sto ancora leggendo il catalogo, quindi non posso ancora trovare *{text}* senza la marca. Aggiungi la marca (ad esempio `daikin ftxm25r`) o riprova tra un minuto.',

  'unavailable.timeout': 'Il catalogo non ha risposto in tempo. Riprova tra un momento.',
  'unavailable.unauthorized':
    'Il catalogo ha rifiutato le nostre credenziali. Avvisa chi gestisce questa app.',
  'unavailable.rateLimited': 'Il catalogo è occupato in questo momento. Riprova tra un minuto.',
  'unavailable.rejected':
    'Il catalogo non ha accettato il mercato {market} con la lingua {locale}. Avvisa chi gestisce questa app.',
  'unavailable.other': 'Il catalogo non è raggiungibile al momento. Riprova tra un momento.',

  'menu.intro': 'Scegli un tipo di controller, poi una marca, poi un modello.',
  'menu.type': 'Tipo di controller',
  'menu.allTypes': 'Tutti i tipi',
  'menu.brand': 'Marca',
  'menu.model': 'Modello',
  'menu.modelOfBrand': 'Modello ({brand})',
  'menu.typePlaceholder': 'Scegli un tipo',
  'menu.brandPlaceholder': 'Digita per cercare una marca',
  'menu.modelPlaceholder': 'Digita per cercare un modello',
  'menu.chooseBrandFirst': 'Scegli prima una marca',
  'menu.noTypes': 'Nel mercato {market} non è offerto alcun tipo di controller.',

  'shortcut.noText':
    'Quel messaggio non contiene testo che io possa leggere. Prova invece `/controller daikin ftxm25r` con la tua marca e il tuo modello.',
  'shortcut.title': 'Trova controller',
  'shortcut.query': 'Marca e modello',
  'shortcut.queryPlaceholder': 'ad es. daikin ftxm25r',
  'shortcut.submit': 'Cerca',
  'shortcut.close': 'Chiudi',

  'override.unknownMarket': 'Il mercato *{market}* non è abilitato qui. Mercati che puoi usare: {markets}.',
  'override.unknownLanguage':
    'La lingua *{language}* non è disponibile qui. Lingue che puoi usare: {languages}.',

  'settings.title': 'Impostazioni',
  'settings.submit': 'Salva',
  'settings.cancel': 'Annulla',
  'settings.intro': 'Scegli il tuo mercato, la tua lingua e un tipo di controller predefinito.',
  'settings.open': 'Modifica impostazioni',
  'settings.market': 'Mercato',
  'settings.marketHint': 'Il catalogo che risponde: i suoi tipi di controller, le unità e gli SKU.',
  'settings.language': 'Lingua',
  'settings.languageHint': 'Lingua dei miei messaggi e dei nomi e delle descrizioni del catalogo.',
  'settings.languageAuto': 'Automatica (la mia lingua di Slack)',
  'settings.defaultType': 'Tipo di controller predefinito',
  'settings.defaultTypeHint': 'Usato quando una domanda non indica un tipo di controller.',
  'settings.defaultTypeNone': 'Nessuno (tutti i tipi)',
  'settings.typesUnavailable':
    'Non è stato possibile caricare ora i tipi di controller del mercato {market}.',
  'settings.typeNotInMarket':
    'Il mercato {market} non offre questo tipo di controller. Scegline un altro o Nessuno.',
  'settings.typesUnchecked':
    'Non è stato possibile verificare ora i tipi di controller del mercato {market}. Scegli Nessuno o riprova.',
  'settings.unknownMarket': 'Scegli uno dei mercati dell’elenco.',
  'settings.tip':
    'Solo una domanda in un altro mercato o in un’altra lingua? Aggiungi `market:{market}` o `lang:en`.',
  'settings.saved':
    'Impostazioni salvate: mercato *{market}*, lingua *{language}*, tipo di controller predefinito *{type}*.',
  'settings.saveFailed': 'Non sono riuscito a salvare le tue impostazioni. Riprova tra un momento.',

  'home.settings': '*Le tue impostazioni*',
  'home.market': 'Mercato: *{market}*',
  'home.language': 'Lingua: *{language}*',
  'home.languageAuto': 'Automatica, ora {language}',
  'home.defaultType': 'Tipo di controller predefinito: *{type}*',
  'home.recent': '*Le tue ultime ricerche*',
  'home.noRecent': 'Ancora nessuna ricerca. Prova `/controller daikin ftxm25r`.',
  'home.howTo': '*Come chiedere*',

  'recent.choices': { one: '{count} unità possibile', other: '{count} unità possibili' },
  'recent.skus': { one: '{count} SKU', other: '{count} SKU' },
  'recent.notFound': 'non trovata',
  'recent.typeNotOffered': '{type} non offerto',
  'recent.stillLearning': 'catalogo ancora in caricamento',
  'recent.unavailable': 'catalogo non disponibile',
  'recent.whichModel': 'quale modello {brands}?',
  'recent.otherMarkets': 'venduta solo in {markets}',
  'recent.photoNoModel': 'nessun modello letto sulla foto',
  'recent.photoUnread': 'foto non letta',

  'list.csv.line': 'Riga',
  'list.csv.typed': 'Testo inserito',
  'list.csv.quantity': 'Quantità',
  'list.csv.brand': 'Marca',
  'list.csv.model': 'Modello',
  'list.csv.type': 'Tipo di controller',
  'list.csv.sku': 'SKU',
  'list.csv.status': 'Stato',
  'list.csv.candidates': 'Candidati',
  'list.csv.warnings': 'Avvertenze',
  'list.csv.summary': 'Riepilogo ordine',
  'list.csv.summary.sku': 'SKU',
  'list.csv.summary.type': 'Tipo di controller',
  'list.csv.summary.total': 'Quantità totale',
  'list.csv.summary.lines': 'Righe',
  'list.csv.status.answered': 'trovata',
  'list.csv.status.check': 'da verificare',
  'list.csv.status.choose': 'da scegliere',
  'list.csv.status.notFound': 'non trovata',
  'list.csv.status.notSold': 'non venduta in questo mercato',
  'list.csv.status.unavailable': 'nessuna risposta dal catalogo',
  'list.warn.closest': 'Corrispondenza più vicina al testo inserito: verifica il modello',
  'list.warn.nearest': 'Più vicine: {units}',
  'list.warn.typeNotOffered': '{type} non è offerto nel mercato {market}',
  'list.warn.unavailable': 'Il catalogo non ha risposto: cerca di nuovo questa riga',
  'list.title': { one: 'Elenco di {count} unità', other: 'Elenco di {count} unità' },
  'list.working': {
    one: 'Sto cercando il tuo elenco di {count} unità…',
    other: 'Sto cercando il tuo elenco di {count} unità…',
  },
  'list.progress': 'Cercate {done} su {total}…',
  'list.counts.answered': { one: '{count} trovata', other: '{count} trovate' },
  'list.counts.check': { other: '{count} da verificare (corrispondenza più vicina)' },
  'list.counts.choose': { other: '{count} da scegliere' },
  'list.counts.notFound': { one: '{count} non trovata', other: '{count} non trovate' },
  'list.counts.notSold': {
    one: '{count} non venduta in questo mercato',
    other: '{count} non vendute in questo mercato',
  },
  'list.counts.unavailable': '{count} senza risposta dal catalogo',
  'list.attention': '*Righe che richiedono attenzione*',
  'list.line': 'Riga {number}',
  'list.status.check': 'corrispondenza più vicina {unit}: verifica la sigla del modello',
  'list.status.choose': 'da scegliere: {units}',
  'list.status.notFound': 'non trovata',
  'list.status.notSold': 'non venduta in questo mercato',
  'list.status.unavailable': 'il catalogo non ha risposto, riprova',
  'list.more': '…e altre {count} nel file',
  'list.file':
    'Il file CSV ha una riga per ogni riga dell’elenco e il riepilogo ordine (quantità totale per SKU).',
  'list.typeHint':
    'Alla maggior parte delle unità si adattano diversi tipi di controller: indicane uno con l’elenco (ad esempio `wifi`) per avere un solo SKU per riga.',
  'list.fileTitle': 'Controller per il tuo elenco',
  'list.job.storeDown':
    'Ora non posso accettare elenchi: il tuo elenco non è stato salvato per lavorarci. Invialo di nuovo tra qualche minuto.',
  'list.job.failed': {
    one: 'Non sono riuscito a finire il tuo elenco di {count} unità: qualcosa ha continuato a non funzionare da parte mia.',
    other:
      'Non sono riuscito a finire il tuo elenco di {count} unità: qualcosa ha continuato a non funzionare da parte mia.',
  },
  'list.job.catalogueDown': {
    one: 'Non sono riuscito a finire il tuo elenco di {count} unità: il catalogo non ha risposto troppo a lungo.',
    other:
      'Non sono riuscito a finire il tuo elenco di {count} unità: il catalogo non ha risposto troppo a lungo.',
  },
  'list.job.partial':
    'Le {done} righe su {total} già cercate sono nel file qui sotto, segnato come parziale: invia di nuovo le altre righe più tardi.',
  'list.job.nothing': 'Non è stato possibile cercare nessuna riga: invia di nuovo l’elenco più tardi.',
  'list.job.partialTitle': 'Controller per il tuo elenco (parziale: {done} righe su {total})',
  'list.inDm': 'Queste {count} unità sono un elenco: le cerco nei nostri messaggi diretti, con un file CSV.',
  'list.failed': 'Qualcosa è andato storto durante la ricerca del tuo elenco, mi dispiace. Invialo di nuovo.',
  'list.uploadFailed':
    'Non sono riuscito ad allegare qui il file CSV. Chiedi a chi gestisce questa app di consentire il caricamento di file.',
  'list.tooLarge':
    'Quell’elenco ha {count} righe; ne accetto al massimo {max} alla volta. Dividilo e invia le parti.',
  'list.accepts':
    'Leggo elenchi di unità incollati in un messaggio (un’unità per riga) o in file `.csv`, `.tsv`, `.txt` o `.xlsx`, fino a {max} righe e {size}.',
  'list.fileTooLarge': 'Quel file è troppo grande per me.',
  'list.notAList': 'Non so leggere questo tipo di file.',
  'list.noLines':
    'Non ho trovato unità in quel file: metti un’unità per riga (marca e modello), con una colonna della quantità se vuoi.',
  'list.unreadable': 'Non sono riuscito a leggere quel file come elenco.',
  'list.tooLargeToRead':
    'Quel file è troppo grande da leggere: decompresso, contiene molto più di un elenco di unità.',
  'list.fileUnavailable': 'Non sono riuscito a scaricare quel file da Slack. Condividilo di nuovo.',
  'file.withheld':
    'Slack non mi ha permesso di aprire un file condiviso qui: un file di un’altra organizzazione (Slack Connect) può essere chiuso alle app. Incolla le sue righe in un messaggio o condividi il file dal tuo workspace.',
  'list.modal.title': 'Elenco di unità',
  'list.modal.lines': 'Unità, una per riga',
  'list.modal.hint':
    'Marca e modello, con una quantità se vuoi: 3 x Daikin FTXM25R. Le righe di un foglio di calcolo si possono incollare così come sono.',
  'list.modal.type': 'Tipo di controller (facoltativo)',
  'list.modal.submit': 'Cerca',
  'list.modal.noLines': 'Inserisci almeno un’unità (marca e modello) per riga.',

  'photo.reading': 'Sto leggendo la foto…',
  'photo.readFrom': 'Letto dalla foto: {model}',
  'photo.readFromBrand': 'Letto dalla foto: {model}, {brand}',
  'photo.noModel':
    'Non sono riuscito a leggere un modello in questa immagine: invia una foto più nitida della targhetta dati, scattata frontalmente.',
  'photo.timeout':
    'La lettura di questa immagine ha richiesto troppo tempo: invia una foto più nitida della targhetta dati, scattata frontalmente.',
  'photo.notImage':
    'Non riesco a leggere questo file come immagine: invia una foto JPEG, PNG, WebP o HEIC della targhetta dati.',
  'photo.tooLarge':
    'Quell’immagine è troppo grande per me (al massimo {size}): invia una foto più piccola della targhetta dati.',
  'photo.unavailable': 'Non sono riuscito a scaricare quell’immagine da Slack. Condividila di nuovo.',
  'photo.job.storeDown':
    'Ora non posso leggere foto: la tua immagine non è stata salvata per lavorarci. Inviala di nuovo tra qualche minuto.',
  'photo.notInChannel':
    'Non posso aprire i file di un canale in cui non sono presente. Invitami con `/invite @Controller Finder` e riprova, oppure inviami la foto in un messaggio diretto.',
  'photo.failed': 'Qualcosa è andato storto durante la lettura di questa immagine. Inviala di nuovo.',
  'photo.didYouMean':
    'Ho letto *{model}* sulla targhetta, ma non è un’unità che conosco: intendevi una delle unità qui sotto? Scegline una solo se è l’unità della targhetta.',
  'photo.retake':
    'Per leggerla, rifai la foto: più da vicino, così che la targhetta riempia quasi tutta l’immagine; di fronte; senza riflessi sopra (flash spento, o spostati di lato rispetto alla lampada o alla finestra); tenendo il telefono fermo con una buona luce.',

  'demo.pick': 'Digita il suo numero per sceglierne una.',
  'demo.pickRange': 'Scegli un numero da 1 a {count}.',
  'demo.inSlack.menus':
    'In Slack, `/controller` da solo apre i menu di tipo, marca e modello; qui, scrivi una marca e un modello, ad es. `daikin ftxm25r`.',
  'demo.inSlack.settings':
    'In Slack, `/controller settings` (o la scheda *Home* dell’app) sceglie il tuo mercato, la tua lingua e il tipo di controller predefinito; qui, aggiungi `market:{market}` o `lang:fr` a una domanda, o avvia la demo con `--market` e `--locale`.',
  'demo.inSlack.list':
    'In Slack, `/controller list` apre un riquadro in cui incollare un elenco di unità (oppure incolla l’elenco, o condividi un file, in un messaggio diretto all’app); qui, chiedi fino a 5 unità in una domanda.',
  'demo.inSlack.refresh':
    'In Slack, `/controller refresh` permette agli amministratori di rileggere il catalogo nella copia dell’app; la demo legge il catalogo stesso.',
  'demo.inSlack.report':
    'In Slack, gli amministratori ricevono il report delle lacune del catalogo con `/controller report` o nella scheda *Home* dell’app; la demo non conserva ricerche su cui fare un report.',

  'report.title': 'Lacune del catalogo e utilizzo, ultimi {days} giorni',
  'report.lookups': 'Ricerche',
  'report.users': 'Utenti distinti',
  'report.answered': 'Risposte immediate',
  'report.choices': 'Scelta necessaria',
  'report.gaps': '*Unità richieste a cui il catalogo non ha saputo rispondere*',
  'report.noGaps': 'Nessuna: tutte le unità richieste sono state trovate.',
  'report.brands': '*Marche più richieste*',
  'report.export': 'Esporta lacune (CSV)',
  'report.sent': 'Il report delle lacune sta arrivando nei nostri messaggi diretti.',
  'report.adminsOnly': 'I report sono riservati agli amministratori di questa app.',
  'report.fileTitle': 'Report delle lacune del catalogo',
  'report.csv.figure': 'Indicatore',
  'report.csv.value': 'Valore',
  'report.csv.code': 'Codice modello',
  'report.csv.model': 'Modello richiesto',
  'report.csv.count': 'Volte richiesto',
  'report.csv.markets': 'Mercati',
  'report.csv.since': 'Dal',
  'report.markedRight': 'Risposte segnate come giuste',
  'report.markedWrong': 'Risposte segnate come sbagliate',
  'report.wrongAnswers':
    '*Risposte segnate come sbagliate* (per il fornitore del catalogo: una scheda errata o una corrispondenza sbagliata)',
  'report.noWrongAnswers': 'Nessuna.',
  'report.status.markedWrong': 'risposta segnata come sbagliata',
  'report.csv.skus': 'Codici mostrati',
  'report.csv.question': 'Domanda posta',
  'feedback.right.label': 'Questa risposta è giusta',
  'feedback.wrong.label': 'Questa risposta è sbagliata',
  'feedback.thanks.right': 'Grazie per avermelo detto.',
  'feedback.thanks.wrong':
    'Grazie: gli amministratori vedranno questa risposta segnata come sbagliata nel loro report delle lacune.',

  'agent.prompts.title': 'Cosa posso cercare per te?',
  'agent.prompt.unit': 'Trova il controller di un’unità',
  'agent.prompt.list': 'Controlla l’elenco di un progetto',
  'agent.prompt.list.message': 'Come controllo l’elenco di un progetto?',
  'agent.prompt.photo': 'Leggi la foto di una targhetta',
  'agent.prompt.photo.message': 'Come invio la foto di una targhetta dati?',
  'agent.howTo.list':
    '*Controlla l’elenco di un progetto*\n• Incolla qui l’elenco, un’unità per riga (anche righe di un foglio di calcolo), con una quantità dove vuoi: `3 x Daikin FTXM25R`\n• Oppure condividi qui un file `.csv`, `.tsv`, `.txt` o `.xlsx`\n• Ricevi i conteggi e un file CSV: lo SKU di ogni riga e la quantità totale per SKU',
  'agent.howTo.photo':
    '*Leggi la foto di una targhetta*\n• Scatta una foto nitida della targhetta dati dell’unità interna, ben di fronte\n• Inviala qui: JPEG, PNG, WebP o HEIC da telefono\n• Leggo il modello e rispondo come se l’avessi scritto tu',
  'agent.status.lookingUp': 'Cerco {text}…',
  'agent.status.list': 'Controllo il tuo elenco…',
  'agent.status.files': 'Leggo ciò che hai condiviso…',
  'agent.title.files': 'File condiviso',
  'agent.share.done': 'Condiviso in {channel}.',
  'agent.share.noChannel': 'Aprimi accanto a un canale per condividervi una risposta.',
  'agent.share.notMember': 'Non sei membro di {channel}, quindi non vi ho condiviso la risposta.',
  'agent.share.onlyYou':
    'Ti ho mostrato la risposta in {channel} solo a te: non ho potuto verificare che tu possa pubblicarvi.',
  'agent.share.failed':
    'Non sono riuscito a pubblicare in {channel}: aggiungimi a quel canale, poi premi di nuovo *Condividi nel canale*.',

  'workflow.summary.noUnit': 'Nessuna unità indicata: dai una marca e un modello, ad es. Daikin FTXM25R.',
  'workflow.summary.choose':
    'Corrispondono più unità: {units}. Esegui di nuovo il passaggio con il modello completo di una di esse.',
  'workflow.summary.notFound': 'Nessuna unità del catalogo corrisponde.',
  'workflow.summary.notSold': 'Non venduta nel mercato {market}.',
  'workflow.summary.notSoldUnit': '{unit}: non venduta nel mercato {market}.',
  'workflow.summary.unavailable': 'Il catalogo non ha risposto: esegui di nuovo il passaggio tra un momento.',
  'workflow.summary.unknownMarket': 'Il mercato {market} non è attivo qui. Mercati: {markets}.',
  'workflow.summary.unknownLanguage': 'Il catalogo non conosce la lingua {locale} nel mercato {market}.',
  'workflow.summary.warnings': 'Avvertenze',
  'workflow.fail.notText': 'L’unità deve essere testo: una marca e un modello, ad es. Daikin FTXM25R.',
  'workflow.fail.error': 'Il passaggio non ha potuto cercare l’unità. Eseguilo di nuovo tra un momento.',
  'workflow.fail.completeRefused':
    'Slack non ha accettato le uscite del passaggio ({code}). Eseguilo di nuovo tra un momento.',
  'workflow.fail.completeFailed':
    'Il passaggio non ha potuto consegnare le sue uscite a Slack. Eseguilo di nuovo tra un momento.',
  'brands.intro': 'Marche del mercato {market}: {brands}.',
  'brands.none': 'Non sono riuscito a elencare le marche del mercato {market}: riprova tra un momento.',
  'whichModel.series': 'Le sue serie: {series}.',
  greeting:
    'Ciao! Scrivi la marca e il modello di un’unità interna, ad es. `daikin ftxm25r`, e ti dico quale controller (SKU) vendere. `aiuto` dice di più.',
  'sample.notice': 'Catalogo di esempio: non per ordini.',
  'demo.switched': 'Ora mercato {market}, lingua {language}.',
  'demo.help':
    '*Chiedi con una marca e un modello*, ad es. `daikin ftxm25r`. Aggiungi un tipo come `wifi` per un solo tipo di controller. Più unità: separale con virgole.\n`marche` elenca le marche del mercato; una marca da sola, le sue serie.\n`market:{market}` o `lang:fr` da soli cambiano questa sessione; in una domanda, solo per quella domanda, ad es. `daikin ftxm25r market:{market} lang:fr`. Mercati: {markets}.\nUn numero sceglie una delle opzioni elencate; `quit` o `exit` termina.\nSolo in Slack: menu, impostazioni, elenchi di unità con il loro CSV, Condividi nel canale e il rapporto delle lacune.',
  'demo.menusInSlack': '(In Slack, qui dei menu scelgono tipo, marca e modello.)',
  'demo.notFound.hint':
    'Controlla l’ortografia, o scrivi `marche` per le marche del mercato (in Slack, `/controller` da solo apre i menu).',
  'demo.ask': 'Chiedi con una marca e un modello, ad es. `daikin ftxm25r`. `aiuto` dice di più.',

  'context.asOf': 'dalla copia del catalogo dell’app, aggiornata al {when}',
  'copy.digest.title': 'Modifiche del catalogo nel mercato {market}',
  'copy.digest.counts':
    'Unità aggiunte: {added} · rimosse: {removed} · con un altro SKU: {skus} · con altre avvertenze: {warnings}',
  'copy.digest.more': '…e altre {count}: tutte le modifiche sono nel CSV.',
  'copy.digest.fileTitle': 'Modifiche del catalogo, mercato {market}',
  'copy.change.added': 'aggiunta',
  'copy.change.removed': 'rimossa',
  'copy.change.warnings': 'avvertenze',
  'copy.csv.brand': 'Marca',
  'copy.csv.unit': 'Unità',
  'copy.csv.change': 'Modifica',
  'copy.csv.type': 'Tipo di controller',
  'copy.csv.before': 'Prima',
  'copy.csv.after': 'Dopo',
  'copy.refresh.started': 'Rileggo il catalogo adesso. Ti dirò cosa è cambiato quando ho finito.',
  'copy.refresh.joined':
    '{admin} ha già chiesto un aggiornamento, che è in corso: non ne parte un altro, e cosa è cambiato sarà inviato a {admin}.',
  'copy.refresh.adminsOnly': 'Aggiornare la copia del catalogo spetta agli amministratori di questa app.',
  'copy.refresh.off': 'Questa app non tiene una copia del catalogo: ogni risposta legge il catalogo stesso.',
  'copy.refresh.done': 'La copia del catalogo è aggiornata.',
  'copy.refresh.market': 'Mercato {market}: {counts}',
  'copy.refresh.unchanged': 'Mercato {market}: nessuna modifica.',
  'copy.refresh.failed':
    'L’aggiornamento del catalogo non è riuscito: le risposte continuano dalla copia precedente.',
  'copy.home.digest': '*Ultime modifiche del catalogo*',
  'copy.home.noDigest': 'Nessuna modifica del catalogo da quando è stata fatta la copia.',
  'watch.footer': 'Sorveglio questa lista fino al {date}: la avviso se il catalogo la cambia.',
  'watch.openList': 'Aprila come lista Slack',
  'watch.openIncompleteList': 'Apri la lista Slack (incompleta: {done} righe su {total})',
  'watch.listRemoved':
    'Non è stato possibile completare la lista Slack ed è stata rimossa; il CSV ha tutte le righe.',
  'watch.incompleteName': '{name} (incompleta)',
  'watch.stop': 'Smetti di sorvegliare',
  'watch.stopped': 'Non sorveglio più questa lista.',
  'watch.notYours': 'Solo chi ha inviato questa lista può smettere di sorvegliarla.',
  'watch.notWatched': 'Questa lista non è più sorvegliata.',
  'watch.changed': {
    one: 'Il catalogo ha cambiato {count} riga della sua lista:',
    other: 'Il catalogo ha cambiato {count} righe della sua lista:',
  },
  'watch.note.gone': 'non più nel catalogo',
  'watch.note.typeGone': '{type} non più offerto ({before})',
  'watch.note.typeNew': '{type} ora offerto: {after}',
  'watch.note.warning': 'nuovo avviso: {warning}',
  'watch.note.warningGone': 'avviso tolto: {warning}',
  'watch.more': '…e altre {count}: il CSV ha tutte le righe.',
  'watch.fileTitle': 'Controller per la sua lista, aggiornati',
  'watch.csv.changed': 'Cambiata',
  'watch.csv.changedMark': 'cambiata',
  'watch.home.title': '*Liste sorvegliate*',
  'watch.home.none': 'Nessuna sua lista è sorvegliata.',
  'watch.home.dm': '{name} · fino al {date}',
  'watch.home.channel': 'Una lista in un canale · fino al {date}',
  'sku.fits': {
    one: '*{sku}* va bene per {count} unità nel mercato {market}:',
    other: '*{sku}* va bene per {count} unità nel mercato {market}:',
  },
  'sku.series': 'serie {series}',
  'sku.more': {
    one: '…e {count} altra unità: tutte sono nel CSV.',
    other: '…e altre {count} unità: tutte sono nel CSV.',
  },
  'sku.elsewhere': '*{sku}* non è venduto nel mercato {market}. È venduto in {markets}.',
  'sku.notReference': '*{text}* non è un riferimento di controller qui.',
  'sku.fileTitle': 'Unità per {sku}, mercato {market}',
  'mcp.notFromSlack':
    'Questo strumento risponde solo agli utenti di Slack: la chiamata deve arrivare da Slack (Slackbot), con il suo utente.',
  'mcp.types': 'Tipi di controller del mercato {market}: {types}.',
  'mcp.skuFirst':
    'Sono elencate le prime {shown} di {count} unità: `/controller {sku}` le dà tutte in un CSV.',
  'mcp.listOrder': 'Riepilogo dell’ordine',
};
