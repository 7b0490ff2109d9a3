import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8080}`;

/** In development the server does not serve index.html, so fill the tenant profile in here. */
const devProfile = {
  name: 'dev-profile',
  apply: 'serve' as const,
  transformIndexHtml: (html: string) => html.replaceAll('__APP_PROFILE__', process.env.PROFILE ?? 'ff'),
};

export default defineConfig({
  plugins: [react(), devProfile],
  server: {
    proxy: {
      '/api': apiTarget,
      '/authenticate': apiTarget,
      '/password': apiTarget,
    },
  },
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
    ],
  },
});
