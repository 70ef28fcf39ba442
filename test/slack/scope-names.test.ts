/**
 * `app-market` and `app-locale` are the catalogue's header names, never a market or a language:
 * over the real app, every reply, view and CSV file it sends (answers in three languages, a
 * refused language, help, menus, a type a market lacks, an unknown market or language, the
 * settings modal, App Home, a list and its CSV) names markets by code and languages by name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SlackHarness, startSlackHarness } from '../support/slack-app.js';
import { appHomeOpened } from '../support/slack-payloads.js';

const locales: Record<string, string> = { U0SNEN001: 'en-US', U0SNDE001: 'de-DE', U0SNES001: 'es-ES' };

let harness: SlackHarness;
beforeAll(async () => {
  harness = await startSlackHarness({
    env: { CATALOGUE_MARKETS: 'FR, ES' },
    prepare: (standIn) =>
      standIn.answer('users.info', (call) => ({
        ok: true,
        user: { id: call.body.user, locale: locales[String(call.body.user)] ?? 'en-US' },
      })),
  });
});
afterAll(async () => {
  await harness?.close();
});

/** `/controller <text>`: the ack and, when the answer came later, its response_url post. */
async function command(text: string, userId: string): Promise<string> {
  const { reply, responseId } = await harness.command(text, { userId });
  expect(reply.status).toBe(200);
  const later = String(reply.json?.text ?? '').startsWith(':mag:')
    ? (await harness.standIn.waitForResponse(responseId, 4000)).body
    : undefined;
  return JSON.stringify([reply.json ?? reply.text, later ?? null]);
}

describe('what the app sends', () => {
  it('never names a market or language by the catalogue’s header names', async () => {
    const sent: string[] = [];
    for (const userId of Object.keys(locales)) {
      sent.push(await command('daikin ftxm25r', userId));
      sent.push(await command('help', userId));
    }
    sent.push(await command('daikin ftxm25r lang:it', 'U0SNEN001'));
    sent.push(await command('knx daikin ftxm25r market:ES', 'U0SNEN001'));
    sent.push(await command('daikin ctxm15r market:ES', 'U0SNEN001'));
    sent.push(await command('daikin ftxm25r market:XX', 'U0SNEN001'));
    sent.push(await command('daikin ftxm25r lang:xx', 'U0SNDE001'));
    sent.push(await command('', 'U0SNES001'));
    sent.push(await command('settings', 'U0SNDE001'));
    await harness.event(appHomeOpened('U0SNDE001'), 'EvScopeNames01');
    await harness.event(
      {
        type: 'message',
        channel: 'D0SCOPE01',
        channel_type: 'im',
        user: 'U0SNDE001',
        text: 'daikin ftxm25r\n2 x daikin ftxm35r\ndaikin zzz999',
        ts: '1700009000.000001',
        event_ts: '1700009000.000001',
      },
      'EvScopeNames02',
    );
    const upload = await harness.standIn.waitForUpload(20_000, (u) => u.channelId === 'D0SCOPE01');
    await harness.standIn.waitForCall('views.publish', 4000, (c) => c.body.user_id === 'U0SNDE001');
    await harness.standIn.waitForCall('views.open', 4000, () => true);

    const calls = JSON.stringify(harness.standIn.calls.map((call) => call.body));
    const responses = JSON.stringify(harness.standIn.responses.map((response) => response.body));
    const csv = upload.content.toString('utf8');
    // What was looked at: answers in three languages, the note, the views, the German CSV.
    const all = [...sent, calls, responses, csv].join('\n');
    for (const seen of [
      'Controller to sell',
      'Zu verkaufender Controller',
      'Controlador a vender',
      'keine Inhalte auf Deutsch',
      'Market GB · Language English',
      'not offered in market ES',
      'Market *XX* is not enabled here',
      'Die Sprache *xx* ist hier nicht verfügbar',
    ])
      expect(all).toContain(seen);
    expect(calls).toContain('Standard-Controller-Typ');
    expect(csv).toContain('Menge;Marke;Modell');
    expect(all).not.toMatch(/app-(market|locale)/i);
  });
});
