import Fastify from 'fastify';
import pg from 'pg';
import { drizzle } from 'drizzle-orm/node-postgres';
import { dossierSearchSchema } from '../contract/dossier-search';
import type { Db } from '../server/db/client';
import * as schema from '../server/db/schema';
import { loadSessionUser } from '../server/services/auth/session-user';
import { loadSigningKey, verifyToken } from '../server/services/auth/tokens';
import { loadDossier } from '../server/services/dossiers/detail';
import { listDossiers } from '../server/services/dossiers/list';
import { loadCalendar } from '../server/services/workload/calendar';
import { workloadCounters } from '../server/services/workload/counters';
import { LIST_PATH, LIST_QUERY, COUNTERS_PATH, detailPath } from './load-mix';

interface Statement {
  text: string;
  values: unknown[];
  /** Set where the app prepares the statement under this name (server/db/prepared.ts). */
  name?: string;
}

/**
 * The anchor of the load mix (bench/load.ts): a bare Fastify server that answers the mix's three
 * calls by running the very statements the app runs for them, session check included, prepared
 * where the app prepares them, and JSON.stringify over the rows; no hooks, no validation, no
 * mapping. The statements are recorded from the app's own services as they reach node-postgres,
 * so they follow any change of the SQL.
 * Run as a child process: `DATABASE_URL=… TOKEN=… IDS=1,2,… PORT=… node --import tsx bench/load-anchor.ts`.
 */
const env = (name: string) => process.env[name] ?? (() => { throw new Error(`${name} is not set`); })();
const pool = new pg.Pool({ connectionString: env('DATABASE_URL'), max: 10 });

let recording: Statement[] = [];
// What the app sends, as node-postgres receives it: text, values and the name of a prepared statement.
const recorder = {
  query: (config: { text: string; name?: string }, values: unknown[]) => {
    recording.push({ text: config.text, values, name: config.name });
    return pool.query(config, values);
  },
};
const db = drizzle(recorder as unknown as pg.Pool, { schema, casing: 'snake_case' }) as unknown as Db;
const record = async (call: () => Promise<unknown>) => {
  recording = [];
  await call();
  return recording;
};

const sessionId = (await verifyToken(await loadSigningKey(db), env('TOKEN')))!;
const user = (await loadSessionUser(db, sessionId))!;
const calendar = await loadCalendar(db);
const session = await record(() => loadSessionUser(db, sessionId));
const routes = new Map<string, Statement[]>([
  [LIST_PATH, await record(() => listDossiers(db, 'dossiers', dossierSearchSchema.parse(LIST_QUERY), user, calendar))],
  [COUNTERS_PATH, await record(() => workloadCounters(db, user, calendar))],
]);
for (const id of env('IDS').split(',').map(Number)) routes.set(detailPath(id), await record(() => loadDossier(db, user, id, calendar)));

const app = Fastify();
app.get('/*', async (request, reply) => {
  const statements = routes.get(request.url);
  if (!statements) return reply.status(404).send();
  await pool.query(session[0]);
  const answers = [];
  for (const statement of statements) answers.push((await pool.query(statement)).rows);
  return reply.type('application/json').send(JSON.stringify(answers));
});
await app.listen({ port: Number(env('PORT')), host: '127.0.0.1' });
console.log('ready');

process.once('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
