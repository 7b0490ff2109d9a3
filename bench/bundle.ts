import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Initial JS: index.html's entry chunk and the chunks it imports statically (modulepreload). */
export function benchBundle(distDir = 'dist') {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const files = new Set<string>();
  for (const match of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) files.add(match[1]);
  for (const match of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g)) files.add(match[1]);
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = fs.readFileSync(path.join(distDir, file));
    raw += bytes.length;
    gzip += zlib.gzipSync(bytes, { level: 9 }).length;
  }
  const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
  console.log('Initial JS of the built app (entry chunk + static imports)   target ≤ 250 kB gzip');
  console.log(`  ${files.size} files, raw ${kb(raw)}, gzip ${kb(gzip)} ${gzip <= 250 * 1024 ? 'OK' : 'OVER TARGET'}`);
}
