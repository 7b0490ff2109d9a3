import { eq, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Permission } from '../../../contract/permissions';
import { CDS_SCOPES, SEGMENTEN } from '../../../contract/insight/codes';
import type { LeadTimesAnswer } from '../../../contract/insight/answers';
import { rowsOf } from '../../../server/db/client';
import { dossiers, geldverstrekkers, kantoren } from '../../../server/db/schema';
import { changeDossier } from '../../../server/services/dossiers/audit';
import { insightContext } from '../../../server/services/insight/context';
import { stretchCounts, summable, summedCounts } from '../../../server/services/insight/lead-times';
import type { SessionUser } from '../../../server/services/permissions/access';
import { loadCalendar } from '../../../server/services/workload/calendar';
import { signIn } from '../helpers';
import { query } from './drill';
import { insightServer } from './fixtures';

const { app, db, fx } = await insightServer();
const medewerker = await signIn(app, 'medewerker');
const beheerder = await signIn(app, 'beheerder');

const staff = (permissions: Permission[]): SessionUser => ({ id: fx.handler, sessionId: 'test', username: 'test', typeCode: 'M', kantoorId: null, geldverstrekkerId: null, permissions: new Set(permissions) });
/** Whose counts differ: all staff, staff of one kind of dossier each, a money provider's user. */
const USERS: Record<string, SessionUser> = {
  allStaff: staff(['MENU_DOSSIERS_VIEW', 'MENU_CDS_DOSSIERS_VIEW']),
  cdsOnly: staff(['MENU_CDS_DOSSIERS_VIEW']),
  btlOnly: staff(['MENU_BTL_DOSSIERS_VIEW']),
  btlServicing: staff(['MENU_BEHEER_BTL_VIEW']),
  lender: { ...staff(['MENU_DOSSIERS_VIEW', 'MENU_CDS_DOSSIERS_VIEW']), typeCode: 'H', geldverstrekkerId: fx.lender },
};
/** The year and month of the data set, and this year and month (the demo data's stretches). */
const PERIODS = [
  { periode: 'jaar', datum: '2025-01-01' },
  { periode: 'maand', datum: '2025-01-01' },
  { periode: 'jaar' },
  { periode: 'maand' },
] as const;

const sorted = (rows: { fase: string; stap: string | null; gv: number | null; wd: number; n: number }[]) =>
  rows.map((r) => `${r.fase}|${r.stap}|${r.gv}|${Number(r.wd)}|${Number(r.n)}`).sort();

/**
 * The counts added up ahead equal the stretches counted at the call, for every user, period,
 * segment, CDS scope and money provider filter: the summed table is only a faster way to the same rows.
 */
async function expectSummedEqualsStretches() {
  const calendar = await loadCalendar(db);
  let compared = 0;
  for (const user of Object.values(USERS))
    for (const period of PERIODS)
      for (const segment of SEGMENTEN)
        for (const cds of CDS_SCOPES)
          for (const geldverstrekker of [undefined, fx.lender]) {
            const ctx = insightContext(db, user, calendar, { ...period, cds, geldverstrekker });
            expect(summable(ctx, segment.filter)).toBe(true);
            const summed = sorted(await summedCounts(ctx, segment.filter));
            expect(summed, JSON.stringify({ user: user.username, type: user.typeCode, period, segment: segment.id, cds, geldverstrekker })).toEqual(sorted(await stretchCounts(ctx, segment.filter)));
            compared += summed.length;
          }
  // Not vacuous: the data set and the demo data end stretches in these periods.
  expect(compared).toBeGreaterThan(100);
}

async function leadTimes(segment: string, params: Record<string, string | number | undefined>): Promise<LeadTimesAnswer> {
  const res = await medewerker.get(`/api/v1/inzicht/doorlooptijden/${segment}?${query(params)}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

describe('the lead times added up ahead (doorlooptijd_tellingen, migration 0045)', () => {
  it('equal the stretches counted at the call, on the data set and the demo data', async () => {
    await expectSummedEqualsStretches();
  });

  it('answer a month and a year; a week, an office, a team or an adviser read the stretches', async () => {
    const calendar = await loadCalendar(db);
    const volmacht = SEGMENTEN[0].filter;
    expect(summable(insightContext(db, USERS.allStaff, calendar, { periode: 'jaar' }), volmacht)).toBe(true);
    expect(summable(insightContext(db, USERS.allStaff, calendar, { periode: 'week' }), volmacht)).toBe(false);
    expect(summable(insightContext(db, USERS.allStaff, calendar, { periode: 'jaar', kantoor: fx.office }), volmacht)).toBe(false);
    expect(summable(insightContext(db, USERS.allStaff, calendar, { periode: 'jaar', team: fx.team }), volmacht)).toBe(false);
    const adviser: SessionUser = { ...USERS.allStaff, typeCode: 'A', kantoorId: fx.office };
    expect(summable(insightContext(db, adviser, calendar, { periode: 'jaar' }), volmacht)).toBe(false);
  });

  it('give the hand-checked month through the API as the stretches do (the data set is one office and one money provider)', async () => {
    const month = { periode: 'maand', datum: '2025-01-01' };
    const summed = await leadTimes('volmacht', { ...month, geldverstrekker: fx.lender });
    const counted = await leadTimes('volmacht', { ...month, geldverstrekker: fx.lender, kantoor: fx.office });
    const figures = (a: LeadTimesAnswer) => a.rijen.map((r) => [r.fase, r.stap, r.aantal, r.mediaan, r.p80, r.p95, r.binnenNorm]);
    expect(figures(summed)).toEqual(figures(counted));
    // January 2025 holds the stretches of week 1 and more: BEOORDELEN of D1 and D4 (lead-times.test.ts) among them.
    expect(summed.rijen.find((r) => r.stap === 'BEOORDELEN')!.aantal).toBeGreaterThanOrEqual(2);
  });

  // Each comparison walks 360 combinations; several in a row outlast the default timeout on a busy machine.
  it('follow a step change, a rejection and reopening, a change of money provider, office, CDS or BTL, and a removed dossier', { timeout: 180_000 }, async () => {
    const [fresh] = await db
      .insert(dossiers)
      .values({ kantoorId: fx.office, geldverstrekkerId: fx.lender, fase: 'AANVRAAG', stap: 'ONTVANGEN', ontvangenOp: new Date(Date.now() - 3 * 86_400_000) })
      .returning();
    const change = (to: Record<string, unknown>, since: Record<string, unknown> = {}) =>
      db.transaction(async (tx) => {
        const [current] = await tx.select().from(dossiers).where(eq(dossiers.id, fresh.id)).for('update');
        await changeDossier(tx, fx.handler, current, to, since);
      });
    await change({ stap: 'BEOORDELEN' }, { stapSinds: new Date() });
    // Rejected and reopened in its step: the stretch that runs again begins at the first entry (migration 0047).
    await change({ status: 'AFGEWEZEN' });
    await change({ status: 'LOPEND' });
    await change({ stap: 'GOEDGEKEURD' }, { stapSinds: new Date() });
    await expectSummedEqualsStretches();
    const [demoLender] = await db.select({ id: geldverstrekkers.id }).from(geldverstrekkers).where(ne(geldverstrekkers.id, fx.lender)).limit(1);
    await db.update(dossiers).set({ geldverstrekkerId: demoLender.id, kantoorId: null }).where(eq(dossiers.id, fresh.id));
    await expectSummedEqualsStretches();
    await db.update(dossiers).set({ geldverstrekkerId: fx.lender, kantoorId: fx.otherOffice, cds: true }).where(eq(dossiers.id, fresh.id));
    await expectSummedEqualsStretches();
    await db.update(dossiers).set({ btl: true, leningType: 'SERVICING' }).where(eq(dossiers.id, fresh.id));
    await expectSummedEqualsStretches();
    await db.delete(dossiers).where(eq(dossiers.id, fresh.id));
    await expectSummedEqualsStretches();
  });

  it('follow an office that changes its kind, and a vrije dag added and removed in Beheer', { timeout: 180_000 }, async () => {
    await db.update(kantoren).set({ kantoorType: 'NIET_VOLMACHT' }).where(eq(kantoren.id, fx.office));
    try {
      await expectSummedEqualsStretches();
    } finally {
      await db.update(kantoren).set({ kantoorType: 'VOLMACHT' }).where(eq(kantoren.id, fx.office));
    }
    await expectSummedEqualsStretches();
    const created = await beheerder.post('/api/v1/beheer/vrije-dagen', { datum: '2025-01-02', omschrijving: 'Inzicht-test: kantoor dicht' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    try {
      await expectSummedEqualsStretches();
    } finally {
      expect((await beheerder.delete(`/api/v1/beheer/vrije-dagen/${created.body.id}`)).status).toBe(204);
    }
    await expectSummedEqualsStretches();
  });

  it('write only what a step change altered, not every count of the dossier', async () => {
    const total = async () => rowsOf<{ n: number }>(await db.execute(sql`select coalesce(sum(aantal), 0)::int as n from doorlooptijd_tellingen`))[0].n;
    const before = await total();
    const [fresh] = await db.insert(dossiers).values({ kantoorId: fx.office, geldverstrekkerId: fx.lender, fase: 'AANVRAAG', stap: 'ONTVANGEN', ontvangenOp: new Date() }).returning();
    await db.transaction(async (tx) => {
      const [current] = await tx.select().from(dossiers).where(eq(dossiers.id, fresh.id)).for('update');
      await changeDossier(tx, fx.handler, current, { stap: 'BEOORDELEN' }, { stapSinds: new Date() });
    });
    // One finished stretch (ONTVANGEN): one more in the counts.
    expect(await total()).toBe(before + 1);
    await db.delete(dossiers).where(eq(dossiers.id, fresh.id));
    expect(await total()).toBe(before);
  });
});
