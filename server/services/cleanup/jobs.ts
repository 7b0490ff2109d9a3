import { count, eq, inArray, sql } from 'drizzle-orm';
import type { OpschoningCounts } from '../../../contract/cleanup';
import { rowsOf, type Db } from '../../db/client';
import {
  deskBijlagen,
  documenten,
  documentVersies,
  dossierOpschoningen,
  dossiers,
  dossierWijzigingen,
  notitieBijlagen,
  notities,
  overruleBerichten,
  overruleVerzoeken,
} from '../../db/schema';
import type { Tx } from '../dossiers/audit';
import type { FileStorage } from '../storage/storage';
import { deleteFiles } from '../storage/records';
import type { JobWorker, RunningJob } from '../jobs/worker';

export const CLEANUP_DOSSIER_JOB = 'cleanup.dossier';
export const CLEANUP_DOCUMENT_JOB = 'cleanup.document';

/** Documents or notes removed per transaction: short transactions, progress the screen can follow. */
const BATCH = 25;

const NONE: OpschoningCounts = { documenten: 0, versies: 0, notities: 0, bijlagen: 0, bestanden: 0 };
const add = (a: OpschoningCounts, b: Partial<OpschoningCounts>): OpschoningCounts =>
  Object.fromEntries(Object.entries(a).map(([key, value]) => [key, value + (b[key as keyof OpschoningCounts] ?? 0)])) as OpschoningCounts;

/**
 * Removes the rows of files and the files themselves, in the caller's transaction: the files go
 * before the commit. Should the commit fail, the rows stay and point at missing files, and the
 * retry removes them; the other order could leave files nobody knows of, which "deleted means
 * deleted" forbids.
 */
async function removeFiles(tx: Tx, storage: FileStorage, ids: readonly number[]) {
  const keys = await deleteFiles(tx, [...new Set(ids)]);
  await Promise.all(keys.map((key) => storage.remove(key)));
  return keys.length;
}

/** Documents with every version: rows and files. */
async function removeDocuments(tx: Tx, storage: FileStorage, rows: readonly { id: number; bestandId: number | null }[]) {
  const ids = rows.map((r) => r.id);
  const versions = await tx.select({ bestandId: documentVersies.bestandId }).from(documentVersies).where(inArray(documentVersies.documentId, ids));
  await tx.delete(documenten).where(inArray(documenten.id, ids));
  const fileIds = [...versions.map((v) => v.bestandId), ...rows.map((r) => r.bestandId).filter((id): id is number => id !== null)];
  return { documenten: ids.length, versies: versions.length, bestanden: await removeFiles(tx, storage, fileIds) };
}

/**
 * The attachments of the dossier's overrule desk messages (docs/cleanup.md): the request and its
 * messages go with the dossier (ON DELETE CASCADE), but their files are `bestanden` rows and
 * stored files the cascade does not reach. `limit` rows at most; none: the query answers nothing.
 */
const deskAttachmentsOf = (tx: Tx | Db, dossierId: number, limit = BATCH) =>
  tx
    .select({ id: deskBijlagen.id, bestandId: deskBijlagen.bestandId })
    .from(deskBijlagen)
    .innerJoin(overruleBerichten, eq(overruleBerichten.id, deskBijlagen.overruleBerichtId))
    .innerJoin(overruleVerzoeken, eq(overruleVerzoeken.id, overruleBerichten.verzoekId))
    .where(eq(overruleVerzoeken.dossierId, dossierId))
    .limit(limit);

/**
 * One batch of a dossier's documents, else of its notes, else of its overrule desk attachments,
 * removed with their files in one transaction that holds the dossier, so no upload adds a file to
 * it meanwhile. Answers how many were removed (0: none left).
 */
async function removeBatch(db: Db, storage: FileStorage, opschoning: { id: number; dossierId: number }) {
  return db.transaction(async (tx) => {
    const [dossier] = await tx.select({ id: dossiers.id }).from(dossiers).where(eq(dossiers.id, opschoning.dossierId)).for('update');
    if (!dossier) return 0;
    let removed: Partial<OpschoningCounts> = {};
    let items: number;
    const docs = await tx.select({ id: documenten.id, bestandId: documenten.bestandId }).from(documenten).where(eq(documenten.dossierId, dossier.id)).limit(BATCH);
    if (docs.length) {
      removed = await removeDocuments(tx, storage, docs);
      items = docs.length;
    } else {
      const notes = await tx.select({ id: notities.id }).from(notities).where(eq(notities.dossierId, dossier.id)).limit(BATCH);
      if (notes.length) {
        const ids = notes.map((n) => n.id);
        const attachments = await tx.select({ bestandId: notitieBijlagen.bestandId }).from(notitieBijlagen).where(inArray(notitieBijlagen.notitieId, ids));
        await tx.delete(notities).where(inArray(notities.id, ids));
        removed = { notities: ids.length, bijlagen: attachments.length, bestanden: await removeFiles(tx, storage, attachments.map((a) => a.bestandId)) };
        items = ids.length;
      } else {
        const attachments = await deskAttachmentsOf(tx, dossier.id);
        if (!attachments.length) return 0;
        await tx.delete(deskBijlagen).where(inArray(deskBijlagen.id, attachments.map((a) => a.id)));
        removed = { bijlagen: attachments.length, bestanden: await removeFiles(tx, storage, attachments.map((a) => a.bestandId)) };
        items = attachments.length;
      }
    }
    // Counted in the row, in the same transaction, so a retry after a crash adds to what was done.
    const [row] = await tx.select({ verwijderd: dossierOpschoningen.verwijderd }).from(dossierOpschoningen).where(eq(dossierOpschoningen.id, opschoning.id)).for('update');
    await tx.update(dossierOpschoningen).set({ verwijderd: add(row.verwijderd ?? NONE, removed) }).where(eq(dossierOpschoningen.id, opschoning.id));
    return items;
  });
}

/**
 * Keeps the dossier row for figures but without anything personal: every row that hangs off the
 * dossier goes as a delete of the dossier would take it (ON DELETE CASCADE rows removed, SET NULL
 * references cleared), found in the catalogue so a table added later is covered too.
 */
async function anonymise(tx: Tx, dossierId: number) {
  const references = rowsOf<{ tabel: string; kolom: string; actie: string }>(
    await tx.execute(sql`
      select c.conrelid::regclass::text as tabel, quote_ident(a.attname) as kolom, c.confdeltype as actie
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and c.confrelid = 'dossiers'::regclass and c.conrelid <> 'dossiers'::regclass`),
  );
  for (const { tabel, kolom, actie } of references) {
    if (actie === 'c') await tx.execute(sql`delete from ${sql.raw(tabel)} where ${sql.raw(kolom)} = ${dossierId}`);
    else if (actie === 'n') await tx.execute(sql`update ${sql.raw(tabel)} set ${sql.raw(kolom)} = null where ${sql.raw(kolom)} = ${dossierId}`);
  }
  await tx
    .update(dossiers)
    .set({ naamHypotheekGever: '', sorteerNaam: '', zoekNaam: '', zoekPostcodes: '', offerteNr: null, kenmerk: null, statusToelichting: null, updatedAt: new Date() })
    .where(eq(dossiers.id, dossierId));
}

/**
 * The last step: with no document or note left, the dossier itself goes (or is anonymised, as its
 * retention rule says) and the clean-up is recorded as done. Answers false when an upload came
 * in between and there is more to remove.
 */
async function finish(db: Db, opschoning: { id: number; dossierId: number; anonimiseren: boolean; goedgekeurdDoor: number | null }) {
  return db.transaction(async (tx) => {
    const [dossier] = await tx.select({ id: dossiers.id }).from(dossiers).where(eq(dossiers.id, opschoning.dossierId)).for('update');
    if (dossier) {
      // A desk message locks its request, not the dossier: holding the requests too makes one that
      // is being written finish first, so its files are counted below instead of left behind by
      // the cascade (which removes the attachment rows but not the files they point at).
      await tx.select({ id: overruleVerzoeken.id }).from(overruleVerzoeken).where(eq(overruleVerzoeken.dossierId, dossier.id)).for('update');
      const [{ docs }] = await tx.select({ docs: count() }).from(documenten).where(eq(documenten.dossierId, dossier.id));
      const [{ notes }] = await tx.select({ notes: count() }).from(notities).where(eq(notities.dossierId, dossier.id));
      if (docs + notes > 0 || (await deskAttachmentsOf(tx, dossier.id, 1)).length) return false;
      if (opschoning.anonimiseren) {
        await anonymise(tx, dossier.id);
        await tx.insert(dossierWijzigingen).values({ dossierId: dossier.id, gebruikerId: opschoning.goedgekeurdDoor, veld: 'opschoning', oudeWaarde: 'GEPLAND', nieuweWaarde: 'UITGEVOERD' });
      } else await tx.delete(dossiers).where(eq(dossiers.id, dossier.id));
    }
    await tx
      .update(dossierOpschoningen)
      .set({ status: 'UITGEVOERD', uitgevoerdOp: new Date(), version: sql`${dossierOpschoningen.version} + 1`, updatedAt: new Date() })
      .where(eq(dossierOpschoningen.id, opschoning.id));
    return true;
  });
}

/** The job of one approved dossier's clean-up: documents, notes, overrule desk attachments, their files, then the dossier. */
async function cleanDossier(db: Db, storage: FileStorage, job: RunningJob<{ opschoningId: number }>) {
  const [opschoning] = await db.select().from(dossierOpschoningen).where(eq(dossierOpschoningen.id, job.payload.opschoningId));
  // Done already: the process died between finishing and recording the job as done.
  if (!opschoning || opschoning.status !== 'GEPLAND') return { overgeslagen: true };
  const [{ docs }] = await db.select({ docs: count() }).from(documenten).where(eq(documenten.dossierId, opschoning.dossierId));
  const [{ notes }] = await db.select({ notes: count() }).from(notities).where(eq(notities.dossierId, opschoning.dossierId));
  const [{ deskFiles }] = await db
    .select({ deskFiles: count() })
    .from(deskBijlagen)
    .innerJoin(overruleBerichten, eq(overruleBerichten.id, deskBijlagen.overruleBerichtId))
    .innerJoin(overruleVerzoeken, eq(overruleVerzoeken.id, overruleBerichten.verzoekId))
    .where(eq(overruleVerzoeken.dossierId, opschoning.dossierId));
  const total = docs + notes + deskFiles + 1;
  let done = 0;
  await job.progress(done, total);
  for (;;) {
    job.signal.throwIfAborted();
    const removed = await removeBatch(db, storage, opschoning);
    if (removed === 0 && (await finish(db, opschoning))) break;
    done = Math.min(done + removed, total - 1);
    await job.progress(done);
  }
  await job.progress(total);
  const [after] = await db.select({ verwijderd: dossierOpschoningen.verwijderd }).from(dossierOpschoningen).where(eq(dossierOpschoningen.id, opschoning.id));
  return after.verwijderd ?? NONE;
}

/** The job of DELETE /documenten/{id}/cleanup: one document, every version, written to the dossier's audit trail. */
async function cleanDocument(db: Db, storage: FileStorage, job: RunningJob<{ documentId: number; door: number | null }>) {
  await job.progress(0, 1);
  const result = await db.transaction(async (tx) => {
    // Document before dossier, the order every document write locks them in.
    const [document] = await tx.select().from(documenten).where(eq(documenten.id, job.payload.documentId)).for('update');
    if (!document) return { ...NONE };
    await tx.select({ id: dossiers.id }).from(dossiers).where(eq(dossiers.id, document.dossierId)).for('update');
    const removed = await removeDocuments(tx, storage, [document]);
    await tx.insert(dossierWijzigingen).values({
      dossierId: document.dossierId,
      gebruikerId: job.payload.door,
      veld: `documenten[${document.id}].opschoning`,
      oudeWaarde: document.naam,
      nieuweWaarde: 'VERWIJDERD',
    });
    return add(NONE, removed);
  });
  await job.progress(1);
  return result;
}

/** Registers the clean-up's jobs with the worker of the process. */
export function registerCleanupJobs(worker: JobWorker, db: Db, storage: FileStorage) {
  worker.register(CLEANUP_DOSSIER_JOB, (job) => cleanDossier(db, storage, job));
  worker.register(CLEANUP_DOCUMENT_JOB, (job) => cleanDocument(db, storage, job));
}
