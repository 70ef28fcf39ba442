/**
 * Requests: reading what the user sent (command text, message text and Slack markup, one-off
 * overrides, the question as a whole). This file: what `/controller <text>` asks for.
 */
export type ParsedCommand =
  | { kind: 'menus' }
  | { kind: 'help' }
  | { kind: 'settings' }
  | { kind: 'list' }
  | { kind: 'report' }
  | { kind: 'lookup'; text: string };

/** Words that ask for help, in the app's languages. */
const helpWords = new Set(['help', '?', '-h', '--help', 'usage', 'aide', 'ayuda']);
const menuWords = new Set(['', 'menu', 'menus']);
/** Words that open the settings, in the app's languages. */
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
]);

/** Words that open the list modal, in the app's languages. */
const listWords = new Set(['list', 'lists', 'lista', 'listas', 'liste', 'listes']);

/** Words that ask for the catalogue-gap report (admins), in the app's languages. */
const reportWords = new Set(['report', 'reports', 'informe', 'rapport']);

export function parseCommandText(text: string | undefined): ParsedCommand {
  const trimmed = (text ?? '').trim();
  const word = trimmed.toLowerCase();
  if (menuWords.has(word)) return { kind: 'menus' };
  if (helpWords.has(word)) return { kind: 'help' };
  if (settingsWords.has(word)) return { kind: 'settings' };
  if (listWords.has(word)) return { kind: 'list' };
  if (reportWords.has(word)) return { kind: 'report' };
  return { kind: 'lookup', text: trimmed };
}
