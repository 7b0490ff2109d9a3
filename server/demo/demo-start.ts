import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { FileStorage } from '../services/storage/storage';
import { rowsOf, type Db } from '../db/client';
import {
  backofficeTemplates,
  berichtenlog,
  contracten,
  documenten,
  dossierDocumenten,
  dossiers,
  extractedParties,
  facturen,
  gebruikers,
  hdnBerichten,
  hypotheekproducten,
  leningTransacties,
  kantoorGeldverstrekkers,
  mails,
  notities,
  taken,
  verzekeringen,
  voorbespreekGesprekken,
} from '../db/schema';
import { DEMO_DOSSIERS } from './demo-accounts';

type Part =
  | 'organisation'
  | 'dossiers'
  | 'fileDemo'
  | 'extractedParties'
  | 'documents'
  | 'documentFiles'
  | 'tasks'
  | 'contracts'
  | 'invoices'
  | 'desks'
  | 'mail'
  | 'offices'
  | 'logs'
  | 'rates'
  | 'covers'
  | 'notes'
  | 'hdn'
  | 'transactions';

/** Which parts of the demo the database holds, in one query. */
async function demoParts(db: Db): Promise<Record<Part, boolean>> {
  const [row] = rowsOf<Record<Part, boolean>>(
    await db.execute(sql`select
      exists (select 1 from ${gebruikers}) as "organisation",
      exists (select 1 from ${dossiers}) as "dossiers",
      exists (select 1 from ${backofficeTemplates}) as "fileDemo",
      exists (select 1 from ${extractedParties}) as "extractedParties",
      exists (select 1 from ${dossierDocumenten}) as "documents",
      exists (select 1 from ${documenten}) as "documentFiles",
      exists (select 1 from ${taken}) as "tasks",
      exists (select 1 from ${contracten}) as "contracts",
      exists (select 1 from ${facturen}) as "invoices",
      exists (select 1 from ${voorbespreekGesprekken}) as "desks",
      exists (select 1 from ${mails}) as "mail",
      exists (select 1 from ${kantoorGeldverstrekkers}) as "offices",
      exists (select 1 from ${berichtenlog}) as "logs",
      exists (select 1 from ${hypotheekproducten}) as "rates",
      exists (select 1 from ${verzekeringen}) as "covers",
      exists (select 1 from ${notities}) as "notes",
      exists (select 1 from ${hdnBerichten}) as "hdn",
      exists (select 1 from ${leningTransacties}) as "transactions"`),
  );
  return row;
}

/**
 * Fills what a demo database lacks, part by part, in the order each builds on the last. The
 * parts that came later (templates, documents, tasks, invoices…) also reach a demo database
 * made before them. Each part's seed module (with faker, pdf-lib or MuPDF) is loaded only when
 * that part is missing, so a start on a filled database loads none of them.
 */
async function fill(db: Db, steps: [Part, () => Promise<unknown>][]) {
  let parts = await demoParts(db);
  for (const [part, seed] of steps) {
    if (parts[part]) continue;
    await seed();
    parts = await demoParts(db);
  }
}

/** The demo organisation and its dossiers, before the server is built; true when the database was empty. */
export async function seedDemoBeforeApp(db: Db) {
  const empty = !(await demoParts(db)).organisation;
  await fill(db, [
    ['organisation', async () => (await import('./demo')).seedDemo(db)],
    ['dossiers', async () => (await import('./dossiers')).seedDossiers(db, DEMO_DOSSIERS)],
  ]);
  return empty;
}

/** The rest of the demo, which stores files; and the permissions a release gave the demo roles. */
export async function seedDemoAfterApp(db: Db, storage: FileStorage, config: Config) {
  await (await import('./roles')).syncDemoRoles(db);
  await fill(db, [
    // Demo templates and information with their PDFs.
    ['fileDemo', async () => (await import('./files')).seedFileDemo(db, storage)],
    // Documents already read, for the extracted-parties screen and the KYC panel.
    ['extractedParties', async () => (await import('./extracted-parties')).seedExtractedParties(db)],
    // The requested documents of the overview's document count.
    ['documents', async () => (await import('./documents')).seedMissingDocuments(db)],
    // Real PDFs in the document lists of the first dossiers past the application (docs/documents.md).
    ['documentFiles', async () => (await import('./document-files')).seedDocumentFiles(db, storage)],
    // Tasks for the demo staff and teams, some overdue, some done (docs/tasks.md).
    ['tasks', async () => (await import('./tasks')).seedTasks(db)],
    // The agreements with the money providers (Beheer › Contracten, /beheer/contract-templates).
    ['contracts', async () => (await import('./contracts')).seedContracts(db)],
    // Monthly invoices of the demo adviser's office (docs/invoices.md).
    ['invoices', async () => (await import('./invoices')).seedInvoices(db, storage)],
    // Conversations in the overrule desk and the voorbespreekdesk (docs/desks.md).
    ['desks', async () => (await import('./desks')).seedDesks(db, storage)],
    // Mailboxes with Dutch mail for the demo staff, their teams and the demo adviser (docs/mail.md).
    ['mail', async () => (await import('./mail')).seedMail(db, storage)],
    // The offices' contact data, AFM numbers and money providers (docs/offices.md).
    ['offices', async () => (await import('./offices')).seedOfficeDetails(db)],
    // The message logs and a first evaluation of the stipulations (docs/logs.md, docs/stipulations.md).
    ['logs', async () => (await import('./logs')).seedLogDemo(db)],
    // Mortgage products and their rates with half a year of changes (docs/rates.md).
    ['rates', async () => (await import('./rates')).seedRates(db)],
    // Bank guarantees and insurances of the dossiers (docs/guarantees.md, docs/insurances.md).
    ['covers', async () => (await import('./covers')).seedCovers(db)],
    // Notes on the first dossiers, for the Communicatie tab and the search (docs/search.md).
    ['notes', async () => (await import('./notes')).seedNotes(db)],
    // HDN traffic of the demo dossiers and the exchange's account (docs/hdn.md).
    ['hdn', async () => (await import('./hdn')).seedHdnDemo(db, { db, storage, config })],
    // The ledgers of the BTL loans in servicing (docs/transactions.md).
    ['transactions', async () => (await import('./transactions')).seedTransactions(db)],
  ]);
}
