/**
 * The brands of the evaluation catalogue: real air-conditioning brands, each with the naming
 * habits (grammars, `grammars.ts`) its series are drawn from and how many series it has.
 * Some brands share a first word (Mitsubishi Electric / Mitsubishi Heavy Industries, Fujitsu /
 * Fujitsu General) or a word (Johnson Controls-Hitachi / Hitachi); some sell codes made by
 * another (`oem`: a share of the maker's series is sold again, same designations, under this
 * brand); `shares` gives a sibling a few series whose codes coincide with another brand's.
 */
import type { GrammarName } from './grammars.js';

export interface BrandSpec {
  name: string;
  grammars: readonly GrammarName[];
  series: number;
  /** Sells a share of this brand's series under its own name (same designations). */
  oem?: string;
  /** Has a couple of series whose designations coincide with this brand's. */
  shares?: string;
}

export const brandSpecs: readonly BrandSpec[] = [
  { name: 'Daikin', grammars: ['compact', 'vrfIndex', 'spaced'], series: 22 },
  { name: 'Daitsu', grammars: ['compact', 'marketing'], series: 11 },
  { name: 'Mitsubishi Electric', grammars: ['dashed', 'vrfIndex'], series: 22 },
  {
    name: 'Mitsubishi Heavy Industries',
    grammars: ['dashed', 'decimal'],
    series: 19,
    shares: 'Mitsubishi Electric',
  },
  { name: 'Hitachi', grammars: ['decimal', 'compact'], series: 21 },
  { name: 'Johnson Controls-Hitachi', grammars: ['decimal'], series: 6, oem: 'Hitachi' },
  { name: 'Fujitsu', grammars: ['compact', 'vrfIndex'], series: 19 },
  { name: 'Fujitsu General', grammars: ['compact'], series: 8, shares: 'Fujitsu' },
  { name: 'Toshiba', grammars: ['dashed', 'vrfIndex'], series: 19 },
  { name: 'Carrier', grammars: ['run', 'compact'], series: 17, oem: 'Toshiba' },
  { name: 'Panasonic', grammars: ['dashed', 'compact'], series: 19 },
  { name: 'LG', grammars: ['compact', 'spaced'], series: 19 },
  { name: 'Samsung', grammars: ['long', 'vrfIndex'], series: 17 },
  { name: 'Gree', grammars: ['marketing', 'long'], series: 19 },
  { name: 'Tosot', grammars: ['marketing'], series: 6, oem: 'Gree' },
  { name: 'Midea', grammars: ['long', 'marketing'], series: 19 },
  { name: 'Kaysun', grammars: ['long'], series: 6, oem: 'Midea' },
  { name: 'Mundoclima', grammars: ['marketing', 'long'], series: 8, oem: 'Midea' },
  { name: 'Haier', grammars: ['long', 'compact'], series: 16 },
  { name: 'Hisense', grammars: ['marketing', 'long'], series: 16 },
  { name: 'Sharp', grammars: ['compact'], series: 9 },
  { name: 'Trane', grammars: ['run', 'spaced'], series: 11 },
  { name: 'York', grammars: ['run', 'compact'], series: 11 },
  { name: 'Lennox', grammars: ['run'], series: 9 },
  { name: 'Bosch', grammars: ['marketing', 'spaced'], series: 11 },
  { name: 'Vaillant', grammars: ['marketing'], series: 9 },
  { name: 'Saunier Duval', grammars: ['marketing'], series: 8, oem: 'Vaillant' },
  { name: 'Baxi', grammars: ['marketing', 'compact'], series: 9 },
  { name: 'Ferroli', grammars: ['marketing', 'compact'], series: 9 },
  { name: 'Olimpia Splendid', grammars: ['marketing'], series: 9 },
  { name: 'Electrolux', grammars: ['compact', 'long'], series: 9 },
  { name: 'AUX', grammars: ['long'], series: 11 },
  { name: 'TCL', grammars: ['long', 'compact'], series: 11 },
  { name: 'Airwell', grammars: ['compact', 'spaced'], series: 9 },
  { name: "De'Longhi", grammars: ['marketing'], series: 8 },
  { name: 'Hyundai', grammars: ['compact', 'marketing'], series: 9 },
  { name: 'Sinclair', grammars: ['compact', 'marketing'], series: 9 },
  { name: 'Chigo', grammars: ['long'], series: 8 },
];
