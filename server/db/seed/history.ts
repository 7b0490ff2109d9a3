import { sql } from 'drizzle-orm';
import { FASES, STAPPEN } from '../../../contract/dossier';
import type { Db } from '../client';

/**
 * The audit trail of generated dossiers (table dossier_wijzigingen), told from where each dossier
 * stands now so the Wijzigingen tab reads true: the work handed out and taken up, every phase it
 * passed through, the step it reached, the work finished, and for some an applicant's new phone
 * number. Pure SQL over the dossiers just inserted, like the messages: no random numbers, so the
 * rest of the demo data stays as it was. Nothing is dated after the moment of seeding.
 */
export async function insertDossierHistory(db: Pick<Db, 'execute'>, dossierIds: number[]) {
  if (dossierIds.length === 0) return;
  const ids = sql`${sql.param(dossierIds.map(String))}::int[]`;
  await db.execute(sql`
    with d as (
      select d.id, d.ontvangen_op, d.fase, d.stap, d.stap_sinds, d.workload_status, d.workload_gebruiker_id, d.workload_gewijzigd_op,
             array_position(${sql.param(FASES.map((fase) => fase.id))}::text[], d.fase) as fase_nr,
             -- The handover happens within the first working hours; capped so no change lies ahead.
             least(d.ontvangen_op + interval '40 minutes', now()) as uitgezet_op,
             least(d.ontvangen_op + interval '3 hours', now()) as opgepakt_op
        from dossiers d
       where d.id = any(${ids})
    ),
    fases(nr, code, eerste_stap) as (
      values ${sql.join(FASES.map((fase, i) => sql`(${i + 1}::int, ${fase.id}, ${STAPPEN[fase.id][0].id})`), sql`, `)}
    )
    insert into dossier_wijzigingen (dossier_id, gebruiker_id, gewijzigd_op, veld, oude_waarde, nieuwe_waarde)
    select id, null::int, uitgezet_op, 'workloadStatus', 'UITZETTEN', 'UITGEZET'
      from d where workload_status <> 'UITZETTEN' and workload_gebruiker_id is not null
    union all
    select id, null::int, uitgezet_op, 'workloadGebruikerId', null, workload_gebruiker_id::text
      from d where workload_status <> 'UITZETTEN' and workload_gebruiker_id is not null
    union all
    select id, workload_gebruiker_id, opgepakt_op, 'workloadStatus', 'UITGEZET', 'BEHANDELING'
      from d where workload_status in ('BEHANDELING', 'AFGEROND') and workload_gebruiker_id is not null
    union all
    -- Each phase passed, spread evenly between receipt and the current step.
    select d.id, d.workload_gebruiker_id,
           least(d.ontvangen_op + (d.stap_sinds - d.ontvangen_op) * (f.nr - 1) / d.fase_nr, now()),
           'fase', v.code, f.code
      from d
      join fases f on f.nr between 2 and d.fase_nr
      join fases v on v.nr = f.nr - 1
    union all
    select d.id, d.workload_gebruiker_id, least(d.stap_sinds, now()), 'stap', f.eerste_stap, d.stap
      from d join fases f on f.code = d.fase
     where d.stap <> f.eerste_stap
    union all
    select id, workload_gebruiker_id, least(greatest(workload_gewijzigd_op, opgepakt_op), now()), 'workloadStatus', 'BEHANDELING', 'AFGEROND'
      from d where workload_status = 'AFGEROND' and workload_gebruiker_id is not null
    union all
    -- One dossier in five: the first applicant passed on a new phone number while it was handled.
    select d.id, d.workload_gebruiker_id, least(d.opgepakt_op + interval '1 day', now()),
           'hypotheekGevers[' || h.id || '].telefoonNummer',
           '06' || lpad(((h.id * 7919) % 100000000)::text, 8, '0'), h.telefoon_nummer
      from d
      join lateral (select x.id, x.telefoon_nummer from hypotheekgevers x where x.dossier_id = d.id order by x.id limit 1) h on true
     where d.id % 5 = 0 and h.telefoon_nummer is not null and d.workload_gebruiker_id is not null`);
}
