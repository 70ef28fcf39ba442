/** Watched lists' Block Kit: the footer, the change message, the one line of unwatch_list, the Home section. */
import { describe, expect, it } from 'vitest';
import { actionIds } from '../../../src/slack/blocks/ids.js';
import { unwatchedMessage, watchChangeMessage, watchHomeBlocks } from '../../../src/slack/blocks/watch.js';
import type { LineChange } from '../../../src/watched-lists/line-changes.js';
import type { WatchSummary } from '../../../src/watched-lists/store.js';

const endsAt = Date.UTC(2027, 1, 26);
const footer = { listId: 'job-1', endsAt, listUrl: 'https://acme.slack.com/lists/T1/F1' };
const outcome = { status: 'answered' as const, skus: [], candidates: [], warnings: [] };
const changed = (number: number, typed: string): LineChange => ({
  number,
  typed,
  before: outcome,
  after: outcome,
  notes: [{ kind: 'sku', typeName: 'Wi-Fi', before: ['CTLR-1'], after: ['CTLR-2'] }],
});

describe('watched lists blocks', () => {
  it('names each changed line as typed, escaped, before → after, with the stop button and the Slack List', () => {
    const reply = watchChangeMessage(
      'en',
      [changed(4, 'acme <!channel> qx25'), changed(9, 'acme qx35')],
      footer,
    );
    const text = JSON.stringify(reply.blocks);
    expect(reply.text).toContain('The catalogue changed 2 lines of your list:');
    expect(text).toContain('Line 4: acme &lt;!channel&gt; qx25 → Wi-Fi: CTLR-1 → *CTLR-2*');
    expect(text).toContain('Line 9: acme qx35');
    expect(text).not.toContain('<!channel>');
    expect(text).toContain('<https://acme.slack.com/lists/T1/F1|Open it as a Slack List>');
    expect(text).toContain(`"action_id":"${actionIds.unwatchList}"`);
    expect(text).toContain('"value":"job-1"');
    expect(text).toContain('<!date^1803600000^{date_long}|2027-02-26>');
  });

  it('names a line answered otherwise now by its status and unit, before → after', () => {
    const other: LineChange = {
      ...changed(5, 'acme qx45'),
      notes: [
        { kind: 'status', before: 'answered', after: 'choose' },
        { kind: 'unit', before: 'Acme QX45', after: 'Acme QX45b' },
      ],
    };
    const text = JSON.stringify(watchChangeMessage('en', [other], footer).blocks);
    expect(text).toContain('Line 5: acme qx45 → answered → *choose*; Acme QX45 → *Acme QX45b*');
  });

  it('names beyond 20 changed lines only the first 20, the rest in the CSV', () => {
    const many = Array.from({ length: 23 }, (_, i) => changed(i + 1, `acme qx${i}`));
    const text = JSON.stringify(watchChangeMessage('en', many, footer).blocks);
    expect([...text.matchAll(/Line \d+:/g)]).toHaveLength(20);
    expect(text).toContain('…and 3 more: the CSV has every line.');
  });

  it('says in one line that the watch ended, was over, or is someone else’s', () => {
    expect(unwatchedMessage('en', 'stopped').text).toBe('I no longer watch this list for catalogue changes.');
    expect(unwatchedMessage('fr', 'not_watched').text).toBe('Cette liste n’est plus surveillée.');
    expect(unwatchedMessage('en', 'not_yours').blocks).toHaveLength(1);
  });

  it('names on the Home tab only lists answered in a DM; a channel’s list is never named', () => {
    const lists: WatchSummary[] = [
      { id: 'a', name: 'site-offices.xlsx', place: { channel: 'D0OWNER01' }, answeredAt: 0, endsAt },
      {
        id: 'b',
        name: 'secret project tower',
        place: { channel: 'G0PRIVATE', threadTs: '1.2' },
        answeredAt: 0,
        endsAt,
      },
    ];
    const text = JSON.stringify(watchHomeBlocks('en', lists));
    expect(text).toContain('site-offices.xlsx · until <!date^');
    expect(text).toContain('A list in a channel · until <!date^');
    expect(text).not.toContain('secret project');
    expect(text).not.toContain('G0PRIVATE');
    expect(JSON.stringify(watchHomeBlocks('en', []))).toContain(
      'No list of yours is watched for catalogue changes.',
    );
  });
});
