import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gebruikers, geldverstrekkers, organisaties } from '../../../server/db/schema';
import { caller, signIn, testServer } from '../helpers';

const { app, database } = await testServer();
const [lender] = await database.db.select().from(gebruikers).where(eq(gebruikers.username, 'verstrekker'));
const [other] = (await database.db.select().from(geldverstrekkers)).filter((g) => g.id !== lender.geldverstrekkerId);
// An organisation run for another money provider than the demo lender's.
await database.db.insert(organisaties).values({ naam: 'Volmacht Noord (test)', geldverstrekkerId: other.id }).onConflictDoNothing();

describe('GET /api/v1/organisations', () => {
  it('lists the active organisations by name, narrowed to a money provider on request', async () => {
    const medewerker = await signIn(app, 'medewerker');
    const all = await medewerker.get('/api/v1/organisations');
    expect(all.status).toBe(200);
    const stored = await database.db.select().from(organisaties).where(eq(organisaties.active, true));
    expect(all.body.map((o: { id: number }) => o.id).sort()).toEqual(stored.map((o) => o.id).sort());
    const names = all.body.map((o: { naam: string }) => o.naam);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'nl')));

    const narrowed = await medewerker.get(`/api/v1/organisations?moneyProviderId=${other.id}`);
    expect(narrowed.body.map((o: { naam: string }) => o.naam)).toEqual(['Volmacht Noord (test)']);
  });

  it("never shows a lender another money provider's organisation", async () => {
    const res = await (await signIn(app, 'verstrekker')).get('/api/v1/organisations');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.map((o: { naam: string }) => o.naam)).not.toContain('Volmacht Noord (test)');
    expect(res.body.every((o: { geldverstrekkerId: number | null }) => [null, lender.geldverstrekkerId].includes(o.geldverstrekkerId))).toBe(true);
  });

  it('refuses a malformed money provider and a caller without a sign-in', async () => {
    const res = await (await signIn(app, 'medewerker')).get('/api/v1/organisations?moneyProviderId=abc');
    expect(res.status).toBe(400);
    expect(res.body.type).toBe('VALIDATION');
    expect((await caller(app).get('/api/v1/organisations')).status).toBe(401);
  });
});
