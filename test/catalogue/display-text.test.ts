/** Catalogue HTML to display text: tags, entities (all of HTML's, by `entities`), warnings of any shape. */
import { describe, expect, it } from 'vitest';
import { htmlToText, warningText } from '../../src/catalogue/display-text.js';

describe('htmlToText', () => {
  it('drops tags and keeps block breaks as lines', () => {
    expect(htmlToText('<p>Controllers <strong>for air conditioning</strong></p>')).toBe(
      'Controllers for air conditioning',
    );
    expect(htmlToText('<p>One</p><p>Two<br/>Three</p>')).toBe('One\nTwo\nThree');
  });

  it('decodes named, accented and numeric entities, including ones a partial table would miss', () => {
    expect(htmlToText('Modbus &amp; BACnet &eacute;t&eacute; &#8211; &#x2713; &nbsp;x')).toBe(
      'Modbus & BACnet été – ✓ x',
    );
    expect(htmlToText('&Aring;ngstr&ouml;m &frac12; &rarr; &trade; &OElig;')).toBe('Ångström ½ → ™ Œ');
    expect(htmlToText('&bogus; stays')).toBe('&bogus; stays');
  });

  it('removes scripts, styles and comments with their content', () => {
    expect(htmlToText('a<script>alert(1)</script>b<!-- c --><style>p{}</style>d')).toBe('abd');
  });

  it('keeps escaped markup as text rather than parsing it', () => {
    expect(htmlToText('&lt;b&gt;bold&lt;/b&gt;')).toBe('<b>bold</b>');
  });
});

describe('warningText', () => {
  it('reads every shape the catalogue uses', () => {
    expect(warningText('Needs firmware 2.1')).toBe('Needs firmware 2.1');
    expect(warningText({ message: 'Needs firmware 2.1' })).toBe('Needs firmware 2.1');
    expect(warningText({ title: 'Firmware', text: 'Needs 2.1 or later' })).toBe(
      'Firmware: Needs 2.1 or later',
    );
    expect(warningText({ code: 'W12', description: 'Needs 2.1 or later' })).toBe('Needs 2.1 or later');
  });

  it('strips HTML inside any field', () => {
    expect(
      warningText({ title: '<b>Cable</b>', text: '<p>Use the <em>3 m</em> cable &amp; adapter</p>' }),
    ).toBe('Cable: Use the 3 m cable & adapter');
  });

  it('does not repeat a title the text already starts with', () => {
    expect(warningText({ title: 'Firmware', text: 'Firmware 2.1 required' })).toBe('Firmware 2.1 required');
  });

  it('keeps warnings of unknown shape rather than hiding them', () => {
    expect(warningText({ note: 'Check the bus address', severity: 'high' })).toBe(
      'Check the bus address; high',
    );
    expect(warningText({ code: 'W12' })).toBe('W12');
    expect(warningText({ message: { text: 'Nested' } })).toBe('Nested');
  });

  it('gives nothing for empty or meaningless values', () => {
    expect(warningText(null)).toBe('');
    expect(warningText(42)).toBe('');
    expect(warningText({})).toBe('');
    expect(warningText('  <p> </p> ')).toBe('');
  });
});
