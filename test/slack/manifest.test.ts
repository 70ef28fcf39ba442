/** manifest.yml declares what the contract names, with the request URLs on the one events path. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { callbackIds } from '../../src/slack/blocks/ids.js';
import { commandName } from '../../src/slack/listeners/commands/index.js';

const manifest = readFileSync(new URL('../../manifest.yml', import.meta.url), 'utf8');
const values = (key: string) =>
  [...manifest.matchAll(new RegExp(`^\\s*-?\\s*${key}:\\s*(.+)$`, 'gm'))].map((m) => m[1]?.trim());
const listUnder = (key: string) => {
  const lines = manifest.split('\n');
  const start = lines.findIndex((line) => line.trim() === `${key}:`);
  const indent = (lines[start + 1] ?? '').search(/\S/);
  const items: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.search(/\S/) !== indent || !line.trim().startsWith('- ')) break;
    items.push(line.trim().slice(2));
  }
  return items;
};

describe('manifest.yml', () => {
  it('declares the slash command and the message shortcut by their contract names', () => {
    expect(values('command')).toEqual([commandName]);
    expect(values('callback_id')).toEqual([callbackIds.findController]);
    expect(manifest).toMatch(/type: message\n/);
    expect(values('usage_hint')[0]).toBeTruthy();
    expect(values('description').length).toBeGreaterThanOrEqual(3);
  });

  it('sends commands, interactivity, options loads and events to /slack/events', () => {
    for (const key of ['url', 'request_url', 'message_menu_options_url']) {
      for (const url of values(key)) expect(url).toBe('https://example.com/slack/events');
    }
    expect(values('request_url')).toHaveLength(2);
    expect(values('message_menu_options_url')).toHaveLength(1);
  });

  it('subscribes to app_mention, message.im and app_home_opened, with the scopes they need', () => {
    expect(listUnder('bot_events')).toEqual(['app_mention', 'message.im', 'app_home_opened']);
    expect(listUnder('bot')).toEqual(
      expect.arrayContaining(['commands', 'chat:write', 'im:history', 'app_mentions:read', 'users:read']),
    );
  });

  it('enables the App Home tabs and leaves Socket Mode off by default', () => {
    expect(values('messages_tab_enabled')).toEqual(['true']);
    expect(values('home_tab_enabled')).toEqual(['true']);
    expect(values('socket_mode_enabled')).toEqual(['false']);
    expect(values('is_enabled')).toEqual(['true']);
  });
});
