/**
 * Requests: reading what the user sent (command text, message text and Slack markup, one-off
 * overrides, the question as a whole). This file: what `/controller <text>` asks for.
 */
export type ParsedCommand =
  | { kind: 'menus' }
  | { kind: 'help' }
  | { kind: 'greeting' }
  | { kind: 'settings' }
  | { kind: 'list' }
  | { kind: 'report' }
  | { kind: 'refresh' }
  | { kind: 'lookup'; text: string };

/**
 * The words below are whole commands, in the app's six languages (English, Spanish, French,
 * Italian, Portuguese, German): the text must be one of them alone, so that no brand or model
 * is ever taken for one.
 */

/** Words that ask for help. */
const helpWords = new Set(['help', '?', '-h', '--help', 'usage', 'ayuda', 'aide', 'aiuto', 'ajuda', 'hilfe']);
const menuWords = new Set(['', 'menu', 'menus']);
/** Words that greet (answered with a short how-to), with any `!`, `?` or `.` around them. */
const greetingWords = new Set([
  'hello',
  'hi',
  'hey',
  'hola',
  'buenas',
  'bonjour',
  'salut',
  'ciao',
  'buongiorno',
  'olá',
  'ola',
  'oi',
  'hallo',
]);
/** Words that open the settings. */
const settingsWords = new Set([
  'settings',
  'setting',
  'preferences',
  'config',
  'ajustes',
  'configuración',
  'configuracion',
  'paramètres',
  'parametres',
  'réglages',
  'reglages',
  'impostazioni',
  'preferenze',
  'configurações',
  'configuracoes',
  'definições',
  'definicoes',
  'einstellungen',
]);

/** Words that open the list modal. */
const listWords = new Set(['list', 'lists', 'lista', 'listas', 'liste', 'listes', 'elenco', 'listen']);

/** Words that ask for the catalogue-gap report (admins). */
const reportWords = new Set([
  'report',
  'reports',
  'informe',
  'rapport',
  'rapporto',
  'relatório',
  'relatorio',
  'bericht',
]);

/** Words that ask for the catalogue copy to be read again now (admins). */
const refreshWords = new Set([
  'refresh',
  'actualizar',
  'actualiser',
  'aggiorna',
  'aggiornare',
  'atualizar',
  'aktualisieren',
]);

/** Longer than any greeting with its marks: not read further (the trim below stays short). */
const maxGreetingLength = 24;

/** A greeting alone, with its opening `¡¿` and closing `!?.` marks. */
const isGreeting = (word: string): boolean =>
  word.length <= maxGreetingLength && greetingWords.has(word.replace(/^[¡¿]+|[!?.]+$/g, ''));

export function parseCommandText(text: string | undefined): ParsedCommand {
  const trimmed = (text ?? '').trim();
  const word = trimmed.normalize('NFC').toLowerCase();
  if (menuWords.has(word)) return { kind: 'menus' };
  if (helpWords.has(word)) return { kind: 'help' };
  if (isGreeting(word)) return { kind: 'greeting' };
  if (settingsWords.has(word)) return { kind: 'settings' };
  if (listWords.has(word)) return { kind: 'list' };
  if (reportWords.has(word)) return { kind: 'report' };
  if (refreshWords.has(word)) return { kind: 'refresh' };
  return { kind: 'lookup', text: trimmed };
}
