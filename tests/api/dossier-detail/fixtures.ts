import { and, asc, desc, eq, like, ne, type SQL } from 'drizzle-orm';
import { bsnCheckDigit } from '../../../contract/bsn';
import { dossiers, dossierWijzigingen, gebruikers } from '../../../server/db/schema';
import type { Db } from '../../../server/db/client';

/** Helpers the dossier-detail API tests share: picking dossiers in and out of a user's scope, audit rows. */
export async function userRow(db: Db, username: string) {
  const [row] = await db.select().from(gebruikers).where(eq(gebruikers.username, username));
  return row;
}

/**
 * A dossier matching `where`, oldest first: the workload tests take theirs from the newest end, and
 * these files each take another `skip`, so no test sees another's audit rows.
 */
export async function pickDossier(db: Db, where: SQL | undefined, skip = 0) {
  const [row] = await db.select().from(dossiers).where(where).orderBy(asc(dossiers.id)).limit(1).offset(skip);
  if (!row) throw new Error('no dossier for the test');
  return row;
}

/** A dossier of the verstrekker's own money provider, and one of another. */
export async function lenderDossiers(db: Db, skip: number, extra?: SQL) {
  const lender = await userRow(db, 'verstrekker');
  const own = await pickDossier(db, and(eq(dossiers.geldverstrekkerId, lender.geldverstrekkerId!), eq(dossiers.cds, false), extra), skip);
  const other = await pickDossier(db, and(ne(dossiers.geldverstrekkerId, lender.geldverstrekkerId!), extra), skip);
  return { own, other };
}

/** Audit rows of a dossier whose field starts with `prefix`. */
export const auditRows = (db: Db, dossierId: number, prefix: string) =>
  db
    .select()
    .from(dossierWijzigingen)
    .where(and(eq(dossierWijzigingen.dossierId, dossierId), like(dossierWijzigingen.veld, `${prefix}%`)))
    .orderBy(desc(dossierWijzigingen.id));

/** A BSN that passes the elfproef, from eight digits. */
export function validBsn(firstEight: string): string {
  for (let i = 0; i < 10; i++) {
    const eight = String(Number(firstEight) + i).padStart(8, '0');
    const digit = bsnCheckDigit(eight);
    if (digit !== null) return `${eight}${digit}`;
  }
  throw new Error('no BSN');
}
