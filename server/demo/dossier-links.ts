import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Links demo CDS dossiers to the mortgage dossier they follow: per money provider, the n-th CDS
 * dossier to the n-th passed (PASSEREN) plain dossier not linked yet. Idempotent, so a second
 * seed run (npm run seed -- --dossiers N) only links what is new; one statement, also at 100,000 dossiers.
 */
export async function seedDossierLinks(db: Db) {
  await db.execute(sql`
    insert into dossier_koppelingen (ouder_dossier_id, kind_dossier_id, soort)
    select p.id, c.id, 'CDS'
    from (
      select id, geldverstrekker_id, row_number() over (partition by geldverstrekker_id order by id) as n
      from dossiers d
      where d.cds and not exists (select 1 from dossier_koppelingen k where k.kind_dossier_id = d.id)
    ) c
    join (
      select id, geldverstrekker_id, row_number() over (partition by geldverstrekker_id order by id) as n
      from dossiers d
      where not d.cds and not d.btl and d.fase = 'PASSEREN'
        and not exists (select 1 from dossier_koppelingen k where k.ouder_dossier_id = d.id)
    ) p on p.geldverstrekker_id = c.geldverstrekker_id and p.n = c.n
    on conflict do nothing`);
}
