import { describe, expect, it } from 'vitest';
import { LET_OP } from '../../../contract/field-rules';
import { boInfo } from '../../../server/db/schema';
import { ALREADY_KEPT } from '../../../server/services/dossier-detail/bo-info';
import { auditRows, lenderDossiers } from './fixtures';
import { signIn, testServer } from '../helpers';

const { app, database } = await testServer();
const db = database.db;
const verstrekker = await signIn(app, 'verstrekker');
const adviseur = await signIn(app, 'adviseur');

// A skip no other file takes: the API files share one database (tests/api/helpers.ts).
const { own, other } = await lenderDossiers(db, 11);
const valid = {
  internKenmerk: 'BO2026001',
  ontvangstKanaal: 'EMAIL',
  volledigOntvangenOp: '2026-11-02',
  compleetVerklaardDoor: 'J. de Vries',
  compleetVerklaardOp: '2026-11-03',
  acceptatieOpmerking: 'Werkgeversverklaring nagebeld.',
  verwachtePasseerdatum: '2026-12-15',
  urgent: true,
};

describe('boInfo', () => {
  it('POST creates the one record of a dossier with audit rows; GET reads it; a second POST is refused', async () => {
    const created = await verstrekker.post('/api/v1/boInfo', { dossierId: own.id, ...valid });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ dossierId: own.id, ...valid, version: 1 });
    const read = await verstrekker.get(`/api/v1/boInfo/${created.body.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.body);
    const audit = await auditRows(db, own.id, `boInfo[${created.body.id}].`);
    expect(audit.find((a) => a.veld.endsWith('.internKenmerk'))).toMatchObject({ oudeWaarde: null, nieuweWaarde: 'BO2026001' });
    const again = await verstrekker.post('/api/v1/boInfo', { dossierId: own.id, ...valid });
    expect(again.status).toBe(409);
    expect(again.body.messages).toEqual([ALREADY_KEPT]);
  });

  it('PATCH changes with the version, audits the change and answers 409 for a stale version', async () => {
    const [record] = (await verstrekker.post('/api/v1/boInfo/search', { dossierId: own.id })).body.content;
    const changed = await verstrekker.patch(`/api/v1/boInfo/${record.id}`, { ...valid, urgent: false, version: record.version });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body).toMatchObject({ urgent: false, version: record.version + 1 });
    const [audit] = await auditRows(db, own.id, `boInfo[${record.id}].urgent`);
    expect([audit.oudeWaarde, audit.nieuweWaarde]).toEqual(['true', 'false']);
    const stale = await verstrekker.patch(`/api/v1/boInfo/${record.id}`, { ...valid, version: record.version });
    expect(stale.status).toBe(409);
  });

  it('refuses invalid values with the shared Dutch field messages', async () => {
    const bad = await verstrekker.post('/api/v1/boInfo', {
      dossierId: own.id,
      ...valid,
      internKenmerk: 'BO-2026/1',
      ontvangstKanaal: 'FAX',
      volledigOntvangenOp: '31-02-2026',
      compleetVerklaardOp: '2026-11-01',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.type).toBe('VALIDATION');
    expect(bad.body.fields).toMatchObject({ internKenmerk: LET_OP.lettersDigits, ontvangstKanaal: 'Kies een van de mogelijke waarden.', volledigOntvangenOp: LET_OP.date });
    expect(bad.body.messages).toContain('Intern kenmerk: Let op: alleen letters en cijfers toegestaan.');
    const order = await verstrekker.post('/api/v1/boInfo', { dossierId: other.id, ...valid, compleetVerklaardOp: '2026-11-01' });
    expect(order.status).toBe(400);
    expect(order.body.fields).toEqual({ compleetVerklaardOp: 'De compleetverklaring ligt voor de datum van volledige ontvangst.' });
  });

  it('search answers a page of the visible dossiers only, filtered on urgency and reference', async () => {
    const page = await verstrekker.post('/api/v1/boInfo/search', { query: '2026001', size: 10 });
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ totalElements: 1, number: 0, size: 10, totalPages: 1 });
    expect(page.body.content[0].dossierId).toBe(own.id);
    expect((await verstrekker.post('/api/v1/boInfo/search', { urgent: true })).body.totalElements).toBe(0);
    expect((await verstrekker.post('/api/v1/boInfo/search', { page: -1 })).status).toBe(400);
  });

  it('refuses a user without DOSSIER_DETAIL_EDIT and answers 404 outside the scope', async () => {
    const [record] = (await verstrekker.post('/api/v1/boInfo/search', { dossierId: own.id })).body.content;
    expect((await adviseur.post('/api/v1/boInfo', { dossierId: own.id, ...valid })).status).toBe(403);
    expect((await adviseur.patch(`/api/v1/boInfo/${record.id}`, { ...valid, version: record.version })).status).toBe(403);
    expect((await verstrekker.post('/api/v1/boInfo', { dossierId: other.id, ...valid })).status).toBe(404);
    // The record of another lender's dossier: created directly, then unreachable for the verstrekker.
    const [foreign] = await db.insert(boInfo).values({ dossierId: other.id, internKenmerk: 'ANDER1' }).returning();
    expect((await verstrekker.get(`/api/v1/boInfo/${foreign.id}`)).status).toBe(404);
    expect((await verstrekker.patch(`/api/v1/boInfo/${foreign.id}`, { ...valid, version: 1 })).status).toBe(404);
    expect((await verstrekker.post('/api/v1/boInfo/search', { query: 'ANDER' })).body.totalElements).toBe(0);
    expect((await verstrekker.post('/api/v1/boInfo/search', { dossierId: other.id })).body.content).toEqual([]);
  });
});
