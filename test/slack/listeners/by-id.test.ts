import { describe, expect, it } from 'vitest';
import { byId } from '../../../src/slack/listeners/by-id.js';

describe('byId', () => {
  const calls: string[] = [];
  const note = (name: string) => async (args: { id: string }) => {
    calls.push(`${name}:${args.id}`);
  };
  const listener = byId<{ id: string }>(
    {
      exact: { share: note('share'), pick_unit_x: note('exact') },
      patterns: [[/^pick_unit_\w+$/, note('pattern')]],
    },
    (args) => args.id,
    note('unknown'),
  );

  it('picks the exact id first, then the first matching pattern, else the unknown callback', async () => {
    for (const id of ['share', 'pick_unit_x', 'pick_unit_3', 'retired', 'constructor', '__proto__'])
      await listener({ id });
    expect(calls).toEqual([
      'share:share',
      'exact:pick_unit_x',
      'pattern:pick_unit_3',
      'unknown:retired',
      'unknown:constructor',
      'unknown:__proto__',
    ]);
  });
});
