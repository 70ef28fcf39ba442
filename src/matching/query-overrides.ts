/**
 * One-off scope changes typed inside a question: `market:FR`, `lang:fr` (or `locale:fr`),
 * anywhere in the text, keys in any case. They are taken out of the text before the lookup.
 * One parser for every surface: the Slack app and the terminal demo.
 */

interface QueryOverrides {
  /** The text without the overrides, white space flattened. */
  text: string;
  /** A market of the allowed list, spelled as configured. */
  market?: string;
  /** A market the user asked for that is not in the allowed list. */
  unknownMarket?: string;
  /** The catalogue locale asked for: lower case, a region dropped (`es-ES` → `es`). */
  locale?: string;
}

const overridePattern = /(^|\s)(market|lang|locale):([A-Za-z0-9_-]+)(?=\s|$)/gi;
/** `es-ES`, `fr_CA`, `es-419`: a language and a region; anything else is kept whole. */
const languageWithRegion = /^([a-z]{2})[-_](?:[a-z]{2}|\d{3})$/;

/** The catalogue locale a typed language stands for. */
export function localeOfTyped(value: string): string {
  const lower = value.toLowerCase();
  return languageWithRegion.exec(lower)?.[1] ?? lower;
}

/** Reads the overrides in `text`; a key given twice keeps its last value. */
export function parseQueryOverrides(text: string, markets: readonly string[]): QueryOverrides {
  const found: Omit<QueryOverrides, 'text'> = {};
  const rest = text.replace(overridePattern, (_whole, before: string, key: string, value: string) => {
    if (key.toLowerCase() === 'market') {
      const market = markets.find((candidate) => candidate.toLowerCase() === value.toLowerCase());
      if (market === undefined) {
        found.unknownMarket = value;
        delete found.market;
      } else {
        found.market = market;
        delete found.unknownMarket;
      }
    } else {
      found.locale = localeOfTyped(value);
    }
    return before;
  });
  // Line breaks stay (units one per line are one question about each); other runs of space are one space.
  return { text: rest.replace(/\s+/g, (space) => (space.includes('\n') ? '\n' : ' ')).trim(), ...found };
}
