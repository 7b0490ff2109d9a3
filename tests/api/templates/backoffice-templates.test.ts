import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_MESSAGES } from '../../../contract/errors';
import { FILE_MESSAGES, UPLOAD_MAX_BYTES } from '../../../contract/files';
import { demoPdf } from '../../../server/demo/files';
import { signIn, testServer } from '../helpers';
import { JPEG_BYTES, filesUnder, sendMultipart, userWith } from '../uploads';

const { app, seeded } = await testServer();
const beheerder = await signIn(app, 'beheerder');
const medewerker = await signIn(app, 'medewerker');
const beheerderToken = beheerder.token!;
const lender = await userWith(app, beheerder, 'bo.lender', 'H', ['MENU_BEHEER_VIEW', 'BEHEER_BACKOFFICE_TEMPLATES'], seeded.geldverstrekkerIds[0]);
const storageRoot = path.join(app.appConfig.dataDir, 'files');

const PATH = '/api/v1/back-office-template';
const variables = (await beheerder.get('/api/v1/back-office-template-variable')).body as { id: number; naam: string }[];
const pdf = await demoPdf('Testbijlage', ['Een regel tekst.']);

const template = (over: Record<string, unknown> = {}) => ({
  name: 'Bevestiging taxatie',
  onderwerp: 'Taxatierapport ontvangen',
  omschrijving: null,
  active: true,
  variables: [
    { id: variables[0].id, activeYN: true },
    { id: variables[1].id, activeYN: false },
  ],
  ...over,
});

const uploadPdf = (id: number, bytes: Uint8Array = pdf, filename = 'bijlage.pdf', token = beheerderToken) =>
  sendMultipart(app, token, 'PUT', `${PATH}/${id}/pdf`, [{ name: 'file', filename, contentType: 'application/pdf', value: bytes }]);

describe('Beheer › Backoffice templates', () => {
  it('lists the variables a template can use', () => {
    expect(variables.length).toBeGreaterThan(5);
    expect(variables.map((v) => v.naam)).toContain('dossierNummer');
  });

  it('creates a template keeping only the variables with activeYN true, and reads it back', async () => {
    const res = await beheerder.post(PATH, template());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ name: 'Bevestiging taxatie', active: true, version: 1, pdf: null });
    expect(res.body.variables).toEqual([{ ...variables[0], activeYN: true }]);
    expect((await beheerder.get(`${PATH}/${res.body.id}`)).body).toEqual(res.body);
  });

  it('refuses invalid bodies with Dutch field messages, and a name twice', async () => {
    const res = await beheerder.post(PATH, template({ name: '', onderwerp: 'x'.repeat(201) }));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ type: 'VALIDATION', fields: { name: 'Dit veld is verplicht.', onderwerp: 'Maximaal 200 tekens.' } });
    expect(res.body.messages).toContain('Naam: Dit veld is verplicht.');
    const unknown = await beheerder.post(PATH, template({ name: 'Onbekende variabele', variables: [{ id: 999_999, activeYN: true }] }));
    expect(unknown.body.fields).toEqual({ variables: 'Onbekende variabele.' });
    await beheerder.post(PATH, template({ name: 'Dubbel' }));
    const twice = await beheerder.post(PATH, template({ name: 'Dubbel' }));
    expect(twice.status).toBe(400);
    expect(twice.body.fields).toEqual({ name: SERVER_MESSAGES.duplicate });
  });

  it('pages, filters on active and name, and sorts on the name both ways', async () => {
    for (const name of ['Zz aflossing', 'Aa aanvraag', 'Mm maatwerk']) await beheerder.post(PATH, template({ name, active: name !== 'Mm maatwerk' }));
    const asc = await beheerder.get(`${PATH}?page=0&size=2&sort=name,asc`);
    expect(asc.status).toBe(200);
    expect(asc.body).toMatchObject({ number: 0, size: 2 });
    expect(asc.body.content).toHaveLength(2);
    expect(asc.body.content[0].name).toBe('Aa aanvraag');
    const desc = await beheerder.get(`${PATH}?page=0&size=100&sort=name,desc`);
    const names = desc.body.content.map((t: { name: string }) => t.name);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'nl', { sensitivity: 'base' })));
    expect(desc.body.totalElements).toBe(names.length);
    const second = await beheerder.get(`${PATH}?page=1&size=2&sort=name,asc`);
    expect(second.body.content[0].name).not.toBe(asc.body.content[0].name);
    const inactive = await beheerder.get(`${PATH}?page=0&size=50&active=false`);
    expect(inactive.body.content.map((t: { name: string }) => t.name)).toEqual(['Mm maatwerk']);
    const byName = await beheerder.get(`${PATH}?page=0&size=50&name=AFLOSS`);
    expect(byName.body.content.map((t: { name: string }) => t.name)).toEqual(['Zz aflossing']);
    expect((await beheerder.get(`${PATH}?page=0&sort=onderwerp,asc`)).status).toBe(400);
  });

  it('updates with the current version and answers 409 on a stale one', async () => {
    const { body: created } = await beheerder.post(PATH, template({ name: 'Versies' }));
    const updated = await beheerder.put(`${PATH}/${created.id}`, { ...template({ name: 'Versies', active: false, variables: [] }), version: 1 });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body).toMatchObject({ active: false, version: 2, variables: [] });
    const stale = await beheerder.put(`${PATH}/${created.id}`, { ...template({ name: 'Versies' }), version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.messages).toEqual([SERVER_MESSAGES.staleRecord]);
    expect((await beheerder.put(`${PATH}/999999`, { ...template({ name: 'Weg' }), version: 1 })).status).toBe(404);
  });

  it('uploads, reads as base64, replaces and deletes the PDF, keeping one file on disk', async () => {
    const { body: created } = await beheerder.post(PATH, template({ name: 'Met bijlage' }));
    const before = filesUnder(storageRoot).length;
    const uploaded = await uploadPdf(created.id);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    expect(uploaded.body.pdf).toEqual({ key: expect.stringMatching(/^[0-9a-f-]{36}$/), naam: 'bijlage.pdf', mimeType: 'application/pdf', grootte: pdf.length });
    expect(filesUnder(storageRoot)).toHaveLength(before + 1);

    // By its key too, but only for who may manage the templates.
    const byKey = (token: string) => app.inject({ method: 'GET', url: `/api/v1/files/${uploaded.body.pdf.key}`, headers: { authorization: `Bearer ${token}` } });
    expect((await byKey(beheerderToken)).rawPayload.equals(Buffer.from(pdf))).toBe(true);
    expect((await byKey(medewerker.token!)).statusCode).toBe(404);
    expect((await byKey(lender.token!)).statusCode).toBe(404);

    const read = await beheerder.get(`${PATH}/${created.id}/pdf`);
    expect(read.status).toBe(200);
    expect(Buffer.from(read.body as string, 'base64').equals(Buffer.from(pdf))).toBe(true);

    const other = await demoPdf('Nieuwe versie', ['Vervangt de eerste.']);
    const replaced = await uploadPdf(created.id, other, 'nieuw.pdf');
    expect(replaced.body.pdf.naam).toBe('nieuw.pdf');
    expect(filesUnder(storageRoot)).toHaveLength(before + 1);
    expect(Buffer.from((await beheerder.get(`${PATH}/${created.id}/pdf`)).body as string, 'base64').equals(Buffer.from(other))).toBe(true);

    expect((await beheerder.delete(`${PATH}/${created.id}/pdf`)).status).toBe(204);
    expect(filesUnder(storageRoot)).toHaveLength(before);
    expect((await beheerder.get(`${PATH}/${created.id}/pdf`)).status).toBe(404);
    expect((await beheerder.delete(`${PATH}/${created.id}/pdf`)).status).toBe(404);
  });

  it('refuses a file that is too large with FILESIZE and leaves no file behind', async () => {
    const { body: created } = await beheerder.post(PATH, template({ name: 'Te groot' }));
    const before = filesUnder(storageRoot).length;
    const big = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    big.set(pdf.subarray(0, 1024));
    const res = await uploadPdf(created.id, big, 'groot.pdf');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ type: 'FILESIZE', messages: ['Het document kan niet worden geüpload. Het maximale bestandsformaat is 30mb.'] });
    expect(filesUnder(storageRoot)).toHaveLength(before);
  });

  it('recognises the type from the bytes: a .pdf name with JPEG or text bytes is FILETYPE', async () => {
    const { body: created } = await beheerder.post(PATH, template({ name: 'Verkeerd type' }));
    const before = filesUnder(storageRoot).length;
    for (const bytes of [JPEG_BYTES, new TextEncoder().encode('Dit is geen pdf maar gewone tekst.')]) {
      const res = await uploadPdf(created.id, bytes, 'factuur.pdf');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ type: 'FILETYPE', messages: [FILE_MESSAGES.wrongType] });
    }
    // Real PDF bytes under another name are refused too: name and bytes must agree.
    expect((await uploadPdf(created.id, pdf, 'scan.jpg')).body.type).toBe('FILETYPE');
    expect((await uploadPdf(created.id, pdf, '')).body).toEqual({ type: 'FILENAME', messages: [FILE_MESSAGES.badName] });
    expect(filesUnder(storageRoot)).toHaveLength(before);
    expect((await beheerder.get(`${PATH}/${created.id}`)).body.pdf).toBeNull();
    // Folders in a name never reach the disk: only the last part is kept.
    expect((await uploadPdf(created.id, pdf, '../../etc/bijlage.pdf')).body.pdf.naam).toBe('bijlage.pdf');
  });

  it('leaves no file behind when the database write fails after the upload', async () => {
    const before = filesUnder(storageRoot).length;
    const res = await uploadPdf(999_999);
    expect(res.status).toBe(404);
    expect(filesUnder(storageRoot)).toHaveLength(before);
  });

  it('asks for a file when the body has none', async () => {
    const { body: created } = await beheerder.post(PATH, template({ name: 'Zonder bestand' }));
    const res = await sendMultipart(app, beheerderToken, 'PUT', `${PATH}/${created.id}/pdf`, [{ name: 'opmerking', value: 'geen bestand' }]);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ file: FILE_MESSAGES.missing });
  });

  it('deletes a template together with its PDF', async () => {
    const { body: created } = await beheerder.post(PATH, template({ name: 'Weggooien' }));
    const before = filesUnder(storageRoot).length;
    await uploadPdf(created.id);
    expect((await beheerder.delete(`${PATH}/${created.id}`)).status).toBe(204);
    expect(filesUnder(storageRoot)).toHaveLength(before);
    expect((await beheerder.get(`${PATH}/${created.id}`)).status).toBe(404);
  });

  it('refuses users without the permission and lenders even with it, before reading an upload', async () => {
    const { body: created } = await beheerder.post(PATH, template({ name: 'Geweigerd' }));
    const before = filesUnder(storageRoot).length;
    for (const who of [medewerker, lender]) {
      expect((await who.get(`${PATH}?page=0`)).status).toBe(403);
      expect((await who.get(`${PATH}/${created.id}`)).status).toBe(403);
      expect((await who.get('/api/v1/back-office-template-variable')).status).toBe(403);
      expect((await who.post(PATH, template({ name: 'Niet toegestaan' }))).status).toBe(403);
      expect((await who.put(`${PATH}/${created.id}`, { ...template(), version: 1 })).status).toBe(403);
      expect((await who.delete(`${PATH}/${created.id}`)).status).toBe(403);
      expect((await who.get(`${PATH}/${created.id}/pdf`)).status).toBe(403);
      expect((await who.delete(`${PATH}/${created.id}/pdf`)).status).toBe(403);
      expect((await uploadPdf(created.id, pdf, 'bijlage.pdf', who.token!)).status).toBe(403);
    }
    expect(filesUnder(storageRoot)).toHaveLength(before);
  });
});
