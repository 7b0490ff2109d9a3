import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gebruikers } from '../../../server/db/schema';
import { signIn, testServer } from '../helpers';

const { app, database, seeded } = await testServer();
const db = database.db;
const medewerker = await signIn(app, 'medewerker');
const verstrekker = await signIn(app, 'verstrekker');
const adviseur = await signIn(app, 'adviseur');

describe('GET /kantoors/{id}/adviseurs', () => {
  it('answers the active advisers of the office by surname, with e-mail, phone and running dossiers', async () => {
    const office = seeded.kantoorIds[0];
    const expected = await db
      .select({ id: gebruikers.id, achterNaam: gebruikers.achterNaam })
      .from(gebruikers)
      .where(and(eq(gebruikers.kantoorId, office), eq(gebruikers.typeCode, 'A'), eq(gebruikers.active, true)))
      // The database's own collation decides the order of surnames.
      .orderBy(asc(gebruikers.achterNaam), asc(gebruikers.id));
    expect(expected.length).toBeGreaterThan(0);
    const res = await medewerker.get(`/api/v1/kantoors/${office}/adviseurs`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.map((a: { id: number }) => a.id)).toEqual(expected.map((a) => a.id));
    expect(Object.keys(res.body[0]).sort()).toEqual(['achterNaam', 'email', 'id', 'lopendeDossiers', 'telefoonnummer', 'tussenVoegsels', 'voorLetters']);
  });

  it('leaves out an inactive adviser', async () => {
    const office = seeded.kantoorIds[1];
    const [adviser] = await db.select().from(gebruikers).where(and(eq(gebruikers.kantoorId, office), eq(gebruikers.typeCode, 'A'), eq(gebruikers.active, true)));
    await db.update(gebruikers).set({ active: false }).where(eq(gebruikers.id, adviser.id));
    try {
      const res = await medewerker.get(`/api/v1/kantoors/${office}/adviseurs`);
      expect(res.body.some((a: { id: number }) => a.id === adviser.id)).toBe(false);
    } finally {
      await db.update(gebruikers).set({ active: true }).where(eq(gebruikers.id, adviser.id));
    }
  });

  it('answers 404 for an unknown office and another adviser’s office, 400 for a bad id and 403 without the permission', async () => {
    expect((await medewerker.get('/api/v1/kantoors/99999999/adviseurs')).status).toBe(404);
    const bad = await medewerker.get('/api/v1/kantoors/abc/adviseurs');
    expect(bad.status).toBe(400);
    expect(bad.body.type).toBe('VALIDATION');
    expect((await verstrekker.get(`/api/v1/kantoors/${seeded.kantoorIds[0]}/adviseurs`)).status).toBe(403);
    // The adviser reads its own office's advisers (its Kantoor), not another's.
    expect((await adviseur.get(`/api/v1/kantoors/${seeded.kantoorIds[0]}/adviseurs`)).status).toBe(200);
    expect((await adviseur.get(`/api/v1/kantoors/${seeded.kantoorIds[1]}/adviseurs`)).status).toBe(404);
  });
});
