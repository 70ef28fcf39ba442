import { describe, expect, it } from 'vitest';
import {
  decodeEntities,
  digitSignature,
  editDistance,
  htmlToText,
  normaliseKey,
  stripDiacritics,
} from '../../src/matching/normalise.js';

describe('normaliseKey', () => {
  it('keeps only upper-case letters and digits', () => {
    expect(normaliseKey('FTXM-25R')).toBe('FTXM25R');
    expect(normaliseKey(' ftxm 25 r ')).toBe('FTXM25R');
    expect(normaliseKey('AM022TNVDKG/EU')).toBe('AM022TNVDKGEU');
    expect(normaliseKey('RPK-1.0FSRM')).toBe('RPK10FSRM');
  });

  it('folds accents instead of dropping the letter', () => {
    expect(normaliseKey('Daïkin')).toBe('DAIKIN');
    expect(stripDiacritics('Contrôleur')).toBe('Controleur');
  });

  it('gives an empty key for text with no letters or digits', () => {
    expect(normaliseKey(' -/. ')).toBe('');
  });
});

describe('digitSignature', () => {
  it('lists the digit runs in order', () => {
    expect(digitSignature('FTXM25R')).toBe('25');
    expect(digitSignature('4MXM80N')).toBe('4-80');
    expect(digitSignature('MSZLN')).toBe('');
  });

  it('tells capacity neighbours apart', () => {
    expect(digitSignature('FTXM25R')).not.toBe(digitSignature('FTXM35R'));
  });
});

describe('htmlToText', () => {
  it('drops tags and keeps block breaks as lines', () => {
    expect(htmlToText('<p>Controllers <strong>for air conditioning</strong></p>')).toBe(
      'Controllers for air conditioning',
    );
    expect(htmlToText('<p>One</p><p>Two<br/>Three</p>')).toBe('One\nTwo\nThree');
  });

  it('decodes named, accented and numeric entities', () => {
    expect(htmlToText('Modbus &amp; BACnet &eacute;t&eacute; &#8211; &#x2713; &nbsp;x')).toBe(
      'Modbus & BACnet été – ✓ x',
    );
    expect(decodeEntities('&bogus; &#0; &#xD800;')).toBe('&bogus; &#0; &#xD800;');
  });

  it('removes scripts, styles and comments with their content', () => {
    expect(htmlToText('a<script>alert(1)</script>b<!-- c --><style>p{}</style>d')).toBe('abd');
  });

  it('keeps escaped markup as text rather than parsing it', () => {
    expect(htmlToText('&lt;b&gt;bold&lt;/b&gt;')).toBe('<b>bold</b>');
  });
});

describe('editDistance', () => {
  it('counts substitutions, insertions, deletions and adjacent swaps', () => {
    expect(editDistance('FTXM25R', 'FTXM25R')).toBe(0);
    expect(editDistance('FTXM25R', 'FTXN25R')).toBe(1);
    expect(editDistance('FTXM25R', 'FTXM25')).toBe(1);
    expect(editDistance('DAIKIN', 'DAIKNI')).toBe(1);
    expect(editDistance('DAIKIN', 'DIAKNI')).toBe(2);
  });

  it('gives up above the bound', () => {
    expect(editDistance('ABCDEFGH', 'ZZZZZZZZ', 2)).toBe(3);
    expect(editDistance('A', 'ABCDE', 1)).toBe(2);
  });
});
