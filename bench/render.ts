/**
 * `npm run render`: the app's replies as pictures, to look at a change the way a salesperson
 * sees it. Real lookups on the embedded sample catalogue (loopback) go through the app's own
 * Block Kit builders, then test/support/block-kit-html.ts draws each message as HTML and a
 * headless Chromium screenshots it into `renders/` (HTML beside each PNG). Needs a Chromium on
 * the machine (Debian: `apt-get install chromium`; or CHROMIUM=/path/to/chrome); not part of
 * `npm test`, which stays offline and browserless.
 */
import { execFile } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import sharp from 'sharp';
import type { CatalogueScope } from '../src/catalogue/types.js';
import type { Language } from '../src/i18n/index.js';
import { createLogger } from '../src/log/logger.js';
import { buildHelpMessage } from '../src/slack/blocks/help.js';
import { buildHomeView } from '../src/slack/blocks/home.js';
import { buildMenuMessage } from '../src/slack/blocks/menus.js';
import { recentOutcomeText } from '../src/slack/blocks/recent.js';
import { renderLookupResult } from '../src/slack/blocks/result.js';
import { recentOutcome } from '../src/slack/replies/lookup-summary.js';
import { blockKitPage, type RenderedPage } from '../test/support/block-kit-html.js';
import { startLookupStack } from '../test/support/lookup-stack.js';
import { copyPages } from './render-copy.js';
import { reportPages } from './render-report.js';

const run = promisify(execFile);
const outDir = resolve(process.argv[2] ?? 'renders');
const browsers = [process.env.CHROMIUM, 'chromium', 'chromium-browser', 'google-chrome'].filter(
  (name): name is string => Boolean(name),
);

async function findBrowser(): Promise<string> {
  for (const name of browsers) {
    try {
      await run(name, ['--version']);
      return name;
    } catch {
      // try the next name
    }
  }
  throw new Error(`no Chromium found (tried ${browsers.join(', ')}); install one or set CHROMIUM`);
}

/** The window the page is drawn in: taller than any reply (Chromium's --screenshot takes the window). */
const windowHeight = 6000;
/** White kept below the last drawn pixel. */
const marginBelow = 16;

/**
 * The screenshot cut just below what is drawn: the whole message, however tall its text, and no
 * white page under it. The page is white (#fff) below the message.
 */
async function cropToContent(full: Buffer): Promise<Buffer> {
  const { data, info } = await sharp(full).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const row = info.width * info.channels;
  let last = 0;
  for (let y = info.height - 1; y >= 0 && last === 0; y--) {
    if (data.subarray(y * row, (y + 1) * row).some((value) => value < 250)) last = y;
  }
  const height = Math.min(info.height, last + 1 + marginBelow);
  return sharp(full).extract({ left: 0, top: 0, width: info.width, height }).png().toBuffer();
}

async function screenshot(browser: string, name: string, page: RenderedPage): Promise<string> {
  const html = join(outDir, `${name}.html`);
  const png = join(outDir, `${name}.png`);
  await writeFile(html, blockKitPage(page));
  await run(browser, [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--hide-scrollbars',
    '--force-device-scale-factor=1',
    `--window-size=720,${windowHeight}`,
    `--screenshot=${png}`,
    pathToFileURL(html).href,
  ]);
  await writeFile(png, await cropToContent(await readFile(png)));
  return png;
}

interface Lookup {
  name: string;
  text: string;
  scope: CatalogueScope;
  language: Language;
}

/** A lookup to draw: the reply in `language`, the catalogue's content in `locale` (the same unless said). */
const at = (name: string, text: string, market: string, language: Language, locale = language): Lookup => ({
  name,
  text,
  scope: { market, locale },
  language,
});

const lookups: Lookup[] = [
  at('answer', 'daikin ftxm25r', 'GB', 'en'),
  at('answer-warnings', 'daikin ftxm25n', 'FR', 'fr'),
  at('answer-commercial', 'daikin fxzq20a', 'ES', 'es'),
  at('answer-unit-warnings', 'daikin ftxp25n', 'GB', 'en'),
  at('choices', 'daikin ftxm25', 'GB', 'en'),
  at('choices-same-skus', 'mitsu msz ap25', 'GB', 'en'),
  at('variants', 'Daikin FTXJ35A', 'ES', 'es'),
  at('variants-closest', 'fujitsu asyg12kmca', 'GB', 'en'),
  at('several', 'daikin ftxm25n, mitsubishi msz-ln25vg and daikin ftxm99z', 'GB', 'en'),
  at('several-fr', 'daikin ftxp25n et mitsu msz ap25', 'FR', 'fr'),
  at('not-found', 'daikin ftxm99z', 'GB', 'en'),
  at('choices-fr', 'daikin ftxm25', 'FR', 'fr'),
  // Italian: the sample catalogue has no Italian content, so English stands in (and the answer says so).
  at('answer-it', 'daikin ftxm25n', 'FR', 'it', 'en'),
  at('choices-it', 'daikin ftxm25', 'GB', 'it', 'en'),
];

/** Answers in the agent pane (the app's Messages tab): Share and the feedback buttons under them. */
const paneLookups: Lookup[] = [
  at('pane-answer', 'daikin ftxm25r', 'GB', 'en'),
  at('pane-answer-fr', 'daikin ftxm25n', 'FR', 'fr'),
];

const markets = ['ES', 'FR', 'GB'];

async function main(): Promise<void> {
  const browser = await findBrowser();
  await mkdir(outDir, { recursive: true });
  const stack = await startLookupStack({ logger: createLogger({ level: 'error' }) });
  const pages: [string, RenderedPage][] = [];
  try {
    const recent = [];
    for (const { name, text, scope, language } of lookups) {
      const result = await stack.engine.lookupQuestion({ text, scope });
      const reply = renderLookupResult(result, { language, shareable: true });
      pages.push([
        name,
        {
          caption: `/controller ${text} (${scope.market}, ${language})`,
          blocks: reply.blocks,
          ephemeral: true,
        },
      ]);
      recent.push({
        at: new Date(Date.UTC(2026, 10, 24, 9, recent.length)).toISOString(),
        query: text,
        market: scope.market,
        result: recentOutcomeText(recentOutcome(result), language),
        outcome: recentOutcome(result),
      });
    }
    for (const { name, text, scope, language } of paneLookups) {
      const result = await stack.engine.lookupQuestion({ text, scope });
      const reply = renderLookupResult(result, { language, shareable: true, feedback: { question: text } });
      pages.push([
        name,
        { caption: `agent pane: ${text} (${scope.market}, ${language})`, blocks: reply.blocks },
      ]);
    }
    pages.push(...reportPages());
    const scope = { market: 'GB', locale: 'en' };
    const types = await stack.engine.listTypes(scope);
    const menus = buildMenuMessage({ scope, types }, 'en');
    pages.push(['menus', { caption: '/controller (menus)', blocks: menus.blocks, ephemeral: true }]);
    const help = buildHelpMessage('en', markets);
    pages.push(['help', { caption: '/controller help', blocks: help.blocks, ephemeral: true }]);
    recent.reverse();
    for (const language of ['en', 'fr', 'it'] as const) {
      const home = buildHomeView({ language, market: 'FR', markets, recent });
      const name = language === 'en' ? 'home' : `home-${language}`;
      pages.push([name, { caption: `App Home (${language})`, blocks: home.blocks, surface: 'view' }]);
    }
    pages.push(...copyPages());
  } finally {
    await stack.close();
  }
  for (const [name, page] of pages) {
    process.stdout.write(`${await screenshot(browser, name, page)}\n`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`render failed: ${(error as Error)?.message ?? error}\n`);
    process.exit(1);
  },
);
