import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isValidBsn } from '../../../contract/bsn';
import { SERVER_MESSAGES } from '../../../contract/errors';
import { LET_OP } from '../../../contract/field-rules';
import { dossiers, hypotheekgevers, notarissen, referentieWaarden, tussenpersonen } from '../../../server/db/schema';
import { auditRows, lenderDossiers, validBsn } from './fixtures';
import { signIn, testServer } from '../helpers';

const { app, database } = await testServer();
const db = database.db;
const medewerker = await signIn(app, 'medewerker');
const adviseur = await signIn(app, 'adviseur');
const verstrekker = await signIn(app, 'verstrekker');

const { own, other } = await lenderDossiers(db, 0, eq(dossiers.btl, false));
const applicantsOf = (dossierId: number) =>
  db.select().from(hypotheekgevers).where(eq(hypotheekgevers.dossierId, dossierId)).orderBy(asc(hypotheekgevers.id));
const [applicant] = await applicantsOf(own.id);
const [otherApplicant] = await applicantsOf(other.id);

const validNaw = {
  geslacht: 'V vrouwelijk',
  voorLetters: 'A.M.',
  voorNamen: 'Anna Maria',
  tussenVoegsels: 'van der',
  achterNaam: "D'Hondt-Jansen",
  geboorteDatum: '1984-03-07T00:00:00',
  bsn: validBsn('12345670'),
  iban: 'NL91 ABNA 0417 1643 00',
  straatNaam: 'Prins Hendrikkade',
  huisNummer: '12',
  huisNummerToevoeging: 'A2',
  postcode: '1012 ab',
  plaatsNaam: "'s-Hertogenbosch",
  land: 'NL',
  email: 'anna@voorbeeld.nl',
  telefoonNummer: '+31612345678',
};
const current = async (id: number) => (await db.select().from(hypotheekgevers).where(eq(hypotheekgevers.id, id)))[0];

describe('PUT /api/v1/hypotheekgever/{id}', () => {
  it('saves valid values normalised, writes audit rows and raises the version', async () => {
    const before = await current(applicant.id);
    const res = await verstrekker.put(`/api/v1/hypotheekgever/${applicant.id}`, { partijNawData: validNaw, version: before.version });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      id: applicant.id,
      version: before.version + 1,
      partijNawData: { postcode: '1012AB', geboorteDatum: '1984-03-07', iban: 'NL91ABNA0417164300', huisNummer: 12, bsn: validNaw.bsn },
    });
    expect(isValidBsn(res.body.partijNawData.bsn)).toBe(true);
    const audit = await auditRows(db, own.id, `hypotheekGevers[${applicant.id}].`);
    expect(audit.find((r) => r.veld.endsWith('.postcode'))).toMatchObject({ oudeWaarde: before.postcode, nieuweWaarde: '1012AB' });
    expect(audit.find((r) => r.veld.endsWith('.bsn'))?.gebruikerId).toBeTruthy();
    // The dossier's name columns follow the applicant.
    const [dossier] = await db.select().from(dossiers).where(eq(dossiers.id, own.id));
    expect(dossier.naamHypotheekGever).toContain("A.M. van der D'Hondt-Jansen");
    // The detail answers what the form needs to save again: the applicant's version and IBAN.
    const detail = await verstrekker.get(`/api/v1/dossiers/${own.id}`);
    expect(detail.body.hypotheekGevers.find((a: { id: number }) => a.id === applicant.id)).toEqual(res.body);
  });

  it('answers 409 with the shared text for a stale version and changes nothing', async () => {
    const stored = await current(applicant.id);
    const res = await verstrekker.put(`/api/v1/hypotheekgever/${applicant.id}`, {
      partijNawData: { ...validNaw, achterNaam: 'Anders' },
      version: stored.version - 1,
    });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ type: 'GENERAL', messages: [SERVER_MESSAGES.staleRecord] });
    expect((await current(applicant.id)).achterNaam).toBe(stored.achterNaam);
  });

  it('lets exactly one of two simultaneous saves of the same version through', async () => {
    const { version } = await current(applicant.id);
    const save = (achterNaam: string) => medewerker.put(`/api/v1/hypotheekgever/${applicant.id}`, { partijNawData: { ...validNaw, achterNaam }, version });
    const results = await Promise.all([save('Eerste'), save('Tweede')]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await current(applicant.id)).version).toBe(version + 1);
  });

  const invalid: [string, unknown, string][] = [
    ['voorLetters', 'J3', LET_OP.lettersDots],
    ['voorNamen', 'Jan2', LET_OP.letters],
    ['achterNaam', 'Jansen!', LET_OP.lettersApostrophe],
    ['tussenVoegsels', 'van_der', LET_OP.prefix],
    ['bsn', '12345678', LET_OP.bsn],
    ['bsn', '12345678a', LET_OP.bsn],
    ['bsn', '123456789', LET_OP.bsnElfproef],
    ['iban', 'NL91ABNA0417164301', LET_OP.iban],
    ['iban', 'NL91 ABNA', LET_OP.iban],
    ['postcode', '0123AB', LET_OP.postcode],
    ['postcode', '1234 SA', LET_OP.postcode],
    ['postcode', '12345', LET_OP.postcode],
    ['email', 'geen-email', LET_OP.email],
    ['huisNummer', '12a', LET_OP.digits],
    ['huisNummerToevoeging', 'A-1', LET_OP.lettersDigits],
    ['straatNaam', 'Dorpsstraat #1', LET_OP.street],
    ['plaatsNaam', 'Amsterdam2', LET_OP.lettersApostrophe],
    ['geboorteDatum', '07-03-1984', LET_OP.date],
    ['geboorteDatum', '1984-02-30', LET_OP.date],
    ['telefoonNummer', '06-1234', LET_OP.phone],
  ];
  it.each(invalid)('refuses %s = %j with its Let op: message', async (field, value, message) => {
    const stored = await current(applicant.id);
    const res = await medewerker.put(`/api/v1/hypotheekgever/${applicant.id}`, {
      partijNawData: { ...validNaw, [field]: value },
      version: stored.version,
    });
    expect(res.status).toBe(400);
    expect(res.body.type).toBe('VALIDATION');
    expect(res.body.fields[`partijNawData.${field}`]).toBe(message);
    expect(message.startsWith('Let op:')).toBe(true);
    expect((await current(applicant.id)).version).toBe(stored.version);
  });

  it('refuses a user without DOSSIER_DETAIL_EDIT with 403', async () => {
    const stored = await current(applicant.id);
    const res = await adviseur.put(`/api/v1/hypotheekgever/${applicant.id}`, { partijNawData: validNaw, version: stored.version });
    expect(res.status).toBe(403);
  });

  it('takes Land from the countries list; a country already stored may stay after it left the list', async () => {
    const listed = await current(applicant.id);
    const moved = await verstrekker.put(`/api/v1/hypotheekgever/${applicant.id}`, { partijNawData: { ...validNaw, land: 'PT' }, version: listed.version });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.partijNawData.land).toBe('PT');
    const unknown = await verstrekker.put(`/api/v1/hypotheekgever/${applicant.id}`, { partijNawData: { ...validNaw, land: 'QQ' }, version: moved.body.version });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ fields: { 'partijNawData.land': 'Kies een van de mogelijke waarden.' }, messages: ['Land: Kies een van de mogelijke waarden.'] });
    expect((await current(applicant.id)).land).toBe('PT');
    // Beheer takes Portugal off the list: the applicant living there can still be edited, nobody new moves there.
    await db.update(referentieWaarden).set({ active: false }).where(and(eq(referentieWaarden.lijst, 'landtypes'), eq(referentieWaarden.code, 'PT')));
    try {
      const stays = await verstrekker.put(`/api/v1/hypotheekgever/${applicant.id}`, { partijNawData: { ...validNaw, land: 'PT', voorNamen: 'Anna' }, version: moved.body.version });
      expect(stays.status, JSON.stringify(stays.body)).toBe(200);
      const [couple] = await db.select({ dossierId: hypotheekgevers.dossierId }).from(hypotheekgevers).groupBy(hypotheekgevers.dossierId).having(sql`count(*) = 2`).limit(1);
      const both = await applicantsOf(couple.dossierId);
      const body = both.map((a, i) => ({ id: a.id, version: a.version, partijNawData: { ...validNaw, land: i === 0 ? a.land : 'PT' } }));
      const refused = await medewerker.put(`/api/v1/dossiers/${couple.dossierId}/hypotheekgevers`, body);
      expect(refused.status).toBe(400);
      expect(refused.body.fields).toEqual({ '1.partijNawData.land': 'Kies een van de mogelijke waarden.' });
      expect((await applicantsOf(couple.dossierId)).map((a) => a.version)).toEqual(both.map((a) => a.version));
    } finally {
      await db.update(referentieWaarden).set({ active: true }).where(and(eq(referentieWaarden.lijst, 'landtypes'), eq(referentieWaarden.code, 'PT')));
    }
  });

  it("answers 404 for an applicant of another lender's dossier", async () => {
    const res = await verstrekker.put(`/api/v1/hypotheekgever/${otherApplicant.id}`, { partijNawData: validNaw, version: otherApplicant.version });
    expect(res.status).toBe(404);
    expect(res.body.messages).toEqual([SERVER_MESSAGES.notFound]);
  });
});

describe('PUT /api/v1/dossiers/{id}/hypotheekgevers', () => {
  it('saves every applicant in one transaction: one stale version rolls all back', async () => {
    const applicants = await applicantsOf(own.id);
    const body = applicants.map((a, i) => ({ id: a.id, version: a.version, partijNawData: { ...validNaw, voorLetters: i ? 'B.' : 'C.' } }));
    const ok = await medewerker.put(`/api/v1/dossiers/${own.id}/hypotheekgevers`, body);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.map((a: { partijNawData: { voorLetters: string } }) => a.partijNawData.voorLetters)).toEqual(body.map((b) => b.partijNawData.voorLetters));
    const again = (await applicantsOf(own.id)).map((a, i) => ({ id: a.id, version: i === 0 ? a.version : a.version - 1, partijNawData: { ...validNaw, voorLetters: 'Z.' } }));
    if (again.length > 1) {
      expect((await medewerker.put(`/api/v1/dossiers/${own.id}/hypotheekgevers`, again)).status).toBe(409);
      expect((await current(again[0].id)).voorLetters).toBe('C.');
    }
  });

  it('refuses an applicant of another dossier with 404 and an empty list with 400', async () => {
    const res = await medewerker.put(`/api/v1/dossiers/${own.id}/hypotheekgevers`, [{ id: otherApplicant.id, version: otherApplicant.version, partijNawData: validNaw }]);
    expect(res.status).toBe(404);
    expect((await medewerker.put(`/api/v1/dossiers/${own.id}/hypotheekgevers`, [])).status).toBe(400);
  });
});

describe('single-record forms', () => {
  it('PUT notarises creates or updates the notary with audit and versioning', async () => {
    const [stored] = await db.select().from(notarissen).where(eq(notarissen.dossierId, own.id)).orderBy(asc(notarissen.id));
    const body = { kantoorNaam: 'Notariskantoor De Wit & Partners', notarisNaam: 'De Wit', postcode: '3511 aa', plaatsNaam: 'Utrecht', email: 'info@dewit.nl' };
    const res = await verstrekker.put(`/api/v1/dossiers/${own.id}/notarises`, { ...body, version: stored?.version });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ kantoorNaam: body.kantoorNaam, postcode: '3511AA' });
    expect((await auditRows(db, own.id, `notaris[${res.body.id}].kantoorNaam`)).length).toBeGreaterThan(0);
    const stale = await verstrekker.put(`/api/v1/dossiers/${own.id}/notarises`, { ...body, plaatsNaam: 'Zeist', version: res.body.version + 1 });
    expect(stale.status).toBe(409);
    const bad = await verstrekker.put(`/api/v1/dossiers/${own.id}/notarises`, { ...body, kantoorNaam: 'Kantoor <b>', version: res.body.version });
    expect(bad.body.fields).toEqual({ kantoorNaam: LET_OP.companyName });
    expect(bad.body.messages).toEqual([`Notariskantoor: ${LET_OP.companyName}`]);
  });

  it('PUT tuessenpersons saves the intermediary; the AFM number is digits only', async () => {
    const bad = await medewerker.put(`/api/v1/dossiers/${own.id}/tuessenpersons`, { naam: 'Hypotheekhuis BV', afmNummer: '12AB' });
    expect(bad.body.fields).toEqual({ afmNummer: LET_OP.digits });
    const [stored] = await db.select().from(tussenpersonen).where(eq(tussenpersonen.dossierId, own.id)).orderBy(asc(tussenpersonen.id));
    const res = await medewerker.put(`/api/v1/dossiers/${own.id}/tuessenpersons`, { naam: 'Hypotheekhuis BV', afmNummer: '12345678', version: stored?.version });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.naam).toBe('Hypotheekhuis BV');
  });

  it('PUT hypotheek accepts Dutch amounts and refuses others', async () => {
    const read = await medewerker.get(`/api/v1/dossiers/${own.id}/hypotheek`);
    expect(read.status).toBe(200);
    const version = read.body?.version ?? 1;
    const bad = await medewerker.put(`/api/v1/dossiers/${own.id}/hypotheek`, { hoofdsom: '250.000,5x', nhg: true, version });
    expect(bad.body.fields).toEqual({ hoofdsom: LET_OP.amount });
    const res = await medewerker.put(`/api/v1/dossiers/${own.id}/hypotheek`, { hoofdsom: '312.500,50', nhg: true, eigenMiddelen: 20000, version });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ hoofdsom: 312500.5, nhg: true, eigenMiddelen: 20000 });
    expect((await medewerker.get(`/api/v1/dossiers/${own.id}/financieledekking`)).body).toMatchObject({ hoofdsom: 312500.5, eigenMiddelen: 20000 });
  });
});

describe('forms guarded by the dossier version', () => {
  const dossierVersion = async () => (await db.select().from(dossiers).where(eq(dossiers.id, own.id)))[0].version;

  it('PUT tekstregels replaces the lines and audits them', async () => {
    const version = await dossierVersion();
    const res = await medewerker.put(`/api/v1/dossiers/${own.id}/tekstregels`, { regels: ['Eerste regel', 'Tweede regel'], version });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ regels: ['Eerste regel', 'Tweede regel'], version: version + 1 });
    expect((await auditRows(db, own.id, 'tekstregels.2'))[0]).toMatchObject({ oudeWaarde: null, nieuweWaarde: 'Tweede regel' });
    expect((await medewerker.get(`/api/v1/dossiers/${own.id}`)).body).toMatchObject({ tekstregels: ['Eerste regel', 'Tweede regel'], version: version + 1 });
    expect((await medewerker.put(`/api/v1/dossiers/${own.id}/tekstregels`, { regels: [], version })).status).toBe(409);
  });

  it('PUT dienstverlening sets advice or execution only through the dossier audit', async () => {
    const version = await dossierVersion();
    expect((await medewerker.put(`/api/v1/dossiers/${own.id}/dienstverlening`, { dienstverlening: 'ONBEKEND', version })).status).toBe(400);
    const res = await medewerker.put(`/api/v1/dossiers/${own.id}/dienstverlening`, { dienstverlening: 'EXECUTION_ONLY', version });
    expect(res.body).toEqual({ dienstverlening: 'EXECUTION_ONLY', version: version + 1 });
    expect((await auditRows(db, own.id, 'dienstverlening'))[0].nieuweWaarde).toBe('EXECUTION_ONLY');
  });

  it('PUT belangrijke-data stores one date per kind, sent as year-month-day', async () => {
    const version = await dossierVersion();
    const bad = await medewerker.put(`/api/v1/dossiers/${own.id}/belangrijke-data`, { datums: [{ soort: 'PASSEERDATUM', datum: '01-09-2026' }], version });
    expect(bad.body.fields['datums.0.datum']).toBe(LET_OP.date);
    const res = await medewerker.put(`/api/v1/dossiers/${own.id}/belangrijke-data`, {
      datums: [{ soort: 'PASSEERDATUM', datum: '2026-09-01T00:00:00' }, { soort: 'TAXATIE', datum: '2026-07-15' }],
      version,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.datums[0].datum).toBe('2026-09-01');
    expect((await auditRows(db, own.id, 'belangrijkeDatums.PASSEERDATUM'))[0].nieuweWaarde).toBe('2026-09-01');
    const detail = await medewerker.get(`/api/v1/dossiers/${own.id}`);
    expect(detail.body.belangrijkeDatums.map((d: { soort: string }) => d.soort).sort()).toEqual(['PASSEERDATUM', 'TAXATIE']);
  });

  it('refuses every form for a user without the permission and outside the scope', async () => {
    expect((await adviseur.put(`/api/v1/dossiers/${own.id}/tekstregels`, { regels: [], version: 1 })).status).toBe(403);
    expect((await verstrekker.put(`/api/v1/dossiers/${other.id}/tekstregels`, { regels: [], version: other.version })).status).toBe(404);
    expect((await verstrekker.put(`/api/v1/dossiers/${other.id}/notarises`, { kantoorNaam: 'X' })).status).toBe(404);
  });
});
