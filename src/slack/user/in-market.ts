/**
 * Who asks, in the market a caller named (a Workflow step's `market` input, an MCP tool's): one of
 * CATALOGUE_MARKETS in any case, else the plain words refusing it; their own market when none.
 */
import type { AppConfig } from '../../config/env.js';
import { type Language, t } from '../../i18n/index.js';
import type { ScopedUser } from './user-scope.js';

/** The words refusing market `code` (shown as given), naming the markets there are. */
export const marketRefusal = (config: Pick<AppConfig, 'markets'>, language: Language, code: string): string =>
  t(language, 'workflow.summary.unknownMarket', { market: code, markets: config.markets.join(', ') });

/** The asker in the market named (their own when none), or the words refusing it. */
export function inMarket(
  config: Pick<AppConfig, 'markets'>,
  asker: ScopedUser,
  wanted: string | null | undefined,
): { user: ScopedUser } | { refusal: string } {
  const code = wanted?.trim() ?? '';
  if (code === '') return { user: asker };
  const market = config.markets.find((each) => each.toLowerCase() === code.toLowerCase());
  // Shown as a typed `market:` reads: its letters, digits, `-` and `_`.
  const shown = code.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 20);
  if (market === undefined) return { refusal: marketRefusal(config, asker.scope().language, shown) };
  return { user: { userId: asker.userId, scope: (overrides = {}) => asker.scope({ market, ...overrides }) } };
}
