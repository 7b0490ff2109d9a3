import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Demo documents already read: for every sixth plain dossier in the offer or passing phase, the
 * first applicant's passport or ID card and employer's statement, with the KYC steps they start
 * (still OPEN, so 'Vergelijken' has work). Every fifth document shows the house number of a former
 * address, so a comparison also finds a difference. One statement, also on a large database.
 */
export async function seedExtractedParties(db: Db) {
  await db.execute(sql`
    with chosen as (
      select distinct on (h.dossier_id) h.*
      from hypotheekgevers h
      join dossiers d on d.id = h.dossier_id
      where d.id % 6 = 0 and not d.cds and not d.btl and d.fase in ('HYPOTHEEKAANBOD', 'PASSEREN')
      order by h.dossier_id, h.id
    ),
    parties as (
      insert into extracted_parties
        (dossier_id, hypotheekgever_id, bron, rol, voor_letters, tussen_voegsels, achter_naam, geboorte_datum, bsn,
         straat_naam, huis_nummer, postcode, plaats_naam, bedrijfs_naam)
      select dossier_id, id, case when dossier_id % 4 = 0 then 'ID_KAART' else 'PASPOORT' end, 'AANVRAGER',
             voor_letters, tussen_voegsels, achter_naam, geboorte_datum, bsn,
             straat_naam, case when dossier_id % 5 = 0 then huis_nummer + 2 else huis_nummer end, postcode, plaats_naam, null
      from chosen
      union all
      select c.dossier_id, c.id, 'WERKGEVERSVERKLARING', 'WERKGEVER', null, null, null, null, null, null, null, null, null, i.omschrijving
      from chosen c
      join lateral (
        select omschrijving from inkomens where hypotheekgever_id = c.id and soort = 'LOONDIENST' and omschrijving is not null order by id limit 1
      ) i on true
      returning dossier_id, hypotheekgever_id
    )
    insert into kyc_steps (dossier_id, hypotheekgever_id, stap)
    select p.dossier_id, p.hypotheekgever_id, s.stap
    from parties p cross join (values (1, 'IDENTITEIT'), (2, 'BSN'), (3, 'ADRES')) as s(n, stap)
    order by p.hypotheekgever_id, s.n
    on conflict do nothing`);
}
