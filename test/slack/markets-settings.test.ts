/**
 * Markets, languages and per-user settings over real HTTP: Slack locale, the settings modal,
 * one-off overrides, market-dependent answers, the reply cache per scope, App Home.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionIds, callbackIds } from '../../src/slack/blocks/ids.js';
import { nonEmpty } from '../support/non-empty.js';
import type { RecordedRequest } from '../support/sample-server.js';
import { workspaceMembers } from '../support/slack-api.js';
import { type SlackHarness, startSlackHarness } from '../support/slack-app.js';
import { slackViewViolations } from '../support/slack-limits.js';
import {
  appHomeOpened,
  homeSettingsButton,
  messageClick,
  settingsMarketAction,
  settingsSubmission,
} from '../support/slack-payloads.js';

const anySku = /CF[A-Z]{3}[A-Z]{3}\d{3}R000/;
const slackLocales: Record<string, string> = {
  U0ESP0001: 'es-ES',
  U0DEU0001: 'de-DE',
  U0FRA0001: 'fr-FR',
  U0ITA0001: 'it-IT',
};

let harness: SlackHarness;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'cf-markets-'));
  harness = await startSlackHarness({
    env: { CATALOGUE_MARKETS: 'FR, ES' },
    dataDir,
    prepare: (standIn) => {
      standIn.answer('users.info', (call) => ({
        ok: true,
        user: { id: call.body.user, locale: slackLocales[String(call.body.user)] ?? 'en-US' },
      }));
      // A member the app learns ahead (user/locale-directory.ts); the users above it does not.
      standIn.answer('users.list', workspaceMembers([{ id: 'U0DIRFRA1', locale: 'fr-FR' }]));
    },
  });
});
afterAll(async () => {
  await harness?.close();
  await rm(dataDir, { recursive: true, force: true });
});

interface Asked {
  body: Record<string, unknown>;
  text: string;
  requests: RecordedRequest[];
}

/** `/controller <text>` as `userId`: the answer (from the ack or response_url) and the catalogue requests it made. */
async function ask(text: string, userId: string): Promise<Asked> {
  const start = harness.sample.requests.length;
  const { reply, answer: body } = await harness.commandAnswer(text, { userId });
  expect(reply.status).toBe(200);
  return { body, text: JSON.stringify(body), requests: harness.sample.requests.slice(start) };
}

const header = (request: RecordedRequest, name: string) => String(request.headers[name]);
const modelRequest = (requests: RecordedRequest[]) => requests.find((r) => r.path.includes('/iumodels/'));
const scopeOf = (request: RecordedRequest | undefined) =>
  request ? [header(request, 'app-market'), header(request, 'app-locale')] : [];
const skus = (text: string) => [...new Set(text.match(new RegExp(anySku, 'g')) ?? [])].sort();

describe('language from the Slack locale', () => {
  it('answers a user whose Slack locale is es-ES in Spanish, asking the catalogue in es', async () => {
    const asked = await ask('daikin ftxm25r', 'U0ESP0001');
    expect(asked.text).toContain('Controlador a vender');
    expect(asked.text).toContain('Mercado GB · Idioma Español');
    expect(scopeOf(modelRequest(asked.requests))).toEqual(['GB', 'es']);
    for (const request of nonEmpty(asked.requests)) expect(header(request, 'app-locale')).toBe('es');
    const info = harness.standIn.callsTo('users.info').find((c) => c.body.user === 'U0ESP0001');
    expect(info?.body.include_locale).toBe('true');
  });

  it("answers a member's first question in their language with no users.info call when the member list gave it", async () => {
    await expect
      .poll(() =>
        harness.logLines.some((line) => line.includes("Learned the workspace members' Slack locales")),
      )
      .toBe(true);
    const asked = await ask('daikin ftxm25r', 'U0DIRFRA1');
    expect(asked.text).toContain('Contrôleur à vendre');
    expect(asked.text).toContain('Marché GB · Langue Français');
    expect(scopeOf(modelRequest(asked.requests))).toEqual(['GB', 'fr']);
    expect(harness.standIn.callsTo('users.list')[0]?.body.include_locale).toBe('true');
    expect(harness.standIn.callsTo('users.info').filter((c) => c.body.user === 'U0DIRFRA1')).toEqual([]);
  });

  it('asks Slack for a locale once per user, not once per question', async () => {
    await ask('daikin ftxm25n', 'U0ESP0001');
    expect(harness.standIn.callsTo('users.info').filter((c) => c.body.user === 'U0ESP0001')).toHaveLength(1);
  });

  it('answers in German with the catalogue’s content in the configured language, saying so, and remembers it', async () => {
    const first = await ask('daikin ftxm25r', 'U0DEU0001');
    expect(first.requests.some((r) => header(r, 'app-locale') === 'de')).toBe(true);
    expect(scopeOf(modelRequest(first.requests))).toEqual(['GB', 'en']);
    expect(first.text).toContain('Zu verkaufender Controller für *Daikin FTXM25R*');
    expect(first.text).toContain('Wi-Fi controller');
    expect(first.text).toContain('Markt GB · Sprache English');
    expect(first.text).toContain(
      'Der Katalog hat für den Markt GB keine Inhalte auf Deutsch: Bezeichnungen und Hinweise sind auf Englisch.',
    );
    expect(skus(first.text)).toEqual(['CFKNXDAI001R000', 'CFPRODAI001R000', 'CFWIFDAI001R000']);
    const again = await ask('mitsubishi msz-ln25vg', 'U0DEU0001');
    expect(again.requests.some((r) => header(r, 'app-locale') === 'de')).toBe(false);
    expect(again.text).toContain('keine Inhalte auf Deutsch');
  });

  it('answers in Italian, with the one-line note in Italian', async () => {
    const asked = await ask('daikin ftxm25r', 'U0ITA0001');
    expect(asked.text).toContain('Controller da vendere per *Daikin FTXM25R*');
    expect(asked.text).toContain(
      'Il catalogo non ha contenuti in italiano per il mercato GB: nomi e note sono in inglese.',
    );
    expect(skus(asked.text)).toEqual(['CFKNXDAI001R000', 'CFPRODAI001R000', 'CFWIFDAI001R000']);
  });
});

describe('a type offered in one market and not in another', () => {
  it('answers knx in the default market with the KNX SKU', async () => {
    const asked = await ask('knx daikin ftxm25r', 'U0MKT0001');
    expect(skus(asked.text)).toEqual(['CFKNXDAI001R000']);
  });

  it('explains that ES does not offer KNX, lists the ES types and gives no SKU (never the cached answer)', async () => {
    const asked = await ask('knx daikin ftxm25r market:ES', 'U0MKT0001');
    expect(asked.text).toContain('not offered in market ES');
    expect(asked.text).toContain(
      'Offered here: Pro controller (Modbus &amp; BACnet), Wi-Fi controller, Pro controller with wall thermostat',
    );
    expect(asked.text).not.toMatch(anySku);
  });

  it('answers the same question in FR from FR data', async () => {
    const asked = await ask('daikin ftxm25r market:FR', 'U0MKT0001');
    expect(skus(asked.text)).toEqual([
      'CFKNXDAI001R000',
      'CFPRODAI001R000',
      'CFWIFDAI001R000',
      'CFZGBDAI001R000',
    ]);
    expect(scopeOf(modelRequest(asked.requests))).toEqual(['FR', 'en']);
  });
});

describe('one-off overrides', () => {
  it('applies market:FR lang:fr to one question only', async () => {
    const once = await ask('daikin ftxm25n market:FR lang:fr', 'U0OVR0001');
    expect(once.text).toContain('Contrôleur à vendre');
    expect(once.text).toContain('Marché FR · Langue Français');
    expect(scopeOf(modelRequest(once.requests))).toEqual(['FR', 'fr']);
    const next = await ask('daikin ftxm25n', 'U0OVR0001');
    expect(next.text).toContain('Controller to sell');
    expect(next.text).toContain('Market GB · Language English');
  });

  it('refuses a market that is not configured, naming the allowed ones, without asking the catalogue', async () => {
    const asked = await ask('daikin ftxm25r market:DE', 'U0OVR0001');
    expect(asked.text).toContain('Market *DE* is not enabled here');
    expect(asked.text).toContain('`GB`, `FR`, `ES`');
    expect(asked.text).not.toMatch(anySku);
    expect(asked.requests).toEqual([]);
  });

  it('answers lang:pt the catalogue refuses in the configured language, with a note, and remembers it', async () => {
    const first = await ask('daikin ftxm35r lang:PT-br', 'U0OVR0001');
    expect(first.requests.some((r) => header(r, 'app-locale') === 'pt')).toBe(true);
    expect(scopeOf(modelRequest(first.requests))).toEqual(['GB', 'en']);
    expect(first.text).toContain('Controlador a vender para *Daikin FTXM35R*');
    expect(first.text).toContain('O catálogo não tem conteúdo em português para o mercado GB');
    expect(skus(first.text)).toEqual(['CFKNXDAI001R000', 'CFPRODAI001R000', 'CFWIFDAI001R000']);
    expect(first.text).not.toMatch(/whoever runs|Try `lang/);
    const again = await ask('daikin ftxm20r lang:pt', 'U0OVR0001');
    expect(again.requests.some((r) => header(r, 'app-locale') === 'pt')).toBe(false);
    expect(again.text).toMatch(anySku);
    expect(again.text).toContain('conteúdo em português');
  });

  it('refuses a language the app does not speak in one line naming those it does, without asking the catalogue', async () => {
    const asked = await ask('daikin ftxm25r lang:klingon', 'U0OVR0001');
    expect(asked.text).toContain(
      'Language *klingon* is not available here. Languages you can use: `en` English, `es` Español, `fr` Français, `it` Italiano, `pt` Português, `de` Deutsch.',
    );
    expect(asked.text).not.toMatch(anySku);
    expect(asked.requests).toEqual([]);
  });

  it('opens the menus of another market with only an override', async () => {
    const asked = await ask('market:ES', 'U0OVR0001');
    expect(asked.text).toContain('menu_type');
    expect(asked.text).toContain('\\"m\\":\\"ES\\"');
  });

  it('documents the syntax in help, in every language', async () => {
    for (const [userId, fragment] of [
      ['U0OVR0001', 'Add `market:FR` or `lang:fr` anywhere'],
      ['U0ESP0001', 'Añade `market:FR` o `lang:en`'],
      ['U0FRA0001', 'Ajoutez `market:FR` ou `lang:en`'],
      ['U0ITA0001', 'Aggiungi `market:FR` o `lang:en`'],
    ] as const) {
      const asked = await ask('help', userId);
      expect(asked.text).toContain(fragment);
      expect(asked.text).toContain('GB, FR, ES');
    }
  });
});

describe('the reply cache never crosses a market or a language', () => {
  it('answers the same text in another language for a user with another language', async () => {
    const english = await ask('toshiba ras-b10j2kvsg-e', 'U0CCH0001');
    const spanish = await ask('toshiba ras-b10j2kvsg-e', 'U0ESP0001');
    expect(english.text).not.toEqual(spanish.text);
    expect(spanish.text).toContain('Idioma Español');
    expect(spanish.requests.length).toBeGreaterThan(0);
  });

  it('answers the same text (overrides aside) again in the default market after another market', async () => {
    const es = await ask('knx daikin ftxm25r market:ES', 'U0CCH0001');
    const home = await ask('knx daikin ftxm25r', 'U0CCH0001');
    expect(es.text).not.toMatch(anySku);
    expect(skus(home.text)).toEqual(['CFKNXDAI001R000']);
  });
});

describe('/controller settings', () => {
  const userId = 'U0SET0001';

  it('opens the modal on the current settings', async () => {
    const { reply, responseId } = await harness.command('settings', { userId });
    expect(reply.status).toBe(200);
    expect(reply.text).toBe('');
    const open = await harness.standIn.waitForCall(
      'views.open',
      3000,
      (c) => c.body.trigger_id === '1234.5678.abcdef',
    );
    const view = open.body.view as { callback_id: string; private_metadata: string; blocks: unknown[] };
    expect(view.callback_id).toBe(callbackIds.settingsModal);
    expect(slackViewViolations(view)).toEqual([]);
    const text = JSON.stringify(view.blocks);
    for (const market of ['GB', 'FR', 'ES']) expect(text).toContain(`"value":"${market}"`);
    expect(text).toContain('"value":"CTLR_KNX"');
    expect(view.private_metadata).toContain(harness.standIn.responseUrl(responseId));
  });

  it('refills the type select with the chosen market’s types', async () => {
    const reply = await harness.interact(
      settingsMarketAction(userId, 'ES', { market: 'GB', language: 'auto', type: '-' }),
    );
    expect(reply.status).toBe(200);
    const update = await harness.standIn.waitForCall(
      'views.update',
      3000,
      (c) => c.body.view_id === 'V0SETTINGS',
    );
    const blocks = JSON.stringify((update.body.view as { blocks: unknown }).blocks);
    expect(blocks).toContain('settings_type:ES');
    expect(blocks).toContain('"value":"CTLR_PRO_STI"');
    expect(blocks).not.toContain('"value":"CTLR_KNX"');
  });

  it('refuses a default type the chosen market does not offer, on that select', async () => {
    const reply = await harness.interact(
      settingsSubmission(userId, {
        market: 'ES',
        language: 'fr',
        type: 'CTLR_KNX',
        typeBlockMarket: 'GB',
      }),
    );
    expect(reply.json?.response_action).toBe('errors');
    expect(reply.json?.errors).toEqual({
      'settings_type:GB': 'Market ES does not offer this controller type. Choose another one or None.',
    });
    expect(await harness.state.settings.get(userId)).toEqual({});
  });

  it('saves, confirms in the new language, republishes App Home, and the next lookup uses them', async () => {
    const confirmId = harness.newResponseId();
    const metadata = JSON.stringify({ r: harness.standIn.responseUrl(confirmId) });
    const reply = await harness.interact(
      settingsSubmission(userId, { market: 'ES', language: 'fr', type: 'CTLR_WIFI' }, metadata),
    );
    expect(reply.status).toBe(200);
    expect(reply.json?.response_action).toBeUndefined();
    const confirmation = await harness.standIn.waitForResponse(confirmId, 3000);
    expect(confirmation.body.response_type).toBe('ephemeral');
    expect(String(confirmation.body.text)).toContain(
      'Paramètres enregistrés\u202f: marché *ES*, langue *Français*',
    );
    const publish = await harness.standIn.waitForCall(
      'views.publish',
      3000,
      (c) => c.body.user_id === userId,
    );
    expect(JSON.stringify(publish.body.view)).toContain('Marché\u202f: *ES*');
    expect(await harness.state.settings.get(userId)).toEqual({
      market: 'ES',
      locale: 'fr',
      defaultType: 'CTLR_WIFI',
    });

    const asked = await ask('daikin ftxm25r', userId);
    expect(asked.text).toContain('Contrôleur à vendre');
    expect(scopeOf(modelRequest(asked.requests))).toEqual(['ES', 'fr']);
    expect(skus(asked.text)).toEqual(['CFWIFDAI001R000']);
  });

  it('explains a type the user’s market lacks, in their language, and overrides it once', async () => {
    const missing = await ask('knx daikin ftxm25r', userId);
    expect(missing.text).toContain('n’est pas proposé sur le marché ES');
    expect(missing.text).not.toMatch(anySku);
    const once = await ask('knx daikin ftxm25r market:GB lang:en', userId);
    expect(skus(once.text)).toEqual(['CFKNXDAI001R000']);
    expect(once.text).toContain('Controller to sell');
    const back = await ask('knx daikin ftxm25r', userId);
    expect(back.text).toContain('n’est pas proposé sur le marché ES');
  });

  it('drops a default type another market lacks instead of refusing every question there', async () => {
    await harness.interact(
      settingsSubmission('U0STI0001', { market: 'ES', language: 'en', type: 'CTLR_PRO_STI' }),
    );
    const es = await ask('daikin ftxm25r', 'U0STI0001');
    expect(skus(es.text)).toEqual(['CFSTIDAI001R000']);
    const fr = await ask('daikin ftxm25r market:FR', 'U0STI0001');
    expect(skus(fr.text)).toEqual([
      'CFKNXDAI001R000',
      'CFPRODAI001R000',
      'CFWIFDAI001R000',
      'CFZGBDAI001R000',
    ]);
  });
});

describe('App Home', () => {
  const publishedFor = async (userId: string, eventId: string) => {
    const before = harness.standIn.calls.length;
    const reply = await harness.event(appHomeOpened(userId), eventId);
    expect(reply.status).toBe(200);
    const publish = await harness.standIn.waitForCall(
      'views.publish',
      3000,
      (c) => c.body.user_id === userId && harness.standIn.calls.indexOf(c) >= before,
    );
    const view = publish.body.view as { type: string; blocks: unknown[] };
    expect(view.type).toBe('home');
    expect(view.blocks.length).toBeLessThanOrEqual(100);
    expect(slackViewViolations(view)).toEqual([]);
    return JSON.stringify(view.blocks);
  };

  it('renders for a new user: default settings, no lookups yet', async () => {
    const text = await publishedFor('U0NEW0001', 'EvHome0001');
    expect(text).toContain('Market: *GB*');
    expect(text).toContain('Automatic, now English');
    expect(text).toContain('No lookups yet');
    expect(text).toContain(actionIds.openSettings);
  });

  it('renders for a user with history: lookups from the slash command, a DM and a choice, newest first', async () => {
    const userId = 'U0HIS0001';
    await ask('<!channel> daikin ftxm25r', userId);
    const ts = '1700000001.000100';
    await harness.event(
      {
        type: 'message',
        channel: 'D0HIS0001',
        channel_type: 'im',
        user: userId,
        text: 'daikin zz9000',
        ts,
        event_ts: ts,
      },
      'EvHisDm01',
    );
    await harness.standIn.waitForCall('chat.postMessage', 4000, (c) => c.body.channel === 'D0HIS0001');
    const choices = await ask('daikin ftxm25', userId);
    const buttons = (
      (choices.body.blocks ?? []) as {
        elements?: Record<string, unknown>[];
        accessory?: Record<string, unknown>;
      }[]
    ).flatMap((block) => [...(block.elements ?? []), ...(block.accessory ? [block.accessory] : [])]);
    const pick = buttons.find((b) => (b.text as { text?: string } | undefined)?.text === 'Daikin FTXM25N');
    const responseId = harness.newResponseId();
    await harness.interact(
      messageClick({
        user: { id: userId, username: 'sam', name: 'sam', team_id: 'T0TEAM01' },
        responseUrl: harness.standIn.responseUrl(responseId),
        actions: [{ type: 'button', block_id: 'b', action_ts: '1', ...pick }],
      }),
    );
    await harness.standIn.waitForResponse(responseId, 4000);
    // Lookups are recorded a moment after their answers (slack/runtime/record-lookup.ts).
    await expect.poll(async () => (await harness.state.recent.list(userId)).length).toBe(4);
    const text = await publishedFor(userId, 'EvHome0002');
    expect(text).toContain('daikin zz9000');
    expect(text).toContain('not found');
    expect(text).toContain('&lt;!channel&gt; daikin ftxm25r');
    expect(text).toContain('Daikin FTXM25R → 3 SKUs');
    expect(text).not.toMatch(/R000 \+\d/);
    expect(text).toMatch(/\d possible units/);
    expect(text).toContain('Daikin FTXM25N → 3 SKUs');
    expect(text).toContain('<!date^');
    const recent = await harness.state.recent.list(userId);
    expect(recent.map((r) => r.query)).toEqual([
      'Daikin FTXM25N',
      'daikin ftxm25',
      'daikin zz9000',
      '<!channel> daikin ftxm25r',
    ]);
  });

  it('renders the chosen settings in the chosen language', async () => {
    const text = await publishedFor('U0SET0001', 'EvHome0003');
    expect(text).toContain('Marché\u202f: *ES*');
    expect(text).toContain('Langue\u202f: *Français*');
    expect(text).toContain('Type de contrôleur par défaut\u202f: *');
    expect(text).toContain('daikin ftxm25r');
  });

  it('writes every recent lookup in the reader’s language of the day, whichever it was asked in', async () => {
    const userId = 'U0LNG0001';
    await ask('daikin zz9000 lang:es', userId);
    await ask('daikin ftxm25 lang:de', userId);
    await expect.poll(async () => (await harness.state.recent.list(userId)).length).toBe(2);
    const english = await publishedFor(userId, 'EvHome0005');
    expect(english).toContain('not found');
    expect(english).toContain('2 possible units');
    expect(english).not.toMatch(/no encontrado|mögliche Geräte/);
    // Saving the settings republishes the tab, in the language just chosen.
    const before = harness.standIn.calls.length;
    await harness.interact(settingsSubmission(userId, { market: 'GB', language: 'fr', type: '-' }));
    const publish = await harness.standIn.waitForCall(
      'views.publish',
      3000,
      (c) => c.body.user_id === userId && harness.standIn.calls.indexOf(c) >= before,
    );
    const french = JSON.stringify(publish.body.view);
    expect(french).toContain('introuvable');
    expect(french).toContain('2 unités possibles');
    expect(french).not.toMatch(/no encontrado|mögliche Geräte|not found/);
  });

  it('publishes nothing when the Messages tab is opened, setting its prompts instead', async () => {
    const before = harness.standIn.callsTo('views.publish').length;
    const prompted = harness.standIn.callsTo('assistant.threads.setSuggestedPrompts').length;
    await harness.event(appHomeOpened('U0NEW0002', 'messages'), 'EvHome0004');
    await expect
      .poll(() => harness.standIn.callsTo('assistant.threads.setSuggestedPrompts').length)
      .toBe(prompted + 1);
    expect(harness.standIn.callsTo('views.publish').length).toBe(before);
  });

  it('opens the settings modal from its button', async () => {
    const reply = await harness.interact(homeSettingsButton('U0NEW0001'));
    expect(reply.status).toBe(200);
    const open = await harness.standIn.waitForCall('views.open', 3000, (c) => c.body.trigger_id === '1.2.5');
    expect((open.body.view as { callback_id: string }).callback_id).toBe(callbackIds.settingsModal);
  });
});

describe('settings from a DM', () => {
  it('answers "settings" with a button that opens the modal', async () => {
    const ts = '1700000002.000100';
    await harness.event(
      {
        type: 'message',
        channel: 'D0SET0001',
        channel_type: 'im',
        user: 'U0ESP0001',
        text: 'ajustes',
        ts,
        event_ts: ts,
      },
      'EvSetDm01',
    );
    const post = await harness.standIn.waitForCall(
      'chat.postMessage',
      3000,
      (c) => c.body.channel === 'D0SET0001',
    );
    expect(JSON.stringify(post.body.blocks)).toContain(actionIds.openSettings);
    expect(String(post.body.text)).toContain('Elige tu mercado');
  });
});
