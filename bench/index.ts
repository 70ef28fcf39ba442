/**
 * `npm run bench`: runs every `*.bench.js` beside this file, in name order. Benches print
 * figures; none asserts a timing.
 */
import { readdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);

for (const file of (await readdir(here)).filter((f) => f.endsWith('.bench.js')).sort()) {
  if (only.length > 0 && !only.some((name) => file.includes(name))) continue;
  const bench = (await import(pathToFileURL(`${here}/${file}`).href)) as { run: () => Promise<void> };
  console.log(`\n=== ${file.replace(/\.bench\.js$/, '')}`);
  await bench.run();
}
process.exit(0);
