import { describe, expect, it } from 'vitest';
import { CODE_LISTS } from '../../../server/routes/beheer/reference-lists';
import { caller, signIn, testServer } from '../helpers';

const { app } = await testServer();
const adviseur = await signIn(app, 'adviseur');

describe('reference code lists (/rf/…)', () => {
  it('answers every list with Dutch values in their order', async () => {
    for (const lijst of CODE_LISTS) {
      const res = await adviseur.get(`/api/v1/rf/${lijst}`);
      expect(res.status, lijst).toBe(200);
      expect(res.body.length, lijst).toBeGreaterThan(2);
      expect(res.body[0], lijst).toEqual({ id: expect.any(String), omschrijving: expect.any(String) });
    }
    expect((await adviseur.get('/api/v1/rf/landtypes')).body[0]).toEqual({ id: 'NL', omschrijving: 'Nederland' });
    const staten = (await adviseur.get('/api/v1/rf/burgelijkestaats')).body.map((s: { omschrijving: string }) => s.omschrijving);
    expect(staten).toContain('Gehuwd op huwelijkse voorwaarden');
    expect((await adviseur.get('/api/v1/rechtsvormtypes')).body).toEqual((await adviseur.get('/api/v1/rf/rechtsvormtypes')).body);
  });

  it('refuses an unknown list and a caller without a session', async () => {
    expect((await adviseur.get('/api/v1/rf/geheimen')).status).toBe(400);
    expect((await caller(app).get('/api/v1/rf/landtypes')).status).toBe(401);
  });
});
