import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documenten, dossierDocumenten, dossiers } from '../../../server/db/schema';
import { pickDossier, userRow } from '../dossier-detail/fixtures';
import { signIn, testServer } from '../helpers';
import { sendMultipart } from '../uploads';
import { numberedPdf } from './pdfs';

/**
 * A page operation or a restore changes a judged document's content: its review goes back to
 * "te beoordelen", and only reviewers may change the pages of a verified one (docs/pdf.md).
 */
const { app, database } = await testServer();
const { db } = database;
const medewerker = await signIn(app, 'medewerker');
const adviseur = await signIn(app, 'adviseur');
const adviser = await userRow(db, 'adviseur');
const dossier = await pickDossier(db, eq(dossiers.kantoorId, adviser.kantoorId!), 7);

/** A request of the dossier and a three-page document answering it. */
async function requestedDocument() {
  const request = await medewerker.post(`/api/v1/dossiers/${dossier.id}/documenten/opgevraagd`, { soort: 'BKR', toelichting: 'Graag een recent overzicht' });
  expect(request.status, JSON.stringify(request.body)).toBe(201);
  const created = await medewerker.post(`/api/v1/dossiers/${dossier.id}/renteaanbod/documenten`, { naam: 'BKR-overzicht', soort: 'BKR', dossierDocumentId: request.body.id });
  expect(created.status).toBe(201);
  const upload = await sendMultipart(app, adviseur.token!, 'POST', `/api/v1/dossiers/${dossier.id}/renteaanbod/documenten/${created.body.id}`, [
    { name: 'document', filename: 'bkr.pdf', value: await numberedPdf(3, 'BKR') },
  ]);
  expect(upload.status).toBe(200);
  return { id: created.body.id as number, requestId: request.body.id as number };
}

const documentRow = async (id: number) => (await db.select().from(documenten).where(eq(documenten.id, id)))[0];
const requestRow = async (id: number) => (await db.select().from(dossierDocumenten).where(eq(dossierDocumenten.id, id)))[0];
const verify = (id: number) => medewerker.patch(`/api/v1/dossiers/document/${dossier.id}/${id}/verify-sp`);

describe('the review after a page operation', () => {
  it('a verified document that loses a page is "te beoordelen" again, and so is its request', async () => {
    const { id, requestId } = await requestedDocument();
    expect((await verify(id)).status).toBe(200);
    expect((await requestRow(requestId)).status).toBe('G');
    const res = await medewerker.post(`/api/v1/printdocs/${id}/pages/remove`, { pages: [3] });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'O', spGeverifieerdOp: null, spGeverifieerdDoor: null, beoordeeldOp: null, versie: 2 });
    expect(await documentRow(id)).toMatchObject({ status: 'O', spGeverifieerdOp: null, beoordeeldDoor: null });
    expect(await requestRow(requestId)).toMatchObject({ status: 'O', beoordeeldOp: null, reden: null });
    // The audit trail says the verification went with the page.
    const history = await medewerker.post(`/api/v1/dossiers/${dossier.id}/documenten/history`, { documentId: id });
    expect(history.body.some((h: { veld: string; oudeWaarde: string; nieuweWaarde: string }) => h.veld === `documenten[${id}].status` && h.oudeWaarde === 'G' && h.nieuweWaarde === 'O')).toBe(true);
  });

  it('a declined document that is rotated loses its reasons and remark; a restore resets a new verification too', async () => {
    const { id, requestId } = await requestedDocument();
    const reasons = await medewerker.get('/api/v1/documenten/redens');
    const declined = await medewerker.post(`/api/v1/dossiers/document/${dossier.id}/${id}/decline-sp`, { rsRedenIds: [reasons.body[0].id], toelichting: 'Onleesbaar' });
    expect(declined.body).toMatchObject({ status: 'R', toelichting: 'Onleesbaar' });
    const rotated = await medewerker.post(`/api/v1/printdocs/${id}/pages/rotate`, { pages: [1], angle: 90 });
    expect(rotated.body).toMatchObject({ status: 'O', toelichting: null, redenen: [] });
    expect((await requestRow(requestId)).status).toBe('O');

    expect((await verify(id)).body.status).toBe('G');
    const restored = await medewerker.post(`/api/v1/printdocs/${id}/versions/1/restore`, {});
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ status: 'O', spGeverifieerdOp: null, versie: 3 });
  });

  it('an unjudged document keeps its state; a preview changes nothing', async () => {
    const { id, requestId } = await requestedDocument();
    const before = await requestRow(requestId);
    expect((await medewerker.post(`/api/v1/printdocs/${id}/duplicate`, { pages: [1], insertAfterPageIndex: 1 })).body.status).toBe('O');
    expect((await requestRow(requestId)).version).toBe(before.version);
    await verify(id);
    const preview = await app.inject({
      method: 'POST',
      url: `/api/v1/printdocs/${id}/compress/preview`,
      payload: '{}',
      headers: { 'content-type': 'application/json', cookie: 'XSRF-TOKEN=t', 'x-xsrf-token': 't', authorization: `Bearer ${medewerker.token}` },
    });
    expect(preview.statusCode).toBe(200);
    expect((await documentRow(id)).status).toBe('G');
  });
});

describe('who may change the pages of a verified document', () => {
  it('the adviser changes pages only while nobody verified the document; a reviewer always', async () => {
    const { id } = await requestedDocument();
    expect((await adviseur.post(`/api/v1/printdocs/${id}/pages/rotate`, { pages: [1], angle: 90 })).status).toBe(200);
    await verify(id);
    const before = await documentRow(id);
    for (const [path, body] of [
      ['pages/remove', { pages: [3] }],
      ['blur-manually', { documentBody: [{ page: 1, x: 10, y: 10, width: 100, height: 40 }] }],
      ['versions/1/restore', {}],
    ] as const) {
      const refused = await adviseur.post(`/api/v1/printdocs/${id}/${path}`, body);
      expect(refused.status, path).toBe(403);
      expect(refused.body).toEqual({ type: 'GENERAL', messages: ["Van een gecontroleerd document kunnen alleen beoordelaars de pagina's wijzigen."] });
    }
    expect(await documentRow(id)).toEqual(before);
    expect((await medewerker.post(`/api/v1/printdocs/${id}/pages/remove`, { pages: [3] })).status).toBe(200);
  });
});

describe('a split-off document answering a request', () => {
  it('links the split-off pages to the request named, which then has something to judge', async () => {
    const { id } = await requestedDocument();
    const other = await medewerker.post(`/api/v1/dossiers/${dossier.id}/documenten/opgevraagd`, { soort: 'SALARIS' });
    const res = await medewerker.post(`/api/v1/printdocs/${id}/split`, { pages: [3], targetDocumentBijDossier: { naam: 'Salarisstrook', dossierDocumentId: other.body.id } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.splitOff).toMatchObject({ naam: 'Salarisstrook', dossierDocumentId: other.body.id, status: 'O', ontvangenOp: expect.any(String) });
    const requested = await medewerker.get(`/api/v1/dossiers/${dossier.id}/documenten/opgevraagd`);
    const answered = requested.body.find((r: { id: number }) => r.id === other.body.id);
    expect(answered.documenten).toEqual([{ id: res.body.splitOff.id, naam: 'Salarisstrook', status: 'O' }]);
    expect(answered.ontvangenOp).not.toBeNull();
    const foreign = await medewerker.post(`/api/v1/printdocs/${id}/split`, { pages: [1], targetDocumentBijDossier: { dossierDocumentId: 999_999 } });
    expect(foreign.status).toBe(400);
    expect(foreign.body.type).toBe('VALIDATION');
  });
});
