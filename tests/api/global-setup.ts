import type { TestProject } from 'vitest/node';
import pg from 'pg';

/**
 * With TEST_DATABASE_URL (a PostgreSQL server), the API tests run in a database of their own,
 * created here and dropped afterwards; without it they use embedded PGlite in memory.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return;
  const name = `hyp_test_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  project.provide('databaseUrl', url.toString());
  return async () => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl?: string;
  }
}
