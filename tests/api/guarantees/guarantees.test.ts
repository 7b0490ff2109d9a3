import { and, eq, inArray, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bankgaranties, dossiers } from '../../../server/db/schema';
import { amsterdamDay } from '../../../server/services/workload/calendar';
import { pickDossier, userRow } from '../dossier-detail/fixtures';
import { caller, signIn, testServer } from '../helpers';

/** Bankgaranties: the bank guarantees across the dossiers in the user's scope (docs/guarantees.md). */
const { app, database } = await testServer();
const { db } = database;
const medewerker = await signIn(app, 'medewerker');
const adviseur = await signIn(app, 'adviseur');
const ownOffice = (await userRow(db, 'adviseur')).kantoorId!;
const DAY = 86_400_000;
const today = amsterdamDay(new Date());
const inDays = (n: number) => amsterdamDay(new Date(Date.now() + n * DAY));

// Guarantees of our own with known dates: one expiring in 5 days, one past its date and still issued, one of another office.
const mine = await pickDossier(db, and(eq(dossiers.kantoorId, ownOffice), eq(dossiers.cds, false), eq(dossiers.btl, false), eq(dossiers.gearchiveerd, false)), 3);
const theirs = await pickDossier(db, and(ne(dossiers.kantoorId, ownOffice), eq(dossiers.gearchiveerd, false), eq(dossiers.cds, false)), 3);
const [soon, late, other] = await db
  .insert(bankgaranties)
  .values([
    { dossierId: mine.id, bank: 'Testbank Zeist', kenmerk: 'TST0001', begunstigde: 'Notariskantoor Test', bedrag: 31500, vervalDatum: inDays(5), status: 'AFGEGEVEN' },
    { dossierId: mine.id, bank: 'Testbank Zeist', kenmerk: 'TST0002', begunstigde: 'Notariskantoor Test', bedrag: 28000, vervalDatum: inDays(-3), status: 'AFGEGEVEN' },
    { dossierId: theirs.id, bank: 'Testbank Zeist', kenmerk: 'TST0003', begunstigde: 'Notariskantoor Test', bedrag: 40000, vervalDatum: inDays(5), status: 'AFGEGEVEN' },
  ])
  .returning();

type Row = { id: number; dossierId: number; vervalDatum: string; status: string; dagenTotVerval: number; bedrag: number };
const list = async (who: typeof medewerker, query = '') => {
  const res = await who.get(`/api/v1/bankgaranties?size=500${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { content: Row[]; totalElements: number };
};

describe('GET /bankgaranties', () => {
  it('lists the demo guarantees, soonest expiry first, with the dossier and the days left', async () => {
    const page = await list(medewerker);
    expect(page.totalElements).toBeGreaterThan(10);
    const dates = page.content.map((r) => r.vervalDatum);
    expect(dates).toEqual([...dates].sort());
    const row = page.content.find((r) => r.id === soon.id)!;
    expect(row).toMatchObject({ dossierId: mine.id, bank: 'Testbank Zeist', kenmerk: 'TST0001', bedrag: 31500, status: 'AFGEGEVEN', dagenTotVerval: 5, naamHypotheekGever: mine.naamHypotheekGever });
    expect(page.content.find((r) => r.id === late.id)!.dagenTotVerval).toBe(-3);
  });

  it('finds the open guarantees expiring within N days, and those past their date still open', async () => {
    const within = await list(medewerker, '&verlooptBinnen=7');
    expect(within.content.map((r) => r.id)).toEqual(expect.arrayContaining([soon.id, other.id]));
    expect(within.content.map((r) => r.id)).not.toContain(late.id);
    for (const r of within.content) {
      expect(r.dagenTotVerval).toBeGreaterThanOrEqual(0);
      expect(r.dagenTotVerval).toBeLessThanOrEqual(7);
      expect(['AANGEVRAAGD', 'AFGEGEVEN']).toContain(r.status);
    }
    const past = await list(medewerker, '&verlopen=true');
    expect(past.content.map((r) => r.id)).toContain(late.id);
    expect(past.content.every((r) => r.vervalDatum < today && ['AANGEVRAAGD', 'AFGEGEVEN'].includes(r.status))).toBe(true);
    const expired = await list(medewerker, '&status=VERVALLEN&status=INGETROKKEN');
    expect(expired.content.every((r) => ['VERVALLEN', 'INGETROKKEN'].includes(r.status))).toBe(true);
    expect((await list(medewerker, '&query=tst000')).content.map((r) => r.id).sort()).toEqual([soon.id, late.id, other.id].sort());
  });

  it('sorts on amount either way, id last, and pages zero-based', async () => {
    const desc = (await list(medewerker, '&sort=bedrag,desc')).content.map((r) => r.bedrag);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const second = await medewerker.get('/api/v1/bankgaranties?page=1&size=3');
    expect(second.body).toMatchObject({ number: 1, size: 3 });
    expect(second.body.content).toHaveLength(3);
    const bad = await medewerker.get('/api/v1/bankgaranties?sort=kenmerk,asc');
    expect(bad.status).toBe(400);
    expect(bad.body.type).toBe('VALIDATION');
    expect((await medewerker.get('/api/v1/bankgaranties?verlooptBinnen=-1')).status).toBe(400);
    expect((await medewerker.get('/api/v1/bankgaranties?status=KWIJT')).status).toBe(400);
  });

  it("shows an adviser its own office's guarantees only, and another office's adviser none of ours", async () => {
    const own = await list(adviseur);
    const ids = own.content.map((r) => r.id);
    expect(ids).toContain(soon.id);
    expect(ids).not.toContain(other.id);
    const offices = await db.select({ kantoorId: dossiers.kantoorId }).from(dossiers).where(inArray(dossiers.id, [...new Set(own.content.map((r) => r.dossierId))]));
    expect(new Set(offices.map((o) => o.kantoorId))).toEqual(new Set([ownOffice]));
    const elsewhere = await signIn(app, 'adviseur2');
    const theirList = await list(elsewhere);
    expect(theirList.content.map((r) => r.id)).not.toContain(soon.id);
  });

  it('leaves out archived dossiers and refuses users without MENU_BANKGARANTIES_VIEW', async () => {
    await db.update(dossiers).set({ gearchiveerd: true }).where(eq(dossiers.id, theirs.id));
    try {
      expect((await list(medewerker)).content.map((r) => r.id)).not.toContain(other.id);
    } finally {
      await db.update(dossiers).set({ gearchiveerd: false }).where(eq(dossiers.id, theirs.id));
    }
    for (const name of ['employee', 'verstrekker', 'beheerder']) expect((await (await signIn(app, name)).get('/api/v1/bankgaranties')).status).toBe(403);
    expect((await caller(app).get('/api/v1/bankgaranties')).status).toBe(401);
  });
});
