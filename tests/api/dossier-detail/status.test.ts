import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../../../contract/errors';
import { dossiers, gebruikers, geldverstrekkers } from '../../../server/db/schema';
import { auditRows, lenderDossiers, pickDossier, userRow } from './fixtures';
import { signIn, testServer } from '../helpers';

const { app, database } = await testServer();
const db = database.db;
const medewerker = await signIn(app, 'medewerker');
const employee = await signIn(app, 'employee');
const verstrekker = await signIn(app, 'verstrekker');
const adviseur = await signIn(app, 'adviseur');
const beheerder = await signIn(app, 'beheerder');

// Dossiers of their own for this file (the forms file takes the first of the lender's).
const { own, other } = await lenderDossiers(db, 1, eq(dossiers.btl, false));
const btl = await pickDossier(db, and(eq(dossiers.btl, true), ne(dossiers.id, own.id)), 2);

type State = Partial<typeof dossiers.$inferInsert>;
const RUNNING: State = { fase: 'AANVRAAG', stap: 'BEOORDELEN', status: 'LOPEND', gearchiveerd: false, subStatus: null, leningType: 'ORIGINATION', redenBeeindigingId: null, statusToelichting: null };
const setState = async (id: number, state: State) => db.update(dossiers).set({ ...RUNNING, ...state }).where(eq(dossiers.id, id));
const row = async (id: number) => (await db.select().from(dossiers).where(eq(dossiers.id, id)))[0];
const url = (path: string, id = own.id) => `/api/v1/dossiers/${id}${path}`;

beforeEach(async () => {
  await setState(own.id, {});
});

// Other files check the seeded spread of phases and steps: leave the dossier as it was found.
afterAll(async () => {
  const { fase, stap, status, gearchiveerd, subStatus, leningType, prioriteit, redenBeeindigingId, statusToelichting } = own;
  await db.update(dossiers).set({ fase, stap, status, gearchiveerd, subStatus, leningType, prioriteit, redenBeeindigingId, statusToelichting }).where(eq(dossiers.id, own.id));
});

describe('priority', () => {
  it('PATCH priority/high and /low set it, with an audit row', async () => {
    const res = await verstrekker.patch(`/api/v1/workflow/dossier/${own.id}/priority/high`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ id: own.id, prioriteit: 'HOOG', status: 'LOPEND' });
    expect((await auditRows(db, own.id, 'prioriteit'))[0]).toMatchObject({ nieuweWaarde: 'HOOG' });
    expect((await verstrekker.patch(`/api/v1/workflow/dossier/${own.id}/priority/low`)).body.prioriteit).toBe('LAAG');
  });

  it('refuses without the permission (403), outside the scope (404) and on a closed dossier (409)', async () => {
    expect((await employee.patch(`/api/v1/workflow/dossier/${own.id}/priority/high`)).status).toBe(403);
    expect((await verstrekker.patch(`/api/v1/workflow/dossier/${other.id}/priority/high`)).status).toBe(404);
    await setState(own.id, { status: 'BEEINDIGD' });
    const res = await medewerker.patch(`/api/v1/workflow/dossier/${own.id}/priority/high`);
    expect(res.status).toBe(409);
    expect(res.body.messages[0]).toMatch(/niet meer lopend/);
  });

  it('answers 409 with the shared text for a stale version', async () => {
    const { version } = await row(own.id);
    const res = await medewerker.patch(`/api/v1/workflow/dossier/${own.id}/priority/high`, { version: version - 1 });
    expect(res.status).toBe(409);
    expect(res.body.messages).toEqual([SERVER_MESSAGES.staleRecord]);
  });
});

describe('close and reopen', () => {
  it('closes with a reason and toelichting, refuses a second close, then reopens', async () => {
    const redenen = await medewerker.get('/api/v1/rs/redenbeeindigings');
    expect(redenen.status).toBe(200);
    expect(redenen.body.length).toBeGreaterThan(3);
    const reden = redenen.body[0].id;
    const res = await medewerker.post(url('/close'), { redenBeeindigingId: reden, toelichting: 'Klant koopt niet' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ status: 'BEEINDIGD', redenBeeindigingId: reden, statusToelichting: 'Klant koopt niet' });
    const audit = await auditRows(db, own.id, '');
    expect(audit.map((a) => a.veld)).toEqual(expect.arrayContaining(['status', 'redenBeeindigingId', 'statusToelichting']));
    const again = await medewerker.post(url('/close'), { redenBeeindigingId: reden });
    expect(again.status).toBe(409);
    expect(again.body.messages).toEqual([`Dossier ${own.id} is al beëindigd.`]);
    const reopened = await medewerker.patch(url('/reopen'));
    expect(reopened.body).toMatchObject({ status: 'LOPEND', redenBeeindigingId: null, statusToelichting: null });
    expect((await medewerker.patch(url('/reopen'))).status).toBe(409);
  });

  it('refuses an unknown or missing reason with 400', async () => {
    const unknown = await medewerker.post(url('/close'), { redenBeeindigingId: 99999 });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual({ redenBeeindigingId: 'Kies een reden uit de lijst.' });
    const missing = await medewerker.post(url('/close'), { toelichting: 'x' });
    expect(missing.body.fields.redenBeeindigingId).toBe('Kies een reden.');
    expect((await row(own.id)).status).toBe('LOPEND');
  });
});

describe('reject', () => {
  it('POST rejects before Passeren; PUT changes the toelichting of a rejection only', async () => {
    expect((await medewerker.put(url('/reject'), { toelichting: 'x' })).status).toBe(409);
    const res = await medewerker.post(url('/reject'), { toelichting: 'Inkomen onvoldoende' });
    expect(res.body).toMatchObject({ status: 'AFGEWEZEN', statusToelichting: 'Inkomen onvoldoende' });
    expect((await medewerker.put(url('/reject'), { toelichting: 'Inkomen te laag' })).body.statusToelichting).toBe('Inkomen te laag');
    expect((await medewerker.post(url('/reject'))).status).toBe(409);
    await setState(own.id, { fase: 'PASSEREN', stap: 'GEPLAND' });
    expect((await medewerker.post(url('/reject'))).body.messages[0]).toMatch(/Passeren/);
  });
});

describe('afronden, unarchive, forward, servicing', () => {
  it('afronden only once the mortgage is passed', async () => {
    expect((await medewerker.patch(url('/afronden'))).status).toBe(409);
    await setState(own.id, { fase: 'PASSEREN', stap: 'GEPASSEERD' });
    expect((await medewerker.patch(url('/afronden'))).body.status).toBe('AFGEROND');
    expect((await medewerker.patch(url('/afronden'))).status).toBe(409);
  });

  it('unarchive only an archived dossier; an archived dossier refuses other actions', async () => {
    expect((await medewerker.get(url('/unarchive'))).status).toBe(409);
    await setState(own.id, { gearchiveerd: true });
    expect((await medewerker.patch(`/api/v1/workflow/dossier/${own.id}/priority/high`)).body.messages[0]).toMatch(/gearchiveerd/);
    expect((await medewerker.get(url('/unarchive'))).body.gearchiveerd).toBe(false);
    expect((await auditRows(db, own.id, 'gearchiveerd'))[0]).toMatchObject({ oudeWaarde: 'true', nieuweWaarde: 'false' });
  });

  it('forward moves an application to another money provider, in phase Aanvraag only', async () => {
    const [target] = await db.select().from(geldverstrekkers).where(and(ne(geldverstrekkers.id, own.geldverstrekkerId), eq(geldverstrekkers.active, true))).limit(1);
    const before = await row(own.id);
    expect((await medewerker.put(url('/forward'), { geldverstrekkerId: before.geldverstrekkerId })).status).toBe(400);
    await setState(own.id, { fase: 'HYPOTHEEKAANBOD', stap: 'UITGEBRACHT' });
    expect((await medewerker.put(url('/forward'), { geldverstrekkerId: target.id })).status).toBe(409);
    await setState(own.id, {});
    const res = await medewerker.put(url('/forward'), { geldverstrekkerId: target.id });
    expect(res.body.geldverstrekkerId).toBe(target.id);
    // Forwarded, the dossier leaves the lender's scope.
    expect((await verstrekker.patch(`/api/v1/workflow/dossier/${own.id}/priority/high`)).status).toBe(404);
    await db.update(dossiers).set({ geldverstrekkerId: before.geldverstrekkerId }).where(eq(dossiers.id, own.id));
  });

  it('sendtoservicing takes a passed BTL loan into servicing, once', async () => {
    expect((await medewerker.post(url('/sendtoservicing'))).body.messages[0]).toMatch(/geen BTL/);
    await setState(btl.id, { fase: 'PASSEREN', stap: 'GEPLAND' });
    expect((await medewerker.post(url('/sendtoservicing', btl.id))).status).toBe(409);
    await setState(btl.id, { fase: 'PASSEREN', stap: 'GEPASSEERD' });
    expect((await medewerker.post(url('/sendtoservicing', btl.id))).body.leningType).toBe('SERVICING');
    expect((await medewerker.post(url('/sendtoservicing', btl.id))).body.messages[0]).toMatch(/al in beheer/);
    await setState(btl.id, { fase: btl.fase, stap: btl.stap, status: btl.status, leningType: btl.leningType, gearchiveerd: btl.gearchiveerd });
  });
});

describe('sub-status and office', () => {
  it('PUT substatus sets and clears a known sub-status', async () => {
    expect((await medewerker.put(url('/substatus'), { subStatus: 'ONBEKEND' })).status).toBe(400);
    expect((await medewerker.put(url('/substatus'), { subStatus: 'WACHT_OP_KLANT' })).body.subStatus).toBe('WACHT_OP_KLANT');
    expect((await medewerker.put(url('/substatus'), { subStatus: null })).body.subStatus).toBeNull();
  });

  it('links an office with one of its advisers, refuses a foreign adviser, unlinks', async () => {
    const before = await row(own.id);
    const adviser = await userRow(db, 'adviseur');
    const [stranger] = await db.select().from(gebruikers).where(and(eq(gebruikers.typeCode, 'A'), ne(gebruikers.kantoorId, adviser.kantoorId!))).limit(1);
    expect((await verstrekker.put(url(`/kantoor/${adviser.kantoorId}`), {})).status).toBe(403);
    const foreign = await medewerker.put(url(`/kantoor/${adviser.kantoorId}`), { adviseurId: stranger.id });
    expect(foreign.body.fields).toEqual({ adviseurId: 'Kies een adviseur van dit kantoor.' });
    const linked = await medewerker.put(url(`/kantoor/${adviser.kantoorId}`), { adviseurId: adviser.id });
    expect(linked.body).toMatchObject({ kantoorId: adviser.kantoorId, adviseurId: adviser.id });
    // Now the adviser sees the dossier; unlinked it is gone from their scope again.
    expect((await adviseur.get(url('/wijzigingen'))).status).toBe(200);
    expect((await medewerker.delete(url('/kantoor'))).body).toMatchObject({ kantoorId: null, adviseurId: null });
    expect((await adviseur.get(url('/wijzigingen'))).status).toBe(404);
    await db.update(dossiers).set({ kantoorId: before.kantoorId, adviseurId: before.adviseurId }).where(eq(dossiers.id, own.id));
  });
});

describe('GET /api/v1/dossiers/{id}/wijzigingen', () => {
  it('answers the audit trail newest first with who changed what', async () => {
    await medewerker.patch(`/api/v1/workflow/dossier/${own.id}/priority/high`);
    const res = await employee.get(url('/wijzigingen?page=0&size=5'));
    expect(res.status).toBe(200);
    expect(res.body.content[0]).toMatchObject({ veld: 'prioriteit', nieuweWaarde: 'HOOG', gebruiker: { achterNaam: expect.any(String) } });
    expect(res.body.totalElements).toBeGreaterThan(5);
    expect(res.body.content).toHaveLength(5);
  });

  it('refuses without DOSSIER_DETAIL_AUDIT and outside the scope', async () => {
    expect((await beheerder.get(url('/wijzigingen'))).status).toBe(403);
    expect((await verstrekker.get(url('/wijzigingen', other.id))).status).toBe(404);
  });
});
