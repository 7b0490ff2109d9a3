import { and, eq, inArray, ne, notExists } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { openDatabase } from '../../../server/db/client';
import { bestanden, documenten, documentVersies, dossierDocumenten } from '../../../server/db/schema';
import { seedDemo } from '../../../server/demo/demo';
import { awaitUnansweredRequests, seedDocumentFiles } from '../../../server/demo/document-files';
import { seedDossiers } from '../../../server/demo/dossiers';
import { inspectPdf } from '../../../server/services/pdf/page-tools';
import { TEST_DOSSIERS, testConfig } from '../helpers';

/**
 * The demo's documents with real PDFs (server/demo/document-files.ts), on a database of their
 * own: the seed's repairs work on the whole database, and the shared test server holds other files'
 * hand-made requests.
 */
const database = await openDatabase({});
await seedDemo(database.db, { offices: 4, advisers: 8 });
await seedDossiers(database.db, TEST_DOSSIERS);
const app = await buildApp(testConfig(), database.db, { logger: false });
afterAll(async () => {
  await app.close();
  await database.close();
});
const { db } = database;

describe('demo document files', () => {
  it('puts real, multi-page and scanned-looking PDFs in every phase list, each file its own', async () => {
    const before = new Set((await db.select({ id: documenten.id }).from(documenten)).map((r) => r.id));
    await seedDocumentFiles(db, app.storage);
    const made = (await db.select().from(documenten)).filter((d) => !before.has(d.id));
    expect(new Set(made.map((d) => d.lijst))).toEqual(new Set(['RENTEAANBOD', 'HYPOTHEEKAANBOD', 'PASSEREN']));
    const fileIds = made.map((d) => d.bestandId!);
    expect(new Set(fileIds).size).toBe(made.length);
    const versions = await db.select().from(documentVersies).where(inArray(documentVersies.documentId, made.map((d) => d.id)));
    expect(versions.map((v) => v.bestandId).sort()).toEqual([...fileIds].sort());
    const files = await db.select().from(bestanden).where(inArray(bestanden.id, fileIds));
    const pages: number[] = [];
    let scans = 0;
    for (const file of files.slice(0, 30)) {
      const bytes = await app.storage.read(file.sleutel);
      pages.push((await inspectPdf(bytes)).pageCount);
      if (bytes.includes('/DCTDecode')) scans++;
    }
    expect(Math.max(...pages)).toBeGreaterThan(1);
    expect(scans).toBeGreaterThan(0);
    expect(scans).toBeLessThan(pages.length);
    const [approved] = made.filter((d) => d.status === 'G');
    expect(approved.spGeverifieerdOp).not.toBeNull();
    const [declined] = await db.select().from(documenten).where(eq(documenten.status, 'R'));
    expect(declined).toBeDefined();
  });

  it('shows no request as received or judged that no document answers', async () => {
    await awaitUnansweredRequests(db);
    const unanswered = await db
      .select({ id: dossierDocumenten.id, status: dossierDocumenten.status, ontvangenOp: dossierDocumenten.ontvangenOp })
      .from(dossierDocumenten)
      .where(notExists(db.select().from(documenten).where(and(eq(documenten.dossierDocumentId, dossierDocumenten.id), eq(documenten.gearchiveerd, false)))));
    expect(unanswered.length).toBeGreaterThan(0);
    expect(unanswered.filter((r) => r.status !== 'O' || r.ontvangenOp !== null)).toEqual([]);
    // The dossiers with files still show every verdict.
    const judged = await db.select({ status: dossierDocumenten.status }).from(dossierDocumenten).where(ne(dossierDocumenten.status, 'O'));
    expect(new Set(judged.map((r) => r.status))).toEqual(new Set(['G', 'R', 'Y']));
  });
});
