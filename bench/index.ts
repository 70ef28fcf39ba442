/**
 * `npm run bench`: runs every `*.bench.js` beside this file, in name order (or those named on
 * the command line), showing progress on stderr as it goes. The figures are printed at the end:
 * first the headline block (quality, time to answer, ack latency against a bare Bolt app, state
 * costs against it, type-ahead p99, each beside its target), then every bench's detailed section. Benches print
 * figures; none asserts a timing.
 */
import { readdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { format } from 'node:util';
import { type HeadlineKind, headlineBlock, progress } from './report.js';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);

/** Which bench measures which headline figure (a kind whose bench did not run is left out). */
const headlineSources: Record<HeadlineKind, string> = {
  quality: 'quality',
  'time to answer': 'slack',
  'ack vs bare Bolt': 'slack',
  'state vs bare Bolt': 'state',
  'first contact': 'first-contact',
  'type-ahead': 'lookup',
};

const files = (await readdir(here))
  .filter((f) => f.endsWith('.bench.js'))
  .sort()
  .filter((file) => only.length === 0 || only.some((name) => file.includes(name)));
const names = files.map((file) => file.replace(/\.bench\.js$/, ''));

const sections: string[] = [];
const print = console.log;
for (const [i, file] of files.entries()) {
  const name = names[i] ?? file;
  progress(`${i + 1}/${files.length} ${name}: running`);
  const lines: string[] = [];
  // A bench's figures are kept for the report; each one is also shown as progress.
  console.log = (...args: unknown[]) => {
    const line = format(...args);
    lines.push(line);
    progress(`${name}: ${line.trim()}`);
  };
  try {
    const bench = (await import(pathToFileURL(`${here}/${file}`).href)) as { run: () => Promise<void> };
    await bench.run();
  } finally {
    console.log = print;
  }
  sections.push(`=== ${name}\n${lines.join('\n')}`);
}
progress('done');
print(headlineBlock((kind) => names.includes(headlineSources[kind])));
for (const section of sections) print(`\n${section}`);
process.exit(0);
