import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { SERVER_BUILD_OPTIONS } from '../../../scripts/build-server.mjs';

/**
 * Packages a start must not load (docs/performance.md "Start"): each costs tens to hundreds of
 * milliseconds of a start that has to answer within 2 s, and is needed only by the first PDF,
 * received mail, upload, sign-in or demo fill.
 */
const FIRST_USE_ONLY = ['pdf-lib', 'mupdf', 'mailparser', 'smtp-server', 'file-type', 'nodemailer', 'archiver', 'sanitize-html', 'otplib', 'qrcode', 'argon2', '@faker-js/faker', '@aws-sdk/client-s3', 'prom-client'];

/**
 * The packages a start loads: what the server's entry imports statically, directly or through its
 * chunks, and the same of the app it imports while PGlite opens (server/main.ts).
 */
async function packagesAtStart() {
  const result = await build({ ...SERVER_BUILD_OPTIONS, outdir: 'build/start-imports', write: false, metafile: true, logLevel: 'silent' });
  const outputs = result.metafile.outputs;
  const loadedAtStart = Object.keys(outputs).filter((file) => ['server/main.ts', 'server/app.ts'].includes(outputs[file].entryPoint ?? ''));
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of outputs[file].imports) {
      if (imported.kind !== 'import-statement') continue;
      if (imported.external) packages.add(imported.path.startsWith('@') ? imported.path.split('/').slice(0, 2).join('/') : imported.path.split('/')[0]);
      else visit(imported.path);
    }
  };
  loadedAtStart.forEach(visit);
  expect(loadedAtStart).toHaveLength(2);
  return packages;
}

describe('the server start', () => {
  it('loads the heavy engines on first use, not with its code', async () => {
    const packages = await packagesAtStart();
    expect(packages.has('fastify')).toBe(true);
    expect(FIRST_USE_ONLY.filter((name) => packages.has(name))).toEqual([]);
  }, 30_000);
});
