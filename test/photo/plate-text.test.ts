/**
 * Sorting a plate's OCR text: label lines in every label spelling, the code after the label,
 * brand-candidate words, code-like words of plates without a label, and the lines that never
 * feed the lookup (quantities, serial numbers).
 */
import { describe, expect, it } from 'vitest';
import { maxPlateTextLength, readPlateText } from '../../src/photo/plate-text.js';

const plate = `DAIKIN
INDOOR UNIT
MODEL FTXM25R2V1B
POWER SUPPLY 1PH 220-240V ~ 50Hz
RATED CURRENT 0.25 A 30 W
REFRIGERANT R32 0.76 kg
SERIAL NO. E1234567
MADE IN THAILAND`;

describe('readPlateText', () => {
  it('takes the code after the MODEL label, and the words of the other lines', () => {
    const read = readPlateText(plate);
    expect(read.labelled).toEqual([{ label: 'MODEL', code: 'FTXM25R2V1B' }]);
    expect(read.words).toEqual(expect.arrayContaining(['DAIKIN', 'INDOOR', 'THAILAND']));
    expect(read.unlabelled).toEqual([]);
  });

  it.each([
    ['MODEL NO. AS25S2SF1FA-WH', 'MODEL NO.', 'AS25S2SF1FA-WH'],
    ['MODEL NAME: MSZ-LN25VG', 'MODEL NAME', 'MSZ-LN25VG'],
    ['MODELO CS-Z35VKEW', 'MODELO', 'CS-Z35VKEW'],
    ['Modèle : DC24RQ NSJ', 'MODÈLE', 'DC24RQ NSJ'],
    ['MODELE ARXD12GALH9', 'MODELE', 'ARXD12GALH9'],
    ['TYPE S-73MK2E5A', 'TYPE', 'S-73MK2E5A'],
    ['| (MODEL: RAK-35RPE', 'MODEL', 'RAK-35RPE'],
  ])('reads "%s" as label %s and code %s', (line, label, code) => {
    expect(readPlateText(line).labelled).toEqual([{ label, code }]);
  });

  it('ignores a label line with no digit after the label (TYPE: INDOOR UNIT)', () => {
    const read = readPlateText('TYPE: INDOOR UNIT\nMODEL FTXM25R');
    expect(read.labelled).toEqual([{ label: 'MODEL', code: 'FTXM25R' }]);
    expect(read.words).toEqual(['TYPE', 'INDOOR', 'UNIT']);
  });

  it('keeps code-like words of a plate without labels, never quantities nor serial numbers', () => {
    const read = readPlateText(
      'DAIKIN\nFTXM25R 230V 50Hz 0.45A R32 IP24 1.2kg\nSERIAL NO. K8402768\nS/N E1234567',
    );
    expect(read.labelled).toEqual([]);
    expect(read.unlabelled).toEqual(['FTXM25R']);
  });

  it('reads a bounded length of text', () => {
    const long = `${'NOISE '.repeat(maxPlateTextLength)}\nMODEL FTXM25R`;
    expect(readPlateText(long).labelled).toEqual([]);
  });
});
