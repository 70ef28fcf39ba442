import { describe, expect, it } from 'vitest';
import { blocksText, messageText, toLookupText } from '../../src/slack/message-text.js';

describe('reading Slack messages', () => {
  it('prefers the text, then the blocks, then attachments', () => {
    expect(messageText({ text: 'daikin ftxm25r', blocks: [] })).toBe('daikin ftxm25r');
    const blocks = [
      {
        type: 'rich_text',
        elements: [
          {
            type: 'rich_text_section',
            elements: [
              { type: 'text', text: 'Customer asks about a ' },
              { type: 'text', text: 'Daikin FTXM25R', style: { bold: true } },
              { type: 'link', url: 'https://example.com', text: 'spec' },
            ],
          },
        ],
      },
      { type: 'section', text: { type: 'mrkdwn', text: 'unit in room 4' } },
    ];
    expect(messageText({ text: '', blocks })).toContain('Customer asks about a Daikin FTXM25Rspec');
    expect(blocksText(blocks)).toContain('unit in room 4');
    expect(messageText({ text: '', attachments: [{ fallback: 'Fwd: mitsubishi msz-ln25' }] })).toBe(
      'Fwd: mitsubishi msz-ln25',
    );
    expect(messageText({})).toBe('');
  });

  it('removes the app mention, keeps links as their label, decodes entities', () => {
    expect(toLookupText('<@UBOT> daikin  ftxm25r', 'UBOT')).toBe('daikin ftxm25r');
    expect(toLookupText('<@UBOT|finder> daikin', 'UBOT')).toBe('daikin');
    expect(toLookupText('see <https://x.example/a|Daikin FTXM25R> &amp; <mailto:a@b.c|a@b.c>')).toBe(
      'see Daikin FTXM25R & a@b.c',
    );
    expect(toLookupText('<https://x.example/a> in <#C123|sales>')).toBe('https://x.example/a in #sales');
  });

  it('leaves user and special mentions as written, to be echoed escaped', () => {
    expect(toLookupText('<!channel> <@U123> daikin', 'UBOT')).toBe('<!channel> <@U123> daikin');
  });
});
