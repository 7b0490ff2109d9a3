import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dossierBerichten, dossiers, offerteData } from '../../../server/db/schema';
import { lenderDossiers, pickDossier } from './fixtures';
import { signIn, testServer } from '../helpers';

const { app, database } = await testServer();
const db = database.db;
const medewerker = await signIn(app, 'medewerker');
const verstrekker = await signIn(app, 'verstrekker');
const beheerder = await signIn(app, 'beheerder');

const { own, other } = await lenderDossiers(db, 5);
const url = (id: number, query = '') => `/api/v1/dossiers/${id}/messages${query}`;

describe('GET /dossiers/{id}/messages', () => {
  it('answers the seeded messages of the dossier as a page, newest first', async () => {
    const res = await medewerker.get(url(own.id));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const stored = await db.select().from(dossierBerichten).where(eq(dossierBerichten.dossierId, own.id));
    expect(res.body.totalElements).toBe(stored.length);
    // The application in and its receipt out, at least.
    expect(stored.length).toBeGreaterThanOrEqual(2);
    const dates = res.body.content.map((m: { datum: string }) => Date.parse(m.datum));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const first = res.body.content.at(-1);
    expect(first).toMatchObject({ richting: 'IN', soort: 'HDN', onderwerp: expect.stringContaining('aanvraag') });
    expect(Object.keys(first).sort()).toEqual(['afzender', 'datum', 'id', 'inhoud', 'onderwerp', 'ontvanger', 'richting', 'soort']);
  });

  it('holds one offer message per offer the dossier was made, with its kenmerk', async () => {
    const withOffers = await pickDossier(db, sql`exists (select 1 from ${offerteData} where ${offerteData.dossierId} = ${dossiers.id})`);
    const offers = await db.select().from(offerteData).where(eq(offerteData.dossierId, withOffers.id)).orderBy(asc(offerteData.volgnummer));
    const res = await medewerker.get(url(withOffers.id));
    const offerMessages = res.body.content.filter((m: { onderwerp: string }) => m.onderwerp.includes('aanbod (OF)'));
    expect(offerMessages).toHaveLength(offers.length);
    for (const offer of offers) expect(offerMessages.some((m: { inhoud: string }) => m.inhoud.includes(offer.kenmerk!))).toBe(true);
  });

  it('pages with page and size', async () => {
    const all = (await medewerker.get(url(own.id))).body;
    const res = await medewerker.get(url(own.id, '?page=1&size=1'));
    expect(res.body).toMatchObject({ number: 1, size: 1, totalElements: all.totalElements, totalPages: all.totalElements });
    expect(res.body.content[0].id).toBe(all.content[1].id);
  });

  it('refuses a bad page size with a Dutch field message', async () => {
    const res = await medewerker.get(url(own.id, '?size=1000'));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ type: 'VALIDATION', fields: { size: 'Maximaal 200.' } });
  });

  it('answers 403 without DOSSIER_DETAIL_COMMUNICATIE and 404 outside the scope or for no dossier', async () => {
    expect((await beheerder.get(url(own.id))).status).toBe(403);
    expect((await verstrekker.get(url(own.id))).status).toBe(200);
    const outside = await verstrekker.get(url(other.id));
    expect(outside.status).toBe(404);
    expect(outside.body.messages).toEqual(['Het gevraagde item bestaat niet (meer).']);
    expect((await medewerker.get(url(99_999_999))).status).toBe(404);
  });

  it('answers an empty page for a dossier without messages', async () => {
    await db.delete(dossierBerichten).where(eq(dossierBerichten.dossierId, own.id));
    const res = await medewerker.get(url(own.id));
    expect(res.body).toMatchObject({ content: [], totalElements: 0, totalPages: 0 });
  });
});
