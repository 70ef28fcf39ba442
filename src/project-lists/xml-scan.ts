/**
 * A streaming scanner for the little XML a spreadsheet's parts need: elements opened and closed and
 * the text between them. Ours rather than saxes or sax, which keep whatever one element holds with
 * no bound: here an over-long tag or CDATA stops the reading, time and memory stay linear whatever
 * the input, and a DTD (which could declare entities) is refused.
 */
import { decodeXML } from 'entities';

export interface XmlEvents {
  /** An element opened: its local name and its tag's text (from after `<` to before `>`). */
  open(name: string, tag: string): void;
  close(name: string): void;
  /** Raw text between tags, entities still encoded (`decodeXML` them once whole). */
  text(raw: string): void;
}

/** A tag or CDATA section is longer than the scanner keeps. */
export class XmlTooLarge extends Error {
  constructor() {
    super('An XML tag is too long');
    this.name = 'XmlTooLarge';
  }
}

/** The text is not the XML of a spreadsheet part. */
export class XmlUnreadable extends Error {
  constructor(what: string) {
    super(`Not spreadsheet XML: ${what}`);
    this.name = 'XmlUnreadable';
  }
}

type Markup = 'element' | 'comment' | 'cdata' | 'pi';
const terminators: Record<Exclude<Markup, 'element'>, string> = { comment: '-->', cdata: ']]>', pi: '?>' };

/** What markup `<` + `start` opens; undefined while `start` is too short to tell. */
function markupOf(start: string): Markup | undefined {
  if (start.startsWith('!--')) return 'comment';
  if (start.startsWith('![CDATA[')) return 'cdata';
  if (start.startsWith('?')) return 'pi';
  if (!start.startsWith('!')) return start === '' ? undefined : 'element';
  if ('!--'.startsWith(start) || '![CDATA['.startsWith(start)) return undefined;
  throw new XmlUnreadable('a DTD or declaration');
}

const localName = (qualified: string) => qualified.slice(qualified.indexOf(':') + 1);
const isSpace = (code: number) => code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;

/** Text made XML again (for CDATA): its `&` and `<` escaped so that decodeXML gives it back. */
const escapeText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');

export class XmlScanner {
  /** Set by a handler that has read all it needs: the rest of the input is ignored. */
  stopped = false;
  #inMarkup = false;
  #markup: Markup | undefined;
  /** The markup read so far, after its `<`. */
  #buffer = '';
  /** Inside an element's tag: the char code of the quote an attribute value is open with. */
  #quote = 0;
  /** Inside a comment, CDATA or processing instruction: how much of its terminator was seen. */
  #matched = 0;

  constructor(private readonly maxMarkup = 64 * 1024) {}

  /** Scans the next piece of the text, telling `events` what it holds. */
  push(chunk: string, events: XmlEvents): void {
    let at = 0;
    while (at < chunk.length && !this.stopped) {
      if (!this.#inMarkup) {
        const lt = chunk.indexOf('<', at);
        const end = lt === -1 ? chunk.length : lt;
        if (end > at) events.text(chunk.slice(at, end));
        if (lt === -1) return;
        this.#inMarkup = true;
        this.#markup = undefined;
        this.#buffer = '';
        this.#quote = 0;
        this.#matched = 0;
        at = lt + 1;
        continue;
      }
      while (this.#markup === undefined && at < chunk.length) {
        this.#buffer += chunk[at++];
        this.#markup = markupOf(this.#buffer);
      }
      if (this.#markup === undefined) return;
      at =
        this.#markup === 'element'
          ? this.#scanTag(chunk, at, events)
          : this.#scanSection(chunk, at, this.#markup, events);
    }
  }

  /** The end of the input: markup left open is not XML. */
  end(): void {
    if (this.#inMarkup && !this.stopped) throw new XmlUnreadable('markup left open');
  }

  #keep(text: string): void {
    this.#buffer += text;
    if (this.#buffer.length > this.maxMarkup) throw new XmlTooLarge();
  }

  /** Scans an element's tag up to its `>` (outside quoted values); gives where scanning goes on. */
  #scanTag(chunk: string, from: number, events: XmlEvents): number {
    let quote = this.#quote;
    let at = from;
    for (; at < chunk.length; at++) {
      const code = chunk.charCodeAt(at);
      if (quote !== 0) {
        if (code === quote) quote = 0;
      } else if (code === 0x22 || code === 0x27) quote = code;
      else if (code === 0x3e) break;
    }
    this.#quote = quote;
    this.#keep(chunk.slice(from, at));
    if (at === chunk.length) return at;
    this.#inMarkup = false;
    this.#emitTag(this.#buffer, events);
    return at + 1;
  }

  /**
   * Scans a comment, CDATA section or processing instruction up to its terminator, char by char
   * (a terminator may come split across pieces); only a CDATA section's text is kept.
   */
  #scanSection(chunk: string, from: number, markup: Exclude<Markup, 'element'>, events: XmlEvents): number {
    const terminator = terminators[markup];
    let matched = this.#matched;
    let at = from;
    for (; at < chunk.length && matched < terminator.length; at++) {
      const char = chunk[at];
      if (char === terminator[matched]) matched++;
      // `--->` and `]]]>` end too: a repeated first char keeps what was matched.
      else if (char === terminator[0]) matched = matched >= 1 && terminator[1] === char ? matched : 1;
      else matched = 0;
    }
    this.#matched = matched;
    if (markup === 'cdata') this.#keep(chunk.slice(from, at));
    if (matched < terminator.length) return at;
    if (markup === 'cdata') events.text(escapeText(this.#buffer.slice(8, -terminator.length)));
    this.#inMarkup = false;
    return at;
  }

  #emitTag(tag: string, events: XmlEvents): void {
    if (tag.startsWith('/')) {
      events.close(localName(tag.slice(1).trim()));
      return;
    }
    let nameEnd = 0;
    while (nameEnd < tag.length && !isSpace(tag.charCodeAt(nameEnd)) && tag[nameEnd] !== '/') nameEnd++;
    const name = localName(tag.slice(0, nameEnd));
    events.open(name, tag);
    if (tag.endsWith('/') && !this.stopped) events.close(name);
  }
}

/**
 * The attributes of a tag (as `open` gives it), by local name (`r:id` is `id`), values decoded.
 * One pass over the tag: no pattern that could backtrack.
 */
export function attributesOf(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  let at = 0;
  while (at < tag.length && !isSpace(tag.charCodeAt(at)) && tag[at] !== '/') at++;
  for (;;) {
    const equals = tag.indexOf('=', at);
    if (equals === -1) return found;
    let open = equals + 1;
    while (open < tag.length && isSpace(tag.charCodeAt(open))) open++;
    const quote = tag[open];
    if (quote !== '"' && quote !== "'") return found;
    const close = tag.indexOf(quote, open + 1);
    if (close === -1) return found;
    const value = tag.slice(open + 1, close);
    found.set(localName(tag.slice(at, equals).trim()), value.includes('&') ? decodeXML(value) : value);
    at = close + 1;
  }
}
