import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bancaireDekkingen, fondsverdelingen, hypotheekOpties, kortingsregelingen, maatwerk, premieAfspraken } from '../db/schema';

/** The tables filled here, for the bulk load's index rebuild and statistics. */
export const MORTGAGE_DETAIL_TABLES = [hypotheekOpties, bancaireDekkingen, maatwerk, premieAfspraken, fondsverdelingen, kortingsregelingen];

/**
 * The mortgage details of generated dossiers (docs/dossier-detail-forms.md "Mortgage sub-reads"),
 * derived in one statement from each dossier's own loan: options for every mortgage (a BTL loan is
 * not portable and not raised), the account, deposits and, for an investment part, the fund spread of
 * every carried-along savings or investment part (started before 2013, as the transitional law asks),
 * interest discounts by the conditions they hang on, and a maatwerk assessment for some dossiers.
 * Pure SQL without random numbers, so the rest of the demo data stays as it was.
 */
export async function insertMortgageDetails(db: Pick<Db, 'execute'>, dossierIds: number[]) {
  if (dossierIds.length === 0) return;
  const ids = sql`${sql.param(dossierIds.map(String))}::int[]`;
  await db.execute(sql`
    with loan as (
      select h.id, h.dossier_id, h.hoofdsom, d.btl, d.ontvangen_op
      from hypotheken h join dossiers d on d.id = h.dossier_id
      where d.id = any(${ids})
    ),
    -- Joins, not per-row subqueries: the bulk load drops the secondary indexes while it runs.
    object as (
      select distinct on (o.dossier_id) o.dossier_id, o.marktwaarde, o.energie_label
      from objecten o join loan on loan.dossier_id = o.dossier_id
      order by o.dossier_id, o.id
    ),
    h as (
      select loan.*, object.marktwaarde, object.energie_label from loan left join object on object.dossier_id = loan.dossier_id
    ),
    spaar as (
      select l.id, l.hypotheek_id, l.aflosvorm, l.looptijd_maanden, h.dossier_id,
             make_date(2012 - h.dossier_id % 8, 1 + h.dossier_id % 12, 1) as ingang,
             extract(year from h.ontvangen_op)::int - 2012 + h.dossier_id % 8 as jaren,
             round(l.bedrag / l.looptijd_maanden * 0.55, 2) as inleg, l.bedrag
      from leningdelen l join h on h.id = l.hypotheek_id
      where l.aflosvorm in ('Bankspaar', 'Beleggen')
    ),
    opties as (
      insert into hypotheek_opties (hypotheek_id, meeneembaar, verhoging_mogelijk, inschrijvings_bedrag, renteaanpassing, boetevrij_aflossen_percentage)
      select id, not btl, not btl,
             case when btl then hoofdsom else ceil(hoofdsom * 1.25 / 10000) * 10000 end,
             case when btl then 'GEEN' else (array['RENTEMIDDELING', 'TUSSENTIJDS_VERLENGEN', 'DALRENTE', 'GEEN'])[1 + dossier_id % 4] end,
             case when btl then 10 else (array[10, 15, 20])[1 + dossier_id % 3] end
      from h
    ),
    dekking as (
      insert into bancaire_dekkingen (hypotheek_id, leningdeel_id, soort, contract_nummer, waarde, inleg_per_maand, ingangs_datum)
      select hypotheek_id, id,
             case when aflosvorm = 'Bankspaar' then 'BANKSPAARREKENING' else 'BELEGGINGSRECHT' end,
             case when aflosvorm = 'Bankspaar' then 'BS' else 'BR' end || lpad(id::text, 9, '0'),
             least(bedrag, round(inleg * 12 * jaren * case when aflosvorm = 'Bankspaar' then 1.25 else 1.35 end, 2)),
             inleg, ingang
      from spaar
    ),
    premies as (
      insert into premie_afspraken (leningdeel_id, soort, bedrag_per_maand, ingangs_datum, looptijd_maanden)
      select id, case when aflosvorm = 'Bankspaar' then 'SPAARINLEG' else 'BELEGGINGSINLEG' end, inleg, ingang, looptijd_maanden
      from spaar
    ),
    fondsen as (
      insert into fondsverdelingen (leningdeel_id, fonds_naam, percentage)
      select s.id, f.naam, case when s.dossier_id % 2 = 0 then f.neutraal else f.offensief end
      from spaar s
      cross join (values ('Mixfonds Neutraal', 50, 25), ('Wereldwijd Aandelenfonds', 30, 60), ('Euro Obligatiefonds', 20, 15)) as f(naam, neutraal, offensief)
      where s.aflosvorm = 'Beleggen'
    ),
    kortingen as (
      insert into kortingsregelingen (leningdeel_id, soort, percentage, voorwaarde)
      select l.id, 'BETAALREKENING', 0.25, 'Het inkomen wordt gestort op een betaalrekening bij de geldverstrekker.'
      from leningdelen l join h on h.id = l.hypotheek_id
      where not h.btl and (h.dossier_id + l.volgnummer) % 3 = 0
      union all
      select l.id, 'DUURZAAMHEID', 0.1, 'De woning heeft bij het afsluiten energielabel A of beter.'
      from leningdelen l join h on h.id = l.hypotheek_id
      where not h.btl and h.energie_label like 'A%'
      union all
      select l.id, 'LAGE_LTV', 0.15, 'De lening is niet hoger dan 60% van de marktwaarde van de woning.'
      from leningdelen l join h on h.id = l.hypotheek_id
      where not h.btl and h.hoofdsom <= 0.6 * h.marktwaarde
    )
    insert into maatwerk (hypotheek_id, reden, toelichting, beoordeeld_door, beoordeeld_op)
    select h.id, m.reden, m.toelichting, a.gebruiker_id, case when a.gebruiker_id is not null then least(h.ontvangen_op + interval '5 days', now())::date end
    from h
    join (values
      (0, 'AOW_BINNEN_LOOPTIJD', 'Het inkomen daalt binnen de looptijd door het bereiken van de AOW-leeftijd; de lasten blijven daarna betaalbaar uit pensioen en vermogen.'),
      (1, 'OVERSLUITER_LAGERE_LASTEN', 'Oversluiten naar een lagere rente; de nieuwe maandlasten zijn lager dan de huidige, die al jaren zonder achterstand worden betaald.'),
      (2, 'TOEKOMSTIG_INKOMEN', 'Starter met een vast contract en een cao-loonsverhoging binnen twaalf maanden; het toekomstige inkomen is meegewogen.'),
      (3, 'DUBBELE_WOONLASTEN', 'De huidige woning is verkocht onder voorbehoud; de dubbele lasten tot de overdracht zijn gedekt uit spaargeld.')
    ) as m(nr, reden, toelichting) on m.nr = (h.dossier_id / 7) % 4
    left join dossier_behandelaars a on a.dossier_id = h.dossier_id and a.rol = 'ACCEPTANT'
    where not h.btl and h.dossier_id % 7 = 3`);
}
