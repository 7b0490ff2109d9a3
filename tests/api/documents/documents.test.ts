import { and, eq, ne, notExists } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { personName } from '../../../contract/names';
import { documenten, dossierDocumenten, dossiers, referentieWaarden } from '../../../server/db/schema';
import { auditRows, pickDossier, userRow } from '../dossier-detail/fixtures';
import { signIn, testServer } from '../helpers';
import { sendMultipart, userWith } from '../uploads';
import { PNG_BYTES, pdfBytes, zipNames } from './fixtures';

/** The documents of a dossier: lists, uploads, review, reasons, counts, zip (docs/documents.md). */
const { app, database } = await testServer();
const { db } = database;
const medewerker = await signIn(app, 'medewerker');
const adviseur = await signIn(app, 'adviseur');
const beheerder = await signIn(app, 'beheerder');
const adviser = await userRow(db, 'adviseur');
/** Staff that may read documents but judge nothing. */
const reader = await userWith(app, beheerder, 'documentlezer', 'M', ['MENU_DOSSIERS_VIEW', 'DOSSIER_DETAIL_DOCUMENTEN']);

const dossier = await pickDossier(db, eq(dossiers.kantoorId, adviser.kantoorId!), 3);
const otherOffice = await pickDossier(db, ne(dossiers.kantoorId, adviser.kantoorId!), 3);
const [request] = await db.select().from(dossierDocumenten).where(eq(dossierDocumenten.dossierId, dossier.id)).orderBy(dossierDocumenten.id).limit(1);
const base = `/api/v1/dossiers/${dossier.id}`;

const raw = (url: string, token: string) => app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

async function newDocument(naam: string, dossierDocumentId: number | null = null, lijst = 'renteaanbod') {
  const res = await medewerker.post(`${base}/${lijst}/documenten`, { naam, soort: 'ID', dossierDocumentId });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number };
}

async function upload(id: number, bytes: Uint8Array, filename: string, lijst = 'renteaanbod') {
  return sendMultipart(app, medewerker.token!, 'POST', `${base}/${lijst}/documenten/${id}`, [{ name: 'document', filename, value: bytes }]);
}

const counts = async () => Object.fromEntries(((await medewerker.get(`/api/v1/overzicht/${dossier.id}/document-status-count`)).body as { code: string; aantal: number }[]).map((c) => [c.code, c.aantal]));

describe('document lists and uploads', () => {
  it('creates a document in a phase list, stores an uploaded PDF as version 1 and serves it', async () => {
    const created = await newDocument('Paspoort aanvrager', request.id);
    const res = await upload(created.id, await pdfBytes(3), 'paspoort.pdf');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ id: created.id, lijst: 'RENTEAANBOD', status: 'O', versie: 1, bestand: { naam: 'paspoort.pdf', mimeType: 'application/pdf' } });
    const list = await medewerker.get(`${base}/renteaanbod/documenten`);
    expect(list.body.map((d: { id: number }) => d.id)).toContain(created.id);
    const file = await raw(`/api/v1/printdocs/${created.id}`, medewerker.token!);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const name = await medewerker.get(`/api/v1/printdocs/${created.id}/document-name`);
    expect(name.body).toEqual({ id: created.id, naam: 'Paspoort aanvrager', bestandNaam: 'paspoort.pdf' });
    const [stored] = await db.select().from(dossierDocumenten).where(eq(dossierDocumenten.id, request.id));
    expect(stored.ontvangenOp).not.toBeNull();
    const detail = await medewerker.get(`/api/v1/documenten/${created.id}`);
    expect(detail.body.versies).toMatchObject([{ versie: 1, bewerking: 'UPLOAD', gemaaktDoor: { naam: expect.any(String) } }]);
  });

  it('refuses a PNG and a malformed PDF with FILETYPE and leaves no file behind', async () => {
    const created = await newDocument('Loonstrook');
    const before = await app.storage.inventory();
    const png = await upload(created.id, PNG_BYTES, 'scan.png');
    expect(png.status).toBe(400);
    expect(png.body.type).toBe('FILETYPE');
    const broken = await upload(created.id, new TextEncoder().encode('%PDF-1.7\nkapot bestand zonder inhoud'), 'kapot.pdf');
    expect(broken.status).toBe(400);
    expect(broken.body.type).toBe('FILETYPE');
    const after = await app.storage.inventory();
    expect(after.stored.length).toBe(before.stored.length);
    expect(after.staged).toEqual([]);
    const [row] = await db.select().from(documenten).where(eq(documenten.id, created.id));
    expect(row.bestandId).toBeNull();
    // A renteaanbod document is not found on the hypotheekaanbod path; the upload is discarded.
    expect((await upload(created.id, await pdfBytes(1), 'elders.pdf', 'hypotheekaanbod')).status).toBe(404);
    expect((await app.storage.inventory()).staged).toEqual([]);
  });

  it('keeps documents in the dossier scope: another office\'s adviser gets 404, the own adviser reads', async () => {
    const created = await newDocument('Werkgeversverklaring');
    expect((await adviseur.get(`/api/v1/documenten/${created.id}`)).status).toBe(200);
    const elsewhere = await medewerker.post(`/api/v1/dossiers/${otherOffice.id}/passeren/documenten`, { naam: 'Taxatierapport' });
    expect(elsewhere.status).toBe(201);
    expect((await adviseur.get(`/api/v1/documenten/${elsewhere.body.id}`)).status).toBe(404);
    expect((await adviseur.get(`/api/v1/printdocs/${elsewhere.body.id}`)).status).toBe(404);
    expect((await adviseur.get(`/api/v1/dossiers/${otherOffice.id}/passeren/documenten`)).status).toBe(404);
    expect((await adviseur.get(`/api/v1/dossiers/${otherOffice.id}/documenten/opgevraagd`)).status).toBe(404);
  });

  it('answers the names, archived, expired and requested lists', async () => {
    const names = await medewerker.get(`${base}/documenten/names`);
    expect(names.body.map((n: { naam: string }) => n.naam)).toContain('Paspoort aanvrager');
    expect((await medewerker.get(`${base}/documenten/gearchiveerd`)).status).toBe(200);
    expect((await medewerker.get(`${base}/documenten/vervallen`)).status).toBe(200);
    const asked = await medewerker.get(`${base}/documenten/opgevraagd`);
    const mine = asked.body.find((r: { id: number }) => r.id === request.id);
    expect(mine.documenten.map((d: { naam: string }) => d.naam)).toContain('Paspoort aanvrager');
  });
});

describe('review', () => {
  it('declines with reasons the adviser reads; the requested list and the counts follow at once', async () => {
    const [doc] = await db.select().from(documenten).where(and(eq(documenten.dossierId, dossier.id), eq(documenten.naam, 'Paspoort aanvrager')));
    const reasons = (await medewerker.get('/api/v1/documenten/redens')).body as { id: number; omschrijving: string }[];
    expect(reasons.length).toBeGreaterThan(3);
    const before = await counts();
    const declined = await medewerker.post(`/api/v1/dossiers/document/${dossier.id}/${doc.id}/decline-sp`, { rsRedenIds: [reasons[0].id, reasons[1].id], toelichting: 'Graag een scherpere kopie.' });
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    expect(declined.body).toMatchObject({ status: 'R', toelichting: 'Graag een scherpere kopie.' });
    const seen = await adviseur.get(`/api/v1/documenten/${doc.id}`);
    expect(seen.body.redenen.map((r: { omschrijving: string }) => r.omschrijving)).toEqual([reasons[0].omschrijving, reasons[1].omschrijving]);
    const asked = (await adviseur.get(`${base}/documenten/opgevraagd`)).body.find((r: { id: number }) => r.id === request.id);
    expect(asked.status).toBe('R');
    expect(asked.reden).toContain(reasons[0].omschrijving);
    const after = await counts();
    expect(after.R).toBe((before.R ?? 0) + (request.status === 'R' ? 0 : 1));
    expect((await auditRows(db, dossier.id, `documenten[${doc.id}].status`))[0]).toMatchObject({ oudeWaarde: 'O', nieuweWaarde: 'R' });
    const changed = await medewerker.put(`/api/v1/documenten/${doc.id}/redens`, { rsRedenIds: [reasons[2].id] });
    expect(changed.body.redenen.map((r: { id: number }) => r.id)).toEqual([reasons[2].id]);
  });

  it('verifies by SP and then by NHL, counts following; NHL cannot go first', async () => {
    const created = await newDocument('Paspoort partner', request.id);
    await upload(created.id, await pdfBytes(1), 'paspoort-partner.pdf');
    const early = await medewerker.patch(`/api/v1/dossiers/document/${dossier.id}/${created.id}/verify-nhl`);
    expect(early.status).toBe(409);
    const before = await counts();
    const sp = await medewerker.patch(`/api/v1/dossiers/document/${dossier.id}/${created.id}/verify-sp`);
    expect(sp.status).toBe(200);
    expect(sp.body).toMatchObject({ status: 'G', spGeverifieerdDoor: { naam: expect.any(String) } });
    const after = await counts();
    expect(after.G).toBe((before.G ?? 0) + 1);
    const passed = await medewerker.post(`/api/v1/dossiers/document/${dossier.id}/pass`, { dossierId: dossier.id, documentsId: [created.id] });
    expect(passed.status).toBe(200);
    expect(passed.body[0].doorgezetOp).toEqual(expect.any(String));
    const nhl = await medewerker.patch(`/api/v1/dossiers/document/${dossier.id}/${created.id}/verify-nhl`);
    expect(nhl.body.nhlGeverifieerdDoor).not.toBeNull();
    // A verified document cannot be removed.
    expect((await medewerker.patch(`/api/v1/dossiers/document/dx/${created.id}/remove`)).status).toBe(409);
    // The earlier, declined document of this request was archived when this one was added.
    const archived = await medewerker.get(`${base}/documenten/gearchiveerd`);
    expect(archived.body.map((d: { naam: string }) => d.naam)).toContain('Paspoort aanvrager');
  });

  it('refuses review without its permission and for another office', async () => {
    const created = await newDocument('Bankafschrift');
    await upload(created.id, await pdfBytes(1), 'bank.pdf');
    expect((await reader.patch(`/api/v1/dossiers/document/${dossier.id}/${created.id}/verify-sp`)).status).toBe(403);
    expect((await reader.post(`/api/v1/dossiers/document/${dossier.id}/${created.id}/decline-nhl`, { rsRedenIds: [1] })).status).toBe(403);
    expect((await reader.patch(`/api/v1/dossiers/document/dx/${created.id}/remove`)).status).toBe(403);
    expect((await adviseur.patch(`/api/v1/dossiers/document/${dossier.id}/${created.id}/verify-sp`)).status).toBe(403);
    // The document is not of the dossier in the path.
    expect((await medewerker.patch(`/api/v1/dossiers/document/${otherOffice.id}/${created.id}/verify-sp`)).status).toBe(404);
    expect((await medewerker.post(`/api/v1/dossiers/document/${dossier.id}/${created.id}/decline-sp`, { rsRedenIds: [] })).status).toBe(400);
  });

  it('removes an unverified document with its files and writes it to the audit trail', async () => {
    const created = await newDocument('Dubbel geüpload');
    const uploaded = await upload(created.id, await pdfBytes(1), 'dubbel.pdf');
    const key = uploaded.body.bestand.key as string;
    expect((await app.storage.inventory()).stored).toContain(key);
    const res = await medewerker.patch(`/api/v1/dossiers/document/dx/${created.id}/remove`);
    expect(res.status).toBe(204);
    expect((await app.storage.inventory()).stored).not.toContain(key);
    expect((await medewerker.get(`/api/v1/documenten/${created.id}`)).status).toBe(404);
    const history = await medewerker.post(`${base}/documenten/history`, { documentId: created.id });
    expect(history.body.map((h: { veld: string }) => h.veld)).toContain(`documenten[${created.id}].naam`);
  });

  it('names in the history what an id or a code among the values stands for: the colleague who verified, the request answered, the kind', async () => {
    const asked = await medewerker.post(`${base}/documenten/opgevraagd`, { soort: 'SALARIS' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const created = await newDocument('Salarisstrook maart', asked.body.id);
    await upload(created.id, await pdfBytes(1), 'maart.pdf');
    expect((await medewerker.patch(`/api/v1/dossiers/document/${dossier.id}/${created.id}/verify-sp`)).status).toBe(200);
    const me = await userRow(db, 'medewerker');
    const kinds = await db.select().from(referentieWaarden).where(eq(referentieWaarden.lijst, 'checksoortdocumenten'));
    const kindName = (code: string) => kinds.find((k) => k.code === code)!.omschrijving;

    const history = await medewerker.post(`${base}/documenten/history`, {});
    expect(history.status).toBe(200);
    const entry = (veld: string) => history.body.find((h: { veld: string }) => h.veld === veld);
    expect(entry(`documenten[${created.id}].spGeverifieerdDoor`)).toMatchObject({ nieuweWaarde: String(me.id), nieuweWaardeNaam: personName(me) });
    expect(entry(`documenten[${created.id}].dossierDocumentId`)).toMatchObject({ nieuweWaarde: String(asked.body.id), nieuweWaardeNaam: kindName('SALARIS') });
    expect(entry(`documenten[${created.id}].soort`)).toMatchObject({ nieuweWaarde: 'ID', nieuweWaardeNaam: kindName('ID') });
    expect(entry(`opgevraagdeDocumenten[${asked.body.id}].soort`)).toMatchObject({ nieuweWaarde: 'SALARIS', nieuweWaardeNaam: kindName('SALARIS') });
    // A value that is no id or code stays as it is.
    expect(entry(`documenten[${created.id}].naam`)).toMatchObject({ nieuweWaarde: 'Salarisstrook maart', nieuweWaardeNaam: null });
  });

  it('asks for a document with a note for the adviser, who sees it awaited on their dossier', async () => {
    const asked = await medewerker.post(`${base}/documenten/opgevraagd`, { soort: 'SALARIS', toelichting: 'De strook van de laatste maand, graag met werkgeverskenmerk.' });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect(asked.body).toMatchObject({ status: 'O', ontvangenOp: null, toelichting: 'De strook van de laatste maand, graag met werkgeverskenmerk.', documenten: [] });
    const seen = (await adviseur.get(`${base}/documenten/opgevraagd`)).body.find((r: { id: number }) => r.id === asked.body.id);
    expect(seen).toMatchObject({ status: 'O', toelichting: asked.body.toelichting });
    const long = await medewerker.post(`${base}/documenten/opgevraagd`, { soort: 'SALARIS', toelichting: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.body.fields).toHaveProperty('toelichting');
    expect((await adviseur.post(`${base}/documenten/opgevraagd`, { soort: 'SALARIS' })).status).toBe(403);
  });

  it('checks a change request\'s documents by the lender alone', async () => {
    const asked = await medewerker.post(`${base}/documenten/opgevraagd`, { soort: 'BANKAFSCHRIFT', dossierChange: true });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const created = await newDocument('Bankafschrift wijziging', asked.body.id);
    await upload(created.id, await pdfBytes(1), 'wijziging.pdf');
    const listed = await medewerker.get(`${base}/documenten/opgevraagd/dossier-change`);
    expect(listed.body.map((r: { id: number }) => r.id)).toContain(asked.body.id);
    expect((await medewerker.get(`/api/v1/dossier-change/${dossier.id}/document`)).body.map((d: { id: number }) => d.id)).toContain(created.id);
    const reasons = (await medewerker.get('/api/v1/documenten/redens')).body as { id: number }[];
    const declined = await medewerker.post(`/api/v1/dossiers/document/dx/${created.id}/decline-nhl/dossier-change`, { rsRedenIds: [reasons[0].id] });
    expect(declined.body.status).toBe('R');
    const verified = await medewerker.patch(`/api/v1/dossiers/document/dx/${created.id}/verify-nhl/dossier-change`);
    expect(verified.body.status).toBe('G');
    const plain = await newDocument('Geen wijziging');
    await upload(plain.id, await pdfBytes(1), 'gewoon.pdf');
    expect((await medewerker.patch(`/api/v1/dossiers/document/dx/${plain.id}/verify-nhl/dossier-change`)).status).toBe(409);
  });
});

describe('reference lists, search, kinds and the zip', () => {
  it('answers the status colours, kinds and generated kinds', async () => {
    const colours = await adviseur.get('/api/v1/rs/statuskleurs');
    expect(colours.body.filter((c: { code: string }) => ['O', 'G', 'R', 'Y'].includes(c.code)).map((c: { icoon: string }) => c.icoon)).toEqual(['HOURGLASS', 'CHECK', 'CLOSE', 'PAPER']);
    expect((await adviseur.get('/api/v1/rs/checkdocsoort')).body.map((k: { id: string }) => k.id)).toContain('ID');
    expect((await adviseur.get('/api/v1/rf/docsoorttypes')).body.map((k: { code: string }) => k.code)).toEqual(['RENTE_AANBOD', 'HYPOTHEEK_AANBOD', 'WELKOMSTBRIEF']);
  });

  it('searches documents within the scope and reclassifies one', async () => {
    const mine = await adviseur.post('/api/v1/documents/search', { naam: 'Taxatierapport' });
    expect(mine.status).toBe(200);
    expect(mine.body.content.every((d: { dossierId: number }) => d.dossierId !== otherOffice.id)).toBe(true);
    const all = await medewerker.post('/api/v1/documents/search', { dossierId: dossier.id, size: 100 });
    expect(all.body.totalElements).toBeGreaterThan(2);
    const target = all.body.content[0];
    const changed = await medewerker.post(`${base}/documenten/soort`, { documentId: target.id, soort: 'SALARIS' });
    expect(changed.body.soort).toBe('SALARIS');
    expect((await medewerker.post(`${base}/documenten/soort`, { documentId: target.id, soort: 'BESTAAT_NIET' })).status).toBe(400);
    expect((await medewerker.get(`/api/v1/documents/${target.id}`)).body.id).toBe(target.id);
    expect((await medewerker.get(`/api/v1/documents/blurred/${target.id}`)).status).toBe(404);
  });

  it('zips every document of the dossier, streamed, for holders of DOWNLOAD_ALL_DOCUMENTS only', async () => {
    const res = await raw(`${base}/documenten/zip`, medewerker.token!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const names = zipNames(res.rawPayload);
    expect(names).toContain('Renteaanbod/Paspoort partner.pdf');
    expect(names).toContain('Gearchiveerd/Paspoort aanvrager.pdf');
    expect(new Set(names).size).toBe(names.length);
    expect((await raw(`${base}/documenten/zip`, adviseur.token!)).statusCode).toBe(403);
    expect((await raw(`/api/v1/dossiers/${otherOffice.id}/documenten/zip`, reader.token!)).statusCode).toBe(403);
  });

  it('answers a dossier without documents with a Dutch 404 instead of an empty zip', async () => {
    const empty = await pickDossier(db, notExists(db.select().from(documenten).where(eq(documenten.dossierId, dossiers.id))));
    const res = await medewerker.get(`/api/v1/dossiers/${empty.id}/documenten/zip`);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ type: 'GENERAL', messages: ['Dit dossier heeft nog geen documenten met een bestand om te downloaden.'] });
  });

  it('archives a document (hyarchis) and generates documents and letters into the dossier', async () => {
    const created = await newDocument('Naar archief');
    expect((await medewerker.put(`/api/v1/documenten/${created.id}/hyarchis/upload`)).status).toBe(409);
    await upload(created.id, await pdfBytes(1), 'archief.pdf');
    expect((await medewerker.put(`/api/v1/documenten/${created.id}/hyarchis/upload`)).body.gearchiveerd).toBe(true);
    const generated = await medewerker.put('/api/v1/generators/3', { dossierId: dossier.id });
    expect(generated.status, JSON.stringify(generated.body)).toBe(200);
    expect(generated.body).toMatchObject({ documentType: 3, lijst: 'PASSEREN', versie: 1 });
    const again = await medewerker.put('/api/v1/generators/3', { dossierId: dossier.id });
    expect(again.body).toMatchObject({ id: generated.body.id, versie: 2 });
    expect((await medewerker.put('/api/v1/generators/9', { dossierId: dossier.id })).status).toBe(404);
    expect((await adviseur.put('/api/v1/generators/3', { dossierId: dossier.id })).status).toBe(403);
    const templates = await medewerker.get('/api/v1/generate-document/templates');
    expect(templates.status).toBe(200);
    if (templates.body.length) {
      const letter = await medewerker.post(`${base}/sendLetter`, { templateId: templates.body[0].id });
      expect(letter.status, JSON.stringify(letter.body)).toBe(201);
      expect(letter.body.bestand.mimeType).toBe('application/pdf');
      const made = await medewerker.post(`/dossiers/${dossier.id}/requestGenerateDocument`, { templateId: templates.body[0].id, lijst: 'HYPOTHEEKAANBOD' });
      expect(made.body.lijst).toBe('HYPOTHEEKAANBOD');
    }
  });
});
