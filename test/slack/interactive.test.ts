/** Menus, choices and Share in channel: block actions and options loads over real HTTP. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listUnits, sampleCatalogue } from '../../src/catalogue/sample/data.js';
import { actionIds, decodeMenuBlockId, decodeUnitPick } from '../../src/slack/blocks/ids.js';
import { allTypesValue } from '../../src/slack/blocks/menus.js';
import { type SlackHarness, startSlackHarness } from '../support/slack-app.js';
import { slackLimitViolations } from '../support/slack-limits.js';
import { menuSuggestion, messageClick, settingsSubmission } from '../support/slack-payloads.js';

interface Block {
  type: string;
  block_id?: string;
  accessory?: {
    type?: string;
    action_id: string;
    value?: string;
    text?: { text: string };
    options?: { text: { text: string }; value: string }[];
  };
  elements?: { type: string; action_id: string; value?: string; text?: { text: string } }[];
}

const user = { id: 'U0SALES01', username: 'sam', name: 'sam', team_id: 'T0TEAM01' };
const ftxm25r = listUnits(sampleCatalogue(), 'GB').find(
  (unit) => unit.brandName === 'Daikin' && unit.designation === 'FTXM25R',
);
const wifiSku = ftxm25r?.skus.find((s) => s.typeReference === 'CTLR_WIFI')?.sku ?? 'missing';
/** The SKUs of the sample's Daikin FTXM25R that `text` leaves out; fails when the sample has none. */
function skusMissingFrom(text: unknown): string[] {
  const skus = ftxm25r?.skus.map((s) => s.sku) ?? [];
  expect(skus.length).toBeGreaterThan(0);
  return skus.filter((sku) => !String(text).includes(sku));
}

let harness: SlackHarness;
beforeAll(async () => {
  harness = await startSlackHarness();
});
afterAll(async () => {
  await harness?.close();
});

const blocksOf = (body: Record<string, unknown> | undefined): Block[] => (body?.blocks as Block[]) ?? [];
const menuBlock = (blocks: Block[], actionId: string) =>
  blocks.find((b) => b.accessory?.action_id === actionId);
/** Buttons in actions blocks and beside sections (choices that say how their units differ). */
const buttons = (blocks: Block[]) =>
  blocks.flatMap((b) => [
    ...(b.type === 'actions' ? (b.elements ?? []) : []),
    ...(b.accessory?.type === 'button' ? [{ ...b.accessory, type: 'button' }] : []),
  ]);

function blockAction(action: Record<string, unknown>, responseId: string, ephemeral = true, by = user) {
  return messageClick({
    user: by,
    responseUrl: harness.standIn.responseUrl(responseId),
    actions: [{ action_ts: '1700000000.1', ...action }],
    ephemeral,
  });
}

const suggestion = (actionId: string, blockId: string, value: string) =>
  menuSuggestion(user, actionId, blockId, value);

/** Sends an action and returns what the app posted to its response_url. */
async function act(action: Record<string, unknown>, ephemeral = true, by = user) {
  const responseId = harness.newResponseId();
  const reply = await harness.interact(blockAction(action, responseId, ephemeral, by));
  expect(reply.status).toBe(200);
  return (await harness.standIn.waitForResponse(responseId)).body;
}

describe('the menu walk', () => {
  it('goes type → brand type-ahead → model type-ahead → answer, updating the same message', async () => {
    const { reply } = await harness.command('');
    expect(reply.json?.response_type).toBe('ephemeral');
    const typeMenu = menuBlock(blocksOf(reply.json), actionIds.menuType);
    const wifi = typeMenu?.accessory?.options?.find((o) => o.value === 'CTLR_WIFI');
    expect(wifi).toBeDefined();
    expect(slackLimitViolations(reply.json ?? {})).toEqual([]);

    const afterType = await act({
      type: 'static_select',
      action_id: actionIds.menuType,
      block_id: typeMenu?.block_id,
      selected_option: wifi,
    });
    expect(afterType.replace_original).toBe(true);
    const brandMenu = menuBlock(blocksOf(afterType), actionIds.menuBrand);
    expect(decodeMenuBlockId(brandMenu?.block_id)?.type).toBe('CTLR_WIFI');

    const brandOptions = await harness.interact(
      suggestion(actionIds.menuBrand, brandMenu?.block_id ?? '', 'daik'),
    );
    expect(brandOptions.status).toBe(200);
    const options = (brandOptions.json?.options ?? []) as { text: { text: string }; value: string }[];
    expect(options.length).toBeGreaterThan(0);
    expect(options.length).toBeLessThanOrEqual(100);
    const daikin = options.find((o) => o.text.text === 'Daikin');
    expect(daikin).toBeDefined();

    const afterBrand = await act({
      type: 'external_select',
      action_id: actionIds.menuBrand,
      block_id: brandMenu?.block_id,
      selected_option: daikin,
    });
    expect(afterBrand.replace_original).toBe(true);
    const modelMenu = menuBlock(blocksOf(afterBrand), actionIds.menuModel);
    expect(decodeMenuBlockId(modelMenu?.block_id)).toMatchObject({
      type: 'CTLR_WIFI',
      brandId: ftxm25r?.brandId,
    });

    const modelOptions = await harness.interact(
      suggestion(actionIds.menuModel, modelMenu?.block_id ?? '', 'ftxm25'),
    );
    const models = (modelOptions.json?.options ?? []) as { text: { text: string }; value: string }[];
    expect(models[0]?.text.text.startsWith('FTXM25')).toBe(true);
    const model = models.find((o) => o.text.text === 'FTXM25R');
    expect(model?.value).toBe(String(ftxm25r?.modelId));

    const answer = await act({
      type: 'external_select',
      action_id: actionIds.menuModel,
      block_id: modelMenu?.block_id,
      selected_option: model,
    });
    expect(answer.replace_original).toBe(true);
    expect(answer.text).toContain(wifiSku);
    expect(JSON.stringify(answer.blocks)).toContain('Daikin FTXM25R');
    expect(slackLimitViolations(answer)).toEqual([]);
  });

  it('starts at "All types": brand and model straight away answer with every type’s SKU', async () => {
    const { reply } = await harness.command('');
    const typeMenu = menuBlock(blocksOf(reply.json), actionIds.menuType) as
      | (Block & { accessory: { initial_option?: { value: string } } })
      | undefined;
    expect(typeMenu?.accessory.initial_option?.value).toBe(allTypesValue);
    const brandMenu = menuBlock(blocksOf(reply.json), actionIds.menuBrand);
    expect(decodeMenuBlockId(brandMenu?.block_id)?.type).toBeUndefined();

    const brandOptions = await harness.interact(
      suggestion(actionIds.menuBrand, brandMenu?.block_id ?? '', 'daikin'),
    );
    const daikin = ((brandOptions.json?.options ?? []) as { text: { text: string }; value: string }[]).find(
      (o) => o.text.text === 'Daikin',
    );
    expect(daikin).toBeDefined();
    const afterBrand = await act({
      type: 'external_select',
      action_id: actionIds.menuBrand,
      block_id: brandMenu?.block_id,
      selected_option: daikin,
    });
    const modelMenu = menuBlock(blocksOf(afterBrand), actionIds.menuModel);
    const modelOptions = await harness.interact(
      suggestion(actionIds.menuModel, modelMenu?.block_id ?? '', 'ftxm25r'),
    );
    const models = (modelOptions.json?.options ?? []) as { text: { text: string }; value: string }[];
    const model = models.find((o) => o.text.text === 'FTXM25R');
    expect(model).toBeDefined();
    const answer = await act({
      type: 'external_select',
      action_id: actionIds.menuModel,
      block_id: modelMenu?.block_id,
      selected_option: model,
    });
    expect(skusMissingFrom(answer.text)).toEqual([]);
  });

  it('lists only the Mitsubishi brands for "mitsu", not Fujitsu or Samsung', async () => {
    const { reply } = await harness.command('');
    const brandMenu = menuBlock(blocksOf(reply.json), actionIds.menuBrand);
    const loaded = await harness.interact(
      suggestion(actionIds.menuBrand, brandMenu?.block_id ?? '', 'mitsu'),
    );
    const names = ((loaded.json?.options ?? []) as { text: { text: string } }[]).map((o) => o.text.text);
    expect(names).toEqual(['Mitsubishi Electric', 'Mitsubishi Heavy Industries']);
  });

  it('answers a model options load before a brand is chosen with a hint', async () => {
    const { reply } = await harness.command('menu');
    const modelMenu = menuBlock(blocksOf(reply.json), actionIds.menuModel);
    const options = await harness.interact(suggestion(actionIds.menuModel, modelMenu?.block_id ?? '', ''));
    expect(options.json?.options).toEqual([
      { text: { type: 'plain_text', text: 'Choose a brand first', emoji: true }, value: '-' },
    ]);
  });

  it('answers options loads it cannot read with no options', async () => {
    const options = await harness.interact(suggestion(actionIds.menuBrand, 'mb:not-json', 'dai'));
    expect(options.status).toBe(200);
    expect(options.json?.options).toEqual([]);
  });
});

describe('choices and sharing', () => {
  it('offers choices for an ambiguous model; a click answers in place', async () => {
    const { reply } = await harness.command('daikin ftxm25');
    const choices = buttons(blocksOf(reply.json)).filter((b) => b.action_id.startsWith('pick_unit_'));
    expect(choices.length).toBeGreaterThan(1);
    expect(JSON.stringify(reply.json)).not.toContain('R000`');
    const picked = choices.find((b) => b.text?.text === 'Daikin FTXM25R');
    expect(picked).toBeDefined();

    const answer = await act({
      type: 'button',
      action_id: picked?.action_id,
      block_id: 'b',
      value: picked?.value,
      text: picked?.text,
    });
    expect(answer.replace_original).toBe(true);
    expect(skusMissingFrom(answer.text)).toEqual([]);
    expect(buttons(blocksOf(answer)).some((b) => b.action_id === actionIds.share)).toBe(true);
  });

  it('shares an answer in the channel, naming who shared it, and removes the private copy', async () => {
    const { reply } = await harness.command('daikin ftxm25r');
    const share = buttons(blocksOf(reply.json)).find((b) => b.action_id === actionIds.share);
    const responseId = harness.newResponseId();
    await harness.interact(
      blockAction(
        { type: 'button', action_id: actionIds.share, block_id: 's', value: share?.value },
        responseId,
      ),
    );
    const posted = await harness.standIn.waitForResponse(responseId);
    expect(posted.body.response_type).toBe('in_channel');
    const shared = JSON.stringify(posted.body.blocks);
    expect(shared).toContain('Shared by <@U0SALES01>');
    expect(skusMissingFrom(posted.body.text)).toEqual([]);
    expect(shared).not.toContain(actionIds.share);
    const removed = await harness.standIn.waitForResponse(responseId, 2000, 2);
    expect(removed.body).toEqual({ delete_original: true });
  });

  it('answers a button value it did not write with a clear message', async () => {
    const answer = await act({
      type: 'button',
      action_id: 'pick_unit_0',
      block_id: 'b',
      value: 'daikin ftxm25r',
    });
    expect(answer.text).toContain('Something went wrong');
  });
});

describe('a default type', () => {
  const wifiUser = { ...user, id: 'U0WIFI001' };
  const skusIn = (body: Record<string, unknown> | undefined) =>
    [...new Set(JSON.stringify(body ?? {}).match(/CF[A-Z]{6}\d{3}R000/g) ?? [])].sort();
  const fromAck = async (text: string) => {
    const { reply } = await harness.command(text, { userId: wifiUser.id });
    expect(reply.status).toBe(200);
    return reply.json ?? {};
  };

  beforeAll(async () => {
    const saved = await harness.interact(
      settingsSubmission(wifiUser.id, { market: 'GB', language: 'en', type: 'CTLR_WIFI' }),
    );
    expect(saved.status).toBe(200);
    expect(saved.json?.response_action).toBeUndefined();
  });

  it('is kept when the answer is shared: the channel sees the SKU the user saw', async () => {
    const answer = await fromAck('daikin ftxm25r');
    expect(skusIn(answer)).toEqual([wifiSku]);
    const share = buttons(blocksOf(answer)).find((b) => b.action_id === actionIds.share);
    expect(decodeUnitPick(share?.value)?.type).toBe('CTLR_WIFI');
    const responseId = harness.newResponseId();
    await harness.interact(
      blockAction(
        { type: 'button', action_id: actionIds.share, block_id: 's', value: share?.value },
        responseId,
        true,
        wifiUser,
      ),
    );
    const posted = await harness.standIn.waitForResponse(responseId);
    expect(posted.body.response_type).toBe('in_channel');
    expect(skusIn(posted.body)).toEqual([wifiSku]);
  });

  it('is kept when a choice is clicked: only that type’s SKU', async () => {
    const choices = await fromAck('daikin ftxm25');
    const picked = buttons(blocksOf(choices)).find((b) => b.text?.text === 'Daikin FTXM25R');
    expect(picked).toBeDefined();
    const answer = await act(
      {
        type: 'button',
        action_id: picked?.action_id,
        block_id: 'b',
        value: picked?.value,
        text: picked?.text,
      },
      true,
      wifiUser,
    );
    expect(skusIn(answer)).toEqual([wifiSku]);
  });

  it('gives way to a type typed in the question, which the buttons then carry', async () => {
    const answer = await fromAck('knx daikin ftxm25r');
    const share = buttons(blocksOf(answer)).find((b) => b.action_id === actionIds.share);
    expect(decodeUnitPick(share?.value)?.type).toBe('CTLR_KNX');
  });
});
