import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LET_OP } from '../../../contract/field-rules';
import { dossiers, hypotheekgevers } from '../../../server/db/schema';
import { auditRows, lenderDossiers, pickDossier, validBsn } from './fixtures';
import { signIn, testServer } from '../helpers';

const { app, database } = await testServer();
const db = database.db;
const medewerker = await signIn(app, 'medewerker');
const verstrekker = await signIn(app, 'verstrekker');
const adviseur = await signIn(app, 'adviseur');
const beheerder = await signIn(app, 'beheerder');

// The fourth of the lender's dossiers and the fourth BTL dossier: the other detail files take earlier ones.
const { own, other } = await lenderDossiers(db, 3, eq(dossiers.btl, false));
const btl = await pickDossier(db, eq(dossiers.btl, true), 3);
const setState = (id: number, state: Partial<typeof dossiers.$inferInsert>) => db.update(dossiers).set(state).where(eq(dossiers.id, id));

describe('binding offer text', () => {
  it('is written while the offer is not out, then fixed', async () => {
    await setState(own.id, { fase: 'HYPOTHEEKAANBOD', stap: 'DOCUMENTEN_BEOORDELEN', status: 'LOPEND', gearchiveerd: false });
    expect((await verstrekker.get(`/api/v1/check-binding-offer?dossierId=${own.id}`)).body).toMatchObject({ bindend: false, wijzigbaar: true });
    const first = await verstrekker.put('/api/v1/binding-offer-text', { dossierId: own.id, tekst: 'Dit aanbod is bindend tot de geldigheidsdatum.' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.version).toBe(1);
    expect((await verstrekker.put('/api/v1/binding-offer-text', { dossierId: own.id, tekst: 'Oud' })).status).toBe(409);
    expect((await verstrekker.put('/api/v1/binding-offer-text', { dossierId: own.id, tekst: 'Nieuw', version: 1 })).body.version).toBe(2);
    expect((await medewerker.get(`/api/v1/binding-offer-text?dossierId=${own.id}`)).body).toMatchObject({ tekst: 'Nieuw', version: 2 });
    expect((await auditRows(db, own.id, 'bindendAanbod.tekst'))[0]).toMatchObject({ oudeWaarde: expect.stringContaining('bindend'), nieuweWaarde: 'Nieuw' });
    await setState(own.id, { stap: 'UITGEBRACHT' });
    expect((await verstrekker.get(`/api/v1/check-binding-offer?dossierId=${own.id}`)).body).toMatchObject({ bindend: true, tekstAanwezig: true, wijzigbaar: false });
    const refused = await verstrekker.put('/api/v1/binding-offer-text', { dossierId: own.id, tekst: 'Later', version: 2 });
    expect(refused.status).toBe(409);
    expect(refused.body.messages[0]).toMatch(/al uitgebracht/);
    expect((await verstrekker.get(`/api/v1/binding-offer-text?dossierId=${other.id}`)).status).toBe(404);
    expect((await adviseur.put('/api/v1/binding-offer-text', { dossierId: own.id, tekst: 'x' })).status).toBe(403);
    expect((await medewerker.put('/api/v1/binding-offer-text', { dossierId: own.id, tekst: '' })).status).toBe(400);
    await setState(own.id, { fase: own.fase, stap: own.stap, status: own.status, gearchiveerd: own.gearchiveerd });
  });
});

describe('BTL contractors and assets', () => {
  it('contractor: POST, GET, PATCH, search; names refresh for a BTL dossier not delivered via HDN', async () => {
    await setState(btl.id, { aanleverenViaHdnjn: 0 });
    const bad = await medewerker.post('/api/v1/contractor', { dossierId: btl.id, type: 'COMPANY', kvkNummer: '12AB', contactDetails: [{ type: 'EMAIL', value: 'geen' }] });
    expect(bad.body.fields).toEqual({ kvkNummer: LET_OP.digits, name: 'Dit veld is verplicht.', 'contactDetails.0.value': LET_OP.email });
    const res = await medewerker.post('/api/v1/contractor', { dossierId: btl.id, type: 'COMPANY', name: 'Vastgoed & Co B.V.', kvkNummer: '12345678', contactDetails: [{ type: 'TELEFOON', value: '0201234567' }] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ dossierId: btl.id, name: 'Vastgoed & Co B.V.', version: 1 });
    expect((await db.select().from(dossiers).where(eq(dossiers.id, btl.id)))[0].naamHypotheekGever).toContain('Vastgoed & Co B.V.');
    expect((await medewerker.get(`/api/v1/contractor/${res.body.id}`)).body.kvkNummer).toBe('12345678');
    const patched = await medewerker.patch(`/api/v1/contractor/${res.body.id}`, { type: 'COMPANY', name: 'Vastgoed BV', kvkNummer: '12345678', version: 1 });
    expect(patched.body).toMatchObject({ name: 'Vastgoed BV', version: 2 });
    expect((await medewerker.patch(`/api/v1/contractor/${res.body.id}`, { type: 'COMPANY', name: 'X', version: 1 })).status).toBe(409);
    const found = await medewerker.post('/api/v1/contractor/search', { dossierId: btl.id, query: 'vastgoed' });
    expect(found.body.map((c: { id: number }) => c.id)).toContain(res.body.id);
    expect((await auditRows(db, btl.id, `contractanten[${res.body.id}].name`)).map((a) => a.nieuweWaarde)).toEqual(['Vastgoed BV', 'Vastgoed & Co B.V.']);
    expect((await adviseur.post('/api/v1/contractor', { dossierId: btl.id, type: 'PERSON', familyName: 'Jansen' })).status).toBe(403);
    await setState(btl.id, { aanleverenViaHdnjn: btl.aanleverenViaHdnjn });
  });

  it('assets: POST, GET, PATCH, search with the address rules', async () => {
    const asset = { dossierId: btl.id, soortObject: 'Appartement', straatNaam: 'Kade', huisNummer: 3, postcode: '1011 AA', plaatsNaam: 'Amsterdam', huurPerMaand: '1.250,00' };
    expect((await medewerker.post('/api/v1/assets', { ...asset, postcode: '1011' })).body.fields).toEqual({ postcode: LET_OP.postcode });
    expect((await medewerker.post('/api/v1/assets', { ...asset, plaatsNaam: null })).body.fields).toEqual({ plaatsNaam: 'Dit veld is verplicht.' });
    const res = await medewerker.post('/api/v1/assets', asset);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ postcode: '1011AA', huurPerMaand: 1250, verhuurd: true });
    const { dossierId: _d, ...patch } = asset;
    expect((await medewerker.patch(`/api/v1/assets/${res.body.id}`, { ...patch, huurPerMaand: 1300, version: 1 })).body.huurPerMaand).toBe(1300);
    expect((await medewerker.get(`/api/v1/assets/${res.body.id}`)).body.version).toBe(2);
    expect((await medewerker.post('/api/v1/assets/search', { dossierId: btl.id, query: '1011' })).body.map((a: { id: number }) => a.id)).toContain(res.body.id);
  });
});

describe('extracted parties', () => {
  it('POST, PUT and the change history; GET lists within the scope', async () => {
    const [applicant] = await db.select().from(hypotheekgevers).where(eq(hypotheekgevers.dossierId, own.id));
    const [stranger] = await db.select().from(hypotheekgevers).where(eq(hypotheekgevers.dossierId, other.id));
    const party = { dossierId: own.id, hypotheekgeverId: applicant.id, bron: 'PASPOORT', rol: 'AANVRAGER', voorLetters: 'P.', achterNaam: 'Jansen', geboorteDatum: '1980-01-02', bsn: validBsn('23456780') };
    expect((await verstrekker.post('/api/v1/extracted-parties', { ...party, bsn: '123456789' })).body.fields).toEqual({ bsn: LET_OP.bsnElfproef });
    expect((await verstrekker.post('/api/v1/extracted-parties', { ...party, hypotheekgeverId: stranger.id })).status).toBe(400);
    const res = await verstrekker.post('/api/v1/extracted-parties', party);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { dossierId: _d, ...update } = party;
    const put = await verstrekker.put(`/api/v1/extracted-parties/${res.body.id}`, { ...update, achterNaam: 'Janssen', version: 1 });
    expect(put.body).toMatchObject({ achterNaam: 'Janssen', version: 2 });
    expect((await verstrekker.put(`/api/v1/extracted-parties/${res.body.id}`, { ...update, version: 1 })).status).toBe(409);
    const history = await verstrekker.get(`/api/v1/extracted-parties/${res.body.id}/change-history`);
    expect(history.body[0]).toMatchObject({ veld: 'achterNaam', oudeWaarde: 'Jansen', nieuweWaarde: 'Janssen' });
    const list = await verstrekker.get(`/api/v1/extracted-parties?dossierId=${own.id}`);
    expect(list.body.content.map((p: { id: number }) => p.id)).toContain(res.body.id);
    expect((await verstrekker.get(`/api/v1/extracted-parties?dossierId=${other.id}`)).body.totalElements).toBe(0);
    const all = await medewerker.get('/api/v1/extracted-parties?page=0&size=500');
    expect(all.body.content.map((p: { id: number }) => p.id)).toContain(res.body.id);
    expect((await adviseur.get(`/api/v1/extracted-parties/${res.body.id}/change-history`)).status).toBe(404);
    expect((await beheerder.get('/api/v1/extracted-parties')).status).toBe(403);
  });

  it('KYC steps start with the first document of an applicant and compare it with the application', async () => {
    // A dossier of its own: the test above already read a document of the first one's applicant.
    const { own: kycDossier } = await lenderDossiers(db, 4, eq(dossiers.btl, false));
    const [subject] = await db.select().from(hypotheekgevers).where(eq(hypotheekgevers.dossierId, kycDossier.id));
    const before = (await medewerker.get(`/api/v1/kyc-steps?dossierId=${kycDossier.id}`)).body.filter((s: { hypotheekgeverId: number }) => s.hypotheekgeverId === subject.id);
    expect(before).toEqual([]);
    const document = {
      dossierId: kycDossier.id,
      hypotheekgeverId: subject.id,
      bron: 'ID_KAART',
      rol: 'AANVRAGER',
      voorLetters: subject.voorLetters,
      tussenVoegsels: subject.tussenVoegsels,
      achterNaam: subject.achterNaam.toUpperCase(),
      geboorteDatum: subject.geboorteDatum,
      bsn: validBsn(subject.bsn === validBsn('34567890') ? '45678900' : '34567890'),
    };
    expect((await medewerker.post('/api/v1/extracted-parties', document)).status).toBe(201);
    const steps = (await verstrekker.get(`/api/v1/kyc-steps?dossierId=${kycDossier.id}`)).body.filter((s: { hypotheekgeverId: number }) => s.hypotheekgeverId === subject.id);
    expect(steps.map((s: { stap: string; status: string }) => `${s.stap}:${s.status}`)).toEqual(['IDENTITEIT:OPEN', 'BSN:OPEN', 'ADRES:OPEN']);
    const compare = (id: number) => verstrekker.post(`/api/v1/kyc-steps/${id}/compare-extracted-data`);
    expect((await compare(steps[0].id)).body).toMatchObject({ status: 'AKKOORD', verschillen: [] });
    expect((await compare(steps[1].id)).body).toMatchObject({ status: 'AFWIJKING', verschillen: [{ veld: 'bsn', aanvraag: subject.bsn, document: document.bsn }] });
    expect((await compare(steps[2].id)).body.status).toBe('GEEN_GEGEVENS');
    expect((await medewerker.get(`/api/v1/kyc-steps/${steps[1].id}`)).body.status).toBe('AFWIJKING');
    expect((await auditRows(db, kycDossier.id, `kyc[${steps[1].id}].status`))[0]).toMatchObject({ oudeWaarde: 'OPEN', nieuweWaarde: 'AFWIJKING' });
    expect((await adviseur.post(`/api/v1/kyc-steps/${steps[0].id}/compare-extracted-data`)).status).toBe(403);
    expect((await verstrekker.get(`/api/v1/kyc-steps?dossierId=${other.id}`)).status).toBe(404);
  });
});

describe('bank guarantees and the CDS notary', () => {
  it('bankgarantie: POST, GET, PATCH, search with amount, date and order rules', async () => {
    const garantie = { dossierId: own.id, bank: 'ABN AMRO', begunstigde: 'Notariskantoor Jansen', bedrag: '30.000', ingangsDatum: '2026-03-01', vervalDatum: '2026-06-01' };
    expect((await verstrekker.post('/api/v1/bankgarantie', { ...garantie, bedrag: '30k' })).body.fields).toEqual({ bedrag: LET_OP.amount });
    const early = await verstrekker.post('/api/v1/bankgarantie', { ...garantie, vervalDatum: '2026-02-01' });
    expect(early.body.fields).toEqual({ vervalDatum: 'De vervaldatum ligt voor de ingangsdatum.' });
    const res = await verstrekker.post('/api/v1/bankgarantie', garantie);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ bedrag: 30000, status: 'AANGEVRAAGD', vervalDatum: '2026-06-01' });
    const { dossierId: _d, ...patch } = garantie;
    expect((await verstrekker.patch(`/api/v1/bankgarantie/${res.body.id}`, { ...patch, status: 'AFGEGEVEN', version: 1 })).body.status).toBe('AFGEGEVEN');
    expect((await verstrekker.get(`/api/v1/bankgarantie/${res.body.id}`)).body.version).toBe(2);
    expect((await verstrekker.post('/api/v1/bankgarantie/search', { dossierId: own.id, query: 'amro' })).body).toHaveLength(1);
    expect((await auditRows(db, own.id, `bankgaranties[${res.body.id}].status`)).map((a) => a.nieuweWaarde)).toEqual(['AFGEGEVEN', 'AANGEVRAAGD']);
    expect((await verstrekker.post('/api/v1/bankgarantie/search', { dossierId: other.id })).status).toBe(404);
    expect((await adviseur.post('/api/v1/bankgarantie', garantie)).status).toBe(403);
  });

  it('notaris-cds: POST, GET, PATCH, search', async () => {
    const notaris = { dossierId: own.id, kantoorNaam: 'Notariaat Oost', notarisNaam: 'Van Dijk', email: 'passeren@oost.nl', passeerDatum: '2026-08-14T00:00:00' };
    expect((await medewerker.post('/api/v1/notaris-cds', { ...notaris, email: 'passeren' })).body.fields).toEqual({ email: LET_OP.email });
    const res = await medewerker.post('/api/v1/notaris-cds', notaris);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.passeerDatum).toBe('2026-08-14');
    const { dossierId: _d, ...patch } = notaris;
    expect((await medewerker.patch(`/api/v1/notaris-cds/${res.body.id}`, { ...patch, passeerDatum: '2026-08-21', version: 1 })).body.passeerDatum).toBe('2026-08-21');
    expect((await medewerker.patch(`/api/v1/notaris-cds/${res.body.id}`, { ...patch, version: 1 })).status).toBe(409);
    expect((await medewerker.get(`/api/v1/notaris-cds/${res.body.id}`)).body.kantoorNaam).toBe('Notariaat Oost');
    expect((await medewerker.post('/api/v1/notaris-cds/search', { dossierId: own.id, query: 'oost' })).body).toHaveLength(1);
    expect((await verstrekker.get(`/api/v1/notaris-cds/${res.body.id}`)).status).toBe(200);
  });
});
