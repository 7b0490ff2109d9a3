import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * The letters of generated dossiers (table dossier_berichten), derived from each dossier's own
 * history so they read true: a rejection letter to the applicants of a rejected dossier. A
 * dossier's HDN messages are not invented here: they are the real ones of the HDN message store
 * (server/demo/hdn.ts takes them in through the HDN intake). Pure SQL over the dossiers just
 * inserted: no random numbers, so the rest of the demo data stays as it was.
 */
export async function insertDossierMessages(db: Pick<Db, 'execute'>, dossierIds: number[]) {
  if (dossierIds.length === 0) return;
  const ids = sql`${sql.param(dossierIds.map(String))}::int[]`;
  await db.execute(sql`
    with d as (
      select d.id, d.stap_sinds, d.status, coalesce(d.naam_hypotheek_gever, 'de aanvrager') as naam_hypotheek_gever,
             coalesce(k.bedrijfs_naam, 'Onbekend kantoor') as kantoor, coalesce(g.naam, 'Onbekende geldverstrekker') as verstrekker
      from dossiers d
      left join kantoren k on k.id = d.kantoor_id
      left join geldverstrekkers g on g.id = d.geldverstrekker_id
      where d.id = any(${ids})
    )
    insert into dossier_berichten (dossier_id, datum, richting, soort, onderwerp, afzender, ontvanger, inhoud)
    select id, stap_sinds, 'UIT', 'BRIEF', 'Afwijzing hypotheekaanvraag', verstrekker, naam_hypotheek_gever,
           'Geachte heer/mevrouw, tot onze spijt kunnen wij uw aanvraag voor een hypotheek (dossier ' || id || ') niet honoreren. Uw adviseur van ' || kantoor || ' licht dit graag toe.'
      from d
      where status = 'AFGEWEZEN'`);
}
