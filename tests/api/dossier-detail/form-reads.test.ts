import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dossiers, notarissen, tussenpersonen } from '../../../server/db/schema';
import { lenderDossiers } from './fixtures';
import { signIn, testServer } from '../helpers';

const { app, database } = await testServer();
const db = database.db;
const verstrekker = await signIn(app, 'verstrekker');
const medewerker = await signIn(app, 'medewerker');
const beheerder = await signIn(app, 'beheerder');

// Skip 9: the other dossier-detail files take the lender's first dossiers.
const { own: target, other } = await lenderDossiers(db, 9, eq(dossiers.btl, false));

describe('GET of the notary and intermediary forms', () => {
  for (const [path, table, body] of [
    ['notarises', notarissen, { kantoorNaam: 'Notariskantoor De Vries & Partners', plaatsNaam: 'Den Haag', postcode: '2511 AB' }],
    ['tuessenpersons', tussenpersonen, { naam: 'Hypotheekwinkel Noord', afmNummer: '12345678' }],
  ] as const) {
    it(`GET /dossiers/{id}/${path}: null without a record, the saved record after the PUT`, async () => {
      await db.delete(table).where(eq(table.dossierId, target.id));
      const url = `/api/v1/dossiers/${target.id}/${path}`;
      const empty = await medewerker.get(url);
      expect(empty.status).toBe(200);
      expect(empty.body).toBeNull();
      const saved = await medewerker.put(url, body);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const read = await verstrekker.get(url);
      expect(read.status).toBe(200);
      expect(read.body).toEqual(saved.body);
      expect(read.body).toMatchObject({ id: expect.any(Number), version: 1 });
      expect((await verstrekker.get(`/api/v1/dossiers/${other.id}/${path}`)).status).toBe(404);
      expect((await beheerder.get(url)).status).toBe(403);
      expect((await medewerker.get(`/api/v1/dossiers/abc/${path}`)).status).toBe(400);
    });
  }
});
