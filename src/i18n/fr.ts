import type { Messages } from './types.js';

/** French messages. */
export const fr: Messages = {
  'app.name': 'Controller Finder',

  'help.intro': 'Je vous indique quel contrôleur (SKU) vendre pour une unité intérieure de climatisation.',
  'help.ask':
    '*Demandez avec une marque et un modèle*\n• `/controller daikin ftxm25r`\n• `/controller wifi daikin ftxm25r` pour un seul type de contrôleur\n• `/controller` seul ouvre les menus\u202f: type, marque, modèle\n• `/controller` et la référence (SKU) d’un contrôleur\u202f: les unités qu’il équipe',
  'help.elsewhere':
    '*Ailleurs dans Slack*\n• Sur n’importe quel message (un e-mail de client, un ticket), choisissez *Plus d’actions → Find controller*\n• Envoyez-moi un message direct avec une marque et un modèle\n• Mentionnez-moi dans un canal et je réponds dans le fil',
  'help.lists':
    '*Listes d’unités*\n• Collez une liste dans un message direct ou une mention, une unité par ligne (lignes de tableur aussi), ou partagez un fichier `.csv`, `.tsv`, `.txt` ou `.xlsx`\n• `/controller list` ouvre une zone où la coller\n• Vous recevez les décomptes et un fichier CSV\u202f: la référence de chaque ligne et la quantité totale par référence. Ajoutez un type comme `wifi` pour une référence par ligne',
  'help.replies':
    'Les réponses ne sont visibles que par vous jusqu’à ce que vous appuyiez sur *Partager dans le canal*. `/controller help` affiche ce message.',
  'help.openMenus': 'Ouvrir les menus',
  'help.settings':
    '*Marchés et langues*\n• `/controller settings` choisit votre marché, votre langue et votre type de contrôleur par défaut (aussi dans mon onglet *Accueil*)\n• Ajoutez `market:{market}` ou `lang:en` n’importe où dans une question pour les changer pour cette question seulement, p. ex. `/controller daikin ftxm25r market:{market} lang:en`\n• Marchés\u202f: {markets}',

  'status.lookingUp': 'Je cherche…',
  'status.error': 'Un problème est survenu de mon côté. Réessayez dans un instant.',
  'status.more': '…et {count} de plus',
  'format.labelled': '{label}\u202f: {value}',

  'answer.controllers': 'Contrôleur à vendre pour {unit}',
  'answer.protocol': 'Protocole\u202f: {name}',
  'answer.closestMatch':
    'Correspondance la plus proche de *{text}*\u202f: vérifiez la désignation du modèle.',
  'answer.differentUnit': 'Vous avez demandé *{asked}*\u202f; voici *{unit}*, une autre unité.',
  'answer.noRows': 'Aucun type de contrôleur de ce marché ne fonctionne avec cette unité.',
  'answer.variants': {
    one: 'Les mêmes contrôleurs pour cette variante.',
    many: 'Les mêmes contrôleurs pour chacune de ces {count} variantes.',
    other: 'Les mêmes contrôleurs pour chacune de ces {count} variantes.',
  },
  'answer.cooling': 'Froid',
  'answer.heating': 'Chaud',
  'answer.airflow': 'Débit d’air',
  'answer.additionalInfo': 'Informations complémentaires',
  'answer.share': 'Partager dans le canal',

  'context.searched': 'Recherche\u202f: {text}',
  'context.market': 'Marché {market}',
  'context.language': 'Langue {language}',
  'context.stale': 'depuis le cache, peut ne pas être à jour',
  'context.contentFallback':
    'Le catalogue n’a pas de contenu en français pour le marché {market}\u202f: ses noms et remarques sont en {content}.',
  'context.sharedBy': 'Partagé par {user}',

  'choices.intro': {
    one: '*{text}* correspond à cette unité. Est-ce celle que vous voulez dire\u202f?',
    many: '{count} unités correspondent à *{text}*. Laquelle voulez-vous dire\u202f?',
    other: '{count} unités correspondent à *{text}*. Laquelle voulez-vous dire\u202f?',
  },
  'choices.series': {
    one: '{count} unité {brand} commence par *{text}*. Est-ce celle que vous voulez dire\u202f?',
    many: '{count} unités {brand} commencent par *{text}*. Laquelle voulez-vous dire\u202f?',
    other: '{count} unités {brand} commencent par *{text}*. Laquelle voulez-vous dire\u202f?',
  },
  'choices.more': {
    one: '{count} autre n’est pas listée\u202f: tapez davantage du code, ou ouvrez les menus.',
    many: '{count} autres ne sont pas listées\u202f: tapez davantage du code, ou ouvrez les menus.',
    other: '{count} autres ne sont pas listées\u202f: tapez davantage du code, ou ouvrez les menus.',
  },
  'choices.sameControllers': 'Ces unités prennent les mêmes contrôleurs, quelle que soit l’unité :',
  'choices.warningsDiffer': 'Leurs avertissements diffèrent : choisissez la vôtre pour les voir.',
  'choices.noController': 'aucun contrôleur sur ce marché',

  'several.intro': {
    one: 'Votre question nomme {count} unité :',
    many: 'Votre question nomme {count} unités, chacune a sa réponse ci-dessous :',
    other: 'Votre question nomme {count} unités, chacune a sa réponse ci-dessous :',
  },
  'several.more': {
    one: '{count} autre unité est nommée : envoyez les unités en liste (une par ligne, ou un fichier) pour les avoir toutes, avec un CSV.',
    many: '{count} autres unités sont nommées : envoyez les unités en liste (une par ligne, ou un fichier) pour les avoir toutes, avec un CSV.',
    other:
      '{count} autres unités sont nommées : envoyez les unités en liste (une par ligne, ou un fichier) pour les avoir toutes, avec un CSV.',
  },

  'notFound.noBrand': 'Je ne trouve aucune marque connue dans *{text}*.',
  'notFound.noModel':
    'Je ne trouve pas *{text}* parmi les unités ayant un contrôleur sur le marché {market}. L’unité peut exister sans contrôleur ici, ou le code peut être mal saisi.',
  'notFound.noCompatibleType': 'Aucun type de contrôleur de ce marché ne fonctionne avec *{text}*.',
  'notFound.emptyQuery': 'Donnez-moi une marque et un modèle, par exemple `/controller daikin ftxm25r`.',
  'notFound.suggestions':
    'D’autres unités au code proche. Chacune est une autre unité que celle demandée\u202f:',
  'notFound.hint':
    'Vérifiez l’orthographe, ou tapez `/controller` seul pour parcourir les marques et les modèles.',

  'typeNotOffered.intro': '*{type}* n’est pas proposé sur le marché {market}.',
  'typeNotOffered.offered': 'Proposés ici\u202f: {types}',
  'typeNotOffered.none': 'Ce marché ne propose aucun type de contrôleur.',

  'otherMarkets.intro':
    '*{unit}* est vendue en {markets}, pas en {market}\u202f: il n’y a pas de contrôleur à vendre pour elle ici.',
  'otherMarkets.ask': 'Pour demander là-bas, ajoutez le marché à votre question\u202f: `{example}`',
  'whichModel.intro':
    'Quel modèle *{brands}*\u202f? Choisissez-le ci-dessous, ou tapez la marque avec le code du modèle.',

  'stillLearning.intro':
    'Je suis encore en train de lire le catalogue, je ne peux donc pas encore trouver *{text}* sans sa marque. Ajoutez la marque (par exemple `daikin ftxm25r`) ou réessayez dans une minute.',

  'unavailable.timeout': 'Le catalogue n’a pas répondu à temps. Réessayez dans un instant.',
  'unavailable.unauthorized':
    'Le catalogue a refusé nos identifiants. Prévenez la personne qui gère cette application.',
  'unavailable.rateLimited': 'Le catalogue est occupé en ce moment. Réessayez dans une minute.',
  'unavailable.rejected':
    'Le catalogue n’a pas accepté le marché {market} avec la langue {locale}. Prévenez la personne qui gère cette application.',
  'unavailable.other': 'Le catalogue est injoignable pour le moment. Réessayez dans un instant.',

  'menu.intro': 'Choisissez un type de contrôleur, puis une marque, puis un modèle.',
  'menu.type': 'Type de contrôleur',
  'menu.allTypes': 'Tous les types',
  'menu.brand': 'Marque',
  'menu.model': 'Modèle',
  'menu.modelOfBrand': 'Modèle ({brand})',
  'menu.typePlaceholder': 'Choisissez un type',
  'menu.brandPlaceholder': 'Tapez pour chercher une marque',
  'menu.modelPlaceholder': 'Tapez pour chercher un modèle',
  'menu.chooseBrandFirst': 'Choisissez d’abord une marque',
  'menu.noTypes': 'Aucun type de contrôleur n’est proposé sur le marché {market}.',

  'shortcut.noText':
    'Ce message ne contient aucun texte que je puisse lire. Essayez plutôt `/controller daikin ftxm25r` avec votre marque et votre modèle.',
  'shortcut.title': 'Trouver un contrôleur',
  'shortcut.query': 'Marque et modèle',
  'shortcut.queryPlaceholder': 'p. ex. daikin ftxm25r',
  'shortcut.submit': 'Chercher',
  'shortcut.close': 'Fermer',

  'override.unknownMarket':
    'Le marché *{market}* n’est pas activé ici. Marchés disponibles\u202f: {markets}.',
  'override.unknownLanguage':
    'La langue *{language}* n’est pas disponible ici. Langues disponibles\u202f: {languages}.',

  'settings.title': 'Paramètres',
  'settings.submit': 'Enregistrer',
  'settings.cancel': 'Annuler',
  'settings.intro': 'Choisissez votre marché, votre langue et un type de contrôleur par défaut.',
  'settings.open': 'Modifier les paramètres',
  'settings.market': 'Marché',
  'settings.marketHint': 'Le catalogue qui répond\u202f: ses types de contrôleur, ses unités et ses SKU.',
  'settings.language': 'Langue',
  'settings.languageHint': 'Langue de mes messages et des noms et descriptions du catalogue.',
  'settings.languageAuto': 'Automatique (ma langue Slack)',
  'settings.defaultType': 'Type de contrôleur par défaut',
  'settings.defaultTypeHint': 'Utilisé quand une question ne nomme aucun type de contrôleur.',
  'settings.defaultTypeNone': 'Aucun (tous les types)',
  'settings.typesUnavailable':
    'Les types de contrôleur du marché {market} n’ont pas pu être chargés pour le moment.',
  'settings.typeNotInMarket':
    'Le marché {market} ne propose pas ce type de contrôleur. Choisissez-en un autre ou Aucun.',
  'settings.typesUnchecked':
    'Les types de contrôleur du marché {market} n’ont pas pu être vérifiés pour le moment. Choisissez Aucun ou réessayez.',
  'settings.unknownMarket': 'Choisissez l’un des marchés de la liste.',
  'settings.tip':
    'Une seule question sur un autre marché ou dans une autre langue\u202f? Ajoutez-y `market:{market}` ou `lang:en`.',
  'settings.saved':
    'Paramètres enregistrés\u202f: marché *{market}*, langue *{language}*, type de contrôleur par défaut *{type}*.',
  'settings.saveFailed': 'Je n’ai pas pu enregistrer vos paramètres. Réessayez dans un instant.',

  'home.settings': '*Vos paramètres*',
  'home.market': 'Marché\u202f: *{market}*',
  'home.language': 'Langue\u202f: *{language}*',
  'home.languageAuto': 'Automatique, actuellement {language}',
  'home.defaultType': 'Type de contrôleur par défaut\u202f: *{type}*',
  'home.recent': '*Vos dernières recherches*',
  'home.noRecent': 'Aucune recherche pour l’instant. Essayez `/controller daikin ftxm25r`.',
  'home.howTo': '*Comment demander*',

  'recent.choices': { one: '{count} unité possible', other: '{count} unités possibles' },
  'recent.skus': { one: '{count} SKU', other: '{count} SKU' },
  'recent.notFound': 'introuvable',
  'recent.typeNotOffered': '{type} non proposé',
  'recent.stillLearning': 'catalogue en cours de lecture',
  'recent.unavailable': 'catalogue indisponible',
  'recent.whichModel': 'quel modèle {brands}\u202f?',
  'recent.otherMarkets': 'vendue seulement en {markets}',
  'recent.photoNoModel': 'aucun modèle lu sur la photo',
  'recent.photoUnread': 'photo non lue',

  'list.csv.line': 'Ligne',
  'list.csv.typed': 'Texte saisi',
  'list.csv.quantity': 'Quantité',
  'list.csv.brand': 'Marque',
  'list.csv.model': 'Modèle',
  'list.csv.type': 'Type de contrôleur',
  'list.csv.sku': 'Référence (SKU)',
  'list.csv.status': 'Statut',
  'list.csv.candidates': 'Candidats',
  'list.csv.warnings': 'Avertissements',
  'list.csv.summary': 'Récapitulatif de commande',
  'list.csv.summary.sku': 'Référence (SKU)',
  'list.csv.summary.type': 'Type de contrôleur',
  'list.csv.summary.total': 'Quantité totale',
  'list.csv.summary.lines': 'Lignes',
  'list.csv.status.answered': 'trouvée',
  'list.csv.status.check': 'à vérifier',
  'list.csv.status.choose': 'à choisir',
  'list.csv.status.notFound': 'introuvable',
  'list.csv.status.notSold': 'non vendue sur ce marché',
  'list.csv.status.unavailable': 'sans réponse du catalogue',
  'list.warn.closest': 'Correspondance la plus proche de la saisie\u202f: vérifiez le modèle',
  'list.warn.nearest': 'Les plus proches\u202f: {units}',
  'list.warn.typeNotOffered': '{type} n’est pas proposé sur le marché {market}',
  'list.warn.unavailable': 'Le catalogue n’a pas répondu\u202f: recherchez de nouveau cette ligne',
  'list.title': {
    one: 'Liste de {count} unité',
    many: 'Liste de {count} unités',
    other: 'Liste de {count} unités',
  },
  'list.working': {
    one: 'Recherche de votre liste de {count} unité…',
    many: 'Recherche de votre liste de {count} unités…',
    other: 'Recherche de votre liste de {count} unités…',
  },
  'list.progress': '{done} sur {total} recherchées…',
  'list.counts.answered': { one: '{count} trouvée', many: '{count} trouvées', other: '{count} trouvées' },
  'list.counts.check': { other: '{count} à vérifier (correspondance la plus proche)' },
  'list.counts.choose': { other: '{count} à choisir' },
  'list.counts.notFound': {
    one: '{count} introuvable',
    many: '{count} introuvables',
    other: '{count} introuvables',
  },
  'list.counts.notSold': {
    one: '{count} non vendue sur ce marché',
    many: '{count} non vendues sur ce marché',
    other: '{count} non vendues sur ce marché',
  },
  'list.counts.unavailable': '{count} sans réponse du catalogue',
  'list.attention': '*Lignes à vérifier*',
  'list.line': 'Ligne {number}',
  'list.status.check': 'correspondance la plus proche {unit}\u202f: vérifiez la désignation du modèle',
  'list.status.choose': 'à choisir\u202f: {units}',
  'list.status.notFound': 'introuvable',
  'list.status.notSold': 'non vendue sur ce marché',
  'list.status.unavailable': 'le catalogue n’a pas répondu, réessayez',
  'list.more': '…et {count} de plus dans le fichier',
  'list.file':
    'Le fichier CSV a une ligne par ligne de la liste et le récapitulatif de commande (quantité totale par référence).',
  'list.typeHint':
    'Plusieurs types de contrôleur conviennent à la plupart des unités\u202f: indiquez-en un avec la liste (par exemple `wifi`) pour obtenir une référence par ligne.',
  'list.fileTitle': 'Contrôleurs pour votre liste',
  'list.job.storeDown':
    'Je ne peux pas prendre de liste pour le moment : votre liste n’a pas pu être enregistrée. Renvoyez-la dans quelques minutes.',
  'list.job.failed': {
    one: 'Je n’ai pas pu terminer votre liste de {count} unité : quelque chose a continué d’échouer de mon côté.',
    many: 'Je n’ai pas pu terminer votre liste de {count} unités : quelque chose a continué d’échouer de mon côté.',
    other:
      'Je n’ai pas pu terminer votre liste de {count} unités : quelque chose a continué d’échouer de mon côté.',
  },
  'list.job.catalogueDown': {
    one: 'Je n’ai pas pu terminer votre liste de {count} unité : le catalogue n’a pas répondu pendant trop longtemps.',
    many: 'Je n’ai pas pu terminer votre liste de {count} unités : le catalogue n’a pas répondu pendant trop longtemps.',
    other:
      'Je n’ai pas pu terminer votre liste de {count} unités : le catalogue n’a pas répondu pendant trop longtemps.',
  },
  'list.job.partial':
    'Les {done} lignes sur {total} déjà recherchées sont dans le fichier ci-dessous, marqué partiel : renvoyez les autres lignes plus tard.',
  'list.job.nothing': 'Aucune ligne n’a pu être recherchée : renvoyez la liste plus tard.',
  'list.job.partialTitle': 'Contrôleurs pour votre liste (partiel : {done} lignes sur {total})',
  'list.inDm':
    'Ces {count} unités forment une liste\u202f: je les recherche dans nos messages directs, avec un fichier CSV.',
  'list.failed': 'Un problème est survenu en cherchant votre liste, désolé. Merci de la renvoyer.',
  'list.uploadFailed':
    'Je n’ai pas pu joindre le fichier CSV ici. Demandez à la personne qui gère cette application d’autoriser l’envoi de fichiers.',
  'list.tooLarge':
    'Cette liste a {count} lignes\u202f; j’en accepte jusqu’à {max} à la fois. Découpez-la et envoyez les parties.',
  'list.accepts':
    'Je lis les listes d’unités collées dans un message (une unité par ligne) ou en fichiers `.csv`, `.tsv`, `.txt` ou `.xlsx`, jusqu’à {max} lignes et {size}.',
  'list.fileTooLarge': 'Ce fichier est trop volumineux pour moi.',
  'list.notAList': 'Je ne sais pas lire ce type de fichier.',
  'list.noLines':
    'Je n’ai trouvé aucune unité dans ce fichier\u202f: mettez une unité par ligne (marque et modèle), avec une colonne de quantité si vous voulez.',
  'list.unreadable': 'Je n’ai pas pu lire ce fichier comme une liste.',
  'list.tooLargeToRead':
    'Ce fichier est trop volumineux pour être lu\u202f: décompressé, il contient bien plus qu’une liste d’unités.',
  'list.fileUnavailable': 'Je n’ai pas pu télécharger ce fichier depuis Slack. Partagez-le de nouveau.',
  'file.withheld':
    'Slack ne m’a pas laissé ouvrir un fichier partagé ici : un fichier d’une autre organisation (Slack Connect) peut être fermé aux apps. Collez ses lignes dans un message, ou partagez le fichier depuis votre propre espace de travail.',
  'list.modal.title': 'Liste d’unités',
  'list.modal.lines': 'Unités, une par ligne',
  'list.modal.hint':
    'Marque et modèle, avec une quantité si vous voulez\u202f: 3 x Daikin FTXM25R. Les lignes de tableur peuvent être collées telles quelles.',
  'list.modal.type': 'Type de contrôleur (facultatif)',
  'list.modal.submit': 'Rechercher',
  'list.modal.noLines': 'Mettez au moins une unité (marque et modèle) par ligne.',

  'photo.reading': 'Lecture de la photo…',
  'photo.readFrom': 'Lu sur la photo\u202f: {model}',
  'photo.readFromBrand': 'Lu sur la photo\u202f: {model}, {brand}',
  'photo.noModel':
    'Je n’ai pas pu lire de modèle sur cette image\u202f: envoyez une photo plus nette de la plaque signalétique, bien de face.',
  'photo.timeout':
    'La lecture de cette image a pris trop de temps\u202f: envoyez une photo plus nette de la plaque signalétique, bien de face.',
  'photo.notImage':
    'Je ne peux pas lire ce fichier comme une image\u202f: envoyez une photo JPEG, PNG, WebP ou HEIC de la plaque signalétique.',
  'photo.tooLarge':
    'Cette image est trop volumineuse pour moi ({size} au maximum)\u202f: envoyez une photo plus petite de la plaque signalétique.',
  'photo.unavailable': 'Je n’ai pas pu télécharger cette image depuis Slack. Partagez-la à nouveau.',
  'photo.job.storeDown':
    'Je ne peux pas lire de photo pour le moment : votre image n’a pas pu être enregistrée. Renvoyez-la dans quelques minutes.',
  'photo.notInChannel':
    'Je ne peux pas ouvrir les fichiers d’un canal dont je ne suis pas membre. Invitez-moi avec `/invite @Controller Finder` puis réessayez, ou envoyez-moi la photo en message direct.',
  'photo.failed': 'Un problème est survenu pendant la lecture de cette image. Renvoyez-la.',
  'photo.didYouMean':
    'J’ai lu *{model}* sur la plaque, ce qui n’est aucune unité que je connais\u202f: vouliez-vous dire l’une des unités ci-dessous\u202f? N’en choisissez une que si c’est bien l’unité de la plaque.',
  'photo.retake':
    'Pour que je la lise, reprenez la photo\u202f: de plus près, pour que la plaque remplisse presque toute l’image\u202f; bien en face\u202f; sans reflet sur la plaque (flash éteint, ou décalez-vous de la lampe ou de la fenêtre)\u202f; en tenant le téléphone immobile, sous un bon éclairage.',

  'demo.pick': 'Tapez son numéro pour en choisir une.',
  'demo.pickRange': 'Choisissez un numéro de 1 à {count}.',
  'demo.inSlack.menus':
    'Dans Slack, `/controller` seul ouvre les menus de type, de marque et de modèle\u202f; ici, tapez une marque et un modèle, p. ex. `daikin ftxm25r`.',
  'demo.inSlack.settings':
    'Dans Slack, `/controller settings` (ou l’onglet *Accueil* de l’app) choisit votre marché, votre langue et votre type de contrôleur par défaut\u202f; ici, ajoutez `market:{market}` ou `lang:en` à une question, ou lancez la démo avec `--market` et `--locale`.',
  'demo.inSlack.list':
    'Dans Slack, `/controller list` ouvre une zone où coller une liste d’unités (ou collez la liste, ou partagez un fichier, dans un message direct à l’app)\u202f; ici, demandez jusqu’à 5 unités à la fois.',
  'demo.inSlack.refresh':
    'Dans Slack, `/controller refresh` permet aux administrateurs de relire le catalogue dans la copie de l’app ; la démo lit le catalogue lui-même.',
  'demo.inSlack.report':
    'Dans Slack, les administrateurs reçoivent le rapport des manques du catalogue avec `/controller report` ou dans l’onglet *Accueil* de l’app\u202f; la démo ne garde aucune recherche sur laquelle faire un rapport.',

  'report.title': 'Manques du catalogue et usage, {days} derniers jours',
  'report.lookups': 'Recherches',
  'report.users': 'Utilisateurs distincts',
  'report.answered': 'Réponse directe',
  'report.choices': 'Choix nécessaire',
  'report.gaps': '*Unités demandées auxquelles le catalogue n’a pas su répondre*',
  'report.noGaps': 'Aucune\u202f: toutes les unités demandées ont été trouvées.',
  'report.brands': '*Marques les plus demandées*',
  'report.export': 'Exporter les manques (CSV)',
  'report.sent': 'Le rapport des manques arrive dans nos messages directs.',
  'report.adminsOnly': 'Les rapports sont réservés aux administrateurs de cette application.',
  'report.fileTitle': 'Rapport des manques du catalogue',
  'report.csv.figure': 'Indicateur',
  'report.csv.value': 'Valeur',
  'report.csv.code': 'Code du modèle',
  'report.csv.model': 'Modèle demandé',
  'report.csv.count': 'Demandes',
  'report.csv.markets': 'Marchés',
  'report.csv.since': 'Depuis',
  'report.markedRight': 'Réponses jugées justes',
  'report.markedWrong': 'Réponses jugées fausses',
  'report.wrongAnswers':
    '*Réponses jugées fausses* (pour l’éditeur du catalogue\u202f: une fiche erronée ou une mauvaise correspondance)',
  'report.noWrongAnswers': 'Aucune.',
  'report.status.markedWrong': 'réponse jugée fausse',
  'report.csv.skus': 'Références affichées',
  'report.csv.question': 'Question posée',
  'feedback.right.label': 'Cette réponse est juste',
  'feedback.wrong.label': 'Cette réponse est fausse',
  'feedback.thanks.right': 'Merci de me l’avoir dit.',
  'feedback.thanks.wrong':
    'Merci\u202f: les administrateurs verront cette réponse jugée fausse dans leur rapport des manques.',

  'agent.prompts.title': 'Que puis-je trouver pour vous ?',
  'agent.prompt.unit': 'Trouver le contrôleur d’une unité',
  'agent.prompt.list': 'Vérifier la liste d’un projet',
  'agent.prompt.list.message': 'Comment vérifier la liste d’un projet ?',
  'agent.prompt.photo': 'Lire la photo d’une plaque',
  'agent.prompt.photo.message': 'Comment envoyer la photo d’une plaque signalétique ?',
  'agent.howTo.list':
    '*Vérifier la liste d’un projet*\n• Collez la liste ici, une unité par ligne (lignes de tableur aussi), avec une quantité si vous voulez : `3 x Daikin FTXM25R`\n• Ou partagez ici un fichier `.csv`, `.tsv`, `.txt` ou `.xlsx`\n• Vous recevez les décomptes et un fichier CSV : la référence de chaque ligne et la quantité totale par référence',
  'agent.howTo.photo':
    '*Lire la photo d’une plaque*\n• Prenez une photo nette de la plaque signalétique de l’unité intérieure, bien de face\n• Envoyez-la ici : JPEG, PNG, WebP, ou HEIC depuis un téléphone\n• Je lis le modèle et je réponds comme si vous l’aviez tapé',
  'agent.status.lookingUp': 'Recherche de {text}…',
  'agent.status.list': 'Vérification de votre liste…',
  'agent.status.files': 'Lecture de ce que vous avez partagé…',
  'agent.title.files': 'Fichier partagé',
  'agent.share.done': 'Partagé dans {channel}.',
  'agent.share.noChannel': 'Ouvrez-moi à côté d’un canal pour y partager une réponse.',
  'agent.share.notMember': 'Vous n’êtes pas membre de {channel} : je n’y ai donc pas partagé la réponse.',
  'agent.share.onlyYou':
    'Je vous ai montré la réponse dans {channel}, à vous seul : je n’ai pas pu vérifier que vous pouvez y publier.',
  'agent.share.failed':
    'Je n’ai pas pu publier dans {channel} : ajoutez-moi à ce canal, puis appuyez de nouveau sur *Partager dans le canal*.',

  'workflow.summary.noUnit': 'Aucune unité indiquée : donnez une marque et un modèle, p. ex. Daikin FTXM25R.',
  'workflow.summary.choose':
    'Plusieurs unités correspondent : {units}. Relancez l’étape avec le modèle complet de l’une d’elles.',
  'workflow.summary.notFound': 'Aucune unité du catalogue ne correspond.',
  'workflow.summary.notSold': 'Non vendue sur le marché {market}.',
  'workflow.summary.notSoldUnit': '{unit} : non vendue sur le marché {market}.',
  'workflow.summary.unavailable': 'Le catalogue n’a pas répondu : relancez l’étape dans un instant.',
  'workflow.summary.unknownMarket': 'Le marché {market} n’est pas activé ici. Marchés : {markets}.',
  'workflow.summary.unknownLanguage':
    'Le catalogue ne connaît pas la langue {locale} sur le marché {market}.',
  'workflow.summary.warnings': 'Avertissements',
  'workflow.fail.notText': 'L’unité doit être du texte : une marque et un modèle, p. ex. Daikin FTXM25R.',
  'workflow.fail.error': 'L’étape n’a pas pu chercher l’unité. Relancez-la dans un instant.',
  'workflow.fail.completeRefused':
    'Slack n’a pas accepté les sorties de l’étape ({code}). Relancez-la dans un instant.',
  'workflow.fail.completeFailed':
    'L’étape n’a pas pu remettre ses sorties à Slack. Relancez-la dans un instant.',
  'brands.intro': 'Marques du marché {market}\u202f: {brands}.',
  'brands.none': 'Je n’ai pas pu lister les marques du marché {market}\u202f: réessayez dans un instant.',
  'whichModel.series': 'Ses séries\u202f: {series}.',
  greeting:
    'Bonjour\u202f! Tapez la marque et le modèle d’une unité intérieure, p. ex. `daikin ftxm25r`, et je vous dis quel contrôleur (SKU) vendre. `aide` en dit plus.',
  'sample.notice': 'Catalogue d’exemple\u202f: pas pour les commandes.',
  'demo.switched': 'Désormais marché {market}, langue {language}.',
  'demo.help':
    '*Demandez avec une marque et un modèle*, p. ex. `daikin ftxm25r`. Ajoutez un type comme `wifi` pour un seul type de contrôleur. Plusieurs unités\u202f: séparez-les par des virgules.\n`marques` liste les marques du marché\u202f; une marque seule, ses séries.\n`market:{market}` ou `lang:fr` seuls changent cette session\u202f; dans une question, pour cette question seulement, p. ex. `daikin ftxm25r market:{market} lang:fr`. Marchés\u202f: {markets}.\nUn numéro choisit l’un des choix listés\u202f; `quit` ou `exit` termine.\nDans Slack seulement\u202f: menus, paramètres, listes d’unités avec leur CSV, Partager dans le canal et le rapport des manques.',
  'demo.menusInSlack': '(Dans Slack, des menus ici choisissent le type, la marque et le modèle.)',
  'demo.notFound.hint':
    'Vérifiez l’orthographe, ou tapez `marques` pour les marques du marché (dans Slack, `/controller` seul ouvre les menus).',
  'demo.ask': 'Demandez avec une marque et un modèle, p. ex. `daikin ftxm25r`. `aide` en dit plus.',

  'context.asOf': 'd’après la copie du catalogue de l’app, au {when}',
  'copy.digest.title': 'Changements du catalogue sur le marché {market}',
  'copy.digest.counts':
    'Unités ajoutées : {added} · retirées : {removed} · avec un autre SKU : {skus} · avec d’autres avertissements : {warnings}',
  'copy.digest.more': '…et {count} de plus : tous les changements sont dans le CSV.',
  'copy.digest.fileTitle': 'Changements du catalogue, marché {market}',
  'copy.change.added': 'ajoutée',
  'copy.change.removed': 'retirée',
  'copy.change.warnings': 'avertissements',
  'copy.csv.brand': 'Marque',
  'copy.csv.unit': 'Unité',
  'copy.csv.change': 'Changement',
  'copy.csv.type': 'Type de contrôleur',
  'copy.csv.before': 'Avant',
  'copy.csv.after': 'Après',
  'copy.refresh.started': 'Je relis le catalogue maintenant. Je vous dirai ce qui a changé une fois terminé.',
  'copy.refresh.joined':
    '{admin} a déjà demandé une actualisation, qui est en cours : aucune autre n’est lancée, et ce qui a changé sera envoyé à {admin}.',
  'copy.refresh.adminsOnly': 'Actualiser la copie du catalogue est réservé aux administrateurs de cette app.',
  'copy.refresh.off':
    'Cette app ne garde pas de copie du catalogue : chaque réponse lit le catalogue lui-même.',
  'copy.refresh.done': 'La copie du catalogue est actualisée.',
  'copy.refresh.market': 'Marché {market} : {counts}',
  'copy.refresh.unchanged': 'Marché {market} : rien n’a changé.',
  'copy.refresh.failed':
    'L’actualisation du catalogue a échoué : les réponses continuent avec la copie précédente.',
  'copy.home.digest': '*Derniers changements du catalogue*',
  'copy.home.noDigest': 'Aucun changement du catalogue depuis que la copie a été faite.',
  'watch.footer': 'Je surveille cette liste jusqu’au {date} : je vous préviens si le catalogue la change.',
  'watch.openList': 'L’ouvrir en liste Slack',
  'watch.openIncompleteList': 'Ouvrir la liste Slack (incomplète : {done} lignes sur {total})',
  'watch.listRemoved':
    'La liste Slack n’a pas pu être terminée et a été supprimée ; le CSV a toutes les lignes.',
  'watch.incompleteName': '{name} (incomplète)',
  'watch.stop': 'Ne plus surveiller',
  'watch.stopped': 'Je ne surveille plus cette liste.',
  'watch.notYours': 'Seule la personne qui a envoyé cette liste peut arrêter de la surveiller.',
  'watch.notWatched': 'Cette liste n’est plus surveillée.',
  'watch.changed': {
    one: 'Le catalogue a changé {count} ligne de votre liste :',
    other: 'Le catalogue a changé {count} lignes de votre liste :',
  },
  'watch.note.gone': 'n’est plus au catalogue',
  'watch.note.typeGone': '{type} n’est plus proposé ({before})',
  'watch.note.typeNew': '{type} désormais proposé : {after}',
  'watch.note.warning': 'nouvel avertissement : {warning}',
  'watch.note.warningGone': 'avertissement retiré : {warning}',
  'watch.more': '…et {count} de plus : le CSV a toutes les lignes.',
  'watch.fileTitle': 'Contrôleurs pour votre liste, mis à jour',
  'watch.csv.changed': 'Changé',
  'watch.csv.changedMark': 'changé',
  'watch.home.title': '*Listes surveillées*',
  'watch.home.none': 'Aucune de vos listes n’est surveillée.',
  'watch.home.dm': '{name} · jusqu’au {date}',
  'watch.home.channel': 'Une liste dans un canal · jusqu’au {date}',
  'sku.fits': {
    one: '*{sku}* convient à {count} unité sur le marché {market} :',
    many: '*{sku}* convient à {count} unités sur le marché {market} :',
    other: '*{sku}* convient à {count} unités sur le marché {market} :',
  },
  'sku.series': 'série {series}',
  'sku.more': {
    one: '…et {count} unité de plus : toutes sont dans le CSV.',
    many: '…et {count} unités de plus : toutes sont dans le CSV.',
    other: '…et {count} unités de plus : toutes sont dans le CSV.',
  },
  'sku.elsewhere': '*{sku}* n’est pas vendu sur le marché {market}. Il est vendu sur {markets}.',
  'sku.notReference': '*{text}* n’est pas une référence de contrôleur ici.',
  'sku.fileTitle': 'Unités pour {sku}, marché {market}',
  'mcp.notFromSlack':
    'Cet outil ne répond qu’aux utilisateurs de Slack\u202f: l’appel doit venir de Slack (Slackbot), avec son utilisateur.',
  'mcp.types': 'Types de contrôleur du marché {market}\u202f: {types}.',
  'mcp.skuFirst':
    'Les {shown} premières des {count} unités sont listées\u202f: `/controller {sku}` les donne toutes en CSV.',
  'mcp.listOrder': 'Récapitulatif de commande',
};
