/**
 * The terminal demo as a user runs it (the compiled demo, a real process, the embedded sample
 * catalogue): it answers in the app's own words and numbers, reads `market:`/`lang:` typed in
 * the text, knows a type qualifier alone, echoes piped queries, lets a number pick one of the
 * listed choices. Its command line (flags, `--json`): demo-flags.test.ts. How people type to it
 * (their language, help words, greetings, brands, switching): demo-people.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answersOf, answersTo, buildDemo, runDemo } from '../support/demo-process.js';

// The one-line questions, each answered as `npm run demo -- <question>` answers it, asked in one
// process (their subject is the answer, not the command line).
const questions = [
  'daikin ftxm25r',
  'daikin ftxm25r market:FR lang:fr',
  'help',
  'sti daikin ftxm25r market:ES',
  '/controller daikin ftxm25r',
  'daikin ftxj25a',
  'daikin ftxm25r, mitsubishi msz-ln25vg',
];
let answer: (question: string) => string;
beforeAll(async () => {
  await buildDemo();
  answer = await answersTo(questions);
}, 120_000);

describe('the demo speaks like the app', () => {
  it('answers one lookup with the SKU first on each type’s line', () => {
    const out = answer('daikin ftxm25r');
    expect(out).toContain('Controller to sell for Daikin FTXM25R');
    expect(out).toMatch(/^CFWIFDAI\d{3}R000 {3}Wi-Fi controller$/m);
  });

  it('answers a SKU with the units it fits, from a copy of the sample catalogue made for it', async () => {
    // One market served: the copy made for the question reads it alone (a third of the sample).
    const env = { CATALOGUE_MARKETS: 'ES' };
    const [fits, none] = answersOf(await runDemo([], 'CFWIFDAI001R000\nCFWIFDAI999R999\n', env));
    expect(fits).toContain('CFWIFDAI001R000 fits 30 units in market ES:');
    expect(fits).toContain('FTXF20E (Wi-Fi controller)');
    expect(none).toContain('is not a controller reference here');
  });

  it('reads market:FR lang:fr typed in the text', () => {
    const out = answer('daikin ftxm25r market:FR lang:fr');
    expect(out).toContain('Contrôleur à vendre pour Daikin FTXM25R');
    expect(out).toContain('Marché FR · Langue Français');
  });

  it('answers help with the demo’s help, its example naming a market the catalogue has', () => {
    const out = answer('help');
    expect(out).toContain('daikin ftxm25r market:FR lang:fr');
    expect(out).toContain('Markets: ES, FR, GB');
    expect(out).toContain('In Slack only: menus, settings');
    expect(out).not.toContain('/controller');
  });

  it('knows a type qualifier alone (sti)', () => {
    const out = answer('sti daikin ftxm25r market:ES');
    expect(out.match(/^CF[A-Z]{6}\d{3}R000/gm)).toEqual(['CFSTIDAI001R000']);
  });

  it('echoes piped queries and picks a listed choice by its number', async () => {
    const out = await runDemo([], 'daikin ftxm25\n2\n');
    expect(out).toContain('controller> daikin ftxm25');
    const second = /^ {2}2\. (.+)$/m.exec(out)?.[1];
    expect(second).toMatch(/^Daikin FTXM25[A-Z]$/);
    const afterPick = out.slice(out.indexOf('controller> 2'));
    expect(afterPick).toContain(`Controller to sell for ${second}`);
    expect(afterPick).toMatch(/^CFWIFDAI\d{3}R000/m);
  });

  it('keeps its numbered choices after a number out of range, saying the range', async () => {
    const out = await runDemo([], 'daikin ftxm25\n9\n0\n2\n');
    expect(out.match(/Choose a number from 1 to 2\./g)).toHaveLength(2);
    const second = /^ {2}2\. (.+)$/m.exec(out)?.[1];
    expect(second).toMatch(/^Daikin FTXM25[A-Z]$/);
    expect(out.slice(out.indexOf('controller> 2'))).toContain(`Controller to sell for ${second}`);
  });

  it('says in one line where Slack does what only Slack does, in any of the app’s languages', async () => {
    const asked = ['settings', 'list', 'report', '/controller', '/controller settings', 'einstellungen'];
    const out = await runDemo([], `${asked.join('\n')}\nelenco lang:it\n`);
    expect(answersOf(out)).toEqual([
      expect.stringMatching(/^In Slack, \/controller settings .*--market and --locale\.$/),
      expect.stringMatching(/^In Slack, \/controller list opens a box .*up to 5 units in one question\.$/),
      expect.stringMatching(/^In Slack, admins get the catalogue gap report with \/controller report/),
      expect.stringMatching(/^In Slack, \/controller on its own opens menus .*daikin ftxm25r\.$/),
      expect.stringMatching(/^In Slack, \/controller settings /),
      expect.stringMatching(/^In Slack, \/controller settings /),
      expect.stringMatching(/^In Slack, \/controller list apre un riquadro/),
    ]);
    expect(out).not.toContain('could not find a brand');
  });

  it('reads a question typed after /controller as Slack does', () => {
    expect(answer('/controller daikin ftxm25r')).toMatch(/^CFWIFDAI\d{3}R000 {3}Wi-Fi controller$/m);
  });

  it('answers colour variants with the same controllers at once, and several units in one question', () => {
    const variants = answer('daikin ftxj25a');
    expect(variants).toContain('Controller to sell for Daikin FTXJ25AB / AS / AW (Wall mounted · Split)');
    expect(variants).toContain('The same controllers for each of these 3 variants.');
    expect(variants.match(/^CFWIFDAI\d{3}R000 {3}Wi-Fi controller$/gm)).toHaveLength(1);
    const several = answer('daikin ftxm25r, mitsubishi msz-ln25vg');
    expect(several).toContain('Your question names 2 units, each answered below:');
    expect(several).toContain('Controller to sell for Daikin FTXM25R');
    expect(several).toContain('Controller to sell for Mitsubishi Electric MSZ-LN25VG');
    expect(several.match(/Market ES/g)).toHaveLength(1);
  });
});
