import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { dossiers, gebruikers } from '../../../server/db/schema';
import { auditRows } from './fixtures';
import { signIn, testServer } from '../helpers';

/** PUT /dossiers/{id}/object on a dossier without a property: the first one is made, without a version. */
const { app, database } = await testServer();
const { db } = database;
const verstrekker = await signIn(app, 'verstrekker');
const [lenderUser] = await db.select().from(gebruikers).where(eq(gebruikers.username, 'verstrekker'));

// A fresh application of the lender, without a property yet (every seeded dossier has one); removed afterwards.
const [bare] = await db.insert(dossiers).values({ geldverstrekkerId: lenderUser.geldverstrekkerId!, fase: 'AANVRAAG', stap: 'ONTVANGEN', naamHypotheekGever: 'J. Jansen' }).returning();
afterAll(() => db.delete(dossiers).where(eq(dossiers.id, bare.id)));

describe('adding the property to a dossier that has none', () => {
  const body = { soortObject: 'Woning', straatNaam: 'Kerkstraat', huisNummer: 12, postcode: '3701 ab', plaatsNaam: 'Zeist', verhuurd: false };

  it('creates it without id or version, audits it, and refuses a second one sent without the version', async () => {
    expect((await verstrekker.get(`/api/v1/dossiers/${bare.id}/object`)).body).toEqual([]);
    const res = await verstrekker.put(`/api/v1/dossiers/${bare.id}/object`, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ straatNaam: 'Kerkstraat', postcode: '3701AB', version: 1 });
    expect((await auditRows(db, bare.id, `object[${res.body.id}].straatNaam`))[0].nieuweWaarde).toBe('Kerkstraat');
    expect((await verstrekker.put(`/api/v1/dossiers/${bare.id}/object`, { ...body, huisNummer: 14 })).status).toBe(409);
    const read = await verstrekker.get(`/api/v1/dossiers/${bare.id}/object`);
    expect(read.body.map((o: { huisNummer: number }) => o.huisNummer)).toEqual([12]);
  });
});
