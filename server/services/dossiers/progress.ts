import { sql, type SQL } from 'drizzle-orm';
import type { Aanlevering } from '../../../contract/insight/codes';
import { dossiers } from '../../db/schema';
import { startOfDay, TIME_ZONE } from '../workload/calendar';

/**
 * Where a dossier stands in its process, as SQL on `dossiers` (docs/insight.md): how its
 * application arrived, whether its offer went out first time right, when it entered a step, and
 * whether it is over the norm of its current step. The dossier list filters on these and the
 * insight figures count with them, so a figure and the list it opens always agree.
 */

/*
 * The conditions below ask "is this dossier among those with …" as `id in (uncorrelated subquery)`
 * rather than a correlated `exists`: PostgreSQL then hashes the subquery's ids once per statement
 * (a hashed SubPlan, read from a small partial index) instead of probing an index per dossier,
 * which over a year of dossiers in a count or a CASE cost hundreds of milliseconds
 * (docs/insight.md "Storage and speed"). The ids are never null, so `not in` is the plain negation.
 */

/** The application waited, or waits, for additional papers: the step 'Wacht op aanvulling'. */
const incomplete = sql`((${dossiers.fase} = 'AANVRAAG' and ${dossiers.stap} = 'AANVULLEN')
  or ${dossiers.id} in (select v.dossier_id from dossier_stap_periodes v where v.fase = 'AANVRAAG' and v.stap = 'AANVULLEN'))`;

/** Running, still received or being assessed, and never incomplete. */
const assessing = sql`(${dossiers.status} = 'LOPEND' and ${dossiers.fase} = 'AANVRAAG' and ${dossiers.stap} in ('ONTVANGEN', 'BEOORDELEN'))`;

export function aanleveringCondition(code: Aanlevering): SQL {
  if (code === 'ONVOLLEDIG') return incomplete;
  if (code === 'IN_BEOORDELING') return sql`(not ${incomplete} and ${assessing})`;
  return sql`(not ${incomplete} and not ${assessing})`;
}

/** The same three as one value, for counting per kind. */
export const aanleveringValue = sql<Aanlevering>`case when ${incomplete} then 'ONVOLLEDIG' when ${assessing} then 'IN_BEOORDELING' else 'COMPLEET' end`;

/**
 * First time right: never incomplete, and no document was declined: none of its requested
 * documents stands declined (R) and the audit trail records no document declined.
 */
export const firstTimeRight = sql`(not ${incomplete}
  and ${dossiers.id} not in (select dd.dossier_id from dossier_documenten dd where dd.status = 'R')
  and ${dossiers.id} not in (select w.dossier_id from dossier_wijzigingen w where w.nieuwe_waarde = 'R' and w.veld like 'documenten[%].status'))`;

/** A step as its phase and its code ('HYPOTHEEKAANBOD.UITGEBRACHT'). */
const splitStep = (code: string) => {
  const [fase, stap] = code.split('.');
  return { fase, stap };
};

/**
 * The moments dossiers entered a step within [from, to): each finished stretch in it that began
 * then, and the dossiers in it now that entered it then. One row per entry (id, op).
 */
export function entries(step: string, from: Date | undefined, to: Date | undefined): SQL {
  const { fase, stap } = splitStep(step);
  const inRange = (column: SQL) => sql`${from ? sql`and ${column} >= ${from}` : sql``} ${to ? sql`and ${column} < ${to}` : sql``}`;
  return sql`(select v.dossier_id as id, v.begin_op as op from dossier_stap_periodes v
                where v.fase = ${fase} and v.stap = ${stap} ${inRange(sql`v.begin_op`)}
              union all
              select d2.id, d2.stap_sinds from dossiers d2
                where d2.fase = ${fase} and d2.stap = ${stap} ${inRange(sql`d2.stap_sinds`)})`;
}

/**
 * The same entries as one moment per dossier, the first within [from, to), for counting them:
 * `join` adds the alias `entered` beside `dossiers` with `entered.op` null for a dossier that did
 * not enter the step then. The finished stretches are grouped per dossier before the join, so the
 * planner knows from their statistics how many there are and hash-joins them with the dossiers,
 * where the union of `entries` left it guessing 200 and probing the dossiers one by one.
 */
export function firstEntry(step: string, from: Date, to: Date): SQL {
  const { fase, stap } = splitStep(step);
  return sql`left join (select v.dossier_id, min(v.begin_op) as op from dossier_stap_periodes v
                          where v.fase = ${fase} and v.stap = ${stap} and v.begin_op >= ${from} and v.begin_op < ${to} group by v.dossier_id) stretched
               on stretched.dossier_id = ${dossiers.id}
             cross join lateral (select least(stretched.op, case when ${dossiers.fase} = ${fase} and ${dossiers.stap} = ${stap}
                 and ${dossiers.stapSinds} >= ${from} and ${dossiers.stapSinds} < ${to} then ${dossiers.stapSinds} end) as op) entered`;
}

/** The dossier entered the step within [from, to) (either end open). */
export const reachedCondition = (step: string, from: Date | undefined, to: Date | undefined) =>
  sql`${dossiers.id} in (select e.id from ${entries(step, from, to)} e)`;

/** The business-day number of a day (werkdag_kalender): differences are business days. */
const dayNumber = (day: SQL) => sql`(select k.nr from werkdag_kalender k where k.datum = ${day})`;

/** What the norm test reads: the dossier's own columns, or those of a count grouped by them. */
export interface NormInputs {
  fase: SQL;
  stap: SQL;
  geldverstrekkerId: SQL;
  /** The kind of office the norms tell apart: VERHUUR for a BTL dossier, else its office's type. */
  segment: SQL;
  /** The business days after the day it entered its current step up to and including today. */
  daysInStep: SQL;
}

/** The norm test's inputs from the dossier's own columns, on `today`. */
export const normInputs = (today: string): NormInputs => ({
  fase: sql`${dossiers.fase}`,
  stap: sql`${dossiers.stap}`,
  geldverstrekkerId: sql`${dossiers.geldverstrekkerId}`,
  segment: sql`case when ${dossiers.btl} then 'VERHUUR' else (select k.kantoor_type from kantoren k where k.id = ${dossiers.kantoorId}) end`,
  daysInStep: sql`${dayNumber(sql`${today}::date`)} - ${dayNumber(sql`(${dossiers.stapSinds} at time zone ${TIME_ZONE})::date`)}`,
});

/**
 * More business days in the step than its norm (Beheer › Doorlooptijden): the most specific active
 * norm, for the money provider before the general, for the segment before all kinds.
 */
export const overNorm = (i: NormInputs) =>
  sql`${i.daysInStep} > (select n.norm_werkdagen from doorlooptijden n
    where n.active and n.stap = ${i.fase} || '.' || ${i.stap}
      and (n.geldverstrekker_id is null or n.geldverstrekker_id = ${i.geldverstrekkerId})
      and (n.segment is null or n.segment = ${i.segment})
    order by n.geldverstrekker_id is null, n.segment is null, n.id limit 1)`;

/** Running and in its current step for longer than the step's norm. */
export const overNormCondition = (today: string) => sql`(${dossiers.status} = 'LOPEND' and ${overNorm(normInputs(today))})`;

/** A dossier with an important date of this kind within [from, to] (days, either end open). */
export const importantDateCondition = (soort: string, from: string | undefined, to: string | undefined) =>
  sql`${dossiers.id} in (select b.dossier_id from belangrijke_datums b where b.soort = ${soort}
    ${from ? sql`and b.datum >= ${from}::date` : sql``} ${to ? sql`and b.datum <= ${to}::date` : sql``})`;

/** The instants a range of Amsterdam days starts and ends: [start of `from`, start of the day after `to`). */
export const dayBounds = (from: string | undefined, toInclusive: string | undefined, shift: (day: string, n: number) => string) => ({
  from: from ? startOfDay(from) : undefined,
  to: toInclusive ? startOfDay(shift(toInclusive, 1)) : undefined,
});
