import fs from 'node:fs';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../../scripts/build-server.mjs';
import { postgresBin, startCluster } from './support/postgres';
import { startServer, tempDir } from './support/server';

/**
 * The process-level tests (docs/deploy.md) run the built server, as `npm start` does, against
 * PostgreSQL clusters of their own. Once for all: build the server, and fill one cluster with the
 * demo through a real first start; each test file starts a copy of that cluster (and of its
 * DATA_DIR with the demo's files) on a port of its own, in a second instead of seeding again.
 */
export default async function setup(project: TestProject) {
  await buildServer();
  if (!postgresBin()) return;
  const cluster = await startCluster();
  const dataDir = tempDir();
  const server = await startServer({ DATABASE_URL: cluster.url, DATA_DIR: dataDir, DEMO: 'true' }, { waitMs: 300_000 });
  await server.stop();
  cluster.stop();
  project.provide('demoCluster', cluster.dir);
  project.provide('demoDataDir', dataDir);
  return () => {
    cluster.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The data directory of a stopped PostgreSQL cluster holding the demo (absent without PostgreSQL). */
    demoCluster?: string;
    /** The DATA_DIR of that demo: its stored files. */
    demoDataDir?: string;
  }
}
