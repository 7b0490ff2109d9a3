import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FASES, REGIOS, STAPPEN } from '../../../contract/dossier';
import { USER_TYPES } from '../../../contract/permissions';
import { dossiers, gebruikers } from '../../../server/db/schema';
import { caller, signIn, testServer } from '../helpers';

/** The /rs/ reference lists, the advisers and team mailboxes, and Beheer › Referentielijsten (docs/beheer.md "Reference data"). */
const { app, database } = await testServer();
const { db } = database;
const adviseur = await signIn(app, 'adviseur');
const verstrekker = await signIn(app, 'verstrekker');
const medewerker = await signIn(app, 'medewerker');
const beheerder = await signIn(app, 'beheerder');
const [adviserUser] = await db.select().from(gebruikers).where(eq(gebruikers.username, 'adviseur'));
const [lenderUser] = await db.select().from(gebruikers).where(eq(gebruikers.username, 'verstrekker'));

type Item = { id: string | number; [key: string]: unknown };

describe('receiver codes (/rs/ontvangercodes)', () => {
  it('answers the Dutch mortgage labels in the three variants', async () => {
    const full = (await medewerker.get('/api/v1/rs/ontvangercodes')).body as Item[];
    expect(full.length).toBeGreaterThan(20);
    expect(full).toContainEqual({ id: expect.any(Number), code: 'RABO', naam: 'Rabobank', particulier: true, btl: false });
    const lite = (await medewerker.get('/api/v1/rs/ontvangercodes/lite')).body as Item[];
    expect(lite).toContainEqual({ id: 'ABN', naam: 'ABN AMRO Hypotheken' });
    expect(lite).toHaveLength(full.length);
    const btl = (await medewerker.get('/api/v1/rs/ontvangercodes/lite?btlOnly=true')).body as Item[];
    const residential = (await medewerker.get('/api/v1/rs/ontvangercodes/lite/residential')).body as Item[];
    const codes = (items: Item[]) => items.map((i) => i.id);
    expect(codes(btl)).toEqual(expect.arrayContaining(['RNHB', 'TULP']));
    expect(codes(btl)).not.toContain('RABO');
    expect(codes(residential)).toContain('RABO');
    expect(codes(residential)).not.toContain('RNHB');
    expect(codes(btl).every((c) => full.find((f) => f.code === c)?.btl)).toBe(true);
    expect((await medewerker.get('/api/v1/rs/ontvangercodes/lite?btlOnly=ja')).status).toBe(400);
  });
});

describe('system statuses, phases and steps', () => {
  it('are the dossier phases and steps of the software, with their Dutch names', async () => {
    const fases = (await adviseur.get('/api/v1/rs/systeemstatuses/fases')).body;
    expect(fases).toEqual(FASES.map((f) => ({ id: f.id, omschrijving: f.name })));
    const staps = (await adviseur.get('/api/v1/rs/systeemstatuses/staps')).body as { fase: string; code: string; omschrijving: string }[];
    const expected = Object.entries(STAPPEN).flatMap(([fase, steps]) => steps.map((s) => ({ fase, code: s.id, omschrijving: s.name })));
    expect(staps.map(({ fase, code, omschrijving }) => ({ fase, code, omschrijving }))).toEqual(expected);
    const statuses = (await adviseur.get('/api/v1/rs/systeemstatuses')).body as { faseOmschrijving: string; omschrijving: string }[];
    expect(statuses).toHaveLength(expected.length);
    expect(statuses[0]).toMatchObject({ fase: 'AANVRAAG', faseOmschrijving: 'Aanvraag', stap: 'ONTVANGEN', omschrijving: 'Aanvraag ontvangen' });
  });
});

describe('other lists', () => {
  it('user types match the letters of the software', async () => {
    const types = (await medewerker.get('/api/v1/rs/gebruikertypes')).body as Item[];
    expect(Object.fromEntries(types.map((t) => [t.id, t.omschrijving]))).toEqual(USER_TYPES);
  });

  it('documents to check, party kinds, message kinds and the property, rental, profession and loan-type lists are Dutch', async () => {
    const texts = async (path: string) => ((await adviseur.get(path)).body as Item[]).map((i) => i.omschrijving);
    expect(await texts('/api/v1/rs/checksoortdocument/lite')).toContain('Werkgeversverklaring');
    expect(await texts('/api/v1/rf/soortpartij')).toContain('Aanvrager');
    expect(await texts('/api/v1/rf/berichtsoorttypes')).toContain('Aanvraagbericht');
    expect(await texts('/api/v1/rf/woningtypes')).toContain('Twee-onder-een-kapwoning');
    expect(await texts('/api/v1/rf/huurtypes')).toContain('Verhuurd voor onbepaalde tijd');
    expect(await texts('/api/v1/rf/beroepstypes')).toContain('Directeur-grootaandeelhouder');
    expect(await texts('/api/v1/rf/hypotheekvormen')).toContain('Annuïteitenhypotheek');
    expect(await texts('/api/v1/rf/betalingsstatussen')).toContain('Betaald');
  });

  it('answers the regions, the applicant form lists and the running contracts', async () => {
    const regions = (await adviseur.get('/api/v1/rs/regiotypes')).body as Item[];
    expect(regions.map((r) => r.id)).toEqual(REGIOS.map((r) => r.id));
    expect(regions[0].omschrijving).toBe('Noord');

    const info = (await adviseur.get('/api/v1/rs/applicant-info')).body as Record<string, Item[]>;
    expect(info.geslachten.map((g) => g.id)).toEqual(['M mannelijk', 'V vrouwelijk']);
    expect(info.burgerlijkeStaten.length).toBeGreaterThan(3);
    expect(info.legitimatiesoorten.map((l) => l.omschrijving)).toContain('Paspoort');
    expect(info.verblijfsvergunningen.length).toBeGreaterThan(0);

    const [lender] = (await beheerder.get('/api/v1/rs/geldverstrekkers')).body as Item[];
    const contract = (nr: string, einddatum: string | null) =>
      beheerder.post('/api/v1/beheer/contracten', { contractNummer: nr, geldverstrekkerId: lender.id, omschrijving: `Contract ${nr}`, ingangsdatum: '2024-01-01', einddatum, toelichting: null, active: true });
    expect((await contract('CT-LOPEND', null)).status).toBe(201);
    expect((await contract('CT-VERLOPEN', '2025-01-01')).status).toBe(201);
    const templates = ((await beheerder.get('/api/v1/beheer/contract-templates')).body as { contractNummer: string }[]).map((c) => c.contractNummer);
    expect(templates).toContain('CT-LOPEND');
    expect(templates).not.toContain('CT-VERLOPEN');
    expect((await medewerker.get('/api/v1/beheer/contract-templates')).status).toBe(403);
  });

  it('answers 401 without a session', async () => {
    for (const path of ['/api/v1/rs/ontvangercodes', '/api/v1/rs/systeemstatuses', '/api/v1/rs/gebruikertypes', '/api/v1/adviseurs', '/api/v1/teams/mail-to']) {
      expect((await caller(app).get(path)).status, path).toBe(401);
    }
  });
});

describe('advisers and team mailboxes, scoped per user type', () => {
  it('shows an adviser its own office’s colleagues, a lender those with its dossiers, staff all', async () => {
    const own = (await adviseur.get('/api/v1/adviseurs')).body as { kantoorId: number }[];
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((a) => a.kantoorId === adviserUser.kantoorId)).toBe(true);
    const all = (await medewerker.get('/api/v1/adviseurs')).body as { id: number }[];
    expect(all.length).toBeGreaterThan(own.length);
    const lenderAdvisers = new Set(
      (await db.select({ id: dossiers.adviseurId }).from(dossiers).where(eq(dossiers.geldverstrekkerId, lenderUser.geldverstrekkerId!))).map((d) => d.id),
    );
    const forLender = (await verstrekker.get('/api/v1/adviseurs')).body as { id: number }[];
    expect(forLender.length).toBeGreaterThan(0);
    expect(forLender.every((a) => lenderAdvisers.has(a.id))).toBe(true);
  });

  it('offers an adviser only the organisation’s team mailboxes', async () => {
    const forAdviser = (await adviseur.get('/api/v1/teams/mail-to')).body as { teamNaam: string; teamEmail: string }[];
    const forStaff = (await medewerker.get('/api/v1/teams/mail-to')).body as { teamNaam: string }[];
    expect(forAdviser.map((t) => t.teamNaam)).toContain('Acceptatie');
    expect(forAdviser.some((t) => t.teamNaam.startsWith('Acceptatie '))).toBe(false);
    expect(forStaff.length).toBeGreaterThan(forAdviser.length);
    expect(forAdviser[0].teamEmail).toMatch(/@/);
  });
});

describe('Beheer › Referentielijsten', () => {
  const path = '/api/v1/beheer/referentie-waarden';

  it('edits a value and the /rf/ list answers the change; the code stays fixed', async () => {
    const created = await beheerder.post(path, { lijst: 'huurtypes', code: 'ANTI_KRAAK', omschrijving: 'Antikraak', volgorde: 8, active: true });
    expect(created.status).toBe(201);
    expect((await adviseur.get('/api/v1/rf/huurtypes')).body).toContainEqual({ id: 'ANTI_KRAAK', omschrijving: 'Antikraak' });
    const changed = await beheerder.put(`${path}/${created.body.id}`, { lijst: 'landtypes', code: 'ANDERS', omschrijving: 'Antikraakbewoning', volgorde: 8, active: true, version: 1 });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ lijst: 'huurtypes', code: 'ANTI_KRAAK', omschrijving: 'Antikraakbewoning', version: 2 });
    expect((await adviseur.get('/api/v1/rf/huurtypes')).body).toContainEqual({ id: 'ANTI_KRAAK', omschrijving: 'Antikraakbewoning' });
    await beheerder.put(`${path}/${created.body.id}`, { ...changed.body, active: false, version: 2 });
    expect((await adviseur.get('/api/v1/rf/huurtypes')).body.map((i: Item) => i.id)).not.toContain('ANTI_KRAAK');
  });

  it('refuses a code twice in one list, a lower-case code and a list that is not editable', async () => {
    const twice = await beheerder.post(path, { lijst: 'landtypes', code: 'NL', omschrijving: 'Nederland', volgorde: 1, active: true });
    expect(twice.status).toBe(400);
    expect(twice.body.fields).toEqual({ code: 'Deze waarde bestaat al.' });
    const lower = await beheerder.post(path, { lijst: 'landtypes', code: 'nl x', omschrijving: 'x', volgorde: 1, active: true });
    expect(lower.body.fields.code).toMatch(/^Let op:/);
    const fixed = await beheerder.post(path, { lijst: 'gebruikertypes', code: 'X', omschrijving: 'x', volgorde: 1, active: true });
    expect(fixed.body.fields).toEqual({ lijst: 'Kies een van de mogelijke waarden.' });
  });

  it('is for holders of BEHEER_REFERENTIELIJSTEN only', async () => {
    expect((await medewerker.get(`${path}?page=0&size=5`)).status).toBe(403);
    expect((await verstrekker.post(path, {})).status).toBe(403);
  });
});
