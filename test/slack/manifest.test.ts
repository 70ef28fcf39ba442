/** manifest.yml declares what the contract names, with the request URLs on the one events path. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { callbackIds } from '../../src/slack/blocks/ids.js';
import { commandName } from '../../src/slack/listeners/commands/index.js';

/** The parts of a Slack app manifest this test reads; parsing fails loudly when one is missing. */
const Manifest = z.object({
  display_information: z.object({ description: z.string().min(1), long_description: z.string().min(1) }),
  features: z.object({
    app_home: z.object({ home_tab_enabled: z.boolean(), messages_tab_enabled: z.boolean() }),
    slash_commands: z.array(
      z.object({ command: z.string(), url: z.string(), description: z.string(), usage_hint: z.string() }),
    ),
    shortcuts: z.array(
      z.object({ name: z.string(), type: z.string(), callback_id: z.string(), description: z.string() }),
    ),
  }),
  oauth_config: z.object({ scopes: z.object({ bot: z.array(z.string()) }) }),
  settings: z.object({
    event_subscriptions: z.object({ request_url: z.string(), bot_events: z.array(z.string()) }),
    interactivity: z.object({
      is_enabled: z.boolean(),
      request_url: z.string(),
      message_menu_options_url: z.string(),
    }),
    socket_mode_enabled: z.boolean(),
  }),
});

const manifest = Manifest.parse(parse(readFileSync(new URL('../../manifest.yml', import.meta.url), 'utf8')));

describe('manifest.yml', () => {
  it('declares the slash command and the message shortcut by their contract names', () => {
    const { slash_commands: commands, shortcuts } = manifest.features;
    expect(commands.map((c) => c.command)).toEqual([commandName]);
    expect(commands[0]?.usage_hint).toBeTruthy();
    expect(commands[0]?.description).toBeTruthy();
    expect(shortcuts.map((s) => [s.type, s.callback_id])).toEqual([['message', callbackIds.findController]]);
    expect(shortcuts[0]?.description).toBeTruthy();
  });

  it('sends commands, interactivity, options loads and events to /slack/events', () => {
    const { event_subscriptions: events, interactivity } = manifest.settings;
    expect([
      ...manifest.features.slash_commands.map((c) => c.url),
      events.request_url,
      interactivity.request_url,
      interactivity.message_menu_options_url,
    ]).toEqual(Array(4).fill('https://example.com/slack/events'));
  });

  it('subscribes to app_mention, message.im and app_home_opened, with the scopes they need', () => {
    expect(manifest.settings.event_subscriptions.bot_events).toEqual([
      'app_mention',
      'message.im',
      'app_home_opened',
    ]);
    expect(manifest.oauth_config.scopes.bot).toEqual(
      expect.arrayContaining([
        'commands',
        'chat:write',
        'im:history',
        'app_mentions:read',
        'users:read',
        'files:read',
        'files:write',
      ]),
    );
  });

  it('enables the App Home tabs and leaves Socket Mode off by default', () => {
    expect(manifest.features.app_home).toMatchObject({ home_tab_enabled: true, messages_tab_enabled: true });
    expect(manifest.settings.socket_mode_enabled).toBe(false);
    expect(manifest.settings.interactivity.is_enabled).toBe(true);
  });
});
