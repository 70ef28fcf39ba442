/**
 * The language a question is clearly written in (src/matching/question-language.ts): its
 * function and question words, never a model code or a word the catalogue names.
 */
import { describe, expect, it } from 'vitest';
import { questionLanguage, questionWords } from '../../src/matching/question-language.js';

describe('questionLanguage', () => {
  it('reads each of the app’s languages from the words people ask with', () => {
    expect(questionLanguage('¿qué controlador para daikin FTXM25R?')).toBe('es');
    expect(questionLanguage('quel contrôleur pour acme qx25r')).toBe('fr');
    expect(questionLanguage('welche Steuerung für acme qx25r')).toBe('de');
    expect(questionLanguage('quale controllore per acme qx25r')).toBe('it');
    expect(questionLanguage('qual controlador preciso para acme qx25r')).toBe('pt');
    expect(questionLanguage('which controller for acme qx25r')).toBe('en');
    expect(questionLanguage('ayuda')).toBe('es');
    expect(questionLanguage('Bonjour !')).toBe('fr');
  });

  it('names none for a bare unit, a tie, or the command word help', () => {
    expect(questionLanguage('daikin ftxm25r')).toBeUndefined();
    expect(questionLanguage('acme qx25r')).toBeUndefined();
    // `para` is Spanish and Portuguese alike.
    expect(questionLanguage('para acme qx25r')).toBeUndefined();
    expect(questionLanguage('help')).toBeUndefined();
    expect(questionLanguage('')).toBeUndefined();
  });

  it('never counts a word with a digit, nor a word the catalogue names', () => {
    expect(questionLanguage('para1 que2 el3')).toBeUndefined();
    const brand = new Set(questionWords('Hola Para'));
    expect(questionLanguage('hola para qx25r')).toBe('es');
    expect(questionLanguage('hola para qx25r', brand)).toBeUndefined();
    expect(questionLanguage('¿qué controlador para hola para qx25r?', brand)).toBe('es');
  });
});
