import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { levelOf, type LoyaltyThresholds } from '../../../contract/insight/loyalty';
import { kantoren, loyaliteitKwartalen, loyaliteitNiveaus } from '../../../server/db/schema';
import type { SessionUser } from '../../../server/services/permissions/access';
import { loyaltyOverview, officeLoyalty, recordClosedQuarters } from '../../../server/services/insight/loyalty';
import { signIn } from '../helpers';
import { insightServer } from './fixtures';

const { app, db, fx } = await insightServer();
const adviser = await signIn(app, fx.adviser.username);
const medewerker = await signIn(app, 'medewerker');
const employee = await signIn(app, 'employee');
const verstrekker = await signIn(app, 'verstrekker');
const beheerder = await signIn(app, 'beheerder');
/** The adviser as the service sees it: only the type and the office count here. */
const adviserUser: SessionUser = { id: fx.adviser.id, sessionId: 'test', username: fx.adviser.username, typeCode: 'A', kantoorId: fx.office, geldverstrekkerId: null, permissions: new Set(['MENU_LOYALTY_VIEW']) };

/** 15 February 2025: Q1 2025 runs, Q4 2024 is the last quarter that is over (fixtures.ts). */
const TODAY = '2025-02-15';
const figuresOf = (h: { aanvragen: number; firstTimeRight: number | null; compleet: number | null; aanlevertijd: number | null }) => [h.aanvragen, h.firstTimeRight, h.compleet, h.aanlevertijd];

describe('loyalty levels from the office figures', () => {
  const thresholds: LoyaltyThresholds[] = [
    { niveau: 'GOUD', minAanvragen: 12, minFirstTimeRight: 75, minCompleet: 80, maxAanlevertijd: 4 },
    { niveau: 'ZILVER', minAanvragen: 8, minFirstTimeRight: 60, minCompleet: 65, maxAanlevertijd: 6 },
    { niveau: 'BRONS', minAanvragen: 4, minFirstTimeRight: 45, minCompleet: 50, maxAanlevertijd: 8 },
  ];
  it('is the highest level whose every threshold is met; a figure without basis meets none', () => {
    expect(levelOf({ aanvragen: 12, firstTimeRight: 75, compleet: 80, aanlevertijd: 4 }, thresholds)).toBe('GOUD');
    expect(levelOf({ aanvragen: 30, firstTimeRight: 90, compleet: 90, aanlevertijd: 4.5 }, thresholds)).toBe('ZILVER');
    expect(levelOf({ aanvragen: 6, firstTimeRight: 100, compleet: 83.3, aanlevertijd: 3 }, thresholds)).toBe('BRONS');
    expect(levelOf({ aanvragen: 50, firstTimeRight: null, compleet: 100, aanlevertijd: 1 }, thresholds)).toBe('BASIS');
  });
});

describe("an office's loyalty on the hand-checked data set", () => {
  it('Q4 2024 rests on six applications, D6 first time right, five of six complete, documents in 3 business days: brons', async () => {
    const office = await officeLoyalty(db, adviserUser, TODAY);
    expect(office.kantoor).toEqual({ id: fx.office, bedrijfsNaam: 'Inzicht Testkantoor', plaatsNaam: 'Utrecht' });
    expect(office.historie.map((h) => h.label)).toEqual(['Q2 2023', 'Q3 2023', 'Q4 2023', 'Q1 2024', 'Q2 2024', 'Q3 2024', 'Q4 2024', 'Q1 2025']);
    const q4 = office.historie[6];
    expect(figuresOf(q4)).toEqual([6, 100, 83.3, 3]);
    expect(q4.niveau).toBe('BRONS');
    // Q1 2025 so far: D2 (incomplete) and D3 (being assessed); D7's offer was not first time right; documents in 1, 3 and 5 days.
    expect(office.kwartaal.label).toBe('Q1 2025');
    expect(figuresOf(office.cijfers)).toEqual([2, 0, 0, 3]);
    expect(office.niveau).toBe('BASIS');
    expect(office.volgende).toEqual({
      niveau: 'BRONS',
      ontbreekt: [
        { criterium: 'aanvragen', waarde: 2, nodig: 4 },
        { criterium: 'firstTimeRight', waarde: 0, nodig: 45 },
        { criterium: 'compleet', waarde: 0, nodig: 50 },
      ],
    });
    expect(office.historie.every((h) => !h.definitief)).toBe(true);
  });

  it("the job records the quarters that are over once; a later change of thresholds leaves them and moves the running one", async () => {
    expect(await recordClosedQuarters(db, TODAY)).toBeGreaterThan(0);
    expect(await recordClosedQuarters(db, TODAY)).toBe(0);
    const [recorded] = await db.select().from(loyaliteitKwartalen).where(and(eq(loyaliteitKwartalen.kantoorId, fx.office), eq(loyaliteitKwartalen.jaar, 2024), eq(loyaliteitKwartalen.kwartaal, 4)));
    expect(recorded).toMatchObject({ niveau: 'BRONS', aanvragen: 6, firstTimeRight: 100, compleet: 83.3, aanlevertijd: 3 });

    const [brons] = await db.select().from(loyaliteitNiveaus).where(eq(loyaliteitNiveaus.niveau, 'BRONS'));
    const thresholds = (geldigVanaf: string, values: object) =>
      beheerder.post('/api/v1/beheer/loyaliteit', {
        niveau: 'BRONS', geldigVanaf, minAanvragen: brons.minAanvragen, minFirstTimeRight: brons.minFirstTimeRight,
        minCompleet: brons.minCompleet, maxAanlevertijd: brons.maxAanlevertijd, omschrijving: null, ...values,
      });
    // From Q4 2024 on brons asks seven applications: Q4 (six) keeps the brons it was recorded with.
    const stricter = await thresholds('2024-10-01', { minAanvragen: 7 });
    expect(stricter.status, JSON.stringify(stricter.body)).toBe(201);
    const created = [stricter.body.id as number];
    try {
      const office = await officeLoyalty(db, adviserUser, TODAY);
      expect(office.historie[6]).toMatchObject({ niveau: 'BRONS', definitief: true, aanvragen: 6 });
      expect(office.niveau).toBe('BASIS');
      expect(office.drempels.find((d) => d.niveau === 'BRONS')?.minAanvragen).toBe(7);
      // From Q1 2025 brons for two applications whatever their quality: the running quarter reaches it.
      const milder = await thresholds('2025-01-01', { minAanvragen: 2, minFirstTimeRight: 0, minCompleet: 0 });
      expect(milder.status).toBe(201);
      created.push(milder.body.id);
      const now = await officeLoyalty(db, adviserUser, TODAY);
      expect(now.niveau).toBe('BRONS');
      expect(now.volgende?.niveau).toBe('ZILVER');
      // One row per level and date.
      const twice = await thresholds('2025-01-01', {});
      expect(twice.status).toBe(400);
      expect(twice.body.fields.geldigVanaf).toBe('Deze waarde bestaat al.');
    } finally {
      for (const id of created) expect((await beheerder.delete(`/api/v1/beheer/loyaliteit/${id}`)).status).toBe(204);
    }
  });

  it('the staff overview lists every active office with its level in the running quarter', async () => {
    const overview = await loyaltyOverview(db, TODAY);
    expect(overview.kwartaal.label).toBe('Q1 2025');
    const active = await db.select({ id: kantoren.id }).from(kantoren).where(eq(kantoren.active, true));
    expect(overview.kantoren).toHaveLength(active.length);
    expect(overview.kantoren.find((k) => k.kantoor.id === fx.office)).toMatchObject({ niveau: 'BASIS', aanvragen: 2, firstTimeRight: 0, compleet: 0, aanlevertijd: 3 });
  });
});

describe('who sees which loyalty', () => {
  it('an adviser sees the own office, not another, and not the overview', async () => {
    const own = await adviser.get('/api/v1/loyaliteit');
    expect(own.status).toBe(200);
    expect(own.body.kantoor.id).toBe(fx.office);
    expect(own.body.historie).toHaveLength(8);
    expect((await adviser.get(`/api/v1/loyaliteit/kantoren/${fx.office}`)).status).toBe(200);
    expect((await adviser.get(`/api/v1/loyaliteit/kantoren/${fx.otherOffice}`)).status).toBe(404);
    expect((await adviser.get('/api/v1/loyaliteit/kantoren')).status).toBe(403);
  });

  it('staff with the permission see every office; without it, or as a lender, nothing', async () => {
    expect((await medewerker.get('/api/v1/loyaliteit/kantoren')).status).toBe(200);
    expect((await medewerker.get(`/api/v1/loyaliteit/kantoren/${fx.otherOffice}`)).status).toBe(200);
    expect((await medewerker.get('/api/v1/loyaliteit')).status).toBe(403);
    expect((await medewerker.get('/api/v1/loyaliteit/kantoren/999999')).status).toBe(404);
    for (const caller of [employee, verstrekker]) {
      expect((await caller.get('/api/v1/loyaliteit/kantoren')).status).toBe(403);
      expect((await caller.get(`/api/v1/loyaliteit/kantoren/${fx.office}`)).status).toBe(403);
    }
  });

  it('only a beheerder with Beheer › Loyaliteit changes the thresholds, within range', async () => {
    expect((await medewerker.get('/api/v1/beheer/loyaliteit')).status).toBe(403);
    const list = await beheerder.get('/api/v1/beheer/loyaliteit');
    expect(list.status).toBe(200);
    const seeded = list.body.filter((l: { geldigVanaf: string }) => l.geldigVanaf === '2020-01-01');
    expect(seeded.map((l: { niveau: string }) => l.niveau).sort()).toEqual(['BRONS', 'GOUD', 'ZILVER']);
    const bad = await beheerder.put(`/api/v1/beheer/loyaliteit/${seeded[0].id}`, { ...seeded[0], minFirstTimeRight: 120 });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.minFirstTimeRight).toBe('Maximaal 100.');
  });
});
