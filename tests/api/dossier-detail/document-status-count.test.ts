import { and, count, eq, inArray, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { documentStatussen, dossierDocumenten, dossiers, gebruikers, geldverstrekkers } from '../../../server/db/schema';
import { signIn, testServer } from '../helpers';

/** GET /overzicht/{id}/document-status-count: the dossier's requested documents per status (docs/dossier-documents.md). */
const { app, database } = await testServer();
const { db } = database;
const medewerker = await signIn(app, 'medewerker');
const verstrekker = await signIn(app, 'verstrekker');
const beheerder = await signIn(app, 'beheerder');
const [lenderUser] = await db.select().from(gebruikers).where(eq(gebruikers.username, 'verstrekker'));
const lenderId = lenderUser.geldverstrekkerId!;

type Count = { code: string; omschrijving: string; icoon: string; aantal: number };
const url = (id: number | string) => `/api/v1/overzicht/${id}/document-status-count`;

/** The stored rows of a dossier per status, as the count should answer them. */
async function storedCounts(dossierId: number) {
  const rows = await db.select({ status: dossierDocumenten.status, n: count() }).from(dossierDocumenten).where(eq(dossierDocumenten.dossierId, dossierId)).groupBy(dossierDocumenten.status);
  return Object.fromEntries(rows.map((r) => [r.status, r.n]));
}

const firstIn = async (fase: string) => (await db.select().from(dossiers).where(eq(dossiers.fase, fase as 'AANVRAAG')).orderBy(dossiers.id).limit(1))[0];

describe('document-status count of a dossier', () => {
  it('counts the stored documents per status and answers every status, also those with none', async () => {
    const dossier = await firstIn('HYPOTHEEKAANBOD');
    const res = await medewerker.get(url(dossier.id));
    expect(res.status).toBe(200);
    const body = res.body as Count[];
    const stored = await storedCounts(dossier.id);
    // Other test files may add statuses of their own: the spec's four come in Beheer's order among them.
    const spec = body.filter((c) => ['O', 'G', 'R', 'Y'].includes(c.code));
    expect(spec.map((c) => [c.code, c.icoon])).toEqual([['O', 'HOURGLASS'], ['G', 'CHECK'], ['R', 'CLOSE'], ['Y', 'PAPER']]);
    for (const c of body) expect(c.aantal).toBe(stored[c.code] ?? 0);
    expect(body.reduce((sum, c) => sum + c.aantal, 0)).toBeGreaterThan(0);
  });

  it('follows the phase in the demo data: a new application waits, a dossier at the notary has nothing outstanding', async () => {
    const early = await storedCounts((await firstIn('AANVRAAG')).id);
    expect(early.O).toBeGreaterThan(0);
    expect(early.R ?? 0).toBe(0);
    const late = await storedCounts((await firstIn('PASSEREN')).id);
    expect(late.O ?? 0).toBe(0);
    expect(late.G).toBeGreaterThan(0);
  });

  it('answers 403 without a dossier permission, 404 outside the scope or for no dossier, 400 for a bad number', async () => {
    const own = await firstIn('AANVRAAG');
    expect((await beheerder.get(url(own.id))).status).toBe(403);
    const [foreign] = await db.select({ id: dossiers.id }).from(dossiers).where(ne(dossiers.geldverstrekkerId, lenderId)).limit(1);
    expect((await verstrekker.get(url(foreign.id))).status).toBe(404);
    expect((await medewerker.get(url(999_999))).status).toBe(404);
    expect((await medewerker.get(url('abc'))).status).toBe(400);
  });

  it("lets a lender count its dossier's documents over the organisation's statuses and its own, not another lender's", async () => {
    const [dossier] = await db.select().from(dossiers).where(eq(dossiers.geldverstrekkerId, lenderId)).orderBy(dossiers.id).limit(1);
    const [other] = await db.select({ id: geldverstrekkers.id }).from(geldverstrekkers).where(ne(geldverstrekkers.id, lenderId)).limit(1);
    const codes = ['TEV', 'TEA'];
    await db.insert(documentStatussen).values([
      { code: 'TEV', omschrijving: 'Bij de taxateur', icoon: 'HOURGLASS', volgorde: 50, geldverstrekkerId: lenderId },
      { code: 'TEA', omschrijving: 'Andere verstrekker', icoon: 'CHECK', volgorde: 60, geldverstrekkerId: other.id },
    ]);
    try {
      await db.insert(dossierDocumenten).values({ dossierId: dossier.id, soort: 'TAXATIE', status: 'TEV' });
      const res = await verstrekker.get(url(dossier.id));
      expect(res.status).toBe(200);
      const body = res.body as Count[];
      const visible = (await verstrekker.get('/api/v1/rs/documentstatuses')).body as { id: string }[];
      expect(body.map((c) => c.code).sort()).toEqual(visible.map((s) => s.id).sort());
      expect(body.map((c) => c.code)).toEqual(expect.arrayContaining(['O', 'G', 'R', 'Y', 'TEV']));
      expect(body.map((c) => c.code)).not.toContain('TEA');
      expect(body.find((c) => c.code === 'TEV')).toEqual({ code: 'TEV', omschrijving: 'Bij de taxateur', icoon: 'HOURGLASS', aantal: 1 });
      const stored = await storedCounts(dossier.id);
      for (const c of body) expect(c.aantal).toBe(stored[c.code] ?? 0);
    } finally {
      await db.delete(dossierDocumenten).where(and(eq(dossierDocumenten.dossierId, dossier.id), inArray(dossierDocumenten.status, codes)));
      await db.delete(documentStatussen).where(inArray(documentStatussen.code, codes));
    }
  });
});
