/**
 * The terminal demo as people type to it (a real process, the embedded sample catalogue): a
 * question in Spanish answered in Spanish, help words and greetings in their language, `quit`,
 * the market's brands and a brand's series, `market:`/`lang:` alone switching the session, what
 * only Slack has said to be Slack's, a unit named twice answered once, the sample catalogue's note.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answersOf, answersTo, buildDemo, runDemo, runDemoWithLogs } from '../support/demo-process.js';

// The one-line questions, each answered as `npm run demo -- <question>` answers it, asked in one
// process (their subject is the answer, not the command line).
const questions = [
  '¿qué controlador para daikin FTXM25R?',
  'daikin FTXM25R',
  'daikin ftxm25r, daikin ftxm25r',
  'brands',
  'daikin',
  // What could lead to what only Slack has (the brand alone above too).
  'foo bar',
  'daikin ftxm',
  'help',
  'ctxm15r',
];
let answer: (question: string) => string;
beforeAll(async () => {
  await buildDemo();
  answer = await answersTo(questions);
}, 120_000);

describe('the demo as people type', () => {
  it('answers a question written in Spanish in Spanish; a bare unit keeps the default language', async () => {
    const spanish = answer('¿qué controlador para daikin FTXM25R?');
    expect(spanish).toContain('Controlador a vender para Daikin FTXM25R');
    expect(spanish).toContain('Mercado ES · Idioma Español');
    expect(answer('daikin FTXM25R')).toContain('Controller to sell for Daikin FTXM25R');
    // A language chosen with --locale wins over the question's own.
    expect(await runDemo(['--locale', 'fr', '¿qué controlador para daikin FTXM25R?'])).toContain(
      'Contrôleur à vendre pour Daikin FTXM25R',
    );
  });

  it('gives help in the language of its word, greets, and ends on quit', async () => {
    const words = ['ayuda', 'aide', 'aiuto', 'ajuda', 'hilfe', 'hello', 'hola', 'bonjour', 'quit', 'help'];
    const answers = answersOf(await runDemo([], `${words.join('\n')}\n`));
    expect(answers).toEqual([
      expect.stringMatching(/^Pregunta con una marca y un modelo/),
      expect.stringMatching(/^Demandez avec une marque et un modèle/),
      expect.stringMatching(/^Chiedi con una marca e un modello/),
      expect.stringMatching(/^Pergunte com uma marca e um modelo/),
      expect.stringMatching(/^Frag mit Marke und Modell/),
      expect.stringMatching(/^Hello! Type the brand and model of an indoor unit/),
      expect.stringMatching(/^¡Hola! Escribe la marca y el modelo/),
      expect.stringMatching(/^Bonjour\u202f! Tapez la marque et le modèle/),
      // quit ends the session: nothing after it is read.
      '',
    ]);
  });

  it('lists the market’s brands, and a brand’s series with its menus said to be Slack’s', () => {
    const answers = [answer('brands'), answer('daikin')];
    expect(answers[0]).toMatch(/^Brands in market ES: Daikin, .*Mitsubishi Electric, .*Toshiba\.$/m);
    expect(answers[0]).toContain('⚠ Sample catalogue: not for orders.');
    expect(answers[1]).toContain('Its series: ');
    expect(answers[1]).toMatch(/Its series: .*\bFTXM\b/);
    expect(answers[1]).toContain('(In Slack, menus here pick the type, brand and model.)');
    expect(answers[1]).not.toMatch(/^(Controller type|Brand|Model \(Daikin\))$/m);
  });

  it('switches the session on market: or lang: alone, saying so in one line', async () => {
    const answers = answersOf(await runDemo([], 'market:FR\nknx daikin ftxm25r\nlang:fr\ndaikin ftxm25r\n'));
    expect(answers[0]).toBe('Now market FR, language English.');
    expect(answers[1]).toMatch(/^CFKNXDAI\d{3}R000/m);
    expect(answers[2]).toBe('Désormais marché FR, langue Français.');
    expect(answers[3]).toContain('Marché FR · Langue Français');
  });

  it('never offers what only Slack has without saying it is in Slack', () => {
    const out = ['foo bar', 'daikin ftxm', 'daikin', 'help', 'ctxm15r'].map(answer).join('\n');
    const offering = out.split('\n').filter((line) => /\/controller|menus|Share|settings/.test(line));
    expect(offering.length).toBeGreaterThan(3);
    expect(offering.filter((line) => !/in Slack/i.test(line))).toEqual([]);
  });

  it('answers a unit named twice once', () => {
    const out = answer('daikin ftxm25r, daikin ftxm25r');
    expect(out.match(/Controller to sell for Daikin FTXM25R/g)).toHaveLength(1);
    expect(out).not.toContain('Your question names');
  });

  it('says the sample catalogue is not for orders, and logs a refused language below warn', async () => {
    const { stdout, stderr } = await runDemoWithLogs(['--locale', 'de', 'daikin', 'ftxm25r']);
    expect(stdout).toContain('⚠ Beispielkatalog: nicht für Bestellungen.');
    expect(stderr).toContain('CATALOGUE_BASE_URL is not set');
    expect(stderr).not.toContain('catalogue call failed');
    expect(stderr).not.toContain('could not be built');
  });
});
