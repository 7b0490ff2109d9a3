import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { access } from '../../../server/services/permissions/access';
import { caller, signIn, testConfig, testServer } from '../helpers';

const { app, database } = await testServer();

describe('error shape', () => {
  it('answers an unknown path with the error body, not a framework page', async () => {
    const res = await (await signIn(app, 'medewerker')).get('/api/v1/bestaat-niet');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ type: 'GENERAL', messages: ['Deze pagina of dit adres bestaat niet.'] });
  });

  it('words a wrong type in Dutch by the type the field takes', async () => {
    const res = await (await signIn(app, 'beheerder')).post('/api/v1/teams', {
      teamNaam: 'Noord',
      teamEmail: 'noord@backoffice.example.nl',
      teamType: 'TEAM',
      active: 'ja',
    });
    expect(res.status).toBe(400);
    expect(res.body.fields.active).toBe('Let op: hier hoort ja of nee (true of false).');
    expect(JSON.stringify(res.body)).not.toMatch(/Invalid|expected|received/);
  });

  it("names fields in Dutch, also those a route leaves unlabelled ('Versie'), and tells a wrong type from a missing value", async () => {
    const beheerder = await signIn(app, 'beheerder');
    const team = (await beheerder.get('/api/v1/teams?page=0&size=1')).body.content[0];
    const body = { teamNaam: team.teamNaam, teamEmail: team.teamEmail, teamType: team.teamType, moneyProviderId: team.moneyProviderId, active: team.active };
    const wrong = await beheerder.put(`/api/v1/teams/${team.id}`, { ...body, version: 'drie' });
    expect(wrong.body.messages).toEqual(['Versie: Let op: hier hoort een getal.']);
    const missing = await beheerder.put(`/api/v1/teams/${team.id}`, body);
    expect(missing.body.messages).toEqual(['Versie: Versie ontbreekt.']);
  });

  it('answers malformed JSON with 400 in the error shape', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/authenticate',
      headers: { 'content-type': 'application/json', cookie: 'XSRF-TOKEN=a', 'x-xsrf-token': 'a' },
      payload: '{"username": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ type: 'GENERAL', messages: ['De verzonden gegevens zijn geen geldige JSON.'], requestId: res.headers['x-request-id'] });
  });

  it('never leaks a stack trace or SQL from an unexpected failure', async () => {
    const probe = await buildApp(testConfig(), database.db, { logger: false });
    probe.get('/api/v1/probe', { config: { access: access.public } }, async () => {
      throw new Error('could not execute statement: select password_hash from gebruikers');
    });
    await probe.ready();
    const res = await caller(probe).get('/api/v1/probe');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ type: 'GENERAL', messages: ['Er is iets mis gegaan, probeer het later opnieuw'] });
    expect(JSON.stringify(res.body)).not.toMatch(/select|stack|password/i);
    await probe.close();
  });

  it('sends the security headers', async () => {
    const res = await caller(app).get('/api/v1/profile');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});
