import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { teams } from '../../../server/db/schema';
import { signIn, testServer, XSRF } from '../helpers';

const { app, database } = await testServer();
const beheerder = await signIn(app, 'beheerder');
const team = (naam: string) => ({ teamNaam: naam, teamEmail: 'invoer@backoffice.example.nl', teamType: 'TEAM', active: true });

const raw = (method: 'POST' | 'PUT', url: string, payload: string | Buffer, contentType: string) =>
  app.inject({
    method,
    url,
    payload,
    headers: { 'content-type': contentType, cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF, authorization: `Bearer ${beheerder.token}` },
  });

describe('database refusals answer in the error shape (docs/errors.md)', () => {
  it('a reference to a missing row is a 400 naming the field', async () => {
    const res = await beheerder.post('/api/v1/teams', { ...team('Verwijzing'), moneyProviderId: 999_999 });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ type: 'VALIDATION', messages: ['Geldverstrekker: Geldverstrekker bestaat niet.'], fields: { moneyProviderId: 'Geldverstrekker bestaat niet.' } });
    expect(await database.db.select().from(teams).where(eq(teams.teamNaam, 'Verwijzing'))).toHaveLength(0);
  });

  it('a duplicate is a 409 with a Dutch text', async () => {
    const res = await beheerder.post('/api/v1/rols', { naam: 'Medewerker', permissies: [] });
    expect([400, 409]).toContain(res.status);
    expect(JSON.stringify(res.body)).toContain('Deze waarde bestaat al.');
  });
});

describe('integers are bounded by their 32-bit column', () => {
  it.each([2_147_483_648, -2_147_483_649, 1e15])('refuses version %s', async (version) => {
    const res = await beheerder.put('/api/v1/teams/1', { ...team('Groot'), version });
    expect(res.status).toBe(400);
    expect(res.body.fields.version).toBe('Dit getal valt buiten het toegestane bereik.');
  });

  it('refuses an id, a page and a reference beyond the bound', async () => {
    expect((await beheerder.get('/api/v1/teams/2147483648')).body.type).toBe('VALIDATION');
    expect((await beheerder.get('/api/v1/teams?page=2147483648')).body.fields.page).toBe('Dit getal valt buiten het toegestane bereik.');
    const ref = await beheerder.post('/api/v1/teams', { ...team('Ref'), moneyProviderId: 2_147_483_648 });
    expect(ref.body.fields.moneyProviderId).toBe('Dit getal valt buiten het toegestane bereik.');
  });
});

describe('a NUL character is refused at validation, naming the field', () => {
  it('in a body', async () => {
    const res = await beheerder.post('/api/v1/teams', team('Nul\u0000team'));
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ teamNaam: 'De invoer bevat een ongeldig teken.' });
  });

  it('in a nested body field and in a list filter', async () => {
    const nested = await beheerder.post('/api/v1/teams', { ...team('Genest'), extra: { lijst: ['goed', 'fo\u0000ut'] } });
    expect(nested.status).toBe(400);
    expect(nested.body.fields).toEqual({ 'extra.lijst.1': 'De invoer bevat een ongeldig teken.' });
    const query = await beheerder.get('/api/v1/teams?teamNaam=a%00b');
    expect(query.status).toBe(400);
    expect(query.body.fields).toEqual({ teamNaam: 'De invoer bevat een ongeldig teken.' });
  });
});

describe('refusals before validation', () => {
  it('malformed JSON is a 400', async () => {
    const res = await raw('POST', '/api/v1/teams', '{"teamNaam":', 'application/json');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ type: 'GENERAL', messages: ['De verzonden gegevens zijn geen geldige JSON.'], requestId: res.headers['x-request-id'] });
  });

  it('a body over the limit is a 413', async () => {
    const res = await raw('POST', '/api/v1/teams', JSON.stringify(team('x'.repeat(3 * 1024 * 1024))), 'application/json');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ type: 'GENERAL', messages: ['Het verzoek is te groot.'], requestId: res.headers['x-request-id'] });
  });

  it('an unknown content type is a 415', async () => {
    const res = await raw('POST', '/api/v1/teams', 'abc', 'application/x-onbekend');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ type: 'GENERAL', messages: ['Dit soort inhoud wordt niet ondersteund.'], requestId: res.headers['x-request-id'] });
  });

  it('JSON sent to an upload route is a 415', async () => {
    const res = await raw('PUT', '/api/v1/profile/picture', '{}', 'application/json');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ type: 'GENERAL', messages: ['Stuur het bestand als formulier met bijlage (multipart/form-data).'], requestId: res.headers['x-request-id'] });
  });
});
