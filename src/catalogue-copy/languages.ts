/**
 * Which languages each served market is copied in: the default always, and a language from its
 * first use on (that answer goes live; a refresh of it is added, joined if one waits or runs). A
 * language the catalogue refuses for a market is remembered and never copied; its users get the
 * default.
 */
import type { CatalogueScope } from '../catalogue/types.js';
import type { Logger } from '../log/logger.js';
import type { CopyStore } from './store.js';

export interface CopyLanguages {
  /** An answer in `scope` found no whole copy: starts copying its language when it is a new one. */
  firstUse(scope: CatalogueScope): void;
  /** Every scope a scheduled refresh reads: served markets in the default language and those asked for. */
  refreshScopes(): Promise<CatalogueScope[]>;
  /** The catalogue refused the scope's language: not copied again. */
  refused(scope: CatalogueScope): Promise<void>;
}

/** The dedupe key of a scope's own refresh (no `:`: BullMQ's rule for ids). */
export const scopeRefreshKey = (scope: CatalogueScope): string =>
  `copy-refresh-${scope.market}-${scope.locale}`;

export function copyLanguages(deps: {
  store: CopyStore;
  markets: readonly string[];
  defaultLocale: string;
  /** Adds a refresh of these scopes, joining one added under `dedupe` that waits or runs. */
  addRefresh(scopes: CatalogueScope[], dedupe: string): Promise<unknown>;
  logger: Logger;
}): CopyLanguages {
  const { store } = deps;
  const seen = new Set<string>();

  async function start(scope: CatalogueScope): Promise<void> {
    await store.setLanguage({ ...scope, state: 'wanted' });
    const known = (await store.languages()).find(
      (l) => l.market === scope.market && l.locale === scope.locale,
    );
    if (known?.state !== 'wanted') return;
    await deps.addRefresh([scope], scopeRefreshKey(scope));
    deps.logger.info(scope, 'Catalogue copy: a new language, copied from now on');
  }

  return {
    firstUse(scope) {
      const key = JSON.stringify([scope.market, scope.locale]);
      if (scope.locale === deps.defaultLocale || !deps.markets.includes(scope.market) || seen.has(key))
        return;
      seen.add(key);
      start(scope).catch((error: unknown) => {
        seen.delete(key);
        deps.logger.warn({ err: error, ...scope }, 'Could not start copying a language');
      });
    },
    async refreshScopes() {
      const asked = (await store.languages()).filter(
        (language) => language.state === 'wanted' && deps.markets.includes(language.market),
      );
      return [
        ...deps.markets.map((market) => ({ market, locale: deps.defaultLocale })),
        ...asked.map(({ market, locale }) => ({ market, locale })),
      ];
    },
    async refused(scope) {
      await store.setLanguage({ ...scope, state: 'refused' });
      // A copy made while the catalogue still served the language stops answering in it.
      await store.retire(scope.market, scope.locale);
      deps.logger.info(
        scope,
        'Catalogue copy: the catalogue refuses this language for the market; not copied',
      );
    },
  };
}
