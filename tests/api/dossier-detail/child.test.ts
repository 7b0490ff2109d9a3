import { and, asc, eq, notInArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dossierKoppelingen, dossiers } from '../../../server/db/schema';
import { userRow } from './fixtures';
import { signIn, testServer } from '../helpers';

const { app, database } = await testServer();
const db = database.db;
const medewerker = await signIn(app, 'medewerker');
const verstrekker = await signIn(app, 'verstrekker');
const adviseur = await signIn(app, 'adviseur');
const beheerder = await signIn(app, 'beheerder');

const links = () => db.select().from(dossierKoppelingen).orderBy(asc(dossierKoppelingen.id));

describe('GET /dossiers/{id}/child', () => {
  it('answers the CDS dossier made from a passed mortgage dossier, null for one without', async () => {
    const [link] = await links();
    expect(link, 'the demo seed links CDS dossiers to their mortgage dossier').toBeDefined();
    const [parent] = await db.select().from(dossiers).where(eq(dossiers.id, link.ouderDossierId));
    const [child] = await db.select().from(dossiers).where(eq(dossiers.id, link.kindDossierId));
    expect(parent).toMatchObject({ cds: false, btl: false, fase: 'PASSEREN' });
    expect(child.geldverstrekkerId).toBe(parent.geldverstrekkerId);

    const res = await medewerker.get(`/api/v1/dossiers/${parent.id}/child`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: child.id, offerteNr: child.offerteNr, kenmerk: child.kenmerk, naamHypotheekGever: child.naamHypotheekGever, fase: child.fase,
      stap: child.stap, status: child.status, cds: true, btl: false, aanleverenViaHdnjn: child.aanleverenViaHdnjn, gearchiveerd: child.gearchiveerd, soort: 'CDS',
    });
    const none = await medewerker.get(`/api/v1/dossiers/${child.id}/child`);
    expect(none.status).toBe(200);
    expect(none.body).toBeNull();
  });

  it('keeps to the scope: 404 for a parent outside it, null for a child the user may not see', async () => {
    const lender = await userRow(db, 'verstrekker');
    const [foreign] = await db
      .select({ id: dossierKoppelingen.ouderDossierId })
      .from(dossierKoppelingen)
      .innerJoin(dossiers, eq(dossiers.id, dossierKoppelingen.ouderDossierId))
      .where(notInArray(dossiers.geldverstrekkerId, [lender.geldverstrekkerId!]));
    expect((await verstrekker.get(`/api/v1/dossiers/${foreign.id}/child`)).status).toBe(404);

    // An adviser sees the office's plain dossiers but no CDS dossiers: the link is not revealed.
    const me = await userRow(db, 'adviseur');
    const linked = (await links()).flatMap((l) => [l.ouderDossierId, l.kindDossierId]);
    const [own] = await db
      .select()
      .from(dossiers)
      .where(and(eq(dossiers.kantoorId, me.kantoorId!), eq(dossiers.cds, false), eq(dossiers.btl, false), notInArray(dossiers.id, linked)))
      .limit(1);
    const [cds] = await db.select().from(dossiers).where(and(eq(dossiers.cds, true), notInArray(dossiers.id, linked))).limit(1);
    const [made] = await db.insert(dossierKoppelingen).values({ ouderDossierId: own.id, kindDossierId: cds.id, soort: 'CDS' }).returning();
    try {
      const res = await adviseur.get(`/api/v1/dossiers/${own.id}/child`);
      expect(res.status).toBe(200);
      expect(res.body).toBeNull();
      expect((await medewerker.get(`/api/v1/dossiers/${own.id}/child`)).body).toMatchObject({ id: cds.id, soort: 'CDS' });
    } finally {
      await db.delete(dossierKoppelingen).where(eq(dossierKoppelingen.id, made.id));
    }
  });

  it('refuses a user without a dossier permission and a malformed id', async () => {
    const [link] = await links();
    expect((await beheerder.get(`/api/v1/dossiers/${link.ouderDossierId}/child`)).status).toBe(403);
    const bad = await medewerker.get('/api/v1/dossiers/twaalf/child');
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toEqual({ id: 'Ongeldig dossiernummer.' });
  });
});
