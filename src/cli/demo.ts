/**
 * `npm run demo -- <text>`: one lookup answered as the Slack app answers it, printed as text or,
 * with `--json`, as the Block Kit message; with no text, one question per line. Uses the configured
 * catalogue and an app's copy on the same DATA_DIR when there is one. Logs go to stderr (warn level
 * by default), so that stdout stays readable.
 */
import { createInterface } from 'node:readline';
import pretty from 'pino-pretty';
import { openCatalogue } from '../catalogue/index.js';
import type { CatalogueScope } from '../catalogue/types.js';
import { ConfigError, catalogueSecret, loadCatalogueConfig } from '../config/env.js';
import { createLogger } from '../log/logger.js';
import { createAsk } from '../lookup/ask.js';
import { createLookupEngine } from '../lookup/create-engine.js';
import { LocaleRefusals } from '../lookup/locale-refusals.js';
import { openCopyForReading } from './app-copy.js';
import { DemoArgsError, demoUsage, parseDemoArgs } from './args.js';
import { renderMessage } from './render.js';
import { sampleCopyOnDemand } from './sample-copy.js';
import { DemoSession, scopeOfFlags } from './session.js';

/** Words that end an interactive session (besides end of input). */
const quitWords = /^\s*(quit|exit)\s*$/i;

async function main(): Promise<number> {
  let args: ReturnType<typeof parseDemoArgs>;
  try {
    args = parseDemoArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof DemoArgsError)) throw error;
    process.stderr.write(`${error.message}\n\n${demoUsage}\n`);
    return 2;
  }
  if (args.help) {
    process.stdout.write(`${demoUsage}\n`);
    return 0;
  }
  const config = loadCatalogueConfig();
  const logger = createLogger(
    {
      level: process.env.LOG_LEVEL ? config.log.level : 'warn',
      secrets: [catalogueSecret(config.catalogue.source)],
    },
    pretty({ destination: 2, sync: true, colorize: process.stderr.isTTY, ignore: 'pid,hostname' }),
  );
  const markets = config.markets;
  const flagged = scopeOfFlags(args, { market: config.market, locale: config.locale }, markets);
  if ('refusal' in flagged) {
    process.stderr.write(`${renderMessage(flagged.refusal).text}\n`);
    return 2;
  }
  const scope: CatalogueScope = flagged.scope;
  const opened = await openCatalogue(config, logger);
  const sample = config.catalogue.source.kind === 'sample';
  // The copy an app on the same DATA_DIR keeps, when there is one: SKU questions are answered from
  // it. Without one, the embedded sample catalogue is copied for them when a question could be one.
  const copy = openCopyForReading(config, logger);
  const onDemand =
    !copy && sample && config.copy
      ? sampleCopyOnDemand({ client: opened.client, markets, locale: config.locale, logger })
      : undefined;
  const skus = copy?.skus ?? onDemand?.skus;
  const engine = createLookupEngine({
    catalogue: copy ? copy.wrap(opened.catalogue) : opened.catalogue,
    logger,
    markets,
    indexRefreshMs: config.catalogue.cache.listTtlMs,
    ...(skus ? { skus } : {}),
  });
  const session = new DemoSession({
    engine,
    ask: createAsk({
      engine,
      fallbackLocale: config.locale,
      refusals: new LocaleRefusals({ ttlMs: config.catalogue.cache.listTtlMs, maxSize: 100 }),
      onMarketRefused: (refused) =>
        logger.warn({ market: refused.market }, 'The catalogue refused the market: check CATALOGUE_MARKETS'),
    }),
    scope,
    localeChosen: args.locale !== undefined,
    markets,
    sample,
    json: args.json,
    color: process.stdout.isTTY === true,
  });
  try {
    if (args.text) {
      process.stdout.write(`${await session.answer(args.text)}\n`);
      return 0;
    }
    engine.warm(scope);
    const interactive = process.stdin.isTTY === true;
    const prompt = createInterface({ input: process.stdin, output: process.stdout, terminal: interactive });
    prompt.setPrompt('controller> ');
    if (interactive) {
      const where = `Market ${scope.market}, language ${scope.locale}${sample ? ', sample catalogue: not for orders' : ''}.`;
      process.stdout.write(`${where} One query per line; help for help; quit, exit or Ctrl-D to end.\n`);
      prompt.prompt();
    }
    for await (const line of prompt) {
      // Piped queries are echoed, so the output reads as a conversation.
      if (!interactive && line.trim()) process.stdout.write(`controller> ${line.trim()}\n`);
      if (quitWords.test(line)) break;
      if (line.trim()) process.stdout.write(`${await session.answer(line)}\n\n`);
      if (interactive) prompt.prompt();
    }
    if (interactive) process.stdout.write('\n');
    return 0;
  } finally {
    await engine.close();
    copy?.close();
    await onDemand?.close();
    await opened.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(
      error instanceof ConfigError
        ? `${error.message}\n`
        : `demo failed: ${(error as Error)?.message ?? error}\n`,
    );
    process.exitCode = 1;
  },
);
