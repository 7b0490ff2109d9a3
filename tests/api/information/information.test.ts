import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { SERVER_MESSAGES } from '../../../contract/errors';
import { FILE_MESSAGES } from '../../../contract/files';
import type { InformationType } from '../../../contract/information';
import { demoPdf } from '../../../server/demo/files';
import { amsterdamDay, shiftDay } from '../../../server/services/workload/calendar';
import { signIn, testServer } from '../helpers';
import { JPEG_BYTES, filesUnder, sendMultipart, userWith } from '../uploads';

const { app, seeded } = await testServer();
const beheerder = await signIn(app, 'beheerder');
const medewerker = await signIn(app, 'medewerker');
const adviseur = await signIn(app, 'adviseur');
const zonderInformatie = await userWith(app, beheerder, 'info.zonder', 'M', ['MENU_DOSSIERS_VIEW']);
const lender = await userWith(app, beheerder, 'info.lender', 'H', ['MENU_INFORMATIE_VIEW', 'BEHEER_INFORMATIE'], seeded.geldverstrekkerIds[0]);
const storageRoot = path.join(app.appConfig.dataDir, 'files');

const today = amsterdamDay(new Date());
const types = (await medewerker.get('/api/v1/rs/informationtypes')).body as InformationType[];
const typeIn = (categorie: string) => types.find((t) => t.categorie === categorie)!;
const pdf = await demoPdf('Bijlage bij het bericht', ['Tekst van de bijlage.']);

const item = (over: Record<string, unknown> = {}) => ({
  typeId: typeIn('aankondigingen').id,
  titel: 'Nieuwe acceptatiecriteria',
  samenvatting: 'Kort overzicht',
  body: '<p>Vanaf vandaag gelden <strong>nieuwe</strong> criteria.</p>',
  publicatieDatum: today,
  vervalDatum: null,
  active: true,
  ...over,
});

/** Create or update as the admin form does: the fields as JSON and optionally the PDF, in one multipart body. */
const sendItem = (method: 'POST' | 'PUT', fields: Record<string, unknown>, file?: { bytes: Uint8Array; name: string }, token = beheerder.token!) =>
  sendMultipart(app, token, method, '/api/v1/information', [
    { name: 'information', value: JSON.stringify(fields) },
    ...(file ? [{ name: 'pdf', filename: file.name, contentType: 'application/pdf', value: file.bytes }] : []),
  ]);

const search = (who: typeof beheerder, filter: Record<string, unknown>, query = 'page=0&size=100') =>
  who.post(`/api/v1/information/search?${query}`, filter);

describe('Informatie en nieuws', () => {
  it('lists the information types per category', async () => {
    expect(new Set(types.map((t) => t.categorie))).toEqual(new Set(['aankondigingen', 'nieuwsbrieven', 'kennisbank']));
    const kennisbank = await medewerker.get('/api/v1/rs/informationtypes?category=kennisbank');
    expect(kennisbank.body.every((t: InformationType) => t.categorie === 'kennisbank')).toBe(true);
    expect((await medewerker.get('/api/v1/rs/informationtypes?category=onbekend')).status).toBe(400);
  });

  it('creates an item with a PDF, sanitising the body, and lets a reader read body and PDF', async () => {
    const res = await sendItem('POST', item({ body: '<p onclick="steal()">Welkom<script>alert(1)</script> <a href="javascript:x()">hier</a></p>' }), { bytes: pdf, name: 'criteria.pdf' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ titel: 'Nieuwe acceptatiecriteria', categorie: 'aankondigingen', version: 1, pdf: { naam: 'criteria.pdf', mimeType: 'application/pdf', grootte: pdf.length } });
    expect(res.body.body).toMatch(/^<p>Welkom <a[^>]*>hier<\/a><\/p>$/);
    expect(res.body.body).not.toMatch(/script|onclick|javascript/);

    const body = await medewerker.get(`/api/v1/information/${res.body.id}/body`);
    expect(body.status).toBe(200);
    expect(body.headers['content-type']).toMatch(/^text\/plain/);
    expect(body.body).toBe(res.body.body);
    const file = await app.inject({ method: 'GET', url: `/api/v1/information/${res.body.id}/pdf`, headers: { authorization: `Bearer ${medewerker.token}` } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(Buffer.from(pdf))).toBe(true);
  });

  it('also takes a plain JSON body without a PDF', async () => {
    const res = await beheerder.post('/api/v1/information', item({ titel: 'Zonder bijlage' }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.pdf).toBeNull();
    expect((await medewerker.get(`/api/v1/information/${res.body.id}/pdf`)).status).toBe(404);
  });

  it('refuses invalid fields in Dutch and keeps no file of a refused create', async () => {
    const before = filesUnder(storageRoot).length;
    const res = await sendItem('POST', item({ titel: '', publicatieDatum: '2026-02-30', typeId: 0 }), { bytes: pdf, name: 'a.pdf' });
    expect(res.status).toBe(400);
    expect(res.body.type).toBe('VALIDATION');
    expect(res.body.fields).toMatchObject({ titel: 'Dit veld is verplicht.', publicatieDatum: expect.stringMatching(/^Let op:/) });
    const empty = await beheerder.post('/api/v1/information', item({ body: '<script>alert(1)</script>' }));
    expect(empty.body.fields).toEqual({ body: 'Dit veld is verplicht.' });
    const order = await beheerder.post('/api/v1/information', item({ vervalDatum: shiftDay(today, -1) }));
    expect(order.body.fields).toEqual({ vervalDatum: 'De vervaldatum ligt niet voor de publicatiedatum.' });
    const unknownType = await sendItem('POST', item({ typeId: 999_999 }), { bytes: pdf, name: 'b.pdf' });
    expect(unknownType.body.fields).toEqual({ typeId: 'Kies een soort uit de lijst.' });
    expect(filesUnder(storageRoot)).toHaveLength(before);
  });

  it('refuses a PDF that is not one, whatever its name', async () => {
    const before = filesUnder(storageRoot).length;
    const res = await sendItem('POST', item({ titel: 'Jpeg als pdf' }), { bytes: JPEG_BYTES, name: 'nieuwsbrief.pdf' });
    expect(res.body).toEqual({ type: 'FILETYPE', messages: [FILE_MESSAGES.wrongType] });
    expect(filesUnder(storageRoot)).toHaveLength(before);
  });

  it('updates through PUT /information with the version, replaces and removes the PDF, and answers 409 when stale', async () => {
    const { body: created } = await sendItem('POST', item({ titel: 'Te wijzigen' }), { bytes: pdf, name: 'eerste.pdf' });
    const before = filesUnder(storageRoot).length;
    const other = await demoPdf('Tweede versie', ['Nieuw.']);
    const replaced = await sendItem('PUT', { ...item({ titel: 'Gewijzigd' }), id: created.id, version: 1 }, { bytes: other, name: 'tweede.pdf' });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body).toMatchObject({ titel: 'Gewijzigd', version: 2, pdf: { naam: 'tweede.pdf' } });
    expect(filesUnder(storageRoot)).toHaveLength(before);

    // A stale write with a new PDF: the transaction fails after the upload, and its file goes.
    const stale = await sendItem('PUT', { ...item({ titel: 'Te laat' }), id: created.id, version: 1 }, { bytes: pdf, name: 'derde.pdf' });
    expect(stale.status).toBe(409);
    expect(stale.body.messages).toEqual([SERVER_MESSAGES.staleRecord]);
    expect(filesUnder(storageRoot)).toHaveLength(before);

    const removed = await beheerder.put('/api/v1/information', { ...item({ titel: 'Gewijzigd' }), id: created.id, version: 2, pdfVerwijderen: true });
    expect(removed.body).toMatchObject({ version: 3, pdf: null });
    expect(filesUnder(storageRoot)).toHaveLength(before - 1);
    expect((await beheerder.put('/api/v1/information', { ...item(), id: 999_999, version: 1 })).status).toBe(404);
  });

  it('searches by category, type, text and active; readers see only what is published now', async () => {
    const mk = async (over: Record<string, unknown>) => (await beheerder.post('/api/v1/information', item(over))).body;
    const future = await mk({ titel: 'Zoektest toekomst', publicatieDatum: shiftDay(today, 3) });
    const expired = await mk({ titel: 'Zoektest verlopen', publicatieDatum: shiftDay(today, -10), vervalDatum: shiftDay(today, -1) });
    const inactive = await mk({ titel: 'Zoektest inactief', active: false });
    const kennis = await mk({ titel: 'Zoektest kennis', typeId: typeIn('kennisbank').id, body: '<p>Over de NHG-grens</p>' });

    const all = await search(beheerder, { tekst: 'zoektest' });
    expect(all.body.content.map((i: { id: number }) => i.id).sort()).toEqual([future.id, expired.id, inactive.id, kennis.id].sort());
    expect(all.body.content[0]).toHaveProperty('body');
    const reader = await search(medewerker, { tekst: 'zoektest' });
    expect(reader.body.content.map((i: { id: number }) => i.id)).toEqual([kennis.id]);
    expect((await medewerker.get(`/api/v1/information/${future.id}`)).status).toBe(404);
    expect((await beheerder.get(`/api/v1/information/${future.id}`)).status).toBe(200);

    const byCategory = await search(beheerder, { tekst: 'zoektest', categorie: 'kennisbank' });
    expect(byCategory.body.content.map((i: { id: number }) => i.id)).toEqual([kennis.id]);
    const byBody = await search(beheerder, { tekst: 'NHG-grens' });
    expect(byBody.body.content.map((i: { id: number }) => i.id)).toEqual([kennis.id]);
    const byActive = await search(beheerder, { tekst: 'zoektest', active: false });
    expect(byActive.body.content.map((i: { id: number }) => i.id)).toEqual([inactive.id]);

    const lite = await beheerder.post('/api/v1/information/search/lite?page=0&size=2&sort=titel,asc', { tekst: 'zoektest' });
    expect(lite.body).toMatchObject({ totalElements: 4, totalPages: 2, size: 2, number: 0 });
    expect(lite.body.content.map((i: { titel: string }) => i.titel)).toEqual(['Zoektest inactief', 'Zoektest kennis']);
    expect(lite.body.content[0]).not.toHaveProperty('body');
    expect((await search(beheerder, {}, 'sort=body,asc')).status).toBe(400);
    expect((await search(beheerder, { categorie: 'roddels' })).status).toBe(400);
  });

  it('answers /information/my with what is published, and a reduced list with reduce=true', async () => {
    const full = await adviseur.get('/api/v1/information/my');
    expect(full.status).toBe(200);
    expect(full.body.length).toBeGreaterThan(0);
    expect(full.body.every((i: { publicatieDatum: string; active: boolean }) => i.active && i.publicatieDatum <= today)).toBe(true);
    const reduced = await adviseur.get('/api/v1/information/my?reduce=true');
    expect(reduced.body.length).toBeLessThanOrEqual(5);
    expect(Object.keys(reduced.body[0]).sort()).toEqual(['categorie', 'id', 'publicatieDatum', 'titel']);
  });

  it('serves a PDF by its key only to who may read the item that owns it', async () => {
    const { body: published } = await sendItem('POST', item({ titel: 'Sleutel gepubliceerd' }), { bytes: pdf, name: 'open.pdf' });
    const { body: planned } = await sendItem('POST', item({ titel: 'Sleutel gepland', publicatieDatum: shiftDay(today, 5) }), { bytes: pdf, name: 'later.pdf' });
    const get = (who: typeof beheerder, key: string) =>
      app.inject({ method: 'GET', url: `/api/v1/files/${key}`, headers: { authorization: `Bearer ${who.token}` } });
    // Streamed from the store, never read whole into memory, with its length from the file's record.
    const whole = vi.spyOn(app.storage, 'read');
    const open = await get(medewerker, published.pdf.key);
    expect(whole).not.toHaveBeenCalled();
    whole.mockRestore();
    expect(open.statusCode).toBe(200);
    expect(open.headers['content-type']).toBe('application/pdf');
    expect(open.headers['content-length']).toBe(String(pdf.length));
    expect(open.rawPayload.equals(Buffer.from(pdf))).toBe(true);
    expect((await get(medewerker, planned.pdf.key)).statusCode).toBe(404);
    expect((await get(beheerder, planned.pdf.key)).statusCode).toBe(200);
    expect((await get(zonderInformatie, published.pdf.key)).statusCode).toBe(404);
    expect((await get(medewerker, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get(medewerker, 'geen-sleutel')).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: `/api/v1/files/${published.pdf.key}` })).statusCode).toBe(401);
  });

  it('deletes an item with its PDF', async () => {
    const { body: created } = await sendItem('POST', item({ titel: 'Weg ermee' }), { bytes: pdf, name: 'weg.pdf' });
    const before = filesUnder(storageRoot).length;
    expect((await beheerder.delete(`/api/v1/information/${created.id}`)).status).toBe(204);
    expect(filesUnder(storageRoot)).toHaveLength(before - 1);
    expect((await beheerder.get(`/api/v1/information/${created.id}`)).status).toBe(404);
    expect((await beheerder.delete(`/api/v1/information/${created.id}`)).status).toBe(404);
  });

  it('refuses readers without the information permission, and writers without Beheer or of type lender', async () => {
    const { body: created } = await beheerder.post('/api/v1/information', item({ titel: 'Alleen lezen' }));
    for (const url of ['/api/v1/information/my', `/api/v1/information/${created.id}`, `/api/v1/information/${created.id}/body`, '/api/v1/rs/informationtypes']) {
      expect((await zonderInformatie.get(url)).status, url).toBe(403);
    }
    expect((await search(zonderInformatie, {})).status).toBe(403);
    const before = filesUnder(storageRoot).length;
    for (const who of [medewerker, lender]) {
      expect((await who.post('/api/v1/information', item())).status).toBe(403);
      expect((await who.put('/api/v1/information', { ...item(), id: created.id, version: 1 })).status).toBe(403);
      expect((await who.delete(`/api/v1/information/${created.id}`)).status).toBe(403);
      expect((await sendItem('POST', item(), { bytes: pdf, name: 'x.pdf' }, who.token!)).status).toBe(403);
    }
    expect(filesUnder(storageRoot)).toHaveLength(before);
    // A lender with the reader permission still reads, but only what is published.
    expect((await search(lender, { tekst: 'Alleen lezen' })).body.totalElements).toBe(1);
  });
});
