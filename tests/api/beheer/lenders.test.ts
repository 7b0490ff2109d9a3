import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../../../contract/errors';
import { gebruikers, geldverstrekkers } from '../../../server/db/schema';
import { signIn, testServer } from '../helpers';

/** The Beheer lists a lender sees (spec 000 §2, docs/beheer.md): own rows, shared rows read-only. */
const { app, database } = await testServer();
const beheerder = await signIn(app, 'beheerder');
const verstrekker = await signIn(app, 'verstrekker');
const [me] = await database.db.select().from(gebruikers).where(eq(gebruikers.username, 'verstrekker'));
const [other] = (await database.db.select().from(geldverstrekkers)).filter((g) => g.id !== me.geldverstrekkerId);

const dienst = (over: Record<string, unknown> = {}) => ({
  naam: 'Ophalen originele stukken',
  tarief: 125.5,
  btwPlichtig: true,
  omschrijving: null,
  geldverstrekkerId: null,
  active: true,
  ...over,
});

describe('lender-owned Beheer lists', () => {
  it('gives a new row of a lender to its own money provider and refuses another', async () => {
    const own = await verstrekker.post('/api/v1/beheer/diensten', dienst());
    expect(own.status).toBe(201);
    expect(own.body.geldverstrekkerId).toBe(me.geldverstrekkerId);
    const foreign = await verstrekker.post('/api/v1/beheer/diensten', dienst({ geldverstrekkerId: other.id }));
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual({ type: 'GENERAL', messages: [SERVER_MESSAGES.notYours] });
  });

  it('shows a lender the shared rows and its own, never another lender’s', async () => {
    const { body: theirs } = await beheerder.post('/api/v1/beheer/diensten', dienst({ naam: 'Andermans dienst', geldverstrekkerId: other.id }));
    const { body: shared } = await beheerder.post('/api/v1/beheer/diensten', dienst({ naam: 'Gedeelde dienst' }));
    const list = await verstrekker.get('/api/v1/beheer/diensten?page=0&size=500');
    const providers = new Set(list.body.content.map((d: { geldverstrekkerId: number | null }) => d.geldverstrekkerId));
    expect([...providers].every((p) => p === null || p === me.geldverstrekkerId)).toBe(true);
    expect((await verstrekker.get(`/api/v1/beheer/diensten/${theirs.id}`)).status).toBe(404);
    expect((await verstrekker.get(`/api/v1/beheer/diensten/${shared.id}`)).status).toBe(200);
    const change = await verstrekker.put(`/api/v1/beheer/diensten/${shared.id}`, dienst({ version: shared.version }));
    expect(change.status).toBe(403);
  });

  it('lets a lender read the public holidays but not change them', async () => {
    const list = await verstrekker.get('/api/v1/beheer/vrije-dagen?page=0&size=5');
    expect(list.status).toBe(200);
    const [day] = list.body.content;
    const change = await verstrekker.put(`/api/v1/beheer/vrije-dagen/${day.id}`, { datum: day.datum, omschrijving: 'Vrij', version: day.version });
    expect(change.status).toBe(403);
    expect((await verstrekker.post('/api/v1/beheer/vrije-dagen', { datum: '2041-01-01', omschrijving: 'Nieuwjaarsdag' })).status).toBe(403);
  });

  it('keeps a lender out of the entries of the full Beheer menu', async () => {
    expect((await verstrekker.get('/api/v1/beheer/geldverstrekkers')).status).toBe(403);
    expect((await verstrekker.get('/api/v1/beheer/contracten')).status).toBe(403);
  });
});

describe('vrije dagen', () => {
  it('comes pre-filled with the Dutch public holidays and refuses a day twice', async () => {
    const list = await beheerder.get('/api/v1/beheer/vrije-dagen?omschrijving=koningsdag');
    expect(list.body.map((d: { datum: string }) => d.datum)).toContain('2026-04-27');
    const twice = await beheerder.post('/api/v1/beheer/vrije-dagen', { datum: '2026-04-27', omschrijving: 'Koningsdag' });
    expect(twice.status).toBe(400);
    expect(twice.body.fields).toEqual({ datum: SERVER_MESSAGES.duplicate });
    const bad = await beheerder.post('/api/v1/beheer/vrije-dagen', { datum: '2026-02-30', omschrijving: 'Geen dag' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields.datum).toMatch(/^Let op: ongeldige datum/);
  });

  it('answers the change request statuses with the spec ids', async () => {
    const list = await beheerder.get('/api/v1/beheer/change-request-statussen?sort=statusId,asc');
    expect(list.body.slice(0, 6).map((s: { statusId: number; label: string }) => [s.statusId, s.label])).toEqual([
      [1, 'Nieuw'], [2, 'In behandeling'], [3, 'Goedgekeurd'], [4, 'Afgekeurd'], [5, 'Documenten aanleveren'], [6, 'Wijziging niet doorgevoerd'],
    ]);
  });
});

describe('reference lists kept in Beheer', () => {
  it('answers the change request statuses by spec id and the document statuses by letter', async () => {
    const statuses = await verstrekker.get('/api/v1/rs/changerequeststatuses');
    expect(statuses.status).toBe(200);
    expect(statuses.body[0]).toEqual({ id: 1, label: 'Nieuw', eindstatus: false });
    const documents = await verstrekker.get('/api/v1/rs/documentstatuses');
    expect(documents.body.map((d: { id: string }) => d.id).slice(0, 4)).toEqual(['O', 'G', 'R', 'Y']);
  });

  it('shows a lender the document statuses of the organisation and its own, not another lender\'s', async () => {
    const status = { code: 'XL', omschrijving: 'Alleen voor een andere verstrekker', icoon: 'PAPER', volgorde: 90, geldverstrekkerId: other.id, active: true };
    expect((await beheerder.post('/api/v1/beheer/documentstatussen', status)).status).toBe(201);
    const codes = async (who: typeof beheerder) => (await who.get('/api/v1/rs/documentstatuses')).body.map((d: { id: string }) => d.id);
    expect(await codes(beheerder)).toContain('XL');
    expect(await codes(verstrekker)).not.toContain('XL');
    expect(await codes(verstrekker)).toContain('O');
  });

  it('follows a change in Beheer: a switched-off status leaves the list', async () => {
    const [status] = (await beheerder.get('/api/v1/beheer/change-request-statussen?statusId=8')).body.filter((s: { statusId: number }) => s.statusId === 8);
    const { id, version, createdAt: _c, updatedAt: _u, ...fields } = status;
    await beheerder.put(`/api/v1/beheer/change-request-statussen/${id}`, { ...fields, active: false, version });
    const list = await beheerder.get('/api/v1/rs/changerequeststatuses');
    expect(list.body.map((s: { id: number }) => s.id)).not.toContain(8);
    await beheerder.put(`/api/v1/beheer/change-request-statussen/${id}`, { ...fields, active: true, version: version + 1 });
  });

  it('answers the adviser offices for the user form', async () => {
    const res = await beheerder.get('/api/v1/rs/kantoren');
    expect(res.status).toBe(200);
    expect(res.body[0]).toEqual({ id: expect.any(Number), bedrijfsNaam: expect.any(String), plaatsNaam: expect.any(String) });
  });
});
