import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { dossierDocumenten, dossiers } from '../db/schema';

/**
 * The requested documents of generated dossiers (table dossier_documenten), one INSERT … SELECT
 * over the dossiers just inserted so the bulk seed stays fast. The kinds follow the rules of
 * GET /dossiers/{id}/rs/checksoortdocument (services/dossier-detail/document-checks.ts): identity
 * and proof of income per applicant, BKR, the property's papers, own means, the signed offer, the
 * rent contract and the divorce settlement per dossier; a switched-off kind is not asked for.
 * Where each stands follows the dossier's phase — a new application waits for most of its papers,
 * a dossier at the notary has nearly all approved — with a stable hash instead of random numbers,
 * so the rest of the demo data stays as it was. Nothing is dated after the moment of seeding.
 */
export async function insertDossierDocuments(db: Pick<Db, 'execute'>, dossierIds: number[]) {
  if (dossierIds.length === 0) return;
  const ids = sql`${sql.param(dossierIds.map(String))}::int[]`;
  await db.execute(sql`
    with d as (
      select id, fase, btl, ontvangen_op from dossiers where id = any(${ids})
    ),
    asked (dossier_id, soort, hypotheekgever_id) as (
      select h.dossier_id, 'ID', h.id from hypotheekgevers h where h.dossier_id = any(${ids})
      union
      select i.dossier_id, m.soort, i.hypotheekgever_id
        from inkomens i
        join (values ('LOONDIENST', 'WGV'), ('LOONDIENST', 'SALARIS'), ('PENSIOEN', 'UPO'), ('UITKERING', 'IBL'),
                     ('ONDERNEMING', 'IB_AANGIFTE'), ('ONDERNEMING', 'JAARCIJFERS')) as m (inkomen, soort) on m.inkomen = i.soort
        where i.dossier_id = any(${ids})
      union
      select i.dossier_id, 'IBL', i.hypotheekgever_id
        from inkomens i
        where i.dossier_id = any(${ids}) and i.soort = 'LOONDIENST' and i.dienstverband in ('FLEX', 'TIJDELIJK')
      union all
      select d.id, 'BKR', null::int from d where exists (select 1 from hypotheekgevers h where h.dossier_id = d.id)
      union all
      select d.id, 'TAXATIE', null from d where exists (select 1 from objecten o where o.dossier_id = d.id)
      union all
      select d.id, 'KOOPOVEREENKOMST', null from d where exists (select 1 from objecten o where o.dossier_id = d.id and o.koopsom is not null)
      union all
      select d.id, 'BANKAFSCHRIFT', null from d
        where exists (select 1 from hypotheken m where m.dossier_id = d.id and m.eigen_middelen > 0)
           or exists (select 1 from bezittingen b where b.dossier_id = d.id and b.soort = 'SPAARGELD')
      union all
      select d.id, 'OFFERTE_GETEKEND', null from d where d.fase in ('HYPOTHEEKAANBOD', 'PASSEREN')
      union all
      select d.id, 'HUUROVEREENKOMST', null from d where d.btl or exists (select 1 from objecten o where o.dossier_id = d.id and o.verhuurd)
      union all
      select d.id, 'ECHTSCHEIDINGSCONVENANT', null from d where exists (select 1 from verplichtingen v where v.dossier_id = d.id and v.soort = 'ALIMENTATIE')
    ),
    -- The acceptant reviews, else another handler of the dossier.
    reviewers as (
      select distinct on (b.dossier_id) b.dossier_id, b.gebruiker_id
        from dossier_behandelaars b
        where b.dossier_id = any(${ids})
        order by b.dossier_id, b.rol <> 'ACCEPTANT', b.rol
    ),
    scored as (
      select a.dossier_id, a.soort, a.hypotheekgever_id, d.fase, r.gebruiker_id as reviewer,
             least(d.ontvangen_op + interval '1 day', now()) as opgevraagd_op,
             abs(hashtext(a.dossier_id || '/' || a.soort || '/' || coalesce(a.hypotheekgever_id, 0))) % 10 as h
        from asked a
        join d on d.id = a.dossier_id
        join referentie_waarden k on k.lijst = 'checksoortdocumenten' and k.code = a.soort and k.active
        left join reviewers r on r.dossier_id = a.dossier_id
    ),
    placed as (
      select scored.*,
             case fase
               when 'AANVRAAG' then case when h < 2 then 'G' else 'O' end
               when 'RENTEAANBOD' then case when h < 5 then 'G' when h = 5 then 'R' else 'O' end
               when 'HYPOTHEEKAANBOD' then case when h < 7 then 'G' when h = 7 then 'R' when h = 8 then 'Y' else 'O' end
               else case when h < 9 then 'G' else 'Y' end
             end as status
        from scored
    )
    insert into dossier_documenten (dossier_id, soort, hypotheekgever_id, status, opgevraagd_op, ontvangen_op, beoordeeld_door, beoordeeld_op, reden)
    select dossier_id, soort, hypotheekgever_id, status, opgevraagd_op,
           case when status <> 'O' then least(opgevraagd_op + (2 + h) * interval '1 day', now()) end,
           case when status <> 'O' then reviewer end,
           case when status <> 'O' then least(opgevraagd_op + (3 + h) * interval '1 day', now()) end,
           case status
             when 'R' then 'Niet volledig leesbaar of niet actueel; graag opnieuw aanleveren.'
             when 'Y' then 'Kopie ontvangen; het ondertekende origineel moet per post worden nagestuurd.'
           end
      from placed`);
}

/** A demo database made before documents existed gets them for all its dossiers at the next start. */
export async function seedMissingDocuments(db: Db) {
  // Runs at every demo start: an existence check, not a count over all documents.
  const [any] = await db.select({ id: dossierDocumenten.id }).from(dossierDocumenten).limit(1);
  if (any) return;
  const all = await db.select({ id: dossiers.id }).from(dossiers);
  await insertDossierDocuments(db, all.map((d) => d.id));
}
