import { beforeEach, describe, expect, it } from 'vitest';
import { writeSession } from '../../../src/authProvider/session';
import { dataProvider } from '../../../src/dataProvider';
import { session } from '../fixtures';
import { json, mockFetch } from './fetchMock';

beforeEach(() => writeSession(session()));

describe('GET /dossiers/{id}', () => {
  it('sends the origin, RENTE-AANBOD as RENTEAANBOD (spec 001 §7)', async () => {
    const calls = mockFetch(() => json({ id: 7 }));
    await dataProvider.getDossierDetail(7, 'RENTE-AANBOD');
    await dataProvider.getDossierDetail(7, 'AANVRAAG');
    expect(calls.map((c) => `${c.url.pathname}${c.url.search}`)).toEqual(['/api/v1/dossiers/7?origin=RENTEAANBOD', '/api/v1/dossiers/7?origin=AANVRAAG']);
  });
});
