import { describe, expect, it } from 'vitest';
import {
  blocksText,
  maxMessageText,
  messageText,
  toLookupText,
} from '../../../src/slack/requests/message-text.js';

describe('reading Slack messages', () => {
  it('reads a forwarded message: the comment, then the original in the attachment', () => {
    const forwarded = {
      text: 'FYI, can you check?',
      attachments: [
        {
          is_share: true,
          fallback: '[March 3rd] Client: We have a Daikin FTXM25R in room 4',
          text: 'We have a Daikin FTXM25R in room 4',
          author_name: 'Client',
          message_blocks: [
            {
              message: {
                blocks: [
                  {
                    type: 'rich_text',
                    elements: [
                      {
                        type: 'rich_text_section',
                        elements: [{ type: 'text', text: 'We have a Daikin FTXM25R in room 4' }],
                      },
                    ],
                  },
                ],
              },
            },
          ],
        },
      ],
    };
    expect(messageText(forwarded)).toBe('FYI, can you check?\nWe have a Daikin FTXM25R in room 4');
  });

  it('reads the original of a shared message from its blocks when the attachment has no text', () => {
    const shared = {
      text: 'see below',
      attachments: [
        {
          message_blocks: [
            {
              message: {
                blocks: [{ type: 'section', text: { type: 'mrkdwn', text: 'mitsubishi msz-ln25vg' } }],
              },
            },
          ],
        },
      ],
    };
    expect(messageText(shared)).toBe('see below\nmitsubishi msz-ln25vg');
  });

  it('reads what an app message adds in its blocks and attachment fields, once', () => {
    const app = {
      text: 'New ticket',
      blocks: [
        { type: 'section', text: { type: 'mrkdwn', text: 'New ticket' } },
        { type: 'section', fields: [{ type: 'mrkdwn', text: '*Unit*\nToshiba RAS-B10' }] },
      ],
      attachments: [{ pretext: 'Details', fields: [{ title: 'Model', value: 'Daikin FTXM25R' }] }],
    };
    expect(messageText(app)).toBe('New ticket\n*Unit*\nToshiba RAS-B10\nDetails\nDaikin FTXM25R');
  });

  it('does not read a typed message twice: its rich text repeats the text', () => {
    const typed = {
      text: 'Daikin <https://example.com|FTXM25R> :smile: &amp; more',
      blocks: [
        {
          type: 'rich_text',
          elements: [
            {
              type: 'rich_text_section',
              elements: [
                { type: 'text', text: 'Daikin ' },
                { type: 'link', url: 'https://example.com', text: 'FTXM25R' },
                { type: 'emoji', name: 'smile' },
                { type: 'text', text: ' & more' },
              ],
            },
          ],
        },
      ],
    };
    expect(messageText(typed)).toBe(typed.text);
  });

  it('skips a part whose words were already read, whatever its markup', () => {
    expect(
      messageText({ text: 'Daikin FTXM25R', attachments: [{ text: '*daikin* _ftxm-25r_' }, { text: 'ok' }] }),
    ).toBe('Daikin FTXM25R\nok');
  });

  it('stops reading at its bound', () => {
    const long = 'word '.repeat(3000);
    const read = messageText({ text: long, attachments: [{ text: 'daikin ftxm25r' }] });
    expect(read.length).toBeLessThanOrEqual(maxMessageText);
    expect(read).not.toContain('daikin');
  });

  it('reads the blocks, then the attachments, when the text is empty', () => {
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

  it('reads a link after a stray `<`, `<mailto:` and `<tel:` without a label, and unclosed markup as text', () => {
    expect(toLookupText('a < b <http://x.example|daikin> ftxm25r')).toBe('a < b daikin ftxm25r');
    expect(toLookupText('<mailto:a@b.c> <tel:+33123>')).toBe('a@b.c tel:+33123');
    expect(toLookupText('daikin <tel:+33 <http://x|')).toBe('daikin <tel:+33 <http://x|');
  });

  it('reads no more than its bound of a long text', () => {
    const long = `daikin ${'<tel:'.repeat(50_000)}`;
    const read = toLookupText(long);
    expect(read.startsWith('daikin <tel:')).toBe(true);
    expect(read.length).toBeLessThanOrEqual(maxMessageText);
  });
});
