/**
 * `npm start`, `npm run demo` and `npm run build`: `node scripts/run.mjs [entry] [args…]` builds
 * the app when its sources changed (build.mjs), then runs `entry` (e.g. dist/src/main.js) in this
 * same process with the remaining arguments, as `node entry args…` would: on a built tree it
 * starts as fast as the entry run directly. Without an entry it only builds.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildApp } from './build.mjs';

const entry = process.argv[2];
try {
  await buildApp();
} catch (error) {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}
if (entry) {
  // The entry sees the command line it would see if run directly: `node <entry> args…`.
  const path = resolve(entry);
  process.argv.splice(1, 2, path);
  await import(pathToFileURL(path).href);
}
