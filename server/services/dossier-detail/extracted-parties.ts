import { and, asc, desc, eq, ilike, like, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dossiers, dossierWijzigingen, extractedParties, gebruikers } from '../../db/schema';
import { visibleTo } from '../dossiers/scope';
import type { SessionUser } from '../permissions/access';
import { getRecord } from './dossier-records';
import { recordOut } from './single-records';

const SEARCHED = ['voorLetters', 'tussenVoegsels', 'achterNaam', 'bedrijfsNaam', 'bsn', 'kvkNummer', 'plaatsNaam'] as const;
const partOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A part of a name, number or place, ignoring case; postcodes are stored without a space ('1234AB'). */
const matches = (text: string) =>
  or(...SEARCHED.map((column) => ilike(extractedParties[column], partOf(text))), ilike(extractedParties.postcode, partOf(text.replace(/\s+/g, ''))));

/**
 * GET /extracted-parties: a page of the parties of the dossiers the user may see, optionally of
 * one dossier and matching a search text.
 */
export async function listExtractedParties(db: Db, user: SessionUser, query: { dossierId?: number; query?: string | null; page: number; size: number }) {
  const where = and(
    visibleTo(user),
    query.dossierId === undefined ? undefined : eq(extractedParties.dossierId, query.dossierId),
    query.query ? matches(query.query) : undefined,
  );
  const base = db.select().from(extractedParties).innerJoin(dossiers, eq(dossiers.id, extractedParties.dossierId)).where(where);
  const [rows, [{ total }]] = await Promise.all([
    base.orderBy(asc(extractedParties.id)).limit(query.size).offset(query.page * query.size),
    db.select({ total: sql<number>`count(*)::int` }).from(extractedParties).innerJoin(dossiers, eq(dossiers.id, extractedParties.dossierId)).where(where),
  ]);
  return {
    content: rows.map((r) => ({ ...recordOut(r.extracted_parties), dossierId: r.extracted_parties.dossierId })),
    totalElements: total,
    totalPages: Math.ceil(total / query.size),
    number: query.page,
    size: query.size,
  };
}

/** GET /extracted-parties/{id}/change-history: the party's rows of the dossier's audit trail, newest first. */
export async function partyHistory(db: Db, user: SessionUser, id: number) {
  const party = await getRecord(db, user, 'party', id);
  const prefix = `extractedParties[${id}].`;
  const rows = await db
    .select({
      gewijzigdOp: dossierWijzigingen.gewijzigdOp,
      veld: dossierWijzigingen.veld,
      oudeWaarde: dossierWijzigingen.oudeWaarde,
      nieuweWaarde: dossierWijzigingen.nieuweWaarde,
      gebruiker: { id: gebruikers.id, voorLetters: gebruikers.voorLetters, tussenVoegsels: gebruikers.tussenVoegsels, achterNaam: gebruikers.achterNaam },
    })
    .from(dossierWijzigingen)
    .leftJoin(gebruikers, eq(gebruikers.id, dossierWijzigingen.gebruikerId))
    .where(and(eq(dossierWijzigingen.dossierId, party.dossierId), like(dossierWijzigingen.veld, `${prefix}%`)))
    .orderBy(desc(dossierWijzigingen.gewijzigdOp), desc(dossierWijzigingen.id));
  return rows.map((r) => ({ ...r, veld: r.veld.slice(prefix.length) }));
}
