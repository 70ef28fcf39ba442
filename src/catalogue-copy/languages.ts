/**
 * Which languages each served market is copied in: the default (CATALOGUE_LOCALE) always, and a
 * language a user asks in, from its first use on: the answer that found no copy in it goes live
 * as today, and a refresh of that market and language is added (once across instances: the
 * store's claims), then every scheduled refresh keeps it. A language the catalogue refuses for a
 * market is remembered and never copied (a copy made before it was refused is retired); its users
 * are answered as today (the default language, with the note).
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

/** How long the claim of a language's first copy holds: one refresh of it across instances. */
const claimMs = 3_600_000;

export function copyLanguages(deps: {
  store: CopyStore;
  markets: readonly string[];
  defaultLocale: string;
  claim(key: string, ttlMs: number): Promise<'first' | 'duplicate'>;
  addRefresh(scopes: CatalogueScope[]): Promise<unknown>;
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
    if ((await deps.claim(`copy-language:${scope.market}:${scope.locale}`, claimMs)) !== 'first') return;
    await deps.addRefresh([scope]);
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
