import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * The messages of generated dossiers (table dossier_berichten), derived from each dossier's own
 * history so they read true: the HDN application in from the office, the receipt out to it, every
 * offer out with its kenmerk, and a rejection letter to the applicants of a rejected dossier. Pure
 * SQL over the dossiers just inserted: no random numbers, so the rest of the demo data stays as it was.
 * A message is never dated after the moment of seeding (the generated offers may lie ahead).
 */
export async function insertDossierMessages(db: Pick<Db, 'execute'>, dossierIds: number[]) {
  if (dossierIds.length === 0) return;
  const ids = sql`${sql.param(dossierIds.map(String))}::int[]`;
  await db.execute(sql`
    with d as (
      select d.id, d.ontvangen_op, d.stap_sinds, d.status, coalesce(d.naam_hypotheek_gever, 'de aanvrager') as naam_hypotheek_gever, d.btl,
             coalesce(k.bedrijfs_naam, 'Onbekend kantoor') as kantoor, coalesce(g.naam, 'Onbekende geldverstrekker') as verstrekker
      from dossiers d
      left join kantoren k on k.id = d.kantoor_id
      left join geldverstrekkers g on g.id = d.geldverstrekker_id
      where d.id = any(${ids})
    )
    insert into dossier_berichten (dossier_id, datum, richting, soort, onderwerp, afzender, ontvanger, inhoud)
    select id, ontvangen_op, 'IN', 'HDN', case when btl then 'Aanvraag verhuurhypotheek (AX)' else 'Hypotheekaanvraag (AX)' end, kantoor, verstrekker,
           'Aanvraag voor ' || naam_hypotheek_gever || ', ontvangen via HDN. Dossier ' || id || '.'
      from d
    union all
    select id, least(ontvangen_op + interval '2 hours', now()), 'UIT', 'HDN', 'Ontvangstbevestiging aanvraag (SB)', verstrekker, kantoor,
           'Wij hebben de aanvraag voor ' || naam_hypotheek_gever || ' in goede orde ontvangen en nemen deze in behandeling onder dossiernummer ' || id || '.'
      from d
    union all
    select d.id, least(o.uitgebracht_op + interval '9 hours', now()), 'UIT', 'HDN',
           case when o.volgnummer = 1 then 'Renteaanbod (OF)' else 'Hypotheekaanbod (OF)' end, d.verstrekker, d.kantoor,
           'Aanbod met kenmerk ' || o.kenmerk || ' voor ' || d.naam_hypotheek_gever || coalesce(', geldig tot ' || to_char(o.geldig_tot, 'DD-MM-YYYY'), '') || '.'
      from d join offerte_data o on o.dossier_id = d.id
      where o.uitgebracht_op is not null and o.kenmerk is not null
    union all
    select id, stap_sinds, 'UIT', 'BRIEF', 'Afwijzing hypotheekaanvraag', verstrekker, naam_hypotheek_gever,
           'Geachte heer/mevrouw, tot onze spijt kunnen wij uw aanvraag voor een hypotheek (dossier ' || id || ') niet honoreren. Uw adviseur van ' || kantoor || ' licht dit graag toe.'
      from d
      where status = 'AFGEWEZEN'`);
}
