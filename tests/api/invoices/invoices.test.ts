import { and, eq, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dossiers, factuurRegels, facturen } from '../../../server/db/schema';
import { hasInvoices, seedInvoices } from '../../../server/demo/invoices';
import { issueInvoice } from '../../../server/services/invoices/invoices';
import { userRow } from '../dossier-detail/fixtures';
import { signIn, testServer } from '../helpers';

/** The monthly invoices of an adviser's office (docs/invoices.md). */
const { app, database } = await testServer();
const { db } = database;
if (!(await hasInvoices(db))) await seedInvoices(db, app.storage);
const adviseur = await signIn(app, 'adviseur');
const beheerder = await signIn(app, 'beheerder');
const medewerker = await signIn(app, 'medewerker');
const verstrekker = await signIn(app, 'verstrekker');
const ownOffice = (await userRow(db, 'adviseur')).kantoorId!;

/** The Dutch month (YYYY-MM-01) in which a passed dossier of the office (not) matching `office` reached Gepasseerd. */
async function passedMonth(office: ReturnType<typeof eq>) {
  const [row] = await db
    .select({ kantoorId: dossiers.kantoorId, geldverstrekkerId: dossiers.geldverstrekkerId, periode: sql<string>`to_char(${dossiers.stapSinds} at time zone 'Europe/Amsterdam', 'YYYY-MM-01')` })
    .from(dossiers)
    .where(and(office, eq(dossiers.fase, 'PASSEREN'), eq(dossiers.stap, 'GEPASSEERD')))
    .orderBy(dossiers.id)
    .limit(1);
  return { kantoorId: row.kantoorId!, geldverstrekkerId: row.geldverstrekkerId, periode: row.periode };
}

const own = await passedMonth(eq(dossiers.kantoorId, ownOffice));
const ownInvoice = (await issueInvoice(db, app.storage, own.kantoorId, own.periode))!;
const other = await passedMonth(and(ne(dossiers.kantoorId, ownOffice), sql`${dossiers.kantoorId} is not null`)!);
// A fee line of one money provider applies only to that provider's dossiers.
const lenderFee = 'Toeslag geldverstrekker (test)';
await db.insert(factuurRegels).values({ omschrijving: lenderFee, geldverstrekkerId: other.geldverstrekkerId, bedrag: 10, btw: 'HOOG', grootboekrekening: '8999', ingangsdatum: '2020-01-01' });
const otherInvoice = (await issueInvoice(db, app.storage, other.kantoorId, other.periode))!;

async function pdf(token: string | undefined, id: number) {
  return app.inject({ method: 'GET', url: `/api/v1/facturen/${id}/pdf`, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

/** The PDF's text and title, read with MuPDF (not the pdf-lib that wrote it). */
async function readPdf(bytes: Uint8Array) {
  const mupdf = await import('mupdf');
  const doc = mupdf.Document.openDocument(bytes, 'application/pdf');
  try {
    const text = Array.from({ length: doc.countPages() }, (_, i) => doc.loadPage(i).toStructuredText('').asText()).join('\n');
    return { text: text.replace(/\s+/g, ' '), title: doc.getMetaData('info:Title') };
  } finally {
    doc.destroy();
  }
}

const euro = (amount: number) => new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }).format(amount).replace(/\s/g, ' ');

describe('invoices', () => {
  it('the seed invoices the demo office month by month, each line a fee line applied to a dossier that passed in the month', async () => {
    const rows = await db.select().from(facturen).where(eq(facturen.kantoorId, ownOffice));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.regels.length).toBeGreaterThan(0);
      const excl = row.regels.reduce((sum, r) => sum + Math.round(r.bedrag * 100), 0) / 100;
      expect(row.bedragExclBtw).toBeCloseTo(excl, 2);
      expect(row.bedragInclBtw).toBeCloseTo(row.bedragExclBtw + row.btwBedrag, 2);
    }
    const lines = ownInvoice.regels;
    const passed = new Set(lines.map((l) => l.dossierId));
    const fees = await db.select().from(factuurRegels).where(sql`${factuurRegels.geldverstrekkerId} is null and ${factuurRegels.active}`);
    expect(lines.length).toBe(passed.size * fees.length);
    expect(await issueInvoice(db, app.storage, own.kantoorId, own.periode)).toEqual(ownInvoice);
    expect(otherInvoice.regels.filter((l) => l.omschrijving === lenderFee).length).toBeGreaterThan(0);
    const lenderOf = await db.select({ id: dossiers.id, geldverstrekkerId: dossiers.geldverstrekkerId }).from(dossiers).where(eq(dossiers.kantoorId, other.kantoorId));
    for (const line of otherInvoice.regels.filter((l) => l.omschrijving === lenderFee)) {
      expect(lenderOf.find((d) => d.id === line.dossierId)?.geldverstrekkerId).toBe(other.geldverstrekkerId);
    }
  });

  it('lists the adviser’s own office, newest month first, zero-based pages', async () => {
    const res = await adviseur.get(`/api/v1/kantoors/${ownOffice}/facturen?page=0&size=2`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ number: 0, size: 2 });
    expect(res.body.totalElements).toBeGreaterThan(0);
    const all = await adviseur.get(`/api/v1/kantoors/${ownOffice}/facturen?size=100`);
    const periods = all.body.content.map((f: { periode: string }) => f.periode);
    expect(periods).toEqual([...periods].sort().reverse());
    const listed = all.body.content.find((f: { id: number }) => f.id === ownInvoice.id);
    expect(listed).toMatchObject({ nummer: ownInvoice.nummer, kantoorId: ownOffice, periode: own.periode, bedragInclBtw: ownInvoice.bedragInclBtw, aantalRegels: ownInvoice.regels.length });
  });

  it('serves the PDF: a real PDF titled with the number, whose text holds the number and the total in Dutch', async () => {
    const res = await pdf(adviseur.token, ownInvoice.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, title } = await readPdf(res.rawPayload);
    expect(title).toBe(`Factuur ${ownInvoice.nummer}`);
    expect(text).toContain(ownInvoice.nummer);
    expect(text).toContain(`Totaal incl. btw ${euro(ownInvoice.bedragInclBtw)}`);
    expect(text).toMatch(/Factuurdatum \d{1,2} (januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december) \d{4}/);
  });

  it('refuses another office to an adviser (404), as its dossiers are', async () => {
    expect((await adviseur.get(`/api/v1/kantoors/${other.kantoorId}/facturen`)).status).toBe(404);
    expect((await pdf(adviseur.token, otherInvoice.id)).statusCode).toBe(404);
  });

  it('lets staff with Beheer › Financieel read every office', async () => {
    const list = await beheerder.get(`/api/v1/kantoors/${other.kantoorId}/facturen`);
    expect(list.status).toBe(200);
    expect(list.body.content.map((f: { id: number }) => f.id)).toContain(otherInvoice.id);
    const res = await pdf(beheerder.token, otherInvoice.id);
    expect(res.statusCode).toBe(200);
    expect((await readPdf(res.rawPayload)).text).toContain(otherInvoice.nummer);
    expect((await beheerder.get('/api/v1/kantoors/999999/facturen')).status).toBe(404);
  });

  it('refuses staff without Beheer › Financieel, lenders and the signed-out', async () => {
    for (const who of [medewerker, verstrekker]) {
      expect((await who.get(`/api/v1/kantoors/${ownOffice}/facturen`)).status).toBe(403);
      expect((await pdf(who.token, ownInvoice.id)).statusCode).toBe(403);
    }
    expect((await pdf(undefined, ownInvoice.id)).statusCode).toBe(401);
  });

  it('answers bad input with 400 VALIDATION and an unknown invoice with 404', async () => {
    const bad = await adviseur.get(`/api/v1/kantoors/${ownOffice}/facturen?page=-1&size=abc`);
    expect(bad.status).toBe(400);
    expect(bad.body.type).toBe('VALIDATION');
    expect((await adviseur.get('/api/v1/facturen/abc/pdf')).status).toBe(400);
    expect((await pdf(adviseur.token, 999999)).statusCode).toBe(404);
  });
});
