import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { syncPermissions } from './db/permissions';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo/demo-accounts';
import { seedDemoAfterApp, seedDemoBeforeApp } from './demo/demo-start';

/** After SIGTERM, connections still busy are cut at this point, so the process is gone within 10 s (docs/deploy.md "Stopping"). */
const CUT_CONNECTIONS_MS = 7000;
const EXIT_ANYWAY_MS = 9500;

const config = loadConfig();
// Opening PGlite compiles its WebAssembly off the main thread: start it before loading the rest.
// On PostgreSQL the migrations run under an advisory lock: processes started at once take turns.
const opening = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const { buildApp } = await import('./app');
const database = await opening;
// The demo is written by one process: the others wait for the lock and then find it there.
const seeded = await database.exclusive(async () => {
  await syncPermissions(database.db);
  return config.demo && (await seedDemoBeforeApp(database.db));
});

const app = await buildApp(config, database.db, {
  logger: { level: process.env.LOG_LEVEL ?? 'warn' },
});
database.reportTo(app.log);
// What later releases added to the demo, also for a demo database made before they existed.
if (config.demo) await database.exclusive(() => seedDemoAfterApp(database.db, app.storage, config));
await app.listen({ port: config.port, host: config.host });

const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
console.log(`\nHypotheek Backoffice draait op http://${config.host}:${config.port}  (profiel ${config.profile})`);
console.log(`Database: ${where}${seeded ? ', gevuld met demodata' : ''}`);
if (app.smtp) console.log(`Inkomende mail (SMTP): ${config.smtpHost}:${app.smtp.port()}`);
if (app.smtpNotice) console.warn(app.smtpNotice);
if (config.demo) {
  console.log(`\nDemo-accounts (wachtwoord '${DEMO_PASSWORD}'):`);
  for (const a of DEMO_ACCOUNTS) console.log(`  ${a.username.padEnd(12)} ${a.typeCode}  ${a.omschrijving}`);
}

/**
 * A graceful stop: the readiness probe says 503 and the listener takes no new connections; the
 * requests under way are answered; event streams end with a hint to reconnect (to another
 * process); the job worker hands back what it claimed; then the database closes and the process
 * exits, within 10 s whatever hangs (docs/deploy.md "Stopping").
 */
async function stop() {
  setTimeout(() => app.server.closeAllConnections(), CUT_CONNECTIONS_MS).unref();
  setTimeout(() => {
    app.log.error('stopping took too long: exiting anyway');
    process.exit(1);
  }, EXIT_ANYWAY_MS).unref();
  await app.close();
  await database.close();
  process.exit(0);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void stop());
