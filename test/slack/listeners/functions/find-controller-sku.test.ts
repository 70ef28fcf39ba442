/**
 * The Workflow step's listener (listeners/functions/find-controller-sku.ts) called as Bolt calls
 * it, with the app's real services (test/support/listener-rig.ts) and Bolt's `complete` and
 * `fail` recording: whatever fails before `complete` (here, inputs that cannot be read) or
 * `complete` itself ends in `fail` with a readable error, never a step left running.
 */
import { describe, expect, it } from 'vitest';
import { findControllerSkuStep } from '../../../../src/slack/listeners/functions/find-controller-sku.js';
import { recorder, useListenerRig } from '../../../support/listener-rig.js';

const rig = useListenerRig();

/** Runs the listener with `inputs`, Bolt's `complete` answering with `completed()`. */
async function runStep(inputs: unknown, completed: () => unknown = () => ({ ok: true })) {
  const complete = recorder(completed);
  const fail = recorder(() => ({ ok: true }));
  const args = { inputs, complete, fail, context: rig.contextFor('') };
  // Bolt's own arguments beside these are not read by the listener.
  await findControllerSkuStep(args as unknown as Parameters<typeof findControllerSkuStep>[0]);
  return { complete, fail };
}

describe('find_controller_sku', () => {
  it('completes an exact unit, and never fails it', async () => {
    const { complete, fail } = await runStep({ unit: 'daikin ftxm25r' });
    expect(complete.calls).toHaveLength(1);
    expect(fail.calls).toEqual([]);
  });

  it('ends in fail() when something fails before complete()', async () => {
    const unreadable = {
      get unit(): string {
        throw new Error('inputs that cannot be read');
      },
    };
    const { complete, fail } = await runStep(unreadable);
    expect(complete.calls).toEqual([]);
    expect(fail.calls).toEqual([{ error: 'The step could not look the unit up. Run it again in a moment.' }]);
  });

  it('ends in fail() when complete() itself fails', async () => {
    const { complete, fail } = await runStep({ unit: 'daikin ftxm25r' }, () => {
      throw new Error('socket hang up');
    });
    expect(complete.calls).toHaveLength(1);
    expect(fail.calls).toEqual([
      { error: 'The step could not hand its outputs to Slack. Run it again in a moment.' },
    ]);
  });
});
