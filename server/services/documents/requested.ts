import { and, asc, desc, eq, inArray, like, or, sql } from 'drizzle-orm';
import { DOCUMENT_MESSAGES } from '../../../contract/documents';
import { personName } from '../../../contract/names';
import type { Db } from '../../db/client';
import { documenten, dossierDocumenten, dossierWijzigingen, gebruikers, hypotheekgevers, referentieWaarden } from '../../db/schema';
import { validationError } from '../../errors';
import { auditFields } from '../dossier-detail/audit-trail';
import { lockDossier } from '../dossier-detail/access';
import type { Tx } from '../dossiers/audit';
import type { SessionUser } from '../permissions/access';
import { actorNames } from './read';
import { checkKind } from './write';

/**
 * The requested documents of a dossier (docs/dossier-documents.md) with the documents that answer
 * each; `dossierChange` picks those of a change request, else those of the application.
 */
export async function requestedDocuments(db: Db, dossierId: number, dossierChange: boolean) {
  const rows = await db
    .select({
      request: dossierDocumenten,
      omschrijving: referentieWaarden.omschrijving,
      voorLetters: hypotheekgevers.voorLetters,
      tussenVoegsels: hypotheekgevers.tussenVoegsels,
      achterNaam: hypotheekgevers.achterNaam,
    })
    .from(dossierDocumenten)
    .leftJoin(referentieWaarden, and(eq(referentieWaarden.lijst, 'checksoortdocumenten'), eq(referentieWaarden.code, dossierDocumenten.soort)))
    .leftJoin(hypotheekgevers, eq(hypotheekgevers.id, dossierDocumenten.hypotheekgeverId))
    .where(and(eq(dossierDocumenten.dossierId, dossierId), eq(dossierDocumenten.dossierChange, dossierChange)))
    .orderBy(asc(dossierDocumenten.opgevraagdOp), asc(dossierDocumenten.id));
  const ids = rows.map((r) => r.request.id);
  const [answers, names] = await Promise.all([
    ids.length
      ? db
          .select({ id: documenten.id, naam: documenten.naam, status: documenten.status, requestId: documenten.dossierDocumentId })
          .from(documenten)
          .where(and(inArray(documenten.dossierDocumentId, ids), eq(documenten.gearchiveerd, false)))
          .orderBy(asc(documenten.id))
      : [],
    actorNames(db, rows.map((r) => r.request.beoordeeldDoor)),
  ]);
  return rows.map(({ request: r, omschrijving, ...person }) => ({
    id: r.id,
    soort: r.soort,
    omschrijving: omschrijving ?? r.soort,
    hypotheekgever: r.hypotheekgeverId === null ? null : personName(person),
    status: r.status,
    opgevraagdOp: r.opgevraagdOp,
    ontvangenOp: r.ontvangenOp,
    beoordeeldOp: r.beoordeeldOp,
    beoordeeldDoor: r.beoordeeldDoor === null ? null : (names.get(r.beoordeeldDoor) ?? null),
    reden: r.reden,
    toelichting: r.toelichting,
    dossierChange: r.dossierChange,
    documenten: answers.filter((a) => a.requestId === r.id).map(({ id, naam, status }) => ({ id, naam, status })),
  }));
}

interface NewRequest {
  soort: string;
  hypotheekgeverId: number | null;
  dossierChange: boolean;
  /** The processor's note to the adviser; an HDN request has none. */
  toelichting?: string | null;
}

/**
 * Adds a requested document to a dossier the caller has locked, with its audit row: the one way
 * a request is made, by a person on the Documenten tab or by an HDN document request (docs/hdn.md).
 * `actorId` null is the system. A kind or applicant that does not fit is a field error.
 */
export async function addRequest(tx: Tx, actorId: number | null, dossierId: number, body: NewRequest) {
  await checkKind(tx, body.soort);
  if (body.hypotheekgeverId !== null) {
    const [applicant] = await tx.select({ id: hypotheekgevers.id }).from(hypotheekgevers).where(and(eq(hypotheekgevers.id, body.hypotheekgeverId), eq(hypotheekgevers.dossierId, dossierId)));
    if (!applicant) throw validationError({ hypotheekgeverId: DOCUMENT_MESSAGES.unknownApplicant }, { hypotheekgeverId: 'Aanvrager' });
  }
  const [row] = await tx.insert(dossierDocumenten).values({ dossierId, ...body }).returning();
  await auditFields(tx, actorId, dossierId, `opgevraagdeDocumenten[${row.id}]`, null, row, ['soort', 'hypotheekgeverId', 'dossierChange', 'toelichting']);
  return row.id;
}

/** POST /dossiers/{id}/documenten/opgevraagd: asks for a document (of an applicant, when personal). */
export function requestDocument(db: Db, user: SessionUser, dossierId: number, body: NewRequest) {
  return db.transaction(async (tx) => {
    await lockDossier(tx, user, dossierId);
    return addRequest(tx, user.id, dossierId, body);
  });
}

/**
 * POST /dossiers/{id}/documenten/history: what happened to the dossier's documents (one, or all),
 * newest first, from the dossier's audit trail; at most 500 entries.
 */
export async function documentHistory(db: Db, dossierId: number, documentId: number | undefined) {
  const field = documentId === undefined ? like(dossierWijzigingen.veld, 'documenten[%') : like(dossierWijzigingen.veld, `documenten[${documentId}].%`);
  const rows = await db
    .select({
      id: dossierWijzigingen.id,
      gewijzigdOp: dossierWijzigingen.gewijzigdOp,
      veld: dossierWijzigingen.veld,
      oudeWaarde: dossierWijzigingen.oudeWaarde,
      nieuweWaarde: dossierWijzigingen.nieuweWaarde,
      gebruikerId: gebruikers.id,
      voorLetters: gebruikers.voorLetters,
      tussenVoegsels: gebruikers.tussenVoegsels,
      achterNaam: gebruikers.achterNaam,
    })
    .from(dossierWijzigingen)
    .leftJoin(gebruikers, eq(gebruikers.id, dossierWijzigingen.gebruikerId))
    .where(and(eq(dossierWijzigingen.dossierId, dossierId), or(field, documentId === undefined ? like(dossierWijzigingen.veld, 'opgevraagdeDocumenten[%') : sql`false`)))
    .orderBy(desc(dossierWijzigingen.gewijzigdOp), desc(dossierWijzigingen.id))
    .limit(500);
  const names = await valueNames(db, rows);
  return rows.map(({ gebruikerId, voorLetters, tussenVoegsels, achterNaam, ...r }) => ({
    ...r,
    oudeWaardeNaam: names(r.veld, r.oudeWaarde),
    nieuweWaardeNaam: names(r.veld, r.nieuweWaarde),
    gebruiker: gebruikerId === null ? null : { id: gebruikerId, naam: personName({ voorLetters, tussenVoegsels, achterNaam }) },
  }));
}

/** Which fields of the trail keep an id or a code, and what it names (docs/documents.md "History"). */
const NAMED_FIELD = /\.(spGeverifieerdDoor|nhlGeverifieerdDoor|dossierDocumentId|hypotheekgeverId|soort)$/;

/**
 * The trail keeps ids and codes as they were written; a reader wants the colleague, the request,
 * the applicant and the kind they stand for. Answers a look-up of (field, value) to that name, or
 * null for a value that is no id or code, or whose row has gone.
 */
async function valueNames(db: Db, rows: readonly { veld: string; oudeWaarde: string | null; nieuweWaarde: string | null }[]) {
  const wanted = { user: new Set<number>(), request: new Set<number>(), applicant: new Set<number>(), kind: new Set<string>() };
  const kindOf = (veld: string) => {
    const field = NAMED_FIELD.exec(veld)?.[1];
    return field === undefined ? undefined : field.endsWith('Door') ? 'user' : field === 'dossierDocumentId' ? 'request' : field === 'hypotheekgeverId' ? 'applicant' : 'kind';
  };
  for (const row of rows) {
    const kind = kindOf(row.veld);
    for (const value of [row.oudeWaarde, row.nieuweWaarde]) {
      if (!kind || value === null) continue;
      if (kind === 'kind') wanted.kind.add(value);
      else if (/^\d+$/.test(value)) wanted[kind].add(Number(value));
    }
  }
  const users = await actorNames(db, [...wanted.user]);
  const kinds = wanted.kind.size
    ? await db
        .select({ code: referentieWaarden.code, naam: referentieWaarden.omschrijving })
        .from(referentieWaarden)
        .where(and(eq(referentieWaarden.lijst, 'checksoortdocumenten'), inArray(referentieWaarden.code, [...wanted.kind])))
    : [];
  const kindNames = new Map(kinds.map((k) => [k.code, k.naam]));
  const requests = wanted.request.size
    ? await db
        .select({ id: dossierDocumenten.id, soort: dossierDocumenten.soort, naam: referentieWaarden.omschrijving })
        .from(dossierDocumenten)
        .leftJoin(referentieWaarden, and(eq(referentieWaarden.lijst, 'checksoortdocumenten'), eq(referentieWaarden.code, dossierDocumenten.soort)))
        .where(inArray(dossierDocumenten.id, [...wanted.request]))
    : [];
  const requestNames = new Map(requests.map((r) => [r.id, r.naam ?? r.soort]));
  const applicants = wanted.applicant.size
    ? await db
        .select({ id: hypotheekgevers.id, voorLetters: hypotheekgevers.voorLetters, tussenVoegsels: hypotheekgevers.tussenVoegsels, achterNaam: hypotheekgevers.achterNaam })
        .from(hypotheekgevers)
        .where(inArray(hypotheekgevers.id, [...wanted.applicant]))
    : [];
  const applicantNames = new Map(applicants.map((a) => [a.id, personName(a)]));
  return (veld: string, value: string | null): string | null => {
    const kind = kindOf(veld);
    if (!kind || value === null) return null;
    if (kind === 'kind') return kindNames.get(value) ?? null;
    const id = Number(value);
    return (kind === 'user' ? users.get(id)?.naam : kind === 'request' ? requestNames.get(id) : applicantNames.get(id)) ?? null;
  };
}
