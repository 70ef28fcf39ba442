/**
 * The embedded catalogue, written compactly: brands, their protocol families, and product
 * series. A series expands into one model per size (and per colour variant): the pattern
 * `FTXM{c}R` with sizes 20, 25, 35 gives FTXM20R, FTXM25R, FTXM35R. Designations follow the
 * manufacturers' real naming styles; capacities follow the size codes.
 *
 * Planted on purpose (the lookup engine must tell these apart):
 * - capacity-digit neighbours everywhere (FTXM20R / FTXM25R / FTXM35R / …);
 * - one-letter near-duplicates on DIFFERENT protocol families, hence different SKUs:
 *   FTXM25R vs FTXM25N (Daikin), CS-Z25VKEW vs CS-Z25XKEW (Panasonic), RAK-25RPE vs RAI-25RPE
 *   (Hitachi, the letter in the middle);
 * - one-letter near-duplicates on the SAME family (same SKUs, sometimes different warnings):
 *   MSZ-AP25VGK vs MSZ-AP25VG (Wi-Fi warning on VGK only), SRK25ZS-W vs SRK25ZSX-W,
 *   RAK-25RPE vs RAK-25RXE, MSAGBU-09HRFN8 vs MSAGBU-09HRDN8, AC052RNMDKG/EU vs AC052RN4DKG/EU;
 * - colour variants differing by the last letter (MSZ-LN25VG / MSZ-LN25VGW / MSZ-LN25VGB / …,
 *   FTXJ25AW / FTXJ25AB / FTXJ25AS, SRK25ZS-W / SRK25ZS-WB / SRK25ZS-WT);
 * - one letter apart in the middle, different families: RAK-25RPE (wall) vs RAI-25RPE (cassette);
 * - one deliberate cross-brand collision: RAK-35RPE exists under Hitachi AND under
 *   Johnson Controls-Hitachi (different families, different SKUs);
 * - designations with spaces (LG "PC09SQ NSJ"), slashes ("AM022TNVDKG/EU", "GMV-ND28PLS/A-T"),
 *   dots ("RPK-1.0FSRM") and one two-size kit ("AS20PBAHRA / AS25PBAHRA");
 * - units served by no type of their market: Panasonic CS-HZ25/35/50XKE work with Zigbee only but
 *   are sold only where Zigbee is not offered (GB, ES); Daikin CTXM15R and Fujitsu
 *   AGYG…KVCA work with KNX only, so nothing serves them in ES.
 * Every unit with a SKU in a market also has a type accepted by the detail path (KNX, PRO or
 * Wi-Fi) there, so each of its SKUs can be read from the model-detail answer.
 */
import type { Localized, SampleBrand } from './catalogue.js';
import { localized as l } from './catalogue.js';
import type { ModelTypeRef, TechnologyRef, WarningName } from './reference.js';

export const brands: readonly SampleBrand[] = [
  brand(12, 'Daikin', 'DAIKIN', 'DK', 'DAI', '0097E0'),
  brand(27, 'Mitsubishi Electric', 'MITSUBISHI_ELECTRIC', 'ME', 'MEL', 'E60012'),
  brand(28, 'Mitsubishi Heavy Industries', 'MITSUBISHI_HEAVY', 'MH', 'MHI', 'D7000F'),
  brand(15, 'Fujitsu', 'FUJITSU', 'FJ', 'FUJ', 'E2001A'),
  brand(41, 'Panasonic', 'PANASONIC', 'PN', 'PAN', '0041C0'),
  brand(33, 'LG', 'LG', 'LG', 'LGE', 'A50034'),
  brand(47, 'Samsung', 'SAMSUNG', 'SG', 'SAM', '1428A0'),
  brand(52, 'Toshiba', 'TOSHIBA', 'TO', 'TOS', 'FF0000'),
  brand(19, 'Hitachi', 'HITACHI', 'HI', 'HIT', 'C8102E'),
  brand(20, 'Johnson Controls-Hitachi', 'JCH', 'JH', 'JCH', '003DA5'),
  brand(17, 'Gree', 'GREE', 'GR', 'GRE', '00A0E9'),
  brand(38, 'Midea', 'MIDEA', 'MD', 'MID', '00A3E0'),
  brand(18, 'Haier', 'HAIER', 'HA', 'HAI', '005BAC'),
  brand(21, 'Hisense', 'HISENSE', 'HS', 'HIS', '00AAA6'),
];

function brand(
  id: number,
  name: string,
  isoBrand: string,
  iso2: string,
  iso3: string,
  color: string,
): SampleBrand {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return { id, name, slug, isoBrand, iso2, iso3, public: true, color };
}

/** A protocol family; `code` goes into its SKUs (see `skuFor`). */
export interface FamilyDefinition {
  key: string;
  brandId: number;
  /** Translated where it describes the units ("domestic"); a product name stays as it is. */
  name: string | Localized;
  code: string;
  modbusMapCode?: string | number;
}

export const families: readonly FamilyDefinition[] = [
  {
    key: 'DAI_S21',
    brandId: 12,
    name: l('Daikin S21 (domestic split)', 'Daikin S21 (split doméstico)', 'Daikin S21 (split domestique)'),
    code: 'DAI001',
  },
  {
    key: 'DAI_S21_LEGACY',
    brandId: 12,
    name: l(
      'Daikin S21 (2014–2019 units)',
      'Daikin S21 (unidades 2014–2019)',
      'Daikin S21 (unités 2014–2019)',
    ),
    code: 'DAI002',
  },
  {
    key: 'DAI_P1P2',
    brandId: 12,
    name: 'Daikin P1/P2 (Sky Air)',
    code: 'DAI003',
    modbusMapCode: 'DK-P1P2-3',
  },
  { key: 'DAI_VRV', brandId: 12, name: 'Daikin VRV (DIII-NET)', code: 'DAI004', modbusMapCode: 'DK-VRV-2' },
  { key: 'MEL_CN105', brandId: 27, name: 'Mitsubishi Electric CN105 (MSZ/MFZ)', code: 'MIT001' },
  { key: 'MEL_PAC', brandId: 27, name: 'Mitsubishi Electric CN105 (Mr Slim)', code: 'MIT002' },
  {
    key: 'MEL_MNET',
    brandId: 27,
    name: 'Mitsubishi Electric M-NET (City Multi)',
    code: 'MIT003',
    modbusMapCode: 17,
  },
  {
    key: 'MHI_CNS',
    brandId: 28,
    name: l('MHI CnS (domestic)', 'MHI CnS (doméstico)', 'MHI CnS (domestique)'),
    code: 'MHI001',
  },
  { key: 'MHI_SL', brandId: 28, name: 'MHI Superlink (KX VRF)', code: 'MHI002', modbusMapCode: 'MHI-SL-1' },
  {
    key: 'FUJ_UART',
    brandId: 15,
    name: l('Fujitsu UART (domestic)', 'Fujitsu UART (doméstico)', 'Fujitsu UART (domestique)'),
    code: 'FUJ001',
  },
  { key: 'FUJ_VRF', brandId: 15, name: 'Fujitsu Airstage VRF', code: 'FUJ002', modbusMapCode: 'FJ-VRF-1' },
  { key: 'PAN_CNCNT', brandId: 41, name: 'Panasonic CN-CNT (Etherea, TZ)', code: 'PAN001' },
  { key: 'PAN_CNCNT_H', brandId: 41, name: 'Panasonic CN-CNT (2023 Etherea)', code: 'PAN004' },
  { key: 'PAN_PACI', brandId: 41, name: 'Panasonic PACi', code: 'PAN002' },
  {
    key: 'PAN_ECOI',
    brandId: 41,
    name: 'Panasonic ECOi (P-Link)',
    code: 'PAN003',
    modbusMapCode: 'PN-ECOI-2',
  },
  {
    key: 'LG_DOM',
    brandId: 33,
    name: l('LG CN-WF (domestic)', 'LG CN-WF (doméstico)', 'LG CN-WF (domestique)'),
    code: 'LGE001',
  },
  { key: 'LG_VRF', brandId: 33, name: 'LG Multi V (PI-485)', code: 'LGE002', modbusMapCode: 24 },
  {
    key: 'SAM_DOM',
    brandId: 47,
    name: l('Samsung WindFree (domestic)', 'Samsung WindFree (doméstico)', 'Samsung WindFree (domestique)'),
    code: 'SAM001',
  },
  {
    key: 'SAM_NASA',
    brandId: 47,
    name: l('Samsung NASA (DVM and BAC)', 'Samsung NASA (DVM y BAC)', 'Samsung NASA (DVM et BAC)'),
    code: 'SAM002',
    modbusMapCode: 'SG-NASA-4',
  },
  {
    key: 'TOS_DOM',
    brandId: 52,
    name: l('Toshiba domestic (CN-WIFI)', 'Toshiba doméstico (CN-WIFI)', 'Toshiba domestique (CN-WIFI)'),
    code: 'TOS001',
  },
  {
    key: 'TOS_TCC',
    brandId: 52,
    name: 'Toshiba TCC-Link (Digital Inverter, VRF)',
    code: 'TOS002',
    modbusMapCode: 9,
  },
  {
    key: 'HIT_DOM',
    brandId: 19,
    name: l('Hitachi domestic (airHome)', 'Hitachi doméstico (airHome)', 'Hitachi domestique (airHome)'),
    code: 'HIT001',
  },
  {
    key: 'HIT_HLINK',
    brandId: 19,
    name: 'Hitachi H-LINK (Primairy)',
    code: 'HIT002',
    modbusMapCode: 'HI-HL-1',
  },
  {
    key: 'JCH_DOM',
    brandId: 20,
    name: l(
      'JCH domestic (legacy listing)',
      'JCH doméstico (referencia antigua)',
      'JCH domestique (ancienne référence)',
    ),
    code: 'JCH001',
  },
  {
    key: 'JCH_HLINK',
    brandId: 20,
    name: 'JCH H-LINK II (Set Free, Utopia)',
    code: 'JCH002',
    modbusMapCode: 'JCH-HL-2',
  },
  {
    key: 'GRE_DOM',
    brandId: 17,
    name: l('Gree domestic (CN-WIFI)', 'Gree doméstico (CN-WIFI)', 'Gree domestique (CN-WIFI)'),
    code: 'GRE001',
  },
  { key: 'GRE_GMV', brandId: 17, name: 'Gree GMV', code: 'GRE002' },
  {
    key: 'MID_DOM',
    brandId: 38,
    name: l('Midea domestic (CN1)', 'Midea doméstico (CN1)', 'Midea domestique (CN1)'),
    code: 'MID001',
  },
  { key: 'MID_VRF', brandId: 38, name: 'Midea V8 VRF (XYE)', code: 'MID002' },
  {
    key: 'HAI_DOM',
    brandId: 18,
    name: l('Haier domestic (CN-WIFI)', 'Haier doméstico (CN-WIFI)', 'Haier domestique (CN-WIFI)'),
    code: 'HAI001',
  },
  { key: 'HAI_MRV', brandId: 18, name: 'Haier MRV (HBS)', code: 'HAI002' },
  {
    key: 'HIS_DOM',
    brandId: 21,
    name: l('Hisense domestic (AEH-W4)', 'Hisense doméstico (AEH-W4)', 'Hisense domestique (AEH-W4)'),
    code: 'HIS001',
  },
  { key: 'HIS_VRF', brandId: 21, name: 'Hisense Hi-Flexi VRF', code: 'HIS002' },
];

/** A list of size codes with their nominal cooling kW, in the order they expand. */
type Sizes = readonly (readonly [code: string, coldKw: number])[];

/** Size codes read as tenths of a kW: "25" → 2.5 kW, "022" → 2.2 kW, "140" → 14 kW. */
const metric = (codes: string): Sizes => codes.split(' ').map((code) => [code, Number(code) / 10] as const);

const fromTable =
  (table: Readonly<Record<string, number>>) =>
  (codes: string): Sizes =>
    codes.split(' ').map((code) => {
      const kw = table[code];
      if (kw === undefined) throw new Error(`size code ${code} is not in its table`);
      return [code, kw] as const;
    });

/** Thousands of BTU/h: "09" → 2.5 kW (Fujitsu, LG, Samsung, Gree, Midea domestic). */
const btu = fromTable({
  '07': 2.0,
  '09': 2.5,
  '12': 3.5,
  '14': 4.2,
  '18': 5.2,
  '24': 7.0,
  '30': 8.5,
  '36': 10.0,
  '48': 14.0,
});
/** Daikin VRV and City Multi capacity index: "20" → 2.2 kW. */
const vrfIndex = fromTable({
  '15': 1.7,
  '20': 2.2,
  '25': 2.8,
  '32': 3.6,
  '40': 4.5,
  '50': 5.6,
  '63': 7.1,
  '71': 8.0,
  '80': 9.0,
  '100': 11.2,
  '125': 14.0,
});
/** Toshiba domestic: "10" → 2.5 kW. */
const toshiba = fromTable({ '07': 2.0, '10': 2.5, '13': 3.5, '16': 4.6, '18': 5.0, '22': 6.1, '24': 7.0 });
/** Toshiba VRF horsepower code: "007" → 2.2 kW. */
const toshibaVrf = fromTable({
  '005': 1.7,
  '007': 2.2,
  '009': 2.8,
  '012': 3.6,
  '015': 4.5,
  '018': 5.6,
  '024': 7.1,
  '027': 8.0,
  '030': 9.0,
  '036': 11.2,
  '048': 14.0,
  '056': 16.0,
});
/** LG Multi V and Hisense VRF: "07" → 2.2 kW. */
const lgVrf = fromTable({
  '05': 1.6,
  '07': 2.2,
  '09': 2.8,
  '12': 3.6,
  '15': 4.5,
  '18': 5.6,
  '24': 7.1,
  '28': 8.2,
  '36': 10.6,
});
/** JCH horsepower: "1.0" → 2.8 kW. */
const horsepower = fromTable({
  '0.8': 2.2,
  '1.0': 2.8,
  '1.5': 4.0,
  '2.0': 5.6,
  '2.5': 7.1,
  '3.0': 8.0,
  '4.0': 11.2,
  '5.0': 14.0,
  '6.0': 16.0,
});

/** Controller type codes, short. */
const KNX = 'CTLR_KNX';
const PRO = 'CTLR_PRO';
const WIFI = 'CTLR_WIFI';
const STI = 'CTLR_PRO_STI';
const ZIGBEE = 'CTLR_ZIGBEE';

const everyType = [KNX, PRO, WIFI, STI, ZIGBEE];
const domestic = [KNX, PRO, WIFI, ZIGBEE];
const commercial = [KNX, PRO, WIFI, STI];
const vrf = [KNX, PRO, STI];

export interface SeriesDefinition {
  /** Protocol family key (the brand comes from the family). */
  family: string;
  /** Designation with `{c}` for the size code and `{v}` for the colour variant. */
  pattern: string;
  sizes: Sizes;
  /** Colour or finish variants replacing `{v}`; one model per size and variant. */
  variants?: readonly string[];
  modelType: ModelTypeRef;
  technology: TechnologyRef;
  /** Controller types the series works with (markets then filter them). */
  types: readonly string[];
  /** Markets the series is sold in; every market when absent. */
  markets?: readonly string[];
  /** Markets where one variant or one designation is NOT sold, keyed by variant or designation. */
  notSoldIn?: Readonly<Record<string, readonly string[]>>;
  warnings?: readonly WarningName[];
  typeWarnings?: Readonly<Partial<Record<string, readonly WarningName[]>>>;
  additionalInfo?: Localized;
}

const colourNote = l(
  'Colour variants share the same controller.',
  'Las variantes de color comparten el mismo controlador.',
  'Les variantes de couleur partagent le même contrôleur.',
);
const ductedNote = l(
  'Controller mounts next to the electrical box of the ducted unit.',
  'El controlador se monta junto al cuadro eléctrico de la unidad de conductos.',
  'Le contrôleur se monte à côté du coffret électrique du gainable.',
);
const vrfNote = l(
  'One controller per indoor unit; group control through the VRF bus is not used.',
  'Un controlador por unidad interior; no se usa el control de grupo del bus VRF.',
  'Un contrôleur par unité intérieure\u202f; la commande de groupe du bus DRV n’est pas utilisée.',
);

export const series: readonly SeriesDefinition[] = [
  // Daikin
  {
    family: 'DAI_S21',
    pattern: 'FTXM{c}R',
    sizes: metric('20 25 35 42 50 60 71'),
    modelType: 'WALL',
    technology: 'SPLIT',
    types: everyType,
  },
  {
    family: 'DAI_S21_LEGACY',
    pattern: 'FTXM{c}N',
    sizes: metric('20 25 35 42 50'),
    modelType: 'WALL',
    technology: 'SPLIT',
    types: [KNX, PRO, WIFI],
    typeWarnings: { [WIFI]: ['firmware'] },
  },
  {
    family: 'DAI_S21',
    pattern: 'CTXM15R',
    sizes: metric('15'),
    modelType: 'WALL',
    technology: 'SPLIT',
    types: [KNX],
  },
  {
    family: 'DAI_S21',
    pattern: 'FTXJ{c}A{v}',
    sizes: metric('20 25 35 42 50'),
    variants: ['W', 'B', 'S'],
    modelType: 'WALL',
    technology: 'SPLIT',
    types: domestic,
    additionalInfo: colourNote,
  },
  {
    family: 'DAI_S21_LEGACY',
    pattern: 'FTXP{c}N',
    sizes: metric('20 25 35 50 60 71'),
    modelType: 'WALL',
    technology: 'SPLIT',
    types: [PRO, WIFI],
    warnings: ['weeklyTimer'],
  },
  {
    family: 'DAI_S21',
    pattern: 'FTXF{c}E',
    sizes: metric('20 25 35 42 50'),
    modelType: 'WALL',
    technology: 'SPLIT',
    types: [PRO, WIFI, STI],
    markets: ['GB', 'ES'],
  },
  {
    family: 'DAI_S21',
    pattern: 'FVXM{c}A',
    sizes: metric('25 35 50'),
    modelType: 'FLOOR',
    technology: 'SPLIT',
    types: domestic,
  },
  {
    family: 'DAI_P1P2',
    pattern: 'FDXM{c}F9',
    sizes: metric('25 35 50 60'),
    modelType: 'DUCTED',
    technology: 'PAC',
    types: commercial,
    additionalInfo: ductedNote,
  },
  {
    family: 'DAI_P1P2',
    pattern: 'FBA{c}A9',
    sizes: metric('35 50 60 71 100 125 140'),
    modelType: 'DUCTED',
    technology: 'PAC',
    types: commercial,
    additionalInfo: ductedNote,
  },
  {
    family: 'DAI_P1P2',
    pattern: 'FCAG{c}B',
    sizes: metric('35 50 60 71 100'),
    modelType: 'CASSETTE',
    technology: 'PAC',
    types: commercial,
  },
  {
    family: 'DAI_P1P2',
    pattern: 'FHA{c}A',
    sizes: metric('35 50 60 71 100'),
    modelType: 'CEILING',
    technology: 'PAC',
    types: commercial,
    typeWarnings: { [KNX]: ['placement'] },
  },
  {
    family: 'DAI_VRV',
    pattern: 'FXZQ{c}A',
    sizes: vrfIndex('15 20 25 32 40 50'),
    modelType: 'CASSETTE',
    technology: 'VRF',
    types: vrf,
    additionalInfo: vrfNote,
    typeWarnings: { [PRO]: ['centralController'] },
  },
  {
    family: 'DAI_VRV',
    pattern: 'FXSQ{c}A',
    sizes: vrfIndex('15 20 25 32 40 50 63 80 100 125'),
    modelType: 'DUCTED',
    technology: 'VRF',
    types: vrf,
    additionalInfo: vrfNote,
  },
  {
    family: 'DAI_VRV',
    pattern: 'FXAQ{c}A',
    sizes: vrfIndex('15 20 25 32 40 50 63'),
    modelType: 'WALL',
    technology: 'VRF',
    types: vrf,
  },
  {
    family: 'DAI_VRV',
    pattern: 'FXFQ{c}B',
    sizes: vrfIndex('20 25 32 40 50 63 80 100 125'),
    modelType: 'CASSETTE',
    technology: 'VRF',
    types: vrf,
  },
  // Mitsubishi Electric
  {
    family: 'MEL_CN105',
    pattern: 'MSZ-LN{c}VG{v}',
    sizes: metric('18 25 35 50 60'),
    variants: ['', 'W', 'B', 'R', 'V'],
    modelType: 'WALL',
    technology: 'SPLIT',
    types: domestic,
    notSoldIn: { R: ['ES'] },
    additionalInfo: colourNote,
  },
  {
    family: 'MEL_CN105',
    pattern: 'MSZ-AP{c}VGK',
    sizes: metric('15 20 25 35 42 50 60 71'),
    modelType: 'WALL',
    technology: 'SPLIT',
    types: domestic,
    typeWarnings: { [WIFI]: ['builtInWifi'] },
  },
  {
    family: 'MEL_CN105',
    pattern: 'MSZ-AP{c}VG',
    sizes: metric('15 20 25 35 42 50 60 71'),
    modelType: 'WALL',
    technology: 'SPLIT',
    types: domestic,
  },
  {
    family: 'MEL_CN105',
    pattern: 'MSZ-EF{c}VGK{v}',
    sizes: metric('18 25 35 42 50'),
    variants: ['W', 'B', 'S'],
    modelType: 'WALL',
    technology: 'SPLIT',
    types: domestic,
    typeWarnings: { [WIFI]: ['builtInWifi'] },
  },
  {
    family: 'MEL_CN105',
    pattern: 'MSZ-HR{c}VF',
    sizes: metric('25 35 42 50'),
    modelType: 'WALL',
    technology: 'SPLIT',
    types: [PRO, WIFI],
    warnings: ['fanSpeeds'],
  },
  {
    family: 'MEL_CN105',
    pattern: 'MFZ-KT{c}VG',
    sizes: metric('25 35 50 60'),
    modelType: 'FLOOR',
    technology: 'SPLIT',
    types: domestic,
  },
  {
    family: 'MEL_PAC',
    pattern: 'SLZ-M{c}FA',
    sizes: metric('15 25 35 50 60'),
    modelType: 'CASSETTE',
    technology: 'PAC',
    types: commercial,
  },
  {
    family: 'MEL_PAC',
    pattern: 'PEAD-M{c}JA',
    sizes: metric('35 50 60 71 100 125 140'),
    modelType: 'DUCTED',
    technology: 'PAC',
    types: commercial,
    additionalInfo: ductedNote,
    typeWarnings: { [WIFI]: ['extensionCable'] },
  },
  {
    family: 'MEL_PAC',
    pattern: 'PLA-M{c}EA',
    sizes: metric('35 50 60 71 100 125 140'),
    modelType: 'CASSETTE',
    technology: 'PAC',
    types: commercial,
  },
  {
    family: 'MEL_PAC',
    pattern: 'PKA-M{c}HAL',
    sizes: metric('35 50 60 71 100'),
    modelType: 'WALL',
    technology: 'PAC',
    types: commercial,
  },
  {
    family: 'MEL_PAC',
    pattern: 'PCA-M{c}KA',
    sizes: metric('35 50 60 71 100 125 140'),
    modelType: 'CEILING',
    technology: 'PAC',
    types: commercial,
  },
  {
    family: 'MEL_MNET',
    pattern: 'PEFY-P{c}VMA-E',
    sizes: vrfIndex('15 20 25 32 40 50 63 71 80 100 125'),
    modelType: 'DUCTED',
    technology: 'VRF',
    types: vrf,
    additionalInfo: vrfNote,
  },
  {
    family: 'MEL_MNET',
    pattern: 'PLFY-P{c}VFM-E',
    sizes: vrfIndex('15 20 25 32 40 50'),
    modelType: 'CASSETTE',
    technology: 'VRF',
    types: vrf,
  },
  {
    family: 'MEL_MNET',
    pattern: 'PKFY-P{c}VLM-E',
    sizes: vrfIndex('15 20 25 32 40 50'),
    modelType: 'WALL',
    technology: 'VRF',
    types: vrf,
    typeWarnings: { [KNX]: ['centralController'] },
  },
  // Mitsubishi Heavy Industries
  {
    family: 'MHI_CNS',
    pattern: 'SRK{c}ZS-W{v}',
    sizes: metric('20 25 35 50'),
    variants: ['', 'B', 'T'],
    modelType: 'WALL',
    technology: 'SPLIT',
    types: domestic,
    additionalInfo: colourNote,
  },
  {
    family: 'MHI_CNS',
    pattern: 'SRK{c}ZSX-W',
    sizes: metric('20 25 35 50 60'),
    modelType: 'WALL',
    technology: 'SPLIT',
    types: [KNX, PRO, WIFI],
  },
  {
    family: 'MHI_CNS',
    pattern: 'SRF{c}ZMX-S',
    sizes: metric('25 35 50'),
    modelType: 'FLOOR',
    technology: 'SPLIT',
    types: domestic,
  },
  {
    family: 'MHI_CNS',
    pattern: 'FDUM{c}VF',
    sizes: metric('50 60 71 100 125 140'),
    modelType: 'DUCTED',
    technology: 'PAC',
    types: commercial,
    additionalInfo: ductedNote,
  },
  {
    family: 'MHI_CNS',
    pattern: 'FDTC{c}VH',
    sizes: metric('25 35 50 60'),
    modelType: 'CASSETTE',
    technology: 'PAC',
    types: commercial,
  },
  {
    family: 'MHI_SL',
    pattern: 'FDT{c}KXZE1',
    sizes: metric('22 28 36 45 56 71 90'),
    modelType: 'CASSETTE',
    technology: 'VRF',
    types: vrf,
  },
  {
    family: 'MHI_SL',
    pattern: 'FDU{c}KXE6F',
    sizes: metric('22 28 36 45 56 71 90 112 140'),
    modelType: 'DUCTED',
    technology: 'VRF',
    types: vrf,
    additionalInfo: vrfNote,
  },
  {
    family: 'MHI_SL',
    pattern: 'FDK{c}KXZE1',
    sizes: metric('15 22 28 36 45 56'),
    modelType: 'WALL',
    technology: 'VRF',
    types: vrf,
  },
  // Fujitsu
  {
    family: 'FUJ_UART',
    pattern: 'ASYG{c}KMCC',
    sizes: btu('07 09 12 14'),
    modelType: 'WALL',
    technology: 'SPLIT',
    types: domestic,
  },
  {
    family: 'FUJ_UART',
    pattern: 'ASYG{c}KMCE',
    sizes: btu('07 09 12 14'),
    modelType: 'WALL',
    technology: 'SPLIT',
    types: domestic,
  },
  {
    family: 'FUJ_UART',
    pattern: 'ASYG{c}KMTB',
    sizes: btu('18 24 30'),
    modelType: 'WALL',
    technology: 'SPLIT',
    types: domestic,
  },
  {
    family: 'FUJ_UART',
    pattern: 'ASYG{c}KGTF',
    sizes: btu('07 09 12 14'),
    modelType: 'WALL',
    technology: 'SPLIT',
    types: [PRO, WIFI],
  },
  {
    family: 'FUJ_UART',
    pattern: 'ARXG{c}KLLAP',
    sizes: btu('12 14 18 24 30 36'),
    modelType: 'DUCTED',
    technology: 'PAC',
    types: commercial,
    additionalInfo: ductedNote,
  },
  {
    family: 'FUJ_UART',
    pattern: 'AUXG{c}KVLA',
    sizes: btu('12 14 18 24'),
    modelType: 'CASSETTE',
    technology: 'PAC',
    types: commercial,
  },
  {
    family: 'FUJ_UART',
    pattern: 'AGYG{c}KVCA',
    sizes: btu('09 12 14'),
    modelType: 'FLOOR',
    technology: 'SPLIT',
    types: [KNX],
    warnings: ['remoteSensor'],
  },
  {
    family: 'FUJ_VRF',
    pattern: 'ASYA{c}GACH',
    sizes: btu('07 09 12 14 18'),
    modelType: 'WALL',
    technology: 'VRF',
    types: vrf,
  },
  {
    family: 'FUJ_VRF',
    pattern: 'ARXD{c}GALH',
    sizes: btu('07 09 12 14 18 24 30'),
    modelType: 'DUCTED',
    technology: 'VRF',
    types: vrf,
  },
  {
    family: 'FUJ_VRF',
    pattern: 'AUXB{c}GALH',
    sizes: btu('07 09 12 14 18'),
    modelType: 'CASSETTE',
    technology: 'VRF',
    types: vrf,
  },
  // Panasonic
  {
    family: 'PAN_CNCNT',
    pattern: 'CS-Z{c}VKEW',
    sizes: metric('20 25 35 42 50 60 71'),
    modelType: 'WALL',
    technology: 'SPLIT',
    types: domestic,
    typeWarnings: { [WIFI]: ['builtInWifi'] },
  },
  {
    family: 'PAN_CNCNT_H',
    pattern: 'CS-Z{c}XKEW',
    sizes: metric('20 25 35 42 50'),
    modelType: 'WALL',
    technology: 'SPLIT',
    types: domestic,
  },
  {
    family: 'PAN_CNCNT',
    pattern: 'CS-TZ{c}WKEW',
    sizes: metric('20 25 35 42 50 60 71'),
    modelType: 'WALL',
    technology: 'SPLIT',
    types: domestic,
  },
  {
    family: 'PAN_CNCNT',
    pattern: 'CS-HZ{c}XKE',
    sizes: metric('25 35 50'),
    modelType: 'WALL',
    technology: 'SPLIT',
    types: [ZIGBEE],
    markets: ['GB', 'ES'],
  },
  {
    family: 'PAN_CNCNT',
    pattern: 'CS-Z{c}UFEAW',
    sizes: metric('25 35 50'),
    modelType: 'FLOOR',
    technology: 'SPLIT',
    types: domestic,
  },
  {
    family: 'PAN_PACI',
    pattern: 'S-{c}PF1E5B',
    sizes: metric('36 50 60 71 100 125 140'),
    modelType: 'DUCTED',
    technology: 'PAC',
    types: commercial,
    additionalInfo: ductedNote,
  },
  {
    family: 'PAN_PACI',
    pattern: 'S-{c}PU2E5B',
    sizes: metric('36 50 60 71 100 125'),
    modelType: 'CASSETTE',
    technology: 'PAC',
    types: commercial,
  },
  {
    family: 'PAN_ECOI',
    pattern: 'S-{c}MK2E5A',
    sizes: metric('15 22 28 36 45 56 73'),
    modelType: 'WALL',
    technology: 'VRF',
    types: vrf,
  },
  {
    family: 'PAN_ECOI',
    pattern: 'S-{c}MF2E5A',
    sizes: metric('15 22 28 36 45 56 73 90 106 140 160'),
    modelType: 'DUCTED',
    technology: 'VRF',
    types: vrf,
    additionalInfo: vrfNote,
  },
  {
    family: 'PAN_ECOI',
    pattern: 'S-{c}MU2E5A',
    sizes: metric('22 28 36 45 56 73'),
    modelType: 'CASSETTE',
    technology: 'VRF',
    types: vrf,
  },
  // LG
  {
    family: 'LG_DOM',
    pattern: 'PC{c}SQ NSJ',
    sizes: btu('09 12 18 24'),
    modelType: 'WALL',
    technology: 'SPLIT',
    types: domestic,
  },
  {
    family: 'LG_DOM',
    pattern: 'AC{c}BQ NSJ',
    sizes: btu('09 12 18 24'),
    modelType: 'WALL',
    technology: 'SPLIT',
    types: domestic,
  },
  {
    family: 'LG_DOM',
    pattern: 'AC{c}BK NSJ',
    sizes: btu('09 12'),
    modelType: 'WALL',
    technology: 'SPLIT',
    types: domestic,
    markets: ['GB', 'FR'],
  },
  {
    family: 'LG_DOM',
    pattern: 'DC{c}RQ NSJ',
    sizes: btu('09 12 18 24'),
    modelType: 'WALL',
    technology: 'SPLIT',
    types: domestic,
  },
  {
    family: 'LG_DOM',
    pattern: 'CL{c}F N50',
    sizes: btu('09 12 18 24'),
    modelType: 'DUCTED',
    technology: 'SPLIT',
    types: commercial,
    additionalInfo: ductedNote,
  },
  {
    family: 'LG_VRF',
    pattern: 'ARNU{c}GSJN4',
    sizes: lgVrf('07 09 12 15 18 24'),
    modelType: 'WALL',
    technology: 'VRF',
    types: vrf,
  },
  {
    family: 'LG_VRF',
    pattern: 'ARNU{c}GTRB4',
    sizes: lgVrf('07 09 12 15 18 24'),
    modelType: 'CASSETTE',
    technology: 'VRF',
    types: vrf,
  },
  {
    family: 'LG_VRF',
    pattern: 'ARNU{c}GM1A4',
    sizes: lgVrf('07 09 12 15 18 24 28 36'),
    modelType: 'DUCTED',
    technology: 'VRF',
    types: vrf,
    additionalInfo: vrfNote,
  },
  // Samsung
  {
    family: 'SAM_DOM',
    pattern: 'AR{c}TXFCAWKNEU',
    sizes: btu('09 12 18 24'),
    modelType: 'WALL',
    technology: 'SPLIT',
    types: domestic,
  },
  {
    family: 'SAM_DOM',
    pattern: 'AR{c}TXEAAWKNEU',
    sizes: btu('09 12 18 24'),
    modelType: 'WALL',
    technology: 'SPLIT',
    types: domestic,
    warnings: ['discontinued'],
  },
  {
    family: 'SAM_NASA',
    pattern: 'AC{c}RNMDKG/EU',
    sizes: metric('035 052 071 100 140'),
    modelType: 'DUCTED',
    technology: 'PAC',
    types: commercial,
    additionalInfo: ductedNote,
  },
  {
    family: 'SAM_NASA',
    pattern: 'AC{c}RN4DKG/EU',
    sizes: metric('035 052 071 100 140'),
    modelType: 'CASSETTE',
    technology: 'PAC',
    types: commercial,
  },
  {
    family: 'SAM_NASA',
    pattern: 'AM{c}TNVDKG/EU',
    sizes: metric('015 022 028 036 045 056'),
    modelType: 'WALL',
    technology: 'VRF',
    types: vrf,
  },
  {
    family: 'SAM_NASA',
    pattern: 'AM{c}RN1DKG/EU',
    sizes: metric('022 028 036 045 056'),
    modelType: 'CASSETTE',
    technology: 'VRF',
    types: vrf,
  },
  {
    family: 'SAM_NASA',
    pattern: 'AM{c}KNLDEH/EU',
    sizes: metric('022 028 036 045 056 071 090 112'),
    modelType: 'DUCTED',
    technology: 'VRF',
    types: vrf,
    additionalInfo: vrfNote,
  },
  // Toshiba
  {
    family: 'TOS_DOM',
    pattern: 'RAS-B{c}E2KVG-E',
    sizes: toshiba('07 10 13 16 18'),
    modelType: 'WALL',
    technology: 'SPLIT',
    types: domestic,
  },
  {
    family: 'TOS_DOM',
    pattern: 'RAS-B{c}N4KVRG-E',
    sizes: toshiba('10 13 16 18 22'),
    modelType: 'WALL',
    technology: 'SPLIT',
    types: domestic,
  },
  {
    family: 'TOS_DOM',
    pattern: 'RAS-B{c}G3KVSG-E',
    sizes: toshiba('10 13 16 18 22 24'),
    modelType: 'WALL',
    technology: 'SPLIT',
    types: domestic,
  },
  {
    family: 'TOS_DOM',
    pattern: 'RAS-B{c}J2FVG-E',
    sizes: toshiba('10 13 18'),
    modelType: 'FLOOR',
    technology: 'SPLIT',
    types: domestic,
  },
  {
    family: 'TOS_TCC',
    pattern: 'RAV-RM{c}1BTP-E',
    sizes: metric('40 56 80 110 140'),
    modelType: 'DUCTED',
    technology: 'PAC',
    types: commercial,
    additionalInfo: ductedNote,
  },
  {
    family: 'TOS_TCC',
    pattern: 'RAV-RM{c}1UTP-E',
    sizes: metric('40 56 80 110 140'),
    modelType: 'CASSETTE',
    technology: 'PAC',
    types: commercial,
  },
  {
    family: 'TOS_TCC',
    pattern: 'RAV-RM{c}1KRTP-E',
    sizes: metric('40 56 80'),
    modelType: 'WALL',
    technology: 'PAC',
    types: commercial,
  },
  {
    family: 'TOS_TCC',
    pattern: 'MMK-AP{c}7HP1',
    sizes: toshibaVrf('005 007 009 012 015 018 024'),
    modelType: 'WALL',
    technology: 'VRF',
    types: vrf,
  },
  {
    family: 'TOS_TCC',
    pattern: 'MMU-AP{c}4HP1-E',
    sizes: toshibaVrf('009 012 015 018 024 027 030'),
    modelType: 'CASSETTE',
    technology: 'VRF',
    types: vrf,
  },
  {
    family: 'TOS_TCC',
    pattern: 'MMD-AP{c}6BHP1-E',
    sizes: toshibaVrf('007 009 012 015 018 024 027 030 036 048 056'),
    modelType: 'DUCTED',
    technology: 'VRF',
    types: vrf,
    additionalInfo: vrfNote,
  },
  // Hitachi
  {
    family: 'HIT_DOM',
    pattern: 'RAK-{c}RPE',
    sizes: metric('18 25 35 50'),
    modelType: 'WALL',
    technology: 'SPLIT',
    types: domestic,
  },
  {
    family: 'HIT_DOM',
    pattern: 'RAK-{c}RXE',
    sizes: metric('18 25 35 50'),
    modelType: 'WALL',
    technology: 'SPLIT',
    types: domestic,
  },
  {
    family: 'HIT_DOM',
    pattern: 'RAK-DJ{c}PHAE',
    sizes: metric('25 35 42 50'),
    modelType: 'WALL',
    technology: 'SPLIT',
    types: domestic,
  },
  {
    family: 'HIT_DOM',
    pattern: 'RAF-{c}RXE',
    sizes: metric('25 35 50'),
    modelType: 'FLOOR',
    technology: 'SPLIT',
    types: [PRO, WIFI],
  },
  {
    family: 'HIT_HLINK',
    pattern: 'RAD-{c}PPE',
    sizes: metric('18 25 35 50'),
    modelType: 'DUCTED',
    technology: 'PAC',
    types: commercial,
    additionalInfo: ductedNote,
  },
  {
    family: 'HIT_HLINK',
    pattern: 'RAI-{c}RPE',
    sizes: metric('25 35 50'),
    modelType: 'CASSETTE',
    technology: 'PAC',
    types: commercial,
  },
  // Johnson Controls-Hitachi
  {
    family: 'JCH_DOM',
    pattern: 'RAK-{c}RPE',
    sizes: metric('35'),
    modelType: 'WALL',
    technology: 'SPLIT',
    types: [KNX, PRO, WIFI],
    warnings: ['discontinued'],
  },
  {
    family: 'JCH_HLINK',
    pattern: 'RPK-{c}FSRM',
    sizes: horsepower('0.8 1.0 1.5 2.0 2.5 3.0'),
    modelType: 'WALL',
    technology: 'VRF',
    types: vrf,
  },
  {
    family: 'JCH_HLINK',
    pattern: 'RCI-{c}FSR',
    sizes: horsepower('1.0 1.5 2.0 2.5 3.0 4.0 5.0 6.0'),
    modelType: 'CASSETTE',
    technology: 'VRF',
    types: vrf,
  },
  {
    family: 'JCH_HLINK',
    pattern: 'RPI-{c}FSN6E',
    sizes: horsepower('0.8 1.0 1.5 2.0 2.5 3.0 4.0 5.0 6.0'),
    modelType: 'DUCTED',
    technology: 'VRF',
    types: vrf,
    additionalInfo: vrfNote,
  },
  {
    family: 'JCH_HLINK',
    pattern: 'RCIM-{c}FSRE',
    sizes: horsepower('0.8 1.0 1.5 2.0'),
    modelType: 'CASSETTE',
    technology: 'VRF',
    types: vrf,
  },
  // Gree
  {
    family: 'GRE_DOM',
    pattern: 'GWH{c}AAB-K6DNA2A/I',
    sizes: btu('09 12 18 24'),
    modelType: 'WALL',
    technology: 'SPLIT',
    types: domestic,
  },
  {
    family: 'GRE_DOM',
    pattern: 'GWH{c}ACC-K6DNA1D/I',
    sizes: btu('09 12 18 24'),
    modelType: 'WALL',
    technology: 'SPLIT',
    types: domestic,
  },
  {
    family: 'GRE_DOM',
    pattern: 'GWH{c}YD-S6DBA2A/I',
    sizes: btu('09 12 18'),
    modelType: 'WALL',
    technology: 'SPLIT',
    types: [PRO, WIFI],
    markets: ['GB'],
  },
  {
    family: 'GRE_GMV',
    pattern: 'GMV-ND{c}G/A-T',
    sizes: metric('22 28 36 45 56 71'),
    modelType: 'WALL',
    technology: 'VRF',
    types: vrf,
  },
  {
    family: 'GRE_GMV',
    pattern: 'GMV-ND{c}T/A-T',
    sizes: metric('28 36 45 56 71 90 112'),
    modelType: 'CASSETTE',
    technology: 'VRF',
    types: vrf,
  },
  {
    family: 'GRE_GMV',
    pattern: 'GMV-ND{c}PLS/A-T',
    sizes: metric('22 28 36 45 56 71 90 112 140'),
    modelType: 'DUCTED',
    technology: 'VRF',
    types: vrf,
  },
  // Midea
  {
    family: 'MID_DOM',
    pattern: 'MSAGBU-{c}HRFN8',
    sizes: btu('09 12 18 24'),
    modelType: 'WALL',
    technology: 'SPLIT',
    types: domestic,
  },
  {
    family: 'MID_DOM',
    pattern: 'MSAGBU-{c}HRDN8',
    sizes: btu('09 12'),
    modelType: 'WALL',
    technology: 'SPLIT',
    types: [PRO, WIFI],
    warnings: ['weeklyTimer'],
  },
  {
    family: 'MID_DOM',
    pattern: 'MSFA1BU-{c}HRDN8',
    sizes: btu('09 12 18'),
    modelType: 'WALL',
    technology: 'SPLIT',
    types: domestic,
  },
  {
    family: 'MID_DOM',
    pattern: 'MTIU-{c}HWFNX',
    sizes: btu('24 36 48'),
    modelType: 'DUCTED',
    technology: 'PAC',
    types: commercial,
  },
  {
    family: 'MID_VRF',
    pattern: 'MI2-{c}Q4DHN1',
    sizes: metric('22 28 36 45 56 71'),
    modelType: 'CASSETTE',
    technology: 'VRF',
    types: vrf,
  },
  {
    family: 'MID_VRF',
    pattern: 'MI2-{c}T1DHN1',
    sizes: metric('22 28 36 45 56 71 80 90 112'),
    modelType: 'DUCTED',
    technology: 'VRF',
    types: vrf,
  },
  {
    family: 'MID_VRF',
    pattern: 'MI2-{c}G1DHN1',
    sizes: metric('22 28 36 45 56'),
    modelType: 'WALL',
    technology: 'VRF',
    types: vrf,
  },
  // Haier
  {
    family: 'HAI_DOM',
    pattern: 'AS{c}S2SF1FA-{v}',
    sizes: metric('25 35 50 71'),
    variants: ['WH', 'BH'],
    modelType: 'WALL',
    technology: 'SPLIT',
    types: domestic,
    markets: ['GB', 'ES'],
  },
  {
    family: 'HAI_DOM',
    pattern: 'AS20PBAHRA / AS25PBAHRA',
    sizes: metric('25'),
    modelType: 'WALL',
    technology: 'SPLIT',
    types: [PRO, WIFI],
    additionalInfo: l(
      'Two-size kit: one controller per indoor unit.',
      'Kit de dos tamaños: un controlador por unidad interior.',
      'Kit deux tailles\u202f: un contrôleur par unité intérieure.',
    ),
  },
  {
    family: 'HAI_DOM',
    pattern: 'AD{c}S2SS1FA',
    sizes: metric('25 35 50 71'),
    modelType: 'DUCTED',
    technology: 'PAC',
    types: commercial,
  },
  {
    family: 'HAI_DOM',
    pattern: 'AB{c}S2SC2FA',
    sizes: metric('25 35 50 71'),
    modelType: 'CASSETTE',
    technology: 'PAC',
    types: commercial,
  },
  {
    family: 'HAI_MRV',
    pattern: 'AD{c}MSERA',
    sizes: metric('022 028 036 045 056 071'),
    modelType: 'DUCTED',
    technology: 'VRF',
    types: vrf,
  },
  {
    family: 'HAI_MRV',
    pattern: 'AB{c}MCERA',
    sizes: metric('022 028 036 045 056 071'),
    modelType: 'CASSETTE',
    technology: 'VRF',
    types: vrf,
  },
  // Hisense
  {
    family: 'HIS_DOM',
    pattern: 'QD{c}XU0A',
    sizes: metric('25 35 50 70'),
    modelType: 'WALL',
    technology: 'SPLIT',
    types: domestic,
    markets: ['GB', 'ES'],
  },
  {
    family: 'HIS_DOM',
    pattern: 'QF{c}XW0E',
    sizes: metric('25 35 50'),
    modelType: 'WALL',
    technology: 'SPLIT',
    types: domestic,
    markets: ['GB', 'ES'],
  },
  {
    family: 'HIS_VRF',
    pattern: 'AVD-{c}UXJSGH',
    sizes: lgVrf('07 09 12 15 18 24'),
    modelType: 'DUCTED',
    technology: 'VRF',
    types: vrf,
    markets: ['GB', 'ES'],
  },
];
