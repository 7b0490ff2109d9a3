import { eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dossiers } from '../../../server/db/schema';
import { auditRows, pickDossier, userRow } from '../dossier-detail/fixtures';
import { signIn, testServer } from '../helpers';
import { JPEG_BYTES, userWith } from '../uploads';
import { pdfBytes } from '../documents/fixtures';

/** Notes on a dossier with attachments (spec 000 §3–§5, §7; docs/documents.md "Notes"). */
const { app, database } = await testServer();
const { db } = database;
const medewerker = await signIn(app, 'medewerker');
const employee = await signIn(app, 'employee');
const adviseur = await signIn(app, 'adviseur');
const verstrekker = await signIn(app, 'verstrekker');
const beheerder = await signIn(app, 'beheerder');
const lender = await userRow(db, 'verstrekker');
const ownDossier = await pickDossier(db, eq(dossiers.geldverstrekkerId, lender.geldverstrekkerId!), 5);
const otherDossier = await pickDossier(db, ne(dossiers.geldverstrekkerId, lender.geldverstrekkerId!), 5);
const url = `/api/v1/dossiers/${ownDossier.id}/notities`;
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

const note = (extra: Record<string, unknown> = {}) => ({ priorityId: 2, onderwerp: 'Telefoongesprek adviseur', aanleiding: 'I', bodyText: 'Adviseur belt over de taxatie.', ...extra });

describe('notes', () => {
  it('creates a note with two attachments, lists it on page 0 and serves an attachment by its key', async () => {
    const pdf = await pdfBytes(2, 'Bijlage');
    const res = await medewerker.post(url, note({ files: [{ base64File: b64(pdf), filename: 'verslag.pdf' }, { base64File: `data:image/jpeg;base64,${b64(JPEG_BYTES)}`, filename: 'foto.jpg' }] }));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ onderwerp: 'Telefoongesprek adviseur', aanleiding: 'I', priorityId: 2, auteur: { naam: expect.any(String) } });
    expect(res.body.bijlagen.map((b: { naam: string }) => b.naam)).toEqual(['verslag.pdf', 'foto.jpg']);
    const page = await medewerker.get(`${url}?page=0&size=10`);
    expect(page.body).toMatchObject({ number: 0, size: 10 });
    expect(page.body.content[0].id).toBe(res.body.id);
    const key = res.body.bijlagen[0].key;
    const file = await app.inject({ method: 'GET', url: `/api/v1/notities/attachment/${res.body.id}?key=${key}`, headers: { authorization: `Bearer ${medewerker.token}` } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(Buffer.compare(file.rawPayload, Buffer.from(pdf))).toBe(0);
    const missing = await medewerker.get(`/api/v1/notities/attachment/${res.body.id}?key=00000000-0000-4000-8000-000000000000`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ type: 'FILETYPE', messages: ['Het document kan niet weergegeven worden'] });
    expect((await auditRows(db, ownDossier.id, `notities[${res.body.id}].onderwerp`)).length).toBe(1);
  });

  it('pages zero-based with ten notes a page by default', async () => {
    for (let i = 0; i < 11; i++) await medewerker.post(url, note({ onderwerp: `Notitie ${i}` }));
    const first = await medewerker.get(url);
    expect(first.body.size).toBe(10);
    expect(first.body.content).toHaveLength(10);
    const second = await medewerker.get(`${url}?page=1`);
    expect(second.body.number).toBe(1);
    expect(second.body.content.length).toBeGreaterThan(0);
  });

  it('validates: subject and body length, more than ten files, a refused file type leaves nothing behind', async () => {
    const long = await medewerker.post(url, note({ onderwerp: 'x'.repeat(101), bodyText: 'y'.repeat(1001) }));
    expect(long.status).toBe(400);
    expect(Object.keys(long.body.fields)).toEqual(expect.arrayContaining(['onderwerp', 'bodyText']));
    const many = await medewerker.post(url, note({ files: Array.from({ length: 11 }, (_, i) => ({ base64File: b64(JPEG_BYTES), filename: `f${i}.jpg` })) }));
    expect(many.status).toBe(400);
    expect(many.body.messages.join()).toContain('Het maximale aantal bestanden is 10');
    const before = await app.storage.inventory();
    const wrong = await medewerker.post(url, note({ files: [{ base64File: b64(JPEG_BYTES), filename: 'goed.jpg' }, { base64File: b64(new TextEncoder().encode('gewone tekst')), filename: 'tekst.pdf' }] }));
    expect(wrong.status).toBe(400);
    expect(wrong.body.type).toBe('FILETYPE');
    const after = await app.storage.inventory();
    expect(after.stored.length).toBe(before.stored.length);
    expect(after.staged).toEqual([]);
  });

  it('an attachment at the size limit is stored; one byte over hears FILESIZE, not a text length', async () => {
    const sized = (bytes: number) => {
      const file = Buffer.alloc(bytes);
      file.set(JPEG_BYTES);
      return `data:image/jpeg;base64,${file.toString('base64')}`;
    };
    const atLimit = await medewerker.post(url, note({ files: [{ base64File: sized(30_000_000), filename: 'scan.jpg' }] }));
    expect(atLimit.status, JSON.stringify(atLimit.body)).toBe(201);
    const over = await medewerker.post(url, note({ files: [{ base64File: sized(30_000_001), filename: 'scan.jpg' }] }));
    expect(over.status).toBe(400);
    expect(over.body).toEqual({ type: 'FILESIZE', messages: ['Het document kan niet worden geüpload. Het maximale bestandsformaat is 30mb.'] });
  });

  it('keeps notes in the dossier scope and behind their permissions', async () => {
    const created = await verstrekker.post(url, note());
    expect(created.status).toBe(201);
    expect((await verstrekker.get(`/api/v1/dossiers/${otherDossier.id}/notities`)).status).toBe(404);
    expect((await verstrekker.post(`/api/v1/dossiers/${otherDossier.id}/notities`, note())).status).toBe(404);
    const elsewhere = await medewerker.post(`/api/v1/dossiers/${otherDossier.id}/notities`, note());
    expect((await verstrekker.get(`/api/v1/notities/${elsewhere.body.id}`)).status).toBe(404);
    expect((await adviseur.get(url)).status).toBe(403);
    expect((await adviseur.post(url, note())).status).toBe(403);
    const reader = await userWith(app, beheerder, 'notitielezer', 'M', ['MENU_DOSSIERS_VIEW', 'DOSSIER_DETAIL_NOTITIES']);
    expect((await reader.get(`/api/v1/notities/${created.body.id}`)).status).toBe(200);
    expect((await reader.post(url, note())).status).toBe(403);
  });

  it('lets only the author delete a note, with its attachments', async () => {
    const created = await employee.post(url, note({ files: [{ base64File: b64(JPEG_BYTES), filename: 'weg.jpg' }] }));
    const key = created.body.bijlagen[0].key;
    expect((await medewerker.delete(`/api/v1/notities/${created.body.id}`)).status).toBe(403);
    expect((await employee.delete(`/api/v1/notities/${created.body.id}`)).status).toBe(204);
    expect((await employee.get(`/api/v1/notities/${created.body.id}`)).status).toBe(404);
    expect((await app.storage.inventory()).stored).not.toContain(key);
  });
});
