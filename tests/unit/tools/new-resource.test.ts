import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error a plain .mjs script without type declarations
import { newResource } from '../../../scripts/new-resource.mjs';

/**
 * A copy of the contract and the server, where the script may write, with what a type-check of
 * them needs: the server's code must take a permission that only an entity declares (the demo
 * roles, the holders of a permission), not only the listed ones.
 */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'new-resource-'));
for (const dir of ['contract', 'server']) fs.cpSync(dir, path.join(root, dir), { recursive: true, filter: (from) => !from.includes('migrations') });
fs.copyFileSync('tsconfig.base.json', path.join(root, 'tsconfig.base.json'));
fs.symlinkSync(path.resolve('node_modules'), path.join(root, 'node_modules'));
fs.writeFileSync(path.join(root, 'tsconfig.json'), JSON.stringify({ extends: './tsconfig.base.json', compilerOptions: { lib: ['ES2023'], types: ['node'] }, include: ['contract', 'server'] }));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('npm run new:resource', () => {
  it('writes a declaration and its registry line that type-check with the server, with a permission of its own', { timeout: 300_000 }, () => {
    expect(newResource(root, 'notariskantoren')).toBe(path.join('contract', 'beheer', 'notariskantoren.ts'));
    const declaration = fs.readFileSync(path.join(root, 'contract', 'beheer', 'notariskantoren.ts'), 'utf8');
    expect(declaration).toContain("route: '/beheer/notariskantoren'");
    expect(declaration).toContain("access: { read: 'signedIn', write: ['BEHEER_NOTARISKANTOREN'] }");
    expect(declaration).toContain("permissionDescriptions: { BEHEER_NOTARISKANTOREN: 'Beheer: notariskantoren' }");
    const registry = fs.readFileSync(path.join(root, 'contract', 'registry.ts'), 'utf8');
    expect(registry).toContain("import { notariskantorenEntity } from './beheer/notariskantoren';");
    expect(registry).toMatch(/ {2}notariskantorenEntity,\n\] as const;/);
    // Throws with tsc's messages when the copy does not type-check.
    execFileSync(process.execPath, [path.resolve('node_modules/typescript/bin/tsc'), '-p', path.join(root, 'tsconfig.json')], { encoding: 'utf8' });
  });

  it('refuses a name that is taken or not written as the routes are', () => {
    expect(() => newResource(root, 'diensten')).toThrow(/exists already/);
    expect(() => newResource(root, 'Notaris Kantoren')).toThrow(/lower case/);
    expect(() => newResource(root, undefined)).toThrow(/lower case/);
  });
});
