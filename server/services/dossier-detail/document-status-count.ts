import { and, asc, count, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { documentStatussen, dossierDocumenten } from '../../db/schema';
import { lenderOwned } from '../../crud/lender-scope';
import type { Dossier } from '../dossiers/audit';
import type { SessionUser } from '../permissions/access';

export interface DocumentStatusCount {
  code: string;
  omschrijving: string;
  icoon: string;
  aantal: number;
}

/**
 * GET /overzicht/{id}/document-status-count: the dossier's requested documents per status, over the
 * statuses the user may see (as /rs/documentstatuses: a lender the organisation's and its own), in
 * Beheer's order. A status without documents answers 0, so the overview always shows all of them;
 * a switched-off status still shows while documents carry it, so no document drops out of the count.
 */
export async function documentStatusCount(db: Db, user: SessionUser, dossier: Dossier): Promise<DocumentStatusCount[]> {
  const aantal = count(dossierDocumenten.id);
  return db
    .select({ code: documentStatussen.code, omschrijving: documentStatussen.omschrijving, icoon: documentStatussen.icoon, aantal })
    .from(documentStatussen)
    .leftJoin(dossierDocumenten, and(eq(dossierDocumenten.status, documentStatussen.code), eq(dossierDocumenten.dossierId, dossier.id)))
    .where(lenderOwned(documentStatussen.geldverstrekkerId).scope?.(user))
    .groupBy(documentStatussen.id)
    .having(or(eq(documentStatussen.active, true), sql`${aantal} > 0`))
    .orderBy(asc(documentStatussen.volgorde), asc(documentStatussen.code));
}
