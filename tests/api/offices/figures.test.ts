import { describe, expect, it } from 'vitest';
import { runningDossiersQuery, type OfficeAdviser, type OfficeFigures } from '../../../contract/offices';
import { userRow } from '../dossier-detail/fixtures';
import { signIn, testServer, type Caller } from '../helpers';
import { listTotal } from '../insight/drill';

/**
 * An office page's counts equal the lists they open (docs/offices.md "Figures"): the office's
 * running dossiers and each adviser's, for staff and for the office's own adviser, whose figures
 * count fewer kinds of dossier and say so.
 */
const { app, database } = await testServer();
const db = database.db;
const medewerker = await signIn(app, 'medewerker');
const adviseur = await signIn(app, 'adviseur');
const own = (await userRow(db, 'adviseur')).kantoorId!;

const office = async (caller: Caller, id: number) => {
  const res = await caller.get(`/api/v1/kantoors/${id}/cijfers`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as OfficeFigures;
};
const opens = (caller: Caller, query: Record<string, string | string[]>) => listTotal(caller, { lijst: 'dossiers', query });

describe("an office's running dossiers and the list they open", () => {
  it('staff: the office figure and each adviser\'s "Lopende dossiers" are the totals of their lists', async () => {
    const detail = await office(medewerker, own);
    expect(detail.lopendeDossiers).toBeGreaterThan(0);
    expect(await opens(medewerker, runningDossiersQuery(own))).toBe(detail.lopendeDossiers);
    const advisers = (await medewerker.get(`/api/v1/kantoors/${own}/adviseurs`)).body as OfficeAdviser[];
    expect(advisers.some((a) => a.lopendeDossiers > 0)).toBe(true);
    for (const a of advisers) expect(await opens(medewerker, runningDossiersQuery(own, a.id)), a.achterNaam).toBe(a.lopendeDossiers);
    // Per phase they add up to the running total.
    expect(Object.values(detail.perFase).reduce((s, n) => s + n, 0)).toBe(detail.lopendeDossiers);
  });

  it('the adviser: the own office figure is the total of the list it opens, and counts only the kinds the adviser sees', async () => {
    const mine = await office(adviseur, own);
    expect(await opens(adviseur, runningDossiersQuery(own))).toBe(mine.lopendeDossiers);
    const staffView = await office(medewerker, own);
    // Staff count every dossier of the office; the adviser no CDS dossiers (not a contradiction: the heading says whose).
    expect(staffView.soorten).toBeNull();
    expect(mine.soorten).toEqual(['GEWOON', 'BTL']);
    expect(mine.lopendeDossiers).toBeLessThanOrEqual(staffView.lopendeDossiers);
    const cds = await opens(medewerker, { ...runningDossiersQuery(own), dossierCds: 'true' });
    expect(staffView.lopendeDossiers - mine.lopendeDossiers).toBe(cds);
  });
});
