import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dossiers, dossierWijzigingen, gebruikers } from '../../db/schema';
import type { Dossier, Tx } from '../dossiers/audit';

const asText = (value: unknown) => {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  // Lists such as a contractor's contact details are kept as JSON, so the trail shows them whole.
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

type Values = Record<string, unknown>;

/**
 * Audit rows for a sub-entity of a dossier (an applicant, the notary, an object, …), in the
 * caller's transaction like `changeDossier` does for the dossier row: one row per field that really
 * changes, named `<prefix>.<field>` (e.g. `hypotheekGevers[12].bsn`). `before` null is a creation,
 * `after` null a removal. Answers how many fields changed.
 */
export async function auditFields(
  tx: Tx,
  actorId: number | null,
  dossierId: number,
  prefix: string,
  before: Values | null,
  after: Values | null,
  fields: readonly string[],
): Promise<number> {
  const rows = fields
    .map((field) => ({ veld: `${prefix}.${field}`, oudeWaarde: asText(before?.[field]), nieuweWaarde: asText(after?.[field]) }))
    .filter((row) => row.oudeWaarde !== row.nieuweWaarde);
  if (rows.length > 0) await tx.insert(dossierWijzigingen).values(rows.map((row) => ({ ...row, dossierId, gebruikerId: actorId })));
  return rows.length;
}

/** Raises the dossier's version for a change guarded by it (tekstregels, belangrijke data). */
export async function touchDossier(tx: Tx, current: Dossier): Promise<number> {
  const next = current.version + 1;
  await tx.update(dossiers).set({ version: next, updatedAt: new Date() }).where(eq(dossiers.id, current.id));
  return next;
}

/** The audit trail of one dossier, newest first: who, when, which field, from what to what. */
export async function readAuditTrail(db: Db, dossierId: number, page: number, size: number) {
  const where = eq(dossierWijzigingen.dossierId, dossierId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: dossierWijzigingen.id,
        gewijzigdOp: dossierWijzigingen.gewijzigdOp,
        veld: dossierWijzigingen.veld,
        oudeWaarde: dossierWijzigingen.oudeWaarde,
        nieuweWaarde: dossierWijzigingen.nieuweWaarde,
        gebruiker: {
          id: gebruikers.id,
          voorLetters: gebruikers.voorLetters,
          tussenVoegsels: gebruikers.tussenVoegsels,
          achterNaam: gebruikers.achterNaam,
        },
      })
      .from(dossierWijzigingen)
      .leftJoin(gebruikers, eq(gebruikers.id, dossierWijzigingen.gebruikerId))
      .where(where)
      .orderBy(desc(dossierWijzigingen.gewijzigdOp), desc(dossierWijzigingen.id))
      .limit(size)
      .offset(page * size),
    db.select({ total: sql<number>`count(*)::int` }).from(dossierWijzigingen).where(where),
  ]);
  return {
    content: rows.map((r) => ({ ...r, gebruiker: r.gebruiker?.id ? r.gebruiker : null })),
    totalElements: total,
    totalPages: Math.ceil(total / size),
    number: page,
    size,
  };
}
