import { and, eq, sql, type SQL } from 'drizzle-orm';
import { FASE_STAPPEN } from '../../../contract/insight/codes';
import type { CdsScope } from '../../../contract/insight/codes';
import { MONTHS } from '../../../contract/insight/period';
import type { Groepering, ReportQuery, Tijdvak } from '../../../contract/insight/reports';
import { FASES } from '../../../contract/dossier';
import { dossiers } from '../../db/schema';
import { aanleveringValue, entries, firstTimeRight } from '../dossiers/progress';
import { visibleTo } from '../dossiers/scope';
import type { SessionUser } from '../permissions/access';
import { deadlineCondition } from '../workload/deadlines';
import { TIME_ZONE, type BusinessCalendar } from '../workload/calendar';

/**
 * The fixed, reviewed statements behind the reports (contract/insight/reports.ts): one per query,
 * grouped as the definition says. Every value that reaches a statement is a bound parameter or one
 * of the code lists' own literals; a report never runs SQL from its definition.
 */
export interface ReportRun {
  user: SessionUser;
  calendar: BusinessCalendar;
  groepering: Groepering;
  tijdvak: Tijdvak;
  /** The days [from, to) as instants. */
  from: Date;
  to: Date;
  kantoor?: number;
  geldverstrekker?: number;
  /** Which dossiers as to CDS, as the dashboards count them. */
  cds: CdsScope;
}

const person = (alias: string) => sql.raw(`concat_ws(' ', ${alias}.voor_letters, ${alias}.tussen_voegsels, ${alias}.achter_naam)`);

/** The group a dossier counts in, and what to join for it; a dossier of several teams counts in each. */
function grouping(g: Groepering): { join: SQL; label: SQL } {
  switch (g) {
    case 'KANTOOR':
      return { join: sql`left join kantoren gk on gk.id = dossiers.kantoor_id`, label: sql`coalesce(gk.bedrijfs_naam || ', ' || gk.plaats_naam, 'Zonder kantoor')` };
    case 'GELDVERSTREKKER':
      return { join: sql`join geldverstrekkers gg on gg.id = dossiers.geldverstrekker_id`, label: sql`gg.naam` };
    case 'ADVISEUR':
      return { join: sql`left join gebruikers ga on ga.id = dossiers.adviseur_id`, label: sql`coalesce(nullif(${person('ga')}, ''), 'Zonder adviseur')` };
    case 'TEAM':
      return { join: sql`join gebruiker_teams gtt on gtt.gebruiker_id = dossiers.workload_gebruiker_id join teams gt on gt.id = gtt.team_id`, label: sql`gt.team_naam` };
    case 'BEHANDELAAR':
      return { join: sql`join gebruikers gb on gb.id = dossiers.workload_gebruiker_id`, label: person('gb') };
    default:
      return { join: sql``, label: sql`'Totaal'` };
  }
}

/**
 * The dossiers a report reads: what the user may see, narrowed to the office and money provider
 * chosen and to the CDS scope, as the dossier list (`listWhere`) narrows a dashboard's counts.
 */
function scope(run: ReportRun): SQL {
  return and(
    visibleTo(run.user),
    run.cds === 'met' ? undefined : eq(dossiers.cds, run.cds === 'alleen'),
    run.kantoor ? eq(dossiers.kantoorId, run.kantoor) : undefined,
    run.geldverstrekker ? eq(dossiers.geldverstrekkerId, run.geldverstrekker) : undefined,
  ) as SQL;
}

const within = (run: ReportRun, column: SQL) => sql`${column} >= ${run.from} and ${column} < ${run.to}`;

/** The tijdvak of a moment as a key that sorts in time: '2026', '2026-4' (a quarter), '2026-11'. */
function tijdvakOf(t: Tijdvak, column: SQL): SQL {
  const local = sql`(${column} at time zone ${TIME_ZONE})`;
  if (t === 'JAAR') return sql`to_char(${local}, 'YYYY')`;
  if (t === 'KWARTAAL') return sql`to_char(${local}, 'YYYY') || '-' || extract(quarter from ${local})`;
  return sql`to_char(${local}, 'YYYY-MM')`;
}

const MONTH_NAMES = `{${MONTHS.join(',')}}`;

/** A tijdvak key as a reader reads it: '2026', 'Q4 2026' (as the loyalty quarters), 'november 2026'. */
function tijdvakLabel(t: Tijdvak, key: SQL): SQL {
  if (t === 'JAAR') return key;
  if (t === 'KWARTAAL') return sql`'Q' || substr(${key}, 6) || ' ' || substr(${key}, 1, 4)`;
  return sql`(${MONTH_NAMES}::text[])[substr(${key}, 6, 2)::int] || ' ' || substr(${key}, 1, 4)`;
}

const share = (part: SQL, whole: SQL) => sql`round(100.0 * ${part} / nullif(${whole}, 0), 1)::float8`;

function production(run: ReportRun): SQL {
  const { join, label } = grouping(run.groepering);
  const base = sql`select dossiers.id, dossiers.ontvangen_op, ${label} as groep from dossiers ${join} where ${scope(run)}`;
  return sql`with base as not materialized (${base}),
    ev as (
      select ${tijdvakOf(run.tijdvak, sql`b.ontvangen_op`)} as tijdvak, b.groep, 1 as aanvragen, 0 as gepasseerd, 0::numeric as volume, 0 as afgewezen, 0 as beeindigd
        from base b where ${within(run, sql`b.ontvangen_op`)}
      union all
      select ${tijdvakOf(run.tijdvak, sql`m.op`)}, b.groep, 0, 1, coalesce(h.hoofdsom, 0), 0, 0
        from (select e.id, min(e.op) as op from ${entries('PASSEREN.GEPASSEERD', run.from, run.to)} e group by e.id) m
        join base b on b.id = m.id left join hypotheken h on h.dossier_id = b.id
      union all
      select ${tijdvakOf(run.tijdvak, sql`v.eind_op`)}, b.groep, 0, 0, 0, (v.afloop = 'AFGEWEZEN')::int, (v.afloop = 'BEEINDIGD')::int
        from dossier_stap_periodes v join base b on b.id = v.dossier_id
        where v.stap is null and v.afloop in ('AFGEWEZEN', 'BEEINDIGD') and ${within(run, sql`v.eind_op`)}
    )
    select ${tijdvakLabel(run.tijdvak, sql`tijdvak`)} as tijdvak, tijdvak as tijdvak_sleutel, groep, sum(aanvragen)::int as aanvragen, sum(gepasseerd)::int as gepasseerd,
           sum(volume)::float8 as volume, sum(afgewezen)::int as afgewezen, sum(beeindigd)::int as beeindigd, tijdvak || '/' || groep as volgorde
    from ev group by ev.tijdvak, groep`;
}

/** Phase and step in process order, with their Dutch names, to read the stretches by. */
const STEPS = sql.join(
  FASES.flatMap((f, i) => [
    sql`(${f.id}, null::text, ${f.name}, '(hele fase)', ${i * 100})`,
    ...FASE_STAPPEN.filter((s) => s.fase === f.id).map((s, j) => sql`(${f.id}, ${s.stap}, ${f.name}, ${s.name.split(' – ')[1]}, ${i * 100 + j + 1})`),
  ]),
  sql`, `,
);

function leadTimes(run: ReportRun): SQL {
  const { join, label } = grouping(run.groepering);
  return sql`with stappen (fase, stap, fase_naam, stap_naam, nr) as (values ${STEPS}),
    v as (
      select ${label} as groep, v.fase, v.stap, v.werkdagen as wd
      from dossier_stap_periodes v join dossiers on dossiers.id = v.dossier_id ${join}
      where v.afloop in ('VOLGENDE', 'AFGEROND') and v.werkdagen is not null and ${within(run, sql`v.eind_op`)} and ${scope(run)}
    )
    select v.groep, s.fase_naam as fase, s.stap_naam as stap, count(*)::int as aantal,
           percentile_disc(0.5) within group (order by v.wd) as mediaan,
           percentile_disc(0.8) within group (order by v.wd) as p80,
           percentile_disc(0.95) within group (order by v.wd) as p95,
           (select n.norm_werkdagen from doorlooptijden n
             where n.active and n.segment is null and n.geldverstrekker_id is null
               and n.stap = s.fase || coalesce('.' || s.stap, '') order by n.id limit 1) as norm,
           v.groep || '/' || lpad(s.nr::text, 4, '0') as volgorde
    from v join stappen s on s.fase = v.fase and s.stap is not distinct from v.stap
    group by v.groep, s.fase, s.stap, s.fase_naam, s.stap_naam, s.nr`;
}

function workload(run: ReportRun): SQL {
  const { join, label } = grouping(run.groepering);
  return sql`select ${label} as groep,
      count(*) filter (where dossiers.status = 'LOPEND' and not dossiers.gearchiveerd and dossiers.workload_status = 'UITGEZET')::int as uitgezet,
      count(*) filter (where dossiers.status = 'LOPEND' and not dossiers.gearchiveerd and dossiers.workload_status = 'BEHANDELING')::int as behandeling,
      count(*) filter (where dossiers.workload_status in ('UITGEZET', 'BEHANDELING') and ${deadlineCondition(run.calendar, 'SLA')})::int as sla,
      count(*) filter (where dossiers.workload_status = 'AFGEROND' and ${within(run, sql`dossiers.workload_gewijzigd_op`)})::int as afgerond,
      ${label} as volgorde
    from dossiers ${join} where ${scope(run)} and dossiers.workload_gebruiker_id is not null
    group by 1`;
}

function rejections(run: ReportRun): SQL {
  const { join, label } = grouping(run.groepering);
  return sql`select groep, count(*)::int as aanvragen, count(*) filter (where status = 'AFGEWEZEN')::int as afgewezen,
      count(*) filter (where status = 'BEEINDIGD')::int as beeindigd,
      ${share(sql`count(*) filter (where status = 'AFGEWEZEN')`, sql`count(*)`)} as "percentageAfgewezen", groep as volgorde
    from (select ${label} as groep, dossiers.status from dossiers ${join} where ${scope(run)} and ${within(run, sql`dossiers.ontvangen_op`)}) x
    group by groep`;
}

function firstTime(run: ReportRun): SQL {
  const { join, label } = grouping(run.groepering);
  return sql`with offers as (
      select ${label} as groep, count(*)::int as n, count(*) filter (where ${firstTimeRight})::int as ftr
      from (select distinct e.id from ${entries('HYPOTHEEKAANBOD.UITGEBRACHT', run.from, run.to)} e) m
      join dossiers on dossiers.id = m.id ${join} where ${scope(run)} group by 1
    ),
    arrived as (
      select groep, count(*) filter (where a = 'COMPLEET') as compleet, count(*) filter (where a = 'ONVOLLEDIG') as onvolledig
      from (select ${label} as groep, ${aanleveringValue} as a from dossiers ${join} where ${scope(run)} and ${within(run, sql`dossiers.ontvangen_op`)}) x
      group by groep
    )
    select coalesce(o.groep, a.groep) as groep, coalesce(o.n, 0) as aanbiedingen, coalesce(o.ftr, 0) as "firstTimeRight",
           ${share(sql`o.ftr`, sql`o.n`)} as percentage, ${share(sql`a.compleet`, sql`a.compleet + a.onvolledig`)} as compleet,
           coalesce(o.groep, a.groep) as volgorde
    from offers o full join arrived a on a.groep = o.groep`;
}

export const REPORT_STATEMENTS: Record<ReportQuery, (run: ReportRun) => SQL> = {
  PRODUCTIE: production,
  DOORLOOPTIJD: leadTimes,
  WERKVOORRAAD: workload,
  AFWIJZINGEN: rejections,
  FIRST_TIME_RIGHT: firstTime,
};
