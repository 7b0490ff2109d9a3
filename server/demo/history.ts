import { sql } from 'drizzle-orm';
import { FASE_STAPPEN } from '../../contract/insight/codes';
import { rowsOf, type Db } from '../db/client';

/**
 * The audit trail of generated dossiers (table dossier_wijzigingen), told from where each dossier
 * stands now so the Wijzigingen tab and the lead times read true: the work handed out and taken up,
 * every step it passed through in process order (the application's 'Wacht op aanvulling' only for
 * the three in ten that were incomplete), each step taking its own share of the time between
 * receipt and the current step, the closing status of a finished dossier, the work finished, and
 * for some an applicant's new phone number. Pure SQL over the dossiers just inserted, like the
 * messages: shares come from a stable hash, not random numbers, so the rest of the demo data stays
 * as it was. Nothing is dated after the moment of seeding. The trigger of migration 0034 derives
 * the phase and step stretches (dossier_stap_periodes) from these rows.
 */
export async function insertDossierHistory(db: Pick<Db, 'execute'>, dossierIds: number[]) {
  if (dossierIds.length === 0) return;
  const ids = sql`${sql.param(dossierIds.map(String))}::int[]`;
  await db.execute(sql`
    with d as (
      select d.id, d.ontvangen_op, d.fase, d.stap, d.stap_sinds, d.status, d.workload_status, d.workload_gebruiker_id, d.workload_gewijzigd_op,
             -- The handover happens within the first working hours; capped so no change lies ahead.
             least(d.ontvangen_op + interval '40 minutes', now()) as uitgezet_op,
             least(d.ontvangen_op + interval '3 hours', now()) as opgepakt_op,
             abs(hashtext('aanvulling/' || d.id)) % 10 < 3 as onvolledig
        from dossiers d
       where d.id = any(${ids})
    ),
    stappen(nr, fase, stap) as (
      values ${sql.join(FASE_STAPPEN.map((s, i) => sql`(${i + 1}::int, ${s.fase}, ${s.stap})`), sql`, `)}
    ),
    nu as (
      select d.*, s.nr as nu_nr from d join stappen s on s.fase = d.fase and s.stap = d.stap
    ),
    pad as (
      -- Waiting on the client (an offer out, a passing date set) takes longer than the back office's own steps.
      select n.id, s.nr, s.fase, s.stap,
             case when s.nr = n.nu_nr then 0
                  else 1 + abs(hashtext(n.id || '/' || s.nr)) % 4 + case when s.stap in ('UITGEBRACHT', 'GEPLAND', 'AANVULLEN') then 3 else 0 end
             end as gewicht
        from nu n join stappen s on s.nr <= n.nu_nr
       where s.stap <> 'AANVULLEN' or s.nr = n.nu_nr or n.onvolledig
    ),
    verdeeld as (
      select p.*,
             sum(gewicht) over (partition by id order by nr) - gewicht as ervoor,
             sum(gewicht) over (partition by id) as totaal,
             lag(fase) over (partition by id order by nr) as vorige_fase,
             lag(stap) over (partition by id order by nr) as vorige_stap
        from pad p
    ),
    overgangen as (
      select v.id, v.fase, v.stap, v.vorige_fase, v.vorige_stap, n.workload_gebruiker_id,
             least(case when v.totaal = 0 then n.stap_sinds
                        else n.ontvangen_op + (n.stap_sinds - n.ontvangen_op) * (v.ervoor::float8 / v.totaal) end, now()) as op
        from verdeeld v join nu n on n.id = v.id
       where v.vorige_stap is not null
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
    select id, workload_gebruiker_id, op, 'fase', vorige_fase, fase from overgangen where fase <> vorige_fase
    union all
    select id, workload_gebruiker_id, op, 'stap', vorige_stap, stap from overgangen
    union all
    select id, workload_gebruiker_id, least(greatest(stap_sinds, workload_gewijzigd_op), now()), 'status', 'LOPEND', status
      from d where status <> 'LOPEND'
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

/** How many dossiers' stretches one derivation takes on at a time after a bulk load. */
const DERIVE_CHUNK = 20_000;

/**
 * Runs a bulk load with the trigger that derives the stretches switched off (its audit-trail index
 * is dropped then too, so every chunk would scan the whole trail), and derives the loaded dossiers'
 * stretches afterwards, in chunks, once the index is back. Same rows as the trigger writes.
 */
export async function withStretchesDerivedAfter(db: Pick<Db, 'execute'>, load: () => Promise<void>, afterIndexes: (derive: () => Promise<void>) => Promise<void>) {
  const [{ last }] = rowsOf<{ last: number }>(await db.execute(sql`select coalesce(max(id), 0)::int as last from dossiers`));
  await db.execute(sql`alter table dossier_wijzigingen disable trigger inzicht_wijzigingen_insert`);
  try {
    await load();
  } finally {
    await db.execute(sql`alter table dossier_wijzigingen enable trigger inzicht_wijzigingen_insert`);
  }
  await afterIndexes(async () => {
    const [{ upTo }] = rowsOf<{ upTo: number }>(await db.execute(sql`select coalesce(max(id), 0)::int as "upTo" from dossiers`));
    for (let from = last + 1; from <= upTo; from += DERIVE_CHUNK) {
      await db.execute(sql`select inzicht_stappen_afleiden(array(select id from dossiers where id between ${from} and ${from + DERIVE_CHUNK - 1}))`);
    }
  });
}
