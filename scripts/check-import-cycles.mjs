// Fails when modules import each other in a circle, directly or through others (docs/architecture.md).
// A circle ties its files into one unit that cannot be understood, tested or loaded apart, and an
// evaluation order that depends on who imports first. Type-only and lazy `import()` edges count
// too: a type circle is the same knot for a reader, and a lazy one the same for the bundler's
// chunks. eslint's import/no-cycle skips both, hence this check. Run by `npm run lint`.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const SOURCE = /\.(tsx?|m?js)$/;
const CANDIDATES = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];

/** The project file a relative specifier names, or undefined for a package or a missing file. */
function resolve(from, specifier, exists) {
  if (!specifier.startsWith('.')) return undefined;
  const base = normalize(join(dirname(from), specifier.replace(/\.js$/, '')));
  return CANDIDATES.map((ending) => base + ending).find((path) => SOURCE.test(path) && exists(path));
}

/** Every file's project imports: static, type-only, re-exports and lazy `import()` alike. */
export function importGraph(files, read, exists) {
  const graph = new Map();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(read(file), true, true);
    const targets = importedFiles.map((imported) => resolve(file, imported.fileName, exists)).filter(Boolean);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The strongly connected groups of more than one file (Tarjan), each sorted, largest first. */
export function findCycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  let next = 0;
  const visit = (start) => {
    // Iterative, so a long import chain cannot overflow the call stack.
    const work = [[start, 0]];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1];
      const [node, edge] = frame;
      const targets = graph.get(node) ?? [];
      if (edge < targets.length) {
        frame[1]++;
        const target = targets[edge];
        if (!index.has(target)) {
          index.set(target, next);
          low.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push([target, 0]);
        } else if (onStack.has(target)) low.set(node, Math.min(low.get(node), index.get(target)));
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const group = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          group.push(member);
        } while (member !== node);
        if (group.length > 1 || (graph.get(node) ?? []).includes(node)) groups.push(group.sort());
      }
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return groups.sort((a, b) => b.length - a.length || a[0].localeCompare(b[0]));
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'src', 'server', 'contract', 'tests', 'bench', 'scripts'], { encoding: 'utf8' })
    .split('\n')
    .filter((file) => SOURCE.test(file) && existsSync(file) && !file.startsWith('server/db/migrations/'));
  const known = new Set(files);
  const cycles = findCycles(importGraph(files, (file) => readFileSync(file, 'utf8'), (file) => known.has(file)));
  if (cycles.length) {
    console.error(`Modules that import each other in a circle (break it: move the shared part into a file both import):\n${cycles.map((group) => `  ${group.join('  <->  ')}`).join('\n')}`);
    process.exit(1);
  }
}
