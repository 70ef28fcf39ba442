/**
 * English messages: the reference catalogue. Every other language translates these keys;
 * a key missing there falls back to English. Values may hold Slack mrkdwn (`*bold*`,
 * `` `code` ``) and `{name}` placeholders; they never hold `&`, `<` or `>`, so they are
 * safe in mrkdwn and plain text alike.
 */
export const en = {
  'app.name': 'Controller Finder',

  'help.intro': 'I tell you which controller (SKU) to sell for an indoor air-conditioning unit.',
  'help.ask':
    '*Ask with a brand and a model*\n• `/controller daikin ftxm25r`\n• `/controller wifi daikin ftxm25r` for one controller type only\n• `/controller` on its own opens menus: type, brand, model',
  'help.elsewhere':
    '*Anywhere else in Slack*\n• On any message (a customer email, a ticket), choose *More actions → Find controller*\n• Send me a direct message with a brand and a model\n• Mention me in a channel and I answer in the thread',
  'help.replies':
    'Answers are only visible to you until you press *Share in channel*. `/controller help` shows this message.',
  'help.openMenus': 'Open the menus',

  'status.lookingUp': 'Looking that up…',
  'status.error': 'Something went wrong on my side. Please try again in a moment.',
  'status.more': '…and {count} more',

  'answer.controllers': 'Controller to sell',
  'answer.protocol': 'Protocol: {name}',
  'answer.closestMatch': 'Closest match to *{text}*: check the model designation.',
  'answer.noRows': 'No controller type of this market works with this unit.',
  'answer.warnings': 'Warnings',
  'answer.cooling': 'Cooling',
  'answer.heating': 'Heating',
  'answer.airflow': 'Airflow',
  'answer.unitType': 'Unit',
  'answer.additionalInfo': 'Additional information',
  'answer.share': 'Share in channel',

  'context.searched': 'Searched: {text}',
  'context.market': 'Market {market}',
  'context.language': 'Language {language}',
  'context.stale': 'from cache, may be out of date',
  'context.sharedBy': 'Shared by {user}',

  'choices.intro': 'More than one unit matches *{text}*. Which one do you mean?',

  'notFound.noBrand': 'I could not find a brand I know in *{text}*.',
  'notFound.noModel': 'I could not find that model: *{text}*.',
  'notFound.noCompatibleType': 'No controller type of this market works with *{text}*.',
  'notFound.emptyQuery': 'Tell me a brand and a model, for example `/controller daikin ftxm25r`.',
  'notFound.suggestions': 'Did you mean one of these?',
  'notFound.hint': 'Check the spelling, or type `/controller` on its own to browse brands and models.',

  'typeNotOffered.intro': 'The controller type *{type}* is not offered in market {market}.',
  'typeNotOffered.offered': 'Offered here: {types}',
  'typeNotOffered.none': 'This market offers no controller types.',

  'stillLearning.intro':
    'I am still reading the catalogue, so I cannot yet find *{text}* without its brand. Add the brand (for example `daikin ftxm25r`) or try again in a minute.',

  'unavailable.timeout': 'The catalogue did not answer in time. Please try again in a moment.',
  'unavailable.unauthorized': 'The catalogue refused our credentials. Please tell whoever runs this app.',
  'unavailable.rateLimited': 'The catalogue is busy right now. Please try again in a minute.',
  'unavailable.other': 'The catalogue cannot be reached right now. Please try again in a moment.',

  'menu.intro': 'Pick a controller type, then a brand, then a model.',
  'menu.type': 'Controller type',
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
} as const;

export type MessageKey = keyof typeof en;
