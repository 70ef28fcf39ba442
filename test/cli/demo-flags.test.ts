/**
 * The terminal demo's command line (the compiled demo, a real process, the embedded sample
 * catalogue): `--market`/`--locale` read as `market:`/`lang:` typed in the text, refused as a
 * question would be, the language of `--locale`, and `--json`'s Block Kit message. Split from
 * demo.test.ts so that both test workers share the demo's processes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { answersTo, buildDemo, runDemo, runDemoFailing } from '../support/demo-process.js';

// What the flags are compared with: the same questions typed, answered in one process.
let answer: (question: string) => string;
beforeAll(async () => {
  await buildDemo();
  answer = await answersTo(['daikin ftxm25r market:fr lang:FR-fr', 'daikin ftxm25r']);
}, 120_000);

describe('the demo’s command line', () => {
  it('reads --market and --locale exactly as market: and lang: typed in the text, in any case', async () => {
    const flagged = await runDemo(['--market', 'fr', '--locale', 'FR-fr', 'daikin', 'ftxm25r']);
    expect(flagged).toContain('Marché FR · Langue Français');
    expect(flagged).toBe(`${answer('daikin ftxm25r market:fr lang:FR-fr')}\n`);
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

  it('speaks the language of --locale, labels included', async () => {
    const out = await runDemo(['--locale', 'es', 'daikin', 'ftxm25r']);
    expect(out).toContain('Refrigeración: 2,5 kW');
    expect(out).not.toMatch(/Specs:|Note:/);
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
    expect(answer('daikin ftxm25r')).toContain(`Airflow: ${figures}`);
  });
});
