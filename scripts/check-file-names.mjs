// Fails when two tracked paths differ only in letter case: on macOS and Windows an import of one
// can resolve to the other. Run by `npm run lint`.
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/** Groups of paths that are equal ignoring case. */
export function casePairs(paths) {
  const byLower = new Map();
  for (const p of paths) byLower.set(p.toLowerCase(), [...(byLower.get(p.toLowerCase()) ?? []), p]);
  return [...byLower.values()].filter((group) => group.length > 1);
}

/** Every tracked path without its extension, so `Quick.tsx` and `quick.ts` also clash. */
const stems = (files) => [...new Set(files.map((f) => f.replace(/\.(tsx?|m?js)$/, '')))];

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' }).split('\n').filter(Boolean);
  const pairs = casePairs(stems(files));
  if (pairs.length) {
    console.error(`Paths that differ only in case:\n${pairs.map((g) => `  ${g.join('  ~  ')}`).join('\n')}`);
    process.exit(1);
  }
}
