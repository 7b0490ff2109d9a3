import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { syncPermissions } from './db/permissions';

const config = loadConfig();
// Opening PGlite compiles its WebAssembly off the main thread: start it before loading the rest.
const opening = openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const [{ buildApp }, { DEMO_ACCOUNTS, DEMO_DOSSIERS, DEMO_PASSWORD, isEmpty, seedDemo }, { hasDossiers, seedDossiers }] =
  await Promise.all([import('./app'), import('./db/seed/demo'), import('./db/seed/dossiers')]);
const database = await opening;
await syncPermissions(database.db);
const seeded = config.demo && (await isEmpty(database.db));
if (seeded) await seedDemo(database.db);
// Also a demo database made before dossiers existed gets its dossiers.
if (config.demo && !(await hasDossiers(database.db))) await seedDossiers(database.db, DEMO_DOSSIERS);

const app = await buildApp(config, database.db, {
  logger: { level: process.env.LOG_LEVEL ?? 'warn' },
});
// What later releases added to the demo, also for a demo database made before they existed.
if (config.demo) {
  // The permissions a release gave the demo roles.
  const { syncDemoRoles } = await import('./db/seed/roles');
  await syncDemoRoles(database.db);
  // Demo templates and information with their PDFs.
  const { hasFileDemo, seedFileDemo } = await import('./db/seed/files');
  if (!(await hasFileDemo(database.db))) await seedFileDemo(database.db, app.storage);
  // Documents already read, for the extracted-parties screen and the KYC panel.
  const { hasExtractedParties, seedExtractedParties } = await import('./db/seed/extracted-parties');
  if (!(await hasExtractedParties(database.db))) await seedExtractedParties(database.db);
  // The requested documents of the overview's document count.
  const { seedMissingDocuments } = await import('./db/seed/documents');
  await seedMissingDocuments(database.db);
  // Real PDFs in the document lists of the first dossiers past the application (docs/documents.md).
  const { hasDocumentFiles, seedDocumentFiles } = await import('./db/seed/document-files');
  if (!(await hasDocumentFiles(database.db))) await seedDocumentFiles(database.db, app.storage);
  // Tasks for the demo staff and teams, some overdue, some done (docs/tasks.md).
  const { hasTasks, seedTasks } = await import('./db/seed/tasks');
  if (!(await hasTasks(database.db))) await seedTasks(database.db);
  // The agreements with the money providers (Beheer › Contracten, /beheer/contract-templates).
  const { hasContracts, seedContracts } = await import('./db/seed/contracts');
  if (!(await hasContracts(database.db))) await seedContracts(database.db);
  // Monthly invoices of the demo adviser's office (docs/invoices.md).
  const { hasInvoices, seedInvoices } = await import('./db/seed/invoices');
  if (!(await hasInvoices(database.db))) await seedInvoices(database.db, app.storage);
  // Conversations in the overrule desk and the voorbespreekdesk (docs/desks.md).
  const { hasDesks, seedDesks } = await import('./db/seed/desks');
  if (!(await hasDesks(database.db))) await seedDesks(database.db, app.storage);
  // Mailboxes with Dutch mail for the demo staff, their teams and the demo adviser (docs/mail.md).
  const { hasMail, seedMail } = await import('./db/seed/mail');
  if (!(await hasMail(database.db))) await seedMail(database.db, app.storage);
  // The offices' contact data, AFM numbers and money providers (docs/offices.md).
  const { hasOfficeDetails, seedOfficeDetails } = await import('./db/seed/offices');
  if (!(await hasOfficeDetails(database.db))) await seedOfficeDetails(database.db);
  // The message logs and a first evaluation of the stipulations (docs/logs.md, docs/stipulations.md).
  const { hasLogDemo, seedLogDemo } = await import('./db/seed/logs');
  if (!(await hasLogDemo(database.db))) await seedLogDemo(database.db);
  // Mortgage products and their rates with half a year of changes (docs/rates.md).
  const { hasRates, seedRates } = await import('./db/seed/rates');
  if (!(await hasRates(database.db))) await seedRates(database.db);
  // Bank guarantees and insurances of the dossiers (docs/guarantees.md, docs/insurances.md).
  const { hasCovers, seedCovers } = await import('./db/seed/covers');
  if (!(await hasCovers(database.db))) await seedCovers(database.db);
  // Notes on the first dossiers, for the Communicatie tab and the search (docs/search.md).
  const { hasNotes, seedNotes } = await import('./db/seed/notes');
  if (!(await hasNotes(database.db))) await seedNotes(database.db);
  // HDN traffic of the demo dossiers and the exchange's account (docs/hdn.md).
  const { ensureHdnAccount, hasHdnDemo, seedHdnDemo } = await import('./db/seed/hdn');
  if (await hasHdnDemo(database.db)) await ensureHdnAccount(database.db);
  else await seedHdnDemo(database.db, { db: database.db, storage: app.storage, config });
}
await app.listen({ port: config.port, host: config.host });

const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
console.log(`\nHypotheek Backoffice draait op http://${config.host}:${config.port}  (profiel ${config.profile})`);
console.log(`Database: ${where}${seeded ? ', gevuld met demodata' : ''}`);
if (app.smtp) console.log(`Inkomende mail (SMTP): ${config.smtpHost}:${app.smtp.port()}`);
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
