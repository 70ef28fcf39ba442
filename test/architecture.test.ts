/**
 * The code's shape, read from src/ and test/ as text: no import cycle between folders (each folder
 * under src/, each of src/slack's its own; `import type` counts), src/jobs/ knowing no feature, no
 * JSON.parse in store code but shared/parse-json.ts, and no file or folder that says `lists` without
 * saying which (project-lists, slack-lists, watched-lists; in bench/ and docs/ too).
 * Each rule names the files that break it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const posix = (path: string) => path.split(sep).join('/');

/** Every file under `dir` (relative to the repo, with `/`), folders included when asked. */
function walk(dir: string, withFolders = false): string[] {
  const found: string[] = [];
  for (const name of readdirSync(join(root, dir))) {
    const path = `${dir}/${name}`;
    if (statSync(join(root, path)).isDirectory()) {
      if (withFolders) found.push(`${path}/`);
      found.push(...walk(path, withFolders));
    } else found.push(path);
  }
  return found;
}

const sources = walk('src').filter((file) => file.endsWith('.ts'));
const textOf = (file: string) => readFileSync(join(root, file), 'utf8');
/** The code without its comments (a comment may name what the code must not do). */
const codeOf = (file: string) =>
  textOf(file)
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');

/** Every module a file imports or re-exports, types and dynamic imports included. */
const specifiersOf = (file: string): string[] =>
  [...codeOf(file).matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm)].map(
    (match) => match[1] as string,
  );

/** The source file a relative import names (`./x.js` is `./x.ts`); undefined for a package. */
function resolved(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const target = posix(relative(root, join(root, dirname(from), specifier)));
  const candidates = [target.replace(/\.js$/, '.ts'), target, `${target}.ts`, `${target}/index.ts`];
  return candidates.find((candidate) => sources.includes(candidate)) ?? target;
}

/** A file's folder: its directory under src/ (src/slack/<x> each its own); `src` for the files at the top. */
function folderOf(file: string): string {
  const parts = file.split('/');
  if (parts.length <= 2) return 'src';
  if (parts[1] === 'slack') return parts.length <= 3 ? 'src/slack' : `src/slack/${parts[2]}`;
  return `src/${parts[1]}`;
}

interface Edge {
  from: string;
  to: string;
}
const imports: Edge[] = sources.flatMap((from) =>
  specifiersOf(from).flatMap((specifier) => {
    const to = resolved(from, specifier);
    return to ? [{ from, to }] : [];
  }),
);

/** The folder graph's strongly connected components of more than one folder (Tarjan). */
function folderCycles(): string[][] {
  const next = new Map<string, Set<string>>();
  for (const { from, to } of imports) {
    const [a, b] = [folderOf(from), folderOf(to)];
    if (a === b) continue;
    next.set(a, (next.get(a) ?? new Set()).add(b));
    if (!next.has(b)) next.set(b, new Set());
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (folder: string) => {
    index.set(folder, index.size);
    low.set(folder, index.get(folder) as number);
    stack.push(folder);
    onStack.add(folder);
    for (const other of next.get(folder) ?? []) {
      if (!index.has(other)) {
        visit(other);
        low.set(folder, Math.min(low.get(folder) as number, low.get(other) as number));
      } else if (onStack.has(other)) {
        low.set(folder, Math.min(low.get(folder) as number, index.get(other) as number));
      }
    }
    if (low.get(folder) !== index.get(folder)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      component.push(member);
    } while (member !== folder);
    if (component.length > 1) components.push(component.sort());
  };
  for (const folder of [...next.keys()].sort()) if (!index.has(folder)) visit(folder);
  return components;
}

/** The shortest round trip between folders of one component, from its first folder back to it. */
function shortestCycle(component: string[]): string[] {
  const inside = new Set(component);
  const start = component[0] as string;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const folder = queue.shift() as string;
    const targets = new Set(
      imports
        .filter((edge) => folderOf(edge.from) === folder && folderOf(edge.to) !== folder)
        .map((edge) => folderOf(edge.to)),
    );
    if (targets.has(start)) {
      const path = [start];
      for (let at = folder; at !== start; at = cameFrom.get(at) as string) path.splice(1, 0, at);
      return [...path, start];
    }
    for (const to of targets) {
      if (!inside.has(to) || cameFrom.has(to)) continue;
      cameFrom.set(to, folder);
      queue.push(to);
    }
  }
  return component;
}

describe('the code’s shape', () => {
  it('reads the imports it checks (the rules below are not vacuous)', () => {
    expect(sources.length).toBeGreaterThan(100);
    expect(imports.some((edge) => folderOf(edge.from) === 'src/slack/listeners')).toBe(true);
    expect(folderOf('src/slack/app.ts')).toBe('src/slack');
    expect(folderOf('src/state/sqlite/database.ts')).toBe('src/state');
  });

  it('has no import cycle between folders (import type included)', () => {
    const cycles = folderCycles().map((component) => {
      const cycle = shortestCycle(component);
      const hops = cycle.slice(1).map((to, i) => {
        const from = cycle[i] as string;
        const files = imports.filter((edge) => folderOf(edge.from) === from && folderOf(edge.to) === to);
        return `  ${from} → ${to}: ${files[0]?.from} imports ${files[0]?.to}${files.length > 1 ? ` (and ${files.length - 1} more)` : ''}`;
      });
      return `${component.join(', ')} import each other, e.g.:\n${hops.join('\n')}`;
    });
    expect(cycles).toEqual([]);
  });

  it('keeps src/jobs/ to jobs/, state/, shared/, log/ and metrics/', () => {
    const allowed = ['src/jobs', 'src/state', 'src/shared', 'src/log', 'src/metrics'];
    const outside = imports
      .filter(({ from, to }) => from.startsWith('src/jobs/') && !allowed.includes(folderOf(to)))
      .map(({ from, to }) => `${from} → ${to}`);
    expect(imports.some(({ from }) => from.startsWith('src/jobs/'))).toBe(true);
    expect(outside).toEqual([]);
  });

  it('parses JSON in store code only through shared/parse-json.ts', () => {
    const storeCode = sources.filter(
      (file) =>
        /^src\/(state|jobs|catalogue-copy|watched-lists)\//.test(file) ||
        /store[^/]*\.ts$/.test(file.split('/').at(-1) ?? ''),
    );
    expect(storeCode).toContain('src/state/sqlite/database.ts');
    const parsing = storeCode
      .filter((file) => file !== 'src/shared/parse-json.ts')
      .filter((file) => /\bJSON\.parse\s*\(/.test(codeOf(file)));
    expect(parsing).toEqual([]);
  });

  it('names lists in files and folders only as project-lists, slack-lists or watched-lists', () => {
    const everything = ['src', 'test', 'bench', 'docs'].flatMap((dir) => walk(dir, true));
    expect(everything.length).toBeGreaterThan(sources.length);
    const named = (path: string) => path.split('/').filter(Boolean).at(-1) ?? '';
    const plain = everything.filter(
      (path) => /lists/i.test(named(path)) && !/(project|slack|watched)-lists/i.test(named(path)),
    );
    expect(plain).toEqual([]);
  });
});
