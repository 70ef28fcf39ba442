/** Command line of the terminal demo: `[--market X] [--locale Y] [--json] [text…]`. */

export interface DemoArgs {
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

const valueFlags = ['market', 'locale'] as const;

/** Accepts `--market X` and `--market=X`; `--` ends the flags; other words make up the query. */
export function parseDemoArgs(argv: readonly string[]): DemoArgs {
  const args: DemoArgs = { help: false, json: false, text: '' };
  const words: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--') {
      words.push(...argv.slice(i + 1));
      break;
    }
    if (arg === '--help' || arg === '-h') {
      args.help = true;
      continue;
    }
    if (arg === '--json') {
      args.json = true;
      continue;
    }
    const [flag, inline] = arg.startsWith('--') ? arg.slice(2).split(/=(.*)/s, 2) : [];
    const name = valueFlags.find((candidate) => candidate === flag);
    if (name) {
      const value = inline ?? argv[++i];
      if (value === undefined || value.trim() === '' || value.startsWith('--')) {
        throw new DemoArgsError(`--${name} needs a value, e.g. --${name} ${name === 'market' ? 'FR' : 'fr'}`);
      }
      args[name] = value.trim();
      continue;
    }
    if (arg.startsWith('--')) throw new DemoArgsError(`unknown option ${arg} (try --help)`);
    words.push(arg);
  }
  args.text = words.join(' ').trim();
  return args;
}

export const demoUsage = `Usage: npm run demo -- [--market CODE] [--locale CODE] [--json] [text…]

  npm run demo -- daikin ftxm 25 r          one lookup
  npm run demo -- --market ES wifi daikin ftxm25r
  npm run demo -- daikin ftxm25r market:FR lang:fr
  npm run demo -- --json daikin ftxm25r     the Block Kit message Slack would get (paste it into
                                            Slack's Block Kit Builder)
  npm run demo                              interactive: one query per line, Ctrl-D to quit;
                                            a number picks one of the choices listed

Uses the embedded sample catalogue unless CATALOGUE_BASE_URL is set.`;
