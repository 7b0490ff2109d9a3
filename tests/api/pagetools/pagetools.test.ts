import fs from 'node:fs';
import path from 'node:path';
import { eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documenten, documentVersies, dossiers } from '../../../server/db/schema';
import { fileById, insertFile } from '../../../server/services/storage/records';
import { pickDossier, userRow } from '../dossier-detail/fixtures';
import { XSRF, signIn, testServer } from '../helpers';
import { sendMultipart, userWith } from '../uploads';
import { numberedPdf, pageLabels, readBack } from './pdfs';

/** The page tools over HTTP: `/api/v1/printdocs/{id}/…` and their previews (docs/pdf.md). */
const { app, database } = await testServer();
const { db } = database;
const medewerker = await signIn(app, 'medewerker');
const adviseur = await signIn(app, 'adviseur');
const beheerder = await signIn(app, 'beheerder');
const adviser = await userRow(db, 'adviseur');
/** Staff without the Documenten tab. */
const outsider = await userWith(app, beheerder, 'paginazonderrecht', 'M', ['MENU_DOSSIERS_VIEW']);

const dossier = await pickDossier(db, eq(dossiers.kantoorId, adviser.kantoorId!), 5);
const otherOffice = await pickDossier(db, ne(dossiers.kantoorId, adviser.kantoorId!), 5);

const ALL_PAGES = "Het is niet mogelijk alle pagina's te verwijderen. Er moet minimaal 1 pagina overblijven van het origineel.";
const MISSING = 'De pagina met het ingevoerde paginanummer bestaat niet.';
const ENCRYPTED = 'Deze pdf bevat beveiliging (encryptie) waardoor het niet aangepast mag worden.';

/** A document in `dossierId` holding a `count`-page PDF, uploaded as the browser does. */
async function documentWith(count: number, dossierId = dossier.id, label = 'Pagina') {
  const created = await medewerker.post(`/api/v1/dossiers/${dossierId}/renteaanbod/documenten`, { naam: `Scan ${label}`, soort: 'ID', dossierDocumentId: null });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const res = await sendMultipart(app, medewerker.token!, 'POST', `/api/v1/dossiers/${dossierId}/renteaanbod/documenten/${created.body.id}`, [
    { name: 'document', filename: 'scan.pdf', value: await numberedPdf(count, label) },
  ]);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return created.body.id as number;
}

/** A POST with a JSON body answering raw bytes (the previews). */
const postRaw = (url: string, token: string, body: unknown) =>
  app.inject({
    method: 'POST',
    url,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF, authorization: `Bearer ${token}` },
  });

const currentPdf = async (id: number) => {
  const res = await app.inject({ method: 'GET', url: `/api/v1/printdocs/${id}`, headers: { authorization: `Bearer ${medewerker.token}` } });
  expect(res.statusCode).toBe(200);
  return new Uint8Array(res.rawPayload);
};

const versions = (id: number) => db.select().from(documentVersies).where(eq(documentVersies.documentId, id)).orderBy(documentVersies.versie);

/** Everything a failed operation must leave as it was: the row, its versions, the stored files. */
const snapshot = async (id: number) => ({
  document: (await db.select().from(documenten).where(eq(documenten.id, id)))[0],
  versions: await versions(id),
  files: await app.storage.inventory(),
});

describe('page tools: saving an operation', () => {
  it('removes pages and keeps the previous version (who, when, which operation)', async () => {
    const id = await documentWith(5);
    const res = await medewerker.post(`/api/v1/printdocs/${id}/pages/remove`, { pages: [2, 4] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ id, versie: 2, bestand: { mimeType: 'application/pdf' } });
    expect(await pageLabels(await currentPdf(id))).toEqual(['Pagina 1', 'Pagina 3', 'Pagina 5']);
    const detail = await medewerker.get(`/api/v1/documenten/${id}`);
    expect(detail.body.versies).toMatchObject([
      { versie: 2, bewerking: 'REMOVE', gemaaktDoor: { naam: expect.any(String) }, gemaaktOp: expect.any(String) },
      { versie: 1, bewerking: 'UPLOAD' },
    ]);
    const [first] = await versions(id);
    const kept = await fileById(db, first.bestandId);
    expect(await pageLabels(new Uint8Array(await app.storage.read(kept.sleutel)))).toHaveLength(5);
  });

  it('rotates, moves and duplicates pages, read back from the saved file', async () => {
    const id = await documentWith(4);
    expect((await medewerker.post(`/api/v1/printdocs/${id}/pages/rotate`, { pages: [1, 3], angle: 90 })).status).toBe(200);
    expect((await readBack(await currentPdf(id))).map((p) => p.rotation)).toEqual([90, 0, 90, 0]);
    expect((await medewerker.post(`/api/v1/printdocs/${id}/pages/move`, { pages: [4], targetPage: 1, before: true })).status).toBe(200);
    expect(await pageLabels(await currentPdf(id))).toEqual(['Pagina 4', 'Pagina 1', 'Pagina 2', 'Pagina 3']);
    expect((await readBack(await currentPdf(id))).map((p) => p.rotation)).toEqual([0, 90, 0, 90]);
    expect((await medewerker.post(`/api/v1/printdocs/${id}/duplicate`, { pages: [2], insertAfterPageIndex: 4 })).status).toBe(200);
    expect(await pageLabels(await currentPdf(id))).toEqual(['Pagina 4', 'Pagina 1', 'Pagina 2', 'Pagina 3', 'Pagina 1']);
    expect((await versions(id)).map((v) => v.bewerking)).toEqual(['UPLOAD', 'ROTATE', 'MOVE', 'DUPLICATE']);
  });

  it('splits pages off into a new document of the same dossier', async () => {
    const id = await documentWith(4);
    const res = await medewerker.post(`/api/v1/printdocs/${id}/split`, { pages: [3, 4], targetDocumentBijDossier: { naam: 'Tweede helft' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.document).toMatchObject({ id, versie: 2 });
    expect(res.body.splitOff).toMatchObject({ dossierId: dossier.id, naam: 'Tweede helft', lijst: 'RENTEAANBOD', versie: 1 });
    expect(await pageLabels(await currentPdf(id))).toEqual(['Pagina 1', 'Pagina 2']);
    expect(await pageLabels(await currentPdf(res.body.splitOff.id))).toEqual(['Pagina 3', 'Pagina 4']);
    expect((await versions(res.body.splitOff.id)).map((v) => v.bewerking)).toEqual(['SPLIT']);
  });

  it("merges another document's pages in, from the same dossier only", async () => {
    const id = await documentWith(2);
    const source = await documentWith(2, dossier.id, 'Bijlage');
    const res = await medewerker.post(`/api/v1/printdocs/${id}/merge`, { sourceDocumentBijDossierId: source, insertAfterPageIndex: 1 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await readBack(await currentPdf(id))).map((p) => /(Pagina|Bijlage) \d/.exec(p.text)?.[0])).toEqual(['Pagina 1', 'Bijlage 1', 'Bijlage 2', 'Pagina 2']);
    const elsewhere = await documentWith(1, otherOffice.id, 'Elders');
    expect((await medewerker.post(`/api/v1/printdocs/${id}/merge`, { sourceDocumentBijDossierId: elsewhere, insertAfterPageIndex: 1 })).status).toBe(404);
  });

  it('compresses with the spec defaults when no parameters are sent', async () => {
    const id = await documentWith(2);
    const res = await medewerker.post(`/api/v1/printdocs/${id}/compress`, {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await pageLabels(await currentPdf(id))).toEqual(['Pagina 1', 'Pagina 2']);
    expect((await versions(id)).map((v) => v.bewerking)).toEqual(['UPLOAD', 'COMPRESS']);
  });

  it('blurs an area: the saved file no longer holds the text underneath, and /documents/blurred serves it', async () => {
    const id = await documentWith(2);
    const res = await medewerker.post(`/api/v1/printdocs/${id}/blur-manually`, { documentBody: [{ page: 1, x: 40, y: 125, width: 200, height: 25 }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const pages = await readBack(await currentPdf(id));
    expect(pages[0].text).toBe('Pagina 1');
    expect(pages[1].text).toContain('BSN 123456782');
    const blurred = await app.inject({ method: 'GET', url: `/api/v1/documents/blurred/${id}`, headers: { authorization: `Bearer ${medewerker.token}` } });
    expect(blurred.statusCode).toBe(200);
    expect(blurred.rawPayload.toString('latin1')).not.toContain('123456781');
  });
});

describe('versions: restore', () => {
  it('makes an older version current again as a new version, keeping every version', async () => {
    const id = await documentWith(3);
    expect((await medewerker.post(`/api/v1/printdocs/${id}/pages/remove`, { pages: [1] })).status).toBe(200);
    expect((await medewerker.post(`/api/v1/printdocs/${id}/pages/rotate`, { pages: [1], angle: 180 })).status).toBe(200);
    const res = await medewerker.post(`/api/v1/printdocs/${id}/versions/1/restore`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ id, versie: 4 });
    expect(await pageLabels(await currentPdf(id))).toEqual(['Pagina 1', 'Pagina 2', 'Pagina 3']);
    expect((await readBack(await currentPdf(id))).map((p) => p.rotation)).toEqual([0, 0, 0]);
    const all = await versions(id);
    expect(all.map((v) => v.bewerking)).toEqual(['UPLOAD', 'REMOVE', 'ROTATE', 'RESTORE']);
    // Each version owns its own file: the restore is a copy.
    expect(new Set(all.map((v) => v.bestandId)).size).toBe(4);
    const elsewhere = await documentWith(1, otherOffice.id);
    const before = await snapshot(id);
    expect((await medewerker.post(`/api/v1/printdocs/${id}/versions/9/restore`)).status).toBe(404);
    expect((await medewerker.post(`/api/v1/printdocs/${id}/versions/2/restore`, { version: before.document.version - 1 })).status).toBe(409);
    expect((await adviseur.post(`/api/v1/printdocs/${elsewhere}/versions/1/restore`)).status).toBe(404);
    expect(await snapshot(id)).toEqual(before);
  });
});

describe('page tools: previews', () => {
  it('answers the resulting PDF and saves nothing', async () => {
    const id = await documentWith(3);
    const before = await snapshot(id);
    const res = await postRaw(`/api/v1/printdocs/${id}/pages/rotate/preview`, medewerker.token!, { pages: [2], angle: 270 });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect((await readBack(new Uint8Array(res.rawPayload))).map((p) => p.rotation)).toEqual([0, 270, 0]);
    const removed = await postRaw(`/api/v1/printdocs/${id}/pages/remove/preview`, medewerker.token!, { pages: [1] });
    expect(await pageLabels(new Uint8Array(removed.rawPayload))).toEqual(['Pagina 2', 'Pagina 3']);
    for (const [tool, body] of [
      ['split', { pages: [1] }],
      ['duplicate', { pages: [1], insertAfterPageIndex: 0 }],
      ['pages/move', { pages: [1], targetPage: 3, before: false }],
      ['compress', {}],
      ['blur-manually', { documentBody: [{ page: 1, x: 0, y: 0, width: 100, height: 100 }] }],
    ] as const) {
      const preview = await postRaw(`/api/v1/printdocs/${id}/${tool}/preview`, medewerker.token!, body);
      expect(preview.statusCode, `${tool}: ${preview.body}`).toBe(200);
      expect(preview.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect(await snapshot(id)).toEqual(before);
  });
});

describe('page tools: refusals leave everything as it was', () => {
  it("refuses removing every page and a page that does not exist, in the spec's words", async () => {
    const id = await documentWith(2);
    const before = await snapshot(id);
    const all = await medewerker.post(`/api/v1/printdocs/${id}/pages/remove`, { pages: [1, 2] });
    expect(all.status).toBe(400);
    expect(all.body).toMatchObject({ type: 'VALIDATION', fields: { pages: ALL_PAGES } });
    const missing = await medewerker.post(`/api/v1/printdocs/${id}/pages/rotate`, { pages: [3], angle: 90 });
    expect(missing.body).toMatchObject({ type: 'VALIDATION', fields: { pages: MISSING } });
    const badBody = await medewerker.post(`/api/v1/printdocs/${id}/pages/move`, { pages: 'alle' });
    expect(badBody.status).toBe(400);
    expect(badBody.body.type).toBe('VALIDATION');
    const staleVersion = await medewerker.post(`/api/v1/printdocs/${id}/pages/rotate`, { pages: [1], angle: 90, version: before.document.version - 1 });
    expect(staleVersion.status).toBe(409);
    expect(await snapshot(id)).toEqual(before);
  });

  it('operations racing on one document run one after the other: each saves its version on top of the one before', async () => {
    const id = await documentWith(3);
    const before = await snapshot(id);
    const answers = await Promise.all([1, 2, 3].map((page) => medewerker.post(`/api/v1/printdocs/${id}/pages/rotate`, { pages: [page], angle: 90 })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const after = await snapshot(id);
    expect(after.versions).toHaveLength(before.versions.length + 3);
    expect(after.files.staged).toEqual([]);
    expect(after.files.stored.length).toBe(before.files.stored.length + 3);
    // The lock made each work on the previous one's result: every page turned once.
    expect((await readBack(await currentPdf(id))).map((p) => p.rotation)).toEqual([90, 90, 90]);
  });

  it('different operations at once, with a restore among them, never answer 500', async () => {
    const id = await documentWith(4);
    const calls = [
      () => medewerker.post(`/api/v1/printdocs/${id}/compress`, {}),
      () => medewerker.post(`/api/v1/printdocs/${id}/pages/remove`, { pages: [4] }),
      () => medewerker.post(`/api/v1/printdocs/${id}/versions/1/restore`, {}),
      () => medewerker.post(`/api/v1/printdocs/${id}/compress`, {}),
      () => medewerker.post(`/api/v1/printdocs/${id}/duplicate`, { pages: [1], insertAfterPageIndex: 1 }),
    ];
    const answers = await Promise.all(calls.map((call) => call()));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    const after = await snapshot(id);
    expect(after.versions.map((v) => v.versie)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(after.files.staged).toEqual([]);
  });

  it('a document whose file went away answers a Dutch 404, not a 500, and saves nothing', async () => {
    const id = await documentWith(2);
    const source = await documentWith(1);
    const [row] = await db.select().from(documenten).where(eq(documenten.id, id));
    const file = await fileById(db, row.bestandId!);
    await app.storage.remove(file.sleutel);
    const before = await snapshot(id);
    const gone = { type: 'GENERAL', messages: ['Het bestand van dit document is niet meer aanwezig. Open het dossier opnieuw.'] };
    const saved = await medewerker.post(`/api/v1/printdocs/${id}/compress`, {});
    expect(saved.status).toBe(404);
    expect(saved.body).toEqual(gone);
    const preview = await postRaw(`/api/v1/printdocs/${id}/pages/rotate/preview`, medewerker.token!, { pages: [1], angle: 90 });
    expect(preview.statusCode).toBe(404);
    expect(preview.json()).toEqual({ ...gone, requestId: preview.headers['x-request-id'] });
    const merge = await medewerker.post(`/api/v1/printdocs/${source}/merge`, { sourceDocumentBijDossierId: id, insertAfterPageIndex: 1 });
    expect(merge.status).toBe(404);
    expect(await snapshot(id)).toEqual(before);
  });

  it('a restore of a version whose file went away answers a Dutch 404', async () => {
    const id = await documentWith(2);
    expect((await medewerker.post(`/api/v1/printdocs/${id}/pages/remove`, { pages: [2] })).status).toBe(200);
    const [first] = await versions(id);
    await app.storage.remove((await fileById(db, first.bestandId)).sleutel);
    const res = await medewerker.post(`/api/v1/printdocs/${id}/versions/1/restore`, {});
    expect(res.status).toBe(404);
    expect(res.body.messages).toEqual(['Het bestand van dit document is niet meer aanwezig. Open het dossier opnieuw.']);
    expect((await snapshot(id)).files.staged).toEqual([]);
  });

  it('refuses to edit an encrypted PDF with the spec text, saving nothing', async () => {
    const id = await documentWith(1);
    // Uploads refuse encrypted PDFs, so one from before that rule is put in place directly.
    const staged = await app.storage.stageBytes(new Uint8Array(fs.readFileSync(path.join(import.meta.dirname, 'fixtures', 'encrypted.pdf'))), 'beveiligd.pdf');
    await app.storage.withCommit([staged], async () => {
      const bestandId = await insertFile(db, { ...staged, mimeType: 'application/pdf' }, null);
      await db.update(documenten).set({ bestandId }).where(eq(documenten.id, id));
      return { result: undefined };
    });
    const before = await snapshot(id);
    const res = await medewerker.post(`/api/v1/printdocs/${id}/pages/rotate`, { pages: [1], angle: 90 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ type: 'FILETYPE', messages: [ENCRYPTED] });
    expect(await snapshot(id)).toEqual(before);
  });

  it('refuses without the Documenten permission (403) and for an adviser of another office (404)', async () => {
    const own = await documentWith(2);
    const elsewhere = await documentWith(2, otherOffice.id);
    expect((await outsider.post(`/api/v1/printdocs/${own}/pages/rotate`, { pages: [1], angle: 90 })).status).toBe(403);
    expect((await postRaw(`/api/v1/printdocs/${own}/pages/rotate/preview`, outsider.token!, { pages: [1], angle: 90 })).statusCode).toBe(403);
    const before = await snapshot(elsewhere);
    expect((await adviseur.post(`/api/v1/printdocs/${elsewhere}/pages/rotate`, { pages: [1], angle: 90 })).status).toBe(404);
    expect((await postRaw(`/api/v1/printdocs/${elsewhere}/pages/remove/preview`, adviseur.token!, { pages: [1] })).statusCode).toBe(404);
    expect(await snapshot(elsewhere)).toEqual(before);
    expect((await adviseur.post(`/api/v1/printdocs/${own}/pages/rotate`, { pages: [1], angle: 90 })).status).toBe(200);
  });
});
