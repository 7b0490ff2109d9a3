import { describe, expect, it } from 'vitest';
import { signIn } from '../helpers';
import { query } from './drill';
import { insightServer } from './fixtures';

const { app, fx } = await insightServer();
const [medewerker, employee, verstrekker, beheerder, adviseur] = await Promise.all(['medewerker', 'employee', 'verstrekker', 'beheerder', 'adviseur'].map((u) => signIn(app, u)));
const insightAdviser = await signIn(app, fx.adviser.username);

const WEEK1 = { periode: 'week', datum: '2025-01-01' };

describe('who may see which figures', () => {
  it('each screen asks its own permission', async () => {
    const cases: [string, typeof medewerker, number][] = [
      ['/api/v1/inzicht/dashboard', medewerker, 200],
      ['/api/v1/inzicht/dashboard', employee, 403],
      ['/api/v1/inzicht/dashboard', beheerder, 403],
      ['/api/v1/inzicht/dashboards/aanvragen', employee, 200],
      ['/api/v1/inzicht/dashboards/aanvragen', adviseur, 403],
      ['/api/v1/inzicht/dashboards/aanvragen', verstrekker, 403],
      ['/api/v1/inzicht/doorlooptijden/volmacht', medewerker, 200],
      ['/api/v1/inzicht/doorlooptijden/volmacht', employee, 403],
      ['/api/v1/inzicht/doorlooptijden/volmacht/csv', employee, 403],
      ['/api/v1/startpagina', employee, 200],
      ['/api/v1/startpagina', adviseur, 403],
    ];
    for (const [url, caller, status] of cases) expect((await caller.get(url)).status, url).toBe(status);
    expect((await app.inject({ method: 'GET', url: '/api/v1/inzicht/dashboards/aanvragen' })).statusCode).toBe(401);
  });

  it("an adviser's figures are the own office's, whatever office is asked for", async () => {
    const own = await insightAdviser.get(`/api/v1/inzicht/dashboards/aanvragen?${query(WEEK1)}`);
    expect(own.status).toBe(200);
    // D1, D2 and D5: the office's three of week 1 (fixtures.ts), none of any other office.
    expect(own.body.kengetallen[0]).toMatchObject({ id: 'aanvragen', waarde: 3, vorige: 1 });
    const other = await insightAdviser.get(`/api/v1/inzicht/dashboards/aanvragen?${query({ ...WEEK1, kantoor: fx.otherOffice })}`);
    expect(other.body.kengetallen[0]).toMatchObject({ waarde: 0, vorige: 0 });
    const staff = await medewerker.get(`/api/v1/inzicht/dashboards/aanvragen?${query(WEEK1)}`);
    expect(staff.body.kengetallen[0].waarde).toBeGreaterThanOrEqual(3);
  });
});
