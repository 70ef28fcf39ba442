import { describe, expect, it } from 'vitest';
import { normaliseWarnings, warningText } from '../../src/matching/warnings.js';

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

describe('normaliseWarnings', () => {
  it('merges lists, drops empties and duplicates (ignoring case, spacing and a final dot), keeps order', () => {
    expect(
      normaliseWarnings(
        ['Needs firmware 2.1', { message: 'needs  firmware 2.1.' }, ''],
        [{ title: 'Cable', text: 'Max 3 m' }, 'Needs firmware 2.1'],
        undefined,
      ),
    ).toEqual(['Needs firmware 2.1', 'Cable: Max 3 m']);
  });
});
