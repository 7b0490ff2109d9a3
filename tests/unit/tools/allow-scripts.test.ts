import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../..');
const INSTALL_SCRIPTS = ['preinstall', 'install', 'postinstall'];

/** Every installed package (node_modules, nested ones too) that has an install script of its own or a binding.gyp. */
function packagesWithInstallScripts(dir: string, found = new Set<string>()) {
  if (!existsSync(dir)) return found;
  for (const entry of readdirSync(dir)) {
    if (entry.startsWith('.')) continue;
    const scoped = entry.startsWith('@');
    for (const name of scoped ? readdirSync(join(dir, entry)).map((inner) => `${entry}/${inner}`) : [entry]) {
      const file = join(dir, name, 'package.json');
      if (!existsSync(file)) continue;
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; scripts?: Record<string, string> };
      const scripts = Object.keys(pkg.scripts ?? {});
      if (scripts.some((s) => INSTALL_SCRIPTS.includes(s)) || existsSync(join(dir, name, 'binding.gyp'))) found.add(pkg.name ?? name);
      packagesWithInstallScripts(join(dir, name, 'node_modules'), found);
    }
  }
  return found;
}

describe('allowScripts in package.json', () => {
  it('names every installed package with an install script, so an npm that blocks unlisted ones still installs the project', () => {
    const { allowScripts = {} } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { allowScripts?: Record<string, boolean> };
    const listed = new Set(Object.keys(allowScripts).map((key) => key.replace(/(?<=.)@[^@]*$/, '')));
    expect([...packagesWithInstallScripts(join(root, 'node_modules'))].filter((name) => !listed.has(name)).sort()).toEqual([]);
  });
});
