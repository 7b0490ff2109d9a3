import { and, asc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import {
  LOYALTY_CRITERIA,
  LOYALTY_LEVELS,
  THRESHOLD_LEVELS,
  levelOf,
  meets,
  thresholdOf,
  type LoyaltyFigures,
  type LoyaltyLevel,
  type LoyaltyOffice,
  type LoyaltyOverview,
  type LoyaltyThresholds,
} from '../../../contract/insight/loyalty';
import { quartersUpTo, type Bucket } from '../../../contract/insight/period';
import type { Db } from '../../db/client';
import { kantoren, loyaliteitKwartalen, loyaliteitNiveaus } from '../../db/schema';
import { notFound } from '../../errors';
import { aanleveringValue, entries, firstTimeRight } from '../dossiers/progress';
import type { SessionUser } from '../permissions/access';
import { startOfDay, TIME_ZONE } from '../workload/calendar';
import { num, percentage, rows } from './context';
import { OFFER_OUT } from './milestones';

/** The quarters a history shows: the running one and the seven before it. */
const HISTORY = 8;

type Quarter = Bucket & { jaar: number; kwartaal: number };

const quarterKey = (column: SQL) => sql<string>`to_char(date_trunc('quarter', ${column} at time zone ${TIME_ZONE}), 'YYYY-MM')`;

type ThresholdRow = LoyaltyThresholds & { geldigVanaf: string };

/** Every row of Beheer › Loyaliteit, those set ahead included. */
const loadThresholds = async (db: Db): Promise<ThresholdRow[]> =>
  (await db.select().from(loyaliteitNiveaus)).map((t) => ({
    niveau: t.niveau as LoyaltyLevel,
    geldigVanaf: t.geldigVanaf,
    minAanvragen: t.minAanvragen,
    minFirstTimeRight: t.minFirstTimeRight,
    minCompleet: t.minCompleet,
    maxAanlevertijd: t.maxAanlevertijd,
  }));

/** The thresholds of each level valid on a day: its row with the latest `geldigVanaf` on or before it. */
function thresholdsAt(rows: readonly ThresholdRow[], day: string): LoyaltyThresholds[] {
  return THRESHOLD_LEVELS.flatMap((level) => {
    const valid = rows.filter((r) => r.niveau === level.id && r.geldigVanaf <= day).sort((a, b) => b.geldigVanaf.localeCompare(a.geldigVanaf));
    if (!valid.length) return [];
    const { geldigVanaf: _from, ...thresholds } = valid[0];
    return [thresholds];
  });
}

/**
 * The four figures of offices in quarters (docs/insight.md "Loyaliteit"), per office and quarter
 * key ('2025-04' for Q2 2025): applications received; of the offers that went out, the share first
 * time right; of the received applications assessed, the share complete; and the median business
 * days from asking a document to receiving it, of the documents received then.
 */
async function quarterFigures(db: Db, quarters: readonly Quarter[], kantoorId?: number): Promise<Map<string, LoyaltyFigures>> {
  const from = startOfDay(quarters[0].van);
  const to = startOfDay(quarters[quarters.length - 1].tot);
  const office = kantoorId ? sql`and dossiers.kantoor_id = ${kantoorId}` : sql`and dossiers.kantoor_id is not null`;
  const received = await rows<{ kantoor: number; k: string; n: number; compleet: number; onvolledig: number }>(
    db,
    sql`select kantoor, k, count(*)::int as n, count(*) filter (where a = 'COMPLEET')::int as compleet, count(*) filter (where a = 'ONVOLLEDIG')::int as onvolledig
        from (select dossiers.kantoor_id as kantoor, ${quarterKey(sql`dossiers.ontvangen_op`)} as k, ${aanleveringValue} as a
              from dossiers where dossiers.ontvangen_op >= ${from} and dossiers.ontvangen_op < ${to} ${office}) x
        group by 1, 2`,
  );
  const offers = await rows<{ kantoor: number; k: string; n: number; ftr: number }>(
    db,
    sql`with m as (select e.id, min(e.op) as op from ${entries(OFFER_OUT, from, to)} e group by e.id)
        select dossiers.kantoor_id as kantoor, ${quarterKey(sql`m.op`)} as k, count(*)::int as n, count(*) filter (where ${firstTimeRight})::int as ftr
        from m join dossiers on dossiers.id = m.id where true ${office} group by 1, 2`,
  );
  const documents = await rows<{ kantoor: number; k: string; mediaan: number }>(
    db,
    sql`select dossiers.kantoor_id as kantoor, ${quarterKey(sql`dd.ontvangen_op`)} as k, percentile_disc(0.5) within group (order by ke.nr - kb.nr) as mediaan
        from dossier_documenten dd join dossiers on dossiers.id = dd.dossier_id
        join werkdag_kalender kb on kb.datum = (dd.opgevraagd_op at time zone ${TIME_ZONE})::date
        join werkdag_kalender ke on ke.datum = (dd.ontvangen_op at time zone ${TIME_ZONE})::date
        where dd.ontvangen_op >= ${from} and dd.ontvangen_op < ${to} ${office} group by 1, 2`,
  );
  const figures = new Map<string, LoyaltyFigures>();
  const at = (kantoor: number, k: string) => {
    const key = `${kantoor}/${k}`;
    if (!figures.has(key)) figures.set(key, { aanvragen: 0, firstTimeRight: null, compleet: null, aanlevertijd: null });
    return figures.get(key)!;
  };
  for (const r of received) {
    const f = at(num(r.kantoor), r.k);
    f.aanvragen = num(r.n);
    f.compleet = percentage(num(r.compleet), num(r.compleet) + num(r.onvolledig));
  }
  for (const r of offers) at(num(r.kantoor), r.k).firstTimeRight = percentage(num(r.ftr), num(r.n));
  for (const r of documents) at(num(r.kantoor), r.k).aanlevertijd = Math.round(num(r.mediaan) * 10) / 10;
  return figures;
}

const EMPTY: LoyaltyFigures = { aanvragen: 0, firstTimeRight: null, compleet: null, aanlevertijd: null };
const keyOf = (q: Quarter) => q.van.slice(0, 7);
const quarterOut = (q: Quarter) => ({ jaar: q.jaar, kwartaal: q.kwartaal, label: q.label, van: q.van, tot: q.tot });

/** What the next level asks that the figures do not meet. */
function nextLevel(level: LoyaltyLevel, figures: LoyaltyFigures, thresholds: readonly LoyaltyThresholds[]) {
  const index = LOYALTY_LEVELS.findIndex((l) => l.id === level);
  if (index === 0) return null;
  const next = thresholds.find((t) => t.niveau === LOYALTY_LEVELS[index - 1].id);
  if (!next) return null;
  return {
    niveau: next.niveau,
    ontbreekt: LOYALTY_CRITERIA.filter((c) => !meets(figures, next, c)).map((c) => ({ criterium: c, waarde: figures[c], nodig: thresholdOf(next, c).value })),
  };
}

/** Which office a user may look at: an adviser only their own, staff any active one. */
async function officeFor(db: Db, user: SessionUser, kantoorId: number | undefined) {
  const id = user.typeCode === 'A' ? user.kantoorId : kantoorId;
  if (!id || (user.typeCode === 'A' && kantoorId !== undefined && kantoorId !== user.kantoorId)) throw notFound();
  const [office] = await db.select({ id: kantoren.id, bedrijfsNaam: kantoren.bedrijfsNaam, plaatsNaam: kantoren.plaatsNaam }).from(kantoren).where(eq(kantoren.id, id));
  if (!office) throw notFound();
  return office;
}

/**
 * GET /loyaliteit (an adviser: their office) and /loyaliteit/kantoren/{id} (staff): the office's level
 * in the running quarter and what it rests on, what the next level asks, and the history per
 * quarter: recorded levels for the quarters that are over, the running one as it stands.
 */
export async function officeLoyalty(db: Db, user: SessionUser, today: string, kantoorId?: number): Promise<LoyaltyOffice> {
  const office = await officeFor(db, user, kantoorId);
  const quarters = quartersUpTo(today, HISTORY);
  const rows = await loadThresholds(db);
  const recorded = await db
    .select()
    .from(loyaliteitKwartalen)
    .where(and(eq(loyaliteitKwartalen.kantoorId, office.id), gte(loyaliteitKwartalen.jaar, quarters[0].jaar)));
  const stored = (q: Quarter) => recorded.find((r) => r.jaar === q.jaar && r.kwartaal === q.kwartaal);
  const live = await quarterFigures(db, quarters, office.id);
  const historie = quarters.map((q, i) => {
    const row = i < quarters.length - 1 ? stored(q) : undefined;
    if (row) {
      const { aanvragen, firstTimeRight: ftr, compleet, aanlevertijd } = row;
      return { ...quarterOut(q), niveau: row.niveau as LoyaltyLevel, aanvragen, firstTimeRight: ftr, compleet, aanlevertijd, definitief: true };
    }
    const figures = live.get(`${office.id}/${keyOf(q)}`) ?? EMPTY;
    return { ...quarterOut(q), niveau: levelOf(figures, thresholdsAt(rows, q.van)), ...figures, definitief: false };
  });
  const current = historie[historie.length - 1];
  const thresholds = thresholdsAt(rows, quarters[quarters.length - 1].van);
  const cijfers = { aanvragen: current.aanvragen, firstTimeRight: current.firstTimeRight, compleet: current.compleet, aanlevertijd: current.aanlevertijd };
  return {
    kantoor: office,
    kwartaal: quarterOut(quarters[quarters.length - 1]),
    niveau: current.niveau,
    cijfers,
    drempels: thresholds,
    volgende: nextLevel(current.niveau, cijfers, thresholds),
    historie,
  };
}

/** GET /loyaliteit/kantoren: every active office's level in the running quarter (staff), highest first. */
export async function loyaltyOverview(db: Db, today: string): Promise<LoyaltyOverview> {
  const [quarter] = quartersUpTo(today, 1);
  const [rows, offices, figures] = await Promise.all([
    loadThresholds(db),
    db.select({ id: kantoren.id, bedrijfsNaam: kantoren.bedrijfsNaam, plaatsNaam: kantoren.plaatsNaam }).from(kantoren).where(eq(kantoren.active, true)).orderBy(asc(kantoren.id)),
    quarterFigures(db, [quarter]),
  ]);
  const rank = (level: LoyaltyLevel) => LOYALTY_LEVELS.findIndex((l) => l.id === level);
  return {
    kwartaal: quarterOut(quarter),
    kantoren: offices
      .map((kantoor) => {
        const f = figures.get(`${kantoor.id}/${keyOf(quarter)}`) ?? EMPTY;
        return { kantoor, niveau: levelOf(f, thresholdsAt(rows, quarter.van)), ...f };
      })
      // The highest level first, then by name as a reader sorts it ('van Dijk' among the V's of its sort).
      .sort((a, b) => rank(a.niveau) - rank(b.niveau) || a.kantoor.bedrijfsNaam.localeCompare(b.kantoor.bedrijfsNaam, 'nl', { sensitivity: 'base' })),
  };
}

/**
 * The job 'loyaliteit.kwartalen': records the level of every active office in each quarter of the
 * history that is over and not recorded yet, with the thresholds valid on its first day. Safe to run twice: a
 * recorded quarter is never written again. Answers how many it recorded.
 */
export async function recordClosedQuarters(db: Db, today: string) {
  const quarters = quartersUpTo(today, HISTORY).slice(0, -1);
  const offices = await db.select({ id: kantoren.id }).from(kantoren).where(eq(kantoren.active, true));
  if (!offices.length) return 0;
  const done = await db
    .select({ kantoorId: loyaliteitKwartalen.kantoorId, jaar: loyaliteitKwartalen.jaar, kwartaal: loyaliteitKwartalen.kwartaal })
    .from(loyaliteitKwartalen)
    .where(and(gte(loyaliteitKwartalen.jaar, quarters[0].jaar), lt(loyaliteitKwartalen.jaar, quarters[quarters.length - 1].jaar + 1)));
  const isDone = new Set(done.map((d) => `${d.kantoorId}/${d.jaar}/${d.kwartaal}`));
  const missing = quarters.filter((q) => offices.some((o) => !isDone.has(`${o.id}/${q.jaar}/${q.kwartaal}`)));
  if (!missing.length) return 0;
  const rows = await loadThresholds(db);
  const figures = await quarterFigures(db, quarters.slice(quarters.indexOf(missing[0])));
  const values = missing.flatMap((q) =>
    offices
      .filter((o) => !isDone.has(`${o.id}/${q.jaar}/${q.kwartaal}`))
      .map((o) => {
        const f = figures.get(`${o.id}/${keyOf(q)}`) ?? EMPTY;
        return { kantoorId: o.id, jaar: q.jaar, kwartaal: q.kwartaal, niveau: levelOf(f, thresholdsAt(rows, q.van)), ...f };
      }),
  );
  const written = await db.insert(loyaliteitKwartalen).values(values).onConflictDoNothing().returning({ id: loyaliteitKwartalen.id });
  return written.length;
}

