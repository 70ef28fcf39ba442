/**
 * Command line of the terminal demo: `[--market X] [--locale Y] [--json] [text…]`. The market
 * and locale are read afterwards exactly as `market:`/`lang:` typed in a question (session.ts).
 */
import { type ParseArgsConfig, parseArgs } from 'node:util';

interface DemoArgs {
  market?: string;
  locale?: string;
  help: boolean;
  /** Print the Block Kit message Slack would get, as JSON. */
  json: boolean;
  /** The query; empty means "interactive prompt". */
  text: string;
}

export class DemoArgsError extends Error {
  override name = 'DemoArgsError';
}

const options = {
  market: { type: 'string' },
  locale: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const satisfies ParseArgsConfig['options'];

const example = { market: 'FR', locale: 'fr' } as const;

/**
 * `util.parseArgs` reads `--market X`, `--market=X`, `--json`, `-h`, and `--` before a query that
 * starts with a dash; the other words make up the query. A value flag with no value (or another
 * flag as its value) and an unknown option are refused with a line that says what to do.
 */
export function parseDemoArgs(argv: readonly string[]): DemoArgs {
  const { values, positionals, tokens } = parseArgs({
    args: [...argv],
    options,
    allowPositionals: true,
    strict: false,
    tokens: true,
  });
  for (const token of tokens) {
    if (token.kind !== 'option') continue;
    if (!Object.hasOwn(options, token.name))
      throw new DemoArgsError(`unknown option ${token.rawName} (try --help)`);
    if (token.name !== 'market' && token.name !== 'locale') continue;
    const value = token.value;
    if (value === undefined || value.trim() === '' || value.startsWith('-')) {
      throw new DemoArgsError(`--${token.name} needs a value, e.g. --${token.name} ${example[token.name]}`);
    }
    if (!/^[A-Za-z0-9_-]+$/.test(value.trim())) {
      throw new DemoArgsError(`--${token.name} takes a code, e.g. --${token.name} ${example[token.name]}`);
    }
  }
  const value = (name: 'market' | 'locale') => {
    const given = values[name];
    return typeof given === 'string' ? { [name]: given.trim() } : {};
  };
  return {
    ...value('market'),
    ...value('locale'),
    help: values.help === true,
    json: values.json === true,
    text: positionals.join(' ').trim(),
  };
}

export const demoUsage = `Usage: npm run demo -- [--market CODE] [--locale CODE] [--json] [--] [text…]

  npm run demo -- daikin ftxm 25 r          one lookup
  npm run demo -- --market fr wifi daikin ftxm25r
                                            as market:fr typed in the text (any case)
  npm run demo -- daikin ftxm25r market:FR lang:fr
  npm run --silent demo -- --json daikin ftxm25r
                                            the Block Kit message Slack would get, JSON alone
                                            (paste it into Slack's Block Kit Builder)
  npm run demo -- brands                    the market's brands (a brand alone: its series)
  npm run demo                              interactive: one query per line; a number picks one
                                            of the choices listed; market:FR or lang:fr alone
                                            switches the session; help (or ayuda, aide, aiuto,
                                            ajuda, hilfe) for help; quit, exit or Ctrl-D ends

A question written in Spanish, French, Italian, Portuguese or German is answered in that
language unless --locale or lang: chose one.

Uses the embedded sample catalogue unless CATALOGUE_BASE_URL is set.`;
