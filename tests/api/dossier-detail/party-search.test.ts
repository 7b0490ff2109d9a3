import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dossiers, extractedParties } from '../../../server/db/schema';
import { lenderDossiers } from './fixtures';
import { signIn, testServer } from '../helpers';

const { app, database } = await testServer();
const db = database.db;
const verstrekker = await signIn(app, 'verstrekker');
const medewerker = await signIn(app, 'medewerker');
const beheerder = await signIn(app, 'beheerder');

// Skip 10: the other dossier-detail files take the lender's first dossiers.
const { own, other } = await lenderDossiers(db, 10, eq(dossiers.btl, false));

const ids = (body: { content: { id: number }[] }) => body.content.map((p) => p.id);
const search = (who: typeof medewerker, query: string) => who.get(`/api/v1/extracted-parties?query=${encodeURIComponent(query)}&size=500`);

describe('GET /extracted-parties?query= (the /extracted-parties screen search)', () => {
  it('finds a party by part of its name, company, number, postcode or place, within the scope', async () => {
    const seller = await medewerker.post('/api/v1/extracted-parties', {
      dossierId: own.id, bron: 'KOOPAKTE', rol: 'VERKOPER', voorLetters: 'Q.', achterNaam: "Zwartewaal-d'Hondt", postcode: '9711 AB', plaatsNaam: 'Groningen',
    });
    expect(seller.status, JSON.stringify(seller.body)).toBe(201);
    const employer = await medewerker.post('/api/v1/extracted-parties', {
      dossierId: other.id, bron: 'WERKGEVERSVERKLARING', rol: 'WERKGEVER', bedrijfsNaam: 'Zwartewaal Logistiek', kvkNummer: '87654321',
    });
    expect(employer.status).toBe(201);
    try {
      for (const query of ['zwartewaal-d', 'ZWARTEWAAL', '9711 ab', '9711AB', 'groning']) {
        expect(ids((await search(medewerker, query)).body), query).toContain(seller.body.id);
      }
      expect(ids((await search(medewerker, '8765432')).body)).toEqual([employer.body.id]);
      // The lender sees its own money provider's dossiers only.
      const lender = (await search(verstrekker, 'zwartewaal')).body;
      expect(ids(lender)).toContain(seller.body.id);
      expect(ids(lender)).not.toContain(employer.body.id);
      // Wildcards are taken literally.
      expect((await search(medewerker, 'zwarte%waal')).body.totalElements).toBe(0);
      expect((await medewerker.get(`/api/v1/extracted-parties?query=zwartewaal&dossierId=${other.id}`)).body.content.map((p: { id: number }) => p.id)).toEqual([employer.body.id]);
    } finally {
      await db.delete(extractedParties).where(eq(extractedParties.id, seller.body.id));
      await db.delete(extractedParties).where(eq(extractedParties.id, employer.body.id));
    }
  });

  it('refuses a user without the permission and a search text that is too long', async () => {
    expect((await search(beheerder, 'jansen')).status).toBe(403);
    const long = await search(medewerker, 'x'.repeat(101));
    expect(long.status).toBe(400);
    expect(long.body.fields).toEqual({ query: 'Maximaal 100 tekens.' });
  });
});
