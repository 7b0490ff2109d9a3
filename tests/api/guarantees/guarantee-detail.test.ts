import { and, asc, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { belangrijkeDatums, dossiers, objecten } from '../../../server/db/schema';
import { amsterdamDay } from '../../../server/services/workload/calendar';
import { pickDossier, userRow } from '../dossier-detail/fixtures';
import { signIn, testServer } from '../helpers';
import { userWith } from '../uploads';

/** One bank guarantee with its dossier, purchase, transfer and changes (docs/guarantees.md "Detail"). */
const { app, database } = await testServer();
const { db } = database;
const medewerker = await signIn(app, 'medewerker');
const adviseur = await signIn(app, 'adviseur');
const verstrekker = await signIn(app, 'verstrekker');
const beheerder = await signIn(app, 'beheerder');
const ownOffice = (await userRow(db, 'adviseur')).kantoorId!;
const DAY = 86_400_000;
const inDays = (n: number) => amsterdamDay(new Date(Date.now() + n * DAY));

// A purchase of the adviser's office with its planned transfer in three weeks, and one of another office.
const mine = await pickDossier(db, and(eq(dossiers.kantoorId, ownOffice), eq(dossiers.cds, false), eq(dossiers.btl, false), eq(dossiers.gearchiveerd, false)), 5);
const theirs = await pickDossier(db, and(ne(dossiers.kantoorId, ownOffice), eq(dossiers.gearchiveerd, false), eq(dossiers.cds, false)), 5);
await db.insert(belangrijkeDatums).values({ dossierId: mine.id, soort: 'PASSEERDATUM', datum: inDays(21) }).onConflictDoUpdate({ target: [belangrijkeDatums.dossierId, belangrijkeDatums.soort], set: { datum: inDays(21) } });
const [property] = await db.select().from(objecten).where(eq(objecten.dossierId, mine.id)).orderBy(asc(objecten.id)).limit(1);

const create = async (dossierId: number, vervalDatum: string) => {
  const res = await medewerker.post('/api/v1/bankgarantie', { dossierId, bank: 'Rabobank', kenmerk: `BGD${dossierId}`, begunstigde: 'Notariskantoor Van Dam', bedrag: 34500, ingangsDatum: inDays(-10), vervalDatum, status: 'AFGEGEVEN' });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; version: number };
};
const lapsing = await create(mine.id, inDays(14));
const foreign = await create(theirs.id, inDays(60));

describe('GET /bankgaranties/{id}', () => {
  it('answers the guarantee with its dossier, the purchase it secures and the planned transfer', async () => {
    const res = await medewerker.get(`/api/v1/bankgaranties/${lapsing.id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      id: lapsing.id,
      dossierId: mine.id,
      bank: 'Rabobank',
      kenmerk: `BGD${mine.id}`,
      bedrag: 34500,
      vervalDatum: inDays(14),
      status: 'AFGEGEVEN',
      dagenTotVerval: 14,
      passeerdatum: inDays(21),
      // Issued, lapsing a week before the transfer: to be extended.
      verlooptVoorPasseren: true,
      naamHypotheekGever: mine.naamHypotheekGever,
      fase: mine.fase,
      stap: mine.stap,
    });
    expect(res.body.object).toEqual(property ? { straatNaam: property.straatNaam, huisNummer: property.huisNummer, huisNummerToevoeging: property.huisNummerToevoeging, postcode: property.postcode, plaatsNaam: property.plaatsNaam } : null);
    expect(res.body.koopsom).toBe(property?.koopsom ?? null);
    // Made through the API: its creation is in the dossier's audit trail, field by field.
    expect(res.body.wijzigingen.map((c: { veld: string }) => c.veld)).toEqual(expect.arrayContaining(['bank', 'bedrag', 'vervalDatum', 'status']));
  });

  it('shows what changed on it, newest first, and no longer warns once it runs past the transfer', async () => {
    const patched = await medewerker.patch(`/api/v1/bankgarantie/${lapsing.id}`, { version: lapsing.version, bank: 'Rabobank', kenmerk: `BGD${mine.id}`, begunstigde: 'Notariskantoor Van Dam', bedrag: 34500, ingangsDatum: inDays(-10), vervalDatum: inDays(45), status: 'AFGEGEVEN' });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    const res = await medewerker.get(`/api/v1/bankgaranties/${lapsing.id}`);
    expect(res.body.verlooptVoorPasseren).toBe(false);
    expect(res.body.wijzigingen[0]).toMatchObject({ veld: 'vervalDatum', oudeWaarde: inDays(14), nieuweWaarde: inDays(45), door: expect.any(String) });
  });

  it('keeps the changes from a user without the dossier’s audit trail', async () => {
    const reader = await userWith(app, beheerder, 'garanties-zonder-audit', 'M', ['MENU_DOSSIERS_VIEW', 'MENU_BANKGARANTIES_VIEW']);
    const res = await reader.get(`/api/v1/bankgaranties/${lapsing.id}`);
    expect(res.status).toBe(200);
    expect(res.body.wijzigingen).toBeNull();
  });

  it('is for MENU_BANKGARANTIES_VIEW within the dossier scope', async () => {
    expect((await adviseur.get(`/api/v1/bankgaranties/${lapsing.id}`)).status).toBe(200);
    expect((await adviseur.get(`/api/v1/bankgaranties/${foreign.id}`)).status).toBe(404);
    for (const user of [verstrekker, beheerder]) expect((await user.get(`/api/v1/bankgaranties/${lapsing.id}`)).status).toBe(403);
    expect((await medewerker.get('/api/v1/bankgaranties/99999999')).status).toBe(404);
    expect((await medewerker.get('/api/v1/bankgaranties/abc')).body).toMatchObject({ type: 'VALIDATION' });
  });
});
