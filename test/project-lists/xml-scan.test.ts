/**
 * The XML scanner under spreadsheets: the same events whether the text comes whole or one
 * character at a time, comments and processing instructions skipped (quotes and `>` inside them
 * included), CDATA as text, prefixes dropped, attributes decoded in one pass; a DTD and a tag
 * past the limit refused, a long comment read without being kept.
 */
import { describe, expect, it } from 'vitest';
import { attributesOf, XmlScanner, XmlTooLarge, XmlUnreadable } from '../../src/project-lists/xml-scan.js';

/** The events the scanner reports for `pieces`, adjacent text joined. */
function scan(pieces: readonly string[], maxMarkup?: number): string[] {
  const events: string[] = [];
  const scanner = new XmlScanner(maxMarkup);
  const handler = {
    open: (name: string, tag: string) => events.push(`<${name} ${JSON.stringify([...attributesOf(tag)])}>`),
    close: (name: string) => events.push(`</${name}>`),
    text: (raw: string) => {
      const last = events.length - 1;
      if (events[last]?.startsWith('"')) events[last] = `"${events[last]?.slice(1, -1)}${raw}"`;
      else events.push(`"${raw}"`);
    },
  };
  for (const piece of pieces) scanner.push(piece, handler);
  scanner.end();
  return events;
}

const document =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n' +
  '<x:sst xmlns:x="urn:x" count=\'2\'><!-- it\'s "quoted" > and -- dashed ---><x:si><x:t xml:space="preserve">Daikin &amp; co</x:t></x:si>' +
  '<si><r><t><![CDATA[a < b & c ]] d]]]></t></r><rPh sb="0"><t>ダイキン</t></rPh></si>' +
  '<c r="A1" note="1 > 0" t="s"/><?pi stuff ? > ?></x:sst>';

describe('XmlScanner', () => {
  it('reports elements, attributes and text, skipping comments and instructions', () => {
    expect(scan([document])).toEqual([
      '"\r\n"',
      '<sst [["x","urn:x"],["count","2"]]>',
      '<si []>',
      '<t [["space","preserve"]]>',
      '"Daikin &amp; co"',
      '</t>',
      '</si>',
      '<si []>',
      '<r []>',
      '<t []>',
      '"a &lt; b &amp; c ]] d]"',
      '</t>',
      '</r>',
      '<rPh [["sb","0"]]>',
      '<t []>',
      '"ダイキン"',
      '</t>',
      '</rPh>',
      '</si>',
      '<c [["r","A1"],["note","1 > 0"],["t","s"]]>',
      '</c>',
      '</sst>',
    ]);
  });

  it('reports the same events whatever pieces the text comes in', () => {
    const whole = scan([document]);
    expect(scan([...document])).toEqual(whole);
    for (const size of [2, 3, 5, 7, 11]) {
      const pieces = Array.from({ length: Math.ceil(document.length / size) }, (_, i) =>
        document.slice(i * size, (i + 1) * size),
      );
      expect(scan(pieces)).toEqual(whole);
    }
  });

  it('refuses a DTD, markup left open, and a tag longer than its limit; skips a long comment', () => {
    expect(() => scan(['<!DOCTYPE x [<!ENTITY a "b">]><x/>'])).toThrow(XmlUnreadable);
    expect(() => scan(['<x><y a="1'])).toThrow(XmlUnreadable);
    expect(() => scan([`<c ${'a="1" '.repeat(200)}/>`], 1000)).toThrow(XmlTooLarge);
    expect(() => scan([`<![CDATA[${'x'.repeat(2000)}]]>`], 1000)).toThrow(XmlTooLarge);
    expect(scan(['<x>', `<!--${'y'.repeat(5000)}`, `${'z'.repeat(5000)}-->`, '</x>'], 1000)).toEqual([
      '<x []>',
      '</x>',
    ]);
  });
});

describe('attributesOf', () => {
  it('decodes values, drops prefixes, and stops quietly at broken attribute text', () => {
    expect([...attributesOf('sheet name="A &amp; B" r:id = \'rId1\'/')]).toEqual([
      ['name', 'A & B'],
      ['id', 'rId1'],
    ]);
    expect([...attributesOf('c r="A1" t=s other="x"')]).toEqual([['r', 'A1']]);
    expect([...attributesOf(`c ${'r'.repeat(10_000)}`)]).toEqual([]);
  });
});
