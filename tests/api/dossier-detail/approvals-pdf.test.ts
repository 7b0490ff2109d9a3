import { inflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { PDFArray, PDFDocument, PDFRawStream, type PDFPage } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { dossierApprovals, dossiers, hypotheekgevers } from '../../../server/db/schema';
import { lenderDossiers } from './fixtures';
import { signIn, testServer } from '../helpers';

const { app, database } = await testServer();
const db = database.db;
const verstrekker = await signIn(app, 'verstrekker');
const beheerder = await signIn(app, 'beheerder');

// Skip 8: the other dossier-detail files take the lender's first dossiers.
const { own: target, other } = await lenderDossiers(db, 8, eq(dossiers.btl, false));

const download = (token: string | undefined, id: number) =>
  app.inject({ method: 'GET', url: `/api/v1/dossiers/approvals/download/${id}`, headers: token ? { authorization: `Bearer ${token}` } : {} });

/** The text a page shows: the standard fonts write each line as a hex string before Tj. */
function pageText(page: PDFPage) {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  return streams
    .filter((s): s is PDFRawStream => s instanceof PDFRawStream)
    .map((s) => inflateSync(Buffer.from(s.getContents())).toString('latin1'))
    .join('\n')
    .split(/\r?\n/)
    .flatMap((line) => [...line.matchAll(/<([0-9A-Fa-f]*)> Tj/g)].map((m) => Buffer.from(m[1], 'hex').toString('latin1')))
    .join('\n');
}

describe('GET /dossiers/approvals/download/{id}', () => {
  it('answers a PDF with the dossier, its applicants and each approval', async () => {
    await db.update(dossiers).set({ status: 'LOPEND', gearchiveerd: false }).where(eq(dossiers.id, target.id));
    await db.delete(dossierApprovals).where(eq(dossierApprovals.dossierId, target.id));
    try {
      const first = await verstrekker.post('/api/v1/dossiers/approvals', { dossierId: target.id, niveau: 'FIRST', resultaat: 'AKKOORD', toelichting: 'Inkomen en onderpand in orde — één opmerking ✓' });
      expect(first.status, JSON.stringify(first.body)).toBe(201);
      const second = await verstrekker.post('/api/v1/dossiers/approvals', { dossierId: target.id, niveau: 'SECOND', resultaat: 'NIET_AKKOORD' });
      expect(second.status).toBe(201);

      const res = await download(verstrekker.token, target.id);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="beoordelingen-dossier-${target.id}.pdf"`);
      const pdf = await PDFDocument.load(res.rawPayload);
      expect(pdf.getPageCount()).toBe(1);
      expect(pdf.getTitle()).toBe(`Beoordelingen dossier ${target.id}`);
      const text = pageText(pdf.getPage(0));
      const [applicant] = await db.select().from(hypotheekgevers).where(eq(hypotheekgevers.dossierId, target.id));
      expect(text).toContain(`Beoordelingen dossier ${target.id}`);
      expect(text).toContain(applicant.achterNaam);
      expect(text).toContain('Eerste beoordeling');
      expect(text).toContain('Resultaat: Akkoord');
      expect(text).toContain('Tweede beoordeling');
      expect(text).toContain('Resultaat: Niet akkoord');
      expect(text).toMatch(/Beoordeeld door: \S+/);
      expect(text).toMatch(/Op: \d{2}-\d{2}-\d{4} \d{2}:\d{2}/);
      // The check mark is outside the font's characters: written as '?', the rest stays.
      expect(text).toContain('Toelichting: Inkomen en onderpand in orde');
      expect(text).toContain('één opmerking ?');
    } finally {
      await db.delete(dossierApprovals).where(eq(dossierApprovals.dossierId, target.id));
      await db.update(dossiers).set({ status: target.status, gearchiveerd: target.gearchiveerd }).where(eq(dossiers.id, target.id));
    }
  });

  it('says so when nothing was judged yet', async () => {
    const res = await download(verstrekker.token, target.id);
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pageText(pdf.getPage(0))).toContain('Er zijn nog geen beoordelingen vastgelegd.');
  });

  it('refuses without a session, without a dossier permission, outside the scope and for a bad id', async () => {
    expect((await download(undefined, target.id)).statusCode).toBe(401);
    expect((await download(beheerder.token, target.id)).statusCode).toBe(403);
    const outside = await download(verstrekker.token, other.id);
    expect(outside.statusCode).toBe(404);
    expect(outside.json().messages).toEqual(['Het gevraagde item bestaat niet (meer).']);
    const bad = await download(verstrekker.token, 0);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().type).toBe('VALIDATION');
  });
});
