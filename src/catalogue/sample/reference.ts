/**
 * Reference data shared by the embedded and the generated catalogues: the compatibility type,
 * controller types, markets, locales, model types, technologies, warnings, and the unit
 * arithmetic (kW ↔ BTU, m³/h ↔ cfm, airflow by unit type).
 */
import { type SampleMarketCode, sampleLanguages, sampleMarkets } from '../../config/scope-codes.js';
import type {
  Language,
  SampleArticleType,
  SampleCompatibilityType,
  SampleMarket,
  SampleNamedRef,
  SampleWarning,
} from './catalogue.js';
import { localized as l } from './catalogue.js';

/** Image URLs of the sample data: a reserved `.example` host, never fetched. */
export const assets = 'https://assets.sample-catalogue.example';

export const compatibilityType: SampleCompatibilityType = {
  id: 7,
  xxIso: 'CTLR',
  productLineType: 'ZONE_CONTROLLER',
  slug: 'controllers',
  image: `${assets}/compatibility-types/ctlr.png`,
  title: l(
    '<p>Controllers <strong>for air conditioning</strong></p>',
    '<p>Controladores <strong>para aire acondicionado</strong></p>',
    '<p>Contrôleurs <strong>pour la climatisation</strong></p>',
  ),
  description: l(
    '<p>Find the controller that connects your indoor unit to <em>KNX</em>, <em>Modbus/BACnet</em> or <em>Wi-Fi</em>.</p>',
    '<p>Encuentre el controlador que conecta su unidad interior a <em>KNX</em>, <em>Modbus/BACnet</em> o <em>Wi-Fi</em>.</p>',
    '<p>Trouvez le contrôleur qui relie votre unité intérieure à <em>KNX</em>, <em>Modbus/BACnet</em> ou au <em>Wi-Fi</em>.</p>',
  ),
};

const articleType = (
  id: number,
  reference: string,
  name: ReturnType<typeof l>,
  description: ReturnType<typeof l> | null,
  customDescriptionType = 'custom',
): SampleArticleType => {
  const slug = reference.toLowerCase().replaceAll('_', '-');
  return {
    id,
    reference,
    slug,
    image: `${assets}/article-types/${slug}.png`,
    customDescriptionType,
    name,
    description,
  };
};

/** Every controller type; markets pick among them. */
export const articleTypes: readonly SampleArticleType[] = [
  articleType(
    101,
    'CTLR_KNX',
    l('KNX controller', 'Controlador KNX', 'Contrôleur KNX'),
    l(
      '<p>Integrates the unit in a <strong>KNX</strong> installation.</p>',
      '<p>Integra la unidad en una instalación <strong>KNX</strong>.</p>',
      '<p>Intègre l’unité dans une installation <strong>KNX</strong>.</p>',
    ),
  ),
  articleType(
    102,
    'CTLR_PRO',
    l(
      'Pro controller (Modbus & BACnet)',
      'Controlador Pro (Modbus y BACnet)',
      'Contrôleur Pro (Modbus et BACnet)',
    ),
    l(
      '<p>Building management through <strong>Modbus RTU/TCP</strong> or <strong>BACnet/IP</strong>.</p>',
      '<p>Gestión técnica mediante <strong>Modbus RTU/TCP</strong> o <strong>BACnet/IP</strong>.</p>',
      '<p>Gestion technique via <strong>Modbus RTU/TCP</strong> ou <strong>BACnet/IP</strong>.</p>',
    ),
  ),
  articleType(
    103,
    'CTLR_WIFI',
    l('Wi-Fi controller', 'Controlador Wi-Fi', 'Contrôleur Wi-Fi'),
    l(
      '<p>Control from the mobile app and voice assistants.</p>',
      '<p>Control desde la app móvil y asistentes de voz.</p>',
      '<p>Pilotage depuis l’application mobile et les assistants vocaux.</p>',
    ),
  ),
  articleType(
    104,
    'CTLR_PRO_STI',
    l(
      'Pro controller with wall thermostat',
      'Controlador Pro con termostato de pared',
      'Contrôleur Pro avec thermostat mural',
    ),
    null,
    'default',
  ),
  articleType(
    105,
    'CTLR_ZIGBEE',
    l('Zigbee controller', 'Controlador Zigbee', 'Contrôleur Zigbee'),
    l(
      '<p>Joins a <strong>Zigbee 3.0</strong> network.</p>',
      '<p>Se une a una red <strong>Zigbee 3.0</strong>.</p>',
      '<p>Rejoint un réseau <strong>Zigbee 3.0</strong>.</p>',
    ),
  ),
];

/**
 * Markets by the vendor's codes. ES (the default market of the sample) has no KNX and adds the Pro
 * controller with wall thermostat; FR adds Zigbee; GB (KNX, Pro, Wi-Fi) sells every unit.
 */
export const markets: readonly (SampleMarket & { code: SampleMarketCode })[] = [
  { code: 'ES', typeReferences: ['CTLR_PRO', 'CTLR_WIFI', 'CTLR_PRO_STI'] },
  { code: 'FR', typeReferences: ['CTLR_KNX', 'CTLR_PRO', 'CTLR_WIFI', 'CTLR_ZIGBEE'] },
  { code: 'GB', typeReferences: ['CTLR_KNX', 'CTLR_PRO', 'CTLR_WIFI'] },
];

export const allMarkets: readonly string[] = sampleMarkets;

/** The market that sells every unit of the sample (and of generated catalogues). */
export const fullMarket = 'GB';

/** Content languages by their codes; any other language is refused (400), as a real catalogue may. */
export const locales: Readonly<Record<string, Language>> = Object.fromEntries(
  sampleLanguages.map((code) => [code, code]),
);

export const modelTypes: readonly SampleNamedRef[] = [
  { id: 1, reference: 'WALL', name: l('Wall mounted', 'Split de pared', 'Mural') },
  { id: 2, reference: 'DUCTED', name: l('Ducted', 'Conductos', 'Gainable') },
  { id: 3, reference: 'CASSETTE', name: l('Cassette', 'Cassette', 'Cassette') },
  { id: 4, reference: 'FLOOR', name: l('Floor standing', 'Suelo', 'Console au sol') },
  { id: 5, reference: 'CEILING', name: l('Ceiling suspended', 'Techo', 'Plafonnier') },
];

export const technologies: readonly SampleNamedRef[] = [
  { id: 1, reference: 'SPLIT', name: l('Split', 'Split', 'Split') },
  { id: 2, reference: 'PAC', name: l('Light commercial', 'Semi-industrial', 'Tertiaire') },
  { id: 3, reference: 'VRF', name: l('VRF', 'VRF', 'DRV') },
];

export type ModelTypeRef = 'WALL' | 'DUCTED' | 'CASSETTE' | 'FLOOR' | 'CEILING';
export type TechnologyRef = 'SPLIT' | 'PAC' | 'VRF';

/** Warnings the series refer to by name; each is served in its own shape. */
export const warnings = {
  firmware: {
    shape: 'code',
    code: 'W12',
    text: l(
      'Requires indoor unit firmware 2.1 or later.',
      'Requiere firmware 2.1 o posterior en la unidad interior.',
      'Nécessite le firmware 2.1 ou ultérieur sur l’unité intérieure.',
    ),
  },
  centralController: {
    shape: 'code',
    code: 'W31',
    text: l(
      'Not compatible with a central controller on the same bus.',
      'No compatible con un control centralizado en el mismo bus.',
      'Incompatible avec une commande centralisée sur le même bus.',
    ),
  },
  extensionCable: {
    shape: 'message',
    text: l(
      'Order the connector extension cable (5 m) separately.',
      'El cable alargador del conector (5 m) se pide por separado.',
      'Le câble de rallonge du connecteur (5 m) est à commander séparément.',
    ),
  },
  builtInWifi: {
    shape: 'message',
    text: l(
      'Disable the built-in Wi-Fi interface of the unit before installing.',
      'Desactive la interfaz Wi-Fi integrada de la unidad antes de instalar.',
      'Désactivez l’interface Wi-Fi intégrée de l’unité avant l’installation.',
    ),
  },
  placement: {
    shape: 'title_text',
    title: l('Installation', 'Instalación', 'Installation'),
    text: l(
      '<p>Mount the controller <strong>outside</strong> the unit casing.</p>',
      '<p>Instale el controlador <strong>fuera</strong> de la carcasa de la unidad.</p>',
      '<p>Installez le contrôleur <strong>hors</strong> du capot de l’unité.</p>',
    ),
  },
  discontinued: {
    shape: 'title_text',
    title: l('Discontinued unit', 'Unidad descatalogada', 'Unité arrêtée'),
    text: l(
      'Spare parts only; check stock before quoting.',
      'Solo recambios; compruebe el stock antes de ofertar.',
      'Pièces détachées uniquement\u202f; vérifiez le stock avant de chiffrer.',
    ),
  },
  weeklyTimer: {
    shape: 'string',
    text: l(
      'The weekly timer of the unit is disabled while the controller is connected.',
      'El temporizador semanal de la unidad queda desactivado con el controlador conectado.',
      'La programmation hebdomadaire de l’unité est désactivée quand le contrôleur est branché.',
    ),
  },
  remoteSensor: {
    shape: 'string',
    text: l(
      '<b>Remote temperature sensor</b> not supported.',
      '<b>Sonda de temperatura remota</b> no soportada.',
      '<b>Sonde de température déportée</b> non prise en charge.',
    ),
  },
  fanSpeeds: {
    shape: 'string',
    text: l(
      'Only 3 of the 5 fan speeds can be selected.',
      'Solo se pueden seleccionar 3 de las 5 velocidades del ventilador.',
      'Seules 3 des 5 vitesses de ventilation sont sélectionnables.',
    ),
  },
} as const satisfies Record<string, SampleWarning>;

export type WarningName = keyof typeof warnings;

const round = (value: number, decimals: number): number => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

const btuPerKw = 3412.142;
const cfmPerM3h = 0.588578;

/** Airflow (max m³/h per kW, offset, min as a share of max) and available pressure by unit type. */
const airflowByType: Record<
  ModelTypeRef,
  { perKw: number; offset: number; minShare: number; pressure: boolean }
> = {
  WALL: { perKw: 150, offset: 260, minShare: 0.42, pressure: false },
  DUCTED: { perKw: 170, offset: 300, minShare: 0.6, pressure: true },
  CASSETTE: { perKw: 160, offset: 350, minShare: 0.55, pressure: false },
  FLOOR: { perKw: 130, offset: 250, minShare: 0.45, pressure: false },
  CEILING: { perKw: 165, offset: 320, minShare: 0.6, pressure: false },
};

/** Heating is a little above cooling for heat pumps; VRF indoor units are rated closer. */
const heatFactor: Record<TechnologyRef, number> = { SPLIT: 1.13, PAC: 1.1, VRF: 1.125 };

export interface UnitSpecs {
  heatKw: number;
  coldKw: number;
  heatBtu: number;
  coldBtu: number;
  maxM3h: number;
  minM3h: number;
  maxCfm: number;
  minCfm: number;
  pressurePa: number;
}

/** Consistent specs from the nominal cooling capacity: BTU from kW, cfm from m³/h (two decimals). */
export function unitSpecs(coldKw: number, modelType: ModelTypeRef, technology: TechnologyRef): UnitSpecs {
  const heatKw = round(coldKw * heatFactor[technology], 1);
  const airflow = airflowByType[modelType];
  const maxM3h = Math.round(airflow.perKw * coldKw + airflow.offset);
  const minM3h = Math.round(maxM3h * airflow.minShare);
  return {
    heatKw,
    coldKw,
    heatBtu: Math.round(heatKw * btuPerKw),
    coldBtu: Math.round(coldKw * btuPerKw),
    maxM3h,
    minM3h,
    maxCfm: round(maxM3h * cfmPerM3h, 2),
    minCfm: round(minM3h * cfmPerM3h, 2),
    pressurePa: airflow.pressure ? Math.min(150, Math.round(30 + coldKw * 7)) : 0,
  };
}

/** Tag of each controller type inside a SKU. */
const skuTags: Readonly<Record<string, string>> = {
  CTLR_KNX: 'KNX',
  CTLR_PRO: 'PRO',
  CTLR_WIFI: 'WIF',
  CTLR_PRO_STI: 'STI',
  CTLR_ZIGBEE: 'ZGB',
};

/** SKU of the controller for a protocol family and type, e.g. `CFWIFDAI002R000`: unique per (family, type). */
export const skuFor = (familyCode: string, typeReference: string): string =>
  `CF${skuTags[typeReference] ?? 'GEN'}${familyCode}R000`;

/** `vrf` values served per technology (§2.8: only `unknown` is shown by the spec). */
export const vrfByTechnology: Record<TechnologyRef, string> = { SPLIT: 'unknown', PAC: 'no', VRF: 'yes' };
