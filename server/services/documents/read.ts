import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DocumentDto } from '../../../contract/documents';
import { personName } from '../../../contract/names';
import type { Db } from '../../db/client';
import { bestanden, documenten, documentRedenen, documentVersies, dossierDocumenten, gebruikers, referentieWaarden, rsRedenen } from '../../db/schema';
import { notFound } from '../../errors';
import { readDossier } from '../dossier-detail/access';
import type { Tx } from '../dossiers/audit';
import type { SessionUser } from '../permissions/access';

export type DocumentRow = typeof documenten.$inferSelect;
type Reader = Db | Tx;

/** Names of users by id, for the "who" of a review or a version. */
export async function actorNames(db: Reader, ids: readonly (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map<number, { id: number; naam: string }>();
  const rows = await db
    .select({ id: gebruikers.id, voorLetters: gebruikers.voorLetters, tussenVoegsels: gebruikers.tussenVoegsels, achterNaam: gebruikers.achterNaam })
    .from(gebruikers)
    .where(inArray(gebruikers.id, wanted));
  return new Map(rows.map((r) => [r.id, { id: r.id, naam: personName(r) }]));
}

const fileInfo = (file: typeof bestanden.$inferSelect) => ({ key: file.sleutel, naam: file.naam, mimeType: file.mimeType, grootte: file.grootte });

/** Turns document rows into the answer of every document list: file, version, reasons, reviewers, kind texts. */
export async function describeDocuments(db: Reader, rows: readonly DocumentRow[]): Promise<DocumentDto[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const fileIds = rows.flatMap((r) => (r.bestandId ? [r.bestandId] : []));
  const requestIds = rows.flatMap((r) => (r.dossierDocumentId ? [r.dossierDocumentId] : []));
  const [files, versions, reasons, kinds, requests, names] = await Promise.all([
    fileIds.length ? db.select().from(bestanden).where(inArray(bestanden.id, fileIds)) : [],
    db
      .select({ documentId: documentVersies.documentId, bestandId: documentVersies.bestandId, versie: documentVersies.versie, bewerking: documentVersies.bewerking })
      .from(documentVersies)
      .where(inArray(documentVersies.documentId, ids)),
    db
      .select({ documentId: documentRedenen.documentId, id: rsRedenen.id, code: rsRedenen.code, omschrijving: rsRedenen.omschrijving })
      .from(documentRedenen)
      .innerJoin(rsRedenen, eq(rsRedenen.id, documentRedenen.redenId))
      .where(inArray(documentRedenen.documentId, ids))
      .orderBy(asc(rsRedenen.volgorde)),
    db.select({ code: referentieWaarden.code, omschrijving: referentieWaarden.omschrijving }).from(referentieWaarden).where(eq(referentieWaarden.lijst, 'checksoortdocumenten')),
    requestIds.length ? db.select({ id: dossierDocumenten.id, dossierChange: dossierDocumenten.dossierChange }).from(dossierDocumenten).where(inArray(dossierDocumenten.id, requestIds)) : [],
    actorNames(
      db,
      rows.flatMap((r) => [r.spGeverifieerdDoor, r.nhlGeverifieerdDoor, r.beoordeeldDoor]),
    ),
  ]);
  const fileById = new Map(files.map((f) => [f.id, f]));
  const versionByFile = new Map(versions.map((v) => [v.bestandId, v.versie]));
  const blurred = new Set(versions.filter((v) => v.bewerking === 'BLUR').map((v) => v.documentId));
  const kindText = new Map(kinds.map((k) => [k.code, k.omschrijving]));
  const changeRequest = new Map(requests.map((r) => [r.id, r.dossierChange]));
  const actor = (id: number | null) => (id === null ? null : (names.get(id) ?? null));
  return rows.map((r) => {
    const file = r.bestandId ? fileById.get(r.bestandId) : undefined;
    return {
      id: r.id,
      dossierId: r.dossierId,
      lijst: r.lijst as DocumentDto['lijst'],
      naam: r.naam,
      soort: r.soort,
      soortOmschrijving: r.soort ? (kindText.get(r.soort) ?? null) : null,
      documentType: r.documentType,
      dossierDocumentId: r.dossierDocumentId,
      dossierChange: r.dossierDocumentId ? (changeRequest.get(r.dossierDocumentId) ?? false) : false,
      status: r.status,
      bestand: file ? fileInfo(file) : null,
      versie: r.bestandId ? (versionByFile.get(r.bestandId) ?? null) : null,
      spGeverifieerdOp: r.spGeverifieerdOp ?? null,
      spGeverifieerdDoor: actor(r.spGeverifieerdDoor),
      nhlGeverifieerdOp: r.nhlGeverifieerdOp ?? null,
      nhlGeverifieerdDoor: actor(r.nhlGeverifieerdDoor),
      beoordeeldOp: r.beoordeeldOp ?? null,
      beoordeeldDoor: actor(r.beoordeeldDoor),
      toelichting: r.toelichting,
      redenen: reasons.filter((x) => x.documentId === r.id).map(({ id, code, omschrijving }) => ({ id, code, omschrijving })),
      doorgezetOp: r.doorgezetOp ?? null,
      ontvangenOp: r.ontvangenOp ?? null,
      vervalDatum: r.vervalDatum,
      gearchiveerd: r.gearchiveerd,
      geblurd: blurred.has(r.id),
      version: r.version,
      createdAt: r.createdAt,
    };
  });
}

/** The versions of one document, newest first, with who made each and its file. */
export async function documentVersions(db: Reader, documentId: number) {
  const rows = await db
    .select({ versie: documentVersies.versie, bewerking: documentVersies.bewerking, gemaaktOp: documentVersies.gemaaktOp, gemaaktDoor: documentVersies.gemaaktDoor, file: bestanden })
    .from(documentVersies)
    .innerJoin(bestanden, eq(bestanden.id, documentVersies.bestandId))
    .where(eq(documentVersies.documentId, documentId))
    .orderBy(desc(documentVersies.versie));
  const names = await actorNames(db, rows.map((r) => r.gemaaktDoor));
  return rows.map((r) => ({
    versie: r.versie,
    bewerking: r.bewerking,
    gemaaktOp: r.gemaaktOp,
    gemaaktDoor: r.gemaaktDoor === null ? null : (names.get(r.gemaaktDoor) ?? null),
    bestand: fileInfo(r.file),
  }));
}

/** The documents of a dossier matching `where`, in a stable order (list, name, id). */
export async function listDocuments(db: Reader, dossierId: number, where?: SQL) {
  const rows = await db
    .select()
    .from(documenten)
    .where(and(eq(documenten.dossierId, dossierId), where))
    .orderBy(asc(documenten.lijst), asc(documenten.naam), asc(documenten.id));
  return describeDocuments(db, rows);
}

/**
 * A document within the caller's dossier scope: the document is found first, then its dossier is
 * read as the caller may see it, so a document of another office's dossier answers 404 like an
 * unknown one. `dossierId`, when the path names one, must be the document's own.
 */
export async function readDocument(db: Reader, user: SessionUser, id: number, dossierId?: number) {
  const [row] = await db.select().from(documenten).where(eq(documenten.id, id));
  if (!row || (dossierId !== undefined && row.dossierId !== dossierId)) throw notFound();
  const dossier = await readDossier(db, user, row.dossierId);
  return { row, dossier };
}

/** The same, locked for a change (FOR UPDATE), in the caller's transaction. */
export async function lockDocument(tx: Tx, user: SessionUser, id: number, dossierId?: number) {
  const { dossier } = await readDocument(tx, user, id, dossierId);
  const [row] = await tx.select().from(documenten).where(eq(documenten.id, id)).for('update');
  if (!row) throw notFound();
  return { row, dossier };
}
