import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LET_OP } from '../../../contract/field-rules';
import { dossierApprovals, dossiers, hypotheekgevers, inkomens, labels, objecten } from '../../../server/db/schema';
import { auditRows, lenderDossiers } from './fixtures';
import { signIn, testServer, XSRF } from '../helpers';

const { app, database } = await testServer();
const db = database.db;
const medewerker = await signIn(app, 'medewerker');
const verstrekker = await signIn(app, 'verstrekker');
const employee = await signIn(app, 'employee');
const adviseur = await signIn(app, 'adviseur');

// The third of the lender's dossiers: the forms and status files take the first two.
const { own: target, other } = await lenderDossiers(db, 2, eq(dossiers.btl, false));
const running = () => db.update(dossiers).set({ status: 'LOPEND', gearchiveerd: false }).where(eq(dossiers.id, target.id));
// Other files check the seeded spread of statuses: leave the dossier as it was found.
const restore = () => db.update(dossiers).set({ status: target.status, gearchiveerd: target.gearchiveerd }).where(eq(dossiers.id, target.id));

describe('objects and kadaster', () => {
  const validObject = { soortObject: 'Woning', straatNaam: 'Dorpsstraat', huisNummer: 4, postcode: '1234 ab', plaatsNaam: 'Utrecht', koopsom: '425.000', verhuurd: false };

  it('GET /dossiers/{id}/object answers the properties with their kadaster items; PUT saves with audit', async () => {
    const read = await medewerker.get(`/api/v1/dossiers/${target.id}/object?origin=AANVRAAG`);
    expect(read.status).toBe(200);
    const version = read.body[0]?.version;
    const res = await verstrekker.put(`/api/v1/dossiers/${target.id}/object`, { ...validObject, version });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ postcode: '1234AB', koopsom: 425000, plaatsNaam: 'Utrecht' });
    expect((await auditRows(db, target.id, `object[${res.body.id}].koopsom`))[0].nieuweWaarde).toBe('425000');
    const bad = await verstrekker.put(`/api/v1/dossiers/${target.id}/object`, { ...validObject, huisNummer: 'vier', version: res.body.version });
    expect(bad.body.fields).toEqual({ huisNummer: LET_OP.digits });
    expect((await verstrekker.put(`/api/v1/dossiers/${target.id}/object`, { ...validObject, version: res.body.version + 1 })).status).toBe(409);
    expect((await adviseur.put(`/api/v1/dossiers/${target.id}/object`, validObject)).status).toBe(403);
    expect((await verstrekker.get(`/api/v1/dossiers/${other.id}/object`)).status).toBe(404);
  });

  it('kadaster items: POST, GET, PUT, DELETE with validation, versioning and audit', async () => {
    const [object] = await db.select().from(objecten).where(eq(objecten.dossierId, target.id)).orderBy(asc(objecten.id));
    const path = `/api/v1/objects/${object.id}/kadaster`;
    const bad = await medewerker.post(path, { kadastraleGemeente: 'Utrecht1', sectie: 'A', perceelnummer: '12x' });
    expect(bad.body.fields).toEqual({ kadastraleGemeente: LET_OP.letters, perceelnummer: LET_OP.digits });
    const created = await medewerker.post(path, { kadastraleGemeente: 'Utrecht', sectie: 'AB', perceelnummer: '1234', grootteM2: 250 });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await medewerker.get(path)).body.map((i: { id: number }) => i.id)).toContain(created.body.id);
    const updated = await medewerker.put(path, { ...created.body, perceelnummer: '1235' });
    expect(updated.body).toMatchObject({ perceelnummer: '1235', version: 2 });
    expect((await medewerker.put(path, { ...created.body, perceelnummer: '1236' })).status).toBe(409);
    expect((await medewerker.delete(`${path}/${created.body.id}`)).status).toBe(204);
    expect((await medewerker.delete(`${path}/${created.body.id}`)).status).toBe(404);
    const audit = await auditRows(db, target.id, `object[${object.id}].kadaster[${created.body.id}].perceelnummer`);
    expect(audit.map((a) => [a.oudeWaarde, a.nieuweWaarde])).toEqual([['1235', null], ['1234', '1235'], [null, '1234']]);
    expect((await adviseur.post(path, { kadastraleGemeente: 'Utrecht', sectie: 'A', perceelnummer: '1' })).status).toBe(403);
  });
});

describe('income', () => {
  it('GET under /dossier/{id}/inkomen answers each kind', async () => {
    for (const kind of ['dienstbetrekkingen', 'onderneming', 'uitkering', 'pensioen', 'loondienst', 'ondernemer', 'arbeidsmarktscan', 'vermogen', 'overige', 'bezittingen', 'verplichtingen']) {
      const res = await employee.get(`/api/v1/dossier/${target.id}/inkomen/${kind}`);
      expect(res.status, kind).toBe(200);
      expect(Array.isArray(res.body)).toBe(true);
    }
    expect((await employee.get(`/api/v1/dossier/${target.id}/inkomen/loterij`)).status).toBe(400);
    expect((await verstrekker.get(`/api/v1/dossier/${other.id}/inkomen/loondienst`)).status).toBe(404);
  });

  it('PUT and DELETE dienstbetrekkingen, POST bezittingen and verplichtingen, all audited', async () => {
    const [applicant] = await db.select().from(hypotheekgevers).where(eq(hypotheekgevers.dossierId, target.id));
    const path = `/api/v1/dossier/${target.id}/inkomen/dienstbetrekkingen`;
    const job = { hypotheekgeverId: applicant.id, werkgever: 'Bakkerij Jansen & Zn', dienstverband: 'VAST', brutoJaarbedrag: '54.000', ingangsDatum: '2015-04-01' };
    const bad = await medewerker.put(path, [{ ...job, brutoJaarbedrag: '54k' }]);
    expect(bad.body.fields).toEqual({ '0.brutoJaarbedrag': LET_OP.amount });
    const created = await medewerker.put(path, [job]);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body[0]).toMatchObject({ omschrijving: job.werkgever, brutoJaarbedrag: 54000, soort: 'LOONDIENST' });
    const id = created.body[0].id;
    const updated = await medewerker.put(path, [{ ...job, id, version: 1, brutoJaarbedrag: 56000 }]);
    expect(updated.body[0]).toMatchObject({ brutoJaarbedrag: 56000, version: 2 });
    expect((await medewerker.put(path, [{ ...job, id, version: 1 }])).status).toBe(409);
    const del = await app.inject({
      method: 'DELETE',
      url: path,
      headers: { authorization: `Bearer ${medewerker.token}`, cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF, 'content-type': 'application/json' },
      payload: JSON.stringify({ ids: [id] }),
    });
    expect(del.statusCode).toBe(204);
    expect(await db.select().from(inkomens).where(eq(inkomens.id, id))).toEqual([]);
    expect((await auditRows(db, target.id, `dienstbetrekkingen[${id}].brutoJaarbedrag`)).map((a) => a.nieuweWaarde)).toEqual([null, '56000', '54000']);

    const asset = await medewerker.post(`/api/v1/dossier/${target.id}/inkomen/bezittingen`, { soort: 'SPAARGELD', waarde: '12.500,00' });
    expect(asset.status).toBe(201);
    expect(asset.body.waarde).toBe(12500);
    const debt = await medewerker.post(`/api/v1/dossier/${target.id}/inkomen/verplichtingen`, { soort: 'STUDIESCHULD', kredietgever: 'DUO', bedrag: 18000, maandlast: '95,50' });
    expect(debt.body).toMatchObject({ bedrag: 18000, maandlast: 95.5 });
    expect((await medewerker.post(`/api/v1/dossier/${target.id}/inkomen/verplichtingen`, { soort: 'GOKSCHULD', bedrag: 1 })).status).toBe(400);
    expect((await adviseur.post(`/api/v1/dossier/${target.id}/inkomen/bezittingen`, { soort: 'SPAARGELD', waarde: 1 })).status).toBe(403);
  });

  it('GET /dossiers/{id}/hypotheek and /financieledekking read the mortgage', async () => {
    const res = await medewerker.get(`/api/v1/dossiers/${target.id}/financieledekking`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveProperty('tekort');
    const mortgage = await medewerker.get(`/api/v1/dossiers/${target.id}/hypotheek`);
    expect(mortgage.status).toBe(200);
  });
});

describe('labels and remarks', () => {
  it('adds and removes a label with audit; refuses a duplicate and a user without the permission', async () => {
    const all = await adviseur.get('/api/v1/dossiers/labels');
    expect(all.status).toBe(200);
    const current = (await medewerker.get(`/api/v1/dossiers/${target.id}/label`)).body.map((l: { id: number }) => l.id);
    const label = all.body.find((l: { id: number }) => !current.includes(l.id));
    const added = await verstrekker.post(`/api/v1/dossiers/${target.id}/label`, { labelId: label.id });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.map((l: { id: number }) => l.id)).toContain(label.id);
    expect((await verstrekker.post(`/api/v1/dossiers/${target.id}/label`, { labelId: label.id })).status).toBe(409);
    expect((await verstrekker.post(`/api/v1/dossiers/${target.id}/label`, { labelId: 99999 })).status).toBe(400);
    expect((await adviseur.post(`/api/v1/dossiers/${target.id}/label`, { labelId: label.id })).status).toBe(403);
    const removed = await verstrekker.delete(`/api/v1/dossiers/${target.id}/label/${label.id}`);
    expect(removed.body.map((l: { id: number }) => l.id)).not.toContain(label.id);
    const [audit] = await auditRows(db, target.id, 'dossier.labels');
    expect(audit.oudeWaarde).toContain(label.naam);
    expect((await verstrekker.delete(`/api/v1/dossiers/${other.id}/label/${label.id}`)).status).toBe(404);
    expect(await db.select().from(labels).where(eq(labels.id, label.id))).toHaveLength(1);
  });

  it('POST /dossier/remark adds a remark; GET /dossier/remark/{id} lists them', async () => {
    expect((await medewerker.post('/api/v1/dossier/remark', { dossierId: target.id, tekst: '  ' })).body.fields).toEqual({ tekst: 'Dit veld is verplicht.' });
    const res = await medewerker.post('/api/v1/dossier/remark', { dossierId: target.id, tekst: 'Taxatierapport nagevraagd' });
    expect(res.status).toBe(201);
    const list = await verstrekker.get(`/api/v1/dossier/remark/${target.id}`);
    expect(list.body.at(-1)).toMatchObject({ tekst: 'Taxatierapport nagevraagd', gebruiker: { achterNaam: expect.any(String) } });
    expect((await verstrekker.post('/api/v1/dossier/remark', { dossierId: other.id, tekst: 'x' })).status).toBe(404);
    expect((await auditRows(db, target.id, `opmerkingen[${res.body.id}]`))[0].nieuweWaarde).toBe('Taxatierapport nagevraagd');
  });
});

describe('approvals', () => {
  it('levels in order, results audited; FINAAL_AFGEWEZEN rejects the dossier', async () => {
    await running();
    await db.delete(dossierApprovals).where(eq(dossierApprovals.dossierId, target.id));
    const post = (niveau: string, resultaat: string) => verstrekker.post('/api/v1/dossiers/approvals', { dossierId: target.id, niveau, resultaat });
    expect((await post('SECOND', 'AKKOORD')).status).toBe(409);
    expect((await post('FIRST', 'MISSCHIEN')).body.fields).toEqual({ resultaat: 'Kies een van de mogelijke waarden.' });
    const first = await post('FIRST', 'NIET_AKKOORD');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect((await post('FIRST', 'AKKOORD')).status).toBe(409);
    expect((await post('SECOND', 'AKKOORD')).body.messages[0]).toMatch(/akkoord op de eerste/);
    const patched = await verstrekker.patch('/api/v1/dossiers/approvals', { id: first.body.id, resultaat: 'AKKOORD', version: 1 });
    expect(patched.body).toMatchObject({ resultaat: 'AKKOORD', version: 2 });
    expect((await verstrekker.patch('/api/v1/dossiers/approvals', { id: first.body.id, resultaat: 'AKKOORD', version: 1 })).status).toBe(409);
    expect((await post('SECOND', 'FINAAL_AFGEWEZEN')).status).toBe(201);
    expect((await db.select().from(dossiers).where(eq(dossiers.id, target.id)))[0].status).toBe('AFGEWEZEN');
    expect((await verstrekker.patch('/api/v1/dossiers/approvals', { id: first.body.id, resultaat: 'NIET_AKKOORD', version: 2 })).status).toBe(409);
    const list = await employee.get(`/api/v1/dossiers/${target.id}/approvals`);
    expect(list.body.map((a: { niveau: string; resultaat: string }) => `${a.niveau}:${a.resultaat}`)).toEqual(['FIRST:AKKOORD', 'SECOND:FINAAL_AFGEWEZEN']);
    expect((await auditRows(db, target.id, `approvals[${first.body.id}].resultaat`)).map((a) => a.nieuweWaarde)).toEqual(['AKKOORD', 'NIET_AKKOORD']);
    expect((await employee.post('/api/v1/dossiers/approvals', { dossierId: target.id, niveau: 'THIRD', resultaat: 'AKKOORD' })).status).toBe(403);
    expect((await verstrekker.get(`/api/v1/dossiers/${other.id}/approvals`)).status).toBe(404);
    await restore();
  });
});

describe('overview reads', () => {
  it('GET /dossiers/{id}/overview and /overzicht/{id}/… answer the overview blocks', async () => {
    const full = await medewerker.get(`/api/v1/dossiers/${target.id}/overview`);
    expect(full.status).toBe(200);
    expect(full.body.status).toMatchObject({ id: target.id, version: expect.any(Number) });
    expect(full.body).toHaveProperty('financieleDekking.tekort');
    const lenings = await medewerker.get(`/api/v1/overzicht/${target.id}/lenings`);
    expect(lenings.body.totaal).toBe(Math.round(lenings.body.leningdelen.reduce((s: number, p: { bedrag: number }) => s + p.bedrag, 0) * 100) / 100);
    expect(full.body.lenings).toEqual(lenings.body);
    const object = await medewerker.get(`/api/v1/overzicht/${target.id}/object`);
    expect(object.body?.postcode ?? null).toEqual(full.body.object?.postcode ?? null);
    expect((await medewerker.get(`/api/v1/overzicht/${target.id}/financiele-dekking`)).body).toEqual(full.body.financieleDekking);
    const dates = await medewerker.get(`/api/v1/overzicht/${target.id}/dossier-status-dates`);
    expect(dates.body).toMatchObject({ ontvangenOp: expect.any(String), stapSinds: expect.any(String) });
    // The approvals test moved the status: the last change is on record.
    expect(dates.body.statusGewijzigdOp).not.toBeNull();
    expect((await verstrekker.get(`/api/v1/dossiers/${other.id}/overview`)).status).toBe(404);
    for (const block of ['lenings', 'object', 'financiele-dekking', 'dossier-status-dates']) {
      expect((await verstrekker.get(`/api/v1/overzicht/${other.id}/${block}`)).status).toBe(404);
    }
  });
});
