/**
 * Reading hostile Slack markup: the CPU time the app spends reading (`messageText` then
 * `toLookupText`, as a DM or the shortcut does; a slash command does the second alone) the
 * worst inputs known, each 100,000 characters long: unclosed links, labels, channel links,
 * mailto and tel, the app's own mention. Prints the worst, per 100,000 characters.
 */
import { messageText, toLookupText } from '../src/slack/requests/message-text.js';

const length = 100_000;
const units = ['<tel:', '<http://x|', '<#C|', '<mailto:', '<@UBOT|', '<http://x', '<', '<<>', '&lt;'];
const rounds = 5;

const cpuMs = (work: () => void): number => {
  const before = process.cpuUsage();
  work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
};

export async function run(): Promise<void> {
  let worst = { unit: '', ms: 0 };
  for (const unit of units) {
    const text = unit.repeat(Math.ceil(length / unit.length)).slice(0, length);
    // The best of a few rounds: what the code costs, not what the machine was doing meanwhile.
    const ms = Math.min(
      ...Array.from({ length: rounds }, () => cpuMs(() => toLookupText(messageText({ text }), 'UBOT'))),
    );
    console.log(
      `  ${JSON.stringify(unit).padEnd(14)} ${ms.toFixed(2)} ms CPU per ${length.toLocaleString('en')} characters`,
    );
    if (ms > worst.ms) worst = { unit, ms };
  }
  console.log(
    `worst Slack markup input: ${JSON.stringify(worst.unit)} repeated, ${worst.ms.toFixed(2)} ms CPU per 100,000 characters`,
  );
}
