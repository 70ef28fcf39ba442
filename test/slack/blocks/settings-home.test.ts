import { describe, expect, it } from 'vitest';
import { languageNames, languages } from '../../../src/i18n/index.js';
import { buildHomeView, slackDate } from '../../../src/slack/blocks/home.js';
import { actionIds, callbackIds, noChoiceValue, settingsBlockIds } from '../../../src/slack/blocks/ids.js';
import {
  automaticLanguage,
  buildSettingsModal,
  buildSettingsPrompt,
  buildSettingsSavedMessage,
  buildSettingsSaveFailedMessage,
  decodeSettingsMetadata,
  encodeSettingsMetadata,
  readSettingsSubmission,
} from '../../../src/slack/blocks/settings.js';
import { nonEmpty } from '../../support/non-empty.js';
import { slackLimitViolations, slackViewViolations } from '../../support/slack-limits.js';

const markets = ['GB', 'FR', 'ES'];
const types = [
  { reference: 'CTLR_PRO', name: 'Pro' },
  { reference: 'CTLR_WIFI', name: 'Wi-Fi' },
];

interface InputBlock {
  type: string;
  block_id?: string;
  dispatch_action?: boolean;
  element?: {
    action_id: string;
    options: { value: string; text: { text: string } }[];
    initial_option?: { value: string };
  };
}

const inputs = (view: { blocks: unknown[] }) =>
  (view.blocks as InputBlock[]).filter((block) => block.type === 'input');

describe('settings modal', () => {
  it('offers the configured markets, the languages and the market types, on the current choices', () => {
    const view = buildSettingsModal({
      language: 'en',
      markets,
      market: 'FR',
      locale: 'es',
      defaultType: 'CTLR_WIFI',
      types,
      metadata: { responseUrl: 'https://hooks.slack.com/commands/1' },
    });
    expect(view.callback_id).toBe(callbackIds.settingsModal);
    expect(slackViewViolations(view)).toEqual([]);
    expect(view.title.text.length).toBeLessThanOrEqual(24);
    const [market, language, type] = inputs(view);
    expect(market?.block_id).toBe(settingsBlockIds.market);
    expect(market?.dispatch_action).toBe(true);
    expect(market?.element?.action_id).toBe(actionIds.settingsMarket);
    expect(market?.element?.options.map((o) => o.value)).toEqual(markets);
    expect(market?.element?.initial_option?.value).toBe('FR');
    // Every language, each named in itself (test/i18n/i18n.test.ts pins the list and the names).
    expect(language?.element?.options.map((o) => o.value)).toEqual([automaticLanguage, ...languages]);
    expect(language?.element?.options.map((o) => o.text.text).slice(1)).toEqual(
      languages.map((each) => languageNames[each]),
    );
    expect(language?.element?.initial_option?.value).toBe('es');
    expect(type?.block_id).toBe('settings_type:FR');
    expect(type?.element?.options.map((o) => o.value)).toEqual([noChoiceValue, 'CTLR_PRO', 'CTLR_WIFI']);
    expect(type?.element?.initial_option?.value).toBe('CTLR_WIFI');
    expect(decodeSettingsMetadata(view.private_metadata)).toEqual({
      responseUrl: 'https://hooks.slack.com/commands/1',
    });
  });

  it('starts on automatic and none, says when the types could not be loaded, and is translated', () => {
    const view = buildSettingsModal({
      language: 'fr',
      markets,
      market: 'ES',
      defaultType: 'CTLR_KNX',
      types: undefined,
      metadata: {},
    });
    const [, language, type] = inputs(view);
    expect(language?.element?.initial_option?.value).toBe(automaticLanguage);
    expect(type?.element?.options.map((o) => o.value)).toEqual([noChoiceValue]);
    expect(type?.element?.initial_option?.value).toBe(noChoiceValue);
    const text = JSON.stringify(view);
    expect(text).toContain('Paramètres');
    expect(text).toContain('n’ont pas pu être chargés');
    expect(slackViewViolations(view)).toEqual([]);
  });

  it('reads a submission as Slack sends it', () => {
    const values = {
      [settingsBlockIds.market]: { [actionIds.settingsMarket]: { selected_option: { value: 'ES' } } },
      [settingsBlockIds.language]: {
        [settingsBlockIds.languageAction]: { selected_option: { value: 'fr' } },
      },
      'settings_type:ES': { [settingsBlockIds.typeAction]: { selected_option: { value: 'CTLR_PRO' } } },
    };
    expect(readSettingsSubmission(values)).toEqual({
      market: 'ES',
      locale: 'fr',
      defaultType: 'CTLR_PRO',
      typeBlockId: 'settings_type:ES',
    });
    const automatic = {
      ...values,
      [settingsBlockIds.language]: {
        [settingsBlockIds.languageAction]: { selected_option: { value: automaticLanguage } },
      },
      'settings_type:ES': { [settingsBlockIds.typeAction]: { selected_option: { value: noChoiceValue } } },
    };
    expect(readSettingsSubmission(automatic)).toEqual({ market: 'ES', typeBlockId: 'settings_type:ES' });
    expect(readSettingsSubmission({})).toEqual({});
  });

  it('keeps metadata it did not write out', () => {
    expect(decodeSettingsMetadata('not json')).toEqual({});
    expect(decodeSettingsMetadata('{"r":5}')).toEqual({});
    expect(decodeSettingsMetadata(undefined)).toEqual({});
    expect(encodeSettingsMetadata({ responseUrl: `https://x/${'a'.repeat(4000)}` })).toBe('{}');
  });

  it('answers "settings" in a DM with a button that opens the modal', () => {
    const prompt = buildSettingsPrompt('es');
    expect(JSON.stringify(prompt.blocks)).toContain(actionIds.openSettings);
    expect(JSON.stringify(prompt.blocks)).toContain('Cambiar ajustes');
    expect(slackLimitViolations(prompt)).toEqual([]);
  });
});

describe('settings confirmations', () => {
  it('names what was saved, escaping catalogue text, in the given language', () => {
    const saved = buildSettingsSavedMessage('fr', {
      market: 'ES',
      locale: 'es',
      defaultTypeName: 'Pro <KNX>',
    });
    expect(saved.text).toBe(
      ':white_check_mark: Paramètres enregistrés\u202f: marché *ES*, langue *Español*, type de contrôleur par défaut *Pro &lt;KNX&gt;*.',
    );
    expect(slackLimitViolations(saved)).toEqual([]);
    const automatic = buildSettingsSavedMessage('en', { market: 'GB' });
    expect(automatic.text).toContain('Automatic');
    expect(automatic.text).toContain('None');
  });

  it('says a save failed', () => {
    const failed = buildSettingsSaveFailedMessage('es');
    expect(failed.text).not.toBe('');
    expect(JSON.stringify(failed.blocks)).toContain(failed.text);
    expect(slackLimitViolations(failed)).toEqual([]);
  });
});

describe('App Home', () => {
  it('renders a new user: defaults, no lookups yet, a button to change settings, the how-to', () => {
    const view = buildHomeView({ language: 'en', market: 'GB', markets, recent: [] });
    expect(view.type).toBe('home');
    expect(slackViewViolations(view)).toEqual([]);
    const text = JSON.stringify(view.blocks);
    expect(text).toContain('Market: *GB*');
    expect(text).toContain('Automatic, now English');
    expect(text).toContain('Default controller type: *None (every type)*');
    expect(text).toContain('No lookups yet');
    expect(text).toContain(actionIds.openSettings);
    expect(text).toContain('market:FR');
  });

  it('renders ten lookups, escaped, with Slack-formatted times, within 100 blocks', () => {
    const recent = Array.from({ length: 10 }, (_, i) => ({
      query: i === 0 ? '<!channel> daikin & co' : `daikin ftxm${i}`,
      result: `Daikin FTXM${i} → 3 SKUs`,
      at: new Date(Date.UTC(2026, 0, 1, 12, i)).toISOString(),
      market: 'FR',
    }));
    const view = buildHomeView({
      language: 'fr',
      market: 'FR',
      markets,
      chosenLocale: 'fr',
      defaultTypeName: 'Wi-Fi',
      recent,
    });
    expect(view.blocks.length).toBeLessThanOrEqual(100);
    expect(slackViewViolations(view)).toEqual([]);
    const text = JSON.stringify(view.blocks);
    expect(text).toContain('Langue\u202f: *Français*');
    expect(text).toContain('Type de contrôleur par défaut\u202f: *Wi-Fi*');
    expect(text).toContain('&lt;!channel&gt; daikin &amp; co');
    expect(text).not.toContain('<!channel>');
    for (const lookup of nonEmpty(recent.slice(1))) expect(text).toContain(lookup.query);
    expect(text).toContain('<!date^1767268800^{date_short_pretty} {time}|2026-01-01T12:00:00Z>');
  });

  it('shows a bad time as text', () => {
    expect(slackDate('yesterday <b>')).toBe('yesterday &lt;b&gt;');
  });
});
