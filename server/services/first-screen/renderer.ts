import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { FirstScreenRenderer } from '../../../contract/first-screen';

const ENTRY = 'entry-server.js';

/**
 * The app's server render (build/first-screen, built by `vite build` from src/entry-server.tsx),
 * imported on the first document request that may use it rather than at the start: it brings React,
 * MUI and react-admin along (some 2 MB), which the start and an API-only process need not read.
 * Null when there is no build: every page then starts in the browser, as before.
 */
export function firstScreenRenderer(dir: string | undefined, log: FastifyBaseLogger) {
  let loading: Promise<FirstScreenRenderer | null> | undefined;
  return () =>
    (loading ??= (async () => {
      const entry = dir && path.join(dir, ENTRY);
      if (!entry || !fs.existsSync(entry)) {
        log.warn(`no server render of the first screen in ${dir}: every page starts in the browser (run npm run build)`);
        return null;
      }
      const module = (await import(pathToFileURL(entry).href)) as { default: () => Promise<FirstScreenRenderer> };
      return module.default();
    })().catch((error: unknown) => {
      log.error({ err: error }, 'the server render of the first screen did not load: every page starts in the browser');
      return null;
    }));
}
