import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { syncPermissions } from './db/permissions';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo/demo-accounts';
import { seedDemoAfterApp, seedDemoBeforeApp } from './demo/demo-start';

const config = loadConfig();
// Opening PGlite compiles its WebAssembly off the main thread: start it before loading the rest.
const opening = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const { buildApp } = await import('./app');
const database = await opening;
await syncPermissions(database.db);
const seeded = config.demo && (await seedDemoBeforeApp(database.db));

const app = await buildApp(config, database.db, {
  logger: { level: process.env.LOG_LEVEL ?? 'warn' },
});
// What later releases added to the demo, also for a demo database made before they existed.
if (config.demo) await seedDemoAfterApp(database.db, app.storage, config);
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

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await app.close();
    await database.close();
    process.exit(0);
  });
}
