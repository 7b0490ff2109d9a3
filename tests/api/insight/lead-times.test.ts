import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LeadTimeRow, LeadTimesAnswer } from '../../../contract/insight/answers';
import { doorlooptijden, dossiers, dossierStapPeriodes } from '../../../server/db/schema';
import { changeDossier } from '../../../server/services/dossiers/audit';
import { signIn } from '../helpers';
import { expectLeadTimeDrillsMatch, query } from './drill';
import { insightServer } from './fixtures';

const { app, db, fx } = await insightServer();
const medewerker = await signIn(app, 'medewerker');
const beheerder = await signIn(app, 'beheerder');

const WEEK1 = { periode: 'week', datum: '2025-01-01' };

async function leadTimes(segment: string, params: Record<string, string | number | undefined> = {}): Promise<LeadTimesAnswer> {
  const res = await medewerker.get(`/api/v1/inzicht/doorlooptijden/${segment}?${query({ ...WEEK1, kantoor: fx.office, ...params })}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}
const row = (answer: LeadTimesAnswer, code: string) => answer.rijen.find((r) => (r.stap ? `${r.fase}.${r.stap}` : r.fase) === code)!;
const figures = (r: LeadTimeRow) => [r.aantal, r.mediaan, r.p80, r.p95, r.norm, r.binnenNorm, r.nuLopend, r.nuBovenNorm];

describe('the stretches told from the audit trail', () => {
  it('D1: each step and the phase it left, with business days over 1 January (a vrije dag)', async () => {
    const stretches = await db.select().from(dossierStapPeriodes).where(eq(dossierStapPeriodes.dossierId, fx.d.D1));
    const days = stretches.map((s) => JSON.stringify([s.fase, s.stap, s.beginDag, s.eindDag, s.afloop])).sort();
    const expected = [
      ['AANVRAAG', 'ONTVANGEN', '2024-12-30', '2024-12-31', 'VOLGENDE'],
      ['AANVRAAG', null, '2024-12-30', '2025-01-03', 'VOLGENDE'],
      ['AANVRAAG', 'BEOORDELEN', '2024-12-31', '2025-01-02', 'VOLGENDE'],
      ['AANVRAAG', 'GOEDGEKEURD', '2025-01-02', '2025-01-03', 'VOLGENDE'],
    ];
    expect(days).toEqual(expected.map((e) => JSON.stringify(e)).sort());
  });

  it('a closing status ends the last stretch: D8 was finished, D5 rejected', async () => {
    const ends = async (id: number) =>
      (await db.select().from(dossierStapPeriodes).where(eq(dossierStapPeriodes.dossierId, id))).map((s) => `${s.fase}.${s.stap ?? '-'}:${s.afloop}`).sort();
    expect(await ends(fx.d.D8)).toEqual(['PASSEREN.-:AFGEROND', 'PASSEREN.GEPASSEERD:AFGEROND', 'PASSEREN.GEPLAND:VOLGENDE']);
    expect(await ends(fx.d.D5)).toEqual(['AANVRAAG.-:AFGEWEZEN', 'AANVRAAG.BEOORDELEN:AFGEWEZEN', 'AANVRAAG.ONTVANGEN:VOLGENDE']);
  });

  it("a step change the application records derives the dossier's stretches at once, in its transaction", async () => {
    const [fresh] = await db
      .insert(dossiers)
      .values({ kantoorId: fx.otherOffice, geldverstrekkerId: fx.lender, fase: 'AANVRAAG', stap: 'ONTVANGEN', ontvangenOp: new Date(Date.now() - 3_600_000) })
      .returning();
    try {
      expect(await db.select().from(dossierStapPeriodes).where(eq(dossierStapPeriodes.dossierId, fresh.id))).toEqual([]);
      await db.transaction(async (tx) => {
        const [current] = await tx.select().from(dossiers).where(eq(dossiers.id, fresh.id)).for('update');
        await changeDossier(tx, fx.handler, current, { stap: 'BEOORDELEN' }, { stapSinds: new Date() });
      });
      const stretches = await db.select().from(dossierStapPeriodes).where(eq(dossierStapPeriodes.dossierId, fresh.id));
      expect(stretches.map((s) => [s.fase, s.stap, s.afloop]).sort()).toEqual([['AANVRAAG', 'ONTVANGEN', 'VOLGENDE']]);
    } finally {
      await db.delete(dossiers).where(eq(dossiers.id, fresh.id));
    }
    expect(await db.select().from(dossierStapPeriodes).where(eq(dossierStapPeriodes.dossierId, fresh.id))).toEqual([]);
  });
});

describe('Doorlooptijden on the hand-checked data set (fixtures.ts)', () => {
  it('volmacht, week 1 of 2025: median, P80 and P95 in business days against the norms', async () => {
    const answer = await leadTimes('volmacht');
    expect(answer.segment).toBe('VOLMACHT');
    expect(answer.periode.label).toBe('Week 1, 2025');
    // [aantal, mediaan, p80, p95, norm, binnen norm %, nu in stap, nu boven norm]
    expect(figures(row(answer, 'AANVRAAG'))).toEqual([1, 3, 3, 3, 10, 100, 4, null]);
    expect(figures(row(answer, 'AANVRAAG.ONTVANGEN'))).toEqual([2, 1, 1, 1, 1, 100, 2, 1]);
    // The office kind's own norm (2) before the general one (3).
    expect(figures(row(answer, 'AANVRAAG.BEOORDELEN'))).toEqual([2, 1, 1, 1, 2, 100, 0, 0]);
    expect(figures(row(answer, 'AANVRAAG.AANVULLEN'))).toEqual([1, 1, 1, 1, 5, 100, 1, 1]);
    expect(figures(row(answer, 'AANVRAAG.GOEDGEKEURD'))).toEqual([1, 1, 1, 1, 2, 100, 1, 1]);
    expect(figures(row(answer, 'RENTEAANBOD.AANGEVRAAGD'))).toEqual([0, null, null, null, 1, null, 1, 1]);
    expect(figures(row(answer, 'HYPOTHEEKAANBOD.DOCUMENTEN_BEOORDELEN'))).toEqual([2, 11, 11, 11, 3, 0, 0, 0]);
    expect(figures(row(answer, 'HYPOTHEEKAANBOD.UITGEBRACHT'))).toEqual([1, 1, 1, 1, 5, 100, 1, 1]);
    expect(figures(row(answer, 'PASSEREN.GEPLAND'))).toEqual([1, 11, 11, 11, 15, 100, 0, 0]);
    expect(figures(row(answer, 'PASSEREN.GEPASSEERD'))).toEqual([0, null, null, null, 2, null, 0, 0]);
    await expectLeadTimeDrillsMatch(medewerker, answer);
  });

  it('the other kinds: D5 is a buy-to-let loan (rejected, so not counted), niet-volmacht has none of these', async () => {
    const btl = await leadTimes('verhuurhypotheken');
    expect(figures(row(btl, 'AANVRAAG.ONTVANGEN'))).toEqual([1, 0, 0, 0, 1, 100, 0, 0]);
    expect(row(btl, 'AANVRAAG.BEOORDELEN').aantal).toBe(0);
    const other = await leadTimes('niet-volmacht');
    expect(other.rijen.every((r) => r.aantal === 0 && r.nuLopend === 0)).toBe(true);
    await expectLeadTimeDrillsMatch(medewerker, btl);
  });

  it('a vrije dag added in Beheer counts at once: 2 January 2025 off makes D1 and D4 one business day faster', async () => {
    const created = await beheerder.post('/api/v1/beheer/vrije-dagen', { datum: '2025-01-02', omschrijving: 'Inzicht-test: kantoor dicht' });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    try {
      const answer = await leadTimes('volmacht');
      // BEOORDELEN took 0 (D1: 31 Dec to 2 Jan, both days after off) and 1 (D4: 30 to 31 Dec): the median is 0, P80 1.
      expect(figures(row(answer, 'AANVRAAG.BEOORDELEN')).slice(0, 4)).toEqual([2, 0, 1, 1]);
      expect(figures(row(answer, 'AANVRAAG')).slice(0, 4)).toEqual([1, 2, 2, 2]);
      expect(figures(row(answer, 'HYPOTHEEKAANBOD.DOCUMENTEN_BEOORDELEN')).slice(0, 4)).toEqual([2, 10, 11, 11]);
    } finally {
      expect((await beheerder.delete(`/api/v1/beheer/vrije-dagen/${created.body.id}`)).status).toBe(204);
    }
    expect(figures(row(await leadTimes('volmacht'), 'AANVRAAG.BEOORDELEN')).slice(0, 4)).toEqual([2, 1, 1, 1]);
  });

  it("a money provider's own norm comes before the general one, for the figures and for 'nu boven norm'", async () => {
    const [own] = await db.insert(doorlooptijden).values({ stap: 'AANVRAAG.ONTVANGEN', normWerkdagen: 1000, signaalWerkdagen: 900, geldverstrekkerId: fx.lender }).returning();
    try {
      const general = await leadTimes('volmacht');
      // D3 has been in the step for far less than 1000 business days: no longer over its norm.
      expect(figures(row(general, 'AANVRAAG.ONTVANGEN'))).toEqual([2, 1, 1, 1, 1, 100, 2, 0]);
      const lender = await leadTimes('volmacht', { geldverstrekker: fx.lender });
      expect(row(lender, 'AANVRAAG.ONTVANGEN').norm).toBe(1000);
      await expectLeadTimeDrillsMatch(medewerker, general);
    } finally {
      await db.delete(doorlooptijden).where(and(eq(doorlooptijden.id, own.id)));
    }
  });

  it('a CSV with a line per phase and step', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/inzicht/doorlooptijden/volmacht/csv?${query({ ...WEEK1, kantoor: fx.office })}`,
      headers: { authorization: `Bearer ${medewerker.token}` },
    });
    expect(res.statusCode).toBe(200);
    const lines = res.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines).toHaveLength(1 + 4 + 14);
    expect(lines).toContain('"Aanvraag – Aanvraag ontvangen";"2";"1";"1";"1";"1";"100";"2";"1"');
  });

  it('refuses an unknown kind of office', async () => {
    const res = await medewerker.get('/api/v1/inzicht/doorlooptijden/alle');
    expect(res.status).toBe(400);
  });
});

describe('Doorlooptijden on the demo data: the running dossiers open their lists', () => {
  for (const segment of ['volmacht', 'niet-volmacht', 'verhuurhypotheken']) {
    it(segment, async () => {
      const res = await medewerker.get(`/api/v1/inzicht/doorlooptijden/${segment}?periode=jaar`);
      expect(res.status).toBe(200);
      expect((res.body as LeadTimesAnswer).rijen.some((r) => r.aantal > 0)).toBe(true);
      await expectLeadTimeDrillsMatch(medewerker, res.body);
    });
  }
});
