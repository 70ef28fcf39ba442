/**
 * Market and language codes as the configuration knows them: the form of a code the catalogue's
 * scope headers can carry, and the embedded sample catalogue's own codes, which CATALOGUE_MARKET
 * and CATALOGUE_LOCALE are checked against when no catalogue is configured (the sample,
 * src/catalogue/sample/reference.ts, serves exactly these).
 */

/** What we send as `app-market` and `app-locale`: a plain code, never free text. */
export const scopeCodePattern = /^[A-Za-z0-9_.-]{1,64}$/;

/** The sample catalogue's markets, by the vendor's codes. */
export const sampleMarkets = ['ES', 'FR', 'GB'] as const;
export type SampleMarketCode = (typeof sampleMarkets)[number];

export const isSampleMarket = (code: string): code is SampleMarketCode =>
  (sampleMarkets as readonly string[]).includes(code);

/** The market of the sample catalogue when CATALOGUE_MARKET is not set. */
export const defaultSampleMarket: SampleMarketCode = 'ES';

/** The languages the sample catalogue writes its content in; any other it refuses (400), as a real catalogue may. */
export const sampleLanguages = ['en', 'es', 'fr'] as const;
