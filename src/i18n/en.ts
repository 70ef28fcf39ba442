/**
 * English messages, the reference: every language translates these keys, a missing key falls back
 * to English. Values may hold mrkdwn and `{name}` placeholders but never `&`, `<` or `>`, so they
 * are safe in mrkdwn and plain text alike. One apostrophe, `’`; French puts U+202F before `:;?!`.
 */
export const en = {
  'app.name': 'Controller Finder',

  'help.intro': 'I tell you which controller (SKU) to sell for an indoor air-conditioning unit.',
  'help.ask':
    '*Ask with a brand and a model*\n• `/controller daikin ftxm25r`\n• `/controller wifi daikin ftxm25r` for one controller type only\n• `/controller` on its own opens menus: type, brand, model\n• `/controller` and a controller’s SKU: the units it fits',
  'help.elsewhere':
    '*Anywhere else in Slack*\n• On any message (a customer email, a ticket), choose *More actions → Find controller*\n• Send me a direct message with a brand and a model\n• Mention me in a channel and I answer in the thread',
  'help.lists':
    '*Lists of units*\n• Paste a list into a DM or a mention, one unit per line (spreadsheet rows too), or share a `.csv`, `.tsv`, `.txt` or `.xlsx` file\n• `/controller list` opens a box to paste one into\n• You get the counts and a CSV file: the SKU of every line and the total quantity per SKU. Add a type such as `wifi` for one SKU per line',
  'help.replies':
    'Answers are only visible to you until you press *Share in channel*. `/controller help` shows this message.',
  'help.openMenus': 'Open the menus',
  'help.settings':
    '*Markets and languages*\n• `/controller settings` chooses your market, language and default controller type (also on my *Home* tab)\n• Add `market:{market}` or `lang:fr` anywhere in a question to change them for that question only, e.g. `/controller daikin ftxm25r market:{market} lang:fr`\n• Markets: {markets}',

  'status.lookingUp': 'Looking that up…',
  'status.error': 'Something went wrong on my side. Please try again in a moment.',
  'status.more': '…and {count} more',
  'format.labelled': '{label}: {value}',

  'answer.controllers': 'Controller to sell for {unit}',
  'answer.protocol': 'Protocol: {name}',
  'answer.closestMatch': 'Closest match to *{text}*: check the model designation.',
  'answer.differentUnit': 'You asked for *{asked}*; this is *{unit}*, a different unit.',
  'answer.noRows': 'No controller type of this market works with this unit.',
  'answer.variants': {
    one: 'The same controllers for this variant.',
    other: 'The same controllers for each of these {count} variants.',
  },
  'answer.cooling': 'Cooling',
  'answer.heating': 'Heating',
  'answer.airflow': 'Airflow',
  'answer.additionalInfo': 'Additional information',
  'answer.share': 'Share in channel',

  'context.searched': 'Searched: {text}',
  'context.market': 'Market {market}',
  'context.language': 'Language {language}',
  'context.stale': 'from cache, may be out of date',
  'context.contentFallback':
    'The catalogue has no content in English for market {market}: its names and notes are in {content}.',
  'context.sharedBy': 'Shared by {user}',

  'choices.intro': {
    one: '*{text}* matches this unit. Is it the one you mean?',
    other: '{count} units match *{text}*. Which one do you mean?',
  },
  'choices.series': {
    one: '{count} {brand} unit starts with *{text}*. Is it the one you mean?',
    other: '{count} {brand} units start with *{text}*. Which one do you mean?',
  },
  'choices.more': {
    one: '{count} more is not listed: type more of the code, or open the menus.',
    other: '{count} more are not listed: type more of the code, or open the menus.',
  },
  'choices.sameControllers': 'These units take the same controllers, whichever it is:',
  'choices.warningsDiffer': 'Their warnings differ: pick yours to see them.',
  'choices.noController': 'no controller in this market',

  'several.intro': {
    one: 'Your question names {count} unit:',
    other: 'Your question names {count} units, each answered below:',
  },
  'several.more': {
    one: '{count} more unit is named: send the units as a list (one per line, or a file) to get them all, with a CSV.',
    other:
      '{count} more units are named: send the units as a list (one per line, or a file) to get them all, with a CSV.',
  },

  'notFound.noBrand': 'I could not find a brand I know in *{text}*.',
  'notFound.noModel':
    'I could not find *{text}* among the units with a controller in market {market}. The unit may exist and have no controller here, or the code may be mistyped.',
  'notFound.noCompatibleType': 'No controller type of this market works with *{text}*.',
  'notFound.emptyQuery': 'Tell me a brand and a model, for example `/controller daikin ftxm25r`.',
  'notFound.suggestions':
    'Other units with a similar code. Each is a different unit from the one you asked for:',
  'notFound.hint': 'Check the spelling, or type `/controller` on its own to browse brands and models.',

  'typeNotOffered.intro': '*{type}* is not offered in market {market}.',
  'typeNotOffered.offered': 'Offered here: {types}',
  'typeNotOffered.none': 'This market offers no controller types.',

  'otherMarkets.intro':
    '*{unit}* is sold in {markets}, not in {market}: there is no controller to sell for it here.',
  'otherMarkets.ask': 'To ask there, add the market to your question: `{example}`',
  'whichModel.intro': 'Which *{brands}* model? Pick it below, or type the brand with the model code.',

  'stillLearning.intro':
    'I am still reading the catalogue, so I cannot yet find *{text}* without its brand. Add the brand (for example `daikin ftxm25r`) or try again in a minute.',

  'unavailable.timeout': 'The catalogue did not answer in time. Please try again in a moment.',
  'unavailable.unauthorized': 'The catalogue refused our credentials. Please tell whoever runs this app.',
  'unavailable.rateLimited': 'The catalogue is busy right now. Please try again in a minute.',
  'unavailable.rejected':
    'The catalogue did not accept market {market} with language {locale}. Please tell whoever runs this app.',
  'unavailable.other': 'The catalogue cannot be reached right now. Please try again in a moment.',

  'menu.intro': 'Pick a controller type, then a brand, then a model.',
  'menu.type': 'Controller type',
  'menu.allTypes': 'All types',
  'menu.brand': 'Brand',
  'menu.model': 'Model',
  'menu.modelOfBrand': 'Model ({brand})',
  'menu.typePlaceholder': 'Choose a type',
  'menu.brandPlaceholder': 'Type to search brands',
  'menu.modelPlaceholder': 'Type to search models',
  'menu.chooseBrandFirst': 'Choose a brand first',
  'menu.noTypes': 'No controller types are offered in market {market}.',

  'shortcut.noText':
    'That message has no text I can read. Try `/controller daikin ftxm25r` with your brand and model instead.',
  'shortcut.title': 'Find controller',
  'shortcut.query': 'Brand and model',
  'shortcut.queryPlaceholder': 'e.g. daikin ftxm25r',
  'shortcut.submit': 'Look up',
  'shortcut.close': 'Close',

  'override.unknownMarket': 'Market *{market}* is not enabled here. Markets you can use: {markets}.',
  'override.unknownLanguage':
    'Language *{language}* is not available here. Languages you can use: {languages}.',

  'settings.title': 'Settings',
  'settings.submit': 'Save',
  'settings.cancel': 'Cancel',
  'settings.intro': 'Choose your market, your language and a default controller type.',
  'settings.open': 'Change settings',
  'settings.market': 'Market',
  'settings.marketHint': 'The catalogue that answers: its controller types, units and SKUs.',
  'settings.language': 'Language',
  'settings.languageHint': 'Language of my messages and of the catalogue names and descriptions.',
  'settings.languageAuto': 'Automatic (my Slack language)',
  'settings.defaultType': 'Default controller type',
  'settings.defaultTypeHint': 'Used when a question names no controller type.',
  'settings.defaultTypeNone': 'None (every type)',
  'settings.typesUnavailable': 'The controller types of market {market} could not be loaded just now.',
  'settings.typeNotInMarket':
    'Market {market} does not offer this controller type. Choose another one or None.',
  'settings.typesUnchecked':
    'The controller types of market {market} could not be checked just now. Choose None or try again.',
  'settings.unknownMarket': 'Choose one of the markets in the list.',
  'settings.tip':
    'Just one question in another market or language? Add `market:{market}` or `lang:fr` to it.',
  'settings.saved':
    'Settings saved: market *{market}*, language *{language}*, default controller type *{type}*.',
  'settings.saveFailed': 'I could not save your settings. Please try again in a moment.',

  'home.settings': '*Your settings*',
  'home.market': 'Market: *{market}*',
  'home.language': 'Language: *{language}*',
  'home.languageAuto': 'Automatic, now {language}',
  'home.defaultType': 'Default controller type: *{type}*',
  'home.recent': '*Your recent lookups*',
  'home.noRecent': 'No lookups yet. Try `/controller daikin ftxm25r`.',
  'home.howTo': '*How to ask*',

  'recent.choices': { one: '{count} possible unit', other: '{count} possible units' },
  'recent.skus': { one: '{count} SKU', other: '{count} SKUs' },
  'recent.notFound': 'not found',
  'recent.typeNotOffered': '{type} not offered',
  'recent.stillLearning': 'catalogue still loading',
  'recent.unavailable': 'catalogue unavailable',
  'recent.whichModel': 'which {brands} model?',
  'recent.otherMarkets': 'sold in {markets} only',
  'recent.photoNoModel': 'no model read on the photo',
  'recent.photoUnread': 'photo not read',

  'list.csv.line': 'Line',
  'list.csv.typed': 'As typed',
  'list.csv.quantity': 'Quantity',
  'list.csv.brand': 'Brand',
  'list.csv.model': 'Model',
  'list.csv.type': 'Controller type',
  'list.csv.sku': 'SKU',
  'list.csv.status': 'Status',
  'list.csv.candidates': 'Candidates',
  'list.csv.warnings': 'Warnings',
  'list.csv.summary': 'Order summary',
  'list.csv.summary.sku': 'SKU',
  'list.csv.summary.type': 'Controller type',
  'list.csv.summary.total': 'Total quantity',
  'list.csv.summary.lines': 'Lines',
  'list.csv.status.answered': 'answered',
  'list.csv.status.check': 'check',
  'list.csv.status.choose': 'choose',
  'list.csv.status.notFound': 'not found',
  'list.csv.status.notSold': 'not sold in this market',
  'list.csv.status.unavailable': 'unavailable',
  'list.warn.closest': 'Closest match to what was typed: check the model',
  'list.warn.nearest': 'Nearest: {units}',
  'list.warn.typeNotOffered': '{type} is not offered in market {market}',
  'list.warn.unavailable': 'The catalogue did not answer: look this line up again',
  'list.title': { one: 'List of {count} unit', other: 'List of {count} units' },
  'list.working': {
    one: 'Looking up your list of {count} unit…',
    other: 'Looking up your list of {count} units…',
  },
  'list.progress': 'Looked up {done} of {total}…',
  'list.counts.answered': { other: '{count} answered' },
  'list.counts.check': { other: '{count} to check (closest match)' },
  'list.counts.choose': { one: '{count} needs a choice', other: '{count} need a choice' },
  'list.counts.notFound': { other: '{count} not found' },
  'list.counts.notSold': { other: '{count} not sold in this market' },
  'list.counts.unavailable': '{count} not answered by the catalogue',
  'list.attention': '*Lines that need attention*',
  'list.line': 'Line {number}',
  'list.status.check': 'closest match {unit}: check the model designation',
  'list.status.choose': 'choose: {units}',
  'list.status.notFound': 'not found',
  'list.status.notSold': 'not sold in this market',
  'list.status.unavailable': 'the catalogue did not answer, try again',
  'list.more': '…and {count} more in the file',
  'list.file': 'The CSV file has one row per line and the order summary (total quantity per SKU).',
  'list.typeHint':
    'Several controller types fit most units: name one with the list (for example `wifi`) to get one SKU per line.',
  'list.fileTitle': 'Controllers for your list',
  'list.job.storeDown':
    'I cannot take lists right now: your list could not be saved to work on. Please send it again in a few minutes.',
  'list.job.failed': {
    one: 'I could not finish your list of {count} unit: something kept going wrong on my side.',
    other: 'I could not finish your list of {count} units: something kept going wrong on my side.',
  },
  'list.job.catalogueDown': {
    one: 'I could not finish your list of {count} unit: the catalogue did not answer for too long.',
    other: 'I could not finish your list of {count} units: the catalogue did not answer for too long.',
  },
  'list.job.partial':
    'The {done} of {total} lines already looked up are in the file below, marked partial: please send the other lines again later.',
  'list.job.nothing': 'No line could be looked up: please send the list again later.',
  'list.job.partialTitle': 'Controllers for your list (partial: {done} of {total} lines)',
  'list.inDm':
    'Those {count} units make a list: I am looking them up in our direct messages, with a CSV file.',
  'list.failed': 'Something went wrong while looking up your list, sorry. Please send it again.',
  'list.uploadFailed':
    'I could not attach the CSV file here. Please ask whoever runs this app to allow file uploads.',
  'list.tooLarge':
    'That list has {count} lines; I take up to {max} at a time. Please split it and send the parts.',
  'list.accepts':
    'I read lists of units pasted into a message (one unit per line) or as `.csv`, `.tsv`, `.txt` or `.xlsx` files, up to {max} lines and {size}.',
  'list.fileTooLarge': 'That file is too large for me.',
  'list.notAList': 'I cannot read that kind of file.',
  'list.noLines':
    'I found no units in that file: put one unit per line (brand and model), with a quantity column if you like.',
  'list.unreadable': 'I could not read that file as a list.',
  'list.tooLargeToRead': 'That file is too large to read: unpacked, it holds far more than a list of units.',
  'list.fileUnavailable': 'I could not download that file from Slack. Please share it again.',
  'file.withheld':
    'Slack would not let me open a file shared here: a file from another organisation (Slack Connect) can be closed to apps. Paste its lines in a message, or share the file from your own workspace.',
  'list.modal.title': 'List of units',
  'list.modal.lines': 'Units, one per line',
  'list.modal.hint':
    'Brand and model, with a quantity if you like: 3 x Daikin FTXM25R. Spreadsheet rows can be pasted as they are.',
  'list.modal.type': 'Controller type (optional)',
  'list.modal.submit': 'Look up',
  'list.modal.noLines': 'Put at least one unit (brand and model) per line.',

  'photo.reading': 'Reading the photo…',
  'photo.readFrom': 'Read from the photo: {model}',
  'photo.readFromBrand': 'Read from the photo: {model}, {brand}',
  'photo.noModel':
    'I could not read a model on this picture: send a sharper photo of the rating plate, straight on.',
  'photo.timeout':
    'Reading this picture took too long: send a sharper photo of the rating plate, straight on.',
  'photo.notImage':
    'I cannot read this file as a picture: send a JPEG, PNG, WebP or HEIC photo of the rating plate.',
  'photo.tooLarge':
    'That picture is too large for me ({size} at most): send a smaller photo of the rating plate.',
  'photo.unavailable': 'I could not download that picture from Slack. Please share it again.',
  'photo.job.storeDown':
    'I cannot read photos right now: your picture could not be saved to work on. Please send it again in a few minutes.',
  'photo.notInChannel':
    'I cannot open files in a channel I am not in. Invite me there with `/invite @Controller Finder` and try again, or send me the photo in a direct message.',
  'photo.failed': 'Something went wrong while reading this picture. Please send it again.',
  'photo.didYouMean':
    'I read *{model}* on the plate, which is no unit I know: did you mean one of the units below? Choose one only if it is the unit on the plate.',
  'photo.retake':
    'To read it, retake the photo: closer, so that the plate fills most of the picture; straight in front of it; with no bright spot on it (flash off, or step aside from the lamp or window); holding the phone still in good light.',

  'demo.pick': 'Type its number to choose one.',
  'demo.pickRange': 'Choose a number from 1 to {count}.',
  'demo.inSlack.menus':
    'In Slack, `/controller` on its own opens menus for type, brand and model; here, type a brand and a model, e.g. `daikin ftxm25r`.',
  'demo.inSlack.settings':
    'In Slack, `/controller settings` (or the app’s *Home* tab) chooses your market, language and default controller type; here, add `market:{market}` or `lang:fr` to a question, or start the demo with `--market` and `--locale`.',
  'demo.inSlack.list':
    'In Slack, `/controller list` opens a box to paste a list of units into (or paste the list, or share a file, in a DM with the app); here, ask about up to 5 units in one question.',
  'demo.inSlack.refresh':
    'In Slack, `/controller refresh` lets admins read the catalogue again into the app’s copy; the demo reads the catalogue itself.',
  'demo.inSlack.report':
    'In Slack, admins get the catalogue gap report with `/controller report` or on the app’s *Home* tab; the demo keeps no lookups to report on.',

  'report.title': 'Catalogue gaps and use, last {days} days',
  'report.lookups': 'Lookups',
  'report.users': 'Distinct users',
  'report.answered': 'Answered at once',
  'report.choices': 'Needed a choice',
  'report.gaps': '*Units asked for that the catalogue could not answer*',
  'report.noGaps': 'None: every unit asked for was found.',
  'report.brands': '*Brands asked for most*',
  'report.export': 'Export gap report (CSV)',
  'report.sent': 'The gap report is on its way to our direct messages.',
  'report.adminsOnly': 'Reports are for the admins of this app.',
  'report.fileTitle': 'Catalogue gap report',
  'report.csv.figure': 'Figure',
  'report.csv.value': 'Value',
  'report.csv.code': 'Model code',
  'report.csv.model': 'Model as asked',
  'report.csv.count': 'Times asked',
  'report.csv.markets': 'Markets',
  'report.csv.since': 'Since',
  'report.markedRight': 'Answers marked right',
  'report.markedWrong': 'Answers marked wrong',
  'report.wrongAnswers': '*Answers marked wrong* (for the catalogue’s vendor: a wrong entry or a bad match)',
  'report.noWrongAnswers': 'None.',
  'report.status.markedWrong': 'answer marked wrong',
  'report.csv.skus': 'SKUs shown',
  'report.csv.question': 'Question as asked',
  'feedback.right.label': 'This answer is right',
  'feedback.wrong.label': 'This answer is wrong',
  'feedback.thanks.right': 'Thanks for telling me.',
  'feedback.thanks.wrong': 'Thanks: the admins will see this answer marked wrong in their gap report.',

  'agent.prompts.title': 'What can I find for you?',
  'agent.prompt.unit': 'Find the controller for a unit',
  'agent.prompt.list': 'Check a project list',
  'agent.prompt.list.message': 'How do I check a project list?',
  'agent.prompt.photo': 'Read a rating-plate photo',
  'agent.prompt.photo.message': 'How do I send a rating-plate photo?',
  'agent.howTo.list':
    '*Check a project list*\n• Paste the list here, one unit per line (spreadsheet rows too), with a quantity where you like: `3 x Daikin FTXM25R`\n• Or share a `.csv`, `.tsv`, `.txt` or `.xlsx` file here\n• You get the counts and a CSV file: the SKU of every line and the total quantity per SKU',
  'agent.howTo.photo':
    '*Read a rating-plate photo*\n• Take a sharp photo of the indoor unit’s rating plate, straight on\n• Send it here: JPEG, PNG, WebP, or HEIC from a phone\n• I read the model on it and answer as if you had typed it',
  'agent.status.lookingUp': 'Looking up {text}…',
  'agent.status.list': 'Checking your list…',
  'agent.status.files': 'Reading what you shared…',
  'agent.title.files': 'Shared file',
  'agent.share.done': 'Shared in {channel}.',
  'agent.share.noChannel': 'Open me next to a channel to share an answer there.',
  'agent.share.notMember': 'You are not a member of {channel}, so I did not share the answer there.',
  'agent.share.onlyYou':
    'I showed the answer in {channel} to you alone: I could not check that you may post there.',
  'agent.share.failed':
    'I could not post in {channel}: add me to that channel, then press *Share in channel* again.',

  'workflow.summary.noUnit': 'No unit named: give a brand and a model, e.g. Daikin FTXM25R.',
  'workflow.summary.choose':
    'Several units match: {units}. Run the step again with the full model of one of them.',
  'workflow.summary.notFound': 'No unit of the catalogue matches.',
  'workflow.summary.notSold': 'Not sold in market {market}.',
  'workflow.summary.notSoldUnit': '{unit}: not sold in market {market}.',
  'workflow.summary.unavailable': 'The catalogue did not answer: run the step again in a moment.',
  'workflow.summary.unknownMarket': 'Market {market} is not enabled here. Markets: {markets}.',
  'workflow.summary.unknownLanguage': 'The catalogue does not know language {locale} in market {market}.',
  'workflow.summary.warnings': 'Warnings',
  'workflow.fail.notText': 'The unit must be text: a brand and a model, e.g. Daikin FTXM25R.',
  'workflow.fail.error': 'The step could not look the unit up. Run it again in a moment.',
  'workflow.fail.completeRefused':
    'Slack did not accept the step’s outputs ({code}). Run it again in a moment.',
  'workflow.fail.completeFailed': 'The step could not hand its outputs to Slack. Run it again in a moment.',
  'brands.intro': 'Brands in market {market}: {brands}.',
  'brands.none': 'I could not list the brands of market {market} just now: try again in a moment.',
  'whichModel.series': 'Its series: {series}.',
  greeting:
    'Hello! Type the brand and model of an indoor unit, e.g. `daikin ftxm25r`, and I tell you which controller (SKU) to sell. `help` says more.',
  'sample.notice': 'Sample catalogue: not for orders.',
  'demo.switched': 'Now market {market}, language {language}.',
  'demo.help':
    '*Ask with a brand and a model*, e.g. `daikin ftxm25r`. Add a type such as `wifi` for one controller type only. Several units: separate them with commas.\n`brands` lists the market’s brands; a brand alone, its series.\n`market:{market}` or `lang:fr` alone switches this session; in a question, for that question only, e.g. `daikin ftxm25r market:{market} lang:fr`. Markets: {markets}.\nA number picks one of the choices listed; `quit` or `exit` ends.\nIn Slack only: menus, settings, lists of units with their CSV, Share in channel and the gap report.',
  'demo.menusInSlack': '(In Slack, menus here pick the type, brand and model.)',
  'demo.notFound.hint':
    'Check the spelling, or type `brands` for the market’s brands (in Slack, `/controller` on its own opens menus).',
  'demo.ask': 'Ask with a brand and a model, e.g. `daikin ftxm25r`. `help` says more.',

  'context.asOf': 'from the app’s copy of the catalogue, as of {when}',
  'copy.digest.title': 'Catalogue changes in market {market}',
  'copy.digest.counts':
    'Units added: {added} · removed: {removed} · with another SKU: {skus} · with other warnings: {warnings}',
  'copy.digest.more': '…and {count} more: every change is in the CSV.',
  'copy.digest.fileTitle': 'Catalogue changes, market {market}',
  'copy.change.added': 'added',
  'copy.change.removed': 'removed',
  'copy.change.warnings': 'warnings',
  'copy.csv.brand': 'Brand',
  'copy.csv.unit': 'Unit',
  'copy.csv.change': 'Change',
  'copy.csv.type': 'Controller type',
  'copy.csv.before': 'Before',
  'copy.csv.after': 'After',
  'copy.refresh.started': 'Reading the catalogue again now. I’ll tell you what changed when it’s done.',
  'copy.refresh.joined':
    '{admin} already asked for a refresh, which is under way: no second one is started, and what changed goes to {admin}.',
  'copy.refresh.adminsOnly': 'Refreshing the catalogue copy is for the admins of this app.',
  'copy.refresh.off': 'This app keeps no copy of the catalogue: every answer reads the catalogue itself.',
  'copy.refresh.done': 'The catalogue copy is refreshed.',
  'copy.refresh.market': 'Market {market}: {counts}',
  'copy.refresh.unchanged': 'Market {market}: nothing changed.',
  'copy.refresh.failed': 'The catalogue refresh failed: answers go on from the previous copy.',
  'copy.home.digest': '*Last catalogue changes*',
  'copy.home.noDigest': 'No catalogue change since the copy was made.',
  'watch.footer': 'I watch this list for catalogue changes until {date}.',
  'watch.openList': 'Open it as a Slack List',
  'watch.openIncompleteList': 'Open the Slack List (incomplete: {done} of {total} lines)',
  'watch.listRemoved': 'The Slack List could not be finished and was removed; the CSV has every line.',
  'watch.incompleteName': '{name} (incomplete)',
  'watch.stop': 'Stop watching',
  'watch.stopped': 'I no longer watch this list for catalogue changes.',
  'watch.notYours': 'Only the person who sent this list can stop watching it.',
  'watch.notWatched': 'This list is no longer watched.',
  'watch.changed': {
    one: 'The catalogue changed {count} line of your list:',
    other: 'The catalogue changed {count} lines of your list:',
  },
  'watch.note.gone': 'no longer in the catalogue',
  'watch.note.typeGone': '{type} no longer offered ({before})',
  'watch.note.typeNew': '{type} now offered: {after}',
  'watch.note.warning': 'new warning: {warning}',
  'watch.note.warningGone': 'warning dropped: {warning}',
  'watch.more': '…and {count} more: the CSV has every line.',
  'watch.fileTitle': 'Controllers for your list, updated',
  'watch.csv.changed': 'Changed',
  'watch.csv.changedMark': 'changed',
  'watch.home.title': '*Watched lists*',
  'watch.home.none': 'No list of yours is watched for catalogue changes.',
  'watch.home.dm': '{name} · until {date}',
  'watch.home.channel': 'A list in a channel · until {date}',
  'sku.fits': {
    one: '*{sku}* fits {count} unit in market {market}:',
    other: '*{sku}* fits {count} units in market {market}:',
  },
  'sku.series': 'series {series}',
  'sku.more': {
    one: '…and {count} more unit: all of them are in the CSV.',
    other: '…and {count} more units: all of them are in the CSV.',
  },
  'sku.elsewhere': '*{sku}* is not sold in market {market}. It is sold in {markets}.',
  'sku.notReference': '*{text}* is not a controller reference here.',
  'sku.fileTitle': 'Units for {sku}, market {market}',
  'mcp.notFromSlack':
    'This tool answers Slack users only: the call must come from Slack (Slackbot), naming its user.',
  'mcp.types': 'Controller types in market {market}: {types}.',
  'mcp.skuFirst':
    'The first {shown} of {count} units are listed: `/controller {sku}` gives them all as a CSV.',
  'mcp.listOrder': 'Order summary',
} as const;
