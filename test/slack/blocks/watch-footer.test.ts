/**
 * The watched list's footer as it tells what became of its Slack List: linked, linked and said
 * incomplete (how many lines of how many), or said removed with no link; in each language.
 */
import { describe, expect, it } from 'vitest';
import { languages } from '../../../src/i18n/index.js';
import { watchFooterBlocks } from '../../../src/slack/blocks/watch.js';

const listUrl = 'https://acme.slack.com/lists/T1/F1';
const base = { listId: 'job-1', endsAt: Date.UTC(2027, 1, 26) };
const textOf = (blocks: unknown) => JSON.stringify(blocks);

describe('the footer of a watched list', () => {
  it('links a whole Slack List', () => {
    expect(textOf(watchFooterBlocks('en', { ...base, listUrl }))).toContain(
      `<${listUrl}|Open it as a Slack List>`,
    );
  });

  it('links an incomplete one, saying how many lines it holds', () => {
    const footer = { ...base, listUrl, slackList: { incomplete: { done: 136, total: 300 } } };
    expect(textOf(watchFooterBlocks('en', footer))).toContain(
      `<${listUrl}|Open the Slack List (incomplete: 136 of 300 lines)>`,
    );
    expect(textOf(watchFooterBlocks('fr', footer))).toContain('incomplète\u202f: 136 lignes sur 300');
  });

  it('says a removed one was removed, with no link', () => {
    const text = textOf(watchFooterBlocks('en', { ...base, slackList: { removed: true } }));
    expect(text).toContain('The Slack List could not be finished and was removed; the CSV has every line.');
    expect(text).not.toContain('lists/');
  });

  it.each(languages)('says both in %s, in words of its own', (language) => {
    const incomplete = textOf(
      watchFooterBlocks(language, { ...base, listUrl, slackList: { incomplete: { done: 1, total: 2 } } }),
    );
    const removed = textOf(watchFooterBlocks(language, { ...base, slackList: { removed: true } }));
    expect(incomplete).toMatch(/1\D+2/);
    expect(removed).not.toBe(incomplete);
    expect(language === 'en' || !removed.includes('could not be finished')).toBe(true);
  });
});
