import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import type { Plugin, UserConfig } from 'vite';
import { defineConfig } from 'vitest/config';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8080}`;

/** In development the server does not serve index.html, so fill the tenant profile in here. */
const devProfile = {
  name: 'dev-profile',
  apply: 'serve' as const,
  transformIndexHtml: (html: string) => html.replaceAll('__APP_PROFILE__', process.env.PROFILE ?? 'ff'),
};

/**
 * The data files pdf.js fetches while it reads a PDF (docs/documents.md, "Viewer"): the standard
 * fonts a PDF may use without embedding them, the character maps of CJK fonts and the decoders of
 * JPEG 2000 and JBIG2 images. Copied into the build under a directory named after the pdf.js
 * version, below assets/ (cached for good), and served from node_modules in development. Nothing of
 * it is in the app's JS: the viewer passes the address to pdf.js (`__PDFJS_ASSETS__`).
 */
const PDFJS_ROOT = path.resolve('node_modules/pdfjs-dist');
const PDFJS_DATA = ['standard_fonts', 'cmaps', 'wasm'];
const pdfjsAssets = `assets/pdfjs-${JSON.parse(fs.readFileSync(path.join(PDFJS_ROOT, 'package.json'), 'utf8')).version}/`;
const pdfjsData: Plugin = {
  name: 'pdfjs-data',
  applyToEnvironment: (environment) => environment.name === 'client',
  config: () => ({ define: { __PDFJS_ASSETS__: JSON.stringify(`/${pdfjsAssets}`) } }),
  configureServer: (server) => {
    server.middlewares.use(`/${pdfjsAssets}`, (req, res, next) => {
      const file = path.join(PDFJS_ROOT, decodeURIComponent(req.url?.split('?')[0] ?? ''));
      if (!PDFJS_DATA.some((dir) => file.startsWith(path.join(PDFJS_ROOT, dir, path.sep))) || !fs.existsSync(file)) return next();
      // The JPEG 2000 decoder's fallback is a module pdf.js imports; the rest is read as bytes.
      res.setHeader('Content-Type', file.endsWith('.js') ? 'text/javascript' : file.endsWith('.wasm') ? 'application/wasm' : 'application/octet-stream');
      fs.createReadStream(file).pipe(res);
    });
  },
  generateBundle() {
    for (const dir of PDFJS_DATA)
      for (const name of fs.readdirSync(path.join(PDFJS_ROOT, dir)))
        this.emitFile({ type: 'asset', fileName: `${pdfjsAssets}${dir}/${name}`, source: fs.readFileSync(path.join(PDFJS_ROOT, dir, name)) });
  },
};

// `vite build` builds both: the browser app into dist/, and the server's render of its first screen
// (src/entry-server.tsx, docs/first-screen.md) into build/first-screen, beside the built server and
// outside what the server hands out. Every package is bundled into the latter, built for production
// as the browser's is (React's development build renders several times slower).
// Under vitest it stays out: its node tests run in the ssr environment, which must keep packages
// external and React in its test build.
const firstScreenBuild: UserConfig = process.env.VITEST
  ? {}
  : {
      builder: {},
      environments: {
        ssr: {
          resolve: { noExternal: true },
          define: { 'process.env.NODE_ENV': JSON.stringify('production') },
          build: {
            outDir: 'build/first-screen',
            emptyOutDir: true,
            copyPublicDir: false,
            // The browser's boot imports the overview's sections lazily (src/routes/firstScreen.ts); here they are all at hand.
            rolldownOptions: { input: { 'entry-server': 'src/entry-server.tsx' }, checks: { ineffectiveDynamicImport: false } },
          },
        },
      },
    };

export default defineConfig({
  plugins: [react(), devProfile, pdfjsData],
  resolve: { alias: { 'object.entries': path.resolve('src/shims/object-entries.cjs') } },
  server: {
    proxy: {
      '/api': apiTarget,
      '/authenticate': apiTarget,
      '/password': apiTarget,
    },
  },
  ...firstScreenBuild,
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 1500,
    // Everything the first screen needs in one chunk: left to itself the bundler splits off the
    // modules that lazy pages share with the shell, some fifty small files the browser must fetch
    // and link before the first render (issue #9). Lazy pages keep their own chunks.
    // A lazy chunk is asked for with a <link rel="modulepreload"> as soon as its import() is
    // reached, which starts the download at once; left to import() alone it starts only once the
    // running script is done (issue #9, src/routes/firstChunk.ts).
    modulePreload: { resolveDependencies: (file, deps) => (deps.includes(file) ? deps : [file, ...deps]) },
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }, { name: 'dossier-list', test: /src[\\/]pages[\\/]dossiers[\\/]/ }] } } },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          // The unit tests run beside the browser tests (scripts/test.mjs): a page's render with its
          // lazy parts then took 6.9 s once, past the 5 s default, without being wrong. How fast a
          // screen is, is the benchmarks' to say, not a timeout's.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/api/global-setup.ts'],
          setupFiles: ['tests/api/setup.ts'],
          // One process and one embedded database for all API files: PGlite takes seconds to open.
          pool: 'forks',
          maxWorkers: 1,
          isolate: false,
          fileParallelism: false,
          testTimeout: 20_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.spec.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          pool: 'forks',
          maxWorkers: 1,
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // The browser tests share the machine with the unit and API tests (scripts/test.mjs): a
          // screen that reads its record can outlast expect.poll's default second there.
          expect: { poll: { timeout: 5_000 } },
        },
      },
      {
        test: {
          // Whole processes: the built server on PostgreSQL clusters of their own, stopped and
          // started, nginx in front, SIGTERM under load, backup and restore (docs/deploy.md).
          name: 'ops',
          environment: 'node',
          include: ['tests/ops/**/*.test.ts'],
          globalSetup: ['tests/ops/global-setup.ts'],
          pool: 'forks',
          maxWorkers: 1,
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
