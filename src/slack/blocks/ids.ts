/**
 * Identifiers Slack echoes back to us: action ids, block ids and button values. They carry
 * catalogue ids and the scope, never user text, and stay within Slack's length limits.
 */
import { z } from 'zod';
import type { CatalogueScope } from '../../catalogue/types.js';
import type { UnitRef } from '../../lookup/result.js';
import { parseJson } from '../../shared/parse-json.js';
import { slackLimits } from './limits.js';

/** The value of a select's "nothing" option: no default type; no model before a brand is chosen. */
export const noChoiceValue = '-';

export const actionIds = {
  /** One per button: `pick_unit_0` … (action ids must be unique within a block). */
  pickUnitPrefix: 'pick_unit_',
  share: 'share_answer',
  openMenus: 'open_menus',
  menuType: 'menu_type',
  menuBrand: 'menu_brand',
  menuModel: 'menu_model',
  /** Opens the settings modal (App Home, and the reply to "settings" in a DM or mention). */
  openSettings: 'open_settings',
  /** The settings modal's market select: choosing one reloads the default-type select. */
  settingsMarket: 'settings_market_select',
  /** App Home, admins only: the catalogue-gap report as a CSV in the admin's DM. */
  exportGapReport: 'export_gap_report',
  /** A watched list's answer and its change messages: stops watching it (the value: the list's id). */
  unwatchList: 'unwatch_list',
  /** An answer's feedback buttons (👍 👎) in the agent pane and DMs (blocks/feedback.ts carries their values). */
  answerFeedback: 'answer_feedback',
} as const;

export const pickUnitActionId = (index: number): string => `${actionIds.pickUnitPrefix}${index}`;
export const pickUnitActionPattern = /^pick_unit_\d+$/;

export const callbackIds = {
  /** The message shortcut, as declared in manifest.yml. */
  findController: 'find_controller',
  /** The modal the shortcut opens when its payload has no response_url. */
  lookupModal: 'lookup_modal',
  /** `/controller settings`: market, language and default type. */
  settingsModal: 'settings_modal',
  /** `/controller list`: a list pasted, an optional controller type for all of it. */
  listModal: 'list_modal',
} as const;

export const listModalBlockIds = {
  lines: 'list_lines',
  linesAction: 'list_lines_input',
  type: 'list_type',
  typeAction: 'list_type_select',
} as const;

export const modalBlockIds = { query: 'lookup_query', queryAction: 'lookup_query_input' } as const;

/**
 * The settings modal's inputs. The type block's id names the market whose types it lists
 * (`settings_type:FR`), so that Slack redraws it when the market changes.
 */
export const settingsBlockIds = {
  market: 'settings_market',
  language: 'settings_language',
  languageAction: 'settings_language_select',
  typePrefix: 'settings_type:',
  typeAction: 'settings_type_select',
} as const;

export const settingsTypeBlockId = (market: string): string =>
  checkedLength(`${settingsBlockIds.typePrefix}${market}`, slackLimits.blockId, 'A block id');

/** A unit picked from a button: enough to look it up again in the same scope. */
interface UnitPick {
  scope: CatalogueScope;
  unit: Pick<UnitRef, 'brandId' | 'modelId' | 'typeReference'>;
  /** The type the user asked for, if any: the answer stays restricted to it. */
  type?: string;
  /**
   * The code the user had asked for, on a suggestion of a "not found" (another unit): the
   * answer says the unit differs from it. Echoed escaped, cut to `unitPickAskedMaxLength`.
   */
  asked?: string;
  /**
   * The model ids of the other variants an answer covered (same brand): Share answers them
   * together again.
   */
  variants?: number[];
  /**
   * The pick came from one part of a message that answers several units: its answer goes beside
   * that message, which keeps the other units' answers, instead of replacing it.
   */
  beside?: boolean;
}

/** The most other variants a Share button carries (an answer covers at most `maxChoices` units). */
const maxPickedVariants = 9;

/**
 * How much of the asked code a suggestion button's value carries, so that the compact pick stays far
 * inside Slack's value limit. Separate from the lookup's own bound on `askedFor` (unit-lookup.ts).
 */
export const unitPickAskedMaxLength = 60;

const unitPickSchema = z.object({
  m: z.string(),
  l: z.string(),
  b: z.number().int(),
  u: z.number().int(),
  r: z.string(),
  t: z.string().optional(),
  a: z.string().max(unitPickAskedMaxLength).optional(),
  v: z.array(z.number().int()).max(maxPickedVariants).optional(),
  k: z.literal(1).optional(),
});

function checkedLength(value: string, max: number, what: string): string {
  if (value.length > max) throw new RangeError(`${what} is ${value.length} characters, over Slack's ${max}`);
  return value;
}

export function encodeUnitPick(pick: UnitPick): string {
  const compact: z.input<typeof unitPickSchema> = {
    m: pick.scope.market,
    l: pick.scope.locale,
    b: pick.unit.brandId,
    u: pick.unit.modelId,
    r: pick.unit.typeReference,
    ...(pick.type === undefined ? {} : { t: pick.type }),
    ...(pick.asked === undefined ? {} : { a: pick.asked }),
    ...(pick.variants === undefined ? {} : { v: pick.variants }),
    ...(pick.beside ? { k: 1 as const } : {}),
  };
  return checkedLength(JSON.stringify(compact), slackLimits.buttonValue, 'A button value');
}

/** Undefined for anything we did not write ourselves. */
export function decodeUnitPick(value: string | undefined): UnitPick | undefined {
  const parsed = parseJson(unitPickSchema, value);
  if (!parsed) return undefined;
  const { m, l, b, u, r, t, a, v, k } = parsed;
  return {
    scope: { market: m, locale: l },
    unit: { brandId: b, modelId: u, typeReference: r },
    ...(t === undefined ? {} : { type: t }),
    ...(a === undefined ? {} : { asked: a }),
    ...(v === undefined ? {} : { variants: v }),
    ...(k === undefined ? {} : { beside: true }),
  };
}

/** Where the menu walk stands; carried in the block ids of the menu message. */
export interface MenuState {
  scope: CatalogueScope;
  type?: string;
  brandId?: number;
}

const menuStateSchema = z.object({
  m: z.string(),
  l: z.string(),
  t: z.string().optional(),
  b: z.number().int().optional(),
});

const menuBlockPrefixes = { type: 'mt', brand: 'mb', model: 'mm' } as const;
type MenuBlock = keyof typeof menuBlockPrefixes;

/**
 * `mb:{"m":"FR","l":"fr","t":"CTLR_WIFI"}`. The state is part of the block id so that an
 * options load knows the chosen type and brand, and so that Slack redraws a select whose
 * state changed.
 */
export function encodeMenuBlockId(block: MenuBlock, state: MenuState): string {
  const compact: z.input<typeof menuStateSchema> = {
    m: state.scope.market,
    l: state.scope.locale,
    ...(state.type === undefined ? {} : { t: state.type }),
    ...(state.brandId === undefined ? {} : { b: state.brandId }),
  };
  return checkedLength(
    `${menuBlockPrefixes[block]}:${JSON.stringify(compact)}`,
    slackLimits.blockId,
    'A block id',
  );
}

export function decodeMenuBlockId(blockId: string | undefined): MenuState | undefined {
  const separator = (blockId ?? '').indexOf(':');
  if (separator === -1 || !blockId) return undefined;
  const parsed = parseJson(menuStateSchema, blockId.slice(separator + 1));
  if (!parsed) return undefined;
  const { m, l, t, b } = parsed;
  return {
    scope: { market: m, locale: l },
    ...(t === undefined ? {} : { type: t }),
    ...(b === undefined ? {} : { brandId: b }),
  };
}
