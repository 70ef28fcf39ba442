/**
 * The language a question is clearly written in, from its function and question words, or
 * undefined. Conservative and one pass: a language wins only with strictly more words than any
 * other, and words with a digit or of the catalogue (`ignored`) never count, so `acme qx25r` names
 * none. Pure.
 */
import type { Language } from '../i18n/index.js';

/** Each language's words. A word in several lists counts for each (`para`: Spanish and Portuguese). */
const words: Readonly<Record<Language, readonly string[]>> = {
  en: [
    'what',
    'which',
    'whats',
    'controller',
    'controllers',
    'remote',
    'for',
    'the',
    'does',
    'fits',
    'need',
    'with',
    'please',
    'hello',
    'hi',
    'hey',
    'brands',
    'thanks',
  ],
  es: [
    'qué',
    'que',
    'cuál',
    'cual',
    'cuáles',
    'controlador',
    'controladores',
    'mando',
    'para',
    'necesito',
    'sirve',
    'con',
    'el',
    'la',
    'los',
    'las',
    'del',
    'una',
    'este',
    'esta',
    'ayuda',
    'hola',
    'buenas',
    'marcas',
    'gracias',
  ],
  fr: [
    'quel',
    'quelle',
    'quels',
    'quelles',
    'que',
    'pour',
    'le',
    'la',
    'les',
    'du',
    'des',
    'une',
    'avec',
    'contrôleur',
    'télécommande',
    'commande',
    'faut',
    'besoin',
    'aide',
    'bonjour',
    'salut',
    'marques',
    'merci',
  ],
  it: [
    'quale',
    'quali',
    'che',
    'per',
    'il',
    'gli',
    'della',
    'del',
    'con',
    'una',
    'serve',
    'controllore',
    'telecomando',
    'comando',
    'aiuto',
    'ciao',
    'buongiorno',
    'marche',
    'grazie',
  ],
  pt: [
    'qual',
    'quais',
    'que',
    'para',
    'os',
    'do',
    'da',
    'com',
    'uma',
    'controlador',
    'comando',
    'preciso',
    'serve',
    'ajuda',
    'olá',
    'oi',
    'marcas',
    'obrigado',
  ],
  de: [
    'welche',
    'welcher',
    'welches',
    'was',
    'für',
    'fuer',
    'der',
    'die',
    'das',
    'den',
    'mit',
    'eine',
    'brauche',
    'passt',
    'steuerung',
    'fernbedienung',
    'regler',
    'hilfe',
    'hallo',
    'marken',
    'danke',
  ],
};

/** Each word → the languages that use it. */
const languagesOf = new Map<string, Language[]>();
for (const [language, list] of Object.entries(words) as [Language, readonly string[]][]) {
  for (const word of list) languagesOf.set(word, [...(languagesOf.get(word) ?? []), language]);
}

/** Spanish opens a question or an exclamation with `¿` / `¡`: one word's worth of Spanish. */
const spanishOpening = /[¿¡]/;

/** The words of a text: runs of letters and digits, lower case, accents kept (`qué` is not `que`). */
const wordsOf = (text: string): string[] =>
  text
    .normalize('NFC')
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * The language `text` is clearly written in (see the header); `ignored` holds words, in lower
 * case, that the catalogue reads as a brand or a model and that therefore never count.
 */
export function questionLanguage(
  text: string,
  ignored: ReadonlySet<string> = new Set(),
): Language | undefined {
  const score = new Map<Language, number>();
  const add = (language: Language) => score.set(language, (score.get(language) ?? 0) + 1);
  if (spanishOpening.test(text)) add('es');
  for (const word of wordsOf(text)) {
    if (/\p{N}/u.test(word) || ignored.has(word)) continue;
    for (const language of languagesOf.get(word) ?? []) add(language);
  }
  const ranked = [...score].sort((a, b) => b[1] - a[1]);
  const [first, second] = ranked;
  if (!first || (second && second[1] === first[1])) return undefined;
  return first[0];
}

/** The words of `text` in lower case, as `questionLanguage` compares them (for `ignored`). */
export const questionWords = (text: string): string[] => wordsOf(text);
