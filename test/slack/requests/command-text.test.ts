/** What `/controller <text>` asks for: menus, help, settings or a lookup. */
import { describe, expect, it } from 'vitest';
import { parseCommandText } from '../../../src/slack/requests/command-text.js';

describe('parseCommandText', () => {
  it('opens menus on no text, help on help words, looks anything else up', () => {
    expect(parseCommandText('')).toEqual({ kind: 'menus' });
    for (const word of ['list', 'LISTA', 'liste']) expect(parseCommandText(word)).toEqual({ kind: 'list' });
    for (const word of ['report', 'informe', 'Rapport'])
      expect(parseCommandText(word)).toEqual({ kind: 'report' });
    expect(parseCommandText(undefined)).toEqual({ kind: 'menus' });
    expect(parseCommandText('  menu ')).toEqual({ kind: 'menus' });
    for (const word of ['help', 'HELP', '?', '--help', 'aide', 'ayuda']) {
      expect(parseCommandText(word)).toEqual({ kind: 'help' });
    }
    expect(parseCommandText(' daikin ftxm25r ')).toEqual({ kind: 'lookup', text: 'daikin ftxm25r' });
    expect(parseCommandText('help daikin')).toEqual({ kind: 'lookup', text: 'help daikin' });
  });

  it('greets a greeting alone, its marks around it, and reads a long run of marks as a question', () => {
    for (const word of ['hello', '¡Hola!', 'bonjour.', 'Hallo!?'])
      expect(parseCommandText(word).kind).toBe('greeting');
    const marks = `${'!'.repeat(10_000)}a`;
    expect(parseCommandText(marks)).toEqual({ kind: 'lookup', text: marks });
  });

  it('opens the settings on settings words, in the app languages', () => {
    for (const word of ['settings', 'Settings', 'preferences', 'ajustes', 'paramètres', 'réglages']) {
      expect(parseCommandText(word)).toEqual({ kind: 'settings' });
    }
    expect(parseCommandText('settings daikin')).toEqual({ kind: 'lookup', text: 'settings daikin' });
  });

  it('knows the Italian, Portuguese and German words too, accents typed or not, composed or not', () => {
    const words = {
      help: ['aiuto', 'Ajuda', 'HILFE'],
      settings: ['impostazioni', 'configurações', 'configuracoes', 'definic\u0327o\u0303es', 'Einstellungen'],
      list: ['elenco', 'lista', 'Liste'],
      report: ['rapporto', 'relatório', 'relatorio', 'Bericht'],
    } as const;
    const parsed = Object.entries(words).map(([kind, typed]) => [
      kind,
      typed.map((word) => parseCommandText(word).kind),
    ]);
    expect(Object.fromEntries(parsed)).toEqual({
      help: ['help', 'help', 'help'],
      settings: ['settings', 'settings', 'settings', 'settings', 'settings'],
      list: ['list', 'list', 'list'],
      report: ['report', 'report', 'report', 'report'],
    });
    // A word is a command only alone: with a unit it is part of the question.
    expect(parseCommandText('hilfe daikin ftxm25r')).toEqual({
      kind: 'lookup',
      text: 'hilfe daikin ftxm25r',
    });
  });
});
