/**
 * The terminal demo as a user runs it (the compiled demo, a real process, the embedded sample
 * catalogue): it answers in the app's own words and numbers, reads `market:`/`lang:` typed in
 * the text, knows a type qualifier alone, echoes piped queries, lets a number pick one of the
 * listed choices, and prints the Block Kit message Slack would get with `--json`.
 */
import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../support/app-process.js';

let demo: string;
beforeAll(async () => {
  demo = join(dirname(await buildApp()), 'cli', 'demo.js');
}, 120_000);

/** The demo's exit code and output for these arguments. */
async function runDemoFailing(args: string[]): Promise<{ code: unknown; stderr: string }> {
  const failed = await promisify(execFile)(process.execPath, [demo, ...args], {
    env: { PATH: process.env.PATH ?? '' },
    timeout: 60_000,
  }).then(
    () => ({ code: 0, stderr: '' }),
    (error: { code?: unknown; stderr?: string }) => ({ code: error.code, stderr: error.stderr ?? '' }),
  );
  return failed;
}

/** The demo's stdout and stderr for these arguments, with `input` piped in. */
async function runDemoWithLogs(args: string[], input?: string): Promise<{ stdout: string; stderr: string }> {
  const running = promisify(execFile)(process.execPath, [demo, ...args], {
    env: { PATH: process.env.PATH ?? '' },
    timeout: 60_000,
  });
  if (input !== undefined) running.child.stdin?.end(input);
  else running.child.stdin?.end();
  return await running;
}

/** The demo's stdout for these arguments, with `input` piped in. */
const runDemo = async (args: string[], input?: string): Promise<string> =>
  (await runDemoWithLogs(args, input)).stdout;

/** Each answer of a piped conversation, after its echoed question. */
const answersOf = (out: string): string[] =>
  out
    .split(/^controller> .*$/m)
    .slice(1)
    .map((answer) => answer.trim());

describe('the demo speaks like the app', () => {
  it('answers one lookup with the SKU first on each type’s line', async () => {
    const out = await runDemo(['daikin', 'ftxm25r']);
    expect(out).toContain('Controller to sell for Daikin FTXM25R');
    expect(out).toMatch(/^CFWIFDAI\d{3}R000 {3}Wi-Fi controller$/m);
  });

  it('answers a SKU with the units it fits, from a copy of the sample catalogue made for it', async () => {
    const [fits, none] = answersOf(await runDemo([], 'CFWIFDAI001R000\nCFWIFDAI999R999\n'));
    expect(fits).toContain('CFWIFDAI001R000 fits 30 units in market ES:');
    expect(fits).toContain('FTXF20E (Wi-Fi controller)');
    expect(none).toContain('is not a controller reference here');
  });

  it('reads market:FR lang:fr typed in the text', async () => {
    const out = await runDemo(['daikin ftxm25r market:FR lang:fr']);
    expect(out).toContain('Contrôleur à vendre pour Daikin FTXM25R');
    expect(out).toContain('Marché FR · Langue Français');
  });

  it('reads --market and --locale exactly as market: and lang: typed in the text, in any case', async () => {
    const flagged = await runDemo(['--market', 'fr', '--locale', 'FR-fr', 'daikin', 'ftxm25r']);
    expect(flagged).toContain('Marché FR · Langue Français');
    expect(flagged).toBe(await runDemo(['daikin ftxm25r market:fr lang:FR-fr']));
    // The default market is ES (no KNX); typed in the text, GB wins over the flag.
    expect(await runDemo(['--market', 'es', 'knx daikin ftxm25r market:gb'])).toMatch(/^CFKNXDAI\d{3}R000/m);
  });

  it('refuses a market it does not have as a question would, naming those it has', async () => {
    const { code, stderr } = await runDemoFailing(['--market', 'de', 'daikin', 'ftxm25r']);
    expect(code).toBe(2);
    expect(stderr).toContain('Market de is not enabled here. Markets you can use: ES, FR, GB.');
  });

  it('answers a language the catalogue lacks as the app does: in the configured one, with a note', async () => {
    const out = await runDemo(['--locale', 'de', 'daikin', 'ftxm25r']);
    expect(out).toContain('Zu verkaufender Controller für Daikin FTXM25R');
    expect(out).toMatch(/^CFWIFDAI001R000 {3}Wi-Fi controller$/m);
    expect(out).toContain('Der Katalog hat für den Markt ES keine Inhalte auf Deutsch');
    const { code, stderr } = await runDemoFailing(['--locale', 'xx', 'daikin', 'ftxm25r']);
    expect(code).toBe(2);
    expect(stderr).toContain('Language xx is not available here. Languages you can use: en English');
  });

  it('answers help with the demo’s help, its example naming a market the catalogue has', async () => {
    const out = await runDemo(['help']);
    expect(out).toContain('daikin ftxm25r market:FR lang:fr');
    expect(out).toContain('Markets: ES, FR, GB');
    expect(out).toContain('In Slack only: menus, settings');
    expect(out).not.toContain('/controller');
  });

  it('speaks the language of --locale, labels included', async () => {
    const out = await runDemo(['--locale', 'es', 'daikin', 'ftxm25r']);
    expect(out).toContain('Refrigeración: 2,5 kW');
    expect(out).not.toMatch(/Specs:|Note:/);
  });

  it('knows a type qualifier alone (sti)', async () => {
    const out = await runDemo(['--market', 'ES', 'sti daikin ftxm25r']);
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

  it('reads a question typed after /controller as Slack does', async () => {
    const out = await runDemo(['/controller', 'daikin', 'ftxm25r']);
    expect(out).toMatch(/^CFWIFDAI\d{3}R000 {3}Wi-Fi controller$/m);
  });

  it('answers colour variants with the same controllers at once, and several units in one question', async () => {
    const variants = await runDemo(['daikin', 'ftxj25a']);
    expect(variants).toContain('Controller to sell for Daikin FTXJ25AB / AS / AW (Wall mounted · Split)');
    expect(variants).toContain('The same controllers for each of these 3 variants.');
    expect(variants.match(/^CFWIFDAI\d{3}R000 {3}Wi-Fi controller$/gm)).toHaveLength(1);
    const several = await runDemo(['daikin ftxm25r, mitsubishi msz-ln25vg']);
    expect(several).toContain('Your question names 2 units, each answered below:');
    expect(several).toContain('Controller to sell for Daikin FTXM25R');
    expect(several).toContain('Controller to sell for Mitsubishi Electric MSZ-LN25VG');
    expect(several.match(/Market ES/g)).toHaveLength(1);
  });

  it('prints with --json the Block Kit message Slack would get, its figures those of the text', async () => {
    const json = JSON.parse(await runDemo(['--json', 'daikin', 'ftxm25r'])) as {
      text: string;
      blocks: { type: string; fields?: { text: string }[] }[];
    };
    expect(json.text).toMatch(/CFWIFDAI\d{3}R000/);
    const airflow = json.blocks.flatMap((b) => b.fields ?? []).find((f) => f.text.startsWith('*Airflow*'));
    const figures = airflow?.text.split('\n')[1] ?? 'missing';
    expect(figures).toContain('157.15');
    expect(await runDemo(['daikin', 'ftxm25r'])).toContain(`Airflow: ${figures}`);
  });
});

describe('the demo as people type (issue 29, point 6)', () => {
  it('answers a question written in Spanish in Spanish; a bare unit keeps the default language', async () => {
    const spanish = await runDemo(['¿qué controlador para daikin FTXM25R?']);
    expect(spanish).toContain('Controlador a vender para Daikin FTXM25R');
    expect(spanish).toContain('Mercado ES · Idioma Español');
    expect(await runDemo(['daikin FTXM25R'])).toContain('Controller to sell for Daikin FTXM25R');
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

  it('lists the market’s brands, and a brand’s series with its menus said to be Slack’s', async () => {
    const answers = answersOf(await runDemo([], 'brands\ndaikin\n'));
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

  it('never offers what only Slack has without saying it is in Slack', async () => {
    const out = await runDemo([], 'foo bar\ndaikin ftxm\ndaikin\nhelp\nctxm15r\n');
    const offering = out
      .split('\n')
      .filter((line) => !line.startsWith('controller> ') && /\/controller|menus|Share|settings/.test(line));
    expect(offering.length).toBeGreaterThan(3);
    expect(offering.filter((line) => !/in Slack/i.test(line))).toEqual([]);
  });

  it('answers a unit named twice once', async () => {
    const out = await runDemo(['daikin ftxm25r, daikin ftxm25r']);
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
