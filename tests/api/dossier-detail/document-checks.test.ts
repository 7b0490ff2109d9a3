import { and, eq, ne, notInArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dossiers, gebruikers, inkomens } from '../../../server/db/schema';
import { signIn, testServer } from '../helpers';

/** GET /dossiers/{id}/rs/checksoortdocument: the documents a dossier needs, from its own data (docs/beheer.md). */
const { app, database } = await testServer();
const { db } = database;
const medewerker = await signIn(app, 'medewerker');
const verstrekker = await signIn(app, 'verstrekker');
const [lenderUser] = await db.select().from(gebruikers).where(eq(gebruikers.username, 'verstrekker'));

type Check = { id: string; omschrijving: string; reden: string };
const checks = async (dossierId: number) => (await medewerker.get(`/api/v1/dossiers/${dossierId}/rs/checksoortdocument`)).body as Check[];

describe('documents to check for a dossier', () => {
  it('asks employees’ papers where there is employment income, and identity and BKR always', async () => {
    const [employed] = await db.select({ id: inkomens.dossierId }).from(inkomens).where(eq(inkomens.soort, 'LOONDIENST')).limit(1);
    const list = await checks(employed.id);
    expect(list.map((c) => c.id)).toEqual(expect.arrayContaining(['ID', 'BKR', 'WGV', 'SALARIS']));
    expect(list.find((c) => c.id === 'WGV')).toMatchObject({ omschrijving: 'Werkgeversverklaring', reden: expect.stringMatching(/^Inkomen uit loondienst: /) });
    expect(list.find((c) => c.id === 'ID')?.reden).toMatch(/^Legitimatie van /);
  });

  it('asks no employer’s statement without employment income, and the rent contract for buy-to-let', async () => {
    const [none] = await db
      .select({ id: dossiers.id })
      .from(dossiers)
      .where(and(eq(dossiers.btl, true), notInArray(dossiers.id, sql`(select dossier_id from inkomens where soort = 'LOONDIENST')`)))
      .limit(1);
    const ids = (await checks(none.id)).map((c) => c.id);
    expect(ids).not.toContain('WGV');
    expect(ids).toContain('HUUROVEREENKOMST');
  });

  it('answers 404 for a dossier of another money provider and 400 for a bad number', async () => {
    const [foreign] = await db.select({ id: dossiers.id }).from(dossiers).where(ne(dossiers.geldverstrekkerId, lenderUser.geldverstrekkerId!)).limit(1);
    expect((await verstrekker.get(`/api/v1/dossiers/${foreign.id}/rs/checksoortdocument`)).status).toBe(404);
    expect((await medewerker.get('/api/v1/dossiers/abc/rs/checksoortdocument')).status).toBe(400);
  });
});
