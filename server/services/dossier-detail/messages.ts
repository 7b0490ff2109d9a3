import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dossierBerichten } from '../../db/schema';

/** The messages of one dossier, newest first, as a page; the caller has checked access and scope. */
export async function readDossierMessages(db: Db, dossierId: number, page: number, size: number) {
  const where = eq(dossierBerichten.dossierId, dossierId);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        id: dossierBerichten.id,
        datum: dossierBerichten.datum,
        richting: dossierBerichten.richting,
        soort: dossierBerichten.soort,
        onderwerp: dossierBerichten.onderwerp,
        afzender: dossierBerichten.afzender,
        ontvanger: dossierBerichten.ontvanger,
        inhoud: dossierBerichten.inhoud,
      })
      .from(dossierBerichten)
      .where(where)
      .orderBy(desc(dossierBerichten.datum), desc(dossierBerichten.id))
      .limit(size)
      .offset(page * size),
    db.select({ total: count() }).from(dossierBerichten).where(where),
  ]);
  return { content: rows, totalElements: total, totalPages: Math.ceil(total / size), number: page, size };
}
