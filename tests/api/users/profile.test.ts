import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bestanden } from '../../../server/db/schema';
import { caller, signIn, testServer } from '../helpers';
import { JPEG_BYTES, sendMultipart, userWith } from '../uploads';

/** PUT /profile and GET/PUT/DELETE /profile/picture (docs/profile.md). */
const { app, database } = await testServer();
const { db } = database;
const beheerder = await signIn(app, 'beheerder');
const anna = await userWith(app, beheerder, 'profiel.anna', 'M', ['MENU_DOSSIERS_VIEW']);
const bram = await userWith(app, beheerder, 'profiel.bram', 'M', ['MENU_DOSSIERS_VIEW']);

/** A 1×1 PNG. */
const PNG_BYTES = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const picture = (token: string, filename: string, value: Uint8Array, contentType = 'image/png') =>
  sendMultipart(app, token, 'PUT', '/api/v1/profile/picture', [{ name: 'file', filename, contentType, value }]);
const stored = async () => (await app.storage.inventory()).stored;
const temporary = async () => (await app.storage.inventory()).staged;

describe('GET and PUT /profile', () => {
  it('reads the own data with teams, organisations and an empty profile at version 1', async () => {
    const res = await anna.get('/api/v1/profile');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ username: 'profiel.anna', typeCode: 'M', roles: ['Rol profiel.anna'], teams: [expect.any(String)], organisaties: [], telefoonnummer: null, mobielnummer: null, fotoId: null, version: 1 });
  });

  it('names the teams and organisations Beheer gave the user', async () => {
    const { body } = await (await signIn(app, 'medewerker')).get('/api/v1/profile');
    expect(body.teams.length).toBeGreaterThan(0);
    expect(body.teams.every((t: unknown) => typeof t === 'string')).toBe(true);
    expect(body.organisaties.length).toBeGreaterThan(0);
  });

  it('keeps the phone numbers, raises the version and refuses a stale one with 409', async () => {
    const saved = await anna.put('/api/v1/profile', { telefoonnummer: ' 0201234567 ', mobielnummer: '+31612345678', version: 1 });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ telefoonnummer: '0201234567', mobielnummer: '+31612345678', version: 2 });
    expect((await anna.get('/api/v1/profile')).body).toMatchObject({ telefoonnummer: '0201234567', version: 2 });
    const stale = await anna.put('/api/v1/profile', { telefoonnummer: '0207654321', mobielnummer: null, version: 1 });
    expect(stale.status).toBe(409);
    const cleared = await anna.put('/api/v1/profile', { telefoonnummer: '', mobielnummer: '', version: 2 });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ telefoonnummer: null, mobielnummer: null, version: 3 });
  });

  it('refuses a phone number with letters with the shared Dutch field rule, and changes nothing else', async () => {
    const res = await anna.put('/api/v1/profile', { telefoonnummer: '020-abc', version: 3, email: 'x@y.nl', achterNaam: 'Anders' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ type: 'VALIDATION', fields: { telefoonnummer: 'Let op: een telefoonnummer bevat alleen cijfers (eventueel met + vooraan).' } });
    expect(res.body.messages[0]).toMatch(/^Telefoonnummer: /);
    const ok = await anna.put('/api/v1/profile', { telefoonnummer: '0201234567', version: 3, email: 'x@y.nl', achterNaam: 'Anders' });
    expect(ok.status).toBe(200);
    // Name and e-mail are Beheer's: extra fields are ignored.
    expect(ok.body).toMatchObject({ achterNaam: 'Tester', email: 'profiel.anna@test.example.nl' });
  });

  it('needs a session', async () => {
    expect((await caller(app).put('/api/v1/profile', { version: 1 })).status).toBe(401);
    expect((await caller(app).delete('/api/v1/profile/picture')).status).toBe(401);
  });
});

describe('the profile picture', () => {
  it('stores a png, serves it to its owner only, and replaces it removing the old file', async () => {
    expect((await anna.get('/api/v1/profile/picture')).status).toBe(404);
    const before = (await stored()).length;
    const first = await picture(anna.token!, 'foto.png', PNG_BYTES);
    expect(first.status).toBe(200);
    expect(first.body.fotoId).toEqual(expect.any(Number));
    expect(await stored()).toHaveLength(before + 1);
    const read = await app.inject({ method: 'GET', url: '/api/v1/profile/picture', headers: { authorization: `Bearer ${anna.token}` } });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.headers['cache-control']).toBe('private, no-store');
    expect(Buffer.compare(read.rawPayload, PNG_BYTES)).toBe(0);

    // Another user reaches only their own (none), and cannot remove Anna's.
    expect((await bram.get('/api/v1/profile/picture')).status).toBe(404);
    expect((await bram.delete('/api/v1/profile/picture')).status).toBe(404);
    expect((await anna.get('/api/v1/profile')).body.fotoId).toBe(first.body.fotoId);

    const second = await picture(anna.token!, 'pasfoto.jpg', JPEG_BYTES, 'image/jpeg');
    expect(second.status).toBe(200);
    expect(second.body.fotoId).not.toBe(first.body.fotoId);
    expect(await stored()).toHaveLength(before + 1);
    expect(await db.select().from(bestanden).where(eq(bestanden.id, first.body.fotoId))).toEqual([]);
  });

  it('refuses a file over 2 mb, a pdf, and png bytes named .jpg, leaving nothing behind', async () => {
    const before = (await stored()).length;
    const fotoId = (await anna.get('/api/v1/profile')).body.fotoId;
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(2_000_001)]);
    const tooLarge = await picture(anna.token!, 'groot.png', big);
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body).toEqual({ type: 'FILESIZE', messages: ['Het document kan niet worden geüpload. Het maximale bestandsformaat is 2mb.'] });
    const pdf = await picture(anna.token!, 'foto.pdf', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'), 'application/pdf');
    expect(pdf.body).toEqual({ type: 'FILETYPE', messages: ['Bestandstype wordt niet ondersteund.'] });
    const misnamed = await picture(anna.token!, 'foto.jpg', PNG_BYTES, 'image/jpeg');
    expect(misnamed.body.type).toBe('FILETYPE');
    const none = await sendMultipart(app, anna.token!, 'PUT', '/api/v1/profile/picture', [{ name: 'iets', value: 'x' }]);
    expect(none.body).toMatchObject({ type: 'VALIDATION', fields: { file: 'Kies een bestand.' } });
    expect(await stored()).toHaveLength(before);
    expect(await temporary()).toEqual([]);
    expect((await anna.get('/api/v1/profile')).body.fotoId).toBe(fotoId);
  });

  it('removes the picture and its file; a second delete answers 404', async () => {
    const before = (await stored()).length;
    const res = await anna.delete('/api/v1/profile/picture');
    expect(res.status).toBe(204);
    expect(await stored()).toHaveLength(before - 1);
    expect((await anna.get('/api/v1/profile')).body.fotoId).toBeNull();
    expect((await anna.get('/api/v1/profile/picture')).status).toBe(404);
    expect((await anna.delete('/api/v1/profile/picture')).status).toBe(404);
  });

  it('keeps the form version: a picture change does not make an open profile form stale', async () => {
    const { version } = (await bram.get('/api/v1/profile')).body;
    await picture(bram.token!, 'foto.png', PNG_BYTES);
    expect((await bram.put('/api/v1/profile', { telefoonnummer: '0301234567', version })).status).toBe(200);
    expect((await bram.delete('/api/v1/profile/picture')).status).toBe(204);
  });
});
